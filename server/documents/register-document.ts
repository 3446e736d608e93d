import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { DocumentActionSpec, DocumentDescriptor } from '../../src/domain/document/define-document';
import { permissionCode } from '../../src/domain/entity/define-entity';
import { documentReplies } from '../entity/entity-reply-schemas';
import {
  type EntityRoute,
  registerEntity,
  requireEntityAccess,
  type WriteEvent,
} from '../entity/register-entity';
import { forbidden } from '../http/app-error';
import { requirePermission } from '../http/require-permission';
import { ok } from '../http/result';
import { pushSystemMessage } from '../modules/system/announcements/announcement-release';
import { type approveBody, INPUT_BODIES, parseActionInput } from './action-body';
import { documentActionLog } from './document-action-log';
import type { DocumentEffects, LoadedDocument } from './document-effects';
import { documentPrintData } from './document-print';
import { requireVisibleDocument } from './document-scope';
import { documentWriteGuard } from './document-write-guard';
import { performDocumentAction } from './perform-document-action';

export interface RegisterDocumentOptions {
  /** Generic routes the document does not offer (a document built by an action has no add). */
  omit?: readonly EntityRoute[];
  /** The document's own rules on generic writes, after the W state check. */
  beforeWrite?: (event: WriteEvent) => Promise<void> | void;
}

const ID_QUERY = /^[0-9A-Za-z]{1,32}$/;

/**
 * Everything the server serves for one declared document: the generic entity routes behind the W write
 * guard, `POST <basePath>/<action>` for every action of the descriptor (button permission or read
 * access, side, scope, one idempotent transaction through `performDocumentAction`, notices pushed after
 * the commit), `GET <basePath>/actionLog` and, when it prints, `GET <basePath>/printData`.
 */
export function registerDocument<D extends LoadedDocument, C = never>(
  app: FastifyInstance,
  doc: DocumentDescriptor,
  effects: DocumentEffects<D, C>,
  options: RegisterDocumentOptions = {},
): void {
  registerEntity(app, doc, {
    ...(options.omit ? { omit: options.omit } : {}),
    beforeWrite: documentWriteGuard(doc, options.beforeWrite),
  });
  registerDocumentRoutes(app, doc, effects);
}

/** The action, action log and print routes alone, for documents whose generic routes are served apart. */
function registerDocumentRoutes<D extends LoadedDocument, C = never>(
  app: FastifyInstance,
  doc: DocumentDescriptor,
  effects: DocumentEffects<D, C>,
): void {
  const ctx = app.ctx;
  const answers = documentReplies(doc);
  for (const action of doc.document.actions) {
    const effect = effects.actions[action.name];
    if (!effect) throw new Error(`${doc.name}: action ${action.name} has no effect`);
    const body = action.input === 'custom' ? effect.body! : INPUT_BODIES[action.input];
    app.post(
      `${doc.basePath}/${action.name}`,
      { preHandler: [mayAct(doc, action), onSide(action)], schema: { body, response: answers.action } },
      async (request) => {
        const raw = request.body as Static<typeof approveBody> & Record<string, unknown>;
        await requireVisibleDocument(request, doc, raw.id);
        const input = action.input === 'custom' ? effect.parse!(raw) : parseActionInput(action.input, raw);
        const outcome = await performDocumentAction(
          ctx.db,
          ctx.engine,
          doc,
          effects,
          action,
          {
            tenantId: request.user.tenantId,
            username: request.user.username,
            id: raw.id,
            version: action.versioned ? raw.version : null,
            requestId: raw.requestId,
            now: ctx.clock.now(),
            permissions: request.user.permissions,
          },
          input,
        );
        for (const id of outcome.notices) await pushSystemMessage(ctx, id);
        return ok(request.locale, outcome.result);
      },
    );
  }
  const read = { preHandler: requireEntityAccess(doc) };
  app.get(
    `${doc.basePath}/actionLog`,
    { ...read, schema: { response: answers.actionLog } },
    async (request) => {
      const id = await visibleQueryId(request, doc);
      return ok(
        request.locale,
        await documentActionLog(ctx.db, request.user.tenantId, doc.document.docType, id),
      );
    },
  );
  if (doc.document.print || effects.print) {
    app.get(
      `${doc.basePath}/printData`,
      { ...read, schema: { response: answers.printData } },
      async (request) => {
        const id = await visibleQueryId(request, doc);
        const now = ctx.clock.now();
        const data = effects.print
          ? await effects.print(ctx.db, request.user.tenantId, id, now)
          : await documentPrintData(ctx, doc, request.user.tenantId, id, request.locale);
        return ok(request.locale, data);
      },
    );
  }
}

/** The button permission of the action, or read access for an action any reader may do. */
function mayAct(doc: DocumentDescriptor, action: DocumentActionSpec) {
  // A multi-step approval: any step's button lets the request in; the engine checks the current step's.
  if (action.approvalSteps)
    return requirePermission(...action.approvalSteps.map((step) => permissionCode(doc, step.perm)));
  return action.perm ? requirePermission(permissionCode(doc, action.perm)) : requireEntityAccess(doc);
}

/** Staff actions refuse supplier users and supplier-side actions staff (domain.md 4.3). */
function onSide(action: DocumentActionSpec) {
  return async (request: FastifyRequest) => {
    const side = request.user.userType === 'supplier' ? 'supplier' : 'staff';
    if (!action.side.includes(side)) throw forbidden();
  };
}

async function visibleQueryId(request: FastifyRequest, doc: DocumentDescriptor): Promise<string> {
  const raw = (request.query as Record<string, unknown>).id;
  const id = typeof raw === 'string' && ID_QUERY.test(raw) ? raw : '';
  await requireVisibleDocument(request, doc, id);
  return id;
}
