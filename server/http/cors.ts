import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = [
  'Content-Type',
  'X-Access-Token',
  'tenant-id',
  'tenant_id',
  'X-Locale',
  'Accept-Language',
  'X-Sign',
  'X-TIMESTAMP',
].join(', ');

/**
 * Cross-origin access for host pages on other origins: only the origins of ISPS_ALLOWED_ORIGINS
 * (api-contract.md 11: an explicit allow-list, never a reflected Origin). Preflights end here.
 */
export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin)) return;
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    if (request.method === 'OPTIONS') {
      return reply
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .status(204)
        .send();
    }
  });
}
