import { Card, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../ui/root/hooks';

/**
 * A dashboard card: a spinner while loading, an empty state when the figure's tables do not exist
 * yet (null) or hold nothing yet (an empty list), else the figure.
 */
export function FigureCard<T>({
  title,
  loading,
  data,
  children,
  extra,
}: {
  title: string;
  loading: boolean;
  data: T[] | null | undefined;
  children: (data: T[]) => ReactNode;
  extra?: ReactNode;
}) {
  const t = useT('app');
  let body: ReactNode;
  if (loading) body = <Spin style={{ display: 'block', padding: 48 }} />;
  else if (data === null || data === undefined)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.notYet')} />;
  else if (data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noData')} />;
  else body = children(data);
  return (
    <Card title={title} extra={extra} style={{ height: '100%' }} className="isps-figure">
      {body}
    </Card>
  );
}
