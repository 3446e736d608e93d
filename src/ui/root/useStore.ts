import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/** Reads a nanostores atom in React (web-components.md 8: instead of @nanostores/react). */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => store.get(),
  );
}
