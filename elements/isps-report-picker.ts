import type { ReportPickerChange } from '../src/pages/report/ReportPickerPage';
import { defineElement, detail } from '../src/ui/root/defineElement';

/** The online-report popup picker (spec 3 popup props, 4.2, 5; api-contract 9.7). */
export const ispsReportPicker = defineElement('isps-report-picker', {
  summary: 'Online-report popup picker: choose rows of a report and receive the values of its columns.',
  page: () => import('../src/pages/report/ReportPickerPage'),
  props: {
    code: { type: 'string', description: 'Report code (required).' },
    field: { type: 'string', description: 'Target field whose value is shown as the text.' },
    orgFields: { type: 'string', description: 'Comma list of report columns to copy (required).' },
    destFields: {
      type: 'string',
      description: 'Comma list of target fields, same count as orgFields (required).',
    },
    width: { type: 'number', description: 'Popup width, default 1200.' },
    placeholder: { type: 'string', description: 'Placeholder of the input, default 请选择.' },
    value: { type: 'string', description: 'The text shown.' },
    triggerChange: {
      type: 'boolean',
      description: 'trigger-change="true": report values only (JeecgBoot callback).',
    },
    disabled: { type: 'boolean', description: 'disabled="true": the popup does not open.' },
    multi: { type: 'boolean', description: 'multi="true": several rows may be chosen.' },
    groupId: { type: 'string', description: 'Report answers are cached 30 s per group id.' },
  },
  events: {
    'isps-change': detail<ReportPickerChange>(
      '{ value, values, rows, kind }: OK or clear; values maps each target field to the copied value.',
    ),
  },
});
