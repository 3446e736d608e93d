import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Table } from 'antd';
import type { LinesDef } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { useLocale, useT } from '../root/hooks';
import { FieldInput } from './FieldInput';
import { formDefaults, formFields } from './form-values';

/**
 * The lines of a document header in its form (issue 5: header/lines editor): one editable row per
 * line, in line order; line numbers follow the order on save.
 */
export function LinesEditor({
  name,
  lines,
  disabled,
}: {
  name: string;
  lines: LinesDef;
  disabled?: boolean;
}) {
  const t = useT('entity');
  const locale = useLocale();
  const form = Form.useFormInstance();
  const fields = formFields(lines.entity).filter((field) => field !== lines.foreignKey && field !== 'lineNo');
  /**
   * The display text of a line's reference (`<field>_dictText` of the row the line came from: the stored
   * line, or the row a "create from" picker took it from), so the select names the row it holds even
   * when that row is not among the options its first lookup answers.
   */
  const textOf = (index: number, field: string): string | null => {
    const text = form.getFieldValue([name, index, '_text']) as Record<string, unknown> | undefined;
    const value = text?.[`${field}_dictText`];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={rows}
            columns={[
              { title: t('form.lineNo'), key: 'lineNo', width: 64, render: (_, _row, index) => index + 1 },
              ...fields.map((field) => {
                const def = lines.entity.fields[field]!;
                return {
                  title: pickText(def.label, locale),
                  key: field,
                  width: def.kind === 'text' ? 260 : 180,
                  render: (_: unknown, row: { name: number }) => (
                    <Form.Item
                      name={[row.name, field]}
                      style={{ margin: 0 }}
                      rules={
                        def.required
                          ? [
                              {
                                required: true,
                                message: t('form.required', { label: pickText(def.label, locale) }),
                              },
                            ]
                          : []
                      }
                    >
                      <FieldInput
                        def={def}
                        name={field}
                        disabled={disabled}
                        namePrefix={[name, row.name]}
                        text={def.kind === 'ref' ? textOf(row.name, field) : null}
                      />
                    </Form.Item>
                  ),
                };
              }),
              {
                title: '',
                key: 'remove',
                width: 48,
                render: (_: unknown, row: { name: number }) => (
                  <Button
                    type="text"
                    danger
                    disabled={disabled}
                    aria-label={t('form.removeLine')}
                    icon={<DeleteOutlined />}
                    onClick={() => remove(row.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={disabled}
            onClick={() => add(formDefaults(lines.entity))}
            style={{ marginTop: 8 }}
          >
            {t('form.addLine')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
