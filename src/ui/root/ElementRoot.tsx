import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { $locale, isLocale } from '../../client/locale';
import { forwardNavigation } from '../../client/sessionBootstrap';
import { $uiSettings } from '../../client/uiSettings';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n-text';
import { accessibleTheme } from '../settings/accessibleTheme';
import { AppFeedbackProvider } from './appFeedback';
import { BASE_CSS, ROOT_CLASS } from './baseCss';
import { ElementContext, type ElementContextValue } from './ElementContext';
import { emit } from './emit';
import { FeedbackOutlet } from './FeedbackOutlet';
import { useShownLocale } from './hooks';
import { keepMeasureRowsInert } from './inertMeasureRows';
import { SessionGate } from './SessionGate';
import { SharedStyles, supportsAdoptedSheets } from './sharedStyles';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { useStore } from './useStore';

/** One style cache per library copy for every element (web-components.md 2). */
const styleCache = createCache();
const sharedStyles = supportsAdoptedSheets ? new SharedStyles(BASE_CSS) : null;

const ANTD_LOCALES = { zh_CN: zhCN, en_US: enUS } as const;

export interface ElementRootProps {
  shadowRoot: ShadowRoot;
  host: HTMLElement;
  /** The element's `locale` attribute, if any. */
  locale: string | undefined;
  session: 'required' | 'none';
  autoLogin: boolean;
  allowedOrigins: string | undefined;
  /** The element's `bus-id` attribute: the record a link asks it to open. */
  busId: string | undefined;
  /** The element's `filter` attribute (`name=value&…`): the query a link asks its list to start with. */
  filter: string | undefined;
  children: ReactNode;
}

/** Text colour, font and size from antd tokens, set again after the `all: initial` reset. */
function RootBox({
  children,
  popupRef,
}: {
  children: ReactNode;
  popupRef: React.RefObject<HTMLDivElement | null>;
}) {
  const { token } = theme.useToken();
  return (
    <div
      className={ROOT_CLASS}
      style={{
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorText,
      }}
    >
      {children}
      <div ref={popupRef} className="isps-popups" />
    </div>
  );
}

/**
 * The root of every element (web-components.md 2): antd styles and every popup inside the shadow
 * root, inherited host CSS stopped at our border, antd locale following the page language.
 */
export function ElementRoot(props: ElementRootProps) {
  const { shadowRoot, host } = props;
  const pageLocale = useStore($locale);
  // web-components.md 7: the primary colour comes from the settings store (spec 2.8).
  const { primaryColor } = useStore($uiSettings);
  // issue 4 point 12: the primary preset drawn in a shade that keeps WCAG AA contrast.
  const reducedMotion = usePrefersReducedMotion();
  const antdTheme = useMemo(
    () => accessibleTheme(primaryColor, reducedMotion),
    [primaryColor, reducedMotion],
  );
  const requested: Locale = isLocale(props.locale) ? props.locale : pageLocale;
  // Until the first language's texts are in (a stored en_US, one chunk), the page waits.
  const shown = useShownLocale(requested);
  const locale: Locale = shown ?? DEFAULT_LOCALE;
  const popupRef = useRef<HTMLDivElement>(null);
  const popupContainer = useCallback(
    () => popupRef.current ?? (shadowRoot as unknown as HTMLElement),
    [shadowRoot],
  );

  useEffect(() => sharedStyles?.attach(shadowRoot), [shadowRoot]);
  useEffect(() => keepMeasureRowsInert(shadowRoot), [shadowRoot]);
  useEffect(() => {
    // In a frame, navigation requests of the page also go to the shell over the auth channel.
    if (window.parent === window) return;
    const forward = (event: Event) => {
      const path = (event as CustomEvent<{ path?: unknown }>).detail?.path;
      if (typeof path === 'string') void forwardNavigation(path);
    };
    host.addEventListener('isps-navigate', forward);
    return () => host.removeEventListener('isps-navigate', forward);
  }, [host]);
  useEffect(() => {
    emit(host, 'isps-ready', { tag: host.localName });
  }, [host]);

  const context = useMemo<ElementContextValue>(
    () => ({
      host,
      locale,
      popupContainer,
      busId: props.busId || null,
      filter: Object.fromEntries(new URLSearchParams(props.filter ?? '')),
    }),
    [host, locale, popupContainer, props.busId, props.filter],
  );
  const page =
    shown === null ? null : props.session === 'none' ? (
      props.children
    ) : (
      <SessionGate autoLogin={props.autoLogin} allowedOrigins={props.allowedOrigins}>
        {props.children}
      </SessionGate>
    );

  return (
    <ElementContext.Provider value={context}>
      <StyleProvider
        cache={styleCache}
        container={sharedStyles?.collector ?? (shadowRoot as unknown as HTMLElement)}
      >
        {sharedStyles ? null : <style>{BASE_CSS}</style>}
        <ConfigProvider locale={ANTD_LOCALES[locale]} theme={antdTheme} getPopupContainer={popupContainer}>
          <RootBox popupRef={popupRef}>
            <AppFeedbackProvider getContainer={popupContainer}>
              {page}
              <FeedbackOutlet />
            </AppFeedbackProvider>
          </RootBox>
        </ConfigProvider>
      </StyleProvider>
    </ElementContext.Provider>
  );
}
