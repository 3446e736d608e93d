import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, parseDuration } from '../../../server/config';

describe('server configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      apiPrefix: '/jeecg-boot',
      mode: 'demo',
      captcha: true,
      tokenTtlMs: 7 * 86_400_000,
      shellTokenTtlMs: 3 * 3_600_000,
      maxFrameDepth: 3,
      authFailureStatus: 401,
      shell: {
        username: 'fsm_shell',
        secret: null,
        audience: 'isps-fsm-shell',
        networks: [],
        assertionUrl: null,
      },
      loginRateLimit: 30,
      openApi: true,
    });
    expect(config.dataDir).toBe(resolve('./data'));
  });

  it('serves the OpenAPI page in production only when configured', () => {
    expect(loadConfig({ ISPS_MODE: 'production' }).openApi).toBe(false);
    expect(loadConfig({ ISPS_MODE: 'production', ISPS_OPENAPI: 'on' }).openApi).toBe(true);
  });

  it('has no shell account in production unless configured, and then a shared secret', () => {
    expect(loadConfig({ ISPS_MODE: 'production' }).shell).toBeNull();
    const secret = 's'.repeat(32);
    expect(
      loadConfig({ ISPS_MODE: 'production', ISPS_SHELL_USERNAME: 'svc', ISPS_SHELL_SECRET: secret }).shell,
    ).toEqual({ username: 'svc', secret, audience: 'isps-fsm-shell', networks: [], assertionUrl: null });
  });

  it('refuses a shell password, a missing or short shell secret (issue 16)', () => {
    const bad: [Record<string, string>, string][] = [
      [{ ISPS_SHELL_PASSWORD: '123456' }, 'ISPS_SHELL_PASSWORD'],
      [{ ISPS_MODE: 'production', ISPS_SHELL_USERNAME: 'svc' }, 'ISPS_SHELL_SECRET'],
      [{ ISPS_SHELL_SECRET: 'too-short' }, 'ISPS_SHELL_SECRET'],
      [{ ISPS_SHELL_ASSERTION_URL: 'ftp://x' }, 'ISPS_SHELL_ASSERTION_URL'],
      [{ ISPS_LOGIN_RATE_LIMIT: '0' }, 'ISPS_LOGIN_RATE_LIMIT'],
      [{ ISPS_OPENAPI: 'maybe' }, 'ISPS_OPENAPI'],
    ];
    for (const [env, name] of bad) expect(() => loadConfig(env)).toThrow(name);
  });

  it('reads lists, durations and switches', () => {
    const config = loadConfig({
      ISPS_CAPTCHA: 'off',
      TOKEN_TTL: '30m',
      SHELL_TOKEN_TTL: '7200',
      ISPS_ALLOWED_ORIGINS: 'https://a.example, https://b.example',
      ISPS_SHELL_NETWORKS: '10.0.0.0/8,::1',
      API_PREFIX: '/api/',
      ISPS_AUTH_FAILURE_STATUS: '500',
      DATABASE_URL: 'postgres://u:p@localhost/isps',
    });
    expect(config).toMatchObject({
      captcha: false,
      tokenTtlMs: 1_800_000,
      shellTokenTtlMs: 7_200_000,
      allowedOrigins: ['https://a.example', 'https://b.example'],
      apiPrefix: '/api',
      authFailureStatus: 500,
      databaseUrl: 'postgres://u:p@localhost/isps',
    });
    expect(config.shell?.networks).toEqual(['10.0.0.0/8', '::1']);
    expect(parseDuration('X', '2d')).toBe(172_800_000);
  });

  it('names the variable of a bad value', () => {
    const bad: [Record<string, string>, string][] = [
      [{ PORT: 'eighty' }, 'PORT'],
      [{ ISPS_MODE: 'staging' }, 'ISPS_MODE'],
      [{ TOKEN_TTL: '7 weeks' }, 'TOKEN_TTL'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ ISPS_AUTH_FAILURE_STATUS: '403' }, 'ISPS_AUTH_FAILURE_STATUS'],
      [{ ISPS_SHELL_NETWORKS: 'somewhere' }, 'ISPS_SHELL_NETWORKS'],
      [{ API_PREFIX: '/a b' }, 'API_PREFIX'],
    ];
    for (const [env, name] of bad) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(name);
    }
  });

  it('lists every variable in the README configuration table', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    for (const variable of CONFIG_VARIABLES) expect(readme, variable.name).toContain(`\`${variable.name}\``);
  });
});
