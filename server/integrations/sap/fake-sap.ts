import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A fake SAP PI/CPI REST adapter (docs/integrations.md) for tests, benches and demos: `POST /push` takes
 * the outbox's messages and answers as it was told, per message or per interface:
 *
 * - `accept`: HTTP 200 `{ sapDocNo }` (the number given, else the next of a counter from 4900000001);
 * - `error`: HTTP 200 `{ error: { code, message } }`, SAP's refusal (a BAPI return of type E);
 * - `http500`: HTTP 500 `{ error: "..." }`, the adapter itself failing;
 * - `timeout`: no answer at all (the sender's SAP_HTTP_TIMEOUT_MS ends the call).
 *
 * `GET /orders` answers the purchase-order IDocs waiting (`{ documents: [{ id, idoc }] }`, 204 when none),
 * `POST /ack { id }` takes one off the queue. The same rules and waiting orders can be set over HTTP
 * (`POST /control { rules, reset, orders }`) so a demo server or a child process can be steered, and
 * `GET /received` lists what arrived. Run alone: `npx tsx server/integrations/sap/fake-sap.ts [port]`.
 */

export type FakeSapAnswer =
  | { kind: 'accept'; sapDocNo?: string }
  | { kind: 'error'; code?: string; message?: string }
  | { kind: 'http500'; message?: string }
  | { kind: 'timeout' };

/** Which messages a rule answers: one message (by the outbox's id), or every message of an interface. */
export interface FakeSapMatch {
  messageId?: string;
  interfaceCode?: string;
}

export interface FakeSapRule {
  match: FakeSapMatch;
  answer: FakeSapAnswer;
  /** How many pushes the rule answers before it no longer applies; unlimited when absent. */
  times?: number;
}

/** One push as the fake received it. */
export interface FakeSapPush {
  messageId: string;
  interfaceCode: string;
  docType: string | null;
  docCode: string | null;
  payload: unknown;
  answer: FakeSapAnswer['kind'];
  at: number;
}

export interface FakeSapOptions {
  /** Milliseconds every answer waits (SAP's processing time), 0 by default. */
  delayMs?: number;
}

interface PushBody {
  messageId?: unknown;
  interface?: unknown;
  docType?: unknown;
  docCode?: unknown;
  payload?: unknown;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class FakeSap {
  readonly received: FakeSapPush[] = [];
  private rules: FakeSapRule[] = [];
  /** Purchase-order IDocs waiting for the next pull, until acknowledged. */
  private waiting: { id: string; idoc: string }[] = [];
  private counter = 0;
  private readonly server: Server;
  private readonly delayMs: number;

  constructor(options: FakeSapOptions = {}) {
    this.delayMs = options.delayMs ?? 0;
    this.server = createServer((request, response) => {
      void this.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) json(response, 400, { error: String(error) });
      });
    });
  }

  /** Listens on `port` (0: any free one) and answers the base URL. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((done) => this.server.listen(port, '127.0.0.1', done));
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Answers the matching messages this way from now on (the latest rule that matches wins). */
  when(match: FakeSapMatch, answer: FakeSapAnswer, times?: number): this {
    this.rules.push({ match, answer, ...(times === undefined ? {} : { times }) });
    return this;
  }

  /** Forgets the rules (every message is accepted again) and, with `received`, what arrived. */
  reset(options: { received?: boolean } = {}): void {
    this.rules = [];
    if (options.received) this.received.length = 0;
  }

  /** How many times each message id arrived. */
  pushesByMessage(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const push of this.received) counts.set(push.messageId, (counts.get(push.messageId) ?? 0) + 1);
    return counts;
  }

  /** Stops listening; calls still waiting (timeouts) are cut. */
  close(): Promise<void> {
    return new Promise<void>((done) => {
      this.server.close(() => done());
      this.server.closeAllConnections();
    });
  }

  private answerFor(messageId: string, interfaceCode: string): FakeSapAnswer {
    for (let i = this.rules.length - 1; i >= 0; i--) {
      const rule = this.rules[i]!;
      const { match } = rule;
      if (match.messageId !== undefined && match.messageId !== messageId) continue;
      if (match.interfaceCode !== undefined && match.interfaceCode !== interfaceCode) continue;
      if (rule.times !== undefined) {
        if (rule.times <= 0) continue;
        rule.times -= 1;
      }
      return rule.answer;
    }
    return { kind: 'accept' };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    const text = request.method === 'POST' ? await readBody(request) : '';
    if (request.method === 'GET' && path === '/orders') {
      if (this.waiting.length === 0) return void response.writeHead(204).end();
      return json(response, 200, { documents: this.waiting });
    }
    if (request.method === 'POST' && path === '/ack') {
      const { id } = JSON.parse(text) as { id?: string };
      this.waiting = this.waiting.filter((order) => order.id !== id);
      return json(response, 200, { ok: true });
    }
    if (request.method === 'GET' && path === '/received') return json(response, 200, this.received);
    if (request.method === 'POST' && path === '/control') {
      const body = JSON.parse(text) as {
        reset?: boolean;
        rules?: FakeSapRule[];
        orders?: { id: string; idoc: string }[];
      };
      if (body.reset) this.reset({ received: true });
      for (const rule of body.rules ?? []) this.when(rule.match, rule.answer, rule.times);
      this.waiting.push(...(body.orders ?? []));
      return json(response, 200, { rules: this.rules.length });
    }
    if (request.method !== 'POST' || path !== '/push') return json(response, 404, { error: 'not found' });
    const body = JSON.parse(text) as PushBody;
    const messageId = String(body.messageId ?? '');
    const interfaceCode = String(body.interface ?? '');
    const answer = this.answerFor(messageId, interfaceCode);
    this.received.push({
      messageId,
      interfaceCode,
      docType: typeof body.docType === 'string' ? body.docType : null,
      docCode: typeof body.docCode === 'string' ? body.docCode : null,
      payload: body.payload ?? null,
      answer: answer.kind,
      at: Date.now(),
    });
    if (answer.kind === 'timeout') return; // never answered: the caller's timeout ends it
    if (this.delayMs > 0) await new Promise((done) => setTimeout(done, this.delayMs));
    switch (answer.kind) {
      case 'accept':
        this.counter += 1;
        return json(response, 200, {
          messageId,
          sapDocNo: answer.sapDocNo ?? String(4_900_000_000 + this.counter),
        });
      case 'error':
        return json(response, 200, {
          messageId,
          error: { code: answer.code ?? 'M7/021', message: answer.message ?? 'SAP refused the document' },
        });
      case 'http500':
        return json(response, 500, { error: answer.message ?? 'Internal Server Error' });
    }
  }
}

// `npx tsx server/integrations/sap/fake-sap.ts 7299`: a fake SAP for a demo server (SAP_MODE=http,
// SAP_HTTP_PULL_URL=<url>/orders, SAP_HTTP_PUSH_URL=<url>/push).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sap = new FakeSap();
  const url = await sap.start(Number(process.argv[2] ?? 0));
  console.log(`fake SAP listening at ${url} (push: ${url}/push, pull: ${url}/orders)`);
}
