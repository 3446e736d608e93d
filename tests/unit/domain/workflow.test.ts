import { describe, expect, it } from 'vitest';
import { dictionaryByCode } from '../../../src/domain/system/dictionaries';
import {
  DOC_STATES,
  DOCUMENT_ACTIONS,
  type DocState,
  documentActions,
  isAllowedFrom,
  nextState,
  rowOffers,
  workflowErrorMessages,
} from '../../../src/domain/workflow';

const pending: DocState = { docStatus: 'pending', fulfilStatus: 'unexecuted' };
const cancelled: DocState = { docStatus: 'cancelled', fulfilStatus: 'unexecuted' };
const approved: DocState = { docStatus: 'approved', fulfilStatus: 'unexecuted' };
const executing: DocState = { docStatus: 'approved', fulfilStatus: 'executing' };
const completed: DocState = { docStatus: 'approved', fulfilStatus: 'completed' };
const closed: DocState = { docStatus: 'approved', fulfilStatus: 'closed' };

describe('document actions', () => {
  it('are the thirteen actions of domain.md 0.5', () => {
    expect([...DOCUMENT_ACTIONS].sort()).toEqual(
      [
        'approve',
        'cancel',
        'cancelApproval',
        'outbound',
        'inbound',
        'forceFinish',
        'ignore',
        'checkInventory',
        'delete',
        'add',
        'edit',
        'exportXls',
        'importExcel',
      ].sort(),
    );
  });

  it('ask the confirmations of the table, word for word', () => {
    expect(documentActions.approve.confirm).toEqual({ zh: '确定审核吗?', en: 'Are you sure to approve?' });
    expect(documentActions.delete.confirm).toEqual({ zh: '确定删除吗?', en: 'Are you sure to delete?' });
    expect(documentActions.cancelApproval.confirm).toEqual({
      zh: '确定取消审核吗?',
      en: 'Are you sure to cancel approval?',
    });
    expect(documentActions.cancel.confirm).toEqual({ zh: '确定作废吗?', en: 'Are you sure to cancel?' });
    expect(documentActions.forceFinish.confirm).toEqual({
      zh: '确定强制完成吗?',
      en: 'Are you sure to force finish?',
    });
    expect(documentActions.ignore.confirm).toEqual({ zh: '确定忽略吗?', en: 'Are you sure to ignore?' });
    expect(documentActions.checkInventory.confirm).toEqual({
      zh: '确定盘点吗?',
      en: 'Are you sure to check inventory?',
    });
  });

  it('require a remark exactly for cancel, force finish and ignore', () => {
    const withRemark = DOCUMENT_ACTIONS.filter((a) => documentActions[a].requiresRemark);
    expect(withRemark.sort()).toEqual(['cancel', 'forceFinish', 'ignore']);
  });

  it('carry the permission suffixes of the table (check inventory is wms:inventory:check)', () => {
    expect(documentActions.checkInventory.perm).toBe('check');
    for (const action of DOCUMENT_ACTIONS.filter((a) => a !== 'checkInventory')) {
      expect(documentActions[action].perm).toBe(action);
    }
  });

  it('use only states whose values exist in the doc_status and fulfil_status dictionaries', () => {
    const docValues = dictionaryByCode('doc_status').items.map((i) => i.value);
    const fulfilValues = dictionaryByCode('fulfil_status').items.map((i) => i.value);
    for (const state of DOC_STATES) {
      expect(docValues).toContain(state.docStatus);
      expect(fulfilValues).toContain(state.fulfilStatus);
    }
  });

  it('have a Chinese and English message for every error code', () => {
    for (const text of Object.values(workflowErrorMessages)) {
      expect(text.zh).not.toBe('');
      expect(text.en).not.toBe('');
    }
  });
});

