import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { type App, buildApp } from '../../server/app';
import { createTestApp, db, engines, type TestApp, TestClock } from './harness';

const REDIS_URL = process.env.ISPS_TEST_REDIS_URL;

/** Both nodes on one database, so a second app reuses the first one's configuration. */
async function secondNode(t: TestApp): Promise<App> {
  const node = await buildApp(t.config, {
    clock: new TestClock(t.clock.now()),
    logger: false,
    distDir: join(mkdtempSync(join(tmpdir(), 'isps-node-')), 'no-dist'),
  });
  await node.listen({ port: 0, host: '127.0.0.1' });
  return node;
}

function address(app: App): string {
  const info = app.server.address();
  if (!info || typeof info === 'string') throw new Error('not listening');
  return `127.0.0.1:${info.port}`;
}

describe.each(engines)('two server nodes through Redis on %s', (engine) => {
  let a: TestApp;
  let b: App;
  let admin: string;
  beforeAll(async () => {
    // CI (.ci/run) always starts a Redis: without one this suite fails instead of passing unseen.
    if (!REDIS_URL) throw new Error('ISPS_TEST_REDIS_URL is not set: this test needs a Redis (see .ci/run)');
    a = await createTestApp(engine, { env: { REDIS_URL } });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    b = await secondNode(a);
    admin = await a.login('admin');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a notice released on node A to a user connected to node B', async () => {
    const login = await a.loginBody('buyer');
    const { token, userInfo } = login.result as { token: string; userInfo: { id: string } };
    const socket = new WebSocket(
      `ws://${address(b)}${a.config.apiPrefix}/websocket/${userInfo.id}?token=${token}`,
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const received = new Promise<Record<string, unknown>>((resolve) =>
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as Record<string, unknown>;
        if (frame.cmd === 'topic') resolve(frame);
      }),
    );
    const added = await a.post(
      '/sys/annountCement/add',
      { titile: '跨节点通知', msgContent: '<p>hi</p>', msgType: 'ALL' },
      admin,
    );
    const id = added.json().result.id;
    const released = await a.get(`/sys/annountCement/doReleaseData?id=${id}`, admin);
    expect(released.json()).toMatchObject({ success: true, message: '该系统通知发布成功' });
    expect(await received).toMatchObject({ cmd: 'topic', msgId: id, msgTxt: '跨节点通知' });
    socket.close();
  });

  it('ends a frozen user session on node B at once, although B caches sessions', async () => {
    const token = await a.login('qc_inspector');
    const onB = () =>
      b.inject({
        method: 'GET',
        url: `${a.config.apiPrefix}/sys/user/getUserInfo`,
        headers: { 'x-access-token': token },
      });
    expect((await onB()).statusCode).toBe(200);
    const user = await db(a)
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'qc_inspector')
      .executeTakeFirstOrThrow();
    expect((await a.put('/sys/user/frozenBatch', { ids: user.id, status: '2' }, admin)).json().success).toBe(
      true,
    );
    // B's clock does not move, so only the event can have dropped its cached session.
    await vi.waitFor(async () => expect((await onB()).statusCode).toBe(401), {
      timeout: 5_000,
      interval: 50,
    });
    await a.put('/sys/user/frozenBatch', { ids: user.id, status: '1' }, admin);
  });

  it('shows a role grant made on node A in the menu served by node B', async () => {
    const token = await a.login('wh_clerk');
    const menuOnB = async () =>
      (
        await b.inject({
          method: 'GET',
          url: `${a.config.apiPrefix}/sys/permission/getUserPermissionByToken`,
          headers: { 'x-access-token': token },
        })
      )
        .json()
        .result.auth.map((entry: { action: string }) => entry.action) as string[];
    expect(await menuOnB()).not.toContain('sys:tenant:add');
    const role = await db(a)
      .selectFrom('sysRole')
      .select('id')
      .where('roleCode', '=', 'wh_clerk')
      .executeTakeFirstOrThrow();
    const button = await db(a)
      .selectFrom('sysPermission')
      .select('id')
      .where('perms', '=', 'sys:tenant:add')
      .executeTakeFirstOrThrow();
    const current = (await a.get(`/sys/permission/queryRolePermission?roleId=${role.id}`, admin)).json()
      .result as string[];
    const saved = await a.post(
      '/sys/permission/saveRolePermission',
      {
        roleId: role.id,
        permissionIds: [...current, button.id].join(','),
        lastpermissionIds: current.join(','),
      },
      admin,
    );
    expect(saved.json().success).toBe(true);
    await vi.waitFor(async () => expect(await menuOnB()).toContain('sys:tenant:add'), {
      timeout: 5_000,
      interval: 50,
    });
  });
});
