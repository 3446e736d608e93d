import type { ReactNode } from 'react';

/**
 * The operation column's buttons with a divider between each two that render. A page's row buttons are
 * components that may render nothing for a row (no action its state allows), which only the DOM knows:
 * the dividers are drawn by CSS between rendered nodes, never before an empty slot.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className="isps-row-actions">{children}</span>;
}

/** Rendered once by the list page (inside the element's shadow root, where the rows are). */
export const ROW_ACTIONS_CSS = `
.isps-row-actions { display: inline-flex; flex-wrap: wrap; align-items: center; justify-content: center; }
.isps-row-actions > * + * { position: relative; margin-inline-start: 17px; }
.isps-row-actions > * + *::after {
  content: ''; position: absolute; inset-inline-start: -9px; top: 50%; height: 0.9em;
  transform: translateY(-50%); border-inline-start: 1px solid var(--ant-color-split, rgba(5, 5, 5, 0.06));
  pointer-events: none;
}
`;
