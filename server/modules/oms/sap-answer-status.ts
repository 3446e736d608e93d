import type { SapAnswerHandler } from '../../integrations/sap/sap-outbox';
import './cm-service-tables';

/**
 * SAP's final answer stored on the document that queued the message (`sap_status`, `sap_doc_no`), in the
 * transaction that logs the answer: the credit memo request and the service settlement.
 */
export function storeSapAnswerOn(table: 'omsCmApply' | 'omsServiceSettle'): SapAnswerHandler {
  return async (trx, message, answer) => {
    if (!message.bizDocId) return;
    await trx
      .updateTable(table)
      .set(answer.ok ? { sapStatus: 'success', sapDocNo: answer.sapDocNo } : { sapStatus: 'failed' })
      .where('tenantId', '=', message.tenantId)
      .where('id', '=', message.bizDocId)
      .execute();
  };
}
