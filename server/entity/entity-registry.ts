import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import type { AppContext } from '../context';

/**
 * The descriptors served by one app (keyed by its context, shared by every plugin scope): references
 * are resolved and the duplicate check finds tables through it, never through request text.
 */
const registries = new WeakMap<AppContext, Map<string, EntityDescriptor>>();

export function entityRegistry(ctx: AppContext): Map<string, EntityDescriptor> {
  let registry = registries.get(ctx);
  if (!registry) {
    registry = new Map();
    registries.set(ctx, registry);
  }
  return registry;
}

export function registerDescriptor(ctx: AppContext, entity: EntityDescriptor): void {
  const registry = entityRegistry(ctx);
  const existing = registry.get(entity.name);
  if (existing && existing !== entity) throw new Error(`two descriptors are named ${entity.name}`);
  registry.set(entity.name, entity);
  for (const lines of Object.values(entity.lines)) registry.set(lines.entity.name, lines.entity);
}

/** The served descriptor of a table name, or undefined: the name is only ever compared, never used. */
export function entityByTable(ctx: AppContext, table: string): EntityDescriptor | undefined {
  for (const entity of entityRegistry(ctx).values()) if (entity.table === table) return entity;
  return undefined;
}
