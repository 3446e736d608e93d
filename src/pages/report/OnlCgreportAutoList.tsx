import type { PageProps } from '../../ui/root/defineElement';
import { OnlineReportView } from './OnlineReportView';

/**
 * The online-report list component of spec 2.4 (`modules/online/cgreport/auto/OnlCgreportAutoList`):
 * any report by its code, with its query form and paged table.
 */
export default function OnlCgreportAutoList({ code }: PageProps<{ code?: string }>) {
  return <OnlineReportView code={code} className="isps-online-report" />;
}
