import { apHead } from '../../domain/offer/ap-head';
import { DocumentListPage } from '../../ui/document/DocumentListPage';

/** Offers › AP heads (domain.md 3.10, menu ofr.apHead): a store's adders, approved to be used by offers. */
export default function ApHeadListPage() {
  return <DocumentListPage entity={apHead} actions={['approve', 'cancelApproval', 'cancel']} />;
}
