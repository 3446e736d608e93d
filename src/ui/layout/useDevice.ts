import { useSyncExternalStore } from 'react';

export type Device = 'desktop' | 'tablet' | 'mobile';

/** spec 2.5, 9: up to 767 px is a phone, up to 1087 px a tablet. */
export const PHONE_QUERY = '(max-width: 767.98px)';
export const TABLET_QUERY = '(max-width: 1087.98px)';

function current(): Device {
  if (window.matchMedia(PHONE_QUERY).matches) return 'mobile';
  if (window.matchMedia(TABLET_QUERY).matches) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  const queries = [window.matchMedia(PHONE_QUERY), window.matchMedia(TABLET_QUERY)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/** The device class of the window width, updated when it crosses a breakpoint. */
export function useDevice(): Device {
  return useSyncExternalStore(subscribe, current, () => 'desktop');
}
