import { createHash } from 'node:crypto';
import type { SapPoDocument, SapPoSource, SapSender } from './sap-boundary';
import type { SapHttpConfig } from './sap-config';

/** What the adapter's pull endpoint answers in JSON: the IDoc documents waiting. */
interface PulledDocuments {
  documents?: { id?: unknown; idoc?: unknown }[];
}

function headers(config: SapHttpConfig, contentType?: string): Record<string, string> {
  const result: Record<string, string> = { accept: 'application/json, application/xml;q=0.9' };
  if (contentType) result['content-type'] = contentType;
  if (config.username !== null)
    result.authorization = `Basic ${Buffer.from(`${config.username}:${config.password ?? ''}`).toString('base64')}`;
  return result;
}

async function call(config: SapHttpConfig, url: string, init: RequestInit): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
}

/**
 * The purchase-order source of an SAP PI/CPI REST adapter (docs/integrations.md): `GET SAP_HTTP_PULL_URL`
 * answers `{ documents: [{ id, idoc }] }` (JSON) or one IDoc XML (its id in `x-message-id`, else its hash),
 * 204 when nothing waits; every document is acknowledged with `POST SAP_HTTP_ACK_URL`
 * `{ id, status: processed | error, message? }` so the adapter does not send it again.
 */
export function httpSapPoSource(config: SapHttpConfig): SapPoSource {
  return {
    kind: 'http',
    async pull() {
      const response = await call(config, config.pullUrl, { method: 'GET', headers: headers(config) });
      if (response.status === 204) return [];
      if (!response.ok) throw new Error(`SAP pull answered HTTP ${response.status}`);
      const body = await response.text();
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('json')) {
        const parsed = JSON.parse(body) as PulledDocuments;
        return (parsed.documents ?? []).map((doc, index): SapPoDocument => {
          if (typeof doc.idoc !== 'string')
            throw new Error(`SAP pull: document ${index + 1} has no idoc text`);
          const id = typeof doc.id === 'string' && doc.id !== '' ? doc.id : hashId(doc.idoc);
          return { id, sourceName: `http:${id}`, content: doc.idoc };
        });
      }
      if (body.trim() === '') return [];
      const id = response.headers.get('x-message-id') ?? hashId(body);
      return [{ id, sourceName: `http:${id}`, content: body }];
    },
    async settle(document, outcome) {
      if (config.ackUrl === null) return;
      const response = await call(config, config.ackUrl, {
        method: 'POST',
        headers: headers(config, 'application/json'),
        body: JSON.stringify({
          id: document.id,
          status: outcome.ok ? 'processed' : 'error',
          ...(outcome.ok ? { orders: outcome.orders } : { message: outcome.message }),
        }),
      });
      if (!response.ok) throw new Error(`SAP acknowledgement answered HTTP ${response.status}`);
    },
  };
}

const hashId = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * SAP's error answer in a body: `{ error: "text" }` or `{ error: { code, message } }` (a BAPI return of
 * type E, docs/integrations.md); null when the body is no refusal.
 */
function sapRefusal(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error === 'string') return error;
  if (error !== null && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : JSON.stringify(error);
    return typeof code === 'string' ? `${code} ${text}` : text;
  }
  return null;
}

/**
 * The sender of the adapter: `POST SAP_HTTP_PUSH_URL` `{ messageId, interface, docType, docCode, payload }`;
 * a 2xx answer is accepted (`{ sapDocNo }` when SAP posted a document) unless it carries SAP's error
 * (`{ error }`); any other status, a timeout (SAP_HTTP_TIMEOUT_MS) or a refused connection is a failure
 * the outbox retries. `messageId` is the same on every try: the adapter deduplicates by it.
 */
export function httpSapSender(config: SapHttpConfig): SapSender {
  return {
    kind: 'http',
    async send(message) {
      if (config.pushUrl === null)
        return { ok: false, error: 'SAP_HTTP_PUSH_URL is not set', response: null };
      try {
        const response = await call(config, config.pushUrl, {
          method: 'POST',
          headers: headers(config, 'application/json'),
          body: JSON.stringify({
            messageId: message.id,
            interface: message.interfaceCode,
            docType: message.bizDocType,
            docCode: message.bizDocCode,
            payload: message.payload,
          }),
        });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = text === '' ? null : JSON.parse(text);
        } catch {
          // Not JSON: kept as text in the log.
        }
        const refusal = sapRefusal(body);
        if (!response.ok)
          return {
            ok: false,
            error: refusal === null ? `HTTP ${response.status}` : `HTTP ${response.status}: ${refusal}`,
            response: body,
          };
        if (refusal !== null) return { ok: false, error: refusal, response: body };
        const docNo = (body as { sapDocNo?: unknown } | null)?.sapDocNo;
        return { ok: true, sapDocNo: typeof docNo === 'string' ? docNo.slice(0, 16) : null, response: body };
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError')
          return { ok: false, error: `timeout: no answer within ${config.timeoutMs} ms`, response: null };
        return { ok: false, error: error instanceof Error ? error.message : String(error), response: null };
      }
    },
  };
}
