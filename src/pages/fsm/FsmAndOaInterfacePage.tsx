import { pickText } from '../../domain/i18n-text';
import { oaInterface } from '../../domain/warehouse/fsm';
import { documentActions } from '../../domain/workflow';
import { DocumentListPage } from '../../ui/document/DocumentListPage';
import { RemarkModal } from '../../ui/document/RemarkModal';
import { useLocale } from '../../ui/root/hooks';

/** FSMAndOAInterface (spec 2.2, domain.md 3.12): the message log; a failed message may be ignored. */
export default function FsmAndOaInterfacePage() {
  const locale = useLocale();
  return (
    <DocumentListPage
      entity={oaInterface}
      actions={[
        {
          key: 'ignore',
          perm: 'ignore',
          label: pickText(documentActions.ignore.title, locale),
          // A message log has no document state: ignore closes a failed message (domain.md 0.5).
          shows: (row) => row.syncStatus === 'failed',
          dialog: (row, { done }) => (
            <RemarkModal
              request={{ entity: oaInterface, row, action: 'ignore' }}
              title={pickText(documentActions.ignore.confirm, locale)}
              onDone={done}
            />
          ),
        },
      ]}
    />
  );
}
