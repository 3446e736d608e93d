import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FeedSocket,
  type NoticeLists,
  noticeSocketUrl,
  startNoticeFeed,
} from '../../../src/client/notices';

const LISTS: NoticeLists = { anntMsgList: [], anntMsgTotal: 1, sysMsgList: [], sysMsgTotal: 2 };

class FakeSocket implements FeedSocket {
  onopen: FeedSocket['onopen'] = null;
  onmessage: FeedSocket['onmessage'] = null;
  onerror: FeedSocket['onerror'] = null;
  onclose: FeedSocket['onclose'] = null;
  readyState = 0;
  sent: string[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}

function setup(load: () => Promise<NoticeLists>) {
  const sockets: FakeSocket[] = [];
  const data: NoticeLists[] = [];
  const feed = startNoticeFeed({
    load,
    onData: (lists) => data.push(lists),
    socketUrl: 'ws://h/api/websocket/u1',
    token: 'tok',
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
  });
  return { feed, sockets, data };
}

describe('header notices (spec 4.3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads at once and then every 6000 ms', async () => {
    const load = vi.fn(async () => LISTS);
    const { feed } = setup(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(12000);
    expect(load).toHaveBeenCalledTimes(4);
    feed.stop();
  });

  it('stops polling for good on the first load error', async () => {
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error('down');
      return LISTS;
    });
    const { feed } = setup(load);
    await vi.advanceTimersByTimeAsync(6000);
    fail = true;
    await vi.advanceTimersByTimeAsync(6000);
    expect(feed.polling()).toBe(false);
    fail = false;
    const calls = load.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60000);
    expect(load.mock.calls.length).toBe(calls);
    feed.stop();
  });

  it('reloads on topic and user frames only, and ignores frames that are not JSON', async () => {
    const load = vi.fn(async () => LISTS);
    const { feed, sockets } = setup(load);
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets[0]!;
    expect(socket.protocols).toEqual(['tok']);
    socket.open();
    socket.onmessage?.({ data: JSON.stringify({ cmd: 'topic', msgId: '1' }) });
    socket.onmessage?.({ data: JSON.stringify({ cmd: 'user', msgId: '2' }) });
    socket.onmessage?.({ data: JSON.stringify({ cmd: 'heartcheck' }) });
    socket.onmessage?.({ data: 'alert(1)' });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(3);
    feed.stop();
  });

  it('sends HeartBeat every 20 s while open', async () => {
    const { feed, sockets } = setup(async () => LISTS);
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(40000);
    expect(sockets[0]!.sent).toEqual(['HeartBeat', 'HeartBeat']);
    feed.stop();
  });

  it('reconnects 5 s after an error or close, once even when both happen', async () => {
    const { feed, sockets } = setup(async () => LISTS);
    sockets[0]!.open();
    sockets[0]!.onerror?.({});
    sockets[0]!.onclose?.({});
    await vi.advanceTimersByTimeAsync(4999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.onclose?.({});
    await vi.advanceTimersByTimeAsync(5000);
    expect(sockets).toHaveLength(3);
    feed.stop();
    expect(sockets[2]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(20000);
    expect(sockets).toHaveLength(3);
  });

  it('builds the socket url from the API base (http -> ws, https -> wss)', () => {
    expect(noticeSocketUrl({ apiBase: 'http://h:8080/jeecg-boot' }, 'u1')).toBe(
      'ws://h:8080/jeecg-boot/websocket/u1',
    );
    expect(noticeSocketUrl({ apiBase: 'https://h/jeecg-boot' }, 'u1')).toBe(
      'wss://h/jeecg-boot/websocket/u1',
    );
    expect(noticeSocketUrl({ apiBase: 'https://h/a', wsBase: 'wss://rt.h/a' }, 'u1')).toBe(
      'wss://rt.h/a/websocket/u1',
    );
  });
});
