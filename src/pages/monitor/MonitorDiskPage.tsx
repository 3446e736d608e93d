import type { PageProps } from '../../ui/root/defineElement';
import { MonitorPanel } from './MonitorPanel';

/** Monitor page disk (spec 2.3, issue 7 point 4), administrators only. */
export default function MonitorDiskPage(_props: PageProps<object>) {
  return <MonitorPanel kind="disk" />;
}
