import r2wc, { type R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import type { FirstDataModule } from '../../client/firstData';
import { callElementApi } from './elementApi';
import { emit } from './emit';
import type { MountedPage } from './mountElement';

/**
 * The part of the element runtime the loader carries (docs/decisions.md "Compact element
 * registry"): a class per tag from prop names and kinds only. Documentation, page imports and the
 * React runtime stay out of here so the loader keeps its size budget (issue 3, <= 4 KB gzip).
 */

/**
 * Prop kinds of r2wc (web-components.md 4). `function` is left out on purpose: it looks the name up
 * on window; host callbacks use `method` (`el.rowRenderer = fn`).
 */
export type PropType = 'string' | 'number' | 'boolean' | 'json' | 'method';

/** Props every element understands; their documentation is COMMON_PROPS in defineElement.ts. */
export const COMMON_PROP_TYPES = {
  locale: 'string',
  autoLogin: 'boolean',
  allowedOrigins: 'string',
  busId: 'string',
  filter: 'string',
} as const satisfies Record<string, PropType>;

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

/**
 * A page chunk: its default export is the page's React component. Typed as a plain function so the
 * published declarations (which carry the element definitions) do not need React's types.
 */
export interface PageModule {
  default: (props: never) => unknown;
}

/** What mounting a tag needs once its chunks are wanted: the page and whether it needs a session. */
export interface PageSource {
  page: () => Promise<PageModule>;
  session?: 'required' | 'none';
  /** The GET requests the page sends first, sent with a stored session before its code arrives. */
  data?: () => Promise<FirstDataModule>;
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

type Loaded = [typeof import('./mountElement'), PageModule, PageSource['session']];

interface LazyContext {
  host: HTMLElement;
  props: Record<string, unknown>;
  mounted: MountedPage | null;
  disposed: boolean;
}

/**
 * The loads of a tag: the page source, the page chunk and the React runtime. The first connect (or
 * an early `preload`) starts the imports, later ones reuse them (spec 7.1 lazy chunks). The timeout
 * covers the whole chain.
 */
function tagLoader(tag: string, source: () => Promise<PageSource>, timeoutMs: number): () => Promise<Loaded> {
  const start = (): Promise<Loaded> => {
    // Requested in order of need (six connections per origin over HTTP/1.1): the small registry that
    // names the page chunk first, then the HTTP client, which needs no React and, with a stored
    // session, loads the configuration while antd and the page are on their way, and sends the
    // page's first requests (`data`) as soon as the registry names them; a page without them has
    // axios loaded at once instead.
    const registry = source();
    const http = import('../../client/http');
    const page = registry.then(({ page, session, data }) => {
      // The page's first requests before its chunks: their modules queue ahead of the page's.
      if (data)
        Promise.all([data(), http])
          .then(([first, client]) => client.sendFirstData(first.default()))
          .catch(() => undefined); // the page sends its requests itself
      else void http.then((client) => client.warmUp());
      return page().then((module) => [module, session] as const);
    });
    return Promise.all([import('./mountElement'), page]).then(
      ([runtime, [module, session]]): Loaded => [runtime, module, session],
    );
  };
  let loading: Promise<Loaded> | null = null;
  return () => {
    loading ??= withTimeout(start(), timeoutMs, tag).catch((error: unknown) => {
      loading = null; // a later connect may try again
      throw error;
    });
    return loading;
  };
}

/** An r2wc renderer that mounts nothing until the tag's chunks have loaded. */
function lazyRenderer(
  tag: string,
  load: () => Promise<Loaded>,
): R2WCRenderer<Record<string, unknown>, LazyContext> {
  return {
    mount(container, _component, props) {
      const host = (container as unknown as ShadowRoot).host as HTMLElement;
      const context: LazyContext = { host, props, mounted: null, disposed: false };
      load().then(
        ([runtime, page, session]) => {
          if (context.disposed) return;
          context.mounted = runtime.mountElement({
            shadowRoot: container as unknown as ShadowRoot,
            host,
            Page: page.default,
            props: { ...context.props },
            session: session ?? 'required',
          });
        },
        (error: ElementLoadError) => {
          console.error(`[isps] ${error.message}`, error);
          emit<LoadErrorDetail>(host, 'isps-load-error', {
            tag,
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

/** What a tag needs at definition time: its own props (the common ones are added) and methods. */
export interface TagShape {
  props: Record<string, PropType>;
  methods: readonly string[];
}

function createElementClass(
  tag: string,
  shape: TagShape,
  source: () => Promise<PageSource>,
  timeoutMs: number,
): CustomElementConstructor {
  const props: Record<string, PropType> = { ...COMMON_PROP_TYPES, ...shape.props };
  const names = Object.keys(props);
  const load = tagLoader(tag, source, timeoutMs);
  const Base = r2wc<Record<string, unknown>, LazyContext>(
    (() => null) as ComponentType<Record<string, unknown>>,
    { shadow: 'open', props },
    lazyRenderer(tag, load),
  );
  const Element = class extends Base {
    /** Starts loading the tag's chunks before an element connects; a failure is left to the connect. */
    static preload(): void {
      load().catch(() => undefined);
    }

    constructor() {
      super();
      replayEarlyProps(this, names);
    }
  };
  for (const method of shape.methods) {
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
 * Registers `tag` unless it already exists (a page may load two copies of the library; the first
 * definition wins and the second joins its shared session) and returns the registered class;
 * undefined outside a browser (the manifest script reads definitions in Node).
 */
export function defineTag(
  tag: string,
  shape: TagShape,
  source: () => Promise<PageSource>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(tag);
  if (existing) return existing;
  const element = createElementClass(tag, shape, source, timeoutMs);
  customElements.define(tag, element);
  return element;
}

/**
 * Starts loading the chunks of a defined `isps-*` tag that is about to be shown (the page a navigation
 * goes to), so they travel while the layout around it renders. Tags of another copy of the library
 * or not yet defined are left to their connect.
 */
export function preloadTag(tag: string): void {
  const element = customElements.get(tag) as
    | (CustomElementConstructor & { preload?: () => void })
    | undefined;
  element?.preload?.();
}
