import { get, post, type Result } from '../../client/http';

export interface RenderedPages {
  code: string;
  widthMm: number;
  heightMm: number;
  pages: string[];
}

export interface TemplateChoice {
  code: string;
  name: string;
  widthMm: number;
  heightMm: number;
}

/**
 * Fills the tenant's template `code` (its own, else the shared default) with records on the server,
 * the renderer the designer previews with: one or more SVG pages per record (domain.md 4.2).
 */
export function renderWithTemplate(
  code: string,
  records: readonly Record<string, unknown>[],
): Promise<Result<RenderedPages>> {
  return post<RenderedPages>('/sys/printTemplate/render', { code, records });
}

/** The templates of one business type the caller may print with (a tenant's own first). */
export function templateChoices(bizType: string): Promise<Result<TemplateChoice[]>> {
  return get<TemplateChoice[]>('/sys/printTemplate/choices', { bizType });
}

/** A rendered page as an image source: as an image the SVG cannot run anything, whatever the data says. */
export function pageImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
