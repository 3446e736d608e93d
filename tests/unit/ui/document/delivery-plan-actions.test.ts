import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it } from 'vitest';
import { documentAction } from '../../../../src/domain/document/define-document';
import { deliveryNote } from '../../../../src/domain/srm/delivery-note';
import { deliveryPlan } from '../../../../src/domain/srm/delivery-plan';
import { outsourcingOrder } from '../../../../src/domain/srm/outsourcing-order';
import { declaredActions, specAction } from '../../../../src/ui/document/declared-actions';
import { documentFormOf } from '../../../../src/ui/document/document-form';
import { type PageAction, rowButtons } from '../../../../src/ui/document/row-actions';
import { entityByName } from '../../../../src/ui/entity/entity-catalog';

const pending = { id: 'P1', code: 'DP1', docStatus: 'pending', fulfilStatus: 'unexecuted' };
const submitted = { ...pending, docStatus: 'approved' };
const everything = () => true;
const keys = (entries: PageAction[], row: Record<string, unknown>) =>
  rowButtons(entries, row, everything).map((button) => button.key);

describe('the delivery plan’s buttons (domain.md 3.6)', () => {
  const submit = (supplier: boolean) =>
    specAction(documentAction(deliveryPlan, 'approve')!, supplier, 'en_US');
  const confirm = (supplier: boolean) =>
    specAction(documentAction(deliveryPlan, 'confirmPlan')!, supplier, 'en_US');

  it('lets the supplier submit a pending plan under the descriptor’s own title', () => {
    expect(submit(true)).toMatchObject({ label: 'Submit', confirm: { post: 'approve' } });
    expect(keys([submit(true), confirm(true)], pending)).toEqual(['approve']);
    expect(keys([submit(false)], pending)).toEqual([]);
  });

  it('lets the buyer confirm a submitted plan, never the supplier', () => {
    expect(keys([submit(false), confirm(false)], submitted)).toEqual(['confirmPlan']);
    expect(keys([confirm(true)], submitted)).toEqual([]);
    expect(confirm(false)).toMatchObject({ perm: 'confirm', confirm: { post: 'confirmPlan' } });
  });

  it('offers the subcontractor its confirmation on the outsourcing page', () => {
    const own = declaredActions(outsourcingOrder, true, 'zh_CN').filter((entry) => typeof entry !== 'string');
    expect(own.map((entry) => (entry as PageAction).key)).toEqual(['confirmOrder']);
    expect(keys(own as PageAction[], submitted)).toEqual(['confirmOrder']);
  });
});

describe('the delivery note’s pickers', () => {
  it('picks the submitted plan lines of its supplier and facility, keeping the plan line', () => {
    const pickers = documentFormOf(deliveryNote, entityByName)?.createFrom ?? [];
    expect(pickers.map((picker) => picker.source.name)).toEqual(['purchaseOrderItem', 'deliveryPlanLine']);
    const plans = pickers[1]!;
    expect(plans.filter?.({ partnerId: 'S1' })).toBeNull();
    expect(plans.filter?.({ partnerId: 'S1', facilityId: 'F1' })).toEqual({
      partnerId: 'S1',
      facilityId: 'F1',
    });
    expect(
      plans.toLine({ id: 'L1', poItemId: 'I1', purchaseOrderId: 'O1', productId: 'M1', plannedQty: 30 }),
    ).toEqual({ planLineId: 'L1', poItemId: 'I1', purchaseOrderId: 'O1', productId: 'M1', qty: 30 });
  });
});

describe('the delivery plan’s picker', () => {
  it('copies the promised date as the day its date picker holds, and the confirmed quantity', () => {
    const [items] = documentFormOf(deliveryPlan, entityByName)?.createFrom ?? [];
    expect(items?.source.name).toBe('purchaseOrderItem');
    const line = items!.toLine({
      id: 'I1',
      purchaseOrderId: 'O1',
      productId: 'M1',
      supplierPromiseDate: '2026-12-10',
      confirmedQty: 10,
    });
    expect(line).toMatchObject({ poItemId: 'I1', purchaseOrderId: 'O1', productId: 'M1', plannedQty: 10 });
    expect(dayjs.isDayjs(line.plannedDate)).toBe(true);
    expect((line.plannedDate as Dayjs).format('YYYY-MM-DD')).toBe('2026-12-10');
    // An item without a promised date leaves the day empty (the required field asks for one).
    expect(items!.toLine({ id: 'I2', supplierPromiseDate: null }).plannedDate).toBeUndefined();
  });
});
