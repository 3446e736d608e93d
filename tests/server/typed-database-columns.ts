import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The tables and columns of the typed `Database` (server/db/database.ts and every area's augmentation),
 * read with the TypeScript compiler: explicit table interfaces and the rows inferred from descriptors
 * alike, so a test can hold them against the migrated schema without a list that could go stale.
 */
export function typedDatabaseColumns(root: string): Map<string, string[]> {
  const files = [join(root, 'server/db/database.ts'), ...augmentations(join(root, 'server'))];
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(files[0]!);
  if (!source) throw new Error('server/db/database.ts is not in the program');
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database',
  );
  if (!declaration) throw new Error('server/db/database.ts declares no Database');
  const database = checker.getTypeAtLocation(declaration);
  const tables = new Map<string, string[]>();
  for (const table of checker.getPropertiesOfType(database)) {
    const row = checker.getTypeOfSymbolAtLocation(table, declaration);
    tables.set(
      table.name,
      checker.getPropertiesOfType(row).map((column) => column.name),
    );
  }
  return tables;
}

/** The files that add tables to `Database` (`declare module '../../db/database'`). */
function augmentations(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...augmentations(path));
    else if (
      entry.name.endsWith('.ts') &&
      /declare module '[./]*db\/database'/.test(readFileSync(path, 'utf8'))
    )
      found.push(path);
  }
  return found;
}
