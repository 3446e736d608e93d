import { Type } from 'typebox';
import { openObject } from '../../../http/response-schema';

const nullableString = Type.Union([Type.String(), Type.Null()]);

/** A tenant as the login's tenant list and the tenant picker show it (api-contract 2.2, 9.3). */
export const tenantView = openObject({
  id: Type.Integer(),
  name: Type.String(),
  beginDate: nullableString,
  endDate: nullableString,
  status: Type.Integer({ description: '1 active' }),
  createBy: nullableString,
  createTime: nullableString,
});

/** A tenant as the tenant page shows it (api-contract 8.6): `id` and `tenantCode` are its number. */
export const tenantRecord = openObject({
  id: Type.String(),
  tenantCode: Type.Integer(),
  name: Type.String(),
  beginDate: nullableString,
  endDate: nullableString,
  status: Type.String({ description: 'dictionary tenant_status: 1 active, 0 frozen' }),
  status_dictText: Type.Optional(Type.String()),
  createBy: nullableString,
  createTime: nullableString,
});
