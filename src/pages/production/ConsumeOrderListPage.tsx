import { MaterialDocListPage } from './MaterialDocListPage';

/** Production › consume order (domain.md 3.9): the material documents of kind `consume`. */
export default function ConsumeOrderListPage() {
  return <MaterialDocListPage kind="consume" />;
}
