import type { DocState } from '../../../../src/domain/workflow';

/**
 * A document's header row as its actions use it: the code (the id until the document is numbered), the
 * version as a number for the optimistic lock, and the states typed for `claimDocument`.
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

/** What a document action answers: the document as it now stands. */
export interface DocumentResult {
  id: string;
  code: string;
  docStatus: string;
  fulfilStatus: string;
  version: number;
}

export function documentResult(header: DocumentResult): DocumentResult {
  return {
    id: header.id,
    code: header.code,
    docStatus: header.docStatus,
    fulfilStatus: header.fulfilStatus,
    version: header.version,
  };
}
