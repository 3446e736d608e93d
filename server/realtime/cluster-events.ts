/**
 * What one node tells the others about its in-memory state: a user's cached sessions are stale
 * (revoked, frozen, changed), a cache must be reloaded after an administrator's write, or the job
 * table changed and every node's timers must follow it.
 */
export type ClusterEvent =
  | { kind: 'forgetUser'; userId: string }
  | { kind: 'forgetAllSessions' }
  | { kind: 'invalidatePermissions' }
  | { kind: 'invalidateUserPermissions'; userId: string }
  | { kind: 'invalidateDictionaries' }
  | { kind: 'invalidateTableDictionaries' }
  | { kind: 'invalidateTenants' }
  | { kind: 'jobsChanged' };
