import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { announcementImporter } from './announcements/announcement-import';
import { departImporter } from './departs/depart-import';
import { dictImporter } from './dicts/dict-import';
import { acceptImportFiles, registerLegacyImport } from './legacy-import';
import { roleImporter } from './roles/role-import';
import { userImporter } from './users/user-import';

/**
 * importExcel of the hand-served system lists (api-contract 1.5): users, roles and dictionaries read
 * back the sheets their exportXls writes, all rows or none, each behind its `importExcel` button.
 */
export const systemImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  await acceptImportFiles(app);
  registerLegacyImport(app, '/sys/user/importExcel', 'sys:user:importExcel', (user) =>
    userImporter(ctx, user),
  );
  registerLegacyImport(app, '/sys/role/importExcel', 'sys:role:importExcel', (user) =>
    roleImporter(ctx, user),
  );
  registerLegacyImport(
    app,
    '/sys/dict/importExcel',
    'sys:dict:importExcel',
    (user) => dictImporter(ctx, user),
    () => {
      ctx.dictionaries.invalidate();
      ctx.tableDictionaries.invalidate();
    },
  );
  registerLegacyImport(app, '/sys/annountCement/importExcel', 'sys:announcement:importExcel', (user) =>
    announcementImporter(ctx, user),
  );
  registerLegacyImport(
    app,
    '/sys/sysDepart/importExcel',
    'sys:depart:importExcel',
    (user) => departImporter(ctx, user),
    () => ctx.tableDictionaries.invalidate(),
  );
};
