import r2wc, { type R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import { callElementApi } from './elementApi';
import { emit } from './emit';
import type { MountedPage } from './mountElement';

/**
 * Prop kinds of r2wc (web-components.md 4). `function` is left out on purpose: it looks the name up
 * on window; host callbacks use `method` (`el.rowRenderer = fn`).
 */
export type PropType = 'string' | 'number' | 'boolean' | 'json' | 'method';

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
} as const satisfies Record<string, PropSpec>;

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

/** spec 7.1, 9: script chunks load with a 120-second timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ElementLoadError extends Error {
  override name = 'ElementLoadError';
  constructor(
    readonly tag: string,
    readonly reason: 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/** Detail of `isps-load-error` (spec 8: a loading error, no message shown). */
export interface LoadErrorDetail {
  tag: string;
  reason: 'timeout' | 'failed';
  message: string;
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

function withTimeout<T>(promise: Promise<T>, ms: number, tag: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new ElementLoadError(tag, 'timeout', `<${tag}>: loading its chunk took longer than ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ElementLoadError(tag, 'failed', `<${tag}>: loading its chunk failed: ${String(error)}`));
      },
    );
  });
}

type Loaded = [typeof import('./mountElement'), { default: ComponentType<never> }];

interface LazyContext {
  host: HTMLElement;
  props: Record<string, unknown>;
  mounted: MountedPage | null;
  disposed: boolean;
}

/**
 * An r2wc renderer that mounts nothing until the page chunk and the React runtime have loaded;
 * the first connect of a tag starts the import, later ones reuse it (spec 7.1 lazy chunks).
 */
function lazyRenderer(definition: ElementDefinition): R2WCRenderer<Record<string, unknown>, LazyContext> {
  let loading: Promise<Loaded> | null = null;
  const load = () => {
    loading ??= withTimeout(
      Promise.all([import('./mountElement'), definition.page()]) as Promise<Loaded>,
      definition.loadTimeoutMs ?? CHUNK_LOAD_TIMEOUT_MS,
      definition.tag,
    ).catch((error: unknown) => {
      loading = null; // a later connect may try again
      throw error;
    });
    return loading;
  };
  return {
    mount(container, _component, props) {
      const host = (container as unknown as ShadowRoot).host as HTMLElement;
      const context: LazyContext = { host, props, mounted: null, disposed: false };
      load().then(
        ([runtime, page]) => {
          if (context.disposed) return;
          context.mounted = runtime.mountElement({
            shadowRoot: container as unknown as ShadowRoot,
            host,
            Page: page.default,
            props: { ...context.props },
            session: definition.session ?? 'required',
          });
        },
        (error: ElementLoadError) => {
          console.error(`[isps] ${error.message}`, error);
          emit<LoadErrorDetail>(host, 'isps-load-error', {
            tag: definition.tag,
            reason: error.reason ?? 'failed',
            message: error.message,
          });
        },
      );
      return context;
    },
    update(context, props) {
      context.props = props;
      context.mounted?.update({ ...props });
    },
    unmount(context) {
      context.disposed = true;
      context.mounted?.unmount();
      context.mounted = null;
    },
  };
}

/**
 * Values a host assigned before the tag was defined are own properties of the instance and hide
 * the prototype accessors; read, delete and assign them again so r2wc sees them (web-components.md 3).
 */
export function replayEarlyProps(element: HTMLElement, names: readonly string[]): void {
  for (const name of names) {
    if (Object.hasOwn(element, name)) {
      const value = (element as unknown as Record<string, unknown>)[name];
      delete (element as unknown as Record<string, unknown>)[name];
      (element as unknown as Record<string, unknown>)[name] = value;
    }
  }
}

function createElementClass(definition: ElementDefinition): CustomElementConstructor {
  const props: Record<string, PropSpec> = { ...COMMON_PROPS, ...definition.props };
  const names = Object.keys(props);
  const Base = r2wc<Record<string, unknown>, LazyContext>(
    (() => null) as ComponentType<Record<string, unknown>>,
    { shadow: 'open', props: Object.fromEntries(names.map((name) => [name, props[name]?.type])) },
    lazyRenderer(definition),
  );
  const Element = class extends Base {
    constructor() {
      super();
      replayEarlyProps(this, names);
    }
  };
  for (const method of Object.keys(definition.methods ?? {})) {
    Object.defineProperty(Element.prototype, method, {
      configurable: true,
      value(this: HTMLElement, ...args: unknown[]) {
        return callElementApi(this, method, args);
      },
    });
  }
  return Element;
}

/**
 * Declares an `isps-*` element and registers it unless the tag already exists (a page may load two
 * copies of the library; the first definition wins and the second joins its shared session).
 */
export function defineElement<S extends Record<string, PropSpec>, E extends string>(
  tag: `isps-${string}`,
  options: ElementOptions<S, E>,
): ElementDefinition<S, E> {
  const definition: ElementDefinition<S, E> = { ...options, tag, element: undefined };
  if (typeof customElements === 'undefined') return definition;
  const existing = customElements.get(tag);
  if (existing) {
    definition.element = existing as ElementDefinition<S, E>['element'];
    return definition;
  }
  const element = createElementClass(definition as unknown as ElementDefinition);
  customElements.define(tag, element);
  definition.element = element as unknown as ElementDefinition<S, E>['element'];
  return definition;
}

/** The instance type of a defined element, for `HTMLElementTagNameMap` augmentations. */
export type ElementOf<D> =
  D extends ElementDefinition<infer S, string> ? HTMLElement & PropsOf<S> & CommonProps : never;
