/**
 * antd tables with fixed columns or horizontal scroll render an `aria-hidden` measure row that repeats
 * every column title, the select-all checkbox included: a focusable control inside aria-hidden content
 * (axe `aria-hidden-focus`, a serious violation). Marking those rows `inert` takes their copies out of
 * the focus order; the real header keeps the working controls.
 */
const MEASURE_ROW = '.ant-table-measure-row:not([inert])';

function markInert(root: ParentNode): void {
  for (const row of root.querySelectorAll(MEASURE_ROW)) row.setAttribute('inert', '');
}

/** Keeps every measure row under `root` inert as tables render; returns the disconnect function. */
export function keepMeasureRowsInert(root: ShadowRoot): () => void {
  markInert(root);
  const observer = new MutationObserver(() => markInert(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
