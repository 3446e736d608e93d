import { sendMouse } from '@web/test-runner-commands';
import { setRuntimeConfig } from '../../src/client/runtimeConfig';

/** The element's box once two reads 50 ms apart agree (an opening animation is over). */
async function settledBox(element: Element): Promise<DOMRect> {
  let previous = element.getBoundingClientRect();
  for (let tries = 0; tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const box = element.getBoundingClientRect();
    if (['x', 'y', 'width', 'height'].every((k) => box[k as keyof DOMRect] === previous[k as keyof DOMRect]))
      return box;
    previous = box;
  }
  throw new Error('the element kept moving for 5 s');
}

/** Polls until `check` returns a truthy value. */
export async function waitFor<T>(
  check: () => T | null | undefined | false,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A real mouse click at the centre of the element (through Playwright), as a user would. It waits for
 * the element to stop moving first: a button in a popup that is still zooming in would be missed on a
 * loaded machine.
 */
export async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = await settledBox(element);
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

export function mount(
  tag: string,
  attributes: Record<string, string> = {},
  parent: Element = document.body,
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  return element;
}

export function shadow(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return element.shadowRoot;
}

export function style(element: Element): CSSStyleDeclaration {
  return getComputedStyle(element);
}

/** Waits until the element and its ancestors run no animation (an opening motion has finished). */
export async function settled(element: Element): Promise<void> {
  const root = element.getRootNode() as ShadowRoot | Document;
  await waitFor(
    () => root.getAnimations().every((animation) => animation.playState !== 'running'),
    'animations to settle',
  );
}

/** The deployment configuration of a test page: the API on this origin, no captcha, a shell backend if given. */
export function configureTestRuntime(shellAssertionUrl: string | null = null): void {
  setRuntimeConfig({
    apiBase: '/jeecg-boot',
    allowedOrigins: [],
    maxFrameDepth: 3,
    captcha: false,
    shellAssertionUrl,
  });
}
