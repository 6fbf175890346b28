import { expect, expectAccessible, test } from './fixtures.ts';

test.describe('landing page', () => {
  test('types its headline, shows the tagline and leads to the app', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/SommAI/);
    // The animated text is hidden from screen readers, which read the full phrase once.
    const typed = page.getByRole('heading', { level: 1 }).locator('span[aria-hidden="true"]').first();
    // The animation starts from nothing and types the first phrase character by character.
    await expect(typed).toHaveText(/^A/, { timeout: 3_000 });
    const early = (await typed.textContent()) ?? '';
    expect(early.length).toBeLessThan('AI FOR WINE LOVERS'.length);
    await expect(typed).toHaveText('AI FOR WINE LOVERS', { timeout: 5_000 });
    await expect(typed).toHaveText('AI FOR WINE LOVERS & WINE PROS', { timeout: 15_000 });
    await expect(
      page.getByText('Chat, create images, make PDFs, take quizzes, all about wine, all in one place.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/sign-in');
    await expect(page.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Privacy' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Start Using' }).click();
    // Signed out, the app sends the visitor to sign in.
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('is whole without JavaScript, and loads no UI library until the visitor goes into the app', async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto('/');
    await expect(bare.getByRole('heading', { level: 1 })).toContainText('AI FOR WINE LOVERS & WINE PROS');
    await expect(
      bare.getByText('Chat, create images, make PDFs, take quizzes, all about wine, all in one place.'),
    ).toBeVisible();
    await expect(bare.getByRole('link', { name: 'Start Using' })).toHaveAttribute('href', '/app/dashboard');
    await expect(bare.getByRole('link', { name: 'Privacy' }).first()).toBeVisible();
    await noScript.close();

    // The app's UI library (Preact behind React's API) marks its elements with React's element symbol.
    const scripts: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script' && res.ok()) scripts.push(await res.text().catch(() => ''));
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).locator('span[aria-hidden="true"]').first()).toHaveText(/^A/);
    expect(scripts.length).toBeGreaterThan(0);
    for (const code of scripts) expect(code).not.toMatch(/react\.(?:transitional\.)?element|__reactContainer/);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((code) => /react\.(?:transitional\.)?element|__reactContainer/.test(code))).toBe(true);
  });

  test('is accessible', async ({ page }) => {
    await page.goto('/');
    await expectAccessible(page);
  });
});

const pages = [
  { path: '/pricing', title: /Pricing/, heading: /plan/i },
  { path: '/support', title: /Support/, heading: 'Support' },
  { path: '/sign-in', title: /Sign In/i, heading: /sign in|welcome/i },
  { path: '/sign-up', title: /Sign Up|Join/i, heading: 'Join SommAI' },
  { path: '/profile', title: /Profile/, heading: /profile/i },
  { path: '/invite/some-code', title: /Invite/, heading: /invite/i },
];

for (const p of pages) {
  test(`${p.path} has its title and heading and is accessible`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page).toHaveTitle(p.title);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expectAccessible(page);
  });
}

test('pricing shows both plans with the same refund policy as support', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText('$9.99')).toBeVisible();
  await expect(page.getByText('$19.99')).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  const trials = page.getByRole('link', { name: 'Start Free Trial' });
  expect(await trials.count()).toBeGreaterThanOrEqual(3);
  // Each one carries a plan to start after sign-up.
  for (const link of await trials.all()) await expect(link).toHaveAttribute('href', /^\/sign-up\?trial=(classic|cru)$/);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/sign-in');
  await page
    .getByText(/refund/i)
    .first()
    .click();
  await expect(page.getByText(/within 30 days of any payment/).first()).toBeVisible();

  await page.goto('/support');
  await expect(page.getByText(/within 30 days of any payment/).first()).toBeVisible();
  await expect(page.getByText('Within 24 hours', { exact: true })).toBeVisible();
  await expect(page.getByText('Monday - Friday, 9 AM - 6 PM EST', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /support@sommai\.app/ }).first()).toHaveAttribute('href', /^mailto:/);
  for (const name of ['General Support', 'Request Refund', 'Cancel Subscription', 'Suggest Feature']) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', /^mailto:/);
  }
});

test('an unknown page says so, and the invite shell does not pretend an invite is valid', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();

  await page.goto('/invite/abc123');
  await expect(page.getByText('Invalid Invite')).toBeVisible();
  await expect(page.getByText('This invite link is invalid or has expired.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});
