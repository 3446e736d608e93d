import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { $locale } from '../../client/locale';
import { ElementRoot } from './ElementRoot';
import type { PageModule } from './elementClass';

// web-components.md 10: dayjs.locale() is global to the page; follow the shared atom, never set it in render.
$locale.subscribe((locale) => dayjs.locale(locale === 'zh_CN' ? 'zh-cn' : 'en'));

export interface MountedPage {
  update(props: Record<string, unknown>): void;
  unmount(): void;
}

export interface MountOptions {
  shadowRoot: ShadowRoot;
  host: HTMLElement;
  Page: PageModule['default'];
  props: Record<string, unknown>;
  session: 'required' | 'none';
}

/** Renders a page inside its element root; each connect mounts afresh (web-components.md 3). */
export function mountElement({ shadowRoot, host, Page, props, session }: MountOptions): MountedPage {
  const root = createRoot(shadowRoot);
  const AnyPage = Page as ComponentType<Record<string, unknown>>;
  const render = (current: Record<string, unknown>) =>
    root.render(
      <ElementRoot
        shadowRoot={shadowRoot}
        host={host}
        locale={current.locale as string | undefined}
        session={session}
        autoLogin={current.autoLogin === true}
        allowedOrigins={current.allowedOrigins as string | undefined}
        busId={current.busId as string | undefined}
        filter={current.filter as string | undefined}
      >
        <AnyPage {...current} host={host} />
      </ElementRoot>,
    );
  render(props);
  return { update: render, unmount: () => root.unmount() };
}
