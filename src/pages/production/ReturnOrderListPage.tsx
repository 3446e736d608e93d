import { MaterialDocListPage } from './MaterialDocListPage';

/** Production › return order (domain.md 3.9): the material documents of kind `return`. */
export default function ReturnOrderListPage() {
  return <MaterialDocListPage kind="return" />;
}
