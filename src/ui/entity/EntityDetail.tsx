import { Descriptions, Drawer, Table } from 'antd';
import { type EntityDescriptor, visibleFields } from '../../domain/entity/define-entity';
import { pickText } from '../../domain/i18n-text';
import { useLocale, useT } from '../root/hooks';
import type { EntityRow } from './entity-api';
import { renderFieldValue } from './field-value';
import { rowKeyOf } from './format';

/** spec 9: detail lists show 3 columns by default and 4 at most. */
export const DETAIL_COLUMNS_DEFAULT = 3;
export const DETAIL_COLUMNS_MAX = 4;

export interface EntityDetailProps {
  entity: EntityDescriptor;
  record: EntityRow | null;
  onClose: () => void;
  columns?: number;
}

/** Every visible field of a record, then its lines as tables. */
export function EntityDetail({
  entity,
  record,
  onClose,
  columns = DETAIL_COLUMNS_DEFAULT,
}: EntityDetailProps) {
  const t = useT('entity');
  const locale = useLocale();
  const column = Math.min(Math.max(1, columns), DETAIL_COLUMNS_MAX);
  const fields = visibleFields(entity).filter((name) => name !== 'id' && name !== 'version');
  return (
    <Drawer
      open={record !== null}
      title={t('form.detailTitle', { entity: pickText(entity.label, locale) })}
      size={column * 300}
      onClose={onClose}
      destroyOnHidden
    >
      {record && (
        <>
          <Descriptions bordered size="small" column={column} className="isps-entity-detail">
            {fields.map((name) => (
              <Descriptions.Item key={name} label={pickText(entity.fields[name]!.label, locale)}>
                {renderFieldValue(name, entity.fields[name]!, record, t, false)}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {Object.entries(entity.lines).map(([key, lines]) => {
            const lineFields = lines.entity.columns.filter((name) => name !== lines.foreignKey);
            return (
              <Table<Record<string, unknown>>
                key={key}
                style={{ marginTop: 16 }}
                size="small"
                title={() => pickText(lines.label, locale)}
                rowKey={rowKeyOf}
                pagination={false}
                dataSource={(record[key] as Record<string, unknown>[] | undefined) ?? []}
                columns={lineFields.map((name) => ({
                  title: pickText(lines.entity.fields[name]!.label, locale),
                  key: name,
                  render: (_: unknown, line: Record<string, unknown>) =>
                    renderFieldValue(name, lines.entity.fields[name]!, line, t),
                }))}
              />
            );
          })}
        </>
      )}
    </Drawer>
  );
}
