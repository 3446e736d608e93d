import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './harness';
import { type Call, checkLedger, type Json, prepareStorm, runStorm } from './ledger-storm';

const CLIENTS = 50;
const STORM_MS = 4000;

describe.each(engines)('ledger under 50 concurrent clients on %s', (engine) => {
  let t: TestApp;
  let call: Call;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const token = await t.login('admin');
    call = async (method, path, body) => {
      const res = method === 'GET' ? await t.get(path, token) : await t.post(path, body, token);
      return { status: res.statusCode, body: res.json() as Json };
    };
  });
  afterAll(async () => t.close());

  it('never breaks an invariant nor posts a request twice while clients approve, execute, double-click and retry', async () => {
    const place = await prepareStorm(call, 'C');
    const deadline = Date.now() + STORM_MS;
    const log = await runStorm(call, place, { clients: CLIENTS, until: () => Date.now() > deadline });

    expect(log.unexpected).toEqual([]);
    expect(log.committed.filter((c) => c.action === 'outbound').length).toBeGreaterThan(20);
    expect(log.repeats).toBeGreaterThan(10);
    const check = await checkLedger(t.app.ctx.db, log);
    expect(check.negativeOrOverPromised).toBe(0);
    expect(check.mismatches).toEqual([]);
    expect(check.doublePosted).toEqual([]);
    expect(check.lostPostings).toEqual([]);
    expect(check.postings).toBe(check.postingRequests);
  }, 60_000);
});
