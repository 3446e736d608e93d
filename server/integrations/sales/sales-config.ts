import { join, resolve } from 'node:path';

/** The sales order boundary (server/integrations/sales, docs/integrations.md "Sales orders"). */
export interface SalesConfig {
  /** Where the BOS, CRM and e-shop drop order files (JSON). */
  inboxDir: string;
  /** The bearer token of `POST /oms/salesOrder/push`; null closes the push. */
  pushToken: string | null;
  /** The tenant pushed orders and the file job's orders (without a parameter) are imported into. */
  tenantId: number;
}

/** The environment variables of the sales boundary; server/config.ts lists them with the others. */
export const SALES_CONFIG_VARIABLES = [
  {
    name: 'SALES_INBOX_DIR',
    default: 'DATA_DIR/inbox/sales',
    meaning: 'where BOS/CRM/e-shop order files (JSON) are dropped',
  },
  {
    name: 'SALES_PUSH_TOKEN',
    default: '',
    meaning: 'bearer token of the order push; empty: the push is closed',
  },
  { name: 'SALES_TENANT', default: '0', meaning: 'tenant imported sales orders belong to' },
] as const;

type Get = (name: string) => string | undefined;

/** Reads the sales boundary's variables; `fail` throws the configuration error of the variable named. */
export function readSalesConfig(get: Get, dataDir: string, fail: (message: string) => never): SalesConfig {
  const token = get('SALES_PUSH_TOKEN') ?? null;
  if (token !== null && token.length < 16) fail('SALES_PUSH_TOKEN: expected at least 16 characters');
  const tenant = get('SALES_TENANT') ?? '0';
  if (!/^\d{1,9}$/.test(tenant)) fail('SALES_TENANT: expected a tenant id');
  return {
    inboxDir: resolve(get('SALES_INBOX_DIR') ?? join(dataDir, 'inbox', 'sales')),
    pushToken: token,
    tenantId: Number(tenant),
  };
}
