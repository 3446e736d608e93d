import { Alert, Card, Spin } from 'antd';
import { ReportBrowser } from '../../ui/entity/ReportBrowser';
import { reportApi } from '../../ui/entity/report-api';
import { useApi } from '../../ui/root/hooks';

/**
 * One online report by its code, in a card titled with the report's name: its query form and paged
 * table, and an export button when `exportName` is given.
 */
export function OnlineReportView({
  code,
  className,
  exportName,
}: {
  code: string | undefined;
  className: string;
  exportName?: string;
}) {
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
    <Card title={loaded.data.columns.cgRpConfigName} className={className}>
      <ReportBrowser
        report={loaded.data.columns}
        queryFields={loaded.data.query}
        {...(exportName !== undefined ? { exportName } : {})}
      />
    </Card>
  );
}
