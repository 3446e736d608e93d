import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../../../server/config';

/**
 * The README's scale-out example (docker-compose.yml and deploy/nginx.conf) cannot run here (no Docker
 * engine): this checks that it parses (with YAML merge keys, as Compose reads it) and that its parts fit together and fit the server's settings.
 */
interface Service {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
}

const root = resolve(__dirname, '../../..');
const compose = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const nginx = readFileSync(resolve(root, 'deploy/nginx.conf'), 'utf8');
const nodes = Object.entries(compose.services).filter(([, service]) => service.build === '.');

describe('the scale-out docker-compose example', () => {
  it('runs PostgreSQL, Redis, a proxy and two ISPS nodes with the same settings', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.redis?.image).toMatch(/^redis:/);
    expect(compose.services.proxy?.image).toMatch(/^nginx:/);
    expect(nodes).toHaveLength(2);
    const [first, second] = nodes.map(([, service]) => service.environment ?? {});
    expect(second).toEqual(first);
    expect(first).toMatchObject({
      DATABASE_URL: expect.stringMatching(/^postgres:\/\/[^@]+@postgres:5432\//),
      REDIS_URL: 'redis://redis:6379',
      ISPS_MODE: 'production',
      ISPS_SECRET_KEY: expect.any(String),
    });
    const known = new Set(CONFIG_VARIABLES.map((variable) => variable.name));
    for (const name of Object.keys(first ?? {})) expect(known, name).toContain(name);
  });

  it('balances every node in the proxy configuration it mounts, websockets included', () => {
    expect(compose.services.proxy?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    const upstream = /upstream isps \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const servers = [...upstream.matchAll(/server (\S+);/g)].map((match) => match[1]);
    expect(servers).toEqual(nodes.map(([name]) => `${name}:8080`));
    expect(nginx).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(nginx).toContain('proxy_set_header Connection $connection_upgrade;');
  });
});
