import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { DEMO_PASSWORD, engines } from './harness';
import { pgQuery } from './ledger-fixtures';
import { type ServerProcess, startServerProcess, stopped } from './server-processes';
import { nextFrame, openChannel } from './websocket-clients';

/**
 * Issue 7 point 3: two server OS processes on two ports, one database, one Redis. The in-process
 * variant (redis-cluster.test.ts) shares a Node runtime; this one proves nothing but Redis links them.
 */
const REDIS_URL = process.env.ISPS_TEST_REDIS_URL;
const PG_URL = process.env.ISPS_TEST_PG_URL;
const PREFIX = '/jeecg-boot';

interface Session {
  token: string;
  userId: string;
}

async function login(node: ServerProcess, username: string): Promise<Session> {
  const res = await fetch(`http://${node.address}${PREFIX}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { result?: { token?: string; userInfo?: { id: string } } };
  if (!body.result?.token || !body.result.userInfo) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { token: body.result.token, userId: body.result.userInfo.id };
}

async function call(
  node: ServerProcess,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) {
  const res = await fetch(`http://${node.address}${PREFIX}${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as { success: boolean; message: string; result: { id: string } };
}

/** Adds an announcement on the node and releases it (doReleaseData); returns its id. */
async function release(node: ServerProcess, token: string, notice: Record<string, string>): Promise<string> {
  const added = await call(node, token, 'POST', '/sys/annountCement/add', {
    msgContent: '<p>hi</p>',
    ...notice,
  });
  const id = added.result.id;
  const released = await call(node, token, 'GET', `/sys/annountCement/doReleaseData?id=${id}`);
  expect(released).toMatchObject({ success: true, message: '该系统通知发布成功' });
  return id;
}

/** Frames of one command the socket receives from now on. */
function framesOf(socket: WebSocket, cmd: string): Record<string, unknown>[] {
  const frames: Record<string, unknown>[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Record<string, unknown>;
    if (frame.cmd === cmd) frames.push(frame);
  });
  return frames;
}

describe.each(engines)('two server processes through Redis on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'isps-nodes-'));
  const schema = `isps_n_${randomBytes(6).toString('hex')}`;
  const nodes: ChildProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    // CI (.ci/run) always starts a Redis: without one this suite fails instead of passing unseen.
    if (!REDIS_URL) throw new Error('ISPS_TEST_REDIS_URL is not set: this test needs a Redis (see .ci/run)');
    if (engine === 'postgres') await pgQuery(`create schema ${schema}`);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      REDIS_URL,
      ISPS_CAPTCHA: 'off',
      LOG_LEVEL: 'silent',
      ...(engine === 'postgres' && PG_URL ? { DATABASE_URL: PG_URL, ISPS_TEST_SCHEMA: schema } : {}),
    };
    // One after the other: the first migrates and seeds the shared database.
    a = await startServerProcess(env);
    nodes.push(a.process);
    b = await startServerProcess(env);
    nodes.push(b.process);
  });

  afterAll(async () => {
    for (const child of nodes) child.kill('SIGTERM');
    await Promise.all(nodes.map(stopped));
    if (engine === 'postgres') await pgQuery(`drop schema if exists ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the nodes as two processes on two ports', () => {
    expect(a.process.pid).not.toBe(b.process.pid);
    expect(a.address).not.toBe(b.address);
  });

  it('delivers notices released on node A to users connected to node B', async () => {
    const admin = await login(a, 'admin');
    const buyer = await login(b, 'buyer');
    const clerk = await login(b, 'wh_clerk');
    const buyerSocket = await openChannel(b.address, PREFIX, buyer.userId, buyer.token);
    const clerkSocket = await openChannel(b.address, PREFIX, clerk.userId, clerk.token);
    const clerkUserFrames = framesOf(clerkSocket, 'user');

    const toEverybody = nextFrame(buyerSocket, 'topic');
    const notice = await release(a, admin.token, { titile: '跨进程通知', msgType: 'ALL' });
    expect(await toEverybody).toMatchObject({ cmd: 'topic', msgId: notice, msgTxt: '跨进程通知' });

    const toBuyer = nextFrame(buyerSocket, 'user');
    const personal = await release(a, admin.token, {
      titile: '只给采购员',
      msgType: 'USER',
      userIds: `${buyer.userId},`,
    });
    expect(await toBuyer).toMatchObject({ cmd: 'user', msgId: personal, userId: buyer.userId });
    // Node A publishes in order on one channel: once the clerk has the later notice, the buyer's is past.
    const later = nextFrame(clerkSocket, 'topic');
    const laterId = await release(a, admin.token, { titile: '随后的通知', msgType: 'ALL' });
    expect(await later).toMatchObject({ msgId: laterId });
    expect(clerkUserFrames).toEqual([]);
    buyerSocket.close();
    clerkSocket.close();
  });

  it("refuses a user who opens another user's channel", async () => {
    const buyer = await login(b, 'buyer');
    const clerk = await login(a, 'wh_clerk');
    await expect(openChannel(b.address, PREFIX, clerk.userId, buyer.token)).rejects.toThrow(
      'refused with 403',
    );
    await expect(openChannel(a.address, PREFIX, buyer.userId, clerk.token)).rejects.toThrow(
      'refused with 403',
    );
  });
});
