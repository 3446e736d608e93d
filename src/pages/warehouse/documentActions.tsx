import { App, Button, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { post } from '../../client/http';
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
 * The submit of a document action's dialog: one post at a time (the OK button spins meanwhile), the
 * answer reported, and the dialog closed as changed on success.
 */
export function useActionPost(onDone: (changed: boolean) => void) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async (url: string, body: Record<string, unknown>) => {
    setBusy(true);
    try {
      const answer = await post(url, body);
      if (!answer.success) return void message.error(answer.message);
      void message.success(answer.message);
      onDone(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * An action that needs only its confirmation (spec 5): asks `title`, then posts the action on the row at
 * the version the list shows under a new request id, reports the answer and calls `onDone` on success.
 */
export function useConfirmedAction() {
  const { message, modal } = App.useApp();
  return (request: { basePath: string; row: EntityRow; action: string; title: string }, onDone: () => void) =>
    modal.confirm({
      title: request.title,
      onOk: async () => {
        const answer = await post(`${request.basePath}/${request.action}`, {
          id: request.row.id,
          version: request.row.version ?? 0,
          requestId: newRequestId(),
        });
        if (!answer.success) return void message.error(answer.message);
        void message.success(answer.message);
        onDone();
      },
    });
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
  const confirmed = useConfirmedAction();
  const state = { docStatus: row.docStatus, fulfilStatus: row.fulfilStatus } as DocState;
  return (
    <>
      {actions
        .filter((action) => can(action) && isAllowedFrom(action, state))
        .map((action) => {
          const def: DocumentActionDef = documentActions[action];
          const title = pickText(def.confirm ?? def.title, locale);
          return (
            <Button
              key={action}
              type="link"
              size="small"
              className={`isps-row-${action}`}
              onClick={() => confirmed({ basePath: entity.basePath, row, action, title }, onDone)}
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
  const { busy, run } = useActionPost(onDone);
  const [requestId] = useState(newRequestId);
  const submit = async () => {
    if (!remark.trim()) return void message.warning(t('remark.required'));
    await run(`${request.entity.basePath}/${request.action}`, {
      id: request.row.id,
      version: request.row.version ?? 0,
      requestId,
      remark,
      ...(request.legs ? { leg } : {}),
      ...request.extra,
    });
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

/** The document actions that ask a remark (domain.md 0.5). */
export type RemarkAction = RemarkRequest['action'];

/**
 * Row buttons of the actions that ask a remark (cancel, force finish, ignore), shown only where the
 * row's state allows them (domain.md 0.5) and the user holds the permission; choosing one opens the
 * caller's RemarkModal.
 */
export function RemarkActionButtons<A extends RemarkAction>({
  row,
  actions,
  can,
  onChoose,
}: {
  row: EntityRow;
  actions: readonly A[];
  can: (perm: string) => boolean;
  onChoose: (action: A) => void;
}) {
  const locale = useLocale();
  const state = { docStatus: row.docStatus, fulfilStatus: row.fulfilStatus } as DocState;
  return (
    <>
      {actions
        .filter((action) => can(action) && isAllowedFrom(action, state))
        .map((action) => (
          <Button
            key={action}
            type="link"
            size="small"
            className={`isps-row-${action}`}
            onClick={() => onChoose(action)}
          >
            {pickText(documentActions[action].title, locale)}
          </Button>
        ))}
    </>
  );
}
