import { commandKind, commandKinds } from '../../../../src/domain/warehouse/command-kinds';
import { commandPages } from '../../../../src/domain/warehouse/command-pages';
import type { CommandType } from '../../../../src/domain/warehouse/movement-types';
import type { Db } from '../../../db/database';
import type { ActionInputValue } from '../../../documents/action-body';
import { type DocumentEffects, documentEffects } from '../../../documents/document-effects';
import { actOnDocument } from '../../../documents/perform-document-action';
import { AppError } from '../../../http/app-error';
import { mirrorCommandToRequest } from '../../fsm/spare-part-requests';
import { mirrorDeliveryToSalesOrder } from '../../oms/sales-delivery';
import type { LedgerContext } from '../ledger/ledger-context';
import { approveCommand } from './approve-command';
import { hasOpenFollowUps } from './command-follow-ups';
import { actionResult, type CommandDocument, loadCommand } from './command-store';
import { inboundCommand, outboundCommand } from './execute-command';
import { cancelApprovalCommand, cancelApprovalFacts, forceFinishCommand } from './finish-command';

export type CommandEffects = DocumentEffects<CommandDocument>;

/**
 * The business effects of one command page (descriptor: src/domain/warehouse/command-pages.ts); the
 * engine claims, checks segregation, stamps, logs and answers. A command of another type is not found.
 */
function effectsOf(type: CommandType): CommandEffects {
  const { facilities } = commandKind(type);
  return documentEffects(commandDescriptor(type), {
    load: (lc, id) => loadCommand(lc, id, type),
    result: (doc) => ({ ...actionResult(doc) }),
    headerColumns: ({ header }) => ({
      businessStatus: header.businessStatus,
      returnStatus: header.returnStatus,
      inFacilityId: header.inFacilityId,
    }),
    afterAction: mirrorOnRequest,
    actions: {
      approve: { run: ({ lc, doc }) => approveCommand(lc, doc) },
      cancelApproval: {
        facts: (doc, _input, lc) => cancelApprovalFacts(lc, doc),
        run: ({ lc, doc }) => cancelApprovalCommand(lc, doc),
      },
      // A picklist or packing task racing a cancel approval must not be left on a cancelled command.
      cancel: {
        facts: async (doc, _input, lc) => ({ hasOpenFollowUps: await hasOpenFollowUps(lc, doc.header.id) }),
      },
      ...(facilities === 'in'
        ? {}
        : { outbound: { run: ({ lc, doc, input }) => outboundCommand(lc, doc, input.outLines ?? []) } }),
      ...(facilities === 'out'
        ? {}
        : { inbound: { run: ({ lc, doc, input }) => inboundCommand(lc, doc, input.inLines ?? []) } }),
      forceFinish: { run: ({ lc, doc, input }) => forceFinishCommand(lc, doc, input.leg) },
    },
  });
}

/** Counterparts: the FSM request of a service delivery (or of its return, domain.md 2.7) and the sales order of a delivery mirror it. */
async function mirrorOnRequest(lc: LedgerContext, doc: CommandDocument): Promise<void> {
  const { commandType, refCommandId } = doc.header;
  if (commandType === 'service_delivery') await mirrorCommandToRequest(lc.trx, doc.header.id);
  if (commandType === 'service_receive' && refCommandId) await mirrorCommandToRequest(lc.trx, refCommandId);
  // domain.md 3.11: a sales order's fulfilment follows its delivery commands.
  if (commandType === 'delivery' && doc.header.salesOrderId)
    await mirrorDeliveryToSalesOrder(lc, doc.header.salesOrderId);
}

/** The page descriptor of a command type. */
export function commandDescriptor(type: CommandType) {
  return commandPages.get(type)!;
}

const EFFECTS: ReadonlyMap<CommandType, CommandEffects> = new Map(
  commandKinds.map((kind) => [kind.type, effectsOf(kind.type)]),
);

/** The effects of a command type's page. */
export function commandEffects(type: CommandType): CommandEffects {
  return EFFECTS.get(type)!;
}

/** The type of a command of the caller's tenant, or `doc.notFound`. */
export async function commandTypeOf(db: Db, tenantId: number, id: string): Promise<CommandType> {
  const row = await db
    .selectFrom('wmsCommand')
    .select('commandType')
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('doc.notFound');
  return row.commandType as CommandType;
}

/**
 * One engine action on a command inside a transaction the caller owns, at its current version (a module
 * approving the command it generated, cancelling the ones an inspection made, the demo seed).
 */
export async function actOnCommand(
  lc: LedgerContext,
  id: string,
  action: string,
  input: ActionInputValue = {},
): Promise<Record<string, unknown>> {
  const type = await commandTypeOf(lc.trx, lc.tenantId, id);
  const effects = commandEffects(type);
  const { header } = await effects.load(lc, id);
  const call = { id, version: header.version, permissions: new Set<string>() };
  const { result } = await actOnDocument(lc, commandDescriptor(type), effects, action, call, input);
  return result;
}
