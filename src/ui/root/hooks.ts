import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { $loadedLocales, loadLocale, translator } from '../../client/i18n';
import { $session, type Session } from '../../client/session';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n-text';
import { useElementContext } from './ElementContext';
import { registerElementApi } from './elementApi';
import { emit } from './emit';
import { useStore } from './useStore';

/** The page session shared by every element (token, user, tenant, permissions, dictionaries). */
export function useSession(): Session {
  return useStore($session);
}

/** The element that hosts the calling component. */
export function useHost(): HTMLElement {
  return useElementContext().host;
}

export function useLocale(): Locale {
  return useElementContext().locale;
}

/**
 * The language an element shows: the requested one once its texts are loaded (issue 17: languages
 * other than the default load on first use), until then the one shown before; null before any. When
 * the texts cannot be loaded (offline), the default language rather than an empty element.
 */
export function useShownLocale(requested: Locale): Locale | null {
  const loaded = useStore($loadedLocales);
  const [shown, setShown] = useState<Locale | null>(() => (loaded.includes(requested) ? requested : null));
  const current = loaded.includes(requested) ? requested : shown;
  if (current !== shown) setShown(current);
  useEffect(() => {
    let live = true;
    loadLocale(requested).catch(() => {
      if (live) setShown((before) => before ?? DEFAULT_LOCALE);
    });
    return () => {
      live = false;
    };
  }, [requested]);
  return current;
}

/** Texts of one locales/ area (an i18next namespace) in the element's language. */
export function useT(area = 'common'): TFunction {
  const locale = useLocale();
  return useMemo(() => translator(locale, area), [locale, area]);
}

/** Dispatches `isps-*` events from the host element (web-components.md 5). */
export function useEmit(): <D>(name: `isps-${string}`, detail: D) => void {
  const host = useHost();
  return useCallback((name, detail) => void emit(host, name, detail), [host]);
}

/** Registers the methods an element forwards to this page (web-components.md 3). */
export function useElementApi(api: Record<string, (...args: never[]) => unknown>): void {
  const host = useHost();
  const latest = useRef(api);
  latest.current = api;
  useEffect(() => {
    const forward = Object.fromEntries(
      Object.keys(latest.current).map((name) => [
        name,
        (...args: unknown[]) => (latest.current[name] as (...a: unknown[]) => unknown)(...args),
      ]),
    );
    return registerElementApi(host, forward);
  }, [host]);
}

export interface ApiState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * Runs an API call when `deps` change and on `reload()`; an answer that arrives after a newer call
 * started, or after unmount, is dropped.
 */
export function useApi<T>(load: () => Promise<T>, deps: readonly unknown[]): ApiState<T> {
  const [state, setState] = useState<Omit<ApiState<T>, 'reload'>>({
    data: undefined,
    loading: true,
    error: null,
  });
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to reload
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    loadRef.current().then(
      (data) => current && setState({ data, loading: false, error: null }),
      (error: unknown) => current && setState((s) => ({ ...s, loading: false, error })),
    );
    return () => {
      current = false;
    };
  }, [...deps, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}
