import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DocumentDescriptor } from '../../../../src/domain/document/define-document';
import { permissionCode } from '../../../../src/domain/entity/define-entity';
import { parseListQuery } from '../../../../src/domain/entity/parse-list-query';
import { commandKind, lineDirection } from '../../../../src/domain/warehouse/command-kinds';
import { commandPages } from '../../../../src/domain/warehouse/command-pages';
import { inTransit } from '../../../../src/domain/warehouse/line-quantities';
import type { CommandType, Direction } from '../../../../src/domain/warehouse/movement-types';
import { movementTypesFor } from '../../../../src/domain/warehouse/movement-types';
import type { Database, Db } from '../../../db/database';
import { registerDocument } from '../../../documents/register-document';
import { entityAsSeenBy } from '../../../entity/entity-as-seen-by';
import { entityReplies } from '../../../entity/entity-reply-schemas';
import { toWire, type WireRow } from '../../../entity/entity-rows';
import { entityDb, findLines, findRow, listPage, rowScope } from '../../../entity/entity-store';
import { withDictText } from '../../../entity/entity-texts';
import { typedTrx } from '../../../entity/entity-write';
import { exportDisposition, exportEntity } from '../../../entity/export-entity';
import type { WriteEvent } from '../../../entity/register-entity';
import { requireEntityAccess } from '../../../entity/register-entity';
import { AppError } from '../../../http/app-error';
import { pageQuery } from '../../../http/page-query';
import { requirePermission } from '../../../http/require-permission';
import { ok } from '../../../http/result';
import { commandEffects } from '../commands/command-effects';
import { qty } from '../ledger/ledger-context';

/**
 * The nine command pages (spec 2.3), each a document on the engine (registerDocument): the generic add,
 * edit and delete behind W's write guard and the command's own rules, the W actions of domain.md 0.5 as
 * `POST <base>/<action>` with their effects in commands/command-effects.ts, the action log; the list,
 * detail and export here, limited to the page's command type.
 */
export function registerCommandRoutes(app: FastifyInstance): void {
  for (const [type, page] of commandPages) {
    registerDocument(app, page, commandEffects(type), {
      omit: ['list', 'queryById', 'exportXls', 'importExcel'],
      beforeWrite: (event) => guardCommandWrite(type, event),
    });
    app.register(async (routes) => commandPageRoutes(routes, page), { prefix: page.basePath });
  }
}

async function commandPageRoutes(routes: FastifyInstance, page: DocumentDescriptor) {
  const ctx = routes.ctx;
  const answers = entityReplies(page);
  const read = { preHandler: requireEntityAccess(page) };
  // The page's command type is part of its row scope (`pageRows` of the page's descriptor).
  const parse = (request: FastifyRequest, extra: Record<string, unknown> = {}) => {
    const parsed = parseListQuery(page, { ...(request.query as Record<string, unknown>), ...extra });
    if (!parsed.ok) throw new AppError(parsed.issue.code, parsed.issue.params);
    return parsed.query;
  };

  routes.get(
    '/list',
    { ...read, schema: { querystring: pageQuery, response: answers.list } },
    async (request) => {
      const scope = await rowScope(request, page);
      const seen = entityAsSeenBy(request.user, page);
      const result = await listPage(ctx, seen, scope, parse(request));
      const records = await withDictText(ctx, seen, result.records, request.locale, scope.tenantId);
      return ok(request.locale, { ...result, records }, { code: 0 });
    },
  );

  routes.get('/queryById', { ...read, schema: { response: answers.queryById } }, async (request) => {
    const scope = await rowScope(request, page);
    const seen = entityAsSeenBy(request.user, page);
    const id = String((request.query as Record<string, unknown>).id ?? '');
    const db = entityDb(ctx);
    const row = /^[0-9A-Za-z]{1,32}$/.test(id) ? await findRow(db, page, scope, id) : undefined;
    if (!row) throw new AppError('entity.notFound');
    const [header] = await withDictText(ctx, seen, [toWire(seen, row)], request.locale, scope.tenantId);
    const { lines } = await findLines(db, seen, scope.tenantId, id);
    const lineEntity = seen.lines.lines!.entity;
    const tracking = await productTracking(ctx.db, scope.tenantId, lines ?? []);
    const texted = await withDictText(
      ctx,
      lineEntity,
      (lines ?? []).map((line) => ({
        ...withMoveQty(line),
        productTracking: tracking.get(String(line.productId)) ?? 'none',
      })),
      request.locale,
      scope.tenantId,
    );
    return ok(request.locale, { ...header, lines: texted });
  });

  routes.get(
    '/exportXls',
    {
      preHandler: requirePermission(permissionCode(page, 'exportXls')),
      schema: { response: answers.exportXls },
    },
    async (request, reply) => {
      const scope = await rowScope(request, page);
      const stream = exportEntity(
        ctx,
        entityAsSeenBy(request.user, page),
        scope,
        parse(request, { pageNo: '1' }),
        request.user,
        request.locale,
      );
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', exportDisposition(page, request.locale))
        .send(stream);
    },
  );
}

