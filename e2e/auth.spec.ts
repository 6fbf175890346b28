import { createAccount, expect, expectAccessible, signInAs, test, uniqueEmail } from './fixtures.ts';

test('sign-up lands on the dashboard with the new name', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Join SommAI' })).toBeVisible();
  await page.getByLabel('Name').fill('Marie Curie-Cave');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a very good password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('Marie Curie-Cave').first()).toBeVisible();
  await expect(page.getByText('Your wine AI workspace')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  await expectAccessible(page);
});

test('sign-up explains bad input and a taken email without leaving the page', async ({ page, request }) => {
  const existing = await createAccount(request);
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill('Someone');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password').fill('another good password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(/already exists/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('sign-in with the wrong password is refused, with the right one reaches the dashboard', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'Sign In Taster');
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('Sign In Taster').first()).toBeVisible();
});

test('sign-out ends the session and returns home with a toast', async ({ page, request }) => {
  const account = await createAccount(request);
  await signInAs(page, account);
  await page.goto('/app/chat');
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // The server forgot the session too.
  const res = await request.get('/api/me', { headers: { authorization: `Bearer ${account.token}` } });
  expect(res.status()).toBe(401);
});

test('a signed-out visit to the app goes to sign-in', async ({ page }) => {
  await page.goto('/app/chat');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a forged token is cleared and the visitor is sent to sign-in', async ({ page }) => {
  await page.goto('/pricing');
  await page.evaluate(() => window.localStorage.setItem('token', 'forged-token'));
  await page.goto('/app/quiz');
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('profile shows and edits the name and email', async ({ page, request }) => {
  const account = await createAccount(request, 'Old Name');
  await signInAs(page, account);
  await page.goto('/profile');
  await expect(page.getByLabel('Name')).toHaveValue('Old Name');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Name').fill('New Name');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('New Name');
});

test('signed out, the profile page offers to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
});

test('every Sign Out signs out: the dashboard panel, the sidebar and Settings', async ({ page, request }) => {
  const places = [
    { path: '/app/dashboard', scope: () => page.getByRole('navigation', { name: 'Manage Account / Settings' }) },
    { path: '/app/chat', scope: () => page.locator('body') },
    { path: '/app/settings', scope: () => page.getByRole('main') },
  ];
  for (const place of places) {
    const account = await createAccount(request);
    await signInAs(page, account);
    await page.goto(place.path);
    await place.scope().getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page.getByText('Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    const res = await request.get('/api/me', { headers: { authorization: `Bearer ${account.token}` } });
    expect(res.status(), place.path).toBe(401);
  }
});

test('Start Free Trial on pricing signs up and starts that plan’s trial, once per account', async ({ page }) => {
  const email = uniqueEmail('trial');
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Start Free Trial: Classic' }).click();
  await expect(page).toHaveURL(/\/sign-up\?trial=classic$/);
  await expect(
    page.getByText('Your 7-day free trial of Classic starts as soon as your account is created.', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('Name').fill('Trial Taster');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a very good password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Your 7-day free trial of Classic has started.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText(/^Classic Plan · trial until /)).toBeVisible();

  // The same way again is refused by the server, and the user is told why.
  await page.goto('/app/dashboard?trial=cru');
  await expect(page.getByText('Your free trial has already been used.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText(/^Classic Plan · trial until /)).toBeVisible();
});
