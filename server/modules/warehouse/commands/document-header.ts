import type { DocState } from '../../../../src/domain/workflow';

/**
 * A document's header row as its actions use it: the code (the id until the document is numbered), the
 * version as a number for the optimistic lock, and the states typed for the engine's claim.
 */
export function documentHeader<
  R extends { id: string; code: string | null; version: unknown; docStatus: string; fulfilStatus: string },
>(row: R) {
  return {
    ...row,
    code: row.code ?? row.id,
    version: Number(row.version),
    docStatus: row.docStatus as DocState['docStatus'],
    fulfilStatus: row.fulfilStatus as DocState['fulfilStatus'],
  };
}
