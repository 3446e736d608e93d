import type { LocalText } from './i18n-text';

/**
 * The common document workflow W (domain.md 0.5). A document's state is the pair
 * (`doc_status`, `fulfil_status`); documents that are never executed stay `unexecuted`.
 */
export type DocStatus = 'pending' | 'approved' | 'cancelled';
export type FulfilStatus = 'unexecuted' | 'executing' | 'completed' | 'closed';

export interface DocState {
  docStatus: DocStatus;
  fulfilStatus: FulfilStatus;
}

export type DocumentAction =
  | 'add'
  | 'edit'
  | 'delete'
  | 'approve'
  | 'cancelApproval'
  | 'cancel'
  | 'outbound'
  | 'inbound'
  | 'forceFinish'
  | 'ignore'
  | 'checkInventory'
  | 'exportXls'
  | 'importExcel';

export interface DocumentActionDef {
  action: DocumentAction;
  /** Last segment of the button permission: `<area>:<entity>:<perm>` (domain.md 0.5 last column). */
  perm: string;
  /** Button text. */
  title: LocalText;
  /** Confirmation asked before the action (spec 5), when the action asks one. */
  confirm?: LocalText;
  /** A remark (`cancel_remark`, or the handling remark of ignore) is required. */
  requiresRemark: boolean;
  /**
   * Document states the action is allowed from. Empty for toolbar actions, which act on no existing
   * document: add, export, import, and check inventory (it acts on inventory rows and opens a count).
   */
  allowedFrom: readonly DocState[];
}

const PENDING: DocState = { docStatus: 'pending', fulfilStatus: 'unexecuted' };
const APPROVED_UNEXECUTED: DocState = { docStatus: 'approved', fulfilStatus: 'unexecuted' };
const APPROVED_EXECUTING: DocState = { docStatus: 'approved', fulfilStatus: 'executing' };
const OPEN_FOR_EXECUTION = [APPROVED_UNEXECUTED, APPROVED_EXECUTING] as const;

/** Every state W knows, for tests and state pickers. */
export const DOC_STATES: readonly DocState[] = [
  PENDING,
  { docStatus: 'cancelled', fulfilStatus: 'unexecuted' },
  APPROVED_UNEXECUTED,
  APPROVED_EXECUTING,
  { docStatus: 'approved', fulfilStatus: 'completed' },
  { docStatus: 'approved', fulfilStatus: 'closed' },
];

/** The actions of domain.md 0.5, in toolbar-then-row order; confirmation texts exactly as the table gives. */
export const documentActions = {
  add: {
    action: 'add',
    perm: 'add',
    title: { zh: '新增', en: 'Add' },
    requiresRemark: false,
    allowedFrom: [],
  },
  edit: {
    action: 'edit',
    perm: 'edit',
    title: { zh: '编辑', en: 'Edit' },
    requiresRemark: false,
    allowedFrom: [PENDING],
  },
  delete: {
    action: 'delete',
    perm: 'delete',
    title: { zh: '删除', en: 'Delete' },
    confirm: { zh: '确定删除吗?', en: 'Are you sure to delete?' },
    requiresRemark: false,
    allowedFrom: [PENDING],
  },
  approve: {
    action: 'approve',
    perm: 'approve',
    title: { zh: '审核', en: 'Approve' },
    confirm: { zh: '确定审核吗?', en: 'Are you sure to approve?' },
    requiresRemark: false,
    allowedFrom: [PENDING],
  },
  cancelApproval: {
    action: 'cancelApproval',
    perm: 'cancelApproval',
    title: { zh: '取消审核', en: 'Cancel approval' },
    confirm: { zh: '确定取消审核吗?', en: 'Are you sure to cancel approval?' },
    requiresRemark: false,
    allowedFrom: [APPROVED_UNEXECUTED],
  },
  cancel: {
    action: 'cancel',
    perm: 'cancel',
    title: { zh: '作废', en: 'Cancel' },
    confirm: { zh: '确定作废吗?', en: 'Are you sure to cancel?' },
    requiresRemark: true,
    allowedFrom: [PENDING],
  },
  // Outbound and inbound ask no question: the posting form lists lines and quantities before submit.
  outbound: {
    action: 'outbound',
    perm: 'outbound',
    title: { zh: '出库', en: 'Outbound' },
    requiresRemark: false,
    allowedFrom: OPEN_FOR_EXECUTION,
  },
  inbound: {
    action: 'inbound',
    perm: 'inbound',
    title: { zh: '入库', en: 'Inbound' },
    requiresRemark: false,
    allowedFrom: OPEN_FOR_EXECUTION,
  },
  forceFinish: {
    action: 'forceFinish',
    perm: 'forceFinish',
    title: { zh: '强制完成', en: 'Force finish' },
    confirm: { zh: '确定强制完成吗?', en: 'Are you sure to force finish?' },
    requiresRemark: true,
    allowedFrom: OPEN_FOR_EXECUTION,
  },
  // Ignore closes a discrepancy (count line, failed interface message) of a document still being executed.
  ignore: {
    action: 'ignore',
    perm: 'ignore',
    title: { zh: '忽略', en: 'Ignore' },
    confirm: { zh: '确定忽略吗?', en: 'Are you sure to ignore?' },
    requiresRemark: true,
    allowedFrom: OPEN_FOR_EXECUTION,
  },
  // Permission `wms:inventory:check` (domain.md 0.5), hence the suffix `check`.
  checkInventory: {
    action: 'checkInventory',
    perm: 'check',
    title: { zh: '盘点', en: 'Check inventory' },
    confirm: { zh: '确定盘点吗?', en: 'Are you sure to check inventory?' },
    requiresRemark: false,
    allowedFrom: [],
  },
  exportXls: {
    action: 'exportXls',
    perm: 'exportXls',
    title: { zh: '导出', en: 'Export' },
    requiresRemark: false,
    allowedFrom: [],
  },
  importExcel: {
    action: 'importExcel',
    perm: 'importExcel',
    title: { zh: '导入', en: 'Import' },
    requiresRemark: false,
    allowedFrom: [],
  },
} as const satisfies { [A in DocumentAction]: DocumentActionDef & { action: A } };

