import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { sendSmsCode } from '../../client/auth';
import { useAppFeedback } from '../../ui/root/appFeedback';
import { useT } from '../../ui/root/hooks';

/** Seconds before another code may be asked for. */
const RESEND_SECONDS = 60;

/**
 * "Get code" beside an SMS code field (api-contract 2.5 `/sys/sms`): validates the phone field first,
 * then counts down before it can send again. The server refuses a second code within 10 minutes.
 */
export function SmsCodeButton({
  smsmode,
  phone,
}: {
  smsmode: '0' | '1' | '2';
  /** Validates and returns the phone number, or rejects when the field is invalid. */
  phone: () => Promise<string>;
}) {
  const t = useT('app');
  const { message } = useAppFeedback();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const tick = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(tick);
  }, [left]);

  const send = async () => {
    let mobile: string;
    try {
      mobile = await phone();
    } catch {
      return;
    }
    setSending(true);
    try {
      const response = await sendSmsCode(mobile, smsmode);
      if (response.success) {
        void message.success(t('sms.sent'));
        setLeft(RESEND_SECONDS);
      } else {
        void message.warning(response.message);
      }
    } catch {
      // Shown by the HTTP layer (spec 8).
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void send()} disabled={left > 0} loading={sending} style={{ minWidth: 112 }}>
      {left > 0 ? t('sms.wait', { seconds: left }) : t('sms.get')}
    </Button>
  );
}
