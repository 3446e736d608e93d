import {
  type AssembledFields,
  defineEntity,
  type EntityConfig,
  type EntityDescriptor,
  type FieldsConfig,
} from '../entity/define-entity';
import { fromScaled, toScaled } from '../entity/scaled-number';
import type { LocalText } from '../i18n-text';
import { type DocState, documentActions } from '../workflow';
import type { TotalDef } from './document-totals';
import { type DocumentWorkflow, STEP_STATES, type WorkflowAction } from './document-workflow';

/**
 * The document engine's descriptor: a business document (header, lines, W workflow, actions, links,
 * totals, print) declared once on top of `defineEntity`. The server engine (server/documents) generates
 * the action routes, the W write guard, the version- and state-checked claim, idempotency, the action
 * log, notifications and print data from it; the client draws its list page and master-detail form.
 * Effects that are business logic (ledger postings, reservations, roll-ups) are per-action hooks in the
 * document's own server module. See docs/documents.md.
 *
 * ```ts
 * export const supplierReturn = defineDocument({
 *   name: 'supplierReturn', table: 'wms_supplier_return', permission: 'wms:supplierReturn', ...,
 *   docType: 'supplier_return',
 *   workflow: documentWorkflow({ legs: 'out' }),
 *   actions: { approve: { by: ['buyer', 'qc_manager'], segregated: true }, outbound: { by: ['wh_clerk'] } },
 *   steps: { acknowledge: { title, perm: null, side: 'supplier', from: 'open', input: 'none' } },
 *   createFrom: { rejectedReceiptLines: { source: 'receiptLine', lines: 'lines', fields: {...} } },
 *   totals: { totalQty: { label, formula: sum('lines', 'qty'), display: 'qty' } },
 * });
 * ```
 */

/** Who acts: the warehouse's own staff, or the supplier's users in the portal (domain.md 4.3). */
export type Side = 'staff' | 'supplier';

/**
 * What an action takes besides id, version and requestId, which decides its request body and its
 * dialog: nothing (a confirmation), a remark, a force finish (remark and leg), the out or in lines with
 * quantities (the execution dialog), chosen line ids, or a body of the document's own (`custom`).
 */
export type ActionInput =
  | 'none'
  | 'remark'
  | 'finish'
  | 'outboundLines'
  | 'inboundLines'
  | 'itemIds'
  | 'custom';

/** Whether the action asks a remark (cancel_remark, the handling remark of ignore). */
export type RemarkRule = 'required' | 'optional' | 'none';

/**
 * Whom a notice reaches: the supplier users of the document's partner, its creator, or the users of a
 * role in the tenant; with `ofFacility` only those of the role who work in the document's facility
 * (`sys_user_facility`, domain.md 3.2), the receiving warehouse's clerks of a shipped delivery note.
 */
export type NotifyTarget =
  | 'partnerUsers'
  | 'creator'
  | { readonly role: string; readonly ofFacility?: boolean };

/**
 * A notification the engine stores in the action's transaction and pushes once it committed.
 * `{code}` in the texts is the document's code.
 */
export interface NotifyDef {
  readonly to: NotifyTarget;
  readonly title: LocalText;
  readonly body?: LocalText;
  /** The page the notice opens (a menu path). */
  readonly openPage?: string;
}

/** How one W action of the document differs from W's defaults (src/domain/workflow.ts). */
export interface ActionOptions {
  /** Roles of domain.md 0.6 granted the button; the server checks the permission they are granted. */
  readonly by?: readonly string[];
  /** Default `staff`; the server refuses a user of the other side. */
  readonly side?: Side | readonly Side[];
  /** Overrides W's confirmation; `null` asks none. */
  readonly confirm?: LocalText | null;
  readonly remark?: RemarkRule;
  /** Segregation of duties (domain.md 0.6): the document's creator may not do it himself. */
  readonly segregated?: boolean;
  readonly notify?: NotifyDef;
  readonly title?: LocalText;
  readonly input?: ActionInput;
}

/** A document's own step beyond W (acknowledge, items done, enter count): no state change of its own. */
export interface StepOptions extends ActionOptions {
  readonly title: LocalText;
  /** Button permission suffix; `null`: anyone who may read the document (the supplier acknowledging). */
  readonly perm: string | null;
  /** States it runs from: `pending`, `open` (approved, not finished) or a list. */
  readonly from: keyof typeof STEP_STATES | readonly DocState[];
  readonly input: ActionInput;
  /**
   * Default true: the body carries the version the user saw and a stale one is refused. False for a
   * station's scans, sent one after another without a version: the step claims the version current when
   * it runs (a concurrent change is still refused by the claim's guarded update).
   */
  readonly versioned?: boolean;
}

