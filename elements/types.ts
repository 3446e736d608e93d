/**
 * The published types of the elements (web-components.md 3, 5; issue: typed tags for hosts), all
 * derived from the element files through elements/registry.ts: each tag with its props, the common
 * ones and its methods, and every event with its detail. The global maps below name only types this
 * module exports: the bundled declarations (vite-plugin-dts) copy `declare global` blocks verbatim,
 * so a name that is not exported from the entry would not exist there.
 */
import type { CommonEvents, ElementOf, EventsOf } from '../src/ui/root/defineElement';
import type { elementRegistry } from './registry';

type Registry = typeof elementRegistry;

/** Every `isps-*` tag. */
export type IspsTag = keyof Registry;

/** Each tag's element: `document.createElement('isps-dict-items').dictCode`. */
export type IspsElementTagNameMap = { [T in IspsTag]: ElementOf<Registry[T]> };

type EventEntry = {
  [T in IspsTag]: { [N in keyof EventsOf<Registry[T]>]: [N, EventsOf<Registry[T]>[N]] }[keyof EventsOf<
    Registry[T]
  >];
}[IspsTag];

/**
 * Every event an element emits, by name. An event two tags declare with different details
 * (`isps-login`) carries either detail.
 */
export type IspsEventMap = CommonEvents & {
  [E in EventEntry as E[0]]: Extract<EventEntry, [E[0], unknown]>[1];
};

declare global {
  interface HTMLElementTagNameMap extends IspsElementTagNameMap {}
  interface HTMLElementEventMap extends IspsEventMap {}
}
