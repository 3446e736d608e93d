import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export interface DemoServer {
  url: string;
  /** Stops the server and removes its throwaway data folder. */
  stop: () => Promise<void>;
}

/**
 * The real server with the demo data on a throwaway data folder, as the benches and the screenshots
 * use it: captcha off, quiet log, `env` on top. Resolves once it answers; the first start may build
 * the client, so it waits up to five minutes.
 */
export async function startDemoServer(port: number, env: Record<string, string> = {}): Promise<DemoServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'isps-demo-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ISPS_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server on ${port} exited while starting (${child.exitCode})`);
    }
    try {
      if ((await fetch(`${url}/isps-config.json`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`the server on ${port} did not start within 300 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
