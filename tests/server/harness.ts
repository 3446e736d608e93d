import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppDependencies, buildApp } from '../../server/app';
import type { Clock } from '../../server/clock';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { CaptchaGenerator } from '../../server/modules/auth/captcha-generator';
import type { SmsSender } from '../../server/modules/auth/sms-sender';

/**
 * Builds the real app on a fresh database: SQLite always, PostgreSQL too when ISPS_TEST_PG_URL is set
 * (each app gets its own schema, dropped on close). Use `describe.each(engines)`.
 */
export type EngineName = 'sqlite' | 'postgres';

const PG_URL = process.env.ISPS_TEST_PG_URL;
export const engines: EngineName[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A clock the test moves. */
export class TestClock implements Clock {
  constructor(private current = Date.now()) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/** The captcha text every generated captcha of a test app has. */
export const CAPTCHA_TEXT = 'K7PX';
const fixedCaptcha: CaptchaGenerator = { create: () => ({ text: CAPTCHA_TEXT, svg: '<svg/>' }) };

export interface SentSms {
  mobile: string;
  code: string;
  purpose: string;
}

export const DEMO_PASSWORD = '123456';

export interface TestApp {
  app: App;
  clock: TestClock;
  sms: SentSms[];
  engine: EngineName;
  config: ServerConfig;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** GET/POST helpers with an optional token; bodies are JSON. */
  get(url: string, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(
    url: string,
    body: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  put(
    url: string,
    body: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Fetches a captcha for a fresh key and returns the key. */
  captchaKey(): Promise<string>;
  /** Logs in through /sys/login with a fresh captcha and returns the whole Result body. */
  loginBody(username: string, password?: string): Promise<Record<string, unknown>>;
  /** Logs in and returns the token (throws when the login fails). */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  deps?: AppDependencies;
}

async function withPgClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export async function createTestApp(engine: EngineName, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'isps-test-'));
  const config: ServerConfig = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env }),
  };
  let dropSchema: (() => Promise<void>) | null = null;
  if (engine === 'postgres') {
    if (!PG_URL) throw new Error('ISPS_TEST_PG_URL is not set');
    const schema = `isps_t_${randomBytes(6).toString('hex')}`;
    await withPgClient(PG_URL, (client) => client.query(`create schema ${schema}`));
    config.databaseUrl = PG_URL;
    config.databaseSchema = schema;
    dropSchema = () =>
      withPgClient(PG_URL, (client) => client.query(`drop schema ${schema} cascade`)).then(() => {});
  }
  const clock = new TestClock();
  const sms: SentSms[] = [];
  const recordingSms: SmsSender = {
    async send(message) {
      sms.push(message);
    },
  };
  const app = await buildApp(config, {
    clock,
    sms: recordingSms,
    captcha: fixedCaptcha,
    logger: false,
    distDir: join(dataDir, 'no-dist'),
    ...options.deps,
  });
  const prefix = config.apiPrefix;
  const headersWith = (token?: string, headers?: Record<string, string>) => ({
    ...(token ? { 'x-access-token': token } : {}),
    ...headers,
  });
  const api = (url: string) =>
    url.startsWith('/isps-config') || url.startsWith(prefix) ? url : `${prefix}${url}`;

  const harness: TestApp = {
    app,
    clock,
    sms,
    engine,
    config,
    inject: (opts) => app.inject(opts),
    get: (url, token, headers) =>
      app.inject({ method: 'GET', url: api(url), headers: headersWith(token, headers) }),
    post: (url, body, token, headers) =>
      app.inject({
        method: 'POST',
        url: api(url),
        payload: body as object,
        headers: headersWith(token, headers),
      }),
    put: (url, body, token, headers) =>
      app.inject({
        method: 'PUT',
        url: api(url),
        payload: body as object,
        headers: headersWith(token, headers),
      }),
    async captchaKey() {
      const key = randomBytes(8).toString('hex');
      const res = await harness.get(`/sys/randomImage/${key}`);
      if (res.statusCode !== 200) throw new Error(`captcha failed: ${res.body}`);
      return key;
    },
    async loginBody(username, password = DEMO_PASSWORD) {
      const checkKey = await harness.captchaKey();
      const res = await harness.post('/sys/login', { username, password, captcha: CAPTCHA_TEXT, checkKey });
      return res.json();
    },
    async login(username, password = DEMO_PASSWORD) {
      const body = await harness.loginBody(username, password);
      if (body.code !== 200) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
      return (body.result as { token: string }).token;
    },
    async close() {
      await app.close();
      await dropSchema?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** Runs a statement on the test app's database through Kysely (fixtures: freeze a user, add grants). */
export function db(t: TestApp) {
  return t.app.ctx.db;
}

/** A describe block's app on one engine with the admin's token: built before its tests, closed after. */
export class AdminSuite {
  private app: TestApp | null = null;
  private token = '';
  constructor(engine: EngineName) {
    beforeAll(async () => {
      this.app = await createTestApp(engine);
      this.token = await this.app.login('admin');
    });
    afterAll(async () => {
      await this.app?.close();
    });
  }
  get t(): TestApp {
    if (!this.app) throw new Error('AdminSuite: the app is built in beforeAll');
    return this.app;
  }
  get admin(): string {
    return this.token;
  }
}

/** Every route of the app's OpenAPI document as method + path below the API prefix (`{param}` form). */
export async function routeTable(t: TestApp): Promise<{ method: string; path: string }[]> {
  await t.app.ready();
  const prefix = t.config.apiPrefix;
  const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      path: path.startsWith(prefix) ? path.slice(prefix.length) : path,
    })),
  );
}
