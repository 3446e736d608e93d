import { defineDocument } from '../../src/domain/document/define-document';
import { documentWorkflow } from '../../src/domain/document/document-workflow';
import { field } from '../../src/domain/entity/field';

const server = { system: true, form: false } as const;

/**
 * The engine's test document of a multi-step approval (tests only, table `tst_two_step`): the checker
 * approves first, the payer second; either may refuse with a remark.
 */
export const twoStepRequest = defineDocument({
  name: 'twoStepRequest',
  table: 'tst_two_step',
  permission: 'tst:twoStep',
  label: { zh: '两级审核', en: 'Two-step request' },
  fields: {
    code: field.code({ label: { zh: '单号', en: 'Code' }, rule: 'TS' }),
    fulfilStatus: field.dict('fulfil_status', {
      label: { zh: '执行状态', en: 'Fulfilment' },
      default: 'unexecuted',
      ...server,
    }),
    approvalStep: field.int({ label: { zh: '已审步骤', en: 'Steps approved' }, default: 0, ...server }),
    checkBy: field.str(64, { label: { zh: '初审人', en: 'Checked by' }, ...server }),
    checkTime: field.datetime({ label: { zh: '初审时间', en: 'Checked at' }, ...server }),
    refuseRemark: field.str(500, { label: { zh: '驳回原因', en: 'Refusal remark' }, ...server }),
  },
  lines: {},
  docType: 'two_step',
  workflow: documentWorkflow(),
  approval: {
    stepField: 'approvalStep',
    refuseRemarkField: 'refuseRemark',
    steps: [
      {
        key: 'check',
        title: { zh: '初审', en: 'Check' },
        perm: 'approve',
        by: ['sales_manager'],
        stampBy: 'checkBy',
        stampTime: 'checkTime',
      },
      { key: 'pay', title: { zh: '财务审核', en: 'Finance approval' }, perm: 'approvePay', by: ['finance'] },
    ],
  },
});
