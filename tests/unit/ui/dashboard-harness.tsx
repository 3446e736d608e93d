import type { AxiosAdapter } from 'axios';
import { act, type ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { Locale } from '../../../src/domain/i18n-text';
import { startElementHarness } from './element-harness';

/**
 * A dashboard page against a fake server that answers every call with `result`: `show` renders it in a
 * language and lets its request answer; `requested` lists the URLs it asked for since then. Closed after
 * each test of the suite that made it.
 */
export function dashboardHarness(result: unknown) {
  const requested: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requested.push(String(config.url));
    return { data: { success: true, result }, status: 200, statusText: 'OK', headers: {}, config };
  };
  let harness: Awaited<ReturnType<typeof startElementHarness>> | null = null;
  afterEach(() => {
    harness?.close();
    harness = null;
  });
  return {
    requested,
    async show(page: ReactNode, locale: Locale) {
      requested.length = 0;
      harness = await startElementHarness(adapter, locale);
      await harness.render(page);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    },
  };
}
