import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TableOf } from '../../server/db/entity-row-types';
import type { Instant, OptionalDate, OptionalQty } from '../../server/db/table-columns';
import type { DbDate, Qty } from '../../server/modules/warehouse/warehouse-tables';
import { defineDocument } from '../../src/domain/document/define-document';
import { documentWorkflow } from '../../src/domain/document/document-workflow';
import { defineEntity } from '../../src/domain/entity/define-entity';
import { field } from '../../src/domain/entity/field';

const label = { zh: '测试', en: 'Test' };

const gadget = defineEntity({
  name: 'gadget',
  table: 'tst_gadget',
  permission: 'tst:gadget',
  label,
  kind: 'master',
  fields: {
    code: field.code({ label, required: true }),
    name: field.str(64, { label }),
    weight: field.qty({ label }),
    price: field.price({ label, required: true }),
    share: field.pct({ label }),
    fragile: field.bool({ label }),
    born: field.date({ label, required: true }),
    seen: field.datetime({ label }),
    kindCode: field.dict('gadget_kind', { label, default: 'a' }),
    ownerId: field.ref('user', { label }),
    notes: field.text({ label }),
    tags: field.json({ label }),
    rank: field.int({ label, default: 3 }),
  },
});

const widgetLine = defineEntity({
  name: 'widgetLine',
  table: 'tst_widget_line',
  permission: 'tst:widget',
  label,
  kind: 'line',
  fields: {
    widgetId: field.ref('widget', { label, required: true }),
    qty: field.qty({ label, required: true }),
    done: field.qty({ label, default: 0 }),
    due: field.date({ label }),
    // Copied by the server onto every line it writes: the column is nullable, the row has it.
    sourceId: field.ref('command', { label, system: true, form: false, alwaysSet: true }),
  },
});

const widget = defineDocument({
  name: 'widget',
  table: 'tst_widget',
  permission: 'tst:widget',
  label,
  fields: {
    code: field.code({ label, rule: 'TW' }),
    partnerId: field.ref('businessPartner', { label, required: true }),
    postingId: field.str(32, { label, system: true, form: false }),
  },
  lines: { lines: { entity: widgetLine, foreignKey: 'widgetId', label } },
  docType: 'widget',
  workflow: documentWorkflow({}),
});

const note = defineEntity({
  name: 'note',
  table: 'tst_note',
  permission: 'tst:note',
  label,
  fields: { body: field.str(200, { label, required: true }) },
});

type Gadget = TableOf<typeof gadget>;
type WidgetLine = TableOf<typeof widgetLine>;
type Widget = TableOf<typeof widget>;
type Note = TableOf<typeof note>;
/** The columns an insert must give. */
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

