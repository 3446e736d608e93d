import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { get } from '../../client/http';
import { sysDict } from '../../domain/system/entities/sys-dict';
import { EntityListPage } from '../../ui/entity/EntityListPage';
import type { EntityRow } from '../../ui/entity/entity-api';
import { useAppFeedback } from '../../ui/root/appFeedback';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit, useT } from '../../ui/root/hooks';
import { DictItemsDrawer } from './DictItemsDrawer';

/**
 * Dictionaries (api-contract 5): the list, each dictionary's items in a drawer, and the cache refresh
 * of spec 8 ('Refresh cache complete !' / 'Refresh cache failed !'). Writes refresh the server caches
 * themselves; the button also reloads this browser's copy.
 */
export default function DictListPage({ formMode }: PageProps<{ formMode?: string }>) {
  const t = useT('system');
  const emit = useEmit();
  const { message } = useAppFeedback();
  const [open, setOpen] = useState<EntityRow | null>(null);
  const refresh = async () => {
    const [cleared, all] = await Promise.all([
      get('/sys/dict/refleshCache'),
      get('/sys/dict/queryAllDictItems'),
    ]);
    if (cleared.success && all.success) void message.success(t('dict.refreshed'));
    else void message.warning(t('dict.refreshFailed'));
  };
  return (
    <>
      <EntityListPage
        entity={sysDict}
        formMode={formMode === 'drawer' ? 'drawer' : 'modal'}
        onChange={(change) => emit('isps-entity-change', { entity: sysDict.name, ...change })}
        toolbar={
          <Button icon={<ReloadOutlined />} onClick={() => void refresh()} className="isps-dict-refresh">
            {t('dict.refresh')}
          </Button>
        }
        rowExtra={(row) => (
          <Button type="link" size="small" className="isps-dict-items" onClick={() => setOpen(row)}>
            {t('dict.items')}
          </Button>
        )}
      />
      <DictItemsDrawer dict={open} onClose={() => setOpen(null)} />
    </>
  );
}
