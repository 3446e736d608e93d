import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';

/** Header of the balancer's own 502: the backend took the request and died before answering. */
export const BACKEND_LOST = 'x-balancer-backend-lost';

export interface Balancer {
  /** host:port of the balancer */
  address: string;
  /** Which backend (index into `backends`) took each websocket upgrade, in order. */
  upgrades: number[];
  close(): Promise<void>;
}

/**
 * A round-robin HTTP + websocket load balancer on loopback, for the cluster test: each request or
 * upgrade goes to the next backend; a backend that refuses the connection is skipped (nothing was sent,
 * so trying the next one is safe); a backend that dies after taking a request answers 502 with
 * BACKEND_LOST, never a retry, because the request may have been committed.
 */
export async function startBalancer(backends: string[]): Promise<Balancer> {
  let turn = 0;
  const upgrades: number[] = [];
  const tunnels = new Set<Socket>();
  const next = () => turn++ % backends.length;
  const target = (index: number) => {
    const [host, port] = backends[index]!.split(':');
    return { host: host!, port: Number(port) };
  };

  const forward = (
    incoming: IncomingMessage,
    body: Buffer,
    reply: (status: number, res?: IncomingMessage) => void,
    tries: number,
  ) => {
    const { host, port } = target(next());
    const outgoing = httpRequest({
      host,
      port,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
    });
    outgoing.on('response', (res) => reply(res.statusCode ?? 502, res));
    outgoing.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' && tries + 1 < backends.length)
        forward(incoming, body, reply, tries + 1);
      else reply(502);
    });
    outgoing.end(body);
  };

  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () =>
      forward(
        incoming,
        Buffer.concat(chunks),
        (status, res) => {
          if (!res) {
            response
              .writeHead(502, { [BACKEND_LOST]: '1', 'content-type': 'text/plain' })
              .end('backend lost');
            return;
          }
          response.writeHead(status, res.headers);
          res.pipe(response);
          res.on('error', () => response.destroy());
        },
        0,
      ),
    );
  });

  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    const index = next();
    upgrades.push(index);
    const upstream = connect(target(index));
    tunnels.add(client).add(upstream);
    client.on('close', () => tunnels.delete(client));
    upstream.on('close', () => tunnels.delete(upstream));
    const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
    for (let i = 0; i < incoming.rawHeaders.length; i += 2)
      lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    upstream.write(head);
    upstream.pipe(client).pipe(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const info = server.address();
  if (!info || typeof info === 'string') throw new Error('balancer not listening');
  return {
    address: `127.0.0.1:${info.port}`,
    upgrades,
    close: () =>
      new Promise((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
