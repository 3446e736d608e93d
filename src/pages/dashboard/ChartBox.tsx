import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartType,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useSettings } from '../../ui/settings/useSettings';

// Only the parts the dashboards draw: chart.js stays tree-shaken in the dashboard chunk.
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

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

/** Colours after the primary one, for the second and later series. */
const PALETTE = ['#52C41A', '#FAAD14', '#13C2C2', '#722ED1', '#F5222D', '#2F54EB', '#FA541C'];

export interface Series {
  label: string;
  values: number[];
}

/**
 * A chart.js canvas (issue 4 point 10). The canvas is an image for assistive technology, so the same
 * figures follow in a visually hidden table.
 */
export function ChartBox({
  type,
  title,
  labels,
  series,
  horizontal = false,
  height = 280,
}: {
  type: Extract<ChartType, 'bar' | 'line' | 'doughnut'>;
  title: string;
  labels: string[];
  series: Series[];
  horizontal?: boolean;
  height?: number;
}) {
  // Fills are not text: the charts use the chosen preset itself, not its darker text shade.
  const { primaryColor } = useSettings();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const colours = [primaryColor, ...PALETTE];
    // Counts read 0, 1, 2: never a tick at 0.1 of a receipt.
    const counts = series.every((s) => s.values.every(Number.isInteger));
    const valueAxis = { beginAtZero: true, ...(counts && { ticks: { precision: 0 } }) };
    const chart = new Chart(canvas.current, {
      type,
      data: {
        labels,
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.values,
          backgroundColor:
            type === 'doughnut' ? labels.map((_, j) => colours[j % colours.length]) : colours[i],
          borderColor: type === 'line' ? colours[i] : undefined,
          tension: 0.3,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        indexAxis: horizontal ? 'y' : 'x',
        plugins: { legend: { display: type === 'doughnut' || series.length > 1, position: 'bottom' } },
        ...(type === 'doughnut' ? {} : { scales: { y: valueAxis, x: valueAxis } }),
      },
    });
    return () => chart.destroy();
  }, [type, labels, series, horizontal, primaryColor]);

  return (
    <figure style={{ margin: 0 }}>
      <div style={{ position: 'relative', height }}>
        <canvas ref={canvas} role="img" aria-label={title} />
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
