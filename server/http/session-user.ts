/** The authenticated caller, on every non-public request as `request.user` (server/http/README.md). */
export interface SessionUser {
  id: string;
  username: string;
  realname: string;
  /** Tenant of this request: the checked `tenant-id` / `tenant_id` header, else the user's default. */
  tenantId: number;
  /** dict user_type: internal, supplier, engineer, integration. */
  userType: string;
  /** Business partner of a supplier user, else null. */
  partnerId: string | null;
  /** Currently selected department code. */
  orgCode: string | null;
  /** Button permission codes from the user's roles and department roles. */
  permissions: ReadonlySet<string>;
  roleCodes: readonly string[];
  /** Every tenant the user may work in. */
  tenantIds: readonly number[];
  sessionId: string;
  /** sha256 of the presented token: lets a handler keep the caller's own session when revoking others. */
  tokenHash: string;
  sessionKind: string;
}
