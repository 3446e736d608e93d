import { pickText } from '../../domain/i18n-text';
import { cmApply } from '../../domain/oms/cm-apply';
import { DocumentListPage, useDocumentPermission } from '../../ui/document/DocumentListPage';
import { RemarkModal } from '../../ui/document/RemarkModal';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useLocale } from '../../ui/root/hooks';

const approval = cmApply.document.approval!;
/** The step a pending request waits for: the sales manager's, then finance's. */
const stepOf = (row: EntityRow) =>
  approval.steps[Math.min(Number(row.approvalStep ?? 0), approval.steps.length - 1)]!;
const pending = (row: EntityRow) => row.docStatus === 'pending';

const TEXT = {
  approve: { zh: '审核', en: 'Approve' },
  approveConfirm: { zh: '确定审核吗?', en: 'Are you sure to approve?' },
  refuse: { zh: '驳回', en: 'Refuse' },
  refuseConfirm: { zh: '确定驳回吗?', en: 'Are you sure to refuse?' },
  refuseHint: { zh: '驳回原因（必填）', en: 'Reason of the refusal (required)' },
} as const;

/**
 * Orders › CM apply (domain.md 3.11, menu oms.cmApply): credit memo requests in one master-detail form,
 * the amounts priced by the server per line; approved by the sales manager, then finance (each sees the
 * approve and refuse buttons only at the step that is theirs; the list shows who approved the first
 * step), the final approval queues the SAP credit memo request.
 */
export default function CmApplyListPage() {
  const locale = useLocale();
  const can = useDocumentPermission(cmApply);
  return (
    <DocumentListPage
      entity={cmApply}
      actions={[
        {
          key: 'approve',
          label: pickText(TEXT.approve, locale),
          shows: pending,
          confirm: { post: 'approve', title: pickText(TEXT.approveConfirm, locale) },
        },
        {
          key: 'refuse',
          label: pickText(TEXT.refuse, locale),
          shows: pending,
          dialog: (row, { done }) => (
            <RemarkModal
              request={{
                entity: cmApply,
                row,
                action: 'refuse',
                placeholder: pickText(TEXT.refuseHint, locale),
              }}
              title={`${pickText(TEXT.refuseConfirm, locale)} ${String(row.code ?? '')}`}
              onDone={done}
            />
          ),
        },
        'cancel',
      ]}
      allows={(action, row) => (action === 'approve' || action === 'refuse' ? can(stepOf(row).perm) : true)}
    />
  );
}
