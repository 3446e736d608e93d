import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { visibleEntries } from '../../client/menuRoutes';
import { useLayout } from '../layout/LayoutContext';
import { useT } from '../root/hooks';

/**
 * spec 2.6 menu search over the visible entries: external and iframe entries open in a new window,
 * the others navigate.
 */
export function MenuSearch() {
  const t = useT('app');
  const { routes, navigate } = useLayout();
  const [value, setValue] = useState<string | null>(null);
  const entries = useMemo(() => visibleEntries(routes), [routes]);
  const options = useMemo(
    () =>
      entries.map(({ route, trail }) => ({
        value: route.path,
        label: [...trail, route.meta.title].join(' / '),
      })),
    [entries],
  );

  const choose = (path: string) => {
    setValue(null);
    const route = entries.find((entry) => entry.route.path === path)?.route;
    if (!route) return;
    if (route.kind === 'external' || route.kind === 'iframe') {
      window.open(route.meta.url ?? route.path, '_blank', 'noopener');
      return;
    }
    navigate(route.path);
  };

  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      placeholder={t('header.search')}
      aria-label={t('header.search')}
      options={options}
      onChange={choose}
      suffixIcon={<SearchOutlined />}
      style={{ width: 200 }}
      popupMatchSelectWidth={280}
      className="isps-menu-search"
    />
  );
}