/**
 * "Create from": lines taken from rows of another entity (a delivery note from PO items, a receipt from
 * a delivery note, a return from rejected receipt lines). The picker lists `source` with `query`,
 * limited to rows whose `match` fields equal the document's; each picked row becomes a line of
 * `lines` with `fields` copied (line field ← source field).
 */
export interface CreateFromDef {
  readonly label: LocalText;
  readonly source: string;
  /** Fixed list parameters of the picker (api-contract 1.4), e.g. `{ rejectedQty: '> 0' }`. */
  readonly query?: Readonly<Record<string, string>>;
  /** Document header field → source field the picked rows must share. */
  readonly match?: Readonly<Record<string, string>>;
  readonly lines: string;
  /** Line field → source field. */
  readonly fields: Readonly<Record<string, string>>;
  /** Line field → a value computed from the picked row (its list values), where no one field holds it. */
  readonly computed?: Readonly<Record<string, (row: Readonly<Record<string, unknown>>) => unknown>>;
}

/**
 * A quantity a "create from" link computes (its `computed`): the picked row's `from` less its `less` and
 * plus its `plus` fields, in scaled integers (no float remainders), never below zero. E.g. what is left at
 * the line side of an order component: issued less returned and consumed.
 */
export function remainder(parts: { from: string; less: readonly string[]; plus?: readonly string[] }) {
  return (row: Readonly<Record<string, unknown>>): number => {
    const scaled = (name: string) => toScaled(Number(row[name] ?? 0), 'qty') ?? 0;
    const sum = (names: readonly string[]) => names.reduce((total, name) => total + scaled(name), 0);
    return fromScaled(Math.max(0, scaled(parts.from) - sum(parts.less) + sum(parts.plus ?? [])), 'qty');
  };
}

/** What the document prints: a print record kind (print-fields.ts `biz_type`) its templates use. */
export interface PrintDef {
  readonly bizType: string;
  /** The default template's code, when the document has one. */
  readonly template?: string;
}

/**
 * One step of a multi-step approval (a credit memo request: the sales manager, then finance). Every
 * step but the last leaves the document pending with the step counted and its approver stamped; the
 * last one is W's approve (its effect runs, W stamps approve_by and approve_time).
 */
export interface ApprovalStepDef {
  readonly key: string;
  readonly title: LocalText;
  /** The step's button permission suffix: only who holds it may approve or refuse at this step. */
  readonly perm: string;
  /** Roles of domain.md 0.6 granted the step's button. */
  readonly by: readonly string[];
  /** Header fields stamped with who approved the step and when (not for the last step: W's stamps). */
  readonly stampBy?: string;
  readonly stampTime?: string;
}

/**
 * A multi-step approval (docs/documents.md "Multi-step approval"): the steps in order, the header's int
 * field counting the steps done, and the field keeping the remark of a refusal. The engine generates a
 * `refuse` step (remark required) that sends a pending document back to the first step.
 */
export interface ApprovalDef {
  readonly steps: readonly ApprovalStepDef[];
  readonly stepField: string;
  readonly refuseRemarkField: string;
}

export interface DocumentConfig<F extends FieldsConfig = FieldsConfig>
  extends Omit<EntityConfig<F>, 'kind' | 'actions'> {
  /** `sys_doc_action.doc_type` and the ledger's source doc type, e.g. `supplier_return`. */
  docType: string;
  workflow: DocumentWorkflow;
  /** Options of the W actions the workflow offers; an action left out keeps W's defaults. */
  actions?: { readonly [A in WorkflowAction]?: ActionOptions };
  /** The document's own steps, by route name. */
  steps?: Readonly<Record<string, StepOptions>>;
  createFrom?: Readonly<Record<string, CreateFromDef>>;
  totals?: Readonly<Record<string, TotalDef>>;
  print?: PrintDef;
  /** Approval in several steps, each with its role; absent: approve is one step. */
  approval?: ApprovalDef;
  /**
   * Default true: generic edits replace the lines with the ones sent. False for documents built by an
   * action (picklists, billing lists, stock counts): their lines change only through their actions.
   */
  linesEditable?: boolean;
}

