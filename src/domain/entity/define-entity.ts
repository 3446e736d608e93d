import type { LocalText } from '../i18n-text';
import {
  auditFields,
  baseHeadFields,
  bookkeepingFields,
  documentHeadFields,
  documentTailFields,
  lineFields,
  masterDataFields,
} from './common-fields';
import { type FieldDef, listedByDefault } from './field';

/**
 * `master`: master data (soft delete, enable status); `document`: a header with doc columns and a
 * workflow; `line`: lines of a document, reachable only through their header; `plain`: anything else.
 */
export type EntityKind = 'master' | 'document' | 'line' | 'plain';

/**
 * A button action beyond CRUD; the shape of `documentActions` in src/domain/workflow.ts, so a
 * document lists `actions: [documentActions.approve, ...]`.
 */
export interface EntityAction {
  /** Last segment of the button permission `<area>:<entity>:<perm>`. */
  perm: string;
  title: LocalText;
  /** Confirmation asked before running it (spec 5), e.g. 确定审核吗? / Are you sure to approve? */
  confirm?: LocalText;
}

/** Lines of a header: the line entity and its field that references the header. */
export interface LinesDef {
  entity: EntityDescriptor;
  foreignKey: string;
  label: LocalText;
}

/** Fields of a config as declared; the builders' types keep each field's kind and options. */
export type FieldsConfig = Record<string, FieldDef>;

export interface EntityConfig<F extends FieldsConfig = FieldsConfig, K extends EntityKind = EntityKind> {
  /** camelCase name, also the last part of the permission prefix. */
  name: string;
  /** snake_case table with the area prefix (domain.md 0.1). */
  table: string;
  /**
   * Permission prefix `<area>:<entity>`; button codes are `<prefix>:<action>` and the API base
   * path is the prefix with `/` (`mdm:product` -> `/mdm/product`).
   */
  permission: string;
  /** API base path when it is not the permission prefix with `/` (JeecgBoot's own odd paths). */
  basePath?: string;
  label: LocalText;
  kind?: K;
  fields: F;
  /** List columns in order; defaults to every listed field in declaration order. */
  columns?: string[];
  defaultSort?: { column: string; order: 'asc' | 'desc' };
  /** Field shown for references to this entity; defaults to `name`, then `code`. */
  display?: string;
  lines?: Record<string, LinesDef>;
  actions?: readonly EntityAction[];
  /**
   * Supplier users see only rows whose this field equals their business partner (domain.md 4.4);
   * without it supplier users are refused.
   */
  partnerField?: string;
  /** What supplier users get of their partner's rows, when less than everything (domain.md 4.3, 4.4). */
  supplierView?: SupplierView;
  /**
   * Rows owned by a sales user (offers): a caller without `seeAll` sees and writes only the rows whose
   * `field` is one of the sales users linked to him (`mdm_sales_user.user_id`) or that he created.
   */
  salesScope?: SalesScope;
  /** Extra unique keys (per tenant, live rows) over several fields. */
  uniqueTogether?: string[][];
  /**
   * Huge lists (the SAP log's millions of rows): the list's total counts at most this many rows past the
   * page asked for; a filter matching more answers `total` = what was counted and `totalCapped: true`,
   * and the page says "10000+" (docs/performance.md "Orders — SAP log").
   */
  listTotalCap?: number;
  /**
   * Lists of hundreds of thousands of rows searched by a middle part of a code (`*1234*`, what the
   * list's text box sends) or a prefix: on PostgreSQL each `like` query field gets a GIN trigram index
   * (pg_trgm) and a pattern B-tree over `lower(column)` (server/entity/entity-ddl.ts
   * `createTrigramIndexes`), which serve the engine's case-insensitive `like`; without them PostgreSQL
   * reads the whole table. SQLite is unchanged (its `collate nocase` index serves prefixes).
   * Turning it on for an existing table takes a migration calling `createTrigramIndexes`.
   */
  trigramSearch?: boolean;
  /**
   * Several pages over one table (the nine command types, the three material document kinds, the BOS
   * and CRM orders): the values of these fields that are this page's rows. The server limits every
   * read, export and action of the page to them, as part of the caller's row scope.
   */
  pageRows?: Readonly<Record<string, readonly string[]>>;
}

/** `field` a reference to `salesUser`; `seeAll` the button permission that lifts the scope (a manager's). */
export interface SalesScope {
  field: string;
  seeAll: string;
}

