/**
 * Methods of an element forward to the API object its page registered (web-components.md 3).
 * A WeakMap keyed by the host element: nothing leaks when the element goes away.
 */
type ElementApi = Record<string, (...args: unknown[]) => unknown>;

const apis = new WeakMap<HTMLElement, ElementApi>();

export function registerElementApi(host: HTMLElement, api: ElementApi): () => void {
  apis.set(host, api);
  return () => {
    if (apis.get(host) === api) apis.delete(host);
  };
}

export function callElementApi(host: HTMLElement, method: string, args: unknown[]): unknown {
  const fn = apis.get(host)?.[method];
  if (!fn) {
    throw new Error(
      `<${host.localName}>.${method}(): the element has not rendered yet; wait for its isps-ready event`,
    );
  }
  return fn(...args);
}
