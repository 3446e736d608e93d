import { App, Button, Input, InputNumber, Modal, Radio, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { get, post } from '../../client/http';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { type DocState, type DocumentActionDef, documentActions, isAllowedFrom } from '../../domain/workflow';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useLocale, useT } from '../../ui/root/hooks';

/** The id of one click (domain.md 0.5): a repeated request answers the first result, posts nothing again. */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/**
 * Row buttons of the W actions that need only the confirmation of spec 5 (approve, cancel approval),
 * shown only where the row's state allows them (domain.md 0.5) and the user holds the permission.
 */
export function ConfirmedActionButtons({
  entity,
  row,
  actions,
  can,
  onDone,
}: {
  entity: EntityDescriptor;
  row: EntityRow;
  actions: readonly ('approve' | 'cancelApproval')[];
  can: (perm: string) => boolean;
  onDone: () => void;
}) {
  const locale = useLocale();
  const { message, modal } = App.useApp();
  const state = { docStatus: row.docStatus, fulfilStatus: row.fulfilStatus } as DocState;
  return (
    <>
      {actions
        .filter((action) => can(action) && isAllowedFrom(action, state))
        .map((action) => {
          const def: DocumentActionDef = documentActions[action];
          const run = async () => {
            const answer = await post(`${entity.basePath}/${action}`, {
              id: row.id,
              version: row.version ?? 0,
              requestId: newRequestId(),
            });
            if (!answer.success) return void message.error(answer.message);
            void message.success(answer.message);
            onDone();
          };
          return (
            <Button
              key={action}
              type="link"
              size="small"
              className={`isps-row-${action}`}
              onClick={() => modal.confirm({ title: pickText(def.confirm ?? def.title, locale), onOk: run })}
            >
              {pickText(def.title, locale)}
            </Button>
          );
        })}
    </>
  );
}

export interface RemarkRequest {
  entity: EntityDescriptor;
  row: EntityRow;
  action: 'cancel' | 'forceFinish' | 'ignore';
  /** Offers the leg of force finish on documents with an in leg (domain.md 0.5). */
  legs?: boolean;
  extra?: Record<string, unknown>;
}

/**
 * The remark form of cancel, force finish and ignore (domain.md 0.5: a remark is required), asking the
 * action's confirmation (spec 5) as its title.
 */
