import { Button, Checkbox, Form, Input, InputNumber, Modal, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { get, post } from '../../client/http';
import { WEIGHT_DEVIATION_LIMIT_PCT } from '../../domain/packing/packing-rules';
import { newRequestId } from '../../ui/document/actionRequests';
import { DictSelect, DictText } from '../../ui/entity/dictionary';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useT } from '../../ui/root/hooks';

interface StationLine {
  id: string;
  lineNo: number;
  productCode: string;
  productName: string;
  batchNo: string | null;
  qty: number;
  packedQty: number;
}

interface StationPackage {
  id: string;
  packageNo: string;
  packageType: string | null;
  packageStatus: string;
  grossWeight: number | null;
  expectedWeight: number | null;
  deviationPct: number | null;
  items: { id: string; productCode: string; batchNo: string | null; qty: number }[];
}

interface Station {
  lines: StationLine[];
  packages: StationPackage[];
}

interface Scan {
  productCode: string;
  batchNo: string;
  qty: number;
  packageType: string;
  newPackage: boolean;
}

export type StationMode = 'exec' | 'weigh';

/**
 * The pack station (domain.md 3.8) on one released task: exec scans a product (and batch) into the
 * open package, seal closes it; weigh records each package's gross weight, and a deviation above the
 * tolerance asks for a re-check before the packer confirms it. The server checks every step.
 */
