import { HOME_PATH } from '../../domain/system/paths';
import { useT } from '../root/hooks';
import { useLayout } from './LayoutContext';

/** The product mark: a box on a shelf, in the primary colour. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="6" fill="currentColor" />
      <path d="M9 12l7-4 7 4v9l-7 4-7-4z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9 12l7 4 7-4M16 16v9" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** spec 2.5: the logo with the product name links to the dashboard. */
export function Logo({ collapsed, dark }: { collapsed: boolean; dark: boolean }) {
  const t = useT('app');
  const { navigate } = useLayout();
  return (
    <a
      href={HOME_PATH}
      onClick={(event) => {
        event.preventDefault();
        navigate(HOME_PATH);
      }}
      className="isps-logo"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: 64,
        padding: collapsed ? '0 24px' : '0 20px',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        color: dark ? '#fff' : 'inherit',
        textDecoration: 'none',
      }}
    >
      <span style={{ color: 'var(--isps-primary)', display: 'inline-flex' }}>
        <LogoMark />
      </span>
      {collapsed ? (
        <span className="isps-visually-hidden">{t('productName')}</span>
      ) : (
        // spec 1: beside the logo a short generic title that fits the 200 px side bar.
        <span style={{ fontSize: 16, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {t('logoName')}
        </span>
      )}
    </a>
  );
}
