import { describe, expect, it } from 'vitest';
import { startupPhases } from '../../server/startup-phases';

/** A clock that moves 1.5 s between two readings. */
function steppingClock(): () => number {
  let at = 0;
  return () => {
    at += 1500;
    return at;
  };
}

describe('npm start phases (issue 16 point 9)', () => {
  it('writes one line per phase: its label, then its time', async () => {
    let out = '';
    const phase = startupPhases((text) => (out += text), false, steppingClock());
    expect(await phase('migrating the database', async () => 42)).toBe(42);
    await phase('seeding the system data', async () => undefined);
    expect(out).toBe('[isps] migrating the database … 1.5 s\n[isps] seeding the system data … 1.5 s\n');
  });

  it('says a phase failed and passes its error on', async () => {
    let out = '';
    const phase = startupPhases((text) => (out += text), false, steppingClock());
    await expect(
      phase('building the client', () => Promise.reject(new Error('vite exited'))),
    ).rejects.toThrow('vite exited');
    expect(out).toBe('[isps] building the client … failed after 1.5 s\n');
  });

  it('gives the label a line of its own when the details are shown in between', async () => {
    let out = '';
    const phase = startupPhases((text) => (out += text), true, steppingClock());
    await phase('building the client', async () => undefined);
    expect(out).toBe('[isps] building the client …\n[isps] building the client: 1.5 s\n');
  });
});