export function PackStationModal({
  task,
  mode,
  onDone,
}: {
  task: EntityRow;
  mode: StationMode;
  onDone: (changed: boolean) => void;
}) {
  const t = useT('packing');
  const { message, modal } = useAppFeedback();
  const [station, setStation] = useState<Station | null>(null);
  const [changed, setChanged] = useState(false);
  const [scan, setScan] = useState<Scan>({
    productCode: '',
    batchNo: '',
    qty: 1,
    packageType: 'carton',
    newPackage: false,
  });
  const [weights, setWeights] = useState<Record<string, number>>({});

  const reload = useCallback(
    () =>
      void get<Station>('/pkg/task/station', { id: task.id }).then((answer) => {
        if (answer.success) setStation(answer.result);
      }),
    [task.id],
  );
  useEffect(reload, [reload]);

  const send = async (url: string, body: Record<string, unknown>) => {
    const answer = await post<{ recheck?: boolean; deviationPct?: number; fulfilStatus: string }>(url, {
      id: task.id,
      requestId: newRequestId(),
      ...body,
    });
    if (!answer.success) {
      void message.error(answer.message);
      return null;
    }
    setChanged(true);
    reload();
    if (answer.result.fulfilStatus === 'completed') void message.success(t('station.completed'));
    return answer.result;
  };

  const pack = async () => {
    if (!scan.productCode.trim()) return;
    const done = await send('/pkg/task/exec', {
      productCode: scan.productCode.trim(),
      qty: scan.qty,
      packageType: scan.packageType,
      newPackage: scan.newPackage,
      ...(scan.batchNo.trim() ? { batchNo: scan.batchNo.trim() } : {}),
    });
    if (done) setScan((current) => ({ ...current, productCode: '', batchNo: '', newPackage: false }));
  };

  const weigh = async (box: StationPackage, confirmDeviation = false) => {
    const grossWeight = weights[box.id];
    if (!grossWeight) return;
    const done = await send('/pkg/task/weigh', { packageId: box.id, grossWeight, confirmDeviation });
    if (done?.recheck) {
      modal.confirm({
        title: t('station.recheck', { pct: done.deviationPct, limit: WEIGHT_DEVIATION_LIMIT_PCT }),
        okText: t('station.confirmWeight'),
        onOk: () => weigh(box, true),
      });
    }
  };

  return (
    <Modal
      open
      width={1000}
      title={t(`station.title.${mode}`, { code: String(task.code ?? '') })}
      footer={<Button onClick={() => onDone(changed)}>{t('station.close')}</Button>}
      onCancel={() => onDone(changed)}
    >
      {mode === 'exec' && (
        <Form layout="inline" onFinish={() => void pack()} style={{ marginBottom: 12, rowGap: 8 }}>
          <Form.Item label={t('station.productCode')}>
            <Input
              className="isps-pack-product"
              autoFocus
              value={scan.productCode}
              onChange={(event) => setScan({ ...scan, productCode: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('station.batchNo')}>
            <Input
              value={scan.batchNo}
              onChange={(event) => setScan({ ...scan, batchNo: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('station.qty')}>
            <InputNumber
              className="isps-pack-qty"
              min={0.001}
              value={scan.qty}
              onChange={(value) => setScan({ ...scan, qty: Number(value ?? 1) })}
            />
          </Form.Item>
          <Form.Item label={t('station.packageType')}>
            <DictSelect
              code="package_type"
              allowClear={false}
              style={{ width: 120 }}
              value={scan.packageType}
              onChange={(value) => setScan({ ...scan, packageType: String(value) })}
            />
          </Form.Item>
          <Checkbox
            checked={scan.newPackage}
            onChange={(event) => setScan({ ...scan, newPackage: event.target.checked })}
          >
            {t('station.newPackage')}
          </Checkbox>
          <Button type="primary" htmlType="submit" className="isps-pack-scan">
            {t('station.pack')}
          </Button>
        </Form>
      )}
      <Table<StationLine>
        size="small"
        rowKey="id"
        loading={station === null}
        dataSource={station?.lines ?? []}
        pagination={false}
        title={() => t('station.lines')}
        onRow={(line) => ({
          onClick: () =>
            setScan((current) => ({
              ...current,
              productCode: line.productCode,
              batchNo: line.batchNo ?? '',
            })),
        })}
        columns={[
          { title: '#', dataIndex: 'lineNo', width: 50 },
          { title: t('station.product'), render: (_, line) => `${line.productCode} ${line.productName}` },
          { title: t('station.batchNo'), dataIndex: 'batchNo' },
          { title: t('station.qty'), dataIndex: 'qty', align: 'right' },
          {
            title: t('station.packed'),
            align: 'right',
            render: (_, line) => (
              <Tag color={line.packedQty >= line.qty ? 'green' : 'default'}>{line.packedQty}</Tag>
            ),
          },
        ]}
      />
      <Table<StationPackage>
        size="small"
        rowKey="id"
        style={{ marginTop: 12 }}
        dataSource={station?.packages ?? []}
        pagination={false}
        title={() => t('station.packages')}
        columns={[
          { title: t('station.packageNo'), dataIndex: 'packageNo' },
          {
            title: t('station.packageType'),
            render: (_, box) => <DictText code="package_type" value={box.packageType} />,
          },
          {
            title: t('station.status'),
            render: (_, box) => <DictText code="package_status" value={box.packageStatus} />,
          },
          {
            title: t('station.items'),
            render: (_, box) =>
              box.items
                .map((item) => `${item.productCode}${item.batchNo ? `/${item.batchNo}` : ''} × ${item.qty}`)
                .join(', '),
          },
          { title: t('station.expected'), dataIndex: 'expectedWeight', align: 'right' },
          { title: t('station.gross'), dataIndex: 'grossWeight', align: 'right' },
          {
            title: t('station.deviation'),
            align: 'right',
            render: (_, box) =>
              box.deviationPct === null ? null : (
                <Tag color={box.deviationPct > WEIGHT_DEVIATION_LIMIT_PCT ? 'red' : 'green'}>
                  {box.deviationPct} %
                </Tag>
              ),
          },
          {
            title: '',
            render: (_, box) =>
              mode === 'exec' ? (
                box.packageStatus === 'open' && (
                  <Button size="small" onClick={() => void send('/pkg/task/seal', { packageId: box.id })}>
                    {t('station.seal')}
                  </Button>
                )
              ) : (
                <Space.Compact>
                  <InputNumber
                    className="isps-weigh-gross"
                    min={0.001}
                    placeholder="kg"
                    value={weights[box.id]}
                    onChange={(value) =>
                      setWeights((current) => ({ ...current, [box.id]: Number(value ?? 0) }))
                    }
                  />
                  <Button className="isps-weigh-go" onClick={() => void weigh(box)}>
                    {t('station.weigh')}
                  </Button>
                </Space.Compact>
              ),
          },
        ]}
      />
    </Modal>
  );
}
