import type { ReactNode } from 'react';
import { type DocState, type DocumentActionDef, documentActions, isAllowedFrom } from '../../domain/workflow';
import type { EntityRow } from '../entity/entity-api';

/** The W actions a document row offers (domain.md 0.5); add, edit and delete are the list's own. */
export type WorkflowAction =
  | 'approve'
  | 'cancelApproval'
  | 'cancel'
  | 'forceFinish'
  | 'ignore'
  | 'outbound'
  | 'inbound';

/**
 * How the client runs a W action, read from its definition in src/domain/workflow.ts: an action that
 * needs a remark opens the remark dialog (its confirmation as title), one with only a confirmation asks
 * it and posts, the legs (outbound, inbound) open the posting form that lists lines and quantities.
 */
export type ActionDialog = 'remark' | 'confirm' | 'execute';

export function dialogOf(action: WorkflowAction): ActionDialog {
  const def: DocumentActionDef = documentActions[action];
  if (def.requiresRemark) return 'remark';
  return def.confirm ? 'confirm' : 'execute';
}

/** What a dialog the engine opens is told: close it (reloading the list when something changed), or reload only. */
export interface DialogControl {
  done: (changed: boolean) => void;
  reload: () => void;
}

export type RowDialog = (row: EntityRow, control: DialogControl) => ReactNode;

/** A W action whose dialog is the page's own (the picklist's pick confirmation is its outbound). */
export interface WorkflowActionWithDialog {
  action: WorkflowAction;
  dialog: RowDialog;
}

/** A row action beyond W (acknowledge, enter count, items done, pack, print): the page declares it. */
export interface PageAction {
  /** The button's class is `isps-row-<key>` unless `className` names another. */
  key: string;
  className?: string;
  /** Button permission suffix (`<area>:<entity>:<perm>`); without it the button needs none. */
  perm?: string;
  label: string;
  /** Whether the row offers it (state, user side...); always when absent. */
  shows?: (row: EntityRow) => boolean;
  /** A question, then a post of `{ id, version, requestId }` to `<basePath>/<post>`. */
  confirm?: { title: string; post: string };
  /** Otherwise a dialog the engine mounts for the row. */
  dialog?: RowDialog;
}

export type RowActionEntry = WorkflowAction | WorkflowActionWithDialog | PageAction;

/** One row button as the list draws it. */
export interface RowButton {
  key: string;
  className: string;
  entry: RowActionEntry;
  /** Set for W actions: their title, confirmation and dialog come from workflow.ts. */
  workflow?: WorkflowAction;
}

export const stateOf = (row: EntityRow): DocState => ({
  docStatus: String(row.docStatus) as DocState['docStatus'],
  fulfilStatus: String(row.fulfilStatus) as DocState['fulfilStatus'],
});

export function workflowActionOf(entry: RowActionEntry): WorkflowAction | undefined {
  if (typeof entry === 'string') return entry;
  return 'action' in entry ? entry.action : undefined;
}

/**
 * The buttons a row shows, in declaration order: a W action where the row's state allows it
 * (domain.md 0.5), the user holds `<perm>`; a page action where the user holds its permission and its own
 * rule shows it; either only where the page's extra rule (`allows`) agrees.
 */
export function rowButtons(
  entries: readonly RowActionEntry[],
  row: EntityRow,
  can: (perm: string) => boolean,
  allows: (action: string, row: EntityRow) => boolean = () => true,
): RowButton[] {
  const state = stateOf(row);
  return entries.flatMap((entry): RowButton[] => {
    const workflow = workflowActionOf(entry);
    if (workflow) {
      const shown =
        can(documentActions[workflow].perm) && isAllowedFrom(workflow, state) && allows(workflow, row);
      return shown ? [{ key: workflow, className: `isps-row-${workflow}`, entry, workflow }] : [];
    }
    const action = entry as PageAction;
    const shown =
      (!action.perm || can(action.perm)) && (action.shows?.(row) ?? true) && allows(action.key, row);
    return shown ? [{ key: action.key, className: action.className ?? `isps-row-${action.key}`, entry }] : [];
  });
}
