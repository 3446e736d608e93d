import { Button, Col, Drawer, Form, Modal, Row, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { DocumentLinesTools } from '../document/DocumentLinesTools';
import type { DocumentFormSpec } from '../document/document-form';
import { useAppFeedback } from '../root/appFeedback';
import { useLocale, useT } from '../root/hooks';
import { type EntityRow, entityApi } from './entity-api';
import { FieldInput } from './FieldInput';
import { formDefaults, formFields, fromFormValues, toFormValues } from './form-values';
import { LinesEditor } from './LinesEditor';
import { checkRuleRule, duplicateRule } from './validators';

export interface EntityFormProps {
  entity: EntityDescriptor;
  open: boolean;
  /** The record to edit, or null to add one. */
  record: EntityRow | null;
  /** spec: the form opens in a modal or a drawer. */
  mode?: 'modal' | 'drawer';
  /** A document's "create from" pickers and computed totals under its lines. */
  document?: DocumentFormSpec;
  onClose: () => void;
  onSaved: (row: EntityRow) => void;
}

/**
 * Add/edit form of a descriptor: one control per writable field, required and length rules, the
 * duplicate-value check on unique fields and the rule-code check of spec 5, the lines of a header.
 * Server refusals land on their fields.
 */
export function EntityForm({
  entity,
  open,
  record,
  mode = 'modal',
  document,
  onClose,
  onSaved,
}: EntityFormProps) {
  const t = useT('entity');
  const locale = useLocale();
  const { message } = useAppFeedback();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editing = record !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue(toFormValues(entity, record));
    else form.setFieldsValue(formDefaults(entity));
  }, [open, record, entity, form]);

  const rulesOf = (name: string): Rule[] => {
    const def = entity.fields[name]!;
    const label = pickText(def.label, locale);
    const rules: Rule[] = [];
    if (def.required && !(def.fill && !editing))
      rules.push({ required: true, message: t('form.required', { label }) });
    if (def.unique) rules.push(duplicateRule(entity.table, name, record?.id, record?.[name]));
    if (def.checkRule) rules.push(checkRuleRule(def.checkRule));
    return rules;
  };

  const save = async () => {
    await form.validateFields();
    // Every value, also those without a control (the ids of stored lines).
    const body = fromFormValues(entity, form.getFieldsValue(true));
    const api = entityApi(entity);
    setSaving(true);
    try {
      const answer = editing
        ? await api.edit({ ...body, id: record.id, version: record.version })
        : await api.add(body);
      if (!answer.success) {
        void message.error(answer.message);
        const errors = answer.result?.errors ?? [];
        form.setFields(
          errors
            .filter((e) => formFields(entity).includes(e.field))
            .map((e) => ({ name: e.field, errors: [e.message] })),
        );
        return;
      }
      void message.success(answer.message);
      onSaved(answer.result);
    } finally {
      setSaving(false);
    }
  };

  const title = t(editing ? 'form.editTitle' : 'form.addTitle', { entity: pickText(entity.label, locale) });
  const body = (
    <Form form={form} name="entity-form" layout="vertical" className="isps-entity-form" disabled={saving}>
      <Row gutter={16}>
        {formFields(entity).map((name) => {
          const def = entity.fields[name]!;
          const label = pickText(def.label, locale);
          const wide = def.kind === 'text' || def.kind === 'json';
          return (
            <Col key={name} span={wide ? 24 : 12}>
              <Form.Item name={name} label={label} rules={rulesOf(name)} validateDebounce={300}>
                <FieldInput
                  def={def}
                  name={name}
                  placeholder={def.fill && !editing ? t('form.auto') : undefined}
                  text={(record?.[`${name}_dictText`] as string | undefined) ?? null}
                />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
      {Object.entries(entity.lines).map(([key, lines]) => (
        <Form.Item key={key} label={pickText(lines.label, locale)}>
          <LinesEditor name={key} lines={lines} disabled={saving} />
          {document && (
            <DocumentLinesTools entity={entity} linesKey={key} spec={document} disabled={saving} />
          )}
        </Form.Item>
      ))}
    </Form>
  );
  const footer = (
    <Space>
      <Button onClick={onClose}>{t('common:cancel')}</Button>
      <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
        {t('common:ok')}
      </Button>
    </Space>
  );
  const hasLines = Object.keys(entity.lines).length > 0;
  return mode === 'drawer' ? (
    <Drawer
      open={open}
      title={title}
      size={hasLines ? 960 : 720}
      onClose={onClose}
      footer={footer}
      destroyOnHidden
    >
      {body}
    </Drawer>
  ) : (
    <Modal
      open={open}
      title={title}
      width={hasLines ? 1100 : 800}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
