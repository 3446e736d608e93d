import { Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { setLocale } from '../../client/locale';
import type { Locale } from '../../domain/i18n-text';
import { useLocale, useT } from '../root/hooks';

/** spec 3 language option: id, code, langName (each name in its own language). */
export const LANGUAGE_OPTIONS = [
  { id: '1', code: 'zh_CN', langName: '中文' },
  { id: '2', code: 'en_US', langName: 'English' },
] as const satisfies readonly { id: string; code: Locale; langName: string }[];

/**
 * spec 2.9 language select: Chinese or English; confirm applies the locale and stores it under the
 * language key. The close button (and closing by Esc or the mask) exists only when `closable`.
 */
export function LanguageSelectModal({
  open,
  closable,
  onClose,
}: {
  open: boolean;
  closable: boolean;
  onClose: () => void;
}) {
  const t = useT('app');
  const locale = useLocale();
  const [choice, setChoice] = useState<Locale>(locale);

  useEffect(() => {
    if (open) setChoice(locale);
  }, [open, locale]);

  return (
    <Modal
      open={open}
      title={t('language.title')}
      closable={closable}
      maskClosable={closable}
      keyboard={closable}
      onOk={() => {
        setLocale(choice);
        onClose();
      }}
      onCancel={closable ? onClose : undefined}
      cancelButtonProps={closable ? {} : { style: { display: 'none' } }}
      okText={t('ok')}
      cancelText={t('cancel')}
      width={400}
    >
      <Radio.Group
        value={choice}
        onChange={(event) => setChoice(event.target.value as Locale)}
        aria-label={t('language.title')}
        options={LANGUAGE_OPTIONS.map((option) => ({ value: option.code, label: option.langName }))}
      />
    </Modal>
  );
}
