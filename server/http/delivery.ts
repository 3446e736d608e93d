import { relative, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * How the server delivers bytes (issue 17, docs/performance.md "Network"):
 * - `optimized` (default): built files sent precompressed (brotli or gzip by negotiation, made by the
 *   build: scripts/precompress.ts), content-hashed chunks cached for a year as immutable, entry points
 *   revalidated on every load through their ETag; API answers above 1 KB compressed on the fly.
 * - `plain` (ISPS_STATIC_PLAIN=1): everything uncompressed and revalidated on every use, as served
 *   before issue 17. Only bench/network uses it, as the baseline of its comparison.
 */
export type Delivery = 'optimized' | 'plain';

/** API answers smaller than this stay uncompressed: compressing them costs more than it saves. */
export const API_COMPRESSION_THRESHOLD = 1024;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Chunks and assets the build names with a content hash (`elements/x-AbC123_-.js`, `assets/...`). */
const HASHED_FILE = /^(?:elements|assets)\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/**
 * The Cache-Control of a built file, by its path inside dist/. A hashed file never changes under its
 * name, so caches keep it a year without asking; everything else (`/`, index.html, the demo pages,
 * the loader at its stable URL /elements/index.js, its types) is revalidated so a deploy shows at once.
 */
export function cacheControlFor(distPath: string): string {
  return HASHED_FILE.test(distPath.replace(PRECOMPRESSED_SUFFIX, '')) ? IMMUTABLE : REVALIDATE;
}

/** Serves the built client from `distDir` under `/`. */
export async function registerBuiltFiles(app: FastifyInstance, distDir: string, delivery: Delivery) {
  if (delivery === 'plain') {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      setHeaders: (reply, path) => {
        if (path.endsWith('.html')) reply.header('Cache-Control', REVALIDATE);
      },
    });
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    preCompressed: true,
    // Set per file below; @fastify/send would otherwise add `public, max-age=0` to every file.
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', cacheControlFor(relative(distDir, path).split(sep).join('/')));
    },
  });
}

/** Compresses the answers of the routes registered after it in `api` (brotli or gzip by negotiation). */
export async function registerApiCompression(api: FastifyInstance, delivery: Delivery) {
  if (delivery === 'plain') return;
  await api.register(fastifyCompress, {
    threshold: API_COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Requests stay as they are: clients send small JSON bodies and multipart uploads.
    globalDecompression: false,
  });
}
