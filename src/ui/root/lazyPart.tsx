import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';

export type LazyPart<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading ahead of the first render (for example once the page has painted). */
  preload: () => Promise<unknown>;
};

/**
 * A part of a page that its first paint does not need (an error state, a second tab, a dialog), in a
 * chunk of its own that loads when the part first renders (issue 17: the login page loads only what
 * draws the login form). Render it inside a `<Suspense>` whose fallback has the part's size where the
 * part is in the flow, so nothing around it moves; dialogs go inside `<OnceOpened>`.
 *
 *   const Result = lazyPart(() => import('antd/es/result').then((m) => m.default));
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return Object.assign(lazy(start), { preload: start });
}

/**
 * Renders a lazy dialog (see `lazyPart`) only from its first opening on: nothing is loaded before;
 * from then on it stays mounted, so it closes with its animation and keeps its state like an eager one.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Runs once the browser is idle (after the first paint), or soon where it has no idle callback. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
