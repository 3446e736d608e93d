import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useT } from './hooks';

/**
 * What an element without a session shows while another element (`prompter`) asks for the
 * credentials, or while the host page signs in itself (`prompter` null).
 */
export function SignInWait({ prompter }: { prompter: HTMLElement | null }) {
  const t = useT('runtime');
  // Typography.Text type="secondary" drawn from its token: every element's first connect loads this.
  const { token } = theme.useToken();
  const goToForm = () => {
    if (!prompter) return;
    prompter.scrollIntoView({ block: 'center' });
    prompter.shadowRoot?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };
  return (
    <Flex className="isps-sign-in-wait" vertical align="center" gap={4} style={{ padding: 24 }}>
      <span style={{ color: token.colorTextDescription }}>
        <LockOutlined /> {t(prompter ? 'signIn.wait' : 'signIn.waitForHost')}
      </span>
      {prompter && (
        <Button type="link" size="small" onClick={goToForm}>
          {t('signIn.goToForm')}
        </Button>
      )}
    </Flex>
  );
}
