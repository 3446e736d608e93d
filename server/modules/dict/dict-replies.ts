import { Type } from 'typebox';
import { openObject } from '../../http/response-schema';

/** One option of a dictionary (api-contract 5.1), in the caller's language. */
export const dictOption = openObject({
  value: Type.String(),
  text: Type.String(),
  title: Type.String(),
  color: Type.Optional(Type.String({ description: 'tag colour, when the item has one' })),
});

/** Every enabled dictionary by its code: the `sysAllDictItems` of a login (api-contract 2.2, 5.1). */
export const allDictionaries = Type.Record(Type.String(), Type.Array(dictOption), {
  description: 'dictionary code -> its enabled options',
});
