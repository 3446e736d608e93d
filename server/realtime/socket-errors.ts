import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';

/** Largest client frame a socket accepts: clients send only `HeartBeat` (api-contract.md 6.3). */
export const WS_MAX_PAYLOAD = 64 * 1024;

/**
 * Errors on an open socket (@fastify/websocket's errorHandler). A client breaking the protocol (an
 * oversized frame, bad framing: ws codes `WS_ERR_*`) is an expected refusal, logged as one line without
 * a stack (issue 16); anything else is ours and keeps its stack. The socket is closed either way.
 */
export function onSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    request.log.info({ wsError: code }, 'websocket frame refused');
  } else {
    request.log.error({ err: error }, 'websocket failed');
  }
  socket.terminate();
}
