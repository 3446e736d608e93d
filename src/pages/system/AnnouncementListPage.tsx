import { Tooltip } from 'antd';
import { get } from '../../client/http';
import { sysAnnouncement } from '../../domain/system/entities/sys-announcement';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';
import { ConfirmAction } from './RowActions';

/**
 * Announcements (api-contract 6, spec 4.3): drafts to everybody or chosen users, released (reaching
 * connected users at once) and revoked with a confirmation. A released notice is edited after revoking
 * it: the edit button is hidden while it is released, the revoke button says so, and the server refuses
 * the edit with the same sentence.
 */
export default function AnnouncementListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const t = useT('system');
  const emit = useEmit();
  return (
    <EntityListPage
      entity={sysAnnouncement}
      formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
      rowEditable={(row) => String(row.sendStatus) !== '1'}
      onChange={(change) => emit('isps-entity-change', { entity: sysAnnouncement.name, ...change })}
      rowExtra={(row, reload) => {
        const id = String(row.id);
        return String(row.sendStatus) === '1' ? (
          <Tooltip title={t('announcement.revokeToEdit')}>
            <span className="isps-announcement-revoke">
              <ConfirmAction
                perm="sys:announcement:edit"
                label={t('announcement.revoke')}
                confirm={t('announcement.confirmRevoke')}
                danger
                run={() => get('/sys/annountCement/doReovkeData', { id })}
                done={reload}
              />
            </span>
          </Tooltip>
        ) : (
          <ConfirmAction
            perm="sys:announcement:edit"
            label={t('announcement.release')}
            confirm={t('announcement.confirmRelease')}
            run={() => get('/sys/annountCement/doReleaseData', { id })}
            done={reload}
          />
        );
      }}
    />
  );
}
