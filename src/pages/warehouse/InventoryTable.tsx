import { Alert, Button, Card, Checkbox, Form, Grid, Input, Select, Space, Table, theme } from 'antd';
import { useEffect, useState } from 'react';
import { get, getBlob, type Params, post } from '../../client/http';
import { hasPermission } from '../../client/permissions';
import { pickText } from '../../domain/i18n-text';
import {
  type InventoryColumn,
  type InventoryRow,
  inventoryColumns,
} from '../../domain/warehouse/inventory-view';
import { documentActions } from '../../domain/workflow';
import { newRequestId } from '../../ui/document/actionRequests';
import {
  type ColumnKind,
  canvasTextMeasure,
  columnLayout,
  LIST_COLUMNS_CSS,
  tableScrollX,
} from '../../ui/entity/column-width';
import { DictText, optionText } from '../../ui/entity/dictionary';
import { saveBlob } from '../../ui/entity/entity-api';
import { codeNameOptions, lookupRows } from '../../ui/entity/lookup-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useApi, useHost, useLocale, useSession, useT } from '../../ui/root/hooks';

interface InventoryPage {
  records: InventoryRow[];
  total: number;
  totalCapped: boolean;
  totals: { onhandQty: number; promiseQty: number; usableQty: number } | null;
}

export interface InventoryTableProps {
  /** The list endpoint: the warehouse page's, or the field-service query limited to the team. */
  listUrl: string;
  exportUrl?: string;
  /** Shows "check inventory" on the selected rows (permission `wms:inventory:check`). */
  canCheck?: boolean;
  /** Columns to leave out (the field-service query never shows cost or quality details). */
  hide?: readonly string[];
  fixedParams?: Params;
  onChecked?: (count: { id: string; code: string }) => void;
}

const PAGE_SIZES = ['10', '20', '30'];

/** How an inventory column reads (the shared list column widths, column-width.ts). */
function inventoryColumnKind(column: InventoryColumn): ColumnKind {
  if (column.dict) return 'dict';
  if (column.key === 'ageDays') return 'int';
  if (column.numeric) return 'qty';
  if (column.key.endsWith('Date')) return 'date';
  if (column.key === 'positionCode' || column.key === 'batchNo') return 'code';
  // The product's "code name" and the facility's name: references, cut with an ellipsis.
  return 'ref';
}

/**
 * The inventory query (domain.md 3.3): product, facility, position and batch filters; onhand, promise,
 * usable quantity and age per balance row; totals for narrow queries; Excel export; check inventory on
 * the selected rows with the confirmation of spec 5.
 */
export function InventoryTable({
  listUrl,
  exportUrl,
  canCheck,
  hide = [],
  fixedParams,
  onChecked,
}: InventoryTableProps) {
  const t = useT('warehouse');
  const locale = useLocale();
  const session = useSession();
  const { message, modal } = useAppFeedback();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Params>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [facilities, setFacilities] = useState<{ value: string; label: string }[]>([]);
  const result = useApi(
    () => get<InventoryPage>(listUrl, { ...fixedParams, ...filters, ...page }),
    [listUrl, JSON.stringify(fixedParams), JSON.stringify(filters), page.pageNo, page.pageSize],
  );
  const host = useHost().localName;
  useEffect(() => {
    void lookupRows('facility', host, { pageSize: 200, filters: { column: 'code', order: 'asc' } }).then(
      (rows) => setFacilities(codeNameOptions(rows)),
    );
  }, [host]);
  const data = result.data?.result;
  const search = (values: Record<string, unknown>) => {
    const next: Params = {};
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined || value === '' || value === false) continue;
      next[key] = value === true ? '1' : value;
    }
    setFilters(next);
    setPage((current) => ({ ...current, pageNo: 1 }));
  };
  const check = () =>
    modal.confirm({
      title: pickText(documentActions.checkInventory.confirm, locale),
      onOk: async () => {
        const answer = await post<{ id: string; code: string }>('/wms/inventory/check', {
          ids: selected,
          requestId: newRequestId(),
        });
        if (!answer.success) return void message.error(answer.message);
        void message.success(t('count.opened', { code: answer.result.code }));
        setSelected([]);
        onChecked?.(answer.result);
      },
    });
  const dictionaries = session.dictionaries;
  const measure = canvasTextMeasure(theme.useToken().token.fontFamily);
  const narrow = Grid.useBreakpoint().md === false;
  const columns = inventoryColumns
    .filter((column) => !hide.includes(column.key))
    .map((column, index) => {
      const title = pickText(column.label, locale);
      return {
        key: column.key,
        title,
        ...columnLayout(
          {
            kind: inventoryColumnKind(column),
            header: title,
            options: column.dict ? (dictionaries[column.dict] ?? []).map(optionText) : undefined,
            values: data?.records.length
              ? data.records.map((row) => String(column.value(row) ?? ''))
              : undefined,
          },
          measure,
        ),
        // On a phone the product stays in sight while the rest scrolls (as in every list).
        ...(narrow && index === 0 ? { fixed: 'left' as const } : {}),
        render: (_: unknown, row: InventoryRow) =>
          column.dict ? <DictText code={column.dict} value={column.value(row)} /> : column.value(row),
      };
    });
  return (
    <Card className="isps-inventory-query" title={t('inventory.title')}>
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="product" label={t('inventory.product')}>
          <Input allowClear className="isps-inventory-product" />
        </Form.Item>
        <Form.Item name="facilityId" label={t('inventory.facility')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={facilities}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item name="batchNo" label={t('inventory.batchNo')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="withEmpty" valuePropName="checked">
          <Checkbox>{t('inventory.withEmpty')}</Checkbox>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" className="isps-inventory-search">
            {t('inventory.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('inventory.reset')}
          </Button>
        </Space>
      </Form>
      <Space style={{ marginBottom: 16 }}>
        {exportUrl && hasPermission('wms:inventory:exportXls', session) && (
          <Button
            onClick={async () =>
              saveBlob(
                await getBlob(exportUrl, { ...fixedParams, ...filters }),
                `${t('inventory.title')}.xlsx`,
              )
            }
          >
            {t('inventory.export')}
          </Button>
        )}
        {canCheck && hasPermission('wms:inventory:check', session) && (
          <Button className="isps-inventory-check" disabled={selected.length === 0} onClick={check}>
            {pickText(documentActions.checkInventory.title, locale)}
          </Button>
        )}
      </Space>
      {data?.totals && (
        <Alert
          className="isps-inventory-totals"
          type="info"
          style={{ marginBottom: 12 }}
          message={t('inventory.totals', {
            onhand: data.totals.onhandQty,
            promise: data.totals.promiseQty,
            usable: data.totals.usableQty,
          })}
        />
      )}
      {data?.totalCapped && (
        <Alert type="warning" style={{ marginBottom: 12 }} message={t('inventory.capped')} />
      )}
      <style>{LIST_COLUMNS_CSS}</style>
      <Table<InventoryRow>
        rowKey="id"
        size="middle"
        loading={result.loading}
        dataSource={data?.records ?? []}
        columns={columns}
        className="isps-list-table"
        scroll={{
          x: tableScrollX(
            columns.map((column) => column.width),
            !!canCheck,
          ),
        }}
        rowSelection={
          canCheck
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t('inventory.total', { total: data?.totalCapped ? '10 000+' : total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Card>
  );
}
