/** api-contract 1.2 / 8.10: uploads stop at 10 MB. */
export const UPLOAD_MAX_MB = 10;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

/**
 * File types that may be uploaded, by extension, with the type they are served as. Markup and
 * scripts (html, svg, js) are refused: they would run in the application's origin when opened.
 */
export const UPLOAD_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
};

const INLINE = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'pdf']);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Images and PDFs may show in the page; everything else downloads (spec: sent as attachment). */
export function servedInline(name: string): boolean {
  return INLINE.has(extensionOf(name));
}

/**
 * The stored key of an upload (api-contract 8.10: `temp/a_1628839580000.png`): the business folder,
 * the original base name reduced to safe characters, a time stamp and a random suffix.
 */
export function storedKey(biz: string, fileName: string, now: number, random: string): string {
  const ext = extensionOf(fileName);
  const base =
    fileName
      .slice(0, fileName.length - (ext ? ext.length + 1 : 0))
      .replace(/[^\p{L}\p{N}_-]+/gu, '_')
      .slice(0, 60) || 'file';
  return `${biz}/${base}_${now}${random}.${ext}`;
}
