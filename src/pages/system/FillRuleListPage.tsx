import type { PageProps } from '../../ui/root/defineElement';
import { FillRuleList } from './RuleTestPages';

/** Fill rules with their test (menu sys.fillRule). */
export default function FillRuleListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <FillRuleList formMode={formMode === 'drawer' ? 'drawer' : 'modal'} />;
}
