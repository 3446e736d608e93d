import { create as createSvgCaptcha } from 'svg-captcha';
import { CAPTCHA_LENGTH } from '../../../src/domain/system/session';

/** Makes the captcha text and its picture; tests pass one with a known text. */
export interface CaptchaGenerator {
  create(): { text: string; svg: string };
}

// api-contract 2.1: no easily confused glyphs.
const CONFUSABLE = '0oO1iIlLq9gB8sS5zZ2';

export const svgCaptchaGenerator: CaptchaGenerator = {
  create() {
    const captcha = createSvgCaptcha({
      size: CAPTCHA_LENGTH,
      ignoreChars: CONFUSABLE,
      noise: 2,
      color: true,
    });
    return { text: captcha.text, svg: captcha.data };
  },
};
