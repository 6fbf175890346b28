import type { Locator } from '@playwright/test';
import { createAccount, expect, signInAs, test } from './fixtures.ts';

test('on a phone the sidebar slides over from a menu button', async ({ page, request }) => {
  await signInAs(page, await createAccount(request));
  await page.goto('/app/quiz');
  const open = page.getByRole('button', { name: 'Open menu' });
  await expect(open).toBeVisible();
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Messages' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/app\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Message Center' })).toBeVisible();

  await page.goto('/app/dashboard');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
});

// The phone the layout was checked on.
test.use({ viewport: { width: 390, height: 844 } });

/** Lines of text an element's box holds: its content height over its line height. */
async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const cs = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const inner =
      box.height -
      Number.parseFloat(cs.paddingTop) -
      Number.parseFloat(cs.paddingBottom) -
      Number.parseFloat(cs.borderTopWidth) -
      Number.parseFloat(cs.borderBottomWidth);
    return Math.round((inner / Number.parseFloat(cs.lineHeight)) * 10) / 10;
  });
}

/** The box of an element, which must be on the page. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).toBeTruthy();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

async function expectOneRow(locators: Locator[]) {
  const boxes = await Promise.all(locators.map(boxOf));
  const first = boxes[0] ?? { y: 0, height: 0 };
  for (const box of boxes) {
    // Every one overlaps the first vertically (one row), and all stay on the screen.
    expect(box.y).toBeLessThan(first.y + first.height);
    expect(box.y + box.height).toBeGreaterThan(first.y);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
}

test('the landing and pricing headers keep Sign In, Log In and Start Free Trial on one line', async ({ page }) => {
  await page.goto('/');
  const signIn = page.getByRole('link', { name: 'Sign In' });
  const logIn = page.getByRole('link', { name: 'Log In' });
  for (const link of [signIn, logIn]) expect(await lines(link)).toBe(1);
  await expectOneRow([page.locator('header').getByRole('link').first(), signIn, logIn]);

  await page.goto('/pricing');
  const header = page.locator('header');
  const login = header.getByRole('link', { name: 'Login' });
  const trial = header.getByRole('link', { name: 'Start Free Trial' });
  for (const link of [login, trial]) expect(await lines(link)).toBe(1);
  await expectOneRow([header.getByRole('link').first(), login, trial]);
});

test('the dashboard chat keeps its send button on the line of its tools', async ({ page, request }) => {
  await signInAs(page, await createAccount(request));
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: /^Chat/ }).first().click();
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeVisible();
  await expectOneRow([page.getByRole('button', { name: 'Attach files' }), send]);
});

test('a Settings label that wraps stays left-aligned', async ({ page, request }) => {
  await signInAs(page, await createAccount(request));
  await page.goto('/app/settings');
  for (const name of [/^Two-Factor Authentication/, /^Learning Reminders/, /^Profile Information/]) {
    const action = page.getByRole('main').getByRole(name.source.includes('Profile') ? 'link' : 'button', { name });
    await expect(action).toBeVisible();
    // Each line of the label starts where the first does, at the button's left padding.
    const starts = await action.evaluate((el) => {
      const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!text) return [];
      const range = document.createRange();
      range.selectNodeContents(text);
      const left = el.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(el).paddingLeft);
      return [...range.getClientRects()].map((r) => Math.round(r.left - left));
    });
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(Math.abs(start)).toBeLessThanOrEqual(2);
  }
});

test('the quiz list shows one level unfolded and folds the others away', async ({ page, request }) => {
  const account = await createAccount(request);
  await signInAs(page, account);
  await page.goto('/app/quiz');
  const levelOne = page.getByRole('region', { name: 'Level 1 · Wine Basics' });
  const levelOneCards = levelOne.getByRole('listitem');
  await expect(levelOneCards.first()).toBeVisible();
  const all = await page.request.get('/api/quiz/list', { headers: { Authorization: `Bearer ${account.token}` } });
  const quizzes = ((await all.json()) as { quizzes: { level: number }[] }).quizzes;
  const atLevelOne = quizzes.filter((q) => q.level === 1).length;
  expect(quizzes.length).toBeGreaterThan(atLevelOne);
  // Only the open level's cards are on the page; the others wait behind their toggle.
  await expect(page.getByRole('main').getByRole('listitem').filter({ visible: true })).toHaveCount(atLevelOne);
  const show = page.getByRole('button', { name: 'Show Level 2 quizzes' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  const levelTwo = page.getByRole('region', { name: /^Level 2 · / });
  await expect(levelTwo.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Hide Level 1 quizzes' }).click();
  await expect(levelOneCards.first()).toBeHidden();
});

test('on a phone a toast covers neither the top bar’s menu button nor the chat header’s buttons', async ({
  page,
  request,
}) => {
  await signInAs(page, await createAccount(request));
  await page.goto('/app/chat');
  await page.getByRole('textbox', { name: 'Message' }).fill('Tell me about Burgundy');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  const copy = page.getByRole('button', { name: 'Copy answer' }).last();
  await expect(copy).toBeVisible({ timeout: 30_000 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await copy.click();
  const toast = await boxOf(page.getByRole('status').filter({ hasText: 'Answer copied to clipboard' }));
  const controls = [
    page.getByRole('button', { name: 'Open menu' }),
    ...(await page.getByRole('main').locator('header').first().getByRole('button').all()),
  ];
  for (const control of controls) {
    const b = await boxOf(control);
    const overlaps =
      toast.x < b.x + b.width &&
      b.x < toast.x + toast.width &&
      toast.y < b.y + b.height &&
      b.y < toast.y + toast.height;
    expect(overlaps, (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '').toBe(false);
  }
});
