import { beforeEach, describe, expect, it } from 'vitest';
import { connectToShell } from '../../../src/client/authChannel/child';
import {
  ancestorsOf,
  CHANNEL_NS,
  createNonce,
  depthBelow,
  envelope,
  parseEnvelope,
  parseOrigins,
} from '../../../src/client/authChannel/protocol';
import { startAuthShell } from '../../../src/client/authChannel/shell';
import { channelStats } from '../../../src/client/authChannel/stats';
import { clearSession, startSession } from '../../../src/client/session';

/** A window tree without a browser: `parent` links and a postMessage that records its target origin. */
class FakeWindow extends EventTarget {
  parent: FakeWindow;
  posted: { message: unknown; targetOrigin: string }[] = [];
  constructor(parent?: FakeWindow) {
    super();
    this.parent = parent ?? this;
  }
  postMessage(message: unknown, targetOrigin: string) {
    this.posted.push({ message, targetOrigin });
  }
}

const asWindow = (w: FakeWindow) => w as unknown as Window;

function deliver(
  to: FakeWindow,
  data: unknown,
  origin: string,
  source: FakeWindow,
  ports: MessagePort[] = [],
) {
  to.dispatchEvent(new MessageEvent('message', { data, origin, source: asWindow(source), ports }));
}

describe('protocol', () => {
  it('creates 16-byte hex nonces', () => {
    expect(createNonce()).toMatch(/^[0-9a-f]{32}$/);
    expect(createNonce()).not.toBe(createNonce());
  });

  it('accepts only well-formed envelopes', () => {
    const nonce = createNonce();
    expect(parseEnvelope(envelope('hello', nonce))).toEqual({ ns: CHANNEL_NS, v: 1, type: 'hello', nonce });
    expect(parseEnvelope({ ns: CHANNEL_NS, v: 1, type: 'hello', nonce: 'short' })).toBeNull();
    expect(parseEnvelope({ ns: 'other', v: 1, type: 'hello', nonce })).toBeNull();
    expect(parseEnvelope({ ns: CHANNEL_NS, v: 1, type: 'exec', nonce })).toBeNull();
    expect(parseEnvelope('hello')).toBeNull();
  });

  it('normalises origin lists and never trusts *', () => {
    expect(parseOrigins('https://a.example/path, http://b.example:8080 * nonsense')).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(parseOrigins(['*'])).toEqual([]);
  });

  it('measures frame depth from both sides', () => {
    const top = new FakeWindow();
    const one = new FakeWindow(top);
    const two = new FakeWindow(one);
    expect(ancestorsOf(asWindow(two))).toEqual([one, top]);
    expect(depthBelow(asWindow(two), asWindow(top))).toBe(2);
    expect(depthBelow(asWindow(top), asWindow(two))).toBeNull();
  });
});

describe('shell', () => {
  beforeEach(() => clearSession());

  it('answers an allowed hello with a welcome to that origin only, never to *', () => {
    startSession({
      token: 'tok',
      userInfo: { id: '1', username: 'u', realname: 'U' },
      source: 'login',
      storageMs: 60_000,
    });
    const top = new FakeWindow();
    const child = new FakeWindow(top);
    const shell = startAuthShell({
      allowedOrigins: ['https://frame.example'],
      maxDepth: 3,
      window: asWindow(top),
    });
    deliver(top, envelope('hello', createNonce()), 'https://frame.example', child);
    expect(child.posted).toHaveLength(1);
    expect(child.posted[0]?.targetOrigin).toBe('https://frame.example');
    expect(child.posted[0]?.message).toMatchObject({ type: 'welcome' });
    shell.stop();
  });

  it('drops and counts a hello from another origin, answering nothing', () => {
    const top = new FakeWindow();
    const child = new FakeWindow(top);
    const shell = startAuthShell({
      allowedOrigins: ['https://frame.example'],
      maxDepth: 3,
      window: asWindow(top),
    });
    const before = channelStats.dropped;
    deliver(top, envelope('hello', createNonce()), 'https://evil.example', child);
    expect(child.posted).toEqual([]);
    expect(channelStats.dropped).toBe(before + 1);
    shell.stop();
  });

  it('answers the maximum-depth error beyond its limit and the version error to other versions', () => {
    const top = new FakeWindow();
    let deep = new FakeWindow(top);
    for (let i = 0; i < 3; i++) deep = new FakeWindow(deep);
    const shell = startAuthShell({
      allowedOrigins: ['https://f.example'],
      maxDepth: 3,
      window: asWindow(top),
    });
    deliver(top, envelope('hello', createNonce()), 'https://f.example', deep);
    expect(deep.posted[0]?.message).toMatchObject({
      type: 'error',
      payload: { code: 'max-depth', depth: 4, max: 3 },
    });
    const near = new FakeWindow(top);
    deliver(top, { ...envelope('hello', createNonce()), v: 2 }, 'https://f.example', near);
    expect(near.posted[0]?.message).toMatchObject({ type: 'error', payload: { code: 'version' } });
    shell.stop();
  });

  it('ignores a hello from a window that is not one of its frames', () => {
    const top = new FakeWindow();
    const stranger = new FakeWindow();
    const shell = startAuthShell({
      allowedOrigins: ['https://f.example'],
      maxDepth: 3,
      window: asWindow(top),
    });
    deliver(top, envelope('hello', createNonce()), 'https://f.example', stranger);
    expect(stranger.posted).toEqual([]);
    shell.stop();
  });
});

describe('child', () => {
  it('refuses beyond the maximum depth without posting anything', async () => {
    const top = new FakeWindow();
    let frame = new FakeWindow(top);
    for (let i = 0; i < 3; i++) frame = new FakeWindow(frame);
    await expect(
      connectToShell({
        allowedOrigins: ['https://shell.example'],
        maxDepth: 3,
        window: asWindow(frame),
        timeoutMs: 50,
      }),
    ).rejects.toMatchObject({ code: 'max-depth', depth: 4, max: 3 });
    expect(top.posted).toEqual([]);
  });

  it('posts hello to each ancestor with each allowed origin as target, never *', async () => {
    const top = new FakeWindow();
    const middle = new FakeWindow(top);
    const frame = new FakeWindow(middle);
    const connecting = connectToShell({
      allowedOrigins: ['https://a.example', 'https://b.example'],
      maxDepth: 3,
      window: asWindow(frame),
      timeoutMs: 20,
    });
    await expect(connecting).rejects.toMatchObject({ code: 'no-shell' });
    for (const ancestor of [middle, top]) {
      expect(ancestor.posted.map((p) => p.targetOrigin)).toEqual(['https://a.example', 'https://b.example']);
    }
  });

  it('drops a welcome with a foreign nonce or from a non-ancestor', async () => {
    const top = new FakeWindow();
    const frame = new FakeWindow(top);
    const connecting = connectToShell({
      allowedOrigins: ['https://s.example'],
      maxDepth: 3,
      window: asWindow(frame),
      timeoutMs: 50,
    });
    const before = channelStats.dropped;
    const { port2 } = new MessageChannel();
    deliver(frame, envelope('welcome', createNonce()), 'https://s.example', top, [port2]);
    deliver(frame, envelope('welcome', createNonce()), 'https://s.example', new FakeWindow(), [port2]);
    await expect(connecting).rejects.toMatchObject({ code: 'no-shell' });
    expect(channelStats.dropped).toBe(before + 2);
  });
});
