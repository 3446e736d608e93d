import {
  DeleteOutlined,
  DownOutlined,
  ExportOutlined,
  ImportOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  Button,
  Card,
  Dropdown,
  Grid,
  type ProgressProps,
  Space,
  Table,
  theme,
  type UploadProps,
} from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { type ComponentType, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { Params, Result } from '../../client/http';
import { hasPermission } from '../../client/permissions';
import { type EntityDescriptor, permissionCode } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { rowOffers } from '../../domain/workflow';
import type { DocumentFormSpec } from '../document/document-form';
import { useAppFeedback } from '../root/appFeedback';
import { useElementContext } from '../root/ElementContext';
import { useLocale, useSession, useT } from '../root/hooks';
import { lazyPart, OnceOpened } from '../root/lazyPart';
import { LazyAlert, LazyPopconfirm } from '../root/lazyParts';
import {
  type ColumnKind,
  canvasTextMeasure,
  columnKindOf,
  columnLayout,
  LIST_COLUMNS_CSS,
  tableScrollX,
} from './column-width';
import { optionText } from './dictionary';
import { EntityQueryForm } from './EntityQueryForm';
import { type EntityRow, saveBlob } from './entity-api';
import { renderFieldValue } from './field-value';
import { ellipsis, rowKeyOf } from './format';
import { useOperationWidth } from './operation-width';
import type { QueryValues } from './query-params';
import { ROW_ACTIONS_CSS, RowActions } from './RowActions';
import { useEntityList } from './useEntityList';

/**
 * The import button's upload and the progress bar (17 KB gzip together) load only where they are used:
 * most users of a list may not import, and a list's first rows do not wait for them (issue 17).
 */
const Upload = lazyPart(() =>
  import('antd/es/upload').then((module) => module.default as ComponentType<UploadProps>),
);
/** The add / edit form and the detail drawer load when first opened, not with the list's first rows. */
const EntityForm = lazyPart(() => import('./EntityForm').then((module) => module.EntityForm));
const EntityDetail = lazyPart(() => import('./EntityDetail').then((module) => module.EntityDetail));
const Progress = lazyPart(() =>
  import('antd/es/progress').then((module) => module.default as ComponentType<ProgressProps>),
);

const { useBreakpoint } = Grid;

/** The query fields of a link's filter (the element's `filter`) this list has; the rest are ignored. */
export function linkedQuery(entity: EntityDescriptor, filter: Readonly<Record<string, string>>): QueryValues {
  return Object.fromEntries(Object.entries(filter).filter(([name]) => entity.queryFields.includes(name)));
}

/** The text a capped column shows for a row (what its width follows); '' for the other kinds. */
function cellText(kind: ColumnKind, name: string, row: EntityRow): string {
  if (kind !== 'string' && kind !== 'text' && kind !== 'ref') return '';
  const value = kind === 'ref' ? (row[`${name}_dictText`] ?? row[name]) : row[name];
  if (value === null || value === undefined) return '';
  return ellipsis(typeof value === 'object' ? JSON.stringify(value) : value);
}

/** spec 9: page size options with quick jump and size changer. */
export const PAGE_SIZE_OPTIONS = ['10', '20', '30'];

export type EntityChange = { action: 'add' | 'edit' | 'delete' | 'import' | string; ids: string[] };

export interface EntityListPageProps {
  entity: EntityDescriptor;
  /** The add/edit form opens in a modal (default) or a drawer. */
  formMode?: 'modal' | 'drawer';
  /** Columns of the detail view: 3 by default, 4 at most (spec 9). */
  detailColumns?: number;
  /**
   * Handlers of the descriptor's workflow actions by permission suffix (`approve`, ...). Each becomes
   * a row button, hidden without its permission, asking the action's confirmation first (spec 5).
   */
  actions?: Record<string, (row: EntityRow) => Promise<Result<unknown>>>;
  /** Parameters every list call carries (a host scoping the list). */
  fixedParams?: Params;
  /** Told after each successful write (elements turn it into an event). */
  onChange?: (change: EntityChange) => void;
  /** Extra toolbar content, or content made from the selected row keys and the current filter. */
  toolbar?:
    | ReactNode
    | ((list: { selectedKeys: readonly string[]; params: Params; total: number }) => ReactNode);
  /**
   * False when rows are not created through the generic form (the server omits `add`; the page's own
   * toolbar creates them, e.g. a picklist from commands), so the built-in add button is not offered.
   */
  addForm?: boolean;
  /** Whether a row may be edited now (its state allows it); the edit button is hidden when not. */
  rowEditable?: (row: EntityRow) => boolean;
  /** Extra row buttons after the built-in ones (pages with actions beyond the descriptor's). */
  rowExtra?: (row: EntityRow, reload: () => void) => ReactNode;
  /**
   * The detail of a row (its full record, as queryById answered) in place of the generic one: pages whose
   * records need their own view (the SAP log's payloads and back-off). `close` ends it, `reload` too.
   */
  detailView?: (record: EntityRow, close: (changed?: boolean) => void) => ReactNode;
  /** A document's line pickers and totals in its form. */
  documentForm?: DocumentFormSpec;
}

/**
 * The generic list page of a descriptor (issue 5): collapsible query form, table with the spec's
 * paging, selection with batch delete, add/import/export toolbar, row actions behind button
 * permissions and confirmations, a form in a modal or drawer, a detail view.
 */
export function EntityListPage({
  entity,
  formMode = 'modal',
  detailColumns,
  actions = {},
  addForm = true,
  rowEditable = () => true,
  fixedParams,
  onChange,
  toolbar,
  rowExtra,
  documentForm,
  detailView,
}: EntityListPageProps) {
  const t = useT('entity');
  const locale = useLocale();
  const session = useSession();
  const { message, modal } = useAppFeedback();
  // A link names the record to show (`busId`: its detail opens at once) or the query to start with.
  const { busId, filter } = useElementContext();
  const linked = useMemo(() => linkedQuery(entity, filter), [entity, filter]);
  const list = useEntityList(entity, fixedParams, linked);
  const { state } = list;
  const [editing, setEditing] = useState<EntityRow | null | undefined>(undefined);
  const [viewing, setViewing] = useState<EntityRow | null>(null);
  const [importPercent, setImportPercent] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const can = (action: string) => hasPermission(permissionCode(entity, action), session);
  // Documents follow W: a row offers edit and delete only in the states that allow them.
  const offers = (action: 'edit' | 'delete', row: EntityRow) =>
    can(action) && (entity.kind !== 'document' || rowOffers(action, row.docStatus, !!row.approveTime));
  const label = pickText(entity.label, locale);

  const changed = (change: EntityChange) => {
    list.reload();
    onChange?.(change);
  };

  const open = async (row: EntityRow, then: (full: EntityRow) => void) => {
    const answer = await list.api.queryById(String(row.id));
    if (answer.success) then(answer.result);
    else void message.warning(answer.message);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per linked record, not per render
  useEffect(() => {
    if (busId) void open({ id: busId }, setViewing);
  }, [busId]);

  const remove = async (ids: string[]) => {
    const answer = ids.length === 1 ? await list.api.remove(ids[0]!) : await list.api.removeBatch(ids);
    if (!answer.success) return void message.error(answer.message);
    void message.success(answer.message);
    list.select([]);
    changed({ action: 'delete', ids });
  };

  const runAction = (perm: string, row: EntityRow) => {
    const action = entity.actions.find((a) => a.perm === perm);
    const handler = actions[perm];
    if (!action || !handler) return;
    const run = async () => {
      const answer = await handler(row);
      if (!answer.success) return void message.error(answer.message);
      void message.success(answer.message);
      changed({ action: perm, ids: [String(row.id)] });
    };
    if (action.confirm) modal.confirm({ title: pickText(action.confirm, locale), onOk: run });
    else void run();
  };

  const exportRows = async () => {
    setExporting(true);
    try {
      const blob = await list.api.exportXls({
        ...list.params(),
        ...(state.selectedKeys.length ? { selections: state.selectedKeys.join(',') } : {}),
      });
      saveBlob(blob, `${label}.xlsx`);
    } catch {
      void message.error(t('export.failed'));
    } finally {
      setExporting(false);
    }
  };

  const importFile = async (file: File) => {
    setImportPercent(0);
    try {
      const answer = await list.api.importExcel(file, file.name, setImportPercent);
      if (answer.success) {
        void message.success(answer.message);
        changed({ action: 'import', ids: [] });
      } else {
        modal.error({ title: t('import.failed'), content: answer.message, width: 560 });
      }
    } catch {
      void message.error(t('import.failed'));
    } finally {
      setImportPercent(null);
    }
  };

  // Each column as wide as its header and typical value (column-width.ts), measured in the page's font.
  // On a phone the first one (the code) stays pinned left while the others scroll under it; the
  // operation column is then the last one scrolled to, not pinned: both pinned would leave no room.
  const narrow = useBreakpoint().md === false;
  const card = useRef<HTMLDivElement>(null);
  const operationPx = useOperationWidth(card, state.rows);
  const measure = canvasTextMeasure(theme.useToken().token.fontFamily);
  const dataColumns: ColumnsType<EntityRow> = entity.columns.map((name, index) => {
    const def = entity.fields[name]!;
    const title = pickText(def.label, locale);
    const sortable = entity.sortable.includes(name);
    const kind = columnKindOf(name, def);
    const layout = columnLayout(
      {
        kind,
        header: title,
        sortable,
        max: def.max,
        options: def.dict ? (session.dictionaries[def.dict] ?? []).map(optionText) : undefined,
        values: state.rows.length ? state.rows.map((row) => cellText(kind, name, row)) : undefined,
      },
      measure,
    );
    return {
      title,
      dataIndex: name,
      key: name,
      ...layout,
      ...(narrow && index === 0 ? { fixed: 'left' as const } : {}),
      sorter: sortable,
      sortOrder:
        state.sort?.column === name
          ? state.sort.order === 'asc'
            ? ('ascend' as const)
            : ('descend' as const)
          : null,
      render: (_: unknown, row: EntityRow) => renderFieldValue(name, def, row, t),
    };
  });
  const columns: ColumnsType<EntityRow> = [
    ...dataColumns,
    {
      title: t('common:operation'),
      key: 'operation',
      fixed: narrow ? undefined : 'right',
      align: 'center',
      width: operationPx,
      render: (_: unknown, row: EntityRow) => (
        <RowActions>
          {offers('edit', row) && rowEditable(row) && (
            <Button
              type="link"
              size="small"
              className="isps-row-edit"
              onClick={() => void open(row, setEditing)}
            >
              {t('row.edit')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            className="isps-row-detail"
            onClick={() => void open(row, setViewing)}
          >
            {t('row.detail')}
          </Button>
          {offers('delete', row) && (
            <LazyPopconfirm title={t('confirm.delete')} onConfirm={() => remove([String(row.id)])}>
              <Button type="link" size="small" danger className="isps-row-delete">
                {t('row.delete')}
              </Button>
            </LazyPopconfirm>
          )}
          {entity.actions
            .filter((action) => actions[action.perm] && can(action.perm))
            .map((action) => (
              <Button key={action.perm} type="link" size="small" onClick={() => runAction(action.perm, row)}>
                {pickText(action.title, locale)}
              </Button>
            ))}
          {rowExtra?.(row, list.reload)}
        </RowActions>
      ),
    },
  ];

  const selected = state.selectedKeys.length;
  const importButton = (
    <Button icon={<ImportOutlined />} className="isps-toolbar-import" loading={importPercent !== null}>
      {t('toolbar.import')}
    </Button>
  );
  return (
    <Card ref={card} className="isps-entity-list" title={label}>
      <style>{ROW_ACTIONS_CSS + LIST_COLUMNS_CSS}</style>
      <EntityQueryForm entity={entity} onSearch={list.search} onReset={list.reset} linked={linked} />
      <Space style={{ marginBottom: 16 }} wrap>
        {addForm && can('add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            className="isps-toolbar-add"
            onClick={() => setEditing(null)}
          >
            {t('toolbar.add')}
          </Button>
        )}
        {can('importExcel') && (
          <Suspense fallback={importButton}>
            <Upload
              accept=".xlsx"
              showUploadList={false}
              disabled={importPercent !== null}
              beforeUpload={(file) => {
                void importFile(file);
                return false;
              }}
            >
              {importButton}
            </Upload>
          </Suspense>
        )}
        {importPercent !== null && (
          <Suspense fallback={null}>
            <Progress
              className="isps-import-progress"
              percent={importPercent}
              size="small"
              style={{ width: 160 }}
            />
          </Suspense>
        )}
        {can('exportXls') && (
          <Button
            icon={<ExportOutlined />}
            className="isps-toolbar-export"
            loading={exporting}
            onClick={() => void exportRows()}
          >
            {t('toolbar.export')}
          </Button>
        )}
        {selected > 0 && can('delete') && (
          <Dropdown
            menu={{
              items: [
                { key: 'delete', icon: <DeleteOutlined />, label: t('toolbar.batchDelete'), danger: true },
              ],
              onClick: () =>
                modal.confirm({
                  title: t('confirm.batchDelete', { count: selected }),
                  onOk: () => remove(state.selectedKeys),
                }),
            }}
          >
            <Button className="isps-toolbar-batch">
              {t('toolbar.batch')} <DownOutlined />
            </Button>
          </Dropdown>
        )}
        {typeof toolbar === 'function'
          ? toolbar({ selectedKeys: state.selectedKeys, params: list.params(), total: state.total })
          : toolbar}
      </Space>
      {selected > 0 && (
        <LazyAlert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          title={
            <Space>
              {t('toolbar.selected', { count: selected })}
              <Button type="link" size="small" onClick={() => list.select([])}>
                {t('toolbar.clear')}
              </Button>
            </Space>
          }
        />
      )}
      {state.error && <LazyAlert style={{ marginBottom: 16 }} type="warning" showIcon title={state.error} />}
      <Table<EntityRow>
        className="isps-list-table"
        size="middle"
        rowKey={rowKeyOf}
        loading={state.loading}
        dataSource={state.rows}
        columns={columns}
        // The columns' own widths side by side: the table scrolls sideways instead of squeezing them,
        // and the pinned operation column keeps its width (issue 16: no column left out of reach).
        scroll={{
          x: tableScrollX(
            columns.map((column) => Number(column.width ?? 0)),
            true,
          ),
        }}
        rowSelection={{
          selectedRowKeys: state.selectedKeys,
          onChange: (keys) => list.select(keys.map(String)),
        }}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: state.total,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showQuickJumper: true,
          showSizeChanger: true,
          showTotal: (total, range) =>
            t(state.totalCapped ? 'pagination.totalCapped' : 'pagination.total', {
              start: range[0],
              end: range[1],
              total,
            }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<EntityRow> | undefined;
          const column = single?.order ? String(single.columnKey ?? single.field) : null;
          const nextSort = column
            ? { column, order: single?.order === 'ascend' ? ('asc' as const) : ('desc' as const) }
            : null;
          if (JSON.stringify(nextSort) !== JSON.stringify(state.sort)) list.changeSort(nextSort);
          list.changePage(pagination.current ?? 1, pagination.pageSize ?? state.pageSize);
        }}
      />
      <OnceOpened open={editing !== undefined}>
        <EntityForm
          entity={entity}
          open={editing !== undefined}
          record={editing ?? null}
          mode={formMode}
          document={documentForm}
          onClose={() => setEditing(undefined)}
          onSaved={(row) => {
            const action = editing ? 'edit' : 'add';
            setEditing(undefined);
            changed({ action, ids: [String(row.id)] });
          }}
        />
      </OnceOpened>
      {detailView ? (
        viewing &&
        detailView(viewing, (reloaded) => {
          setViewing(null);
          if (reloaded) list.reload();
        })
      ) : (
        <OnceOpened open={viewing !== null}>
          <EntityDetail
            entity={entity}
            record={viewing}
            columns={detailColumns}
            onClose={() => setViewing(null)}
          />
        </OnceOpened>
      )}
    </Card>
  );
}
