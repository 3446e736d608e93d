import type { FirstDataModule } from '../../client/firstData';
import {
  type COMMON_PROP_TYPES,
  defineTag,
  type LoadErrorDetail,
  type PageModule,
  type PropType,
} from './elementClass';

/**
 * Full element definitions: what each `elements/isps-*.ts` file declares (documentation for
 * custom-elements.json, the page chunk, events, methods, session) and the types hosts see. The
 * loader does not import this module; it defines tags from the compact list generated from these
 * definitions at build time (scripts/element-tags.ts) and reaches them on the first connect
 * (docs/decisions.md "Compact element registry").
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

export type PropsOf<S extends Record<string, PropSpec>> = { -readonly [K in keyof S]?: PropValue<S[K]> };

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
  busId: {
    type: 'string',
    description:
      'bus-id="<record id>": a list page opens that record at once (a link from a notice or a dashboard).',
  },
  filter: {
    type: 'string',
    description:
      'filter="docStatus=pending": a list page starts filtered by these query fields, shown in its query form (a link from the workplace).',
  },
} as const satisfies {
  [K in keyof typeof COMMON_PROP_TYPES]: { type: (typeof COMMON_PROP_TYPES)[K]; description: string };
};

export type CommonProps = PropsOf<typeof COMMON_PROPS>;

declare const detailType: unique symbol;
declare const signatureType: unique symbol;

/**
 * An event's description for the manifest; its detail type exists for the published types only.
 * The brand is not optional, so a plain string (an event without its detail type) does not compile.
 */
export type EventDoc<D> = string & { readonly [detailType]: D };

/** A method's description for the manifest; its signature exists for the published types only. */
export type MethodDoc<F extends (...args: never[]) => unknown> = string & { readonly [signatureType]: F };

/** Declares an event of an element: `detail<{ path: string }>('{ path }: ...')`. */
export function detail<D>(description: string): EventDoc<D> {
  return description as EventDoc<D>; // the brand is a type only: at run time it is the description
}

/** Declares a method of an element: `method<() => Promise<void>>('Reloads ...')`. */
export function method<F extends (...args: never[]) => unknown>(description: string): MethodDoc<F> {
  return description as MethodDoc<F>; // the brand is a type only: at run time it is the description
}

type EventDocs = Record<`isps-${string}`, EventDoc<unknown>>;
type MethodDocs = Record<string, MethodDoc<(...args: never[]) => unknown>>;

/** What a page component receives: the element's props and the element itself. */
export type PageProps<P> = P & CommonProps & { host: HTMLElement };

export interface ElementOptions<
  S extends Record<string, PropSpec>,
  E extends EventDocs = EventDocs,
  M extends MethodDocs = MethodDocs,
> {
  /** One sentence for the custom-elements manifest and docs. */
  summary: string;
  /**
   * The page chunk, imported when the first element of this tag connects. Its component receives
   * `PageProps<...>` of the declared props (checked in the page file, not here: method props are
   * narrower in the page than r2wc can express).
   */
  page: () => Promise<PageModule>;
  props: S;
  /** Event names (`isps-*`) with what their detail carries, each declared with `detail<Type>(...)`. */
  events: E;
  /** Methods forwarded to the page's registered API, with what they do, declared with `method<Signature>(...)`. */
  methods?: M;
  /** `none` for pages that work without a session (the login form). Default `required`. */
  session?: 'required' | 'none';
  /**
   * The GET requests the page sends first (a React-free module whose default export lists them, e.g.
   * `listData(entity)` of src/ui/entity/list-request.ts): with a stored session they leave as soon as
   * the element connects, before the page's chunks, and the page's identical requests take their
   * answers (src/client/firstData.ts, issue 17).
   */
  data?: () => Promise<FirstDataModule>;
  /** Chunk load timeout; spec 7.1 and 9: 120 s. Tests inject a short one. */
  loadTimeoutMs?: number;
}

export interface ElementDefinition<
  S extends Record<string, PropSpec> = Record<string, PropSpec>,
  E extends EventDocs = EventDocs,
  M extends MethodDocs = MethodDocs,
> extends ElementOptions<S, E, M> {
  tag: `isps-${string}`;
  /** The registered class; undefined outside a browser (the manifest script reads definitions in Node). */
  element: (new () => HTMLElement & PropsOf<S> & CommonProps & MethodsOf<M>) | undefined;
}

type MethodsOf<M> = { [K in keyof M]: M[K] extends MethodDoc<infer F> ? F : never };

/** Detail of `isps-channel-error`: this frame is nested deeper than the auth channel allows (spec 8). */
export interface ChannelErrorDetail {
  code: 'max-depth';
  depth: number;
  max: number;
}

/**
 * Events every element emits (web-components.md 5); with each element's own events they are the
 * `HTMLElementEventMap` entries of the published types (elements/types.ts).
 */
export interface CommonEvents {
  'isps-ready': CustomEvent<{ tag: string }>;
  'isps-load-error': CustomEvent<LoadErrorDetail>;
  'isps-channel-error': CustomEvent<ChannelErrorDetail>;
}

/**
 * Declares an `isps-*` element and registers it unless the tag already exists (a page may load two
 * copies of the library; the first definition wins and the second joins its shared session).
 */
export function defineElement<
  S extends Record<string, PropSpec>,
  E extends EventDocs = Record<never, never>,
  M extends MethodDocs = Record<never, never>,
>(tag: `isps-${string}`, options: ElementOptions<S, E, M>): ElementDefinition<S, E, M> {
  const element = defineTag(
    tag,
    {
      props: Object.fromEntries(Object.entries(options.props).map(([name, spec]) => [name, spec.type])),
      methods: Object.keys(options.methods ?? {}),
    },
    async () => options,
    options.loadTimeoutMs,
  );
  return { ...options, tag, element: element as ElementDefinition<S, E, M>['element'] };
}

/** The instance type of a defined element: its props, the common ones and its methods. */
export type ElementOf<D> =
  D extends ElementDefinition<infer S, EventDocs, infer M>
    ? HTMLElement & PropsOf<S> & CommonProps & MethodsOf<M>
    : never;

/** The events of a defined element, by name, as `addEventListener` sees them. */
export type EventsOf<D> =
  D extends ElementDefinition<Record<string, PropSpec>, infer E>
    ? { [K in keyof E]: CustomEvent<E[K] extends EventDoc<infer T> ? T : never> }
    : never;