/** One action as every consumer reads it: route `<basePath>/<name>`, button, dialog and guard. */
export interface DocumentActionSpec {
  readonly name: string;
  /** The W action it is, or null for a document's own step. */
  readonly transition: WorkflowAction | null;
  readonly perm: string | null;
  readonly title: LocalText;
  readonly confirm?: LocalText;
  readonly remark: RemarkRule;
  readonly allowedFrom: readonly DocState[];
  readonly input: ActionInput;
  readonly by: readonly string[];
  readonly side: readonly Side[];
  readonly segregated: boolean;
  readonly notify?: NotifyDef;
  /** Whether the body carries the version the user saw (every W action does). */
  readonly versioned: boolean;
  /**
   * Approve and refuse of a multi-step approval: the permission is the current step's, decided on the
   * document (a button shows to whoever holds one of the steps' permissions).
   */
  readonly approvalSteps?: readonly ApprovalStepDef[];
}

export interface DocumentSpec {
  readonly docType: string;
  readonly workflow: DocumentWorkflow;
  /** W actions in workflow order, then the steps in declaration order. */
  readonly actions: readonly DocumentActionSpec[];
  readonly createFrom: Readonly<Record<string, CreateFromDef>>;
  readonly totals: Readonly<Record<string, TotalDef>>;
  readonly print?: PrintDef;
  readonly approval?: ApprovalDef;
  readonly linesEditable: boolean;
}

export interface DocumentDescriptor<F extends object = FieldsConfig> extends EntityDescriptor<F> {
  readonly document: DocumentSpec;
}

const DEFAULT_INPUT: Record<WorkflowAction, ActionInput> = {
  approve: 'none',
  cancelApproval: 'none',
  cancel: 'remark',
  outbound: 'outboundLines',
  inbound: 'inboundLines',
  forceFinish: 'finish',
  ignore: 'remark',
};

const sides = (side: ActionOptions['side']): readonly Side[] =>
  side === undefined ? ['staff'] : typeof side === 'string' ? [side] : side;

function workflowAction(name: WorkflowAction, options: ActionOptions = {}): DocumentActionSpec {
  const w = documentActions[name];
  const confirm = options.confirm === undefined ? ('confirm' in w ? w.confirm : undefined) : options.confirm;
  return Object.freeze({
    name,
    transition: name,
    perm: w.perm,
    title: options.title ?? w.title,
    ...(confirm ? { confirm } : {}),
    remark: options.remark ?? (w.requiresRemark ? 'required' : 'none'),
    allowedFrom: w.allowedFrom,
    input: options.input ?? DEFAULT_INPUT[name],
    by: options.by ?? [],
    side: sides(options.side),
    segregated: options.segregated ?? false,
    ...(options.notify ? { notify: options.notify } : {}),
    versioned: true,
  });
}

function step(name: string, options: StepOptions): DocumentActionSpec {
  return Object.freeze({
    name,
    transition: null,
    perm: options.perm,
    title: options.title,
    ...(options.confirm ? { confirm: options.confirm } : {}),
    remark: options.remark ?? 'none',
    allowedFrom: typeof options.from === 'string' ? STEP_STATES[options.from] : options.from,
    input: options.input,
    by: options.by ?? [],
    side: sides(options.side),
    segregated: options.segregated ?? false,
    ...(options.notify ? { notify: options.notify } : {}),
    versioned: options.versioned ?? true,
  });
}

/** Declares a business document once: its entity (kind `document`) plus its workflow and actions. */
export function defineDocument<F extends FieldsConfig>(
  config: DocumentConfig<F>,
): DocumentDescriptor<AssembledFields<F, 'document'>> {
  const {
    docType,
    workflow,
    actions = {},
    steps = {},
    createFrom = {},
    totals = {},
    print,
    approval,
    ...entity
  } = config;
  for (const name of Object.keys(actions)) {
    if (!workflow.actions.includes(name as WorkflowAction)) {
      throw new Error(`${config.name}: action ${name} is not offered by its workflow`);
    }
  }
  const specs = [
    ...workflow.actions.map((name) => workflowAction(name, actions[name])),
    ...Object.entries(steps).map(([name, options]) => step(name, options)),
  ];
  if (approval) approvalSpecs(config.name, specs, approval, entity.fields);
  const names = new Set<string>();
  for (const spec of specs) {
    if (names.has(spec.name)) throw new Error(`${config.name}: action ${spec.name} declared twice`);
    names.add(spec.name);
  }
  const base = defineEntity({
    ...entity,
    kind: 'document',
    // The entity's buttons (EntityListPage) are the actions with a button permission, one per permission
    // (a stock count's adjust is done with the approve permission).
    actions: [
      ...specs.flatMap((spec, index) =>
        spec.perm && specs.findIndex((other) => other.perm === spec.perm) === index
          ? [{ perm: spec.perm, title: spec.title, ...(spec.confirm ? { confirm: spec.confirm } : {}) }]
          : [],
      ),
      // The later steps' buttons, so roles can be granted them.
      ...(approval?.steps ?? [])
        .filter((s) => !specs.some((spec) => spec.perm === s.perm))
        .map((s) => ({ perm: s.perm, title: s.title })),
    ],
  });
  checkLinks(base, createFrom, totals);
  return Object.freeze({
    ...base,
    document: Object.freeze({
      docType,
      workflow,
      actions: specs,
      createFrom,
      totals,
      ...(print ? { print } : {}),
      ...(approval ? { approval } : {}),
      linesEditable: config.linesEditable ?? true,
    }),
  });
}

