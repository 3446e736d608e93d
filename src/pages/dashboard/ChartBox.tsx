import { type CSSProperties, lazy, Suspense } from 'react';
import type { ChartSpec } from './ChartCanvas';

/**
 * chart.js (60 KB gzip) is fetched when the first chart has data, after the page's figures: on a slow
 * connection the numbers a user came for do not wait behind the drawing code (issue 17).
 */
const ChartCanvas = lazy(() => import('./ChartCanvas'));

/** Present for screen readers, invisible on screen (each element has its own shadow root, so inline). */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * A chart (issue 4 point 10). The canvas is an image for assistive technology, so the same
 * figures follow in a visually hidden table.
 */
export function ChartBox({
  type,
  title,
  labels,
  series,
  horizontal = false,
  sliceColors,
  height = 280,
}: ChartSpec & { height?: number }) {
  return (
    <figure style={{ margin: 0 }}>
      <div style={{ position: 'relative', height }}>
        <Suspense fallback={null}>
          <ChartCanvas
            type={type}
            title={title}
            labels={labels}
            series={series}
            horizontal={horizontal}
            sliceColors={sliceColors}
          />
        </Suspense>
      </div>
      <table style={VISUALLY_HIDDEN}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{title}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.label}>{s.values[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
