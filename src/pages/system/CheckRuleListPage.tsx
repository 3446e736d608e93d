import type { PageProps } from '../../ui/root/defineElement';
import { CheckRuleList } from './RuleTestPages';

/** Check rules with their test dialog (menu sys.checkRule). */
export default function CheckRuleListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <CheckRuleList formMode={formMode === 'drawer' ? 'drawer' : 'modal'} />;
}
