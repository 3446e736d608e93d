/**
 * The cells of a chart's accessible table (ChartBox draws a canvas and states its figures in a visually
 * hidden table captioned with the chart's title) inside `root`, row by row.
 */
export function chartCells(root: string, caption: string): (string | null)[][] {
  const table = [...document.querySelectorAll(`${root} figure table`)].find(
    (candidate) => candidate.querySelector('caption')?.textContent === caption,
  );
  return [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );
}
