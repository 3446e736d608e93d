import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness';

/** A multipart body with one file field, as a browser's FormData would send it. */
export function multipartFile(fieldName: string, fileName: string, content: Buffer) {
  const boundary = `----isps${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function importFile(
  t: TestApp,
  url: string,
  token: string,
  content: Buffer,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = multipartFile('file', 'import.xlsx', content);
  return t.inject({
    method: 'POST',
    url: `${t.config.apiPrefix}${url}`,
    payload: body.payload,
    headers: { 'x-access-token': token, 'content-type': body.contentType, ...headers },
  });
}

export function del(t: TestApp, url: string, token: string, headers: Record<string, string> = {}) {
  return t.inject({
    method: 'DELETE',
    url: `${t.config.apiPrefix}${url}`,
    headers: { 'x-access-token': token, ...headers },
  });
}

/** Rows of the first sheet as arrays of cell values (row 1 first). */
export async function sheetRows(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** A workbook with a title row, an empty row and a header row, then the data rows. */
export async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  sheet.addRow(['title']);
  sheet.addRow([]);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
