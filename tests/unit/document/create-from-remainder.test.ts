import { describe, expect, it } from 'vitest';
import { materialDocPages } from '../../../src/domain/production/material-doc';
import { productionComponent } from '../../../src/domain/production/production-order';
import { documentFormOf } from '../../../src/ui/document/document-form';

const catalog = (name: string | undefined) =>
  name === 'productionComponent' ? productionComponent : undefined;

/** The line the kind's "from the order components" picker makes of a component row. */
const lineOf = (kind: 'issue' | 'return' | 'consume', component: Record<string, unknown>) => {
  const picker = documentFormOf(materialDocPages.get(kind)!, catalog)!.createFrom![0]!;
  return picker.toLine({ id: 'PC1', productId: 'P1', ...component });
};

/**
 * The material documents' picker proposes what is left to move (production walk, issue 14 point 7): a
 * return after a consumption proposed the whole issued quantity, more than the line side held.
 */
describe('a "create from" link that computes a remainder', () => {
  it('proposes to issue the requirement less what is out of the warehouse', () => {
    expect(lineOf('issue', { requiredQty: 6, issuedQty: 0, returnedQty: 0 })).toEqual({
      productionComponentId: 'PC1',
      productId: 'P1',
      qty: 6,
    });
    // 4 issued, 1 of them back: 3 are out, 3 more may go.
    expect(lineOf('issue', { requiredQty: 6, issuedQty: 4, returnedQty: 1 }).qty).toBe(3);
  });

  it('proposes to return or consume what is still at the line side, never less than nothing', () => {
    const component = { requiredQty: 6, issuedQty: 6, returnedQty: 0, consumedQty: 5 };
    expect(lineOf('return', component).qty).toBe(1);
    expect(lineOf('consume', { ...component, consumedQty: 4, returnedQty: 0.3 }).qty).toBe(1.7);
    expect(lineOf('return', { ...component, issuedQty: 0.3, consumedQty: 0.1 }).qty).toBe(0.2);
    expect(lineOf('return', { ...component, consumedQty: 7 }).qty).toBe(0);
  });
});