/**
 * domain.md 4.3 / 4.4 rule 2: `onlyWhen` a bool field that must be true for a row to exist for supplier
 * users (`qms_inspection.supplier_visible`); `fields` the only fields they receive besides the id, every
 * other one withheld like a secret (receipts: quantities only; never internal remarks).
 */
export interface SupplierView {
  readonly onlyWhen?: string;
  readonly fields?: readonly string[];
}

/**
 * Write actions of the generic routes and their button permission suffixes, the ones the menu's
 * buttons use (src/domain/workflow.ts `documentActions`). Reading (list, queryById) needs any
 * permission of the entity: a role that is granted the page is granted its buttons.
 */
export const CRUD_ACTIONS = ['add', 'edit', 'delete', 'exportXls', 'importExcel'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/** `A` with `B`'s fields over it, as an object spread `{ ...A, ...B }` has them. */
type Over<A, B> = Omit<A, keyof B> & B;

/**
 * The fields of an entity of kind `K` with own fields `F`, in the order `defineEntity` assembles them
 * (the engine's common columns of common-fields.ts around the entity's own).
 */
export type AssembledFields<F, K extends EntityKind> = K extends 'master'
  ? Over<
      Over<Over<Over<typeof baseHeadFields, F>, typeof masterDataFields>, typeof auditFields>,
      typeof bookkeepingFields
    >
  : K extends 'document'
    ? Over<
        Over<
          Over<
            Over<Over<Over<typeof baseHeadFields, Pick<F, keyof F & 'code'>>, typeof documentHeadFields>, F>,
            typeof documentTailFields
          >,
          typeof auditFields
        >,
        typeof bookkeepingFields
      >
    : K extends 'line'
      ? Over<Over<Over<typeof baseHeadFields, F>, typeof lineFields>, typeof auditFields> &
          Pick<typeof bookkeepingFields, 'tenantId'>
      : Over<Over<typeof baseHeadFields, F>, typeof auditFields> & typeof bookkeepingFields;

/**
 * `F`: the entity's fields as the type level knows them (`typeof descriptor` of a literal config keeps
 * each field's kind, required, default and reference; server/db/entity-row-types.ts infers the table's
 * row from them). The runtime value is the same for every `F`.
 */
export interface EntityDescriptor<F extends object = FieldsConfig> {
  readonly name: string;
  readonly table: string;
  readonly permission: string;
  readonly label: LocalText;
  readonly kind: EntityKind;
  /** Every field including the engine's common columns, in display order. */
  readonly fields: Readonly<FieldsConfig & F>;
  readonly columns: readonly string[];
  readonly queryFields: readonly string[];
  readonly sortable: readonly string[];
  readonly defaultSort: { column: string; order: 'asc' | 'desc' };
  readonly display: string;
  readonly basePath: string;
  readonly lines: Readonly<Record<string, LinesDef>>;
  readonly actions: readonly EntityAction[];
  readonly partnerField?: string;
  readonly supplierView?: SupplierView;
  readonly salesScope?: SalesScope;
  readonly uniqueKeys: readonly (readonly string[])[];
  /** Whether rows are soft-deleted (`del_flag`). */
  readonly softDelete: boolean;
  /** Whether edits carry the optimistic-lock `version`. */
  readonly versioned: boolean;
  /** See `EntityConfig.listTotalCap`. */
  readonly listTotalCap?: number;
  /** See `EntityConfig.trigramSearch`. */
  readonly trigramSearch?: boolean;
  /** See `EntityConfig.pageRows`. */
  readonly pageRows?: Readonly<Record<string, readonly string[]>>;
}

function assemble(config: EntityConfig, kind: EntityKind): Record<string, FieldDef> {
  const own = config.fields;
  switch (kind) {
    case 'master':
      return { ...baseHeadFields, ...own, ...masterDataFields, ...auditFields, ...bookkeepingFields };
    case 'document':
      return {
        ...baseHeadFields,
        ...pick(own, 'code'),
        ...documentHeadFields,
        ...own,
        ...documentTailFields,
        ...auditFields,
        ...bookkeepingFields,
      };
    case 'line':
      return {
        ...baseHeadFields,
        ...own,
        ...lineFields,
        ...auditFields,
        tenantId: bookkeepingFields.tenantId,
      };
    case 'plain':
      return { ...baseHeadFields, ...own, ...auditFields, ...bookkeepingFields };
  }
}

function pick(fields: Record<string, FieldDef>, name: string): Record<string, FieldDef> {
  const def = fields[name];
  return def ? { [name]: def } : {};
}

/** Declares an entity once; server (DDL, validation, SQL filters, guards) and client read it. */
export function defineEntity<F extends FieldsConfig, K extends EntityKind = 'plain'>(
  config: EntityConfig<F, K>,
): EntityDescriptor<AssembledFields<F, K>> {
  const kind = config.kind ?? 'plain';
  const fields = assemble(config, kind);
  for (const [name, def] of Object.entries(fields)) {
    if (def.kind === 'dict' && !def.dict) throw new Error(`${config.name}.${name}: dictionary code missing`);
    if (def.kind === 'ref' && !def.ref) throw new Error(`${config.name}.${name}: referenced entity missing`);
  }
  const columns = config.columns ?? Object.keys(fields).filter((name) => listedByDefault(fields[name]!));
  for (const column of columns) {
    if (!fields[column]) throw new Error(`${config.name}: list column ${column} is not a field`);
  }
  const names = Object.keys(fields);
  const display = config.display ?? (fields.name ? 'name' : fields.code ? 'code' : 'id');
  const defaultSort = config.defaultSort ?? { column: 'createTime', order: 'desc' as const };
  const sortable = names.filter((name) => fields[name]!.sortable);
  if (!sortable.includes(defaultSort.column)) {
    throw new Error(`${config.name}: default sort column ${defaultSort.column} is not sortable`);
  }
  checkSupplierView(config.name, fields, defaultSort.column, config.supplierView);
  for (const name of Object.keys(config.pageRows ?? {}))
    if (!fields[name]) throw new Error(`${config.name}: page rows field ${name} is not a field`);
  if (config.salesScope && fields[config.salesScope.field]?.ref !== 'salesUser')
    throw new Error(`${config.name}: salesScope field ${config.salesScope.field} must reference salesUser`);
  const uniqueKeys = [
    ...names.filter((name) => fields[name]!.unique).map((name) => [name]),
    ...(config.uniqueTogether ?? []),
  ];
  return Object.freeze({
    name: config.name,
    table: config.table,
    permission: config.permission,
    label: config.label,
    kind,
    // assemble() builds at run time what AssembledFields<F, K> spells at the type level.
    fields: Object.freeze(fields as FieldsConfig & AssembledFields<F, K>),
    columns,
    queryFields: names.filter((name) => fields[name]!.query),
    sortable,
    defaultSort,
    display,
    basePath: config.basePath ?? `/${config.permission.split(':').join('/')}`,
    lines: config.lines ?? {},
    actions: config.actions ?? [],
    ...(config.partnerField ? { partnerField: config.partnerField } : {}),
    ...(config.supplierView ? { supplierView: config.supplierView } : {}),
    ...(config.salesScope ? { salesScope: config.salesScope } : {}),
    uniqueKeys,
    softDelete: kind === 'master',
    versioned: kind !== 'line',
    ...(config.listTotalCap ? { listTotalCap: config.listTotalCap } : {}),
    ...(config.trigramSearch ? { trigramSearch: true } : {}),
    ...(config.pageRows ? { pageRows: config.pageRows } : {}),
  });
}

function checkSupplierView(
  name: string,
  fields: Record<string, FieldDef>,
  sortColumn: string,
  view: SupplierView | undefined,
): void {
  if (!view) return;
  if (view.onlyWhen && fields[view.onlyWhen]?.kind !== 'bool') {
    throw new Error(`${name}: supplier view condition ${view.onlyWhen} is not a bool field`);
  }
  for (const field of view.fields ?? []) {
    if (!fields[field]) throw new Error(`${name}: supplier view field ${field} is not a field`);
  }
  if (view.fields && !view.fields.includes(sortColumn)) {
    throw new Error(`${name}: supplier view lacks the default sort column ${sortColumn}`);
  }
}

/** The button permission code of an action: `<area>:<entity>:<action>`. */
export function permissionCode(entity: EntityDescriptor, action: CrudAction | string): string {
  return `${entity.permission}:${action}`;
}

/** Fields a request body may set on add/edit. */
export function writableFields(entity: EntityDescriptor): string[] {
  return Object.keys(entity.fields).filter((name) => !entity.fields[name]!.system);
}

/** Fields that may leave the server. */
export function visibleFields(entity: EntityDescriptor): string[] {
  return Object.keys(entity.fields).filter((name) => !entity.fields[name]!.secret);
}
