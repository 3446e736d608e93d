import type { WebSocket } from '@fastify/websocket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_MAX_PAYLOAD } from '../../server/realtime/socket-errors';
import { createTestApp, engines, type TestApp } from './harness';

function nextMessage(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve) =>
    socket.once('message', (data: unknown) => resolve(JSON.parse(String(data)))),
  );
}

describe.each(engines)('websocket on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.ready();
    const login = await t.loginBody('wh_clerk');
    const result = login.result as { token: string; userInfo: { id: string } };
    token = result.token;
    userId = result.userInfo.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers HeartBeat only to the sender', async () => {
    const first = await t.app.injectWS(`/jeecg-boot/websocket/${userId}?token=${token}`);
    const second = await t.app.injectWS(`/jeecg-boot/websocket/${userId}?token=${token}`);
    const seenBySecond: unknown[] = [];
    second.on('message', (data: unknown) => seenBySecond.push(String(data)));
    const reply = nextMessage(first);
    first.send('HeartBeat');
    expect(await reply).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    first.send('anything else is never echoed');
    const again = nextMessage(first);
    first.send('HeartBeat');
    await again;
    expect(seenBySecond).toEqual([]);
    first.terminate();
    second.terminate();
  });

  it('accepts the token as Sec-WebSocket-Protocol', async () => {
    const socket = await t.app.injectWS(`/jeecg-boot/websocket/${userId}`, {
      headers: { 'sec-websocket-protocol': token },
    });
    const reply = nextMessage(socket);
    socket.send('HeartBeat');
    expect(await reply).toMatchObject({ cmd: 'heartcheck' });
    socket.terminate();
  });

  it('refuses another user id in the path and a missing or bad token', async () => {
    await expect(t.app.injectWS(`/jeecg-boot/websocket/someone-else?token=${token}`)).rejects.toThrow(/403/);
    await expect(t.app.injectWS(`/jeecg-boot/websocket/${userId}`)).rejects.toThrow(/401/);
    await expect(t.app.injectWS(`/jeecg-boot/websocket/${userId}?token=forged`)).rejects.toThrow(/401/);
  });

  it('delivers hub messages to every socket of the user and broadcasts to everybody', async () => {
    const a = await t.app.injectWS(`/jeecg-boot/websocket/${userId}?token=${token}`);
    const b = await t.app.injectWS(`/jeecg-boot/websocket/${userId}?token=${token}`);
    const adminLogin = await t.loginBody('admin');
    const admin = adminLogin.result as { token: string; userInfo: { id: string } };
    const c = await t.app.injectWS(`/jeecg-boot/websocket/${admin.userInfo.id}?token=${admin.token}`);
    expect(t.app.ctx.hub.connectionCount(userId)).toBe(2);

    const toUser = Promise.all([nextMessage(a), nextMessage(b)]);
    const adminSeen: unknown[] = [];
    c.on('message', (data: unknown) => adminSeen.push(JSON.parse(String(data))));
    await t.app.ctx.hub.sendToUser(userId, { cmd: 'user', msgId: 'm1', msgTxt: '新消息' });
    expect(await toUser).toEqual([
      { cmd: 'user', msgId: 'm1', msgTxt: '新消息' },
      { cmd: 'user', msgId: 'm1', msgTxt: '新消息' },
    ]);

    const everybody = Promise.all([nextMessage(a), nextMessage(c)]);
    await t.app.ctx.hub.broadcast({ cmd: 'topic', msgId: 'm2', msgTxt: '通知' });
    expect(await everybody).toEqual([
      { cmd: 'topic', msgId: 'm2', msgTxt: '通知' },
      { cmd: 'topic', msgId: 'm2', msgTxt: '通知' },
    ]);
    expect(adminSeen).toEqual([{ cmd: 'topic', msgId: 'm2', msgTxt: '通知' }]);
    for (const socket of [a, b, c]) socket.terminate();
  });
});

describe('oversized websocket frames (issue 16)', () => {
  it('closes the socket and logs one line without a stack', async () => {
    const lines: string[] = [];
    const t = await createTestApp('sqlite', {
      deps: { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    });
    try {
      await t.app.ready();
      const login = (await t.loginBody('wh_clerk')).result as { token: string; userInfo: { id: string } };
      const socket = await t.app.injectWS(`/jeecg-boot/websocket/${login.userInfo.id}?token=${login.token}`);
      const closed = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));
      socket.send('x'.repeat(WS_MAX_PAYLOAD + 1));
      expect(await closed).toBeGreaterThanOrEqual(1000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refusals = lines.filter((line) => line.includes('websocket frame refused'));
      expect(refusals).toHaveLength(1);
      expect(lines.join('\n')).not.toMatch(/"stack"|\n\s+at /);
    } finally {
      await t.close();
    }
  });
});
