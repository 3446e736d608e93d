import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { qty } from '../../server/modules/warehouse/ledger/ledger-context';
import { verifyInventory } from '../../server/modules/warehouse/ledger/verify-inventory';

/**
 * The concurrency storm of issue 6 point 7: many clients create, approve, execute, double-click,
 * retry, cancel and force finish movement commands on the same few products through the HTTP API,
 * for a bounded time; then `checkLedger` proves the invariants and that nothing was posted twice.
 * The API is reached through a function, so the same storm runs in process (app.inject) and against
 * a server process that is killed in the middle.
 */
export type Json = Record<string, unknown>;
export type Call = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: Json }>;

export interface StormPlace {
  facilityId: string;
  positions: string[];
  productIds: string[];
  costCenterId: string;
}

export interface CommittedAction {
  docId: string;
  type: 'delivery' | 'receive' | 'transfer';
  action: string;
  requestId: string;
  result: Json;
}

export interface StormLog {
  committed: CommittedAction[];
  refusals: Record<string, number>;
  /** Answers that are neither a success nor an expected refusal (HTTP 5xx, unknown messages). */
  unexpected: string[];
  /** Requests sent twice with one requestId (double clicks and retries). */
  repeats: number;
}

/** Business refusals a storm may meet: they are correct answers, not failures. */
const EXPECTED = [
  /库存不足/,
  /已被他人修改/,
  /超过未出库数量/,
  /超过未入库数量/,
  /当前单据状态不允许此操作/,
  /已被单据占用/,
  /不能取消审核/,
];