const REFUSE_TITLE: LocalText = { zh: '驳回', en: 'Refuse' };
const REFUSE_CONFIRM: LocalText = { zh: '确定驳回吗?', en: 'Are you sure to refuse?' };

/**
 * A multi-step approval on the specs: approve carries the steps (its permission the first step's, the
 * route accepts any step's and the engine checks the current one), and a `refuse` step is added.
 */
function approvalSpecs(
  name: string,
  specs: DocumentActionSpec[],
  approval: ApprovalDef,
  fields: EntityConfig['fields'],
): void {
  const index = specs.findIndex((spec) => spec.transition === 'approve');
  const approve = specs[index];
  if (!approve) throw new Error(`${name}: a multi-step approval needs approve in the workflow`);
  if (approval.steps.length < 2) throw new Error(`${name}: a multi-step approval needs two steps or more`);
  for (const key of [approval.stepField, approval.refuseRemarkField]) {
    if (!fields[key]) throw new Error(`${name}: approval field ${key} is not a header field`);
  }
  for (const s of approval.steps) {
    for (const key of [s.stampBy, s.stampTime]) {
      if (key && !fields[key]) throw new Error(`${name}: approval stamp ${key} is not a header field`);
    }
  }
  const first = approval.steps[0]!;
  specs[index] = Object.freeze({ ...approve, perm: first.perm, by: first.by, approvalSteps: approval.steps });
  specs.push(
    Object.freeze({
      name: 'refuse',
      transition: null,
      perm: first.perm,
      title: REFUSE_TITLE,
      confirm: REFUSE_CONFIRM,
      remark: 'required',
      allowedFrom: STEP_STATES.pending,
      input: 'remark',
      by: [...new Set(approval.steps.flatMap((s) => s.by))],
      side: ['staff'],
      segregated: false,
      versioned: true,
      approvalSteps: approval.steps,
    } satisfies DocumentActionSpec),
  );
}

function checkLinks(
  entity: EntityDescriptor,
  createFrom: Readonly<Record<string, CreateFromDef>>,
  totals: Readonly<Record<string, TotalDef>>,
): void {
  for (const [name, link] of Object.entries(createFrom)) {
    const lines = entity.lines[link.lines];
    if (!lines) throw new Error(`${entity.name}.createFrom.${name}: no lines ${link.lines}`);
    for (const target of [...Object.keys(link.fields), ...Object.keys(link.computed ?? {})]) {
      if (!lines.entity.fields[target])
        throw new Error(`${entity.name}.createFrom.${name}: no line field ${target}`);
    }
    for (const target of Object.keys(link.match ?? {})) {
      if (!entity.fields[target])
        throw new Error(`${entity.name}.createFrom.${name}: no header field ${target}`);
    }
  }
  for (const [name, total] of Object.entries(totals)) {
    const lines = entity.lines[total.formula.lines];
    if (!lines) throw new Error(`${entity.name}.totals.${name}: no lines ${total.formula.lines}`);
    const fields =
      total.formula.kind === 'sum'
        ? [total.formula.field]
        : total.formula.kind === 'sumProduct'
          ? total.formula.fields
          : [];
    for (const field of fields) {
      if (!lines.entity.fields[field])
        throw new Error(`${entity.name}.totals.${name}: no line field ${field}`);
    }
  }
}

/** The action of a document by route name, or undefined. */
export function documentAction(doc: DocumentDescriptor, name: string): DocumentActionSpec | undefined {
  return doc.document.actions.find((action) => action.name === name);
}

/** Whether an entity descriptor is a declared document. */
export function isDocument(entity: EntityDescriptor): entity is DocumentDescriptor {
  return 'document' in entity;
}

/** Whether `state` is one the action may run from (the client greys the button out otherwise). */
export function actionAllowedFrom(action: DocumentActionSpec, state: DocState): boolean {
  return action.allowedFrom.some(
    (s) => s.docStatus === state.docStatus && s.fulfilStatus === state.fulfilStatus,
  );
}
