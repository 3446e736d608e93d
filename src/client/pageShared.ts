/**
 * State shared by every copy of the ISPS library on one page (web-components.md 8).
 * Two bundles loaded side by side find the same object under a global symbol, so they share the
 * session, the locale and the feedback queue instead of fighting over them. Only plain stores and
 * plain data live here; derived values are computed in each copy. Bump the version in the key when
 * the shape of a stored value changes incompatibly.
 */
const REGISTRY_KEY = Symbol.for('isps.registry.v1');

type Registry = Record<string, unknown>;

function registry(): Registry {
  const scope = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  scope[REGISTRY_KEY] ??= {};
  return scope[REGISTRY_KEY];
}

/** The page-wide value under `name`, created by the first copy that asks for it. */
export function pageShared<T>(name: string, create: () => T): T {
  const shared = registry();
  if (!(name in shared)) shared[name] = create();
  return shared[name] as T;
}
