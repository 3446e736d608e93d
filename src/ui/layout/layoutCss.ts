/**
 * The few rules of the admin app that antd components do not set themselves; rendered as a style tag
 * inside the app's shadow root (web-components.md 7: no global stylesheet). `--isps-primary` follows
 * the primary colour setting.
 */
export function layoutCss(primaryColor: string): string {
  return `
.isps-root { --isps-primary: ${primaryColor}; }
.isps-app { min-height: 100vh; background: #f0f2f5; }
.isps-visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.isps-page-header { background: #fff; padding: 12px 24px; margin: -12px -16px 16px; border-bottom: 1px solid #f0f0f0; }
.isps-layout-sidemenu .isps-main, .isps-layout-topmenu .isps-main { min-width: 0; }
.isps-multi-tab { background: #fff; }
.isps-multi-tab .ant-tabs-nav { margin: 0; }
.isps-multi-tab .isps-tab-wrap + .isps-tab-wrap { margin-inline-start: 2px; }
.isps-page { display: block; }
.isps-header .isps-user-menu { display: inline-flex; align-items: center; gap: 8px; color: inherit; }
.isps-header .isps-logout { color: inherit; }
.isps-header .ant-btn-text { color: inherit; }
.isps-user-layout { min-height: 100vh; display: flex; flex-direction: column;
  background: #f0f2f5 linear-gradient(180deg, #e6f4ff 0%, #f0f2f5 320px); }
.isps-user-main { flex: 1; width: 100%; max-width: 420px; margin: 0 auto; padding: 32px 16px 24px; }
.isps-user-header { text-align: center; margin: 0 -200px 24px; }
@media (max-width: 767.98px) { .isps-user-header { margin: 0 0 24px; } .isps-user-header h1 { font-size: 22px !important; white-space: normal !important; } }
.isps-user-footer { text-align: center; color: rgba(0,0,0,0.55); padding: 24px 16px; }
.isps-user-content { background: #fff; border-radius: 8px; padding: 8px 24px 16px;
  box-shadow: 0 2px 8px rgba(0,0,0,0.06); }
.isps-blank { min-height: 100vh; display: flex; align-items: center; justify-content: center; background: #fff; }
`;
}
