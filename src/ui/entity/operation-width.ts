import { type RefObject, useLayoutEffect, useState } from 'react';

/** The pinned operation column at its narrowest: three or four short row buttons side by side. */
export const OPERATION_PX = 200;
/** Wider than this the buttons wrap to a second line rather than push the data columns away. */
export const OPERATION_MAX_PX = 360;
/** The space ROW_ACTIONS_CSS puts between two buttons (the divider sits in it). */
const BUTTON_GAP_PX = 17;

/**
 * The operation column's width for the rows shown: the widest row's buttons side by side, with the
 * cell's padding, within OPERATION_PX..OPERATION_MAX_PX. `rows` holds each row's button widths.
 */
export function operationWidth(rows: readonly (readonly number[])[], cellPaddingPx: number): number {
  const widest = Math.max(
    0,
    ...rows.map(
      (buttons) =>
        buttons.reduce((sum, width) => sum + width, 0) + BUTTON_GAP_PX * Math.max(0, buttons.length - 1),
    ),
  );
  return Math.min(OPERATION_MAX_PX, Math.max(OPERATION_PX, Math.ceil(widest + cellPaddingPx)));
}

/**
 * Measures the row buttons a list drew (`.isps-row-actions` under `container`) and answers the width
 * that keeps the widest row's on one line: which buttons a row shows depends on its state and the
 * user's permissions (a supplier's order: detail, confirm, reject, request a change), only the DOM
 * knows their widths. Measured before the browser paints, again when `rows` change.
 */
export function useOperationWidth(container: RefObject<HTMLElement | null>, rows: unknown): number {
  const [width, setWidth] = useState(OPERATION_PX);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the buttons are drawn anew with the rows
  useLayoutEffect(() => {
    const groups = [...(container.current?.querySelectorAll<HTMLElement>('.isps-row-actions') ?? [])];
    if (groups.length === 0) return;
    const cell = groups[0]?.closest('td');
    const style = cell ? getComputedStyle(cell) : null;
    const padding = style ? Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) : 0;
    const buttons = groups.map((group) =>
      [...group.children].map((button) => button.getBoundingClientRect().width),
    );
    setWidth(operationWidth(buttons, padding));
  }, [container, rows]);
  return width;
}
