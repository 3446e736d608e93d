import { Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useEffect, useState } from 'react';
import { get } from '../../client/http';
import type { EntityRow } from '../entity/entity-api';
import { useAppFeedback } from '../root/appFeedback';
import { newRequestId, useActionPost } from './actionRequests';

export interface QuantityLinesModalProps<L extends { id: string }, E extends object> {
  /** The document's base path: it loads from `<basePath>/queryById` and posts to `<basePath>/<action>`. */
  basePath: string;
  row: EntityRow;
  action: string;
  title: string;
  width?: number;
  okText?: string;
  /** The class of the lines table, the hook of the end-to-end tests. */
  tableClass?: string;
  emptyText?: string;
  /** Inputs of the whole action shown above the lines (a remark). */
  extra?: ReactNode;
  /** The lines the dialog offers, taken from the loaded document. */
  linesOf: (doc: EntityRow) => L[];
  /** What an offered line starts with (its open quantity); without it every line starts empty. */
  preset?: (line: L) => E;
  /** Lines are chosen by ticking their rows; a ticked line's entry is this one. */
  ticked?: E;
  /** The request beyond id, version and requestId from the lines' entries; null when there is nothing to post. */
  body: (entries: [string, E][]) => Record<string, unknown> | null;
  /** The warning when `body` finds nothing to post. */
  nothing: string;
  /** What an entry still lacks before it can be posted (a warning shown instead of posting), else null. */
  missing?: (entries: [string, E][]) => string | null;
  columns: (
    entries: Record<string, E>,
    update: (lineId: string, patch: Partial<E>) => void,
  ) => ColumnsType<L>;
  onDone: (changed: boolean) => void;
}

/**
 * The lines-and-quantities form of a document action (domain.md 0.5: it lists the lines and quantities
 * before submit): loads the document's lines and version, keeps one entry per line, and posts them once
 * under one request id (a repeated click answers the first result).
 */
export function QuantityLinesModal<L extends { id: string }, E extends object>(
  props: QuantityLinesModalProps<L, E>,
) {
  const { basePath, row, action, linesOf, preset, ticked, body, onDone } = props;
  const { message } = useAppFeedback();
  const [lines, setLines] = useState<L[] | null>(null);
  const [version, setVersion] = useState(Number(row.version ?? 0));
  const [entries, setEntries] = useState<Record<string, E>>({});
  const { busy, run } = useActionPost(onDone);
  const [requestId] = useState(newRequestId);
  // The loaders are the caller's inline functions: the document is loaded once per row, not per render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    void get<EntityRow>(`${basePath}/queryById`, { id: row.id }).then((answer) => {
      const offered = answer.result ? linesOf(answer.result) : [];
      setVersion(Number(answer.result?.version ?? 0));
      if (preset) setEntries(Object.fromEntries(offered.map((line) => [line.id, preset(line)])));
      setLines(offered);
    });
  }, [basePath, row.id]);
  const update = (lineId: string, patch: Partial<E>) =>
    setEntries((current) => ({ ...current, [lineId]: { ...current[lineId], ...patch } as E }));
  const submit = async () => {
    const lacking = props.missing?.(Object.entries(entries));
    if (lacking) return void message.warning(lacking);
    const request = body(Object.entries(entries));
    if (!request) return void message.warning(props.nothing);
    await run(`${basePath}/${action}`, { id: row.id, version, requestId, ...request });
  };
  return (
    <Modal
      open
      width={props.width ?? 900}
      title={props.title}
      confirmLoading={busy}
      okText={props.okText}
      onOk={() => void submit()}
      onCancel={() => onDone(false)}
    >
      {props.extra}
      <Table<L>
        className={props.tableClass}
        size="small"
        rowKey="id"
        loading={lines === null}
        dataSource={lines ?? []}
        pagination={false}
        locale={props.emptyText ? { emptyText: props.emptyText } : undefined}
        rowSelection={
          ticked
            ? {
                selectedRowKeys: Object.keys(entries),
                onChange: (keys) => setEntries(Object.fromEntries(keys.map((key) => [String(key), ticked]))),
              }
            : undefined
        }
        columns={props.columns(entries, update)}
      />
    </Modal>
  );
}
