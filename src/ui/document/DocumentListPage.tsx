import { Button } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import type { Params } from '../../client/http';
import { hasPermission } from '../../client/permissions';
import { documentAction, isDocument } from '../../domain/document/define-document';
import { type EntityDescriptor, permissionCode } from '../../domain/entity/define-entity';
import { type LocalText, pickText } from '../../domain/i18n-text';
import { type DocumentActionDef, documentActions } from '../../domain/workflow';
import { EntityListPage } from '../entity/EntityListPage';
import type { EntityRow } from '../entity/entity-api';
import { useEntityCatalog } from '../entity/useEntityCatalog';
import { useEmit, useLocale, useSession } from '../root/hooks';
import { lazyPart } from '../root/lazyPart';
import { useConfirmedAction } from './actionRequests';
import { declaredActions } from './declared-actions';
import { type DocumentFormSpec, documentFormOf, hasCreateFrom } from './document-form';
import {
  dialogOf,
  type PageAction,
  type RowActionEntry,
  type RowButton,
  rowButtons,
  type WorkflowAction,
} from './row-actions';

/**
 * The engine's dialogs (posting legs, remarks) load when a row's button opens one, not with the list's
 * first rows (issue 17); a page's own dialogs may be lazy too: all render inside one Suspense.
 */
const ExecuteModal = lazyPart(() => import('./ExecuteModal').then((module) => module.ExecuteModal));
const RemarkModal = lazyPart(() => import('./RemarkModal').then((module) => module.RemarkModal));
/** A toolbar button that opens a dialog creating documents its own way (a picklist from commands). */
export interface ToolbarAction {
  key: string;
  className?: string;
  /** Button permission suffix. */
  perm: string;
  label: string;
  dialog: (done: (changed: boolean) => void) => ReactNode;
}

export interface DocumentListPageProps {
  entity: EntityDescriptor;
  /**
   * Row buttons after edit, detail and delete, in this order: W actions by name, the page's own as
   * objects. A declared document (defineDocument) gives them itself when the page names none.
   */
  actions?: readonly RowActionEntry[];
  /** A rule of the page on a button beyond state and permission (a concession is the qc_manager's). */
  allows?: (action: string, row: EntityRow) => boolean;
  /** Force finish asks which leg: documents with an out and an in leg (domain.md 0.5). */
  forceFinishLegs?: boolean;
  toolbar?: readonly ToolbarAction[];
  /** The toolbar dialog open on arrival (a menu entry that opens the list with its add dialog). */
  openOnArrival?: string;
  /** Line pickers and totals of the master-detail form; a declared document's own by default. */
  form?: DocumentFormSpec;
  formMode?: 'modal' | 'drawer';
  /** False when documents are not created through the form (the toolbar creates them). */
  addForm?: boolean;
  fixedParams?: Params;
}

/** What a document's list page accepts beyond its element's props: a fixed filter when another page embeds it. */
export interface ListPageProps {
  fixedParams?: Params;
}

/** `can(perm)`: the user holds the document's button permission `<area>:<entity>:<perm>`. */
export function useDocumentPermission(entity: EntityDescriptor): (perm: string) => boolean {
  const session = useSession();
  return (perm) => hasPermission(permissionCode(entity, perm), session);
}

/** A W action's button text and question: the document's own (a PO's approve releases it), else W's. */
function actionTexts(
  entity: EntityDescriptor,
  action: WorkflowAction,
): { title: LocalText; confirm?: LocalText } {
  const own = isDocument(entity) ? documentAction(entity, action) : undefined;
  if (own) return { title: own.title, ...(own.confirm ? { confirm: own.confirm } : {}) };
  const def: DocumentActionDef = documentActions[action];
  return { title: def.title, ...(def.confirm ? { confirm: def.confirm } : {}) };
}

/**
 * Whether a W action of the document asks a reason where W itself does not: a cancel approval declared
 * `remark: 'required'` (finance's rejection of an invoice application, the buyer's of a delivery plan).
 */
function asksRemark(entity: EntityDescriptor, action: WorkflowAction): boolean {
  if (dialogOf(action) === 'remark') return true;
  return isDocument(entity) && documentAction(entity, action)?.remark === 'required';
}

type OpenDialog =
  | { kind: 'row'; row: EntityRow; button: RowButton; reload: () => void }
  | { kind: 'toolbar'; action: ToolbarAction };

/**
 * The list page of a document (issue 11): the generic list of its descriptor, the row buttons of W
 * where state and permission allow them, each with its confirmation, remark dialog or posting form,
 * the page's own actions beside them, toolbar dialogs, and every change told to the host.
 */
