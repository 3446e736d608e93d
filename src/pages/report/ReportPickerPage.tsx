import type { ReportRow } from '../../ui/entity/ReportBrowser';
import { ReportPicker, type ReportPickerProps } from '../../ui/entity/ReportPicker';
import type { PageProps } from '../../ui/root/defineElement';
import { useEmit } from '../../ui/root/hooks';

/** The picker's props as attributes and properties of the element; choices leave as events. */
export type ReportPickerElementProps = Omit<ReportPickerProps, 'onChange'>;

/** Detail of `isps-change`: the text shown, the values by target field, the chosen rows. */
export interface ReportPickerChange {
  value: string;
  values: Record<string, string>;
  rows: ReportRow[];
  /** JeecgBoot's two events: `callback` with triggerChange, else `input`. */
  kind: 'callback' | 'input';
}

/** `<isps-report-picker>`: the popup picker for host pages; choices leave as `isps-change` events. */
export default function ReportPickerPage({
  host: _host,
  locale: _locale,
  autoLogin: _auto,
  allowedOrigins: _origins,
  ...props
}: PageProps<ReportPickerElementProps>) {
  const emit = useEmit();
  return (
    <ReportPicker
      {...props}
      onChange={(values, rows, text) =>
        emit<ReportPickerChange>('isps-change', {
          value: text,
          values,
          rows,
          kind: props.triggerChange ? 'callback' : 'input',
        })
      }
    />
  );
}
