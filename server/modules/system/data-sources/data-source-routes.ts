import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { dataSource } from '../../../../src/domain/system/entities/data-source';
import { registerEntity, requireEntityAccess } from '../../../entity/register-entity';
import { replies } from '../../../http/response-schema';
import { ok } from '../../../http/result';
import { SecretBox } from './secret-box';

/**
 * Data sources (api-contract 8.7): the engine's routes with a write-only password, sealed before it is
 * stored and never answered (the descriptor marks it secret); an edit without a password keeps the
 * stored one. `options` lists them for report forms.
 */
export const dataSourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const box = SecretBox.open(ctx.config.dataDir);
  registerEntity(app, dataSource, {
    // Export and import (the JeecgBoot client's list, issue 19) carry no password: it is write-only, an
    // imported data source gets its password by an edit.
    beforeWrite: (event) => {
      if (event.action === 'delete') return;
      const values = event.record.values;
      const password = values.dbPassword;
      if (password === null || password === '') {
        if (event.action === 'edit') delete values.dbPassword;
        else values.dbPassword = null;
      } else if (typeof password === 'string') {
        values.dbPassword = box.seal(password);
      }
    },
  });

  const options = replies(
    Type.Array(Type.Object({ value: Type.String(), label: Type.String(), text: Type.String() })),
  );
  app.get(
    '/sys/dataSource/options',
    { onRequest: requireEntityAccess(dataSource), schema: { response: options } },
    async (request) => {
      const rows = await ctx.db
        .selectFrom('sysDataSource')
        .select(['code', 'name'])
        .where('tenantId', '=', request.user.tenantId)
        .orderBy('code')
        .execute();
      return ok(
        request.locale,
        rows.map((row) => ({ value: row.code, label: row.name, text: row.name })),
      );
    },
  );
};