export function DocumentListPage({
  entity,
  actions: pageActions,
  allows,
  forceFinishLegs = false,
  toolbar = [],
  openOnArrival,
  form: givenForm,
  formMode,
  addForm,
  fixedParams,
}: DocumentListPageProps) {
  const locale = useLocale();
  const emit = useEmit();
  const catalog = useEntityCatalog(!givenForm && hasCreateFrom(entity));
  const form = givenForm ?? documentFormOf(entity, catalog);
  const can = useDocumentPermission(entity);
  const isSupplier = useSession().userInfo?.userType === 'supplier';
  const actions = pageActions ?? declaredActions(entity, isSupplier, locale);
  const confirmed = useConfirmedAction();
  const arriving = toolbar.find((action) => action.key === openOnArrival && can(action.perm));
  const [dialog, setDialog] = useState<OpenDialog | null>(
    arriving ? { kind: 'toolbar', action: arriving } : null,
  );
  // A document created by a toolbar dialog is not a row yet: the list is mounted again to show it.
  const [generation, setGeneration] = useState(0);

  const told = (action: string, row: EntityRow) =>
    emit('isps-entity-change', { entity: entity.name, action, ids: [String(row.id)] });
  const titleOf = (action: WorkflowAction, row: EntityRow) => {
    const texts = actionTexts(entity, action);
    return `${pickText(texts.confirm ?? texts.title, locale)} ${String(row.code ?? '')}`;
  };

  const press = (button: RowButton, row: EntityRow, reload: () => void) => {
    const after = () => {
      told(button.key, row);
      reload();
    };
    const page = button.workflow ? undefined : (button.entry as PageAction);
    if (
      button.workflow &&
      typeof button.entry === 'string' &&
      dialogOf(button.workflow) === 'confirm' &&
      !asksRemark(entity, button.workflow)
    ) {
      const texts = actionTexts(entity, button.workflow);
      const title = pickText(texts.confirm ?? texts.title, locale);
      return confirmed({ basePath: entity.basePath, row, action: button.workflow, title }, after);
    }
    if (page?.confirm) {
      const { post, title } = page.confirm;
      return confirmed({ basePath: entity.basePath, row, action: post, title }, after);
    }
    setDialog({ kind: 'row', row, button, reload });
  };

  const buttonsOf = (row: EntityRow, reload: () => void): ReactNode =>
    rowButtons(actions, row, can, allows).map((button) => (
      <Button
        key={button.key}
        type="link"
        size="small"
        className={button.className}
        onClick={() => press(button, row, reload)}
      >
        {button.workflow
          ? pickText(actionTexts(entity, button.workflow).title, locale)
          : (button.entry as PageAction).label}
      </Button>
    ));

  const rowDialog = (open: Extract<OpenDialog, { kind: 'row' }>): ReactNode => {
    const { row, button } = open;
    const done = (changed: boolean) => {
      if (changed) {
        told(button.key, row);
        open.reload();
      }
      setDialog(null);
    };
    const own = typeof button.entry === 'string' ? undefined : button.entry.dialog;
    if (own) return own(row, { done, reload: open.reload });
    const action = button.workflow!;
    if (action === 'outbound' || action === 'inbound')
      return (
        <ExecuteModal entity={entity} row={row} leg={action} title={titleOf(action, row)} onDone={done} />
      );
    if (action === 'cancel' || action === 'forceFinish' || action === 'ignore' || asksRemark(entity, action))
      return (
        <RemarkModal
          request={{ entity, row, action, legs: forceFinishLegs && action === 'forceFinish' }}
          title={titleOf(action, row)}
          onDone={done}
        />
      );
    return null;
  };

  const toolbarDone = (changed: boolean) => {
    if (changed) setGeneration((g) => g + 1);
    setDialog(null);
  };
  const toolbarButtons = toolbar
    .filter((action) => can(action.perm))
    .map((action) => (
      <Button
        key={action.key}
        className={action.className}
        onClick={() => setDialog({ kind: 'toolbar', action })}
      >
        {action.label}
      </Button>
    ));

  return (
    <>
      <EntityListPage
        key={generation}
        entity={entity}
        formMode={formMode}
        addForm={addForm}
        fixedParams={fixedParams}
        documentForm={form}
        rowExtra={buttonsOf}
        toolbar={toolbarButtons.length ? toolbarButtons : null}
        onChange={(change) => emit('isps-entity-change', { entity: entity.name, ...change })}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'row' && rowDialog(dialog)}
        {dialog?.kind === 'toolbar' && dialog.action.dialog(toolbarDone)}
      </Suspense>
    </>
  );
}
