import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config';
import { AppError } from './app-error';

/** Route config of the login routes: counted per source address (issue 16). */
export const LOGIN_ROUTE = { public: true, rateLimit: {} } as const;

/**
 * Login attempts per source address and minute, on every login route, whatever the account
 * (@fastify/rate-limit; shared through Redis between nodes when REDIS_URL is set). The lockout per
 * account and address (LoginAttempts) stops guessing one password; this stops spraying many accounts.
 */
export async function registerLoginRateLimit(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis (login rate limit)'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    max: config.loginRateLimit,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'isps-login-rate-' } : {}),
    // A broken Redis must not lock everybody out: the per-account lockout still holds.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'auth.tooManyAttempts',
        { seconds: Math.ceil(context.ttl / 1000) },
        { status: context.statusCode, resultCode: context.statusCode },
      ),
  });
}
