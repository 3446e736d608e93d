import { fileSapPoSource, fileSapSender } from './file-boundary';
import { httpSapPoSource, httpSapSender } from './http-boundary';
import type { SapPoSource, SapSender } from './sap-boundary';
import type { SapConfig } from './sap-config';

export type { SapPoSource, SapSender } from './sap-boundary';

/** The purchase-order source `SAP_MODE` names. */
export function sapPoSource(config: SapConfig): SapPoSource {
  return config.mode === 'http' && config.http
    ? httpSapPoSource(config.http)
    : fileSapPoSource(config.inboxDir);
}

/** The outbound sender `SAP_MODE` names. */
export function sapSender(config: SapConfig): SapSender {
  return config.mode === 'http' && config.http ? httpSapSender(config.http) : fileSapSender(config.outboxDir);
}
