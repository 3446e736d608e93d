import { pageImageSource, type RenderedPages } from './renderWithTemplate';

/**
 * Sends rendered pages to the printer at the template's paper size through a hidden frame of the
 * document: the shadow root a page lives in is not what a printer should see.
 */
export async function printRenderedPages({ widthMm, heightMm, pages }: RenderedPages): Promise<void> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  if (!doc) {
    frame.remove();
    return;
  }
  const images = pages.map((svg) => `<img class="page" alt="" src="${pageImageSource(svg)}">`).join('');
  doc.open();
  doc.write(
    `<!doctype html><html><head><style>@page{size:${widthMm}mm ${heightMm}mm;margin:0}body{margin:0}` +
      `.page{display:block;width:${widthMm}mm;height:${heightMm}mm;page-break-after:always}</style></head>` +
      `<body>${images}</body></html>`,
  );
  doc.close();
  const win = frame.contentWindow;
  win?.addEventListener('afterprint', () => frame.remove());
  // The pages are data-URL images: print once every one of them is decoded.
  await Promise.all([...doc.images].map((image) => image.decode().catch(() => undefined)));
  win?.print();
}
