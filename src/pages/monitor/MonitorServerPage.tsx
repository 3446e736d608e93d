import type { PageProps } from '../../ui/root/defineElement';
import { MonitorPanel } from './MonitorPanel';

/** Monitor page server (spec 2.3, issue 7 point 4), administrators only. */
export default function MonitorServerPage(_props: PageProps<object>) {
  return <MonitorPanel kind="server" />;
}
