import { describe, expect, it } from 'vitest';
import ProductionDashboardPage from '../../../src/pages/production/ProductionDashboardPage';
import { chartCells } from './chart-tables';
import { dashboardHarness } from './dashboard-harness';

/** The dashboard's answer (server/modules/production/production-dashboard.ts), quantities as decimals. */
const answer = {
  byStatus: [
    { status: 'pending', count: 4 },
    { status: 'released', count: 3 },
    { status: 'executing', count: 2 },
    { status: 'completed', count: 5 },
  ],
  outputVsPlan: [
    { day: '2026-11-25', output: 12, planned: 20 },
    { day: '2026-11-26', output: 8.5, planned: 0 },
  ],
  scrapRatePct: 6.25,
  good: 20.5,
  scrap: 1.5,
  lineSide: [{ productId: 'C1', product: 'MAT-C1', qty: 7 }],
  materialVariance: [{ productId: 'C1', product: 'MAT-C1', consumed: 45, standard: 44, variance: 1 }],
};

const root = () => document.querySelector('.isps-production-dashboard');
const cellsOf = (caption: string) => chartCells('.isps-production-dashboard', caption);

/** Issue 14 point 9: the production dashboard's figures and charts, readable as tables, in both languages. */
describe('the production dashboard page', () => {
  const dashboard = dashboardHarness(answer);

  describe('in English', () => {
    it('shows orders by status, output vs plan, the scrap rate and the material variance', async () => {
      await dashboard.show(<ProductionDashboardPage host={document.body} />, 'en_US');
      expect(dashboard.requested.some((url) => url.includes('/mes/productionOrder/dashboard'))).toBe(true);
      expect(document.querySelector('.isps-production-scrap-rate')?.textContent).toContain('6.25');
      expect(cellsOf('Production orders by status')).toEqual([
        ['Pending', '4'],
        ['Released', '3'],
        ['Executing', '2'],
        ['Completed', '5'],
      ]);
      expect(cellsOf('Output vs plan per day (last 14 days)')).toEqual([
        ['11-25', '12', '20'],
        ['11-26', '8.5', '0'],
      ]);
      expect(cellsOf('Material variance (consumed vs BOM)')).toEqual([['MAT-C1', '45', '44']]);
      const variance = [...(root()?.querySelectorAll('.isps-production-variance tbody tr td') ?? [])];
      expect(variance.map((cell) => cell.textContent)).toEqual(['MAT-C1', '45', '44', '1']);
      expect(root()?.querySelector('.isps-production-line-side')?.textContent).toContain('MAT-C1');
    }, 30_000);
  });

  describe('in Chinese', () => {
    it('titles the figures in Chinese', async () => {
      await dashboard.show(<ProductionDashboardPage host={document.body} />, 'zh_CN');
      expect(cellsOf('各状态生产订单')).toEqual([
        ['待下达', '4'],
        ['已下达', '3'],
        ['执行中', '2'],
        ['已完成', '5'],
      ]);
      expect(root()?.textContent).toContain('报废率');
      expect(root()?.textContent).toContain('物料差异');
    }, 30_000);
  });
});
