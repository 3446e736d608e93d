import { GlobalOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { LanguageSelectModal } from '../dialogs/LanguageSelectModal';
import { useT } from '../root/hooks';
import { LogoMark } from './Logo';

/** spec 2.5 user layout of the login pages: system title, subtitle and a copyright footer. */
export function UserLayout({ children }: { children: ReactNode }) {
  const t = useT('app');
  const [language, setLanguage] = useState(false);
  return (
    <div className="isps-user-layout">
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '12px 24px' }}>
        <Button type="text" icon={<GlobalOutlined />} onClick={() => setLanguage(true)}>
          {t('user.language')}
        </Button>
      </div>
      <main className="isps-user-main">
        <header className="isps-user-header">
          <div style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
            <span style={{ color: 'var(--isps-primary)', display: 'inline-flex' }}>
              <LogoMark size={44} />
            </span>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 30, whiteSpace: 'nowrap' }}>
              {t('productName')}
            </Typography.Title>
          </div>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('layout.subtitle')}
          </Typography.Paragraph>
        </header>
        <div className="isps-user-content">{children}</div>
      </main>
      <footer className="isps-user-footer">
        {t('layout.copyright', { year: new Date().getFullYear() })}
      </footer>
      <LanguageSelectModal open={language} closable onClose={() => setLanguage(false)} />
    </div>
  );
}
