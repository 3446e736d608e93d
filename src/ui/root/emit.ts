/**
 * Every event of an element goes through here: `isps-` names, typed detail, bubbling and composed so
 * it crosses the shadow boundary (web-components.md 5).
 */
export function emit<D>(host: HTMLElement, name: `isps-${string}`, detail: D): boolean {
  return host.dispatchEvent(new CustomEvent<D>(name, { detail, bubbles: true, composed: true }));
}
