import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStore, safeKey } from '../../server/modules/files/file-store';
import { signS3Request } from '../../server/modules/files/s3-signer';
import { createTestApp, engines, type TestApp } from './harness';

function multipart(fileName: string, content: Buffer | string, fields: Record<string, string> = {}) {
  const boundary = '----isps-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
  );
  parts.push(Buffer.isBuffer(content) ? content : Buffer.from(content));
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(engines)('files on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (
    url: string,
    token: string,
    name: string,
    content: Buffer | string,
    fields?: Record<string, string>,
  ) => {
    const body = multipart(name, content, fields);
    return t.inject({
      method: 'POST',
      url: `${t.config.apiPrefix}${url}`,
      payload: body.payload,
      headers: { ...body.headers, 'x-access-token': token },
    });
  };

  const anonymousGet = (path: string) =>
    t.inject({ method: 'GET', url: `${t.config.apiPrefix}/sys/common/static/${encodeURI(path)}` });

  it('uploads a file, answers its stored path and serves it back on the static path', async () => {
    const res = await upload(
      '/sys/common/upload',
      await t.login('supplier_a'),
      '发票 scan.pdf',
      '%PDF-1.4 test',
      { biz: 'invoice' },
    );
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toMatch(/^invoice\/发票_scan_\d+[0-9a-f]{6}\.pdf$/);
    const file = await t.get(`/sys/common/static/${encodeURI(body.message)}`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 test');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('inline');
    // issue 16 point 7: a supplier's invoice is no longer anyone's with the URL; a link may carry the
    // session as `?token=` like every GET.
    expect((await anonymousGet(body.message)).json()).toMatchObject({
      success: false,
      message: '无权查看该文件',
    });
    const linked = await anonymousGet(`${body.message}?token=${admin}`);
    expect(linked.statusCode).toBe(200);
    expect(linked.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves an uploaded file only to the sessions allowed to see it (issue 16 point 7)', async () => {
    const supplierA = await t.login('supplier_a');
    const supplierB = await t.login('supplier_b');
    const invoice = (await upload('/sys/common/upload', supplierA, 'invoice.pdf', '%PDF a')).json().message;
    const drawing = (await upload('/sys/common/upload', admin, 'drawing.pdf', '%PDF b')).json().message;
    const status = async (path: string, token?: string) =>
      (await t.get(`/sys/common/static/${path}`, token)).statusCode;
    // The uploader and the company users of its tenant; not another supplier, not nobody.
    expect(await status(invoice, supplierA)).toBe(200);
    expect(await status(invoice, await t.login('buyer'))).toBe(200);
    expect(await status(invoice, supplierB)).toBe(403);
    expect(await status(invoice)).toBe(403);
    // A company file is not a supplier's to read.
    expect(await status(drawing, admin)).toBe(200);
    expect(await status(drawing, supplierA)).toBe(403);
    // An OSS file follows the OSS page's permission, as its download does.
    const oss = (await upload('/sys/oss/file/upload', admin, 'sheet.xlsx', 'sheet')).json().result.url;
    expect(await status(oss, admin)).toBe(200);
    expect(await status(oss, supplierA)).toBe(403);
    expect(await status(oss)).toBe(403);
    // A bad token is refused as everywhere else, not treated as nobody.
    expect(await status(invoice, 'not-a-token')).toBe(401);
  });

  it('keeps avatars and announcement images loadable by plain <img> tags', async () => {
    const avatar = (
      await upload('/sys/common/upload', admin, 'me.png', 'png-bytes', { biz: 'avatar' })
    ).json().message;
    expect((await anonymousGet(avatar)).statusCode).toBe(403);
    await t.app.ctx.db.updateTable('sysUser').set({ avatar }).where('username', '=', 'admin').execute();
    expect((await anonymousGet(avatar)).statusCode).toBe(200);
    const picture = (await upload('/sys/common/upload', admin, 'plan_1.png', 'png-plan')).json().message;
    expect((await anonymousGet(picture)).statusCode).toBe(403);
    const added = await t.post(
      '/sys/annountCement/add',
      {
        titile: '新仓库平面图',
        msgContent: `<p><img src="${t.config.apiPrefix}/sys/common/static/${picture}"></p>`,
        msgType: 'ALL',
        priority: 'L',
        msgCategory: '1',
      },
      admin,
    );
    expect(added.json().success).toBe(true);
    const image = await anonymousGet(picture);
    expect(image.statusCode).toBe(200);
    expect(image.body).toBe('png-plan');
  });

  it('refuses scripts, oversized files and paths with ..', async () => {
    const html = await upload('/sys/common/upload', admin, 'page.html', '<script>x</script>');
    expect(html.json()).toMatchObject({ success: false, message: '不允许上传该类型的文件：page.html' });
    const big = await upload('/sys/common/upload', admin, 'big.zip', Buffer.alloc(10 * 1024 * 1024 + 10));
    expect(big.json().message).toContain('文件大小超出10MB限制');
    for (const path of ['..%2F..%2Fisps.sqlite', '%2Fetc%2Fpasswd', 'temp%2F..%2F..%2Fisps.sqlite']) {
      expect((await t.get(`/sys/common/static/${path}`, admin)).statusCode, path).toBe(400);
    }
    // Dot segments the router resolves itself never reach the handler at all.
    expect((await t.get('/sys/common/static/temp/%2E%2E/%2E%2E/isps.sqlite', admin)).statusCode).toBe(404);
    expect((await t.get('/sys/common/static/temp/missing.png', admin)).statusCode).toBe(404);
    expect(safeKey('a/../b')).toBeNull();
    expect(safeKey('a/b.png')).toBe('a/b.png');
  });

  it('lists, downloads and deletes OSS files; a deleted file is gone from the store', async () => {
    const added = await upload('/sys/oss/file/upload', admin, 'report.xlsx', 'sheet-bytes');
    expect(added.json()).toMatchObject({ success: true, message: '上传成功！' });
    const { id, url } = added.json().result;
    const list = (await t.get('/sys/oss/file/list?fileName=*report*', admin)).json().result;
    expect(list.records[0]).toMatchObject({ id, fileName: 'report.xlsx', size: 11, storage: 'local' });
    const download = await t.get(`/sys/oss/file/download?id=${id}`, admin);
    expect(download.body).toBe('sheet-bytes');
    expect(download.headers['content-disposition']).toContain('attachment');
    const del = await t.inject({
      method: 'DELETE',
      url: `${t.config.apiPrefix}/sys/oss/file/delete?id=${id}`,
      headers: { 'x-access-token': admin },
    });
    expect(del.json().success).toBe(true);
    expect((await t.get(`/sys/common/static/${url}`, admin)).statusCode).toBe(404);
    expect((await upload('/sys/oss/file/upload', await t.login('buyer'), 'x.png', 'x')).statusCode).toBe(403);
  });
});

