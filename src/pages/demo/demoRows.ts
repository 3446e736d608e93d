/** Rows of the list demos: generated, stable, nothing stored (spec 2.3 list demos). */
export interface DemoRow {
  key: string;
  no: string;
  description: string;
  calls: number;
  status: 'running' | 'online' | 'offline' | 'error';
  updatedAt: string;
}

const STATUSES: DemoRow['status'][] = ['running', 'online', 'offline', 'error'];

export const DEMO_ROWS: DemoRow[] = Array.from({ length: 46 }, (_, i) => ({
  key: String(i + 1),
  no: `NO-${String(1000 + i)}`,
  description: `Rule ${i + 1}`,
  calls: (i * 7919) % 1000,
  status: STATUSES[i % STATUSES.length] as DemoRow['status'],
  updatedAt: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')} 10:00:00`,
}));
