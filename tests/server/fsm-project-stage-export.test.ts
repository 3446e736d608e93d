import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProjectWithStage } from './api-fixtures';
import { sheetRows } from './entity-helpers';
import { createTestApp, engines, type TestApp } from './harness';

describe.each(engines)('project stage statistics export on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.login('admin');
    await addProjectWithStage(t, { code: 'PRJ-X', name: 'Plant X', regionCode: '44' });
  });
  afterAll(async () => t.close());

  const download = (token: string, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'GET',
      url: `${t.config.apiPrefix}/fsm/projectStage/statistics/exportXls`,
      headers: { 'x-access-token': token, ...headers },
    });

  it('exports the statistics the page shows, with the stage by its dictionary text', async () => {
    const file = await download(admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('project-stage.xlsx');
    const rows = await sheetRows(file.rawPayload);
    expect(rows[1]).toEqual(['阶段', '地区', '数量', '按期完成', '逾期', '进行中']);
    const design = rows.find((row) => row[1] === '44');
    expect(design).toEqual(['设计', '44', 1, 1, 0, 0]);
  });

  it('writes English headers for an English user and refuses users without the export permission', async () => {
    const rows = await sheetRows((await download(admin, { 'x-locale': 'en_US' })).rawPayload);
    expect(rows[0]).toEqual(['Project stage statistics']);
    expect(rows.find((row) => row[1] === '44')?.[0]).toBe('Design');
    const clerk = await t.login('wh_clerk');
    expect((await download(clerk)).json()).toMatchObject({ success: false });
  });
});
