import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openLoggedIn } from './app-support';

/** Serious and critical violations of WCAG 2.1 A/AA rules (issue 4 point 12), with where they are. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

test.describe('accessibility (issue 4 point 12)', () => {
  test('the login page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/user/login');
    await expect(
      page
        .locator('isps-user-login')
        .getByRole('button', { name: /登\s*录/ })
        .first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the dashboard has no serious or critical axe violation', async ({ page }) => {
    await openLoggedIn(page);
    await expect(page.locator('isps-dashboard-analysis').getByRole('img').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a list page has no serious or critical axe violation', async ({ page }) => {
    await openLoggedIn(page, '/list/query-list');
    await expect(page.locator('isps-demo-query-list').getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an entity list page has no serious or critical axe violation', async ({ page }) => {
    await openLoggedIn(page, '/mdm/product');
    await expect(page.locator('isps-product-list').getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the login form works by keyboard alone', async ({ page }) => {
    await page.goto('/user/login');
    const account = page.locator('isps-user-login').getByPlaceholder('帐户名');
    await expect(account).toBeVisible();
    // From the top of the page, Tab reaches the account field.
    for (let i = 0; i < 10 && !(await account.evaluate((el) => el.matches(':focus'))); i++)
      await page.keyboard.press('Tab');
    await expect(account).toBeFocused();
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard/analysis');
  });

  test('the user menu and the change password form work by keyboard alone', async ({ page }) => {
    await openLoggedIn(page);
    const menuButton = page.locator('.isps-header').getByRole('button', { name: /用户菜单/ });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const item = page.locator('.ant-dropdown').getByRole('menuitem', { name: '密码修改' });
    await expect(item).toBeVisible();
    for (
      let i = 0;
      i < 6 && !(await item.evaluate((el) => el.classList.contains('ant-dropdown-menu-item-active')));
      i++
    )
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('旧密码')).toBeFocused();
    // Each password field is followed by its show-password toggle, a tab stop of its own.
    await page.keyboard.type('wrong-old');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('n3w-secret');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('确认新密码')).toBeFocused();
    await page.keyboard.type('n3w-secret');
    await page.keyboard.press('Enter');
    await expect(page.getByText('旧密码输入错误!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the registration form works by keyboard alone', async ({ page }) => {
    await page.goto('/user/register');
    const form = page.locator('isps-user-register');
    await form.getByRole('textbox', { name: '账户名' }).focus();
    await page.keyboard.type('kb_user');
    await page.keyboard.press('Tab');
    await page.keyboard.type('s3cret-pass');
    // The eye icon that shows the password is a tab stop of its own; the one after is the confirmation.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('确认密码')).toBeFocused();
    await page.keyboard.type('other-pass');
    await page.keyboard.press('Enter');
    await expect(form.getByText('两次输入的密码不一样！')).toBeVisible();
    await expect(form.getByText('请输入手机号')).toBeVisible();
  });
});
