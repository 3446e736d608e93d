import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MigrationDb } from '../../server/db/column-types';
import { documentEffects, type LoadedDocument } from '../../server/documents/document-effects';
import { performDocumentAction } from '../../server/documents/perform-document-action';
import { createEntityTables } from '../../server/entity/entity-ddl';
import type { EntityTables } from '../../server/entity/entity-filters';
import { AppError } from '../../server/http/app-error';
import { documentAction } from '../../src/domain/document/define-document';
import { sampleRequest } from '../document/sample-request';
import { createTestApp, db, engines, type TestApp } from './harness';

interface SampleDoc extends LoadedDocument {
  runs: string[];
}

/** The sample request's effects: they record what ran, so a refused action shows it ran nothing. */
const ran: string[] = [];
const guarded = new Set<string>();
const sampleEffects = documentEffects<SampleDoc>(sampleRequest, {
  load: async (lc, id) => {
    const row = await (lc.trx as unknown as Kysely<EntityTables>)
      .selectFrom('tst_sample_request')
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
        partnerId: row.partnerId as string,
      },
      runs: ran,
    };
  },
  actions: {
    approve: { run: async ({ doc }) => void doc.runs.push('approve') },
    cancelApproval: {},
    cancel: {
      // The document's own refusal before W's (a packing task with packed items, in the real ones).
      guard: (doc) => {
        if (guarded.has(doc.header.id)) throw new AppError('doc.openFollowUpsOnCancel');
      },
    },
    outbound: {
      run: async ({ doc }) => {
        doc.header.fulfilStatus = 'completed';
        return { shipped: true };
      },
    },
    forceFinish: {},
    acknowledge: {},
  },
});

describe.each(engines)('document engine on a small test document (%s)', (engine) => {
  let t: TestApp;
  const tenantId = 0;
  const approve = documentAction(sampleRequest, 'approve')!;
  const call = (id: string, version: number, username: string, requestId: string) => ({
    tenantId,
    username,
    id,
    version,
    requestId,
    now: t.clock.now(),
    permissions: new Set<string>(),
  });
  const header = (id: string) =>
    (db(t) as unknown as Kysely<EntityTables>)
      .selectFrom('tst_sample_request')
      .select(['docStatus', 'version', 'approveBy'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const act = (id: string, version: number, username: string, requestId: string) =>
    performDocumentAction(
      db(t),
      t.app.ctx.engine,
      sampleRequest,
      sampleEffects,
      approve,
      call(id, version, username, requestId),
      {},
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    await createEntityTables(db(t) as unknown as MigrationDb, sampleRequest);
    for (const id of ['doc1', 'doc2', 'doc3', 'doc4', 'doc5']) {
      await (db(t) as unknown as Kysely<EntityTables>)
        .insertInto('tst_sample_request')
        .values({
          id,
          tenantId,
          code: `SR-${id}`,
          partnerId: 'p1',
          docStatus: 'pending',
          fulfilStatus: 'unexecuted',
          version: 0,
          createBy: 'creator',
        })
        .execute();
    }
  });
  afterAll(async () => t.close());

  it('refuses a stale version with doc.stateChanged and writes nothing', async () => {
    ran.length = 0;
    await expect(act('doc1', 5, 'manager', 'req-stale-1')).rejects.toMatchObject({
      code: 'doc.stateChanged',
    });
    expect(ran).toEqual([]);
    expect(await header('doc1')).toMatchObject({ docStatus: 'pending', version: 0 });
  });

  it('refuses the creator approving his own document (segregation of duties) and writes nothing', async () => {
    await expect(act('doc1', 0, 'creator', 'req-self-01')).rejects.toMatchObject({
      code: 'doc.segregationOfDuties',
    });
    expect(await header('doc1')).toMatchObject({ docStatus: 'pending', version: 0 });
  });

  it('approves once, stamps the approver, and answers a repeated request with the first result', async () => {
    ran.length = 0;
    const first = await act('doc2', 0, 'manager', 'req-approve-2');
    expect(first.result).toMatchObject({ id: 'doc2', docStatus: 'approved', version: 1 });
    const again = await act('doc2', 0, 'manager', 'req-approve-2');
    expect(again.result).toEqual(first.result);
    expect(ran).toEqual(['approve']);
    expect(await header('doc2')).toMatchObject({ docStatus: 'approved', approveBy: 'manager' });
    expect(Number((await header('doc2')).version)).toBe(1);
  });

  it('lets only one of two concurrent approvals of the same version through', async () => {
    const results = await Promise.allSettled([
      act('doc3', 0, 'manager', 'req-race-a1'),
      act('doc3', 0, 'manager', 'req-race-b1'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(['doc.stateChanged', 'doc.actionNotAllowed']).toContain((refused.reason as AppError).code);
    expect(Number((await header('doc3')).version)).toBe(1);
  });

  it('logs every committed action in sys_doc_action and none of the refused ones', async () => {
    const rows = await db(t)
      .selectFrom('sysDocAction')
      .select(['docId', 'action'])
      .where('docType', '=', 'sample_request')
      .execute();
    expect(rows.map((row) => row.docId).sort()).toEqual(['doc2', 'doc3']);
  });

  it("refuses by the effect's guard before W's claim and writes nothing", async () => {
    guarded.add('doc4');
    const cancel = documentAction(sampleRequest, 'cancel')!;
    await expect(
      performDocumentAction(
        db(t),
        t.app.ctx.engine,
        sampleRequest,
        sampleEffects,
        cancel,
        call('doc4', 0, 'manager', 'req-guard-4'),
        { remark: 'not needed' },
      ),
    ).rejects.toMatchObject({ code: 'doc.openFollowUpsOnCancel' });
    expect(await header('doc4')).toMatchObject({ docStatus: 'pending' });
    expect(Number((await header('doc4')).version)).toBe(0);
  });

  it('runs a step that is not versioned at the current version, and refuses a versioned one without', async () => {
    await act('doc5', 0, 'manager', 'req-approve-5');
    const acknowledge = documentAction(sampleRequest, 'acknowledge')!;
    const step = (versioned: boolean, requestId: string) =>
      performDocumentAction(
        db(t),
        t.app.ctx.engine,
        sampleRequest,
        sampleEffects,
        { ...acknowledge, versioned },
        { ...call('doc5', 0, 'supplier', requestId), version: null },
        {},
      );
    await expect(step(true, 'req-ack-versioned')).rejects.toMatchObject({ code: 'doc.stateChanged' });
    expect(Number((await header('doc5')).version)).toBe(1);
    expect((await step(false, 'req-ack-unversioned-1')).result).toMatchObject({ id: 'doc5', version: 2 });
    expect((await step(false, 'req-ack-unversioned-2')).result).toMatchObject({ id: 'doc5', version: 3 });
  });
});
