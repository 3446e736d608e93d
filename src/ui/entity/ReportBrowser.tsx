import { DownOutlined, ExportOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import type { Params } from '../../client/http';
import { useAppFeedback } from '../root/appFeedback';
import { useT } from '../root/hooks';
import { optionText } from './dictionary';
import { PAGE_SIZE_OPTIONS } from './EntityListPage';
import { saveBlob } from './entity-api';
import { concatRowKey } from './format';
import { type ReportColumns, type ReportQueryField, reportApi } from './report-api';

/** spec 9: the popup's table scrolls horizontally at 1100 px. */
export const REPORT_SCROLL_X = 1100;

export type ReportRow = Record<string, unknown>;

export interface ReportBrowserProps {
  report: ReportColumns;
  queryFields: ReportQueryField[];
  groupId?: string;
  /** With a selection: the chosen keys and rows (kept across pages), row clicks toggle. */
  selection?: { keys: string[]; onChange: (keys: string[], rows: ReportRow[]) => void; rows: ReportRow[] };
  scrollX?: number;
  /** An "export" button for the rows under the current filters, saved under this file name. */
  exportName?: string;
}

/**
 * Query form and paged table of one online report (api-contract 7.2): filters of the query fields
 * (empty ones dropped), sort by the report's sortable columns, dictionary columns as their texts.
 * Search starts again at page 1; reset clears every query value.
 */
export function ReportBrowser({
  report,
  queryFields,
  groupId,
  selection,
  scrollX,
  exportName,
}: ReportBrowserProps) {
  const t = useT('entity');
  const [form] = Form.useForm<Record<string, string>>();
  const [filters, setFilters] = useState<Params>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [sort, setSort] = useState<{ column: string; order: 'asc' | 'desc' } | null>(null);
  const [rows, setRows] = useState<ReportRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { message } = useAppFeedback();

  useEffect(() => {
    let current = true;
    setLoading(true);
    const params = { ...filters, ...(sort ?? {}), pageNo: paging.pageNo, pageSize: paging.pageSize };
    reportApi.data(report.cgRpConfigId, params, groupId).then(
      (answer) => {
        if (!current) return;
        setLoading(false);
        if (!answer.success) return;
        setRows(answer.result.records);
        setTotal(Number(answer.result.total));
      },
      () => current && setLoading(false),
    );
    return () => {
      current = false;
    };
  }, [report.cgRpConfigId, groupId, filters, sort, paging]);

  const search = (values: Record<string, unknown>) => {
    const params: Params = {};
    for (const [key, value] of Object.entries(values)) {
      if (value !== undefined && value !== null && String(value).trim() !== '')
        params[key] = String(value).trim();
    }
    setFilters(params);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };

  const exportRows = async () => {
    setExporting(true);
    try {
      saveBlob(
        await reportApi.exportXls(report.cgRpConfigId, { ...filters, ...(sort ?? {}) }),
        `${exportName}.xlsx`,
      );
    } catch {
      void message.error(t('export.failed'));
    } finally {
      setExporting(false);
    }
  };

  const toggle = (row: ReportRow) => {
    if (!selection) return;
    const key = concatRowKey(row);
    const keys = selection.keys.includes(key)
      ? selection.keys.filter((k) => k !== key)
      : [...selection.keys, key];
    selection.onChange(keys, mergeRows(selection.rows, rows, keys));
  };

  const shown = queryFields.filter((field) => expanded || field.hidden !== '1');
  return (
    <>
      {queryFields.length > 0 && (
        <Form
          form={form}
          layout="inline"
          className="isps-report-query"
          onFinish={search}
          style={{ marginBottom: 16 }}
        >
          <Row gutter={[16, 12]} style={{ width: '100%' }}>
            {shown.map((field) => (
              <Col key={field.field} xs={24} md={12} xl={8}>
                {field.mode === 'group' ? (
                  <Form.Item label={field.label} style={{ margin: 0 }}>
                    <Space.Compact style={{ width: '100%' }}>
                      <Form.Item name={`${field.field}_begin`} noStyle>
                        <Input placeholder={t('query.begin')} />
                      </Form.Item>
                      <Form.Item name={`${field.field}_end`} noStyle>
                        <Input placeholder={t('query.end')} />
                      </Form.Item>
                    </Space.Compact>
                  </Form.Item>
                ) : (
                  <Form.Item name={field.field} label={field.label} style={{ margin: 0 }}>
                    {field.view === 'list' ? (
                      <Select
                        allowClear
                        placeholder={t('query.select', { label: field.label })}
                        options={(report.dictOptions[field.field] ?? []).map((o) => ({
                          value: o.value,
                          label: optionText(o),
                        }))}
                      />
                    ) : (
                      <Input allowClear placeholder={t('picker.input', { label: field.label })} />
                    )}
                  </Form.Item>
                )}
              </Col>
            ))}
            <Col xs={24} md={12} xl={8}>
              <Space>
                <Button type="primary" htmlType="submit" className="isps-report-search">
                  {t('picker.search')}
                </Button>
                <Button
                  className="isps-report-reset"
                  onClick={() => {
                    form.resetFields();
                    search({});
                  }}
                >
                  {t('picker.reset')}
                </Button>
                {exportName !== undefined && (
                  <Button
                    icon={<ExportOutlined />}
                    className="isps-report-export"
                    loading={exporting}
                    onClick={() => void exportRows()}
                  >
                    {t('toolbar.export')}
                  </Button>
                )}
                {queryFields.some((field) => field.hidden === '1') && (
                  <Button
                    type="link"
                    onClick={() => setExpanded(!expanded)}
                    icon={expanded ? <UpOutlined /> : <DownOutlined />}
                  >
                    {t(expanded ? 'picker.collapse' : 'picker.expand')}
                  </Button>
                )}
              </Space>
            </Col>
          </Row>
        </Form>
      )}
      <Table<ReportRow>
        size="middle"
        bordered
        className="isps-report-table"
        rowKey={concatRowKey}
        loading={loading}
        dataSource={rows}
        scroll={{ x: scrollX ?? REPORT_SCROLL_X }}
        columns={report.columns.map((column) => ({
          title: column.title,
          dataIndex: column.dataIndex,
          key: column.dataIndex,
          align: 'center',
          ...(column.width ? { width: column.width } : {}),
          sorter: column.sorter === 'true',
          render: (value: unknown) => {
            if (!column.customRender || value === null || value === undefined) return value as string;
            const options = report.dictOptions[column.customRender] ?? [];
            // Multi-values are split on commas (api-contract 7.2).
            return String(value)
              .split(',')
              .map((part) => {
                const option = options.find((o) => o.value === part);
                return option ? optionText(option) : part;
              })
              .join(',');
          },
        }))}
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.keys,
                preserveSelectedRowKeys: true,
                onChange: (keys) => {
                  const next = keys.map(String);
                  selection.onChange(next, mergeRows(selection.rows, rows, next));
                },
              }
            : undefined
        }
        onRow={(row) => ({
          // The checkbox cell has its own handler; a click there must not toggle twice.
          onClick: (event) => {
            if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) toggle(row);
          },
          style: selection ? { cursor: 'pointer' } : undefined,
        })}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showQuickJumper: true,
          showSizeChanger: true,
          showTotal: (all, range) => t('pagination.total', { start: range[0], end: range[1], total: all }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ReportRow> | undefined;
          const column = single?.order ? String(single.columnKey ?? single.field) : null;
          const next = column
            ? { column, order: single?.order === 'ascend' ? ('asc' as const) : ('desc' as const) }
            : null;
          if (JSON.stringify(next) !== JSON.stringify(sort)) setSort(next);
          setPaging({ pageNo: pagination.current ?? 1, pageSize: pagination.pageSize ?? 10 });
        }}
      />
    </>
  );
}

/** Selected rows in selection order: rows of earlier pages kept, rows of this page added. */
function mergeRows(previous: ReportRow[], page: ReportRow[], keys: string[]): ReportRow[] {
  const byKey = new Map<string, ReportRow>();
  for (const row of [...previous, ...page]) byKey.set(concatRowKey(row), row);
  return keys.map((key) => byKey.get(key)).filter((row): row is ReportRow => row !== undefined);
}
