/**
 * antd's CSS-in-JS output, generated once per library copy and shared by every element root.
 *
 * antd writes its `<style>` tags into one detached collector element (the StyleProvider container).
 * Each style tag is mirrored into a constructable stylesheet, and every mounted shadow root adopts
 * the same sheets, so the tenth element on a page reuses the work of the first instead of
 * generating and parsing the styles again. This also sidesteps cssinjs skipping the insertion for a
 * second root committed in the same task (its de-duplication is keyed by style path, not container).
 * Browsers without adoptable sheets fall back to writing the styles into each shadow root.
 */
export const supportsAdoptedSheets =
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

interface Mirrored {
  sheet: CSSStyleSheet;
  text: string;
}

export class SharedStyles {
  /** The StyleProvider container: never attached to the document. */
  readonly collector: HTMLElement = document.createElement('div');
  private readonly mirrors = new WeakMap<HTMLStyleElement, Mirrored>();
  private readonly roots = new Set<ShadowRoot>();
  private readonly base: CSSStyleSheet[];
  private sheets: CSSStyleSheet[] = [];
  private readonly observer = new MutationObserver(() => this.sync());

  constructor(baseCss: string) {
    const base = new CSSStyleSheet();
    base.replaceSync(baseCss);
    this.base = [base];
    this.observer.observe(this.collector, { childList: true, subtree: true, characterData: true });
  }

  /** Adopts the shared sheets into `root` now and on every later change; returns the detach function. */
  attach(root: ShadowRoot): () => void {
    this.roots.add(root);
    this.observer.takeRecords();
    this.sync();
    return () => {
      this.roots.delete(root);
    };
  }

  private sync(): void {
    const next: CSSStyleSheet[] = [];
    for (const style of this.collector.querySelectorAll('style')) {
      const text = style.textContent ?? '';
      let mirrored = this.mirrors.get(style);
      if (!mirrored) {
        mirrored = { sheet: new CSSStyleSheet(), text: '' };
        this.mirrors.set(style, mirrored);
      }
      if (mirrored.text !== text) {
        mirrored.sheet.replaceSync(text);
        mirrored.text = text;
      }
      if (text) next.push(mirrored.sheet);
    }
    this.sheets = next;
    const adopted = [...this.base, ...this.sheets];
    for (const root of this.roots) root.adoptedStyleSheets = adopted;
  }
}
