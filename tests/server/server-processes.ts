import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ServerProcess {
  process: ChildProcess;
  /** host:port */
  address: string;
}

/** Starts the real server as its own OS process (ledger-server-process.ts) and waits for its address. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'ledger-server-process.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    // Generous: on a loaded machine compiling and starting the server can take more than a minute.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start: ${output}`));
    }, 150_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING http:\/\/(\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ process: child, address: match[1] });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
}

/** Resolves once the process has exited (at once when it already has). */
export function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}
