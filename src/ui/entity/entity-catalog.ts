import type { EntityDescriptor } from '../../domain/entity/define-entity';

/**
 * Every domain module. The catalog is derived from what they export, so a descriptor declared anywhere
 * in the domain is reachable by its references without a hand list (issue 11 point 5).
 */
const domainModules = import.meta.glob<Record<string, unknown>>('../../domain/**/*.ts', { eager: true });

function isDescriptor(value: unknown): value is EntityDescriptor {
  const candidate = value as Partial<EntityDescriptor> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.name === 'string' &&
    typeof candidate.basePath === 'string' &&
    typeof candidate.fields === 'object'
  );
}

/** The descriptors an exported value holds: itself, or those of a list or map of them (the command pages). */
function descriptorsIn(value: unknown): EntityDescriptor[] {
  if (isDescriptor(value)) return [value];
  if (Array.isArray(value)) return value.filter(isDescriptor);
  if (value instanceof Map) return [...value.values()].filter(isDescriptor);
  return [];
}

/**
 * Declared but without a list route of their own: the command is served only through its nine typed
 * pages (`/wms/<type>Command`), so a reference to it stays a text box instead of a select that fails.
 */
const UNSERVED = new Set(['command']);

const catalog = new Map<string, EntityDescriptor>();
for (const exported of Object.values(domainModules).flatMap((module) => Object.values(module)))
  for (const entity of descriptorsIn(exported)) {
    if (UNSERVED.has(entity.name)) continue;
    catalog.set(entity.name, entity);
    for (const lines of Object.values(entity.lines)) catalog.set(lines.entity.name, lines.entity);
  }

/** Descriptors the client can reach by name, for reference fields (a select that searches the list). */
export function entityByName(name: string | undefined): EntityDescriptor | undefined {
  return name ? catalog.get(name) : undefined;
}

/** Every descriptor of the catalog. */
export function catalogEntities(): EntityDescriptor[] {
  return [...catalog.values()];
}
