import { Button } from 'antd';
import { useState } from 'react';
import { hasPermission } from '../../client/permissions';
import { permissionCode } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { oaInterface } from '../../domain/warehouse/fsm';
import { documentActions } from '../../domain/workflow';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useLocale, useSession } from '../../ui/root/hooks';
import { RemarkModal } from '../warehouse/documentActions';

/** FSMAndOAInterface (spec 2.2, domain.md 3.12): the message log; a failed message may be ignored. */
export default function FsmAndOaInterfacePage() {
  const locale = useLocale();
  const session = useSession();
  const [ignoring, setIgnoring] = useState<{ row: EntityRow; reload: () => void } | null>(null);
  const canIgnore = hasPermission(permissionCode(oaInterface, 'ignore'), session);
  return (
    <>
      <EntityListPage
        entity={oaInterface}
        rowExtra={(row, reload) =>
          canIgnore && row.syncStatus === 'failed' ? (
            <Button
              type="link"
              size="small"
              className="isps-row-ignore"
              onClick={() => setIgnoring({ row, reload })}
            >
              {pickText(documentActions.ignore.title, locale)}
            </Button>
          ) : null
        }
      />
      {ignoring && (
        <RemarkModal
          request={{ entity: oaInterface, row: ignoring.row, action: 'ignore' }}
          title={pickText(documentActions.ignore.confirm, locale)}
          onDone={(changed) => {
            if (changed) ignoring.reload();
            setIgnoring(null);
          }}
        />
      )}
    </>
  );
}
