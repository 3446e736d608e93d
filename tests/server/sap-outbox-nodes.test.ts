import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSap } from '../../server/integrations/sap/fake-sap';
import { enqueueSapMessage } from '../../server/integrations/sap/sap-outbox';
import { createTestApp, db, engines, type TestApp } from './harness';

const MESSAGES = 400;
const NODE_SCRIPT = join(import.meta.dirname, '..', 'support', 'sap-outbox-node.ts');

/** Runs one worker node as an OS process of its own; resolves with what it printed. */
function runNode(env: Record<string, string>): Promise<{ sent: number; runs: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', NODE_SCRIPT], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`worker node exited ${code}: ${err}`));
      const last = out.trim().split('\n').pop() ?? '';
      resolve(JSON.parse(last) as { sent: number; runs: number });
    });
  });
}

// Two server nodes share one PostgreSQL database (SQLite is one process's file: one node only).
describe.each(engines.filter((engine) => engine === 'postgres'))(
  'the SAP outbox with two server nodes (issue 13 point 6) on %s',
  (engine) => {
    let t: TestApp;
    // A few milliseconds per answer: every message is in flight while the other node reads the queue.
    const sap = new FakeSap({ delayMs: 2 });
    let base = '';

    beforeAll(async () => {
      base = await sap.start();
      t = await createTestApp(engine);
      await db(t)
        .updateTable('sysQuartzJob')
        .set({ status: '-1' })
        .where('jobClassName', 'in', ['oms.sapOutbox', 'srm.sapPoImport', 'oms.sapLogPurge'])
        .execute();
    });
    afterAll(async () => {
      await t?.close();
      await sap.close();
    });

    it(`sends each of ${MESSAGES} messages to SAP exactly once when two OS processes run the worker`, async () => {
      const ids = await t.app.ctx.db.transaction().execute(async (trx) => {
        const queued: string[] = [];
        for (let n = 0; n < MESSAGES; n++)
          queued.push(
            await enqueueSapMessage(trx, {
              tenantId: 0,
              username: 'admin',
              // Due already (the nodes run on the real clock).
              now: Date.now() - 1000,
              interfaceCode: 'goods_movement',
              bizDocType: 'receipt',
              bizDocId: `R${n}`,
              bizDocCode: `R${n}`,
              payload: { n },
            }),
          );
        return queued;
      });
      const env = {
        DATABASE_URL: t.config.databaseUrl ?? '',
        NODE_SCHEMA: t.config.databaseSchema ?? '',
        DATA_DIR: t.config.dataDir,
        SAP_MODE: 'http',
        SAP_HTTP_PULL_URL: `${base}/orders`,
        SAP_HTTP_PUSH_URL: `${base}/push`,
      };
      const [first, second] = await Promise.all([runNode(env), runNode(env)]);

      const counts = sap.pushesByMessage();
      const twice = [...counts].filter(([, n]) => n > 1);
      expect(twice).toEqual([]);
      expect(counts.size).toBe(MESSAGES);
      expect([...counts.keys()].sort()).toEqual([...ids].sort());
      expect(first.sent + second.sent).toBe(MESSAGES);
      // Both nodes did work: the test raced two workers, not one after the other.
      expect(first.sent).toBeGreaterThan(0);
      expect(second.sent).toBeGreaterThan(0);
      const statuses = await db(t)
        .selectFrom('omsSapLog')
        .select(['syncStatus', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy('syncStatus')
        .execute();
      expect(statuses.map((s) => [s.syncStatus, Number(s.n)])).toEqual([['success', MESSAGES]]);
    }, 120_000);
  },
);
