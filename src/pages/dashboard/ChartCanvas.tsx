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
import { useEffect, useRef } from 'react';
import { useSettings } from '../../ui/settings/useSettings';
import { sliceFills } from './slice-fills';

// Only the parts the dashboards draw: chart.js stays tree-shaken in this chunk.
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

/** Colours after the primary one, for the second and later series. */
const PALETTE = ['#52C41A', '#FAAD14', '#13C2C2', '#722ED1', '#F5222D', '#2F54EB', '#FA541C'];

export interface Series {
  label: string;
  values: number[];
}

/** What one chart draws. */
export interface ChartSpec {
  type: Extract<ChartType, 'bar' | 'line' | 'doughnut'>;
  title: string;
  labels: string[];
  series: Series[];
  horizontal?: boolean;
  /** A doughnut's slice colours by label, as antd tag colour names (a dictionary's); others get the palette. */
  sliceColors?: readonly (string | undefined)[];
}

/** The chart.js canvas of a ChartBox: its own chunk, loaded once a chart has data to draw. */
export default function ChartCanvas({
  type,
  title,
  labels,
  series,
  horizontal = false,
  sliceColors,
}: ChartSpec) {
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
          backgroundColor: type === 'doughnut' ? sliceFills(labels.length, colours, sliceColors) : colours[i],
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
  }, [type, labels, series, horizontal, primaryColor, sliceColors]);

  return <canvas ref={canvas} role="img" aria-label={title} />;
}
