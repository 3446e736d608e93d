import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Resolves with the first stdout line that satisfies `match`. */
function waitForLine(child: ChildProcess, match: (line: string) => boolean): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      const found = lines.find(match);
      if (found) {
        child.stdout?.off('data', onData);
        resolvePromise(found);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before the expected line`)));
  });
}

describe('npm start (server/main.ts)', () => {
  let work: string;
  let child: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    // Started from an empty folder: no vite config there, so the client build is skipped with a log line.
    work = mkdtempSync(join(tmpdir(), 'isps-start-'));
    child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'server', 'main.ts')], {
      cwd: work,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // npm start's last phase line: `[isps] ready on http://127.0.0.1:<port> (demo, SQLite) in … s`.
    const ready = await waitForLine(child, (line) => line.startsWith('[isps] ready on'));
    port = Number(/ready on http:\/\/[^:]+:(\d+)/.exec(ready)?.[1]);
  });

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it('migrates, seeds and answers on its port', async () => {
    const config = await fetch(`http://127.0.0.1:${port}/isps-config.json`);
    expect(await config.json()).toMatchObject({ apiBase: '/jeecg-boot', captcha: true });
    expect(existsSync(join(work, 'data', 'isps.sqlite'))).toBe(true);
  });

  it('keeps tokens of URLs out of the log', async () => {
    const secret = 'SeCrEtToKeN0123456789';
    await fetch(`http://127.0.0.1:${port}/jeecg-boot/sys/user/getUserInfo?token=${secret}`);
    await fetch(`http://127.0.0.1:${port}/jeecg-boot/thirdLogin/getLoginUser/${secret}`);
    await fetch(`http://127.0.0.1:${port}/jeecg-boot/sys/getEncryptedString`);
    await vi.waitFor(() => expect(output).toContain('/sys/getEncryptedString'));
    expect(output).toContain('token=***');
    expect(output).not.toContain(secret);
  });

  it('lets an in-flight request finish on SIGTERM, then closes the database and exits 0', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    const body = JSON.stringify({ mobile: '13800138000', smsmode: '0' });
    socket.write(
      `POST /jeecg-boot/sys/sms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 5));
    const stopping = waitForLine(child, (line) => line.includes('shutting down'));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    await stopping;
    const answer = new Promise<string>((r) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => r(text));
    });
    socket.write(body.slice(5));
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('"success":true');
    expect(await exited).toBe(0);
    // better-sqlite3 removes the WAL file when the last connection closes cleanly.
    expect(existsSync(join(work, 'data', 'isps.sqlite-wal'))).toBe(false);
  });
});
