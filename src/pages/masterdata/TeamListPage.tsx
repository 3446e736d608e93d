import { team } from '../../domain/masterdata/team';
import type { PageProps } from '../../ui/root/defineElement';
import { MasterListPage } from './MasterListPage';

/** Master data: teams (each with its custody facility) (domain.md 3.1-3.2, menu mdm.team). */
export default function TeamListPage({ formMode }: PageProps<{ formMode?: string }>) {
  return <MasterListPage entity={team} formMode={formMode} />;
}
