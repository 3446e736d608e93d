import WebSocket from 'ws';

/**
 * Opens `<prefix>/websocket/{channel}` on a server or balancer (host:port) with a token; resolves with
 * the socket or rejects with the HTTP status of the refusal.
 */
export function openChannel(
  address: string,
  prefix: string,
  channel: string,
  token: string,
): Promise<WebSocket> {
  const socket = new WebSocket(`ws://${address}${prefix}/websocket/${channel}?token=${token}`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

/** The next frame of one command the socket receives. */
export function nextFrame(socket: WebSocket, cmd: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const listen = (data: unknown) => {
      const frame = JSON.parse(String(data)) as Record<string, unknown>;
      if (frame.cmd !== cmd) return;
      socket.off('message', listen);
      resolve(frame);
    };
    socket.on('message', listen);
  });
}
