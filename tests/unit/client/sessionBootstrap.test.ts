import { describe, expect, it } from 'vitest';
import { normaliseConfig } from '../../../src/client/runtimeConfig';
import { isShellPath } from '../../../src/client/sessionBootstrap';
import { FSM_SHELL_PATHS } from '../../../src/domain/system/menu';

describe('shell auto-login paths (spec 2.2)', () => {
  it('knows the eight field-service paths', () => {
    expect(FSM_SHELL_PATHS).toHaveLength(8);
    for (const path of FSM_SHELL_PATHS) expect(isShellPath(path), path).toBe(true);
    expect(isShellPath('/fsm/InventoryQuery/')).toBe(true);
  });

  it('does not log in by itself anywhere else', () => {
    expect(isShellPath('/dashboard/analysis')).toBe(false);
    expect(isShellPath('/fsm')).toBe(false);
    expect(isShellPath('/fsm/InventoryQueryX')).toBe(false);
  });
});

describe('runtime configuration', () => {
  it('resolves relative URLs against where the configuration came from', () => {
    const config = normaliseConfig({ apiBase: '/jeecg-boot' }, 'https://isps.example/isps-config.json');
    expect(config.apiBase).toBe('https://isps.example/jeecg-boot');
    expect(config.staticDomain).toBe('https://isps.example/jeecg-boot/sys/common/static');
    expect(config.origin).toBe('https://isps.example');
  });

  it('resolves the shell assertion URL and never carries credentials (issue 16)', () => {
    const raw = { shellAssertionUrl: '/jeecg-boot/demo/fsmShellAssertion', shell: { password: 'x' } };
    const config = normaliseConfig(raw, 'https://isps.example/isps-config.json');
    expect(config.shellAssertionUrl).toBe('https://isps.example/jeecg-boot/demo/fsmShellAssertion');
    expect(JSON.stringify(config)).not.toContain('password');
  });

  it('defaults to the fallback prefix, depth 3, captcha on and no shell assertion URL', () => {
    const config = normaliseConfig({}, 'https://isps.example/elements/index.js');
    expect(config).toMatchObject({
      apiBase: 'https://isps.example/jeecg-boot',
      maxFrameDepth: 3,
      captcha: true,
      shellAssertionUrl: null,
      allowedOrigins: [],
    });
  });
});
