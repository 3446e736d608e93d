import type { DocState, DocumentAction } from '../workflow';

/** The W actions that move or guard a document's state (domain.md 0.5), in toolbar-then-row order. */
export type WorkflowAction = Extract<
  DocumentAction,
  'approve' | 'cancelApproval' | 'cancel' | 'outbound' | 'inbound' | 'forceFinish' | 'ignore'
>;

/** Which execution legs follow the approval: `out` (outbound), `in` (inbound), both, or none. */
export type Legs = 'none' | 'out' | 'in' | 'both';

/**
 * A document's variation of W (domain.md 0.5): which legs it executes, which W actions it offers, and
 * whether its out lines are expected back (`return_status`). States and guards stay those of W.
 */
export interface DocumentWorkflow {
  readonly legs: Legs;
  readonly actions: readonly WorkflowAction[];
  readonly returnStatus: boolean;
}

export interface WorkflowOptions {
  /** Default `none`: approve, cancel approval and cancel only. */
  legs?: Legs;
  /** Out lines come back (borrow, some service deliveries, outsourcing issues): W derives `return_status`. */
  returnStatus?: boolean;
  /** W actions the document does not offer (e.g. `cancelApproval` of a document built by an action). */
  without?: readonly WorkflowAction[];
  /** Actions W offers only with a reason to (`ignore` on documents with discrepancy lines). */
  with?: readonly WorkflowAction[];
}

const LEG_ACTIONS: Record<Legs, readonly WorkflowAction[]> = {
  none: [],
  out: ['outbound', 'forceFinish'],
  in: ['inbound', 'forceFinish'],
  both: ['outbound', 'inbound', 'forceFinish'],
};

const ORDER: readonly WorkflowAction[] = [
  'approve',
  'cancelApproval',
  'cancel',
  'outbound',
  'inbound',
  'forceFinish',
  'ignore',
];

/**
 * W for one document: `documentWorkflow({ legs: 'out' })` is a supplier return, `{ legs: 'both',
 * returnStatus: true }` a borrow command, `{ legs: 'in' }` a delivery note.
 */
export function documentWorkflow(options: WorkflowOptions = {}): DocumentWorkflow {
  const legs = options.legs ?? 'none';
  const offered = new Set<WorkflowAction>([
    'approve',
    'cancelApproval',
    'cancel',
    ...LEG_ACTIONS[legs],
    ...(options.with ?? []),
  ]);
  for (const action of options.without ?? []) offered.delete(action);
  return Object.freeze({
    legs,
    actions: ORDER.filter((action) => offered.has(action)),
    returnStatus: options.returnStatus ?? false,
  });
}

/** States from which a document's own step (not a W transition) may run, by name. */
export const STEP_STATES = {
  /** While the document may still be edited. */
  pending: [{ docStatus: 'pending', fulfilStatus: 'unexecuted' }],
  /** Approved and not finished: the states outbound and inbound run from. */
  open: [
    { docStatus: 'approved', fulfilStatus: 'unexecuted' },
    { docStatus: 'approved', fulfilStatus: 'executing' },
  ],
} as const satisfies Record<string, readonly DocState[]>;
