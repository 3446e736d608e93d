import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map|ts)$/;
/** Smaller files gain less than the bytes of their own headers. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export interface PrecompressResult {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

/**
 * Writes `x.br` (brotli, best quality) and `x.gz` (gzip, level 9) beside every compressible built file,
 * once at build time, so the server sends them by negotiation without compressing on each request
 * (@fastify/static `preCompressed`, server/http/delivery.ts). A variant that would not be smaller is
 * not written; the server then sends the file as it is.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: 9 }),
      ]);
      result.files += 1;
      result.raw += raw.length;
      if (br.length < raw.length) writeFileSync(`${file}.br`, br);
      if (gzipped.length < raw.length) writeFileSync(`${file}.gz`, gzipped);
      result.brotli += Math.min(br.length, raw.length);
      result.gzip += Math.min(gzipped.length, raw.length);
    }),
  );
  return result;
}
