import type { PageProps } from '../../ui/root/defineElement';
import { useEmit } from '../../ui/root/hooks';
import { AlterationSteps } from './AlterationSteps';

/** spec 2.1 alteration: password recovery by SMS without login. */
export default function AlterationPage(_: PageProps<object>) {
  const emit = useEmit();
  return <AlterationSteps onDone={() => emit('isps-navigate', { path: '/user/login' })} />;
}
