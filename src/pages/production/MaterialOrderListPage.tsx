import { MaterialDocListPage } from './MaterialDocListPage';

/** Production › material order (domain.md 3.9): the material documents of kind `issue`. */
export default function MaterialOrderListPage() {
  return <MaterialDocListPage kind="issue" />;
}
