import { describe, expect, it } from 'vitest';
import { keepMeasureRowsInert } from '../../../src/ui/root/inertMeasureRows';

describe('keepMeasureRowsInert', () => {
  it('marks measure rows inert when present and when tables render later, and stops on disconnect', async () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<table><tr class="ant-table-measure-row"></tr><tr class="row"></tr></table>';
    const stop = keepMeasureRowsInert(root);
    expect(root.querySelector('.ant-table-measure-row')?.hasAttribute('inert')).toBe(true);
    expect(root.querySelector('.row')?.hasAttribute('inert')).toBe(false);

    const later = document.createElement('tr');
    later.className = 'ant-table-measure-row';
    root.querySelector('table')?.append(later);
    await Promise.resolve();
    expect(later.hasAttribute('inert')).toBe(true);

    stop();
    const afterStop = document.createElement('tr');
    afterStop.className = 'ant-table-measure-row';
    root.querySelector('table')?.append(afterStop);
    await Promise.resolve();
    expect(afterStop.hasAttribute('inert')).toBe(false);
  });
});
