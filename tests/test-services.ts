import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/**
 * The PostgreSQL and Redis the server tests need, so `npm test` passes by itself after the README's
 * system step: a URL given in ISPS_TEST_PG_URL / ISPS_TEST_REDIS_URL is used as it is (.ci/run sets
 * both); a missing one is replaced by a throwaway server from the system binaries, on a free loopback
 * port in a temporary folder, stopped and deleted when the run ends.
 */

const INSTALL_HINT = 'run `sudo bash .ci/install-system-packages` (README) or set';

/** A setup failure told in one line: the message is all a developer needs, a stack would bury it. */
export class TestServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) {
    throw new TestServiceError(
      `PostgreSQL for the server tests is not installed (no ${root}/*/bin/initdb): ${INSTALL_HINT} ISPS_TEST_PG_URL`,
    );
  }
  return join(root, newest, 'bin');
}

function redisServerBin(): string {
  const found = (process.env.PATH ?? '')
    .split(delimiter)
    .map((folder) => join(folder, 'redis-server'))
    .find((file) => existsSync(file));
  if (!found) {
    throw new TestServiceError(
      `Redis for the server tests is not installed (no redis-server on PATH): ${INSTALL_HINT} ISPS_TEST_REDIS_URL`,
    );
  }
  return found;
}

const asRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user, as .ci/run does. */
function postgresCommand(command: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function runPostgres(command: string, args: string[]): void {
  const [file, argv] = postgresCommand(command, args);
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new TestServiceError(
      `${command} failed (${result.status}): ${(result.stderr || result.stdout).trim().split('\n').join(' | ')}`,
    );
  }
}

interface Started {
  url: string;
  /** Synchronous, so it can also run from a process 'exit' handler after an interrupted run. */
  stop(): void;
}

async function startPostgres(): Promise<Started> {
  const bin = postgresBin();
  const folder = mkdtempSync(join(tmpdir(), 'isps-test-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(folder, uid, gid);
  }
  const port = await freePort();
  const dataDir = join(folder, 'data');
  runPostgres(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  // Durability is not what a throwaway test database is for: fsync off saves seconds on every schema.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  runPostgres(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    join(folder, 'server.log'),
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      const [file, argv] = postgresCommand(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
      spawnSync(file, argv, { stdio: 'ignore' });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function waitForReady(child: ChildProcess, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(
        new TestServiceError(
          `redis-server on port ${port} exited (${code}): ${output.trim().split('\n').at(-1)}`,
        ),
      ),
    );
  });
}

async function startRedis(): Promise<Started> {
  const bin = redisServerBin();
  const port = await freePort();
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await waitForReady(child, port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop() {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * Makes ISPS_TEST_PG_URL and ISPS_TEST_REDIS_URL point at a running server each, starting the missing
 * ones; returns what stops the started ones. Set before the test workers start, the variables reach them.
 */
export async function provideTestServices(env: NodeJS.ProcessEnv = process.env): Promise<() => void> {
  const started: Started[] = [];
  const stopAll = () => {
    for (const service of started.splice(0)) service.stop();
  };
  process.once('exit', stopAll);
  try {
    if (!env.ISPS_TEST_PG_URL) {
      const postgres = await startPostgres();
      started.push(postgres);
      env.ISPS_TEST_PG_URL = postgres.url;
    }
    if (!env.ISPS_TEST_REDIS_URL) {
      const redis = await startRedis();
      started.push(redis);
      env.ISPS_TEST_REDIS_URL = redis.url;
    }
  } catch (error) {
    stopAll();
    throw error;
  }
  return stopAll;
}