describe('database rows inferred from descriptors', () => {
  it('has a column for every field the descriptor assembles, and no other', () => {
    const audit = ['createBy', 'createTime', 'updateBy', 'updateTime'] as const;
    const gadgetColumns = [
      ...(['id', 'code', 'name', 'weight', 'price', 'share', 'fragile', 'born', 'seen'] as const),
      ...(['kindCode', 'ownerId', 'notes', 'tags', 'rank', 'status', 'delFlag', 'sysOrgCode'] as const),
      ...audit,
      ...(['tenantId', 'version'] as const),
    ] as const;
    const lineColumns = [
      ...(['id', 'widgetId', 'qty', 'done', 'due', 'sourceId', 'lineNo', 'remark'] as const),
      ...audit,
      'tenantId',
    ] as const;
    const widgetColumns = [
      ...(['id', 'code', 'docStatus', 'partnerId', 'postingId', 'approveBy', 'approveTime'] as const),
      ...(['cancelRemark', 'remark', 'sysOrgCode'] as const),
      ...audit,
      ...(['tenantId', 'version'] as const),
    ] as const;
    const noteColumns = ['id', 'body', ...audit, 'tenantId', 'version'] as const;
    expectTypeOf<keyof Gadget>().toEqualTypeOf<(typeof gadgetColumns)[number]>();
    expectTypeOf<keyof WidgetLine>().toEqualTypeOf<(typeof lineColumns)[number]>();
    expectTypeOf<keyof Widget>().toEqualTypeOf<(typeof widgetColumns)[number]>();
    expectTypeOf<keyof Note>().toEqualTypeOf<(typeof noteColumns)[number]>();
    // The type level assembles what defineEntity assembles at run time.
    const keys = (entity: { fields: object }) => Object.keys(entity.fields).sort();
    expect(keys(gadget)).toEqual([...gadgetColumns].sort());
    expect(keys(widgetLine)).toEqual([...lineColumns].sort());
    expect(keys(widget)).toEqual([...widgetColumns].sort());
    expect(keys(note)).toEqual([...noteColumns].sort());
  });

  it('maps each kind to its column type, NOT NULL where required, defaulted or always set', () => {
    expectTypeOf<Gadget['id']>().toEqualTypeOf<string>();
    expectTypeOf<Gadget['code']>().toEqualTypeOf<string>();
    expectTypeOf<Gadget['name']>().toEqualTypeOf<string | null>();
    expectTypeOf<Gadget['weight']>().toEqualTypeOf<OptionalQty>();
    expectTypeOf<Gadget['price']>().toEqualTypeOf<Qty>();
    expectTypeOf<Gadget['share']>().toEqualTypeOf<number | null>();
    expectTypeOf<Gadget['fragile']>().toEqualTypeOf<ColumnType<number, number | undefined, number>>();
    expectTypeOf<Gadget['born']>().toEqualTypeOf<DbDate>();
    expectTypeOf<Gadget['seen']>().toEqualTypeOf<Instant>();
    expectTypeOf<Gadget['kindCode']>().toEqualTypeOf<ColumnType<string, string | undefined, string>>();
    expectTypeOf<Gadget['ownerId']>().toEqualTypeOf<string | null>();
    expectTypeOf<Gadget['notes']>().toEqualTypeOf<string | null>();
    expectTypeOf<Gadget['tags']>().toEqualTypeOf<ColumnType<unknown, string | null, string | null>>();
    expectTypeOf<Gadget['rank']>().toEqualTypeOf<ColumnType<number, number | undefined, number>>();
    expectTypeOf<WidgetLine['due']>().toEqualTypeOf<OptionalDate>();
    // `alwaysSet`: set by the server on every row, so read as set and given on insert.
    expectTypeOf<WidgetLine['sourceId']>().toEqualTypeOf<string>();
    expectTypeOf<WidgetLine['qty']>().toEqualTypeOf<Qty>();
    expectTypeOf<WidgetLine['done']>().toEqualTypeOf<
      ColumnType<number | string, number | undefined, number>
    >();
  });

  it('gives the engine common columns their table-columns.ts types', () => {
    expectTypeOf<Gadget['tenantId']>().toEqualTypeOf<number>();
    expectTypeOf<Gadget['version']>().toEqualTypeOf<ColumnType<number, number | undefined, number>>();
    expectTypeOf<Gadget['delFlag']>().toEqualTypeOf<ColumnType<number, number | undefined, number>>();
    expectTypeOf<Gadget['status']>().toEqualTypeOf<ColumnType<string, string | undefined, string>>();
    expectTypeOf<Gadget['createTime']>().toEqualTypeOf<Instant>();
    expectTypeOf<Gadget['createBy']>().toEqualTypeOf<string | null>();
    expectTypeOf<Widget['docStatus']>().toEqualTypeOf<ColumnType<string, string | undefined, string>>();
    expectTypeOf<Widget['code']>().toEqualTypeOf<string | null>();
    expectTypeOf<Widget['approveTime']>().toEqualTypeOf<Instant>();
    expectTypeOf<WidgetLine['lineNo']>().toEqualTypeOf<number | null>();
    expectTypeOf<WidgetLine['tenantId']>().toEqualTypeOf<number>();
  });

  it('reads, inserts and updates rows as Kysely derives them', () => {
    expectTypeOf<Selectable<Widget>['partnerId']>().toEqualTypeOf<string>();
    expectTypeOf<Selectable<WidgetLine>['qty']>().toEqualTypeOf<number | string>();
    expectTypeOf<Selectable<Gadget>['weight']>().toEqualTypeOf<number | string | null>();
    expectTypeOf<Selectable<Gadget>['seen']>().toEqualTypeOf<string | Date | null>();
    // Required on insert: what is NOT NULL without a default.
    expectTypeOf<RequiredKeys<Insertable<WidgetLine>>>().toEqualTypeOf<
      'id' | 'widgetId' | 'qty' | 'sourceId' | 'tenantId'
    >();
    expectTypeOf<RequiredKeys<Insertable<Gadget>>>().toEqualTypeOf<
      'id' | 'code' | 'price' | 'born' | 'tenantId'
    >();
    expectTypeOf<Insertable<WidgetLine>['qty']>().toEqualTypeOf<number>();
    expectTypeOf<Insertable<WidgetLine>['done']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Insertable<WidgetLine>['due']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<Updateable<Gadget>['fragile']>().toEqualTypeOf<number | undefined>();
  });

  it('keeps the field types on the descriptor while its fields stay indexable by name', () => {
    expectTypeOf(widget.fields.partnerId.ref).toEqualTypeOf<'businessPartner'>();
    expectTypeOf(gadget.fields.kindCode.dict).toEqualTypeOf<'gadget_kind'>();
    expectTypeOf(gadget.fields.fragile.kind).toEqualTypeOf<'bool'>();
    const name: string = 'weight';
    expect(gadget.fields[name]?.kind).toBe('qty');
    expect(widget.fields.partnerId.ref).toBe('businessPartner');
  });
});
