import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { WebSocket } from '@fastify/websocket';
import { Type } from 'typebox';
import { WS_HEARTBEAT_REPLY, WS_HEARTBEAT_TEXT } from '../../src/domain/system/session';
import { forbidden } from '../http/app-error';

const HEARTBEAT_REPLY = JSON.stringify(WS_HEARTBEAT_REPLY);

/**
 * `/websocket/{userId}` (api-contract.md 6.3, our rules): authenticated by the auth hook (`?token=` or
 * `Sec-WebSocket-Protocol`), the path user must be the session user, several sockets per user,
 * `HeartBeat` answered to the sender only, client frames never re-broadcast.
 */
export const websocketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/websocket/:userId',
    {
      websocket: true,
      config: { supplier: true },
      schema: { params: Type.Object({ userId: Type.String({ maxLength: 32 }) }) },
      preHandler: async (request) => {
        if (request.params.userId !== request.user.id) throw forbidden();
      },
    },
    (socket: WebSocket, request) => {
      const unregister = ctx.hub.register(request.user.id, socket);
      socket.on('message', (data: unknown) => {
        if (String(data) === WS_HEARTBEAT_TEXT) socket.send(HEARTBEAT_REPLY);
      });
      socket.on('close', unregister);
      socket.on('error', unregister);
    },
  );
};
