import { join, resolve } from 'node:path';

/** The SAP HTTP adapter's endpoints (the shape of an SAP PI/CPI REST adapter, docs/integrations.md). */
export interface SapHttpConfig {
  /** GET: the purchase orders waiting (IDoc ORDERS05 XML documents). */
  pullUrl: string;
  /** POST: that a pulled document was imported or refused. */
  ackUrl: string | null;
  /** POST: outbound messages (goods movements ...). */
  pushUrl: string | null;
  username: string | null;
  password: string | null;
  timeoutMs: number;
  /** GET: the production orders waiting (IDoc LOIPRO01), acknowledged at `ackUrl` too; null: files only. */
  productionPullUrl: string | null;
}

/** The SAP integration boundary (server/integrations/sap): where purchase orders come from and messages go. */
export interface SapConfig {
  /** `file`: IDoc files in `inboxDir`, outbound messages as files in `outboxDir`; `http`: the adapter. */
  mode: 'file' | 'http';
  inboxDir: string;
  outboxDir: string;
  http: SapHttpConfig | null;
  /** The user published purchase orders are created by: the buyer told of the supplier's answers. */
  buyer: string;
}

/** The environment variables of the SAP boundary; server/config.ts lists them with the others. */
export const SAP_CONFIG_VARIABLES = [
  {
    name: 'SAP_MODE',
    default: 'file',
    meaning: 'SAP boundary: file (IDoc files in DATA_DIR/inbox/sap) or http',
  },
  { name: 'SAP_INBOX_DIR', default: 'DATA_DIR/inbox/sap', meaning: 'where IDoc ORDERS05 files are dropped' },
  {
    name: 'SAP_OUTBOX_DIR',
    default: 'DATA_DIR/outbox/sap',
    meaning: 'file mode: where outbound messages are written',
  },
  { name: 'SAP_HTTP_PULL_URL', default: '', meaning: 'http mode: GET URL of the waiting purchase orders' },
  { name: 'SAP_HTTP_ACK_URL', default: '', meaning: 'http mode: POST URL acknowledging a pulled document' },
  { name: 'SAP_HTTP_PUSH_URL', default: '', meaning: 'http mode: POST URL of outbound messages' },
  { name: 'SAP_HTTP_USER', default: '', meaning: 'http mode: basic-auth user of the adapter' },
  { name: 'SAP_HTTP_PASSWORD', default: '', meaning: 'http mode: basic-auth password of the adapter' },
  { name: 'SAP_HTTP_TIMEOUT_MS', default: '30000', meaning: 'http mode: timeout of one adapter call' },
  { name: 'SAP_ETL_BUYER', default: 'buyer', meaning: 'user that imported purchase orders are created by' },
  {
    name: 'SAP_HTTP_PRODUCTION_PULL_URL',
    default: '',
    meaning: 'http mode: GET URL of the waiting production orders (IDoc LOIPRO01)',
  },
] as const;

type Get = (name: string) => string | undefined;

/** Reads the SAP boundary's variables; `fail` throws the configuration error of the variable named. */
export function readSapConfig(get: Get, dataDir: string, fail: (message: string) => never): SapConfig {
  const mode = (get('SAP_MODE') ?? 'file').toLowerCase();
  if (mode !== 'file' && mode !== 'http') fail(`SAP_MODE: expected file or http, got "${mode}"`);
  const url = (name: string): string | null => {
    const value = get(name) ?? null;
    if (value !== null && !/^https?:\/\//.test(value)) fail(`${name}: expected an http(s) URL`);
    return value;
  };
  const pullUrl = url('SAP_HTTP_PULL_URL');
  if (mode === 'http' && pullUrl === null) fail('SAP_HTTP_PULL_URL: required with SAP_MODE=http');
  const timeout = Number(get('SAP_HTTP_TIMEOUT_MS') ?? '30000');
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > 600_000)
    fail('SAP_HTTP_TIMEOUT_MS: expected an integer from 100 to 600000');
  return {
    mode: mode as SapConfig['mode'],
    inboxDir: resolve(get('SAP_INBOX_DIR') ?? join(dataDir, 'inbox', 'sap')),
    outboxDir: resolve(get('SAP_OUTBOX_DIR') ?? join(dataDir, 'outbox', 'sap')),
    http:
      pullUrl === null
        ? null
        : {
            pullUrl,
            ackUrl: url('SAP_HTTP_ACK_URL'),
            pushUrl: url('SAP_HTTP_PUSH_URL'),
            username: get('SAP_HTTP_USER') ?? null,
            password: get('SAP_HTTP_PASSWORD') ?? null,
            timeoutMs: timeout,
            productionPullUrl: url('SAP_HTTP_PRODUCTION_PULL_URL'),
          },
    buyer: get('SAP_ETL_BUYER') ?? 'buyer',
  };
}
