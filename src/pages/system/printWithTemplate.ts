import { post, type Result } from '../../client/http';

export interface RenderedPages {
  code: string;
  widthMm: number;
  heightMm: number;
  pages: string[];
}

/**
 * Prints records with a print template (domain.md 4.2, issue 7 point 5): the server fills the template
 * (`/sys/printTemplate/render`, the renderer the designer previews with) and a hidden frame sends one
 * page per record to the printer at the template's paper size. Label printing calls this with the
 * label rows; the answer is the server's, so a refusal can be shown as usual.
 */
export async function printWithTemplate(
  code: string,
  records: Record<string, unknown>[],
): Promise<Result<RenderedPages>> {
  const answer = await post<RenderedPages>('/sys/printTemplate/render', { code, records });
  if (!answer.success) return answer;
  const { widthMm, heightMm, pages } = answer.result;
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  if (!doc) {
    frame.remove();
    return answer;
  }
  const images = pages
    .map(
      (svg) => `<img class="page" alt="" src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}">`,
    )
    .join('');
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
  return answer;
}
