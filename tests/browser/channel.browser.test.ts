import { expect } from 'chai';
import { type AuthShell, startAuthShell } from '../../src/client/authChannel/shell';
import { channelStats } from '../../src/client/authChannel/stats';
import { clearSession, startSession } from '../../src/client/session';
import { USER } from './fakeApi';
import { waitFor } from './helpers';

/** The test page is on localhost; frames load from 127.0.0.1, a different origin of the same server. */
const FRAME_ORIGIN = `http://127.0.0.1:${location.port}`;

interface Report {
  id: string;
  state: string;
  [key: string]: unknown;
}

const reports: Report[] = [];
window.addEventListener('message', (event) => {
  if (event.data?.fixture === 'channel') reports.push({ ...event.data, senderOrigin: event.origin });
});

let nextId = 0;
function openFrame(params: Record<string, string>): { id: string; frame: HTMLIFrameElement } {
  const id = `f${++nextId}`;
  const url = new URL(`${FRAME_ORIGIN}/tests/browser/fixtures/channel-frame.html`);
  for (const [k, v] of Object.entries({ shell: location.origin, id, ...params })) url.searchParams.set(k, v);
  const frame = document.createElement('iframe');
  frame.src = url.href;
  document.body.append(frame);
  return { id, frame };
}

const reportOf = (id: string, state: string) =>
  waitFor(() => reports.find((r) => r.id === id && r.state === state), `frame ${id}: ${state}`);

describe('auth channel between a shell and cross-origin frames', () => {
  let shell: AuthShell | null = null;
  const navigations: string[] = [];
  afterEach(() => {
    shell?.stop();
    shell = null;
    clearSession();
  });

  it('hands the token to a frame of an allowed origin over the port, then rotates it and logs out', async () => {
    startSession({ token: 'shell-token-1', userInfo: USER, source: 'login', storageMs: 60_000 });
    shell = startAuthShell({
      allowedOrigins: [FRAME_ORIGIN],
      maxDepth: 3,
      onNavigate: (path) => navigations.push(path),
    });
    const { id, frame } = openFrame({ levels: '1' });
    const connected = await reportOf(id, 'connected');
    expect(connected.shellOrigin).to.equal(location.origin);
    expect((await reportOf(id, 'token')).token).to.equal('shell-token-1');

    startSession({ token: 'shell-token-2', userInfo: USER, source: 'login', storageMs: 60_000 });
    await waitFor(() => reports.find((r) => r.id === id && r.token === 'shell-token-2'), 'the rotated token');

    frame.contentWindow?.postMessage({ command: 'navigate', path: '/fsm/InventoryQuery' }, FRAME_ORIGIN);
    await waitFor(() => navigations.includes('/fsm/InventoryQuery'), 'the navigation request');

    clearSession();
    await reportOf(id, 'logout');
    frame.remove();
  });

  it('drops and counts a hello from an origin that is not allowed, and sends it nothing', async () => {
    startSession({ token: 'secret-token', userInfo: USER, source: 'login', storageMs: 60_000 });
    shell = startAuthShell({ allowedOrigins: ['https://partner.example'], maxDepth: 3 });
    const dropped = channelStats.dropped;
    const { id, frame } = openFrame({ levels: '1' });
    expect((await reportOf(id, 'error')).code).to.equal('no-shell');
    expect(channelStats.dropped).to.be.greaterThan(dropped);
    expect(channelStats.lastDropped).to.deep.equal({ origin: FRAME_ORIGIN, reason: 'origin not allowed' });
    expect(reports.some((r) => r.id === id && r.token)).to.equal(false);
    frame.remove();
  });

  it('a frame four levels deep refuses by itself with the maximum-depth error and sends nothing', async () => {
    shell = startAuthShell({ allowedOrigins: [FRAME_ORIGIN], maxDepth: 3 });
    const accepted = channelStats.accepted;
    const { id, frame } = openFrame({ levels: '4', max: '3' });
    expect((await reportOf(id, 'error')).code).to.equal('max-depth');
    expect(channelStats.accepted).to.equal(accepted);
    frame.remove();
  });

  it('the shell refuses a frame deeper than its own limit even if the frame allows more', async () => {
    shell = startAuthShell({ allowedOrigins: [FRAME_ORIGIN], maxDepth: 2 });
    const { id, frame } = openFrame({ levels: '3', max: '10' });
    expect((await reportOf(id, 'error')).code).to.equal('max-depth');
    frame.remove();
  });

  it('an element in an allowed frame two levels deep gets the session, shows its rows, forwards navigation', async () => {
    startSession({ token: 'handed-over', userInfo: USER, source: 'login', storageMs: 60_000 });
    shell = startAuthShell({
      allowedOrigins: [FRAME_ORIGIN],
      maxDepth: 3,
      onNavigate: (path) => navigations.push(path),
    });
    const { id, frame } = openFrame({ levels: '2', mode: 'element' });
    const rows = await reportOf(id, 'element-rows');
    expect(rows.token).to.equal('handed-over');
    expect(rows.rows).to.equal(3);
    await waitFor(() => navigations.includes('/from/element'), 'the forwarded navigation');
    frame.remove();
  });

  it('an element in a frame four levels deep shows the maximum-depth error', async () => {
    startSession({ token: 'handed-over', userInfo: USER, source: 'login', storageMs: 60_000 });
    shell = startAuthShell({ allowedOrigins: [FRAME_ORIGIN], maxDepth: 3 });
    const { id, frame } = openFrame({ levels: '4', mode: 'element' });
    const refused = await reportOf(id, 'element-error');
    expect(refused.detail).to.deep.equal({ code: 'max-depth', depth: 4, max: 3 });
    expect(refused.text).to.contain('页面嵌套层级超过最大深度 3');
    frame.remove();
  });
});
