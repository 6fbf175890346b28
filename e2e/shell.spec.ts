import { createAccount, expect, expectAccessible, signInAs, test } from './fixtures.ts';
import { ADMIN_SECRET } from './playwright.config.ts';

const sidebar = [
  'Chat',
  'PDF Generator',
  'Image Generator',
  'Custom Training',
  'Files',
  'Quiz',
  'Review',
  'Mock Exams',
  'Tasting Coach',
  'Recent',
  'Level',
  'Messages',
  'Settings',
];

test('the app shell has its sidebar everywhere but the dashboard', async ({ page, request }) => {
  await signInAs(page, await createAccount(request));
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const nav = page.getByRole('navigation', { name: /main|app/i });
  await expect(nav).toHaveCount(0);

  await page.goto('/app/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Wine AI Chat' })).toBeVisible();
  const links = page.getByRole('navigation', { name: /main|app/i }).getByRole('link');
  await expect(links).toHaveText(sidebar);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Terms' })).toHaveAttribute('target', '_blank');

  await links.filter({ hasText: 'Settings' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Manage your account and preferences')).toBeVisible();
  for (const card of ['Account', 'Security', 'Notifications', 'Subscription']) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
});

const appPages = [
  ['/app/dashboard', /./],
  ['/app/chat', 'Wine AI Chat'],
  ['/app/pdf-generator', 'Ask anything wine to generate topic'],
  ['/app/image-generator', 'Professional Wine Image Generator'],
  ['/app/custom-training', 'Custom Training'],
  ['/app/files', 'Files'],
  ['/app/quiz', /Quiz/],
  ['/app/review', 'Review'],
  ['/app/exams', 'Mock exams'],
  ['/app/tasting', 'Tasting coach'],
  ['/app/recent', 'Recent Activity'],
  ['/app/level', 'Choose Your Wine Learning Level'],
  ['/app/messages', 'Message Center'],
  ['/app/settings', 'Settings'],
] as const;

test('every app page has its title and passes an accessibility scan', async ({ page, request }) => {
  // Eleven pages, each with a full accessibility scan: more than one test's usual time on a busy machine.
  test.setTimeout(180_000);
  await signInAs(page, await createAccount(request));
  for (const [path, heading] of appPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(/SommAI/);
    await expectAccessible(page);
  }
});

test('the dashboard shows the plan, real usage and the quick actions', async ({ page, request }) => {
  await signInAs(page, await createAccount(request, 'Dash Taster'));
  await page.goto('/app/dashboard');
  await expect(page.getByText('Dash Taster').first()).toBeVisible();
  await expect(page.getByText('Your wine AI workspace')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(2);
  await expect(page.getByText(/10,000/).first()).toBeVisible();
  await page.getByRole('button', { name: /^Chat/ }).first().click();
  await expect(page.getByRole('button', { name: 'Close chat' })).toBeVisible();
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByText('Your wine AI workspace')).toBeVisible();
});

test('the admin page refuses a normal user and opens with the right key', async ({ page, request }) => {
  await signInAs(page, await createAccount(request));
  await page.goto('/app/admin');
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.goto('/app/admin?key=wrong-key-value');
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.goto(`/app/admin?key=${ADMIN_SECRET}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  // The key is not left in the address bar, and the right holds on a later visit without it.
  expect(page.url()).not.toContain(ADMIN_SECRET);
  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expectAccessible(page);
});

test('the browser bundle never contains the admin secret', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) bodies.push(await res.text().catch(() => ''));
  });
  await page.goto('/');
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(bodies.length).toBeGreaterThan(0);
  for (const b of bodies) expect(b).not.toContain(ADMIN_SECRET);
});

test('admins have an Admin Dashboard link in the sidebar and the dashboard panel; others do not', async ({
  page,
  request,
}) => {
  await signInAs(page, await createAccount(request));
  await page.goto('/app/chat');
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.goto('/app/dashboard');
  await expect(page.getByText('Your wine AI workspace')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);

  await page.goto(`/app/admin?key=${ADMIN_SECRET}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/app/chat');
  const nav = page.getByRole('navigation', { name: /main|app/i });
  await nav.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/admin$/);
  await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/app/dashboard');
  await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // Analytics: axis labels at a readable size, and the revenue note inside the revenue card.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const revenueCard = page.locator('figure').filter({ hasText: 'Revenue' });
  await expect(revenueCard.getByRole('img', { name: /Revenue/ })).toBeVisible();
  const sizes = await page
    .locator('[data-chart-label]')
    .evaluateAll((labels) => labels.map((l) => Number.parseFloat(getComputedStyle(l).fontSize)));
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(size).toBeGreaterThanOrEqual(11);
  const note = page.getByText('No revenue yet', { exact: false });
  if (await note.count()) {
    const card = await revenueCard.boundingBox();
    const box = await note.boundingBox();
    expect(card && box).toBeTruthy();
    if (card && box) {
      expect(box.y).toBeGreaterThanOrEqual(card.y);
      expect(box.y + box.height).toBeLessThanOrEqual(card.y + card.height);
    }
  }
});