export const DOCUMENT_ACTIONS = Object.keys(documentActions) as DocumentAction[];

/** Facts about the document the caller (the posting service) knows and the state alone does not. */
export interface TransitionFacts {
  /** The remark typed by the user (cancel_remark for cancel and force finish). */
  remark?: string;
  /** `approve_time` is set: the document was approved once (delete guard). */
  everApproved?: boolean;
  /** Something was already posted for the document (cancel approval guard). */
  hasPostings?: boolean;
  /** An open picklist or packing task refers to the document (cancel approval and cancel guard). */
  hasOpenFollowUps?: boolean;
  /** After this outbound / inbound / finish, every line is executed in full. */
  allLinesDone?: boolean;
  /** Force finish closed some quantity (nothing closed means everything was executed). */
  closedQuantity?: boolean;
  /** After an outbound force finish, goods of a two-leg document are still in transit to their in leg. */
  inLegStillOpen?: boolean;
}

export type WorkflowErrorCode =
  | 'doc.actionNotAllowed'
  | 'doc.notADocumentAction'
  | 'doc.remarkRequired'
  | 'doc.deleteAfterApproval'
  | 'doc.alreadyPosted'
  | 'doc.openFollowUps'
  | 'doc.openFollowUpsOnCancel';

export const workflowErrorMessages: Record<WorkflowErrorCode, LocalText> = {
  'doc.actionNotAllowed': {
    zh: '当前单据状态不允许此操作',
    en: 'This action is not allowed in the current document state',
  },
  'doc.notADocumentAction': {
    zh: '此操作不改变单据状态',
    en: 'This action does not change a document state',
  },
  'doc.remarkRequired': { zh: '请填写备注', en: 'A remark is required' },
  'doc.deleteAfterApproval': {
    zh: '单据审核过，不能删除，请作废',
    en: 'The document was approved once and cannot be deleted; cancel it instead',
  },
  'doc.alreadyPosted': {
    zh: '单据已有出入库记录，不能取消审核',
    en: 'Stock was already posted for the document; approval cannot be cancelled',
  },
  'doc.openFollowUps': {
    zh: '存在未完成的拣货单或装箱任务，不能取消审核',
    en: 'An open picklist or packing task refers to the document; approval cannot be cancelled',
  },
  'doc.openFollowUpsOnCancel': {
    zh: '存在未完成的拣货单或装箱任务，不能作废',
    en: 'An open picklist or packing task refers to the document; it cannot be cancelled',
  },
};

/** `state: null` means the document and its lines are removed (delete). */
export type TransitionResult = { ok: true; state: DocState | null } | { ok: false; error: WorkflowErrorCode };

const refuse = (error: WorkflowErrorCode): TransitionResult => ({ ok: false, error });
const to = (docStatus: DocStatus, fulfilStatus: FulfilStatus): TransitionResult => ({
  ok: true,
  state: { docStatus, fulfilStatus },
});

export function isAllowedFrom(action: DocumentAction, state: DocState): boolean {
  const from: readonly DocState[] = documentActions[action].allowedFrom;
  return from.some((s) => s.docStatus === state.docStatus && s.fulfilStatus === state.fulfilStatus);
}

/**
 * Whether a document row in `state` still offers edit or delete (domain.md 0.5): pending only, and a
 * delete only if it was never approved. Lists hide what the server would refuse.
 */
export function rowOffers(action: 'edit' | 'delete', docStatus: unknown, everApproved: boolean): boolean {
  const from: readonly DocState[] = documentActions[action].allowedFrom;
  return from.some((s) => s.docStatus === docStatus) && !(action === 'delete' && everApproved);
}

/** Fulfilment after a finish (domain.md 0.5): executing while a leg is open, else closed or completed. */
function finishedFulfilment(facts: TransitionFacts): FulfilStatus {
  if (facts.inLegStillOpen) return 'executing';
  return facts.closedQuantity ? 'closed' : 'completed';
}

/** W as a pure function: the state after `action`, or the code of the reason it is refused. */
export function nextState(
  state: DocState,
  action: DocumentAction,
  facts: TransitionFacts = {},
): TransitionResult {
  const def: DocumentActionDef = documentActions[action];
  if (def.allowedFrom.length === 0) return refuse('doc.notADocumentAction');
  if (!isAllowedFrom(action, state)) return refuse('doc.actionNotAllowed');
  if (def.requiresRemark && !facts.remark?.trim()) return refuse('doc.remarkRequired');
  switch (action) {
    case 'delete':
      return facts.everApproved ? refuse('doc.deleteAfterApproval') : { ok: true, state: null };
    case 'approve':
      return to('approved', 'unexecuted');
    case 'cancelApproval':
      if (facts.hasPostings) return refuse('doc.alreadyPosted');
      if (facts.hasOpenFollowUps) return refuse('doc.openFollowUps');
      return to('pending', 'unexecuted');
    case 'cancel':
      if (facts.hasOpenFollowUps) return refuse('doc.openFollowUpsOnCancel');
      return to('cancelled', 'unexecuted');
    case 'outbound':
    case 'inbound':
      return to('approved', facts.allLinesDone ? 'completed' : 'executing');
    case 'forceFinish':
      return to('approved', finishedFulfilment(facts));
    default:
      // edit and ignore leave the document state as it is.
      return { ok: true, state };
  }
}
