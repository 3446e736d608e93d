import type { packingPackage, packingPackageItem } from '../../../src/domain/packing/packing-package';
import type { packingTask, packingTaskLine } from '../../../src/domain/packing/packing-task';
import type { TableOf } from '../../db/entity-row-types';

/**
 * The packing tables (domain.md 3.8), inferred from their descriptors (server/db/entity-row-types.ts);
 * the references the server copies into lines and packages are `alwaysSet` there.
 */
export type PkgTaskTable = TableOf<typeof packingTask>;

export type PkgTaskLineTable = TableOf<typeof packingTaskLine>;

export type PkgPackageTable = TableOf<typeof packingPackage>;

export type PkgPackageItemTable = TableOf<typeof packingPackageItem>;

export interface PackingTables {
  pkgTask: PkgTaskTable;
  pkgTaskLine: PkgTaskLineTable;
  pkgPackage: PkgPackageTable;
  pkgPackageItem: PkgPackageItemTable;
}

declare module '../../db/database' {
  interface Database extends PackingTables {}
}
