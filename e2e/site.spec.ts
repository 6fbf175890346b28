import { createAccount, expect, test } from './fixtures.ts';

test('robots.txt is a real robots file that points to the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const body = await res.text();
  expect(body).not.toContain('<html');
  expect(body).toMatch(/^User-agent: \*$/m);
  expect(body).toMatch(/^Disallow: \/app\/$/m);
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemap lists the public pages, and each of them opens', async ({ request, page, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  const locations = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of ['/', '/pricing', '/support', '/sign-up', '/sign-in']) {
    expect(locations).toContain(`${baseURL}${path}`);
  }
  // Nothing behind the sign-in is listed.
  expect(locations.filter((l) => l?.includes('/app'))).toEqual([]);
  for (const location of locations) {
    const opened = await page.goto(location ?? '');
    expect(opened?.status(), location).toBe(200);
  }
});

test('a missing file is a plain 404 and an unknown page says so with a 404', async ({ request, page }) => {
  for (const path of ['/ads.txt', '/favicon.png', '/assets/index-missing.js', '/wp-login.php']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).not.toContain('<div id="root"');
  }
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Pages of the app are still pages.
  for (const path of ['/', '/pricing', '/sign-in', '/invite/abc123', '/app/chat']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

// The fixture fails the test on any Content-Security-Policy violation, reported or caught.
test('sign-in validates and signs in without breaking the Content Security Policy', async ({ page, request }) => {
  const account = await createAccount(request, 'Policy Taster');
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
