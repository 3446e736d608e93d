import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useT } from '../../ui/root/hooks';
import type { ScorecardRow } from './scorecardApi';

const percent = (value: number | null) => (value === null ? '—' : value.toFixed(1));

/**
 * The scorecard's rows (per supplier and month): on-time delivery, quality pass rate and time to confirm,
 * each with what it was measured on. `withSupplier` false in a supplier's own widget.
 */
export function ScorecardTable({
  rows,
  loading,
  withSupplier = true,
}: {
  rows: ScorecardRow[];
  loading: boolean;
  withSupplier?: boolean;
}) {
  const t = useT('srm');
  const columns: ColumnsType<ScorecardRow> = [
    ...(withSupplier
      ? [
          {
            title: t('scorecard.supplier'),
            key: 'supplier',
            render: (_: unknown, row: ScorecardRow) => row.partnerName ?? row.partnerId,
          },
        ]
      : []),
    { title: t('scorecard.month'), dataIndex: 'month', key: 'month' },
    {
      title: t('scorecard.onTime'),
      children: [
        {
          title: t('scorecard.onTimeRate'),
          key: 'onTimeRate',
          align: 'right',
          render: (_, row) => percent(row.onTimeRate),
        },
        {
          title: t('scorecard.receiptLines'),
          key: 'receiptLines',
          align: 'right',
          responsive: ['md'],
          render: (_, row) => `${row.onTimeLines} / ${row.receiptLines}`,
        },
      ],
    },
    {
      title: t('scorecard.quality'),
      children: [
        {
          title: t('scorecard.passRate'),
          key: 'passRate',
          align: 'right',
          render: (_, row) => percent(row.passRate),
        },
        {
          title: t('scorecard.inspections'),
          key: 'inspections',
          align: 'right',
          responsive: ['md'],
          render: (_, row) => `${row.passedInspections} / ${row.inspections}`,
        },
      ],
    },
    {
      title: t('scorecard.confirmation'),
      children: [
        {
          title: t('scorecard.avgConfirmHours'),
          key: 'avgConfirmHours',
          align: 'right',
          render: (_, row) => (row.avgConfirmHours === null ? '—' : row.avgConfirmHours.toFixed(1)),
        },
        {
          title: t('scorecard.confirmedItems'),
          dataIndex: 'confirmedItems',
          key: 'confirmedItems',
          align: 'right',
          responsive: ['md'],
        },
      ],
    },
  ];
  return (
    <Table<ScorecardRow>
      className="isps-scorecard-table"
      size="small"
      bordered
      rowKey={(row) => `${row.partnerId}|${row.month}`}
      loading={loading}
      dataSource={rows}
      columns={columns}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('scorecard.empty') }}
    />
  );
}
