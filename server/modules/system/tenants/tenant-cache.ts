import type { Db } from '../../../db/database';
import { formatDateTime } from '../../../db/datetime';

export interface TenantView {
  id: number;
  name: string;
  beginDate: string | null;
  endDate: string | null;
  status: number;
  createBy: string | null;
  createTime: string | null;
}

/** The small sys_tenant table, kept in memory; writes to it must call `invalidate`. */
export class TenantCache {
  private tenants: Promise<Map<number, TenantView>> | null = null;
  /** The same map once loaded, so the auth hook's check costs no await. */
  private loaded: Map<number, TenantView> | null = null;

  constructor(private readonly db: Db) {}

  all(): Promise<Map<number, TenantView>> {
    if (!this.tenants) {
      const loading = this.read();
      this.tenants = loading;
      loading.then(
        (map) => {
          if (this.tenants === loading) this.loaded = map;
        },
        () => {
          if (this.tenants === loading) this.tenants = null;
        },
      );
    }
    return this.tenants;
  }

  /** Active tenants among the given ids, in id order. */
  async active(ids: readonly number[]): Promise<TenantView[]> {
    const all = this.loaded ?? (await this.all());
    return ids.flatMap((id) => {
      const tenant = all.get(id);
      return tenant && tenant.status === 1 ? [tenant] : [];
    });
  }

  invalidate(): void {
    this.tenants = null;
    this.loaded = null;
  }

  private async read(): Promise<Map<number, TenantView>> {
    const rows = await this.db.selectFrom('sysTenant').selectAll().orderBy('id').execute();
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          name: r.name,
          beginDate: formatDateTime(r.beginDate),
          endDate: formatDateTime(r.endDate),
          status: r.status,
          createBy: r.createBy,
          createTime: formatDateTime(r.createTime),
        },
      ]),
    );
  }
}

/** `rel_tenant_ids` as numbers; a user without tenants works in the default tenant 0 (spec 6). */
export function userTenantIds(relTenantIds: string | null): number[] {
  const ids = (relTenantIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
  return ids.length > 0 ? [...new Set(ids)] : [0];
}
