import { Button, Card, Descriptions, Drawer, Space, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { pickText } from '../../domain/i18n-text';
import { backoffState, wireMillis } from '../../domain/oms/sap-backoff';
import { sapLog } from '../../domain/oms/sap-log';
import { documentActions } from '../../domain/workflow';
import { useConfirmedAction } from '../../ui/document/actionRequests';
import { RemarkModal } from '../../ui/document/RemarkModal';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { renderFieldValue } from '../../ui/entity/field-value';
import { useEmit, useLocale, useT } from '../../ui/root/hooks';
import { useCan } from '../system/RowActions';

const RETRY = 'oms:sapLog:retry';
const IGNORE = 'oms:sapLog:ignore';

/** A payload as stored (JSON text on SQLite, parsed on PostgreSQL) as indented JSON; '' when none. */
export function prettyPayload(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'string') return JSON.stringify(value, null, 2);
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed === null ? '' : JSON.stringify(parsed, null, 2);
  } catch {
    return value;
  }
}

/** "HH:mm" of a wire instant (GMT+8, as the rest of the page shows times). */
const clockOf = (text: unknown) => (typeof text === 'string' ? text.slice(11, 16) : '');

/** The back-off of a row as one line: "retry 2 of 4, next at 10:35 (in 15 min)". */
function useBackoffText() {
  const t = useT('sapLog');
  return (row: EntityRow): string => {
    const state = backoffState(
      {
        syncStatus: String(row.syncStatus ?? ''),
        retryCount: typeof row.retryCount === 'number' ? row.retryCount : Number(row.retryCount ?? 0),
        nextRetryAt: wireMillis(row.nextRetryAt),
      },
      Date.now(),
    );
    switch (state.kind) {
      case 'due':
        return row.nextRetryAt ? t('backoff.due', { at: row.nextRetryAt }) : t('backoff.dueNow');
      case 'retrying':
        return t('backoff.retrying', {
          retry: state.retry,
          of: state.of,
          at: clockOf(row.nextRetryAt),
          in: state.inMinutes,
        });
      case 'exhausted':
        return t('backoff.exhausted', { retries: state.retries });
      case 'none':
        return t('backoff.none');
    }
  };
}

/** Retry and ignore of a failed message, each behind its button permission and its confirmation. */
function HandlingButtons({
  row,
  done,
  size = 'small',
  type = 'link',
}: {
  row: EntityRow;
  done: () => void;
  size?: 'small' | 'middle';
  type?: 'link' | 'default';
}) {
  const t = useT('sapLog');
  const locale = useLocale();
  const can = useCan();
  const confirmed = useConfirmedAction();
  const [ignoring, setIgnoring] = useState(false);
  if (row.syncStatus !== 'failed') return null;
  return (
    <>
      {can(RETRY) && row.direction === 'outbound' && (
        <Button
          type={type}
          size={size}
          className="isps-sap-log-retry"
          onClick={() =>
            confirmed(
              { basePath: sapLog.basePath, row, action: 'retry', title: t('action.confirmRetry') },
              done,
            )
          }
        >
          {t('action.retry')}
        </Button>
      )}
      {can(IGNORE) && (
        <Button type={type} size={size} className="isps-sap-log-ignore" onClick={() => setIgnoring(true)}>
          {t('action.ignore')}
        </Button>
      )}
      {ignoring && (
        <RemarkModal
          request={{ entity: sapLog, row, action: 'ignore', placeholder: t('action.ignoreRemark') }}
          title={pickText(documentActions.ignore.confirm ?? documentActions.ignore.title, locale)}
          onDone={(changed) => {
            setIgnoring(false);
            if (changed) done();
          }}
        />
      )}
    </>
  );
}

