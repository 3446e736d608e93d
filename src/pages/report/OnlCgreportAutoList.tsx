import { Alert, Card, Spin } from 'antd';
import { ReportBrowser } from '../../ui/entity/ReportBrowser';
import { reportApi } from '../../ui/entity/report-api';
import type { PageProps } from '../../ui/root/defineElement';
import { useApi } from '../../ui/root/hooks';

/**
 * The online-report list component of spec 2.4 (`modules/online/cgreport/auto/OnlCgreportAutoList`):
 * any report by its code, with its query form and paged table.
 */
export default function OnlCgreportAutoList({ code }: PageProps<{ code?: string }>) {
  const loaded = useApi(async () => {
    if (!code) return null;
    const columns = await reportApi.columns(code);
    if (!columns.success) throw new Error(columns.message);
    const query = await reportApi.queryInfo(columns.result.cgRpConfigId);
    if (!query.success) throw new Error(query.message);
    return { columns: columns.result, query: query.result };
  }, [code]);
  if (loaded.error) return <Alert type="warning" showIcon title={(loaded.error as Error).message} />;
  if (!loaded.data) return <Spin />;
  return (
    <Card title={loaded.data.columns.cgRpConfigName} className="isps-online-report">
      <ReportBrowser report={loaded.data.columns} queryFields={loaded.data.query} />
    </Card>
  );
}
