import type { ReactNode } from 'react';
import { hasPermission } from '../../client/permissions';
import { useSession } from './hooks';

/** spec 6: whether the user may use the button `code` (api-contract 9.4 rule). */
export function usePermission(code: string): boolean {
  const { auth, allAuth } = useSession();
  return hasPermission(code, { auth, allAuth });
}

/** Renders its children only when the user holds `code` (the `v-has` directive of the Vue2 client). */
export function HasPermission({ code, children }: { code: string; children: ReactNode }): ReactNode {
  return usePermission(code) ? children : null;
}