async function must(call: Call, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Json> {
  const answer = await call(method, path, body);
  if (answer.body.success !== true) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.result as Json;
}

/** A facility with three storage positions, four products and 300 units of each received. */
export async function prepareStorm(call: Call, tag: string): Promise<StormPlace> {
  const facilityId = String(
    (
      await must(call, 'POST', '/wms/facility/add', {
        code: `ST-${tag}`,
        name: `Storm ${tag}`,
        facilityType: 'warehouse',
      })
    ).id,
  );
  const positions: string[] = [];
  for (const code of ['S-1', 'S-2', 'S-3']) {
    positions.push(
      String(
        (
          await must(call, 'POST', '/wms/position/add', {
            facilityId,
            code,
            positionType: 'storage',
            allocatable: true,
          })
        ).id,
      ),
    );
  }
  const costCenterId = String(
    (await must(call, 'POST', '/mdm/costCenter/add', { code: `CC${tag}`, name: 'Storm' })).id,
  );
  const productIds: string[] = [];
  for (let i = 1; i <= 4; i++) {
    const id = String(
      (
        await must(call, 'POST', '/mdm/product/add', {
          code: `ST-${tag}-${i}`,
          name: `Storm part ${i}`,
          productType: 'spare_part',
          uom: 'PCS',
        })
      ).id,
    );
    productIds.push(id);
    const receive = String(
      (
        await must(call, 'POST', '/wms/receive/add', {
          movementTypeCode: 'other_receipt',
          inFacilityId: facilityId,
          lines: [{ productId: id, qty: 300, inPositionId: positions[i % 2]! }],
        })
      ).id,
    );
    await must(call, 'POST', '/wms/receive/approve', { id: receive, version: 0, requestId: randomUUID() });
    const detail = await must(call, 'GET', `/wms/receive/queryById?id=${receive}`);
    const line = (detail.lines as Json[])[0]!;
    await must(call, 'POST', '/wms/receive/inbound', {
      id: receive,
      version: detail.version,
      requestId: randomUUID(),
      lines: [{ lineId: line.id, qty: 300 }],
    });
  }
  return { facilityId, positions, productIds, costCenterId };
}

/** A small deterministic generator per client (mulberry32), so a failing storm can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function newStormLog(): StormLog {
  return { committed: [], refusals: {}, unexpected: [], repeats: 0 };
}

/**
 * Runs `clients` clients until `until()` says stop; a client stops at its first transport error (killed
 * server). Pass `log` to watch the storm's progress while it runs.
 */
export async function runStorm(
  call: Call,
  place: StormPlace,
  options: { clients: number; until: () => boolean; seed?: number; log?: StormLog },
): Promise<StormLog> {
  const log = options.log ?? newStormLog();
  const clients = Array.from({ length: options.clients }, (_, index) =>
    client(call, place, log, random((options.seed ?? 7) * 1000 + index), options.until),
  );
  await Promise.all(clients);
  return log;
}

async function client(call: Call, place: StormPlace, log: StormLog, rnd: () => number, until: () => boolean) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)]!;
  const send = async (type: CommittedAction['type'], docId: string, action: string, body: Json) => {
    const requestId = randomUUID();
    const full = { id: docId, requestId, ...body };
    const path = `/wms/${type}/${action}`;
    const twice = rnd() < 0.15;
    if (twice) log.repeats++;
    const answers = await Promise.all(
      twice ? [call('POST', path, full), call('POST', path, full)] : [call('POST', path, full)],
    );
    for (const answer of answers) note(log, answer, { docId, type, action, requestId });
    const ok = answers.find((a) => a.body.success === true);
    if (ok && rnd() < 0.1) {
      // A retry after the answer came back (a lost response): must answer the same, post nothing.
      log.repeats++;
      const again = await call('POST', path, full);
      note(log, again, { docId, type, action, requestId });
      if (again.status !== 0 && !isDeepStrictEqual(again.body.result, ok.body.result)) {
        log.unexpected.push(`retry of ${requestId} answered differently`);
      }
    }
    return ok ? (ok.body.result as Json) : null;
  };
  /** The first line of a command, or null when the server did not answer. */
  const firstLine = async (type: string, id: string) => {
    const answer = await call('GET', `/wms/${type}/queryById?id=${id}`);
    const lines = answer.body.success === true ? ((answer.body.result as Json).lines as Json[]) : null;
    return lines?.[0] ?? null;
  };

  while (!until()) {
    const roll = rnd();
    const productId = pick(place.productIds);
    if (roll < 0.5) {
      const added = await call('POST', '/wms/delivery/add', {
        outFacilityId: place.facilityId,
        movementTypeCode: 'other_delivery',
        costCenterId: place.costCenterId,
        lines: [{ productId, qty: 1 + Math.floor(rnd() * 8) }],
      });
      if (added.body.success !== true) {
        note(log, added, null);
        continue;
      }
      const id = String((added.body.result as Json).id);
      const approved = await send('delivery', id, 'approve', { version: 0 });
      if (!approved) continue;
      const line = await firstLine('delivery', id);
      if (!line) continue;
      const total = Number(line.qty);
      const first = rnd() < 0.5 ? Math.ceil(total / 2) : total;
      if (rnd() < 0.1) {
        await send('delivery', id, 'cancelApproval', { version: approved.version });
        continue;
      }
      const out = await send('delivery', id, 'outbound', {
        version: approved.version,
        lines: [{ lineId: line.id, qty: first }],
      });
      if (out && first < total) {
        if (rnd() < 0.3) await send('delivery', id, 'forceFinish', { version: out.version, remark: 'storm' });
        else
          await send('delivery', id, 'outbound', {
            version: out.version,
            lines: [{ lineId: line.id, qty: total - first }],
          });
      }
    } else if (roll < 0.75) {
      const added = await call('POST', '/wms/receive/add', {
        movementTypeCode: 'other_receipt',
        inFacilityId: place.facilityId,
        lines: [{ productId, qty: 5 + Math.floor(rnd() * 15), inPositionId: pick(place.positions) }],
      });
      if (added.body.success !== true) {
        note(log, added, null);
        continue;
      }
      const id = String((added.body.result as Json).id);
      const approved = await send('receive', id, 'approve', { version: 0 });
      if (!approved) continue;
      const line = await firstLine('receive', id);
      if (!line) continue;
      await send('receive', id, 'inbound', {
        version: approved.version,
        lines: [{ lineId: line.id, qty: line.qty }],
      });
    } else {
      const [from, to] = [pick(place.positions), pick(place.positions)];
      const added = await call('POST', '/wms/transfer/add', {
        movementTypeCode: 'internal_transfer',
        outFacilityId: place.facilityId,
        inFacilityId: place.facilityId,
        lines: [{ productId, qty: 1 + Math.floor(rnd() * 5), outPositionId: from, inPositionId: to }],
      });
      if (added.body.success !== true) {
        note(log, added, null);
        continue;
      }
      const id = String((added.body.result as Json).id);
      const approved = await send('transfer', id, 'approve', { version: 0 });
      if (!approved) continue;
      const line = await firstLine('transfer', id);
      if (!line) continue;
      await send('transfer', id, 'outbound', {
        version: approved.version,
        lines: [{ lineId: line.id, qty: line.qty }],
      });
    }
  }
}

