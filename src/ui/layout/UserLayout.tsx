import { GlobalOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useT } from '../root/hooks';
import { LazyLanguageSelectModal } from '../root/lazyParts';
import { LogoMark } from './Logo';

/**
 * spec 2.5 user layout of the login pages: system title, subtitle and a copyright footer. Title and
 * subtitle are drawn as antd's Typography Title (level 1) and secondary Paragraph are, from the same
 * tokens, without loading Typography on the login page (issue 17).
 */
export function UserLayout({ children }: { children: ReactNode }) {
  const t = useT('app');
  const { token } = theme.useToken();
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
            <h1
              style={{
                margin: 0,
                fontSize: 30,
                whiteSpace: 'nowrap',
                color: token.colorTextHeading,
                fontWeight: token.fontWeightStrong,
                lineHeight: token.lineHeightHeading1,
                wordBreak: 'break-word',
              }}
            >
              {t('productName')}
            </h1>
          </div>
          <div
            style={{
              marginTop: 12,
              marginBottom: '1em',
              color: token.colorTextDescription,
              lineHeight: token.lineHeight,
              wordBreak: 'break-word',
            }}
          >
            {t('layout.subtitle')}
          </div>
        </header>
        <div className="isps-user-content">{children}</div>
      </main>
      <footer className="isps-user-footer">
        {t('layout.copyright', { year: new Date().getFullYear() })}
      </footer>
      <LazyLanguageSelectModal open={language} closable onClose={() => setLanguage(false)} />
    </div>
  );
}
