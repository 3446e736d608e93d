import { pageShared } from './pageShared';

/**
 * Page-level side effects the runtime needs (spec 8: reload after logout). They sit behind one object
 * so a host or a test can replace them (a test page must not reload itself).
 */
export interface PageActions {
  reload(): void;
  /** Current path of the page, for the "unless on root or the login page" rule of spec 8. */
  path(): string;
  /**
   * Set while this frame is connected to a shell: asks it for a fresh token (web-components.md 9:
   * the child sends `refresh` after a 401 instead of reloading).
   */
  refreshFromShell: (() => void) | null;
}

export const pageActions: PageActions = pageShared<PageActions>('pageActions', () => ({
  reload: () => globalThis.location.reload(),
  path: () => globalThis.location.pathname,
  refreshFromShell: null,
}));