/**
 * `product_tracking` on the wire: how each line's product is tracked (none, batch, serial), so the
 * posting form marks the batch or serial numbers an inbound needs before it is submitted (issue 16 point 4).
 */
async function productTracking(
  db: Db,
  tenantId: number,
  lines: readonly WireRow[],
): Promise<Map<string, string>> {
  const ids = [...new Set(lines.map((line) => String(line.productId)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('mdmProduct')
    .select(['id', 'tracking'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.tracking ?? 'none']));
}

/** `move_qty` on the wire (spec 3 "move quantity"): what a move line has in transit, computed. */
function withMoveQty(line: WireRow): WireRow {
  const scaled = (name: string) => Math.round(Number(line[name] ?? 0) * 1000);
  const transit = inTransit({
    direction: (line.direction ?? 'out') as Direction,
    qty: scaled('qty'),
    deliveryQty: scaled('deliveryQty'),
    stockInQty: scaled('stockInQty'),
    closedQty: scaled('closedQty'),
    lostQty: scaled('lostQty'),
  });
  return { ...line, moveQty: transit / 1000 };
}

/**
 * A command's own rules on the generic writes, after W's (the engine's write guard): a command of another
 * page is not found; a command is added with its page's type, the directions of its lines derived and a
 * movement type its type allows.
 */
async function guardCommandWrite(type: CommandType, event: WriteEvent): Promise<void> {
  const trx = typedTrx(event.trx);
  if (event.action === 'delete') {
    for (const id of event.ids) await existing(trx, event.scope.tenantId, id, type);
    return;
  }
  const values = event.record.values;
  let movementCode = typeof values.movementTypeCode === 'string' ? values.movementTypeCode : null;
  if (event.action === 'edit') {
    const row = await existing(trx, event.scope.tenantId, event.id, type);
    movementCode ??= row.movementTypeCode;
  } else {
    values.commandType = type;
    movementCode ??= commandKind(type).defaultMovement;
  }
  if (!movementTypesFor(type).some((movement) => movement.code === movementCode)) {
    throw new AppError('command.movementTypeNotAllowed', {
      movementType: String(movementCode),
      commandType: type,
    });
  }
  const outFacility = typeof values.outFacilityId === 'string' ? values.outFacilityId : null;
  for (const line of event.record.lines.lines ?? []) {
    const direction = lineDirection(type, movementCode!, (line.direction as Direction | null) ?? null);
    line.direction = direction;
    if (direction !== 'in' && outFacility && typeof line.productId === 'string') {
      line.usableQty = await usableAt(trx, event.scope.tenantId, line.productId, outFacility);
    }
  }
}

async function existing(trx: Transaction<Database>, tenantId: number, id: string, type: CommandType) {
  const row = await trx
    .selectFrom('wmsCommand')
    .select(['movementTypeCode', 'commandType'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (row?.commandType !== type) throw new AppError('entity.notFound');
  return row;
}

/** `usable_qty` shown on a line when it is saved (domain.md 2.7): free stock on allocatable rows. */
async function usableAt(
  trx: Transaction<Database>,
  tenantId: number,
  productId: string,
  facilityId: string,
): Promise<number> {
  const row = await trx
    .selectFrom('wmsInventoryBalance as b')
    .innerJoin('wmsPosition as p', 'p.id', 'b.positionId')
    .innerJoin('wmsInventoryBatch as t', 't.id', 'b.batchId')
    .select((eb) => eb.fn.sum<number | string>(eb('b.onhandQty', '-', eb.ref('b.promiseQty'))).as('usable'))
    .where('b.tenantId', '=', tenantId)
    .where('b.productId', '=', productId)
    .where('b.facilityId', '=', facilityId)
    .where('p.positionType', 'in', ['storage', 'picking', 'staging'])
    .where('p.allocatable', '=', 1)
    .where('p.frozenByCountId', 'is', null)
    .where('t.qualityStatus', 'in', ['qualified', 'concession'])
    .executeTakeFirst();
  return qty(row?.usable);
}
