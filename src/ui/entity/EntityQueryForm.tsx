import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { useLocale, useT } from '../root/hooks';
import { lazyPart } from '../root/lazyPart';
import { DictSelect } from './dictionary';
import type { QueryValues } from './query-params';
import { RefSelect } from './RefSelect';

/** antd's date picker (32 KB gzip) loads beside the list's first rows; a plain box stands in meanwhile. */
const RangePickerPart = lazyPart(() =>
  import('antd/es/date-picker').then(
    (module) => module.default.RangePicker as ComponentType<RangePickerProps>,
  ),
);

/** A date range of the query form: Form.Item hands its value and onChange to this, not to Suspense. */
function DateRange(props: RangePickerProps & { placeholder: [string, string] }) {
  return (
    <Suspense
      fallback={<Input disabled style={{ width: '100%' }} placeholder={props.placeholder.join(' ~ ')} />}
    >
      <RangePickerPart {...props} />
    </Suspense>
  );
}

/** Query fields shown while the form is collapsed. */
const COLLAPSED_FIELDS = 3;

/**
 * The collapsible query form of a list (issue 5): one control per query field of the descriptor,
 * the first three shown until "expand". Search and reset hand the values to the list.
 */
export function EntityQueryForm({
  entity,
  onSearch,
  onReset,
  linked = {},
}: {
  entity: EntityDescriptor;
  onSearch: (values: QueryValues) => void;
  onReset: () => void;
  /** The values a link started the list with: shown in the form, cleared by reset like any other. */
  linked?: QueryValues;
}) {
  const t = useT('entity');
  const locale = useLocale();
  const [form] = Form.useForm<QueryValues>();
  const fields = entity.queryFields;
  const [expanded, setExpanded] = useState(() =>
    fields.slice(COLLAPSED_FIELDS).some((name) => linked[name] !== undefined),
  );
  // Set, not initial values: reset empties the form instead of going back to the link's filter.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the list's first query is
  useEffect(() => form.setFieldsValue(linked), [form]);
  const shown = expanded ? fields : fields.slice(0, COLLAPSED_FIELDS);

  const control = (name: string) => {
    const def = entity.fields[name]!;
    const label = pickText(def.label, locale);
    if (def.query === 'range')
      return <DateRange style={{ width: '100%' }} placeholder={[t('query.begin'), t('query.end')]} />;
    if (def.kind === 'dict') return <DictSelect code={def.dict} placeholder={t('query.select', { label })} />;
    if (def.kind === 'bool') {
      return (
        <Select
          allowClear
          placeholder={t('query.select', { label })}
          options={[
            { value: '1', label: t('yes') },
            { value: '0', label: t('no') },
          ]}
        />
      );
    }
    if (def.kind === 'ref') return <RefSelect entity={def.ref} placeholder={t('query.select', { label })} />;
    return <Input allowClear placeholder={t('query.input', { label })} />;
  };

  return (
    <Form
      form={form}
      name="entity-query"
      className="isps-query-form"
      layout="inline"
      onFinish={onSearch}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        {shown.map((name) => (
          <Col key={name} xs={24} md={12} xl={8}>
            <Form.Item
              name={name}
              label={pickText(entity.fields[name]!.label, locale)}
              style={{ width: '100%', margin: 0 }}
            >
              {control(name)}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12} xl={8}>
          <Space>
            <Button type="primary" htmlType="submit" className="isps-query-search">
              {t('query.search')}
            </Button>
            <Button
              className="isps-query-reset"
              onClick={() => {
                form.resetFields();
                onReset();
              }}
            >
              {t('query.reset')}
            </Button>
            {fields.length > COLLAPSED_FIELDS && (
              <Button
                type="link"
                onClick={() => setExpanded(!expanded)}
                icon={expanded ? <UpOutlined /> : <DownOutlined />}
              >
                {t(expanded ? 'query.collapse' : 'query.expand')}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
