import { expect, type Page, test } from '@playwright/test';
import { API, addAnnouncement, apiToken, openLoggedIn, retireAllAnnouncements } from './app-support';

const LIST = '**/sys/annountCement/listByUser**';

function bell(page: Page, unread: number) {
  return page.locator('.isps-header').getByRole('button', { name: `消息通知（${unread} 条未读）` });
}

/** Counts the notice list calls the page makes. */
function countListCalls(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/sys/annountCement/listByUser')) count++;
  });
  return { count: () => count };
}

test.describe('header notices (spec 4.3)', () => {
  test.beforeEach(() => retireAllAnnouncements());

  test('polls every 6000 ms: a new notice shows up without any action', async ({ page }) => {
    await page.clock.install();
    await openLoggedIn(page);
    await expect(bell(page, 0)).toBeVisible();
    const calls = countListCalls(page);
    addAnnouncement({ titile: 'E2E轮询通知' });
    await page.clock.runFor(6_000);
    await expect(bell(page, 1)).toBeVisible();
    expect(calls.count()).toBeGreaterThanOrEqual(1);
  });

  test('polling stops for good on the first load error', async ({ page }) => {
    await page.clock.install();
    const calls = countListCalls(page);
    let failed = false;
    await page.route(LIST, async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort();
    });
    await openLoggedIn(page);
    await expect.poll(() => calls.count()).toBe(1);
    await page.clock.runFor(30_000);
    expect(calls.count()).toBe(1);
  });

  test('a released announcement reaches the bell at once over the websocket', async ({ page, request }) => {
    // Polling is stopped by a failed first load, so only the websocket can bring the news.
    let failed = false;
    await page.route(LIST, async (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort();
    });
    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/websocket/'));
    await openLoggedIn(page);
    await socket;
    const id = addAnnouncement({ titile: 'E2E实时发布', sendStatus: '0', priority: 'H' });
    const token = await apiToken(request);
    const response = await request.get(`${API}/sys/annountCement/doReleaseData`, {
      params: { id },
      headers: { 'X-Access-Token': token },
    });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    await expect(page.getByText('E2E实时发布')).toBeVisible();
    await expect(bell(page, 1)).toBeVisible();
  });

  test('the websocket is authenticated, sends HeartBeat every 20 s and gets the heart check back', async ({
    page,
  }) => {
    await page.clock.install();
    const socketPromise = page.waitForEvent('websocket', (ws) => ws.url().includes('/websocket/'));
    await openLoggedIn(page);
    const socket = await socketPromise;
    const userId = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('pro__Login_Userinfo') ?? '{}') as { value: { id: string } }).value
          .id,
    );
    // spec 7.5: http becomes ws on the API base.
    expect(socket.url()).toBe(
      `${new URL(page.url()).origin.replace('http', 'ws')}${API}/websocket/${userId}`,
    );
    const sent = socket.waitForEvent('framesent', (frame) => frame.payload === 'HeartBeat');
    const reply = socket.waitForEvent('framereceived', (frame) =>
      String(frame.payload).includes('heartcheck'),
    );
    await page.clock.runFor(20_000);
    await sent;
    await reply;
  });

  test('reconnects 5 s after the connection closes', async ({ page }) => {
    await page.clock.install();
    const connections: { close: () => Promise<void> }[] = [];
    await page.routeWebSocket(/\/websocket\//, (ws) => {
      const server = ws.connectToServer();
      connections.push({ close: () => server.close() });
    });
    await openLoggedIn(page);
    await expect.poll(() => connections.length).toBe(1);
    await connections[0]?.close();
    expect(connections.length).toBe(1);
    await page.clock.runFor(5_000);
    await expect.poll(() => connections.length).toBe(2);
  });
});
