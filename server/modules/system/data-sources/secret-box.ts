import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_FILE = 'secret.key';
const PREFIX = 'v1';

/**
 * Encrypts stored secrets (data-source passwords, api-contract 8.7 and 11) with AES-256-GCM. The key
 * comes from ISPS_SECRET_KEY (32 bytes, base64) or, by default, from `DATA_DIR/secret.key`, created
 * once with owner-only access; it is never in the source or the database.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static open(dataDir: string, env: Record<string, string | undefined> = process.env): SecretBox {
    const configured = env.ISPS_SECRET_KEY?.trim();
    if (configured) {
      const key = Buffer.from(configured, 'base64');
      if (key.length !== 32) throw new Error('ISPS_SECRET_KEY: expected 32 bytes in base64');
      return new SecretBox(key);
    }
    const file = join(dataDir, KEY_FILE);
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      try {
        writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        // Another node on the same data folder wrote it first: use that one.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    return new SecretBox(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
  }

  /** A key for one purpose, derived from this one (HMAC-SHA256): the same on every node sharing the key. */
  derive(purpose: string): Buffer {
    return createHmac('sha256', this.key).update(purpose).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      PREFIX,
      iv.toString('base64'),
      cipher.getAuthTag().toString('base64'),
      data.toString('base64'),
    ].join(':');
  }

  /** The plain text, or null when the value was not sealed with this key. */
  open(sealed: string): string | null {
    const [prefix, iv, tag, data] = sealed.split(':');
    if (prefix !== PREFIX || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
