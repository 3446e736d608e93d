import type { ComponentType } from 'react';
import { type COMMON_PROP_TYPES, defineTag, type LoadErrorDetail, type PropType } from './elementClass';

/**
 * Full element definitions: what each `elements/isps-*.ts` file declares (documentation for
 * custom-elements.json, the page chunk, events, methods, session) and the types hosts see. The
 * loader does not import this module; it defines tags from the compact list (elements/tags.ts) and
 * reaches these definitions on the first connect (docs/decisions.md "Compact element registry").
 */

export interface PropSpec {
  type: PropType;
  description: string;
}

type PropValue<S extends PropSpec> = S['type'] extends 'string'
  ? string
  : S['type'] extends 'number'
    ? number
    : S['type'] extends 'boolean'
      ? boolean
      : S['type'] extends 'method'
        ? (...args: never[]) => unknown
        : unknown;

export type PropsOf<S extends Record<string, PropSpec>> = { [K in keyof S]?: PropValue<S[K]> };

/** Props every element understands, whatever its page. */
export const COMMON_PROPS = {
  locale: {
    type: 'string',
    description: 'Pins this element to zh_CN or en_US instead of the page language.',
  },
  autoLogin: {
    type: 'boolean',
    description:
      'auto-login="true": log in through the field-service shell account when there is no session.',
  },
  allowedOrigins: {
    type: 'string',
    description: 'Space or comma separated origins trusted on the auth channel, beside the configured ones.',
  },
} as const satisfies {
  [K in keyof typeof COMMON_PROP_TYPES]: { type: (typeof COMMON_PROP_TYPES)[K]; description: string };
};

export type CommonProps = PropsOf<typeof COMMON_PROPS>;

/** What a page component receives: the element's props and the element itself. */
export type PageProps<P> = P & CommonProps & { host: HTMLElement };

export interface ElementOptions<S extends Record<string, PropSpec>, E extends string> {
  /** One sentence for the custom-elements manifest and docs. */
  summary: string;
  /**
   * The page chunk, imported when the first element of this tag connects. Its component receives
   * `PageProps<...>` of the declared props (checked in the page file, not here: method props are
   * narrower in the page than r2wc can express).
   */
  page: () => Promise<{ default: ComponentType<never> }>;
  props: S;
  /** Event names (`isps-*`) with what their detail carries. */
  events: Record<E, string>;
  /** Methods forwarded to the page's registered API, with what they do. */
  methods?: Record<string, string>;
  /** `none` for pages that work without a session (the login form). Default `required`. */
  session?: 'required' | 'none';
  /** Chunk load timeout; spec 7.1 and 9: 120 s. Tests inject a short one. */
  loadTimeoutMs?: number;
}

export interface ElementDefinition<
  S extends Record<string, PropSpec> = Record<string, PropSpec>,
  E extends string = string,
> extends ElementOptions<S, E> {
  tag: `isps-${string}`;
  /** The registered class; undefined outside a browser (the manifest script reads definitions in Node). */
  element: (new () => HTMLElement & PropsOf<S> & CommonProps) | undefined;
}

/** Detail of `isps-channel-error`: this frame is nested deeper than the auth channel allows (spec 8). */
export interface ChannelErrorDetail {
  code: 'max-depth';
  depth: number;
  max: number;
}

/** Events every element emits, typed for `addEventListener` in hosts (web-components.md 5). */
declare global {
  interface HTMLElementEventMap {
    'isps-ready': CustomEvent<{ tag: string }>;
    'isps-load-error': CustomEvent<LoadErrorDetail>;
    'isps-channel-error': CustomEvent<ChannelErrorDetail>;
    /** A page asks its host to navigate (announcement "go handle", ...). */
    'isps-navigate': CustomEvent<{ path: string }>;
  }
}

/**
 * Declares an `isps-*` element and registers it unless the tag already exists (a page may load two
 * copies of the library; the first definition wins and the second joins its shared session).
 */
export function defineElement<S extends Record<string, PropSpec>, E extends string>(
  tag: `isps-${string}`,
  options: ElementOptions<S, E>,
): ElementDefinition<S, E> {
  const element = defineTag(
    tag,
    {
      props: Object.fromEntries(Object.entries(options.props).map(([name, spec]) => [name, spec.type])),
      methods: Object.keys(options.methods ?? {}),
    },
    async () => options,
    options.loadTimeoutMs,
  );
  return { ...options, tag, element: element as ElementDefinition<S, E>['element'] };
}

/** The instance type of a defined element, for `HTMLElementTagNameMap` augmentations. */
export type ElementOf<D> =
  D extends ElementDefinition<infer S, string> ? HTMLElement & PropsOf<S> & CommonProps : never;
