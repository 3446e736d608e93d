import { atom, type WritableAtom } from 'nanostores';
import { pageShared } from './pageShared';

/**
 * One sign-in per page (docs/embedding.md "Signing in"): while no session exists, one element asks for
 * credentials and every other one waits for the shared session. Kept for the whole page, so two
 * copies of the library agree on who asks.
 */
export interface SignInDesk {
  /** Elements without a session, in the order they started to wait. */
  waiting: HTMLElement[];
  /** Elements showing a login form of their own (`isps-login`): they ask for the whole page. */
  forms: HTMLElement[];
  /** The host page signs in itself: it cancelled `isps-session-required`. */
  hostSignsIn: boolean;
}

export const SESSION_REQUIRED_EVENT = 'isps-session-required';

export const $signInDesk: WritableAtom<SignInDesk> = pageShared('signIn', () =>
  atom<SignInDesk>({ waiting: [], forms: [], hostSignsIn: false }),
);

/** The element that shows the page's one login form, or null while the host signs in itself. */
export function signInPrompter(desk: SignInDesk): HTMLElement | null {
  const ownForm = desk.forms.find((element) => element.isConnected);
  if (ownForm) return ownForm;
  if (desk.hostSignsIn) return null;
  return desk.waiting.find((element) => element.isConnected) ?? null;
}

/**
 * `element` needs a session. The first element of a waiting period asks the host first with a
 * cancelable `isps-session-required` event: a host that cancels it signs in itself (`setSession`).
 * Returns the function that stops waiting (session arrived or element removed).
 */
export function waitForSignIn(element: HTMLElement): () => void {
  const desk = $signInDesk.get();
  if (desk.waiting.includes(element)) return () => stopWaiting(element);
  const first = desk.waiting.length === 0;
  $signInDesk.set({ ...desk, waiting: [...desk.waiting, element] });
  if (first) {
    const event = new CustomEvent(SESSION_REQUIRED_EVENT, {
      bubbles: true,
      composed: true,
      cancelable: true,
      detail: { tag: element.localName },
    });
    const hostSignsIn = !element.dispatchEvent(event);
    if (hostSignsIn) $signInDesk.set({ ...$signInDesk.get(), hostSignsIn });
  }
  return () => stopWaiting(element);
}

function stopWaiting(element: HTMLElement): void {
  const desk = $signInDesk.get();
  const waiting = desk.waiting.filter((other) => other !== element);
  // The next period without a session asks the host again.
  $signInDesk.set({ ...desk, waiting, hostSignsIn: waiting.length > 0 && desk.hostSignsIn });
}

/** An element shows a login form of its own (`isps-login`); returns the function that withdraws it. */
export function showLoginForm(element: HTMLElement): () => void {
  const desk = $signInDesk.get();
  $signInDesk.set({ ...desk, forms: [...desk.forms.filter((other) => other !== element), element] });
  return () => {
    const current = $signInDesk.get();
    $signInDesk.set({ ...current, forms: current.forms.filter((other) => other !== element) });
  };
}
