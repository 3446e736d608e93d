import {
  actionAllowedFrom,
  type DocumentActionSpec,
  isDocument,
} from '../../domain/document/define-document';
import type { EntityDescriptor } from '../../domain/entity/define-entity';
import { type Locale, pickText } from '../../domain/i18n-text';
import { type PageAction, type RowActionEntry, stateOf } from './row-actions';

/**
 * One declared action as a confirmed row button with the descriptor's own title and confirmation (a
 * delivery plan's approve is "Submit"), shown from its states to the side it belongs to.
 */
export function specAction(action: DocumentActionSpec, isSupplier: boolean, locale: Locale): PageAction {
  return {
    key: action.name,
    ...(action.perm ? { perm: action.perm } : {}),
    label: pickText(action.title, locale),
    shows: (row) =>
      action.side.includes(isSupplier ? 'supplier' : 'staff') && actionAllowedFrom(action, stateOf(row)),
    confirm: { post: action.name, title: pickText(action.confirm ?? action.title, locale) },
  };
}

/**
 * The row buttons a declared document gives itself (defineDocument): its W actions in workflow order,
 * then its own steps that need only a confirmation, shown from their states to the side they belong to.
 * Steps that take lines or a body of their own need the page's dialog and are declared by the page.
 */
export function declaredActions(
  entity: EntityDescriptor,
  isSupplier: boolean,
  locale: Locale,
): RowActionEntry[] {
  if (!isDocument(entity)) return [];
  return entity.document.actions.flatMap((action): RowActionEntry[] => {
    if (action.transition) return [action.transition];
    if (action.input !== 'none') return [];
    return [specAction(action, isSupplier, locale)];
  });
}
