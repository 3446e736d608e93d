import { Tabs } from 'antd';
import { useState } from 'react';
import { pickText } from '../../domain/i18n-text';
import { ORDER_REPORTS } from '../../domain/oms/order-reports';
import type { PageProps } from '../../ui/root/defineElement';
import { useLocale } from '../../ui/root/hooks';
import { OnlineReportView } from '../report/OnlineReportView';

/**
 * Orders › reports (domain.md 3.11): the saved queries over orders, settlements, invoices and the SAP
 * log, one tab each, every one with its filters and an Excel export of the rows they leave.
 */
export default function OrderReportPage(_: PageProps<object>) {
  const locale = useLocale();
  const [active, setActive] = useState(ORDER_REPORTS[0]!.code);
  return (
    <Tabs
      className="isps-order-report"
      activeKey={active}
      onChange={setActive}
      destroyOnHidden
      items={ORDER_REPORTS.map((report) => ({
        key: report.code,
        label: pickText(report.label, locale),
        children: (
          <OnlineReportView
            code={report.code}
            className={`isps-order-report-${report.code}`}
            exportName={pickText(report.label, locale)}
          />
        ),
      }))}
    />
  );
}
