import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useT } from './hooks';

/**
 * What an element without a session shows while another element (`prompter`) asks for the
 * credentials, or while the host page signs in itself (`prompter` null).
 */
export function SignInWait({ prompter }: { prompter: HTMLElement | null }) {
  const t = useT('runtime');
  const goToForm = () => {
    if (!prompter) return;
    prompter.scrollIntoView({ block: 'center' });
    prompter.shadowRoot?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };
  return (
    <Flex className="isps-sign-in-wait" vertical align="center" gap={4} style={{ padding: 24 }}>
      <Typography.Text type="secondary">
        <LockOutlined /> {t(prompter ? 'signIn.wait' : 'signIn.waitForHost')}
      </Typography.Text>
      {prompter && (
        <Button type="link" size="small" onClick={goToForm}>
          {t('signIn.goToForm')}
        </Button>
      )}
    </Flex>
  );
}
