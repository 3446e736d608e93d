import type { RuntimeConfig } from './runtimeConfig';

function assertionIn(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { assertion, result } = body as { assertion?: unknown; result?: unknown };
  if (typeof assertion === 'string' && assertion !== '') return assertion;
  return result === undefined ? null : assertionIn(result);
}

/**
 * Asks the shell's backend (runtime config `shellAssertionUrl`) for a one-use login assertion; it
 * answers `{assertion}` (or our Result shape `{result: {assertion}}`). Cookies go along: the backend
 * decides from its own session whether this browser may have one. Null when there is none.
 */
export async function fetchShellAssertion(config: RuntimeConfig): Promise<string | null> {
  if (!config.shellAssertionUrl) return null;
  const response = await fetch(config.shellAssertionUrl, { method: 'POST', credentials: 'include' });
  if (!response.ok) return null;
  return assertionIn(await response.json());
}
