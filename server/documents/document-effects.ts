import type { TSchema } from 'typebox';
import type { DocumentDescriptor } from '../../src/domain/document/define-document';
import type { TransitionFacts } from '../../src/domain/workflow';
import type { Db } from '../db/database';
import type { LedgerContext } from '../modules/warehouse/ledger/ledger-context';
import type { ActionInputValue } from './action-body';
import type { ClaimedHeader } from './claim-document';

/** A loaded header as the engine claims, stamps and answers with it. */
export interface LoadedHeader extends ClaimedHeader {
  code: string;
  /** Segregation of duties and `notify: creator`. */
  createBy?: string | null;
  /** `notify: partnerUsers`. */
  partnerId?: string | null;
  /** `notify: { role, ofFacility }`. */
  facilityId?: string | null;
}

export interface LoadedDocument {
  header: LoadedHeader;
}

/** What an action's effect runs with, inside the action's transaction, after the engine's claim. */
export interface ActionRun<D extends LoadedDocument, C = never> {
  lc: LedgerContext;
  /**
   * The document as loaded; for approve, cancel approval and cancel its header already carries W's new
   * state. An execution effect (outbound, inbound, force finish) sets `doc.header.fulfilStatus` from its
   * lines; the engine writes the header's state after the effect.
   */
  doc: D;
  input: ActionInputValue<C>;
  /** The caller's button permissions (a concession needs its own, domain.md 3.7). */
  permissions: ReadonlySet<string>;
  /** Ids of system messages the effect stored in the transaction, pushed once it committed. */
  notices: string[];
}

/** The business part of one action, in the document's own module. */
export interface ActionEffect<D extends LoadedDocument, C = never> {
  /**
   * The document's own refusal before W's, with its own message (a task with packed items refuses
   * cancel approval): throws an AppError. Runs on the loaded document before the claim.
   */
  guard?: (doc: D, input: ActionInputValue<C>) => void;
  /**
   * Facts W decides with, read before the claim from the loaded document or, in the action's
   * transaction, from the rows around it (`hasPostings`, `hasOpenFollowUps`, …).
   */
  facts?: (
    doc: D,
    input: ActionInputValue<C>,
    lc: LedgerContext,
  ) => TransitionFacts | Promise<TransitionFacts>;
  /** The effect (postings, reservations, roll-ups); what it returns joins the action's answer. */
  // biome-ignore lint/suspicious/noConfusingVoidType: an effect that adds nothing to the answer returns nothing.
  run?: (run: ActionRun<D, C>) => Promise<Record<string, unknown> | void>;
  /** For input kind `custom`: the body schema (with id, version, requestId) and its input. */
  body?: TSchema;
  parse?: (body: Record<string, unknown>) => ActionInputValue<C>;
}

/**
 * The hooks of one document: how its header and lines are loaded in an action's transaction, each
 * action's effect (every action of the descriptor needs one, even an empty `{}`), the answer, what runs
 * after every action (counterpart documents), and its print data when it prints more than itself.
 */
export interface DocumentEffects<D extends LoadedDocument, C = never> {
  /** The document of the caller's tenant, or `doc.notFound`. */
  load: (lc: LedgerContext, id: string) => Promise<D>;
  actions: Readonly<Record<string, ActionEffect<D, C>>>;
  /** What every action answers; default id, code, docStatus, fulfilStatus, version. */
  result?: (doc: D) => Record<string, unknown>;
  /**
   * The document's own header columns the effects set, written with W's state after every W action in
   * the same statement (a command's business status, return status and loan facility).
   */
  headerColumns?: (doc: D) => Record<string, unknown>;
  /** After every action's effect, in its transaction (an FSM request mirrors its service delivery). */
  afterAction?: (lc: LedgerContext, doc: D) => Promise<void>;
  /** Print data when the generic one (header, lines, totals) is not what the templates need. */
  print?: (db: Db, tenantId: number, id: string, now: number) => Promise<unknown>;
}

/** Checks at start-up that every action of the descriptor has its effect and no effect is left over. */
export function documentEffects<D extends LoadedDocument, C = never>(
  doc: DocumentDescriptor,
  effects: DocumentEffects<D, C>,
): DocumentEffects<D, C> {
  const declared = new Set(doc.document.actions.map((action) => action.name));
  for (const name of declared) {
    if (!effects.actions[name]) throw new Error(`${doc.name}: action ${name} has no effect`);
  }
  for (const name of Object.keys(effects.actions)) {
    if (!declared.has(name))
      throw new Error(`${doc.name}: effect ${name} is not an action of the descriptor`);
  }
  for (const action of doc.document.actions) {
    const effect = effects.actions[action.name]!;
    if (action.input === 'custom' && (!effect.body || !effect.parse)) {
      throw new Error(`${doc.name}: custom action ${action.name} needs its body and parse`);
    }
  }
  return effects;
}
