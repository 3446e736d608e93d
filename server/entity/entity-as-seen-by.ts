import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import type { FieldDef } from '../../src/domain/entity/field';
import type { SessionUser } from '../http/session-user';
import { isFieldStaff } from '../modules/system/permissions/data-rules/field-staff-scope';

type Keep = (name: string, def: FieldDef, entity: EntityDescriptor) => boolean;

/** Supplier users: only the entity's supplier view, when it has one (domain.md 4.3 "quantities only"). */
const supplierKeeps: Keep = (name, _def, entity) => {
  const shown = entity.supplierView?.fields;
  return !shown || name === 'id' || shown.includes(name);
};
/** Field staff: never costs or prices (domain.md 4.4 rule 3, 3.12 "never cost"). */
const fieldStaffKeeps: Keep = (_name, def) => def.kind !== 'price' && def.kind !== 'amount';

const views = new Map<Keep, WeakMap<EntityDescriptor, EntityDescriptor>>([
  [supplierKeeps, new WeakMap()],
  [fieldStaffKeeps, new WeakMap()],
]);
/** The fields each narrowed view withholds; a descriptor not in it is the full one. */
const withheldOf = new WeakMap<EntityDescriptor, ReadonlySet<string>>();
const NONE: ReadonlySet<string> = new Set();

/**
 * The descriptor a caller reads an entity through: fields the caller may not see (and its lines') are
 * withheld like secrets, so the list, detail and export never select them and a filter on them is
 * ignored. Supplier users get the supplier view (domain.md 4.4 rule 2), field staff no price or amount.
 */
export function entityAsSeenBy(user: SessionUser, entity: EntityDescriptor): EntityDescriptor {
  if (user.userType === 'supplier') return narrowed(entity, supplierKeeps);
  if (isFieldStaff(user)) return narrowed(entity, fieldStaffKeeps);
  return entity;
}

function narrowed(entity: EntityDescriptor, keeps: Keep): EntityDescriptor {
  const cache = views.get(keeps)!;
  const known = cache.get(entity);
  if (known) return known;
  const lines = Object.fromEntries(
    Object.entries(entity.lines).map(([key, def]) => [key, { ...def, entity: narrowed(def.entity, keeps) }]),
  );
  const keep = new Set(
    Object.keys(entity.fields).filter((name) => keeps(name, entity.fields[name]!, entity)),
  );
  const fields: Record<string, FieldDef> = {};
  for (const [name, def] of Object.entries(entity.fields)) {
    fields[name] = keep.has(name) ? def : { ...def, secret: true };
  }
  const view: EntityDescriptor = Object.freeze({
    ...entity,
    lines,
    fields,
    columns: entity.columns.filter((name) => keep.has(name)),
    queryFields: entity.queryFields.filter((name) => keep.has(name)),
    sortable: entity.sortable.filter((name) => keep.has(name)),
  });
  cache.set(entity, view);
  withheldOf.set(view, new Set(Object.keys(entity.fields).filter((name) => !keep.has(name))));
  return view;
}

/**
 * The fields a view from entityAsSeenBy withholds from its caller (none for a full descriptor). Writes
 * ignore them: what a caller may not see it may not set either, and an edit of a record keeps them.
 */
export function withheldFields(view: EntityDescriptor): ReadonlySet<string> {
  return withheldOf.get(view) ?? NONE;
}