describe('S3-compatible store', () => {
  it('signs requests like the AWS Signature Version 4 example (GET Object)', () => {
    const headers = signS3Request(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('puts, gets and deletes objects path-style in its bucket', async () => {
    const calls: { method: string; url: string; auth: string | null }[] = [];
    const objects = new Map<string, string>();
    const fake = (async (input: URL | RequestInfo, init?: RequestInit) => {
      const url = String(input);
      const headers = new Headers(init?.headers);
      calls.push({ method: init?.method ?? 'GET', url, auth: headers.get('authorization') });
      if (init?.method === 'PUT') objects.set(url, Buffer.from(init.body as Uint8Array).toString());
      if (init?.method === 'DELETE') objects.delete(url);
      if ((init?.method ?? 'GET') === 'GET') {
        const body = objects.get(url);
        return body === undefined ? new Response(null, { status: 404 }) : new Response(body, { status: 200 });
      }
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const store = new S3FileStore(
      {
        endpoint: 'http://minio.local:9000',
        bucket: 'isps',
        accessKeyId: 'k',
        secretAccessKey: 's',
        region: 'us-east-1',
      },
      fake,
    );
    await store.put('temp/a b.png', Buffer.from('png'), 'image/png');
    const got = await store.get('temp/a b.png');
    const chunks: Buffer[] = [];
    for await (const chunk of got!.stream) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('png');
    await store.remove('temp/a b.png');
    expect(await store.get('temp/a b.png')).toBeNull();
    expect(calls[0]).toMatchObject({ method: 'PUT', url: 'http://minio.local:9000/isps/temp/a%20b.png' });
    expect(calls.every((call) => call.auth?.startsWith('AWS4-HMAC-SHA256 Credential=k/'))).toBe(true);
  });
});
