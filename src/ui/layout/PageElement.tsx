import { createElement, useEffect, useState } from 'react';
import { useT } from '../root/hooks';
import { LazyResult } from '../root/lazyParts';

const TAG = /^isps-[a-z0-9]+(-[a-z0-9]+)*$/;

function isDefined(tag: string): boolean {
  return TAG.test(tag) && customElements.get(tag) !== undefined;
}

/**
 * Renders a page through its `isps-*` element (architecture.md). A tag that no loaded script defines
 * yet shows a clear "not available yet" state and renders as soon as the tag gets defined.
 */
export function PageElement({
  tag,
  attributes = {},
  hidden = false,
}: {
  tag: string;
  attributes?: Record<string, string>;
  hidden?: boolean;
}) {
  const t = useT('app');
  const [defined, setDefined] = useState(() => isDefined(tag));

  useEffect(() => {
    if (isDefined(tag)) {
      setDefined(true);
      return;
    }
    setDefined(false);
    if (!TAG.test(tag)) return;
    let live = true;
    void customElements.whenDefined(tag).then(() => live && setDefined(true));
    return () => {
      live = false;
    };
  }, [tag]);

  if (!defined) {
    return hidden ? null : (
      <LazyResult
        status="info"
        title={t('page.unavailable')}
        subTitle={t('page.unavailableDetail', { tag })}
        className="isps-page-unavailable"
      />
    );
  }
  return createElement(tag, { ...attributes, hidden: hidden || undefined, class: 'isps-page' });
}
