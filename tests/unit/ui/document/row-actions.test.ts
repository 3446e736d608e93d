import { describe, expect, it } from 'vitest';
import { facility } from '../../../../src/domain/warehouse/facility';
import { supplierReturn } from '../../../../src/domain/warehouse/supplier-return';
import { documentFormOf } from '../../../../src/ui/document/document-form';
import { dialogOf, type RowActionEntry, rowButtons } from '../../../../src/ui/document/row-actions';
import { entityByName } from '../../../../src/ui/entity/entity-catalog';

const ENTRIES: RowActionEntry[] = [
  'approve',
  'cancelApproval',
  'outbound',
  'inbound',
  'cancel',
  'forceFinish',
  { key: 'acknowledge', label: 'Acknowledge', shows: (row) => row.supplierConfirmStatus !== 'confirmed' },
  { key: 'items-done', perm: 'edit', label: 'Items done' },
];
const everything = (_perm: string) => true;
const keys = (row: Record<string, unknown>, can = everything, allows?: Parameters<typeof rowButtons>[3]) =>
  rowButtons(ENTRIES, row, can, allows).map((button) => button.key);

describe('the row buttons of a document (domain.md 0.5)', () => {
  it('offers approve, cancel and the page actions on a pending document', () => {
    expect(keys({ docStatus: 'pending', fulfilStatus: 'unexecuted' })).toEqual([
      'approve',
      'cancel',
      'acknowledge',
      'items-done',
    ]);
  });

  it('offers cancel approval, both legs and force finish once approved and nothing executed', () => {
    expect(keys({ docStatus: 'approved', fulfilStatus: 'unexecuted' })).toEqual([
      'cancelApproval',
      'outbound',
      'inbound',
      'forceFinish',
      'acknowledge',
      'items-done',
    ]);
  });

  it('offers no W action on a completed or cancelled document', () => {
    expect(
      keys({ docStatus: 'approved', fulfilStatus: 'completed', supplierConfirmStatus: 'confirmed' }),
    ).toEqual(['items-done']);
    expect(keys({ docStatus: 'cancelled', fulfilStatus: 'unexecuted' })).toEqual([
      'acknowledge',
      'items-done',
    ]);
  });

  it('hides what the user holds no button permission for', () => {
    const onlyApprove = (perm: string) => perm === 'approve';
    expect(keys({ docStatus: 'pending', fulfilStatus: 'unexecuted' }, onlyApprove)).toEqual([
      'approve',
      'acknowledge',
    ]);
  });

  it("applies the page's own rule on W actions", () => {
    const noApprove = (action: string) => action !== 'approve';
    expect(keys({ docStatus: 'pending', fulfilStatus: 'unexecuted' }, everything, noApprove)).toEqual([
      'cancel',
      'acknowledge',
      'items-done',
    ]);
  });

  it('names each button after its action unless the page gives a class', () => {
    const [button] = rowButtons(
      ['forceFinish'],
      { docStatus: 'approved', fulfilStatus: 'executing' },
      everything,
    );
    expect(button).toMatchObject({ className: 'isps-row-forceFinish', workflow: 'forceFinish' });
  });
});

describe('how each W action asks (workflow.ts)', () => {
  it('asks a confirmation, a remark or the posting form', () => {
    expect(dialogOf('approve')).toBe('confirm');
    expect(dialogOf('cancelApproval')).toBe('confirm');
    expect(dialogOf('cancel')).toBe('remark');
    expect(dialogOf('forceFinish')).toBe('remark');
    expect(dialogOf('ignore')).toBe('remark');
    expect(dialogOf('outbound')).toBe('execute');
    expect(dialogOf('inbound')).toBe('execute');
  });
});

describe('the form spec of a declared document', () => {
  it("turns the supplier return's create-from link into a picker of rejected receipt lines", () => {
    const [picker] = documentFormOf(supplierReturn, entityByName)?.createFrom ?? [];
    expect(picker?.source.name).toBe('receiptLine');
    // The rejected lines of the return's supplier and facility, once the header names them.
    expect(picker?.filter?.({})).toBeNull();
    expect(picker?.filter?.({ partnerId: 'S1', facilityId: 'F1' })).toEqual({
      rejectedQty: '> 0',
      partnerId: 'S1',
      facilityId: 'F1',
    });
    // Not the lot's batch and position in QC: approval pins the line to where the rejected part lies.
    expect(
      picker?.toLine({ id: 'RL1', productId: 'P1', batchId: 'B1', positionId: 'X1', rejectedQty: 4 }),
    ).toEqual({ receiptLineId: 'RL1', productId: 'P1', qty: 4 });
    expect(Object.keys(documentFormOf(supplierReturn, entityByName)?.totals ?? {})).toEqual(['totalQty']);
  });

  it('has its totals at once and its pickers once the entity catalog has loaded', () => {
    const before = documentFormOf(supplierReturn, null);
    expect(before?.createFrom).toEqual([]);
    expect(Object.keys(before?.totals ?? {})).toEqual(['totalQty']);
  });

  it('gives an entity that is not declared as a document no form spec', () => {
    expect(documentFormOf(facility, entityByName)).toBeUndefined();
  });
});
