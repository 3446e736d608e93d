import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ipInNetworks } from './shell-networks';

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== '' ? origin : null;
}

/** Whether a browser request comes from our own pages (the Origin names the host it was sent to). */
function sameOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    // Through URL on both sides, so a default port is spelt the same (`:80` and none).
    return new URL(origin).host === new URL(`http://${request.headers.host ?? ''}`).host;
  } catch {
    return false;
  }
}

/**
 * Every way to a session of the shell account passes here (issue 16): only the shell login opens one,
 * only from ISPS_SHELL_NETWORKS, and a browser only from our own pages or an allowed embedding origin.
 */
export function checkShellSessionAllowed(ctx: AppContext, request: FastifyRequest, viaShellLogin: boolean) {
  const shell = ctx.config.shell;
  if (!shell) throw new AppError('auth.shellNotConfigured');
  if (!viaShellLogin) throw new AppError('auth.shellAccountShellOnly');
  if (shell.networks.length > 0 && !ipInNetworks(request.ip, shell.networks)) {
    throw new AppError('auth.shellNetworkRefused');
  }
  const origin = requestOrigin(request);
  if (origin && !sameOrigin(origin, request) && !ctx.config.allowedOrigins.includes(origin)) {
    throw new AppError('auth.shellOriginRefused');
  }
}
