import type { CommandType } from '../../../../src/domain/warehouse/movement-types';
import type { Db, Engine } from '../../../db/database';
import { approveCommand } from './approve-command';
import type { CommandActionResult } from './command-store';
import { loadCommand } from './command-store';
import {
  type InboundLineInput,
  inboundCommand,
  type OutboundLineInput,
  outboundCommand,
} from './execute-command';
import { cancelApprovalCommand, cancelCommand, type FinishLeg, forceFinishCommand } from './finish-command';
import { runDocumentAction } from './run-document-action';

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
      switch (action.action) {
        case 'approve':
          return approveCommand(lc, doc, request.version);
        case 'cancelApproval':
          return cancelApprovalCommand(lc, doc, request.version);
        case 'cancel':
          return cancelCommand(lc, doc, request.version, action.remark);
        case 'outbound':
          return outboundCommand(lc, doc, request.version, action.lines);
        case 'inbound':
          return inboundCommand(lc, doc, request.version, action.lines);
        case 'forceFinish':
          return forceFinishCommand(lc, doc, request.version, action.remark, action.leg);
      }
    },
  );
}
