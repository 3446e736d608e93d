import type { EntityDescriptor } from '../../src/domain/entity/define-entity';
import { fieldProblemMessages } from '../../src/domain/entity/entity-errors';
import { formatMessage } from '../../src/domain/errors';
import { type Locale, pickText } from '../../src/domain/i18n-text';
import type { FieldIssue } from './entity-schemas';

/** `名称不能为空` / `Name is required`; issues of lines name the line. */
export function issueMessage(entity: EntityDescriptor, issue: FieldIssue, locale: Locale): string {
  const labelOf = (field: string) => {
    const def =
      entity.fields[field] ??
      Object.values(entity.lines).find((l) => l.entity.fields[field])?.entity.fields[field];
    return def ? pickText(def.label, locale) : field;
  };
  const { valueEn, fields, ...params } = issue.params ?? {};
  const labels =
    typeof fields === 'string'
      ? fields
          .split(',')
          .map(labelOf)
          .join(locale === 'en_US' ? ', ' : '、')
      : undefined;
  const template = fieldProblemMessages[issue.problem];
  const text = formatMessage(pickText(template, locale), {
    label: labelOf(issue.field),
    ...params,
    ...(locale === 'en_US' && valueEn !== undefined ? { value: valueEn } : {}),
    ...(labels === undefined ? {} : { labels }),
  });
  const line = issue.params?.line;
  return line === undefined ? text : `${locale === 'en_US' ? `Line ${line}` : `第${line}行明细`}: ${text}`;
}

/** Every issue of a record in one sentence, for the Result message. */
export function issuesMessage(
  entity: EntityDescriptor,
  issues: readonly FieldIssue[],
  locale: Locale,
): string {
  return issues.map((issue) => issueMessage(entity, issue, locale)).join(locale === 'en_US' ? '; ' : '；');
}
