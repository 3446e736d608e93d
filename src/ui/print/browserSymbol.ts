import { toSVG } from 'bwip-js/browser';
import type { SymbolRenderer } from '../../domain/system/entities/print-design';

/**
 * The same symbols as the server's renderer (bwip-js), so the designer's preview is what prints; a
 * value the symbology cannot encode leaves its box empty there too.
 */
export const browserSymbol: SymbolRenderer = (kind, text, showText) => {
  try {
    return kind === 'code128'
      ? toSVG({ bcid: 'code128', text, height: 10, includetext: showText, textxalign: 'center' })
      : toSVG({ bcid: 'qrcode', text });
  } catch {
    return '';
  }
};
