import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { newId } from '../../../db/ids';
import { requirePermission } from '../../../http/require-permission';
import { replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';

/**
 * `GET /sys/user/generateUserId` (the JeecgBoot client's DepartWindow / UserModal, issue 19): a fresh id
 * in our id format for a user being added; it reserves nothing and grants nothing.
 */
export const generateUserIdRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sys/user/generateUserId',
    {
      onRequest: requirePermission('sys:user:add', 'sys:user:edit'),
      schema: { response: replies(Type.String()) },
    },
    async (request) => ok(request.locale, newId()),
  );
};