describe('nextState (W)', () => {
  it('approves a pending document into approved, unexecuted', () => {
    expect(nextState(pending, 'approve')).toEqual({ ok: true, state: approved });
  });

  it('refuses to approve a document that is not pending', () => {
    for (const state of [approved, executing, completed, closed, cancelled]) {
      expect(nextState(state, 'approve')).toEqual({ ok: false, error: 'doc.actionNotAllowed' });
    }
  });

  it('edits only pending documents and leaves their state', () => {
    expect(nextState(pending, 'edit')).toEqual({ ok: true, state: pending });
    expect(nextState(approved, 'edit')).toEqual({ ok: false, error: 'doc.actionNotAllowed' });
  });

  it('deletes a pending document that was never approved', () => {
    expect(nextState(pending, 'delete')).toEqual({ ok: true, state: null });
    expect(nextState(pending, 'delete', { everApproved: true })).toEqual({
      ok: false,
      error: 'doc.deleteAfterApproval',
    });
    expect(nextState(approved, 'delete')).toEqual({ ok: false, error: 'doc.actionNotAllowed' });
  });

  it('cancels a pending document with a remark, for good, unless a follow-up is open', () => {
    expect(nextState(pending, 'cancel', { remark: 'duplicate' })).toEqual({ ok: true, state: cancelled });
    expect(nextState(pending, 'cancel', { remark: '  ' })).toEqual({
      ok: false,
      error: 'doc.remarkRequired',
    });
    expect(nextState(pending, 'cancel')).toEqual({ ok: false, error: 'doc.remarkRequired' });
    expect(nextState(pending, 'cancel', { remark: 'x', hasOpenFollowUps: true })).toEqual({
      ok: false,
      error: 'doc.openFollowUpsOnCancel',
    });
    for (const action of DOCUMENT_ACTIONS) {
      expect(nextState(cancelled, action, { remark: 'x' }).ok, action).toBe(false);
    }
  });

  it('cancels approval only while approved, unexecuted, nothing posted and no open picklist', () => {
    expect(nextState(approved, 'cancelApproval')).toEqual({ ok: true, state: pending });
    expect(nextState(executing, 'cancelApproval')).toEqual({ ok: false, error: 'doc.actionNotAllowed' });
    expect(nextState(approved, 'cancelApproval', { hasPostings: true })).toEqual({
      ok: false,
      error: 'doc.alreadyPosted',
    });
    expect(nextState(approved, 'cancelApproval', { hasOpenFollowUps: true })).toEqual({
      ok: false,
      error: 'doc.openFollowUps',
    });
  });

  it('moves to executing on a partial posting and to completed when all lines are done', () => {
    for (const action of ['outbound', 'inbound'] as const) {
      expect(nextState(approved, action)).toEqual({ ok: true, state: executing });
      expect(nextState(executing, action)).toEqual({ ok: true, state: executing });
      expect(nextState(executing, action, { allLinesDone: true })).toEqual({ ok: true, state: completed });
      expect(nextState(pending, action)).toEqual({ ok: false, error: 'doc.actionNotAllowed' });
      expect(nextState(completed, action)).toEqual({ ok: false, error: 'doc.actionNotAllowed' });
      expect(nextState(closed, action)).toEqual({ ok: false, error: 'doc.actionNotAllowed' });
    }
  });

  it('force-finishes into closed when quantity was closed, completed when nothing was left open', () => {
    expect(nextState(executing, 'forceFinish', { remark: 'short', closedQuantity: true })).toEqual({
      ok: true,
      state: closed,
    });
    expect(nextState(approved, 'forceFinish', { remark: 'stop', closedQuantity: true })).toEqual({
      ok: true,
      state: closed,
    });
    expect(nextState(executing, 'forceFinish', { remark: 'done' })).toEqual({ ok: true, state: completed });
  });

  it('keeps a two-leg document executing after an outbound force finish while goods are in transit', () => {
    expect(
      nextState(executing, 'forceFinish', {
        remark: 'rest cancelled',
        closedQuantity: true,
        inLegStillOpen: true,
      }),
    ).toEqual({ ok: true, state: executing });
  });

  it('refuses force finish without a remark or once finished', () => {
    expect(nextState(executing, 'forceFinish')).toEqual({ ok: false, error: 'doc.remarkRequired' });
    expect(nextState(completed, 'forceFinish', { remark: 'x' })).toEqual({
      ok: false,
      error: 'doc.actionNotAllowed',
    });
    expect(nextState(pending, 'forceFinish', { remark: 'x' })).toEqual({
      ok: false,
      error: 'doc.actionNotAllowed',
    });
  });

  it('ignores a discrepancy of a document in execution with a remark, leaving its state', () => {
    expect(nextState(executing, 'ignore', { remark: 'counted twice' })).toEqual({
      ok: true,
      state: executing,
    });
    expect(nextState(executing, 'ignore')).toEqual({ ok: false, error: 'doc.remarkRequired' });
    expect(nextState(pending, 'ignore', { remark: 'x' })).toEqual({
      ok: false,
      error: 'doc.actionNotAllowed',
    });
  });

  it('treats toolbar actions as no transition of an existing document', () => {
    for (const action of ['add', 'exportXls', 'importExcel', 'checkInventory'] as const) {
      expect(nextState(pending, action)).toEqual({ ok: false, error: 'doc.notADocumentAction' });
    }
  });

  it('agrees with isAllowedFrom on every state and action', () => {
    for (const state of DOC_STATES) {
      for (const action of DOCUMENT_ACTIONS) {
        const result = nextState(state, action, { remark: 'r' });
        const refusedForState = !result.ok && result.error === 'doc.actionNotAllowed';
        if (documentActions[action].allowedFrom.length > 0) {
          expect(refusedForState, `${action} from ${state.docStatus}/${state.fulfilStatus}`).toBe(
            !isAllowedFrom(action, state),
          );
        }
      }
    }
  });
});

describe('rowOffers', () => {
  it('offers edit only on pending rows', () => {
    expect(rowOffers('edit', 'pending', false)).toBe(true);
    expect(rowOffers('edit', 'approved', true)).toBe(false);
    expect(rowOffers('edit', 'cancelled', false)).toBe(false);
  });

  it('offers delete only on pending rows never approved', () => {
    expect(rowOffers('delete', 'pending', false)).toBe(true);
    // Pending again after a cancelled approval: the row keeps its history.
    expect(rowOffers('delete', 'pending', true)).toBe(false);
    expect(rowOffers('delete', 'approved', true)).toBe(false);
  });
});
