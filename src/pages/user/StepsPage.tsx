import { Card } from 'antd';
import { logout } from '../../client/auth';
import type { PageProps } from '../../ui/root/defineElement';
import { useSession, useT } from '../../ui/root/hooks';
import { AlterationSteps } from './AlterationSteps';

/**
 * spec 2.3 user steps: the same SMS steps for a logged-in user, on their own phone. The new password
 * ends every session (server), so the last step logs out here too.
 */
export default function StepsPage(_: PageProps<object>) {
  const t = useT('app');
  const { userInfo } = useSession();
  const phone = typeof userInfo?.phone === 'string' ? userInfo.phone : undefined;
  return (
    <Card title={t('alteration.title')}>
      <AlterationSteps phone={phone} onDone={() => void logout()} />
    </Card>
  );
}
