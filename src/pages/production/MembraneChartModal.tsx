import { Empty, Modal, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { get } from '../../client/http';
import { type LocalText, pickText } from '../../domain/i18n-text';
import { membraneData } from '../../domain/production/membrane-data';
import { type EntityRow, entityApi } from '../../ui/entity/entity-api';
import { useLocale } from '../../ui/root/hooks';
import { ChartBox } from '../dashboard/ChartBox';

export const MEMBRANE_TEXT = {
  charts: { zh: '测试曲线', en: 'Charts' },
  ofEquipment: { zh: '膜数据', en: 'Membrane data' },
  saltRejection: { zh: '脱盐率(%)', en: 'Salt rejection (%)' },
  permeateFlow: { zh: '产水量(GPD)', en: 'Permeate flow (GPD)' },
  serial: { zh: '序列号', en: 'Serial no' },
  testTime: { zh: '测试时间', en: 'Test time' },
  station: { zh: '测试台', en: 'Test station' },
  result: { zh: '结果', en: 'Result' },
} satisfies Record<string, LocalText>;

/** Where the records of one chart come from: a production order's, a batch's or an equipment's serial. */
export type MembraneScope =
  | { kind: 'order'; productionOrderId: string; title: string }
  | { kind: 'batch'; batchId: string; title: string }
  | { kind: 'equipment'; equipmentId: string; title: string };

/** The records of the scope, oldest first (the list's filters, or the equipment page's own route). */
async function recordsOf(scope: MembraneScope): Promise<EntityRow[]> {
  if (scope.kind === 'equipment') {
    const answer = await get<{ records: EntityRow[] }>('/mes/membraneData/ofEquipment', {
      id: scope.equipmentId,
    });
    return answer.success ? answer.result.records : [];
  }
  const filter =
    scope.kind === 'order' ? { productionOrderId: scope.productionOrderId } : { batchId: scope.batchId };
  const answer = await entityApi(membraneData).list({
    ...filter,
    column: 'testTime',
    order: 'asc',
    pageSize: 500,
  });
  return answer.success ? answer.result.records : [];
}

/**
 * Salt rejection and permeate flow of the membrane test records of an order, a batch or an equipment
 * serial (issue 14 point 6), one point per record in test order; the equipment view lists them too.
 */
export function MembraneChartModal({ scope, onClose }: { scope: MembraneScope; onClose: () => void }) {
  const locale = useLocale();
  const text = (key: keyof typeof MEMBRANE_TEXT) => pickText(MEMBRANE_TEXT[key], locale);
  const [rows, setRows] = useState<EntityRow[] | null>(null);
  useEffect(() => {
    let live = true;
    void recordsOf(scope).then((records) => {
      if (live) setRows(records);
    });
    return () => {
      live = false;
    };
  }, [scope]);
  const labels = (rows ?? []).map((row) => `${String(row.serialNo ?? '')} ${String(row.testTime ?? '')}`);
  const values = (key: string) => (rows ?? []).map((row) => Number(row[key] ?? 0));
  return (
    <Modal
      open
      title={scope.title}
      footer={null}
      width={840}
      onCancel={onClose}
      className="isps-membrane-charts"
    >
      {rows === null ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty />
      ) : (
        <>
          <ChartBox
            type="line"
            title={text('saltRejection')}
            labels={labels}
            series={[{ label: text('saltRejection'), values: values('saltRejectionPct') }]}
            height={220}
          />
          <ChartBox
            type="line"
            title={text('permeateFlow')}
            labels={labels}
            series={[{ label: text('permeateFlow'), values: values('permeateFlow') }]}
            height={220}
          />
          {scope.kind === 'equipment' && (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={rows}
              columns={[
                { title: text('testTime'), dataIndex: 'testTime' },
                { title: text('station'), dataIndex: 'testStation' },
                { title: text('saltRejection'), dataIndex: 'saltRejectionPct' },
                { title: text('permeateFlow'), dataIndex: 'permeateFlow' },
                { title: text('result'), dataIndex: 'result_dictText' },
              ]}
            />
          )}
        </>
      )}
    </Modal>
  );
}
