import { afterEach, describe, expect, it } from 'vitest';
import {
  $signInDesk,
  SESSION_REQUIRED_EVENT,
  showLoginForm,
  signInPrompter,
  waitForSignIn,
} from '../../../src/client/signIn';

const placed: HTMLElement[] = [];
function element(tag = 'isps-dict-items'): HTMLElement {
  const created = document.createElement(tag);
  document.body.append(created);
  placed.push(created);
  return created;
}

describe('one sign-in per page (docs/embedding.md "Signing in")', () => {
  afterEach(() => {
    for (const created of placed.splice(0)) created.remove();
    $signInDesk.set({ waiting: [], forms: [], hostSignsIn: false });
  });

  it('lets the first waiting element ask and the others wait, and the next one ask when it leaves', () => {
    const [first, second, third] = [element(), element(), element()];
    const stops = [first, second, third].map((each) => waitForSignIn(each));
    expect(signInPrompter($signInDesk.get())).toBe(first);
    stops[0]?.();
    expect(signInPrompter($signInDesk.get())).toBe(second);
    stops[1]?.();
    stops[2]?.();
    expect($signInDesk.get().waiting).toEqual([]);
  });

  it('asks the host once per period without a session; a host that cancels signs in itself', () => {
    const asked: Event[] = [];
    const cancel = (event: Event) => {
      asked.push(event);
      event.preventDefault();
    };
    document.addEventListener(SESSION_REQUIRED_EVENT, cancel);
    try {
      const stops = [element(), element()].map((each) => waitForSignIn(each));
      expect(asked).toHaveLength(1);
      expect(signInPrompter($signInDesk.get())).toBeNull();
      for (const stop of stops) stop();
      // The session came; the next period without one asks the host again.
      expect($signInDesk.get().hostSignsIn).toBe(false);
      waitForSignIn(element());
      expect(asked).toHaveLength(2);
    } finally {
      document.removeEventListener(SESSION_REQUIRED_EVENT, cancel);
    }
  });

  it('leaves the asking to an element with a login form of its own', () => {
    const waiting = element();
    waitForSignIn(waiting);
    const login = element('isps-login');
    const withdraw = showLoginForm(login);
    expect(signInPrompter($signInDesk.get())).toBe(login);
    withdraw();
    expect(signInPrompter($signInDesk.get())).toBe(waiting);
  });

  it('never lets a removed element ask', () => {
    const [gone, present] = [element(), element()];
    waitForSignIn(gone);
    waitForSignIn(present);
    gone.remove();
    expect(signInPrompter($signInDesk.get())).toBe(present);
  });
});
