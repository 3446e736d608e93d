import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { type S3Credentials, sha256Hex, signS3Request } from './s3-signer';

/** Where uploaded files live: the local data folder by default, an S3-compatible bucket when configured. */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<{ stream: Readable; size: number | null } | null>;
  remove(key: string): Promise<void>;
}

/**
 * A stored key is a relative path of safe segments (`biz/name_123.png`); anything with `..`, a leading
 * slash, backslashes or control characters is refused (spec 7.1: `..` refused).
 */
export function safeKey(path: string): string | null {
  if (path.length === 0 || path.length > 500 || path.startsWith('/') || path.includes('\\')) return null;
  const segments = path.split('/');
  const control = (s: string) => [...s].some((char) => char.charCodeAt(0) < 0x20);
  if (segments.some((s) => s === '' || s === '.' || s === '..' || control(s))) return null;
  return segments.join('/');
}

export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private file(key: string): string {
    const full = resolve(join(this.root, key));
    if (!full.startsWith(`${this.root}${sep}`)) throw new Error('path outside the upload folder');
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx' });
  }

  async get(key: string) {
    const file = this.file(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { stream: createReadStream(file), size: info.size };
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

export interface S3Config extends S3Credentials {
  endpoint: string;
  bucket: string;
}

/** Path-style requests (`<endpoint>/<bucket>/<key>`), which MinIO and most compatible stores accept. */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;

  constructor(
    private readonly config: S3Config,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  private url(key: string): URL {
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    return new URL(
      `${this.config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(this.config.bucket)}/${encoded}`,
    );
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.url(key);
    const headers = signS3Request(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: sha256Hex(body ?? ''),
      },
      this.config,
      new Date(),
    );
    delete headers.host;
    return this.fetcher(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, data, contentType);
    if (!response.ok) throw new Error(`object store answered ${response.status}`);
  }

  async get(key: string) {
    const response = await this.send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok || !response.body) throw new Error(`object store answered ${response.status}`);
    const { Readable } = await import('node:stream');
    const length = response.headers.get('content-length');
    return {
      stream: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      size: length ? Number(length) : null,
    };
  }

  async remove(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) throw new Error(`object store answered ${response.status}`);
  }
}

/**
 * S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_REGION, default us-east-1)
 * switch uploads to an S3-compatible store; without them files stay under DATA_DIR/upload.
 */
export function fileStoreFromEnv(dataDir: string, env: Record<string, string | undefined>): FileStore {
  const endpoint = env.S3_ENDPOINT?.trim();
  const bucket = env.S3_BUCKET?.trim();
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return new S3FileStore({
      endpoint,
      bucket,
      accessKeyId,
      secretAccessKey,
      region: env.S3_REGION?.trim() || 'us-east-1',
    });
  }
  return new LocalFileStore(join(dataDir, 'upload'));
}