export function RemarkModal({
  request,
  title,
  onDone,
}: {
  request: RemarkRequest;
  title: string;
  onDone: (changed: boolean) => void;
}) {
  const t = useT('warehouse');
  const { message } = App.useApp();
  const [remark, setRemark] = useState('');
  const [leg, setLeg] = useState<'outbound' | 'inbound'>('inbound');
  const [busy, setBusy] = useState(false);
  const [requestId] = useState(newRequestId);
  const submit = async () => {
    if (!remark.trim()) return void message.warning(t('remark.required'));
    setBusy(true);
    try {
      const answer = await post(`${request.entity.basePath}/${request.action}`, {
        id: request.row.id,
        version: request.row.version ?? 0,
        requestId,
        remark,
        ...(request.legs ? { leg } : {}),
        ...request.extra,
      });
      if (!answer.success) return void message.error(answer.message);
      void message.success(answer.message);
      onDone(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={title} confirmLoading={busy} onOk={() => void submit()} onCancel={() => onDone(false)}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {request.legs && (
          <Radio.Group value={leg} onChange={(event) => setLeg(event.target.value)}>
            <Radio value="inbound">{t('execute.legInbound')}</Radio>
            <Radio value="outbound">{t('execute.legOutbound')}</Radio>
          </Radio.Group>
        )}
        <Input.TextArea
          className="isps-remark"
          rows={3}
          maxLength={500}
          placeholder={t(`remark.${request.action}`)}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
        />
      </Space>
    </Modal>
  );
}

interface LineRow {
  id: string;
  lineNo: number;
  productId_dictText?: string;
  productId: string;
  direction: string;
  qty: number;
  deliveryQty: number;
  stockInQty: number;
  closedQty: number;
  lostQty: number;
}

interface Entry {
  qty: number;
  batchNo?: string;
  serialNos?: string;
}

/** What the line still expects on the leg (domain.md 2.7): out and move lines go out, in and shipped move lines come in. */
export function openQuantity(line: LineRow, leg: 'outbound' | 'inbound'): number {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  if (leg === 'outbound')
    return line.direction === 'in' ? 0 : round(line.qty - line.deliveryQty - line.closedQty);
  if (line.direction === 'in') return round(line.qty - line.stockInQty - line.closedQty);
  if (line.direction === 'move') return round(line.deliveryQty - line.stockInQty - line.lostQty);
  return 0;
}

/**
 * The posting form of outbound and inbound (domain.md 0.5: it lists the lines and quantities before
 * submit); partial quantities are allowed, inbound may name batch and serial numbers.
 */
export function ExecuteModal({
  entity,
  row,
  leg,
  title,
  onDone,
}: {
  entity: EntityDescriptor;
  row: EntityRow;
  leg: 'outbound' | 'inbound';
  title: string;
  onDone: (changed: boolean) => void;
}) {
  const t = useT('warehouse');
  const { message } = App.useApp();
  const [lines, setLines] = useState<LineRow[] | null>(null);
  const [version, setVersion] = useState<number>(Number(row.version ?? 0));
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [busy, setBusy] = useState(false);
  const [requestId] = useState(newRequestId);
  useEffect(() => {
    void get<EntityRow & { lines: LineRow[] }>(`${entity.basePath}/queryById`, { id: row.id }).then(
      (answer) => {
        const open = (answer.result?.lines ?? []).filter((line) => openQuantity(line, leg) > 0);
        setVersion(Number(answer.result?.version ?? 0));
        setEntries(Object.fromEntries(open.map((line) => [line.id, { qty: openQuantity(line, leg) }])));
        setLines(open);
      },
    );
  }, [entity, row.id, leg]);
  const update = (id: string, patch: Partial<Entry>) =>
    setEntries((current) => ({ ...current, [id]: { ...current[id]!, ...patch } }));
  const submit = async () => {
    const chosen = Object.entries(entries).filter(([, entry]) => entry.qty > 0);
    if (chosen.length === 0) return void message.warning(t('execute.nothing'));
    setBusy(true);
    try {
      const answer = await post(`${entity.basePath}/${leg}`, {
        id: row.id,
        version,
        requestId,
        lines: chosen.map(([lineId, entry]) => ({
          lineId,
          qty: entry.qty,
          ...(entry.batchNo ? { batchNo: entry.batchNo } : {}),
          ...(entry.serialNos ? { serialNos: entry.serialNos.split(/[,，\s]+/).filter(Boolean) } : {}),
        })),
      });
      if (!answer.success) return void message.error(answer.message);
      void message.success(answer.message);
      onDone(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={900}
      title={title}
      confirmLoading={busy}
      okText={t('action.submit')}
      onOk={() => void submit()}
      onCancel={() => onDone(false)}
    >
      <Table<LineRow>
        className="isps-execute-lines"
        size="small"
        rowKey="id"
        loading={lines === null}
        dataSource={lines ?? []}
        pagination={false}
        columns={[
          { title: t('execute.lineNo'), dataIndex: 'lineNo', width: 70 },
          { title: t('execute.product'), render: (_, line) => line.productId_dictText ?? line.productId },
          { title: t('execute.quantity'), dataIndex: 'qty', align: 'right' },
          { title: t('execute.open'), align: 'right', render: (_, line) => openQuantity(line, leg) },
          {
            title: t('execute.now'),
            render: (_, line) => (
              <InputNumber
                className="isps-execute-qty"
                min={0}
                max={openQuantity(line, leg)}
                value={entries[line.id]?.qty}
                onChange={(value) => update(line.id, { qty: Number(value ?? 0) })}
              />
            ),
          },
          ...(leg === 'inbound'
            ? [
                {
                  title: t('execute.batchNo'),
                  render: (_: unknown, line: LineRow) =>
                    line.direction === 'in' ? (
                      <Input
                        size="small"
                        maxLength={64}
                        value={entries[line.id]?.batchNo}
                        onChange={(event) => update(line.id, { batchNo: event.target.value })}
                      />
                    ) : null,
                },
                {
                  title: t('execute.serialNos'),
                  render: (_: unknown, line: LineRow) =>
                    line.direction === 'in' ? (
                      <Input
                        size="small"
                        value={entries[line.id]?.serialNos}
                        onChange={(event) => update(line.id, { serialNos: event.target.value })}
                      />
                    ) : null,
                },
              ]
            : []),
        ]}
      />
    </Modal>
  );
}
