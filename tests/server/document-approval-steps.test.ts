import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MigrationDb } from '../../server/db/column-types';
import { documentEffects, type LoadedDocument } from '../../server/documents/document-effects';
import { performDocumentAction } from '../../server/documents/perform-document-action';
import { createEntityTables } from '../../server/entity/entity-ddl';
import type { EntityTables } from '../../server/entity/entity-filters';
import { AppError } from '../../server/http/app-error';
import { documentAction } from '../../src/domain/document/define-document';
import { twoStepRequest } from '../document/two-step-request';
import { createTestApp, db, engines, type TestApp } from './harness';

/** The approve effect records each run: it must run once, at the last step only. */
const approvals: string[] = [];
const effects = documentEffects<LoadedDocument>(twoStepRequest, {
  load: async (lc, id) => {
    const row = await (lc.trx as unknown as Kysely<EntityTables>)
      .selectFrom('tst_two_step')
      .selectAll()
      .where('tenantId', '=', lc.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('doc.notFound');
    return {
      header: {
        id,
        code: String(row.code),
        version: Number(row.version),
        docStatus: row.docStatus as 'pending',
        fulfilStatus: row.fulfilStatus as 'unexecuted',
        createBy: row.createBy as string,
      },
    };
  },
  actions: {
    approve: { run: async ({ doc }) => void approvals.push(doc.header.id) },
    cancelApproval: {},
    cancel: {},
    refuse: {},
  },
});

const CHECKER = new Set(['tst:twoStep:approve']);
const PAYER = new Set(['tst:twoStep:approvePay']);

/** docs/documents.md "Multi-step approval": steps in order, each with its permission, refusal, restart. */
describe.each(engines)('multi-step approval on the document engine (%s)', (engine) => {
  let t: TestApp;
  let seq = 0;
  const row = (id: string) =>
    (db(t) as unknown as Kysely<EntityTables>)
      .selectFrom('tst_two_step')
      .select(['docStatus', 'version', 'approvalStep', 'checkBy', 'checkTime', 'approveBy', 'refuseRemark'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const act = async (
    name: string,
    id: string,
    username: string,
    permissions: ReadonlySet<string>,
    remark?: string,
  ) => {
    const current = await row(id);
    seq += 1;
    return performDocumentAction(
      db(t),
      t.app.ctx.engine,
      twoStepRequest,
      effects,
      documentAction(twoStepRequest, name)!,
      {
        tenantId: 0,
        username,
        id,
        version: Number(current.version),
        requestId: `two-step-${engine}-${seq}`,
        now: t.clock.now(),
        permissions,
      },
      remark === undefined ? {} : { remark },
    );
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: unknown) => (error instanceof AppError ? error.code : String(error)),
    );

  beforeAll(async () => {
    approvals.length = 0;
    t = await createTestApp(engine);
    await createEntityTables(db(t) as unknown as MigrationDb, twoStepRequest);
    for (const id of ['ts1', 'ts2', 'ts3']) {
      await (db(t) as unknown as Kysely<EntityTables>)
        .insertInto('tst_two_step')
        .values({
          id,
          tenantId: 0,
          code: `TS-${id}`,
          docStatus: 'pending',
          fulfilStatus: 'unexecuted',
          version: 0,
          approvalStep: 0,
          createBy: 'creator',
        })
        .execute();
    }
  });
  afterAll(async () => t.close());

  it('declares the steps on approve, a refuse step and the later step as a button', () => {
    const approve = documentAction(twoStepRequest, 'approve')!;
    expect(approve.perm).toBe('approve');
    expect(approve.approvalSteps?.map((s) => s.perm)).toEqual(['approve', 'approvePay']);
    const refuse = documentAction(twoStepRequest, 'refuse')!;
    expect(refuse).toMatchObject({ transition: null, remark: 'required', input: 'remark' });
    expect(twoStepRequest.actions.map((a) => a.perm)).toContain('approvePay');
  });

  it('approves in order: the first step stamps its approver and waits, the last one is W approve', async () => {
    // The payer may not take the first step.
    expect(await refusal(act('approve', 'ts1', 'payer', PAYER))).toBe('doc.approvalStepRole');
    expect(await row('ts1')).toMatchObject({ docStatus: 'pending', version: 0 });

    await act('approve', 'ts1', 'checker', CHECKER);
    const half = await row('ts1');
    expect(half).toMatchObject({ docStatus: 'pending', checkBy: 'checker', approveBy: null });
    expect(Number(half.approvalStep)).toBe(1);
    expect(half.checkTime).not.toBeNull();
    expect(approvals).not.toContain('ts1');

    // The checker may not take the second step too.
    expect(await refusal(act('approve', 'ts1', 'checker', CHECKER))).toBe('doc.approvalStepRole');
    await act('approve', 'ts1', 'payer', PAYER);
    const done = await row('ts1');
    expect(done).toMatchObject({ docStatus: 'approved', approveBy: 'payer', checkBy: 'checker' });
    expect(Number(done.approvalStep)).toBe(2);
    expect(approvals.filter((id) => id === 'ts1')).toHaveLength(1);
  });

  it('refuses at either step with the step permission and a remark, back to the first step', async () => {
    await act('approve', 'ts2', 'checker', CHECKER);
    expect(await refusal(act('refuse', 'ts2', 'checker', CHECKER, 'no'))).toBe('doc.approvalStepRole');
    await act('refuse', 'ts2', 'payer', PAYER, 'Amount too high');
    const refused = await row('ts2');
    expect(refused).toMatchObject({ docStatus: 'pending', refuseRemark: 'Amount too high', checkBy: null });
    expect(Number(refused.approvalStep)).toBe(0);
    // Back at the first step: the checker refuses too, then approves again from the start.
    await act('refuse', 'ts2', 'checker', CHECKER, 'Wrong customer');
    expect((await row('ts2')).refuseRemark).toBe('Wrong customer');
    expect(await refusal(act('approve', 'ts2', 'payer', PAYER))).toBe('doc.approvalStepRole');
  });

  it('restarts from the first step after cancel approval; refuse is refused once approved', async () => {
    await act('approve', 'ts3', 'checker', CHECKER);
    await act('approve', 'ts3', 'payer', PAYER);
    expect(await refusal(act('refuse', 'ts3', 'payer', PAYER, 'late'))).toBe('doc.actionNotAllowed');
    await act('cancelApproval', 'ts3', 'payer', PAYER);
    const restarted = await row('ts3');
    expect(restarted).toMatchObject({ docStatus: 'pending', checkBy: null });
    expect(Number(restarted.approvalStep)).toBe(0);
    expect(await refusal(act('approve', 'ts3', 'payer', PAYER))).toBe('doc.approvalStepRole');
  });
});