function Payload({ title, value }: { title: string; value: unknown }) {
  const t = useT('sapLog');
  const text = prettyPayload(value);
  return (
    <Card
      size="small"
      title={title}
      style={{ marginTop: 16 }}
      extra={text && <Typography.Text copyable={{ text }} className="isps-sap-log-copy" />}
    >
      {text ? (
        <pre
          className="isps-sap-log-payload"
          style={{ margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap' }}
        >
          {text}
        </pre>
      ) : (
        <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>
      )}
    </Card>
  );
}

/** The detail drawer: what was sent and answered, the result, the duration and the back-off. */
function SapLogDrawer({ record, close }: { record: EntityRow; close: (changed?: boolean) => void }) {
  const t = useT('sapLog');
  const entityT = useT('entity');
  const locale = useLocale();
  const backoff = useBackoffText();
  const field = (name: string): ReactNode =>
    renderFieldValue(name, sapLog.fields[name]!, record, entityT, false);
  const label = (name: string) => pickText(sapLog.fields[name]!.label, locale);
  const status = String(record.syncStatus ?? '');
  const error = String(record.errorMessage ?? '');
  const result =
    status === 'success'
      ? t('result.success', { no: record.sapDocNo ? ` ${record.sapDocNo}` : '' })
      : status === 'failed'
        ? t('result.failed', { error })
        : status === 'ignored'
          ? t('result.ignored')
          : error
            ? t('result.pendingError', { error })
            : t('result.pending');
  return (
    <Drawer
      open
      size={720}
      title={`${t('detail.title')} ${record.bizDocCode ?? ''}`}
      onClose={() => close()}
      destroyOnHidden
      extra={
        <Space>
          <HandlingButtons row={record} done={() => close(true)} size="middle" type="default" />
        </Space>
      }
    >
      <Descriptions bordered size="small" column={2} className="isps-sap-log-detail">
        <Descriptions.Item label={label('interfaceCode')}>{field('interfaceCode')}</Descriptions.Item>
        <Descriptions.Item label={label('direction')}>{field('direction')}</Descriptions.Item>
        <Descriptions.Item label={label('bizDocType')}>{field('bizDocType')}</Descriptions.Item>
        <Descriptions.Item label={label('bizDocCode')}>{field('bizDocCode')}</Descriptions.Item>
        <Descriptions.Item label={label('syncStatus')}>{field('syncStatus')}</Descriptions.Item>
        <Descriptions.Item label={label('sapDocNo')}>{field('sapDocNo')}</Descriptions.Item>
        <Descriptions.Item label={t('detail.result')} span={2}>
          <Tag
            color={status === 'success' ? 'green' : status === 'failed' ? 'red' : undefined}
            className="isps-sap-log-result"
            style={{ whiteSpace: 'normal' }}
          >
            {result}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.duration')}>
          {record.durationMs === null || record.durationMs === undefined
            ? '—'
            : t('detail.durationValue', { ms: record.durationMs })}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.retries')}>{String(record.retryCount ?? 0)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.backoff')} span={2}>
          <span className="isps-sap-log-backoff">{backoff(record)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.times')} span={2}>
          {`${record.createTime ?? ''} / ${record.updateTime ?? '—'}`}
        </Descriptions.Item>
        {record.handleRemark ? (
          <Descriptions.Item label={t('detail.remark')} span={2}>
            {String(record.handleRemark)}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Payload title={t('detail.request')} value={record.requestPayload} />
      <Payload title={t('detail.response')} value={record.responsePayload} />
    </Drawer>
  );
}

/**
 * Orders › SAP log (domain.md 3.11, issue 13 point 6): every outbound and inbound SAP message, filtered by
 * interface, status, direction, document type and number and creation date, exported to Excel; the detail
 * shows both payloads, the result, the duration and the outbox's back-off; a failed message is retried
 * (`oms:sapLog:retry`) or ignored with a remark (`oms:sapLog:ignore`), each confirmed and checked again on
 * the server.
 */
export default function SapLogListPage() {
  const emit = useEmit();
  return (
    <EntityListPage
      entity={sapLog}
      addForm={false}
      onChange={(change) => emit('isps-entity-change', { entity: sapLog.name, ...change })}
      rowExtra={(row, reload) => <HandlingButtons row={row} done={reload} />}
      detailView={(record, close) => <SapLogDrawer record={record} close={close} />}
    />
  );
}
