import type { CommandType } from '../../../../src/domain/warehouse/movement-types';
import type { Db, Engine } from '../../../db/database';
import { runDocumentAction } from '../../../documents/run-document-action';
import { mirrorCommandToRequest } from '../../fsm/spare-part-requests';
import type { LedgerContext } from '../ledger/ledger-context';
import { approveCommand } from './approve-command';
import { type CommandActionResult, type CommandDocument, loadCommand } from './command-store';
import {
  type InboundLineInput,
  inboundCommand,
  type OutboundLineInput,
  outboundCommand,
} from './execute-command';
import { cancelApprovalCommand, cancelCommand, type FinishLeg, forceFinishCommand } from './finish-command';

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

/** One W action on one command: one transaction, guarded by state and version, idempotent by requestId. */
export function performCommandAction(
  db: Db,
  engine: Engine,
  request: CommandActionRequest,
  action: CommandAction,
): Promise<CommandActionResult> {
  return runDocumentAction(
    db,
    engine,
    request.now,
    {
      tenantId: request.tenantId,
      username: request.username,
      requestId: request.requestId,
      docType: 'command',
      docId: request.id,
      action: action.action,
    },
    async (lc) => {
      const doc = await loadCommand(lc, request.id, request.commandType);
      const result = await perform(lc, doc, request.version, action);
      // Counterpart of domain.md 2.7: the FSM request of a service delivery mirrors it.
      const { commandType, refCommandId } = doc.header;
      if (commandType === 'service_delivery') await mirrorCommandToRequest(lc.trx, doc.header.id);
      if (commandType === 'service_receive' && refCommandId)
        await mirrorCommandToRequest(lc.trx, refCommandId);
      return result;
    },
  );
}

function perform(
  lc: LedgerContext,
  doc: CommandDocument,
  version: number,
  action: CommandAction,
): Promise<CommandActionResult> {
  switch (action.action) {
    case 'approve':
      return approveCommand(lc, doc, version);
    case 'cancelApproval':
      return cancelApprovalCommand(lc, doc, version);
    case 'cancel':
      return cancelCommand(lc, doc, version, action.remark);
    case 'outbound':
      return outboundCommand(lc, doc, version, action.lines);
    case 'inbound':
      return inboundCommand(lc, doc, version, action.lines);
    case 'forceFinish':
      return forceFinishCommand(lc, doc, version, action.remark, action.leg);
  }
}
