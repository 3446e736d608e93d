import { expect } from 'chai';
import { COMMON_PROPS } from '../../src/ui/root/defineElement';
import type { PageSource } from '../../src/ui/root/elementClass';
import { configureTestRuntime, shadow, waitFor } from './helpers';

// The loader is imported by the tests below, in order: nothing in this file may import it (or
// elements/registry) statically, or the tags would be defined before the tests look.
configureTestRuntime();

const text = (element: HTMLElement, selector: string) =>
  shadow(element).querySelector(selector)?.textContent ?? '';
const requested = (path: string) =>
  performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path);

type Early = HTMLElement & { dictCode?: string; locale?: string; category?: string };

describe('the compact element registry', () => {
  it('defines every tag on load and reads the full definitions only on the first connect', async () => {
    const before = document.createElement('isps-dict-items') as Early;
    before.setAttribute('dict-code', 'priority');
    before.locale = 'en_US';
    document.body.append(before);
    expect(customElements.get('isps-dict-items')).to.equal(undefined);

    const loader = await import('../../elements/index');
    const tags = Object.keys(loader.elementRegistry);
    expect(tags.length).to.be.greaterThan(90);
    for (const tag of tags) {
      expect(customElements.get(tag), tag).to.be.a('function');
      expect(loader.elementRegistry[tag as keyof typeof loader.elementRegistry].element).to.equal(
        customElements.get(tag),
      );
    }

    // The element already in the page was upgraded: its attribute and its early property are props.
    expect(before).to.be.instanceOf(customElements.get('isps-dict-items') as CustomElementConstructor);
    expect(before.dictCode).to.equal('priority');
    expect(Object.hasOwn(before, 'locale')).to.equal(false);
    expect(before.locale).to.equal('en_US');
    // Its connect asked for the full definitions (the tag -> page chunk map), not the loader.
    await waitFor(() => requested('/elements/registry.ts'), 'the registry module to be requested');
    before.remove();
  });

  it('observes the attributes of every declared prop and the common ones before any chunk loads', async () => {
    const picker = customElements.get('isps-report-picker') as CustomElementConstructor & {
      observedAttributes: string[];
    };
    expect(picker.observedAttributes).to.include.members([
      'code',
      'org-fields',
      'width',
      'trigger-change',
      'group-id',
      'locale',
      'auto-login',
      'allowed-origins',
    ]);
    const element = document.createElement('isps-report-picker') as HTMLElement & {
      width?: number;
      multi?: boolean;
    };
    element.setAttribute('width', '320');
    element.setAttribute('multi', 'true');
    expect(element.width).to.equal(320);
    expect(element.multi).to.equal(true);
    const dict = document.createElement('isps-dict-items') as HTMLElement & { refresh?: () => unknown };
    expect(dict.refresh).to.be.a('function');
    expect(() => dict.refresh?.()).to.throw(/has not rendered yet/);
  });

  it('gives every tag of the element files its props, the common ones and its methods before any chunk loads', async () => {
    // The loader's list is generated from these definitions at build time; this checks the classes
    // it defined, not a second list.
    const { elementRegistry } = await import('../../elements/registry');
    const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    for (const definition of Object.values(elementRegistry)) {
      const element = customElements.get(definition.tag) as
        | (CustomElementConstructor & { observedAttributes: string[] })
        | undefined;
      expect(element, definition.tag).to.be.a('function');
      const props = Object.entries(definition.props as Record<string, { type: string }>);
      expect(element?.observedAttributes, definition.tag).to.have.members([
        ...Object.keys(COMMON_PROPS).map(kebab),
        ...props.map(([name]) => kebab(name)),
      ]);
      const instance = document.createElement(definition.tag) as HTMLElement & Record<string, unknown>;
      for (const [name, spec] of props) {
        if (spec.type === 'method') continue;
        instance.setAttribute(kebab(name), spec.type === 'boolean' ? 'true' : '12');
        expect(instance[name], `${definition.tag} ${name}`).to.equal(
          spec.type === 'boolean' ? true : spec.type === 'number' ? 12 : spec.type === 'json' ? 12 : '12',
        );
      }
      for (const name of Object.keys(('methods' in definition && definition.methods) || {}))
        expect(instance[name], `${definition.tag} ${name}()`).to.be.a('function');
    }
  });

  it('applies attributes and properties set before the upgrade and while the chunk is loading', async () => {
    const { defineCompactElements } = await import('../../src/ui/root/defineCompactElements');
    const element = document.createElement('isps-test-compact') as HTMLElement & {
      label?: string;
      count?: number;
      flag?: boolean;
      config?: unknown;
      formatter?: (value: string) => string;
      echo?: (value: string) => string;
    };
    element.setAttribute('label', 'from the attribute');
    element.count = 7;
    document.body.append(element);

    let release: (() => void) | undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: string[] = [];
    const source = async (tag: string): Promise<PageSource> => {
      asked.push(tag);
      await arrived;
      return { page: () => import('./fixtures/ProbePage'), session: 'none' };
    };
    const registry = defineCompactElements(
      'test-compact label count# flag! config@ formatter& echo()',
      source,
    );
    expect(registry['isps-test-compact']?.element).to.equal(customElements.get('isps-test-compact'));

    // Upgraded, connected, chunk not there yet: props are readable, nothing is rendered.
    expect(element.label).to.equal('from the attribute');
    expect(Object.hasOwn(element, 'count')).to.equal(false);
    expect(element.count).to.equal(7);
    expect(asked).to.deep.equal(['isps-test-compact']);
    expect(element.shadowRoot?.childNodes.length).to.equal(0);
    element.setAttribute('flag', 'true');
    element.config = { late: true };
    element.formatter = (value) => `formatted ${value}`;

    release?.();
    await waitFor(() => element.shadowRoot?.querySelector('.probe'), 'the probe page');
    expect(text(element, '.label')).to.equal('from the attribute');
    expect(text(element, '.count')).to.equal('number:7');
    expect(text(element, '.flag')).to.equal('boolean:true');
    expect(text(element, '.config')).to.equal('{"late":true}');
    expect(text(element, '.formatted')).to.equal('formatted x');
    await waitFor(() => {
      try {
        return element.echo?.('hi') === 'echo:hi:from the attribute';
      } catch {
        return false; // the page registers its API in an effect, just after the first render
      }
    }, 'the echo method');

    // A second element of the tag does not ask for the page source again.
    const second = document.createElement('isps-test-compact');
    document.body.append(second);
    await waitFor(() => second.shadowRoot?.querySelector('.probe'), 'the second probe page');
    expect(asked).to.deep.equal(['isps-test-compact']);
    element.remove();
    second.remove();
  });

  it("loads a tag's page source on preload, before any element connects, and only once", async () => {
    const [{ defineCompactElements }, { preloadTag }] = await Promise.all([
      import('../../src/ui/root/defineCompactElements'),
      import('../../src/ui/root/elementClass'),
    ]);
    const asked: string[] = [];
    const pages: string[] = [];
    defineCompactElements('test-preloaded label', async (tag) => {
      asked.push(tag);
      return {
        page: () => {
          pages.push(tag);
          return import('./fixtures/ProbePage');
        },
        session: 'none',
      };
    });
    preloadTag('isps-test-preloaded');
    preloadTag('isps-test-not-defined');
    await waitFor(() => pages.length === 1, 'the preloaded page chunk');
    expect(asked).to.deep.equal(['isps-test-preloaded']);

    const element = document.createElement('isps-test-preloaded');
    element.setAttribute('label', 'preloaded');
    document.body.append(element);
    await waitFor(() => element.shadowRoot?.querySelector('.probe'), 'the preloaded probe page');
    expect(text(element, '.label')).to.equal('preloaded');
    expect(asked).to.deep.equal(['isps-test-preloaded']);
    expect(pages).to.deep.equal(['isps-test-preloaded']);
    element.remove();
  });
  it("sends a tag's first requests (data) with a stored session before its page chunk has come; the page's get takes the answer", async () => {
    const [{ defineCompactElements }, { preloadTag }, http, session] = await Promise.all([
      import('../../src/ui/root/defineCompactElements'),
      import('../../src/ui/root/elementClass'),
      import('../../src/client/http'),
      import('../../src/client/session'),
    ]);
    session.startSession({
      token: 'early-token',
      userInfo: { id: '1', username: 'u', realname: 'U' },
      source: 'login',
      storageMs: 1e6,
    });
    const sent: { url: string; token: string | null }[] = [];
    const realFetch = window.fetch;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.includes('/early/list')) return realFetch(input, init);
      sent.push({ url, token: new Headers(init?.headers).get('X-Access-Token') });
      return new Response(JSON.stringify({ success: true, result: 'early' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pages: string[] = [];
    try {
      defineCompactElements('test-early-data', async () => ({
        page: () => {
          pages.push('asked');
          return arrived.then(() => import('./fixtures/ProbePage'));
        },
        session: 'none',
        data: async () => ({
          default: () => [{ url: '/early/list', params: { pageNo: 1, docStatus: 'approved' } }],
        }),
      }));
      preloadTag('isps-test-early-data');
      await waitFor(() => sent.length === 1, 'the early request');
      expect(pages).to.deep.equal(['asked']); // the page chunk is on its way, not there
      expect(new URL(sent[0]!.url, location.href).pathname).to.equal('/jeecg-boot/early/list');
      expect(sent[0]!.token).to.equal('early-token');
      // The page asks the same (parameters in its own order): the answer is there, nothing is sent again.
      expect(await http.get('/early/list', { docStatus: 'approved', pageNo: 1 })).to.deep.equal({
        success: true,
        result: 'early',
      });
      expect(sent).to.have.length(1);
    } finally {
      release();
      window.fetch = realFetch;
      session.clearSession();
    }
  });
});
