import { describe, expect, it } from 'vitest';
import OfferDashboardPage from '../../../src/pages/offer/OfferDashboardPage';
import { chartCells } from './chart-tables';
import { dashboardHarness } from './dashboard-harness';

/** The dashboard's answer (server/modules/offer/offer-dashboard-route.ts): decimals, bands, open by sales user. */
const answer = {
  counts: { open: 3, won: 2, lost: 1 },
  winRate: 66.67,
  margins: [
    { band: 'negative', count: 0 },
    { band: '0-10', count: 1 },
    { band: '10-20', count: 0 },
    { band: '20-30', count: 2 },
    { band: '30+', count: 1 },
  ],
  openBySalesUser: [
    { salesUserId: 'SU1', name: 'Wang', count: 2, totalPrice: 1200.5 },
    { salesUserId: null, name: null, count: 1, totalPrice: 300 },
  ],
};

const cellsOf = (caption: string) => chartCells('.isps-offer-dashboard', caption);

/** Issue 15 point 9: the offer dashboard's figures and charts, readable as tables, in both languages. */
describe('the offer dashboard page', () => {
  const dashboard = dashboardHarness(answer);

  describe('in English', () => {
    it('shows the counts, the win rate, the margin bands and the open offers by sales user', async () => {
      await dashboard.show(<OfferDashboardPage host={document.body} />, 'en_US');
      expect(dashboard.requested.some((url) => url.includes('/ofr/offer/dashboard'))).toBe(true);
      const text = document.querySelector('.isps-offer-dashboard')?.textContent ?? '';
      expect(text).toContain('Win rate');
      expect(document.querySelector('.isps-offer-win-rate')?.textContent).toContain('66.67');
      expect(cellsOf('Offer results')).toEqual([
        ['Open', '3'],
        ['Won', '2'],
        ['Lost', '1'],
      ]);
      expect(cellsOf('Margin distribution of approved offers')).toEqual([
        ['Negative', '0'],
        ['0-10 %', '1'],
        ['10-20 %', '0'],
        ['20-30 %', '2'],
        ['30+ %', '1'],
      ]);
      // Counts and amounts in two charts: on one axis the counts vanish beside the amounts.
      expect(cellsOf('Open offers by sales user')).toEqual([
        ['Wang', '2'],
        ['No sales user', '1'],
      ]);
      expect(cellsOf('Open offer amount by sales user')).toEqual([
        ['Wang', '1200.5'],
        ['No sales user', '300'],
      ]);
    }, 30_000);
  });

  describe('in Chinese', () => {
    it('titles the figures in Chinese', async () => {
      await dashboard.show(<OfferDashboardPage host={document.body} />, 'zh_CN');
      expect(cellsOf('各销售员进行中报价')).toEqual([
        ['Wang', '2'],
        ['未指定销售员', '1'],
      ]);
      expect(cellsOf('各销售员进行中报价金额')).toEqual([
        ['Wang', '1200.5'],
        ['未指定销售员', '300'],
      ]);
      expect(document.querySelector('.isps-offer-dashboard')?.textContent).toContain('赢单率');
    }, 30_000);
  });
});
