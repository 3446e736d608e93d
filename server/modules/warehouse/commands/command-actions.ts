import { documentAction } from '../../../../src/domain/document/define-document';
import type { CommandType } from '../../../../src/domain/warehouse/movement-types';
import type { Db, Engine } from '../../../db/database';
import type { ActionInputValue, InboundLineInput, OutboundLineInput } from '../../../documents/action-body';
import { performDocumentAction } from '../../../documents/perform-document-action';
import { commandDescriptor, commandEffects, commandTypeOf } from './command-effects';
import type { CommandActionResult } from './command-store';
import type { FinishLeg } from './finish-command';

export type CommandAction =
  | { action: 'approve' }
  | { action: 'cancelApproval' }
  | { action: 'cancel'; remark: string }
  | { action: 'outbound'; lines: readonly OutboundLineInput[] }
  | { action: 'inbound'; lines: readonly InboundLineInput[] }
  | { action: 'forceFinish'; remark: string; leg?: FinishLeg };

export interface CommandActionRequest {
  tenantId: number;
  username: string;
  commandType?: CommandType;
  id: string;
  /** The version the user saw (domain.md 0.5 optimistic lock). */
  version: number;
  requestId: string;
  now: number;
}

/**
 * One W action on one command through the document engine, as its route runs it (one transaction,
 * guarded by state and version, idempotent by requestId): for the ledger tests and bench, which act
 * without HTTP. The type, when not given, is the command's own.
 */
export async function performCommandAction(
  db: Db,
  engine: Engine,
  request: CommandActionRequest,
  action: CommandAction,
): Promise<CommandActionResult> {
  const type = request.commandType ?? (await commandTypeOf(db, request.tenantId, request.id));
  const descriptor = commandDescriptor(type);
  const spec = documentAction(descriptor, action.action);
  if (!spec) throw new Error(`${descriptor.name}: no action ${action.action}`);
  const { result } = await performDocumentAction(
    db,
    engine,
    descriptor,
    commandEffects(type),
    spec,
    { ...request, permissions: new Set() },
    inputOf(action),
  );
  // The command effects answer `actionResult` (command-effects.ts `result`), with the posting's id.
  return result as unknown as CommandActionResult;
}

function inputOf(action: CommandAction): ActionInputValue {
  switch (action.action) {
    case 'cancel':
      return { remark: action.remark };
    case 'outbound':
      return { outLines: [...action.lines] };
    case 'inbound':
      return { inLines: [...action.lines] };
    case 'forceFinish':
      return { remark: action.remark, ...(action.leg ? { leg: action.leg } : {}) };
    default:
      return {};
  }
}
