import { Checkbox, InputNumber, Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { get, post, type Result } from '../../client/http';
import { commandPages } from '../../domain/warehouse/command-pages';
import { picklist } from '../../domain/warehouse/picklist';
import { newRequestId } from '../../ui/document/actionRequests';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { QuantityLinesModal } from '../../ui/document/QuantityLinesModal';
import type { PageAction } from '../../ui/document/row-actions';
import type { EntityRow } from '../../ui/entity/entity-api';
import { codeNameOptions, lookupRows } from '../../ui/entity/lookup-api';
import { type PrintJob, PrintPreviewModal } from '../../ui/print/PrintPreviewModal';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useHost, useT } from '../../ui/root/hooks';

interface PickLine {
  id: string;
  lineNo: number;
  productId_dictText?: string;
  batchId_dictText?: string;
  fromPositionId_dictText?: string;
  qty: number;
  pickedQty: number;
  shortQty: number;
}

/** The outbound command types whose approved documents a picklist gathers (domain.md 3.5). */
const OUTBOUND_TYPES = ['delivery', 'service_delivery', 'transfer', 'replenish', 'borrow', 'scrap'] as const;

const openOf = (line: PickLine) => Math.round((line.qty - line.pickedQty - line.shortQty) * 1000) / 1000;

interface PicklistPrintData {
  document: Record<string, unknown>;
  labels: Record<string, unknown>[];
}

/**
 * The print jobs of a picklist (issue 7 point 5): the document in route order with a barcode per
 * product (template `picklist`) and one label per line to pick (`picklist_label`), both rendered from
 * the tenant's templates; printing the document counts it (domain.md 3.5 `print_count`).
 */
function picklistPrintJob(row: EntityRow, what: 'document' | 'labels', title: string): PrintJob {
  const load = async (): Promise<Result<Record<string, unknown>[]>> => {
    const answer = await get<PicklistPrintData>(`${picklist.basePath}/printData`, { id: row.id });
    if (!answer.success) return { ...answer, result: [] };
    return { ...answer, result: what === 'document' ? [answer.result.document] : answer.result.labels };
  };
  return what === 'document'
    ? { title, bizType: 'picklist', defaultCode: 'picklist', load }
    : { title, bizType: 'picklist_label', defaultCode: 'picklist_label', load };
}

/** Confirm pick (the picklist's outbound): the picked quantity per line, partial allowed. */
function PickModal({ row, onDone }: { row: EntityRow; onDone: (changed: boolean) => void }) {
  const t = useT('warehouse');
  return (
    <QuantityLinesModal<PickLine, { qty: number }>
      basePath={picklist.basePath}
      row={row}
      action="outbound"
      title={`${t('action.outbound')} ${String(row.code ?? '')}`}
      linesOf={(doc) => ((doc.lines ?? []) as PickLine[]).filter((line) => openOf(line) > 0)}
      preset={(line) => ({ qty: openOf(line) })}
      nothing={t('execute.nothing')}
      body={(entries) => {
        const chosen = entries.filter(([, entry]) => entry.qty > 0);
        return chosen.length ? { lines: chosen.map(([lineId, { qty }]) => ({ lineId, qty })) } : null;
      }}
      columns={(entries, update) => [
        { title: t('execute.lineNo'), dataIndex: 'lineNo', width: 60 },
        { title: t('inventory.position'), render: (_, line) => line.fromPositionId_dictText },
        { title: t('execute.product'), render: (_, line) => line.productId_dictText },
        { title: t('inventory.batchNo'), render: (_, line) => line.batchId_dictText },
        { title: t('execute.open'), align: 'right', render: (_, line) => openOf(line) },
        {
          title: t('execute.now'),
          render: (_, line) => (
            <InputNumber
              min={0}
              max={openOf(line)}
              value={entries[line.id]?.qty}
              onChange={(value) => update(line.id, { qty: Number(value ?? 0) })}
            />
          ),
        },
      ]}
      onDone={onDone}
    />
  );
}

/** Gathers approved outbound commands of one facility into a new picklist. */
function CreatePicklistModal({ onDone }: { onDone: (changed: boolean) => void }) {
  const t = useT('warehouse');
  const { message } = useAppFeedback();
  const [facilities, setFacilities] = useState<{ value: string; label: string }[]>([]);
  const [facilityId, setFacilityId] = useState<string>();
  const [commands, setCommands] = useState<{ id: string; code: string }[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [requestId] = useState(newRequestId);
  const page = useHost().localName;
  useEffect(() => {
    void lookupRows('facility', page, { pageSize: 200 }).then((rows) => setFacilities(codeNameOptions(rows)));
  }, [page]);
  useEffect(() => {
    if (!facilityId) return;
    void Promise.all(
      OUTBOUND_TYPES.map((type) =>
        get<{ records: { id: string; code: string; fulfilStatus: string }[] }>(
          `${commandPages.get(type)!.basePath}/list`,
          {
            outFacilityId: facilityId,
            docStatus: 'approved',
            pageSize: 100,
          },
        ),
      ),
    ).then((answers) =>
      setCommands(
        answers
          .flatMap((answer) => answer.result?.records ?? [])
          .filter((c) => c.fulfilStatus === 'unexecuted' || c.fulfilStatus === 'executing'),
      ),
    );
  }, [facilityId]);
  const submit = async () => {
    const answer = await post(`${picklist.basePath}/create`, { facilityId, commandIds: chosen, requestId });
    if (!answer.success) return void message.error(answer.message);
    onDone(true);
  };
  return (
    <Modal
      open
      title={t('picklist.create')}
      onOk={() => void submit()}
      okButtonProps={{ disabled: chosen.length === 0 }}
      onCancel={() => onDone(false)}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          style={{ width: '100%' }}
          placeholder={t('inventory.facility')}
          options={facilities}
          value={facilityId}
          onChange={setFacilityId}
        />
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column' }}
          options={commands.map((c) => ({ value: c.id, label: c.code }))}
          value={chosen}
          onChange={(values) => setChosen(values.map(String))}
        />
      </Space>
    </Modal>
  );
}

/**
 * Warehouse › picklist (spec 2.3, domain.md 3.5): created from approved outbound commands, released by
 * approve, printed with barcodes, confirmed pick by pick, closed by force finish.
 */
export default function PicklistPage() {
  const t = useT('warehouse');
  const print = (key: string, what: 'document' | 'labels', label: string): PageAction => ({
    key,
    className: `isps-${key}`,
    label,
    shows: (row) => row.docStatus === 'approved',
    dialog: (row, { done, reload }) => (
      <PrintPreviewModal
        job={picklistPrintJob(row, what, `${label} ${String(row.code ?? '')}`)}
        onClose={() => done(false)}
        // Printing the document counts it (domain.md 3.5 `print_count`); the labels do not.
        onPrinted={
          what === 'document'
            ? async () => {
                await post(`${picklist.basePath}/printed`, { id: row.id });
                reload();
              }
            : undefined
        }
      />
    ),
  });
  return (
    <DocumentListPage
      entity={picklist}
      addForm={false}
      actions={[
        'approve',
        'cancelApproval',
        print('picklist-print', 'document', t('picklist.print')),
        print('picklist-print-labels', 'labels', t('picklist.printLabels')),
        { action: 'outbound', dialog: (row, { done }) => <PickModal row={row} onDone={done} /> },
        'cancel',
        'forceFinish',
      ]}
      toolbar={[
        {
          key: 'create',
          className: 'isps-picklist-create',
          perm: 'add',
          label: t('picklist.create'),
          dialog: (done) => <CreatePicklistModal onDone={done} />,
        },
      ]}
    />
  );
}
