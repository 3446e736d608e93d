import type { FastifyRequest } from 'fastify';
import { DEFAULT_TENANT_ID } from '../../src/domain/system/session';
import { shellSessionMayCall } from '../../src/domain/system/shell-access';
import type { AppContext } from '../context';
import { userTenantIds } from '../modules/system/tenants/tenant-cache';
import { AppError, forbidden } from './app-error';
import { supplierMayCall } from './supplier-access';

/**
 * The token of a request: `X-Access-Token`; on GET also `?token=`; on a websocket upgrade also the
 * first `Sec-WebSocket-Protocol` value (browsers cannot set headers on websockets).
 */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  if (typeof header === 'string' && header !== '') return header;
  if (request.method !== 'GET') return null;
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.token === 'string' && query.token !== '') return query.token;
  const protocol = request.headers['sec-websocket-protocol'];
  if (request.headers.upgrade?.toLowerCase() === 'websocket' && typeof protocol === 'string') {
    return protocol.split(',')[0]?.trim() || null;
  }
  return null;
}

function requestedTenant(request: FastifyRequest): string | undefined {
  const value = request.headers['tenant-id'] ?? request.headers.tenant_id;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function tokenInvalid(ctx: AppContext): AppError {
  return new AppError('auth.tokenInvalid', undefined, {
    status: ctx.config.authFailureStatus,
    resultCode: ctx.config.authFailureStatus,
  });
}

/**
 * onRequest hook of the API scope: resolves the session (spec 8: expired or revoked -> 401, or the
 * JeecgBoot 500 in compatibility mode), checks the tenant header against the user's tenants, refuses
 * supplier users outside their allow-list, shell sessions outside the shell pages' endpoints, and sets
 * `request.user`.
 */
export function createAuthenticate(ctx: AppContext) {
  const prefixLength = ctx.config.apiPrefix.length;
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const config = request.routeOptions.config;
    const token = requestToken(request);
    // A public route with an optional session (stored files) knows its caller when a token comes.
    if (config.public && (config.session !== 'optional' || !token)) return;
    const session = token ? await ctx.sessions.resolve(token) : null;
    if (!session) throw tokenInvalid(ctx);

    const tenantIds = userTenantIds(session.user.relTenantIds);
    const asked = requestedTenant(request);
    let tenantId: number;
    if (asked === undefined) {
      tenantId = tenantIds.includes(DEFAULT_TENANT_ID)
        ? DEFAULT_TENANT_ID
        : (tenantIds[0] ?? DEFAULT_TENANT_ID);
    } else {
      tenantId = /^\d{1,9}$/.test(asked) ? Number(asked) : Number.NaN;
      const member = tenantIds.includes(tenantId);
      if (!member || (await ctx.tenants.active([tenantId])).length === 0) {
        throw forbidden('tenant.denied', { tenantId: asked.slice(0, 20) });
      }
    }

    const path = (request.routeOptions.url ?? request.url).slice(prefixLength);
    if (session.user.userType === 'supplier' && !supplierMayCall(path, config.supplier === true)) {
      throw forbidden();
    }
    if (session.kind === 'shell' && !shellSessionMayCall(path)) throw forbidden();

    const grants = await ctx.permissions.userGrants(session.user.id);
    request.user = {
      id: session.user.id,
      username: session.user.username,
      realname: session.user.realname,
      tenantId,
      userType: session.user.userType,
      partnerId: session.user.partnerId,
      orgCode: session.user.orgCode,
      permissions: grants.codes,
      roleCodes: grants.roleCodes,
      tenantIds,
      sessionId: session.sessionId,
      tokenHash: session.tokenHash,
      sessionKind: session.kind,
    };
  };
}
