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
