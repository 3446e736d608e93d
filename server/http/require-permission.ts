import type { FastifyRequest } from 'fastify';
import { forbidden } from './app-error';

/**
 * preHandler that lets a request through only when the caller holds at least one of the given
 * permission codes (sys_permission.perms of their roles and department roles):
 *   app.post('/sys/user/add', { preHandler: requirePermission('sys:user:add') }, handler)
 */
export function requirePermission(...codes: string[]) {
  if (codes.length === 0) throw new Error('requirePermission needs at least one code');
  return async function checkPermission(request: FastifyRequest): Promise<void> {
    if (!codes.some((code) => request.user.permissions.has(code))) throw forbidden();
  };
}
