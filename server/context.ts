import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db, Engine } from './db/database';
import type { CaptchaGenerator } from './modules/auth/captcha-generator';
import type { LoginAttempts } from './modules/auth/login-attempts';
import type { SessionService } from './modules/auth/session-service';
import type { SmsSender } from './modules/auth/sms-sender';
import type { VerificationCodes } from './modules/auth/verification-codes';
import type { DictionaryCache } from './modules/dict/dictionary-cache';
import type { TableDictionaryCache } from './modules/dict/table-dictionary-cache';
import type { PermissionCache } from './modules/system/permissions/permission-cache';
import type { TenantCache } from './modules/system/tenants/tenant-cache';
import type { RealtimeHub } from './realtime/hub';

/** Services every module reaches through `app.ctx`. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  engine: Engine;
  clock: Clock;
  sessions: SessionService;
  permissions: PermissionCache;
  tenants: TenantCache;
  dictionaries: DictionaryCache;
  tableDictionaries: TableDictionaryCache;
  codes: VerificationCodes;
  loginAttempts: LoginAttempts;
  captcha: CaptchaGenerator;
  sms: SmsSender;
  hub: RealtimeHub;
  /** Empties every in-memory cache (`/sys/dict/refleshCache`). */
  refreshCaches(): void;
}
