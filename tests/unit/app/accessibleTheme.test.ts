import { describe, expect, it } from 'vitest';
import { COLOR_PRESETS } from '../../../src/client/uiSettings';
import { accessibleShade, accessibleTheme, contrastOnWhite } from '../../../src/ui/settings/accessibleTheme';

describe('accessible theme (issue 4 point 12)', () => {
  it('draws every colour preset with at least 4.5:1 on white, keeping presets that already reach it', () => {
    for (const preset of COLOR_PRESETS) {
      const shade = accessibleShade(preset.color);
      expect(contrastOnWhite(shade), preset.key).toBeGreaterThanOrEqual(4.5);
      if (contrastOnWhite(preset.color) >= 5.2) expect(shade).toBe(preset.color);
    }
  });

  it('darkens the default #1890FF, which has only 3:1 on white', () => {
    expect(contrastOnWhite('#1890FF')).toBeLessThan(4.5);
    expect(accessibleTheme('#1890FF').token?.colorPrimary).not.toBe('#1890FF');
    expect(contrastOnWhite(accessibleTheme('#1890FF').token?.colorError as string)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('turns antd motion off only for users who asked for less motion', () => {
    expect(accessibleTheme('#1890FF').token?.motion).toBe(true);
    expect(accessibleTheme('#1890FF', true).token?.motion).toBe(false);
  });
});
