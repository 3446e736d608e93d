import { defineEntity } from '../entity/define-entity';
import { field } from '../entity/field';
import { menuPermission } from '../entity/menu-permission';

/** Written by the outbox and the import only; not `system`, so that the Excel export carries them. */
const server = { form: false } as const;

/**
 * `oms_sap_log` (domain.md 3.11): the SAP log and the outbox. An outbound message (goods receipt 101,
 * return to supplier 122, ...) is written `pending` in the transaction of the business change that causes
 * it and sent by the outbox worker (server/integrations/sap/sap-outbox.ts) with back-off 1, 5, 15 and 60
 * minutes; inbound runs (the purchase-order import) are logged here as well. Its page (issue 13 point 6,
 * src/pages/oms/SapLogListPage.tsx) retries and ignores failed messages (server/integrations/sap/sap-log-routes.ts).
 */
export const sapLog = defineEntity({
  name: 'sapLog',
  table: 'oms_sap_log',
  permission: menuPermission('oms.sapLog'),
  label: { zh: 'SAP日志', en: 'SAP log' },
  // Millions of rows (13 months kept): a broad filter's total stops counting at 10 000.
  listTotalCap: 10_000,
  // PostgreSQL: the document number searched by a middle part is a trigram index scan (migration 0140).
  trigramSearch: true,
  fields: {
    interfaceCode: field.dict('sap_log_interface', {
      label: { zh: '接口', en: 'Interface' },
      required: true,
      ...server,
      query: 'eq',
    }),
    direction: field.dict('io_direction', {
      label: { zh: '方向', en: 'Direction' },
      required: true,
      ...server,
      query: 'eq',
    }),
    bizDocType: field.str(32, { label: { zh: '业务单据类型', en: 'Document type' }, ...server, query: 'eq' }),
    bizDocId: field.str(32, { label: { zh: '业务单据', en: 'Document id' }, ...server, list: false }),
    bizDocCode: field.str(32, { label: { zh: '业务单号', en: 'Document no' }, ...server, query: 'like' }),
    requestPayload: field.json({ label: { zh: '请求报文', en: 'Request payload' }, ...server }),
    responsePayload: field.json({ label: { zh: '响应报文', en: 'Response payload' }, ...server }),
    syncStatus: field.dict('sync_status', {
      label: { zh: '同步状态', en: 'Sync status' },
      required: true,
      default: 'pending',
      ...server,
      query: 'eq',
    }),
    sapDocNo: field.str(16, { label: { zh: 'SAP单号', en: 'SAP document no' }, ...server, query: 'eq' }),
    errorMessage: field.str(1000, { label: { zh: '错误信息', en: 'Error' }, ...server }),
    retryCount: field.int({ label: { zh: '重试次数', en: 'Retries' }, ...server, default: 0 }),
    nextRetryAt: field.datetime({ label: { zh: '下次重试', en: 'Next retry' }, ...server, sortable: true }),
    durationMs: field.int({ label: { zh: '耗时(ms)', en: 'Duration (ms)' }, ...server }),
    /** The remark of *ignore* (domain.md 0.5: required), added by migration 0085. */
    handleRemark: field.str(500, {
      label: { zh: '处理备注', en: 'Handling remark' },
      ...server,
      list: false,
    }),
  },
  columns: [
    'interfaceCode',
    'direction',
    'bizDocType',
    'bizDocCode',
    'syncStatus',
    'sapDocNo',
    'errorMessage',
    'retryCount',
    'nextRetryAt',
    'durationMs',
    'createTime',
  ],
});