function note(
  log: StormLog,
  answer: { status: number; body: Json },
  request: Omit<CommittedAction, 'result'> | null,
): void {
  if (answer.body.success === true) {
    if (request) log.committed.push({ ...request, result: answer.body.result as Json });
    return;
  }
  // No answer at all (the server was killed): the outcome is unknown, which the durability test allows.
  if (answer.status === 0) {
    log.refusals.unanswered = (log.refusals.unanswered ?? 0) + 1;
    return;
  }
  const message = String(answer.body.message ?? '');
  const expected = answer.status < 500 && EXPECTED.find((pattern) => pattern.test(message));
  if (expected) log.refusals[expected.source] = (log.refusals[expected.source] ?? 0) + 1;
  else log.unexpected.push(`${answer.status} ${message}`);
}

export interface LedgerCheck {
  negativeOrOverPromised: number;
  mismatches: unknown[];
  /** Commands whose ledger rows do not add up to their lines' executed quantities. */
  doublePosted: string[];
  /** Postings of successful requests that are missing from the database. */
  lostPostings: string[];
  /** Posting rows in the database for the executed requests, and distinct requests that posted. */
  postings: number;
  postingRequests: number;
}

/** Balance rows breaking I1 or I2: negative on hand or promise, or promise above on hand. */
export async function badBalanceRows(db: Db): Promise<number> {
  const bad = await db
    .selectFrom('wmsInventoryBalance')
    .select(sql<number | string>`count(*)`.as('n'))
    .where((eb) =>
      eb.or([eb('onhandQty', '<', 0), eb('promiseQty', '<', 0), eb('promiseQty', '>', eb.ref('onhandQty'))]),
    )
    .executeTakeFirstOrThrow();
  return Number(bad.n);
}

/** The invariants after a storm, read straight from the database. */
export async function checkLedger(db: Db, log: StormLog): Promise<LedgerCheck> {
  const negativeOrOverPromised = await badBalanceRows(db);
  const { mismatches } = await verifyInventory(db);

  const docIds = [...new Set(log.committed.map((c) => c.docId))];
  const doublePosted: string[] = [];
  for (let start = 0; start < docIds.length; start += 200) {
    const chunk = docIds.slice(start, start + 200);
    const posted = await db
      .selectFrom('wmsInventoryLedger')
      .select([
        'sourceDocId',
        sql<
          number | string
        >`sum(case when qty_delta < 0 and movement_type_code <> 'transit_writeoff' then -qty_delta else 0 end)`.as(
          'out',
        ),
        sql<number | string>`sum(case when qty_delta > 0 then qty_delta else 0 end)`.as('in'),
      ])
      .where('sourceDocId', 'in', chunk)
      .groupBy('sourceDocId')
      .execute();
    const executed = await db
      .selectFrom('wmsCommandLine')
      .select([
        'commandId',
        sql<number | string>`sum(delivery_qty)`.as('delivered'),
        sql<number | string>`sum(stock_in_qty)`.as('received'),
      ])
      .where('commandId', 'in', chunk)
      .groupBy('commandId')
      .execute();
    const byDoc = new Map(posted.map((row) => [row.sourceDocId, row]));
    for (const row of executed) {
      const ledger = byDoc.get(row.commandId);
      if (qty(ledger?.out) !== qty(row.delivered) || qty(ledger?.in) !== qty(row.received))
        doublePosted.push(row.commandId);
    }
  }

  const postingIds = [
    ...new Set(
      log.committed.map((c) => c.result.postingId).filter((id): id is string => typeof id === 'string'),
    ),
  ];
  const found = new Set<string>();
  for (let start = 0; start < postingIds.length; start += 500) {
    const rows = await db
      .selectFrom('wmsInventoryPosting')
      .select('id')
      .where('id', 'in', postingIds.slice(start, start + 500))
      .execute();
    for (const row of rows) found.add(row.id);
  }
  const executedRequests = new Set(
    log.committed.filter((c) => c.action === 'outbound' || c.action === 'inbound').map((c) => c.requestId),
  );
  let postings = 0;
  for (let start = 0; start < docIds.length; start += 500) {
    const counted = await db
      .selectFrom('wmsInventoryPosting')
      .select(sql<number | string>`count(*)`.as('n'))
      .where('sourceDocId', 'in', docIds.slice(start, start + 500))
      .where('postingAction', '<>', 'writeoff')
      .executeTakeFirstOrThrow();
    postings += qty(counted.n);
  }
  return {
    negativeOrOverPromised,
    mismatches,
    doublePosted,
    lostPostings: postingIds.filter((id) => !found.has(id)),
    postings,
    postingRequests: executedRequests.size,
  };
}
