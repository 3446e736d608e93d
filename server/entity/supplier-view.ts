import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import type { FieldDef } from '../../src/domain/entity/field';
import type { SessionUser } from '../http/session-user';

const narrowed = new WeakMap<EntityDescriptor, EntityDescriptor>();

/**
 * The descriptor a caller reads an entity through: for supplier users, fields outside the entity's
 * supplier view (and its lines') are withheld like secrets, so the list, detail and export never
 * select them and a filter on them is ignored (domain.md 4.3 "quantities only", 4.4 rule 2).
 */
export function entityAsSeenBy(user: SessionUser, entity: EntityDescriptor): EntityDescriptor {
  return user.userType === 'supplier' ? supplierDescriptor(entity) : entity;
}

function supplierDescriptor(entity: EntityDescriptor): EntityDescriptor {
  const known = narrowed.get(entity);
  if (known) return known;
  const shown = entity.supplierView?.fields;
  const lines = Object.fromEntries(
    Object.entries(entity.lines).map(([key, def]) => [
      key,
      { ...def, entity: supplierDescriptor(def.entity) },
    ]),
  );
  let view: EntityDescriptor = { ...entity, lines };
  if (shown) {
    const keep = new Set(['id', ...shown]);
    const fields: Record<string, FieldDef> = {};
    for (const [name, def] of Object.entries(entity.fields)) {
      fields[name] = keep.has(name) ? def : { ...def, secret: true };
    }
    view = {
      ...view,
      fields,
      columns: entity.columns.filter((name) => keep.has(name)),
      queryFields: entity.queryFields.filter((name) => keep.has(name)),
      sortable: entity.sortable.filter((name) => keep.has(name)),
    };
  }
  const frozen = Object.freeze(view);
  narrowed.set(entity, frozen);
  return frozen;
}
