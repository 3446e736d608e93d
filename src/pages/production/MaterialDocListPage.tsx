import { type MaterialDocKind, materialDocPages } from '../../domain/production/material-doc';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/**
 * Production › material order, return order, consume order (domain.md 3.9): one page per kind over the
 * material documents; approve reserves the stock, outbound posts it through the ledger (partial allowed).
 */
export function MaterialDocListPage({ kind }: { kind: MaterialDocKind }) {
  return (
    <DocumentListPage
      entity={materialDocPages.get(kind)!}
      actions={['approve', 'cancelApproval', 'cancel', 'outbound', 'forceFinish']}
      fixedParams={{ docKind: kind }}
    />
  );
}
