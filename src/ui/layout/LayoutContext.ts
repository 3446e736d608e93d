import { createContext, useContext } from 'react';
import type { AppRoute } from '../../client/menuRoutes';

/** What the layout parts need from the app that hosts them (the admin app's router). */
export interface LayoutContextValue {
  /** Goes to a path of the app through its guard. */
  navigate(path: string): void;
  /** The routes of the server menu. */
  routes: AppRoute[];
  /** spec 2.7: multi-tab mode is off on phones and in the shell mode. */
  shellMode: boolean;
  /** The red support-phone notice of the header (spec 2.6), from the deployment. */
  supportPhone: string;
  /** Loads the menu again (after clearing the server caches). */
  reloadMenu(): Promise<void>;
}

export const LayoutContext = createContext<LayoutContextValue | null>(null);

export function useLayout(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('layout parts must be rendered inside a LayoutContext provider');
  return value;
}
