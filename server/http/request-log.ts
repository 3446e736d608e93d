import type { FastifyRequest } from 'fastify';

/** Tokens may travel in URLs (`?token=`, `getLoginUser/{token}`); they never reach the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1***').replace(/(getLoginUser\/)[^/?#]+/g, '$1***');
}

/** Request part of every log line, with credentials removed from the URL. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
