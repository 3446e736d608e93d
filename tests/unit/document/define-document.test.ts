import { describe, expect, it } from 'vitest';
import {
  actionAllowedFrom,
  defineDocument,
  documentAction,
  isDocument,
  remainder,
} from '../../../src/domain/document/define-document';
import { computeTotals } from '../../../src/domain/document/document-totals';
import { documentWorkflow } from '../../../src/domain/document/document-workflow';
import { field } from '../../../src/domain/entity/field';
import { packingTask } from '../../../src/domain/packing/packing-task';
import { checkInventory } from '../../../src/domain/warehouse/check-inventory';
import { supplierReturn } from '../../../src/domain/warehouse/supplier-return';
import { sampleRequest } from '../../document/sample-request';

describe('documentWorkflow', () => {
  it('offers the legs a document executes and nothing else', () => {
    expect(documentWorkflow({ legs: 'out' }).actions).toEqual([
      'approve',
      'cancelApproval',
      'cancel',
      'outbound',
      'forceFinish',
    ]);
    expect(documentWorkflow({ legs: 'in' }).actions).toContain('inbound');
    expect(documentWorkflow({ legs: 'in' }).actions).not.toContain('outbound');
    expect(documentWorkflow().actions).toEqual(['approve', 'cancelApproval', 'cancel']);
    expect(documentWorkflow({ legs: 'both', returnStatus: true }).returnStatus).toBe(true);
  });

  it('drops and adds W actions on request', () => {
    const workflow = documentWorkflow({ without: ['cancelApproval'], with: ['ignore'] });
    expect(workflow.actions).toEqual(['approve', 'cancel', 'ignore']);
  });
});

describe('defineDocument', () => {
  it('keeps W defaults for actions it does not configure', () => {
    const cancel = documentAction(sampleRequest, 'cancel')!;
    expect(cancel).toMatchObject({
      transition: 'cancel',
      perm: 'cancel',
      remark: 'required',
      input: 'remark',
    });
    expect(cancel.confirm?.en).toBe('Are you sure to cancel?');
    expect(cancel.side).toEqual(['staff']);
  });

  it('carries per-action roles, side, segregation and notification', () => {
    const approve = documentAction(sampleRequest, 'approve')!;
    expect(approve).toMatchObject({ by: ['wh_manager'], segregated: true, side: ['staff'] });
    expect(approve.notify?.to).toBe('creator');
    const acknowledge = documentAction(sampleRequest, 'acknowledge')!;
    expect(acknowledge).toMatchObject({ transition: null, perm: null, side: ['supplier'], input: 'none' });
    expect(actionAllowedFrom(acknowledge, { docStatus: 'approved', fulfilStatus: 'executing' })).toBe(true);
    expect(actionAllowedFrom(acknowledge, { docStatus: 'pending', fulfilStatus: 'unexecuted' })).toBe(false);
  });

  it('is an entity of kind document whose buttons are the actions with a permission', () => {
    expect(isDocument(sampleRequest)).toBe(true);
    expect(sampleRequest.kind).toBe('document');
    expect(sampleRequest.fields.docStatus).toBeDefined();
    expect(sampleRequest.actions.map((a) => a.perm)).toEqual([
      'approve',
      'cancelApproval',
      'cancel',
      'outbound',
      'forceFinish',
    ]);
  });

  it('declares the supplier return with its supplier-side acknowledge and create-from link', () => {
    expect(isDocument(supplierReturn)).toBe(true);
    expect(supplierReturn.document.docType).toBe('supplier_return');
    expect(supplierReturn.document.workflow.legs).toBe('out');
    expect(documentAction(supplierReturn, 'acknowledge')?.side).toEqual(['supplier']);
    expect(supplierReturn.document.createFrom.rejectedReceiptLines?.source).toBe('receiptLine');
  });

  it('gives one button per permission and marks the steps sent without a version', () => {
    // A stock count adjusts with the approve permission: its buttons list approve once.
    expect(checkInventory.actions.map((a) => a.perm)).toEqual([
      'approve',
      'cancelApproval',
      'cancel',
      'forceFinish',
      'ignore',
      'edit',
    ]);
    expect(documentAction(checkInventory, 'adjust')).toMatchObject({ perm: 'approve', versioned: true });
    expect(documentAction(sampleRequest, 'acknowledge')?.versioned).toBe(true);
    expect(documentAction(sampleRequest, 'approve')?.versioned).toBe(true);
    expect(documentAction(packingTask, 'exec')).toMatchObject({ versioned: false, input: 'custom' });
  });

  it('refuses an action its workflow does not offer', () => {
    expect(() =>
      defineDocument({
        name: 'bad',
        table: 'tst_bad',
        permission: 'tst:bad',
        label: { zh: '坏', en: 'Bad' },
        fields: { code: field.code({ label: { zh: '单号', en: 'Code' } }) },
        docType: 'bad',
        workflow: documentWorkflow({ legs: 'in' }),
        actions: { outbound: {} },
      }),
    ).toThrow(/outbound is not offered/);
  });

  it('refuses totals and links over fields the lines do not have', () => {
    const bad =
      (extra: Pick<Parameters<typeof defineDocument>[0], 'lines' | 'totals' | 'createFrom'>) => () =>
        defineDocument({
          name: 'bad',
          table: 'tst_bad',
          permission: 'tst:bad',
          label: { zh: '坏', en: 'Bad' },
          fields: {},
          docType: 'bad',
          workflow: documentWorkflow(),
          ...extra,
        });
    expect(
      bad({
        totals: {
          t: { label: { zh: '', en: '' }, formula: { kind: 'count', lines: 'lines' }, display: 'int' },
        },
      }),
    ).toThrow(/no lines lines/);
    // A value a link computes (a remainder of the picked row's quantities) goes into a field of the lines.
    expect(
      bad({
        lines: sampleRequest.lines,
        createFrom: {
          left: {
            label: { zh: '', en: '' },
            source: 'productionComponent',
            lines: 'lines',
            fields: {},
            computed: { leftQty: remainder({ from: 'issuedQty', less: ['returnedQty'] }) },
          },
        },
      }),
    ).toThrow(/no line field leftQty/);
  });
});

describe('computeTotals', () => {
  it('sums, multiplies and counts wire lines, rounded to the display places', () => {
    const totals = computeTotals(sampleRequest.document.totals, {
      lines: [{ qty: 0.1, unitPrice: 3 }, { qty: '0.2', unitPrice: 1.5 }, { qty: null }],
    });
    expect(totals).toEqual({ totalQty: 0.3, totalAmount: 0.6, lineCount: 3 });
  });
});
