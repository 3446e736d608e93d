import { CloseCircleFilled } from '@ant-design/icons';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useAppFeedback } from '../root/appFeedback';
import { useT } from '../root/hooks';
import { ReportBrowser, type ReportRow } from './ReportBrowser';
import { type ReportColumns, type ReportQueryField, reportApi } from './report-api';

/** spec 3 / 9: the popup is 1200 wide unless told otherwise. */
export const REPORT_PICKER_WIDTH = 1200;

export interface ReportPickerProps {
  /** Report code (onl_cgreport_head.code). */
  code?: string;
  /** The target field whose value is shown as the control's text. */
  field?: string;
  /** Comma lists of the same length: report columns and the target fields they fill. */
  orgFields?: string;
  destFields?: string;
  width?: number;
  placeholder?: string;
  /** The text shown. */
  value?: string;
  /** Tell the values through `onChange(values, rows)` only (JeecgBoot's `callback`), not as text. */
  triggerChange?: boolean;
  disabled?: boolean;
  multi?: boolean;
  /** Answers of the report are cached 30 s per group (spec 7.6). */
  groupId?: string;
  /** The chosen values by target field (several rows joined by commas) and the rows themselves. */
  onChange?: (values: Record<string, string>, rows: ReportRow[], text: string) => void;
}

type Config =
  | { ok: true; org: string[]; dest: string[] }
  | { ok: false; error: 'picker.configError' | 'picker.countMismatch' };

/** spec 5 popup config: code, orgFields and destFields are required and pair up one to one. */
export function pickerConfig(code?: string, orgFields?: string, destFields?: string): Config {
  if (!code || !orgFields || !destFields) return { ok: false, error: 'picker.configError' };
  const org = orgFields.split(',').map((s) => s.trim());
  const dest = destFields.split(',').map((s) => s.trim());
  if (org.length !== dest.length) return { ok: false, error: 'picker.countMismatch' };
  return { ok: true, org, dest };
}

/** What OK hands on: for each target field the source column of every row, joined by commas. */
export function pickedValues(rows: ReportRow[], org: string[], dest: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  dest.forEach((target, index) => {
    const source = org[index]!;
    values[target] = rows
      .map((row) => (row[source] === null || row[source] === undefined ? '' : String(row[source])))
      .join(',');
  });
  return values;
}

/**
 * The online-report popup picker (spec 4.2, api-contract 9.7): a read-only input that opens the
 * report in a modal; rows are chosen by clicking; OK copies each source column into its target field.
 */
export function ReportPicker(props: ReportPickerProps) {
  const { code, field, orgFields, destFields, groupId, multi = false, triggerChange = false } = props;
  const t = useT('entity');
  const { message } = useAppFeedback();
  const config = pickerConfig(code, orgFields, destFields);
  const [text, setText] = useState(props.value ?? '');
  const [open, setOpen] = useState(false);
  const [report, setReport] = useState<{ columns: ReportColumns; query: ReportQueryField[] } | null>(null);
  const [keys, setKeys] = useState<string[]>([]);
  const [rows, setRows] = useState<ReportRow[]>([]);

  useEffect(() => setText(props.value ?? ''), [props.value]);

  const disabled = props.disabled || !config.ok;

  const show = async () => {
    if (disabled || !code) return;
    setOpen(true);
    const columns = await reportApi.columns(code, groupId);
    // spec 8: a report config failure shows the server message as a warning.
    if (!columns.success) return void message.warning(columns.message);
    const query = await reportApi.queryInfo(columns.result.cgRpConfigId, groupId);
    if (!query.success) return void message.warning(query.message);
    setReport({ columns: columns.result, query: query.result });
  };

  const close = () => {
    setOpen(false);
    setKeys([]);
    setRows([]);
  };

  const confirm = () => {
    if (!config.ok) return;
    if (!multi && rows.length !== 1) return void message.warning(t('picker.selectOne'));
    const values = pickedValues(rows, config.org, config.dest);
    const shown = field !== undefined && field in values ? values[field]! : (Object.values(values)[0] ?? '');
    if (!triggerChange) setText(shown);
    props.onChange?.(values, rows, shown);
    close();
  };

  const clear = () => {
    if (!config.ok) return;
    setText('');
    props.onChange?.(Object.fromEntries(config.dest.map((target) => [target, ''])), [], '');
  };

  return (
    <>
      <Input
        readOnly
        className="isps-report-picker-input"
        value={config.ok ? text : t(config.error)}
        status={config.ok ? undefined : 'error'}
        disabled={disabled}
        placeholder={props.placeholder ?? t('picker.placeholder')}
        onClick={() => void show()}
        suffix={
          text && !disabled ? (
            <CloseCircleFilled
              className="isps-report-picker-clear"
              style={{ color: 'rgba(0,0,0,.25)', cursor: 'pointer' }}
              onClick={(event) => {
                event.stopPropagation();
                clear();
              }}
            />
          ) : (
            <span />
          )
        }
      />
      <Modal
        open={open}
        className="isps-report-picker-modal"
        title={report?.columns.cgRpConfigName ?? code}
        width={props.width ?? REPORT_PICKER_WIDTH}
        okText={t('picker.ok')}
        cancelText={t('picker.cancel')}
        onOk={confirm}
        onCancel={close}
        destroyOnHidden
      >
        {report && (
          <ReportBrowser
            report={report.columns}
            queryFields={report.query}
            groupId={groupId}
            selection={{
              keys,
              rows,
              onChange: (nextKeys, nextRows) => {
                setKeys(nextKeys);
                setRows(nextRows);
              },
            }}
          />
        )}
      </Modal>
    </>
  );
}

/**
 * The picker inside our forms: as a Form.Item child it holds the text of `field`, and OK or clear
 * fill every target field of the surrounding form.
 */
export function FormReportPicker({
  onChange,
  namePrefix = [],
  ...props
}: Omit<ReportPickerProps, 'onChange'> & {
  onChange?: (text: string) => void;
  /** Where the record's fields live in the form: `[]` for a header, `['items', 2]` for a line. */
  namePrefix?: (string | number)[];
}) {
  const form = Form.useFormInstance();
  return (
    <ReportPicker
      {...props}
      onChange={(values, _rows, text) => {
        for (const [target, value] of Object.entries(values))
          form.setFieldValue([...namePrefix, target], value);
        onChange?.(text);
      }}
    />
  );
}
