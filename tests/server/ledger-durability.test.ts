import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database';
import { engines } from './harness';
import { pgQuery } from './ledger-fixtures';
import { type Call, checkLedger, type Json, newStormLog, prepareStorm, runStorm } from './ledger-storm';
import { startServerProcess, stopped } from './server-processes';

const PG_URL = process.env.ISPS_TEST_PG_URL;
const PASSWORD = 'Storm-Admin-1';

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const body = (await res.json()) as { result?: { token?: string } };
  if (!body.result?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.result.token;
}

function caller(base: string, token: string): Call {
  return async (method, path, body) => {
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as Json };
    } catch {
      return { status: 0, body: { success: false, message: 'no answer' } };
    }
  };
}

describe.each(engines)('ledger durability on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'isps-durability-'));
  const schema = `isps_d_${randomBytes(6).toString('hex')}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ISPS_MODE: 'production',
    ISPS_ADMIN_PASSWORD: PASSWORD,
    ISPS_CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    ...(engine === 'postgres' ? { DATABASE_URL: PG_URL!, ISPS_TEST_SCHEMA: schema } : {}),
  };
  const servers: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of servers) child.kill('SIGKILL');
    await Promise.all(servers.map(stopped));
    if (engine === 'postgres') await pgQuery(`drop schema if exists ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every committed document and every invariant after a SIGKILL in the middle of a storm', async () => {
    if (engine === 'postgres') await pgQuery(`create schema ${schema}`);
    const first = await startServerProcess(env);
    servers.push(first.process);
    const firstBase = `http://${first.address}/jeecg-boot`;
    const call = caller(firstBase, await login(firstBase));
    const place = await prepareStorm(call, 'K');

    let killed = false;
    const progress = newStormLog();
    const storm = runStorm(call, place, { clients: 50, until: () => killed, seed: 11, log: progress });
    // Kill in the middle of real work: once outbound postings are committing, however loaded the machine.
    const outbounds = () => progress.committed.filter((c) => c.action === 'outbound').length;
    for (let waited = 0; outbounds() <= 5 && waited < 60_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    first.process.kill('SIGKILL');
    killed = true;
    await stopped(first.process);
    const log = await storm;
    expect(log.unexpected).toEqual([]);
    expect(log.committed.filter((c) => c.action === 'outbound').length).toBeGreaterThan(5);

    const second = await startServerProcess(env);
    servers.push(second.process);
    const secondBase = `http://${second.address}/jeecg-boot`;
    const again = caller(secondBase, await login(secondBase));
    const inventory = await again('GET', `/wms/inventory/list?facilityId=${place.facilityId}`);
    expect(inventory.body.success).toBe(true);

    const handle = openDatabase({
      databaseUrl: engine === 'postgres' ? PG_URL! : null,
      dataDir,
      databaseSchema: engine === 'postgres' ? schema : null,
    });
    try {
      const check = await checkLedger(handle.db, log);
      expect(check.negativeOrOverPromised).toBe(0);
      expect(check.mismatches).toEqual([]);
      expect(check.doublePosted).toEqual([]);
      expect(check.lostPostings).toEqual([]);
      // A request in flight at the kill may have committed without its answer arriving.
      expect(check.postings).toBeGreaterThanOrEqual(check.postingRequests);
      for (const done of log.committed) {
        const row = await handle.db
          .selectFrom('wmsCommand')
          .select(['version', 'docStatus'])
          .where('id', '=', done.docId)
          .executeTakeFirst();
        expect(row, `${done.type} ${done.docId}`).toBeDefined();
        expect(Number(row!.version)).toBeGreaterThanOrEqual(Number(done.result.version ?? 0));
      }
    } finally {
      await handle.close();
    }
  }, 120_000);
});
