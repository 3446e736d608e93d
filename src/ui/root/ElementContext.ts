import { createContext, useContext } from 'react';
import type { Locale } from '../../domain/i18n-text';

export interface ElementContextValue {
  /** The custom element that hosts this React tree. */
  host: HTMLElement;
  /** The element's effective language (its `locale` attribute, else the page language). */
  locale: Locale;
  /** The empty div inside the reset root where every popup renders. */
  popupContainer: () => HTMLElement;
  /** The record a link asks the element's list page to open (`bus-id`), if any. */
  busId: string | null;
  /** The query fields a link asks the element's list page to start filtered by (`filter`). */
  filter: Readonly<Record<string, string>>;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElementContext(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error('isps hooks must be used inside an element root');
  return value;
}
