import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type Account, createAccount, expect, expectAccessible, signInAs, test, uniqueEmail } from './fixtures.ts';
import { ADMIN_SECRET } from './playwright.config.ts';

// The admin of this run: the ADMIN_EMAIL account of the web server's environment (playwright.config.ts),
// made an admin with ADMIN_SECRET (the admin email itself grants nothing until its link is opened).
// Tests in parallel may race to create it, so sign-up falls back to sign-in.
const ADMIN_EMAIL = 'head.sommelier@example.com';
const ADMIN_PASSWORD = 'a good long password';

async function adminAccount(request: APIRequestContext): Promise<Account> {
  const up = await request.post('/api/account/sign-up', {
    data: { name: 'Head Sommelier', email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const res =
    up.status() === 201
      ? up
      : await request.post('/api/account/sign-in', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  const granted = await request.post('/api/admin/access', {
    headers: { authorization: `Bearer ${token}` },
    data: { key: ADMIN_SECRET },
  });
  expect(granted.ok()).toBe(true);
  return { name: 'Head Sommelier', email: ADMIN_EMAIL, password: ADMIN_PASSWORD, token };
}

/** A page of its own (separate cookies, storage and clipboard) signed in as the account. */
async function pageFor(browser: Browser, account: Account, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, account);
  return page;
}

function auth(account: Account) {
  return { Authorization: `Bearer ${account.token}` };
}

test('a message to the admin reaches the admin’s Message Center', async ({ page, request, browser, baseURL }) => {
  // Contact messages go to the admins there are when they are sent.
  const adminUser = await adminAccount(request);
  const user = await createAccount(request, 'Curious Taster');
  await signInAs(page, user);
  await page.goto('/app/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Message Center' })).toBeVisible();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expect(page.getByText("You'll see important updates and announcements here.")).toBeVisible();

  await page.getByRole('button', { name: 'Contact Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Admin' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // Both fields are required.
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Subject is required')).toBeVisible();
  await expect(dialog.getByText('Message is required')).toBeVisible();
  const subject = `Cellar question ${Date.now()}`;
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message', { exact: true }).fill('How long can I keep an opened bottle of Barolo?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent to admin successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const admin = await pageFor(browser, adminUser, baseURL);
  await admin.goto('/app/messages');
  const item = admin.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toBeVisible();
  await expect(item.getByText('Contact Admin', { exact: true })).toBeVisible();
  await expect(item.getByText('Curious Taster')).toBeVisible();
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await expectAccessible(admin);
  await admin.context().close();
});

test('a message from the admin to all users shows as unread until it is marked read', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const user = await createAccount(request, 'Reader Taster');
  const admin = await pageFor(browser, await adminAccount(request), baseURL);
  await admin.goto('/app/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Messaging' }).click();
  await admin.getByRole('button', { name: 'Send Message' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Send Message' });
  await expect(dialog.getByLabel('Message type')).toHaveValue('personal');
  await expect(dialog.getByLabel('Recipients')).toHaveValue('all');
  await expect(dialog.getByText(/\d+ recipients?/)).toBeVisible();
  await expectAccessible(admin);
  const title = `Harvest news ${Date.now()}`;
  await dialog.getByLabel('Subject').fill(title);
  await dialog.getByLabel('Message', { exact: true }).fill('The new vintage tasting opens on Friday.');
  await dialog.getByLabel('Message type').selectOption('announcement');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(admin.getByText('Message sent successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const sent = admin.getByRole('listitem').filter({ hasText: title });
  await expect(sent).toBeVisible();
  await expect(sent.getByText(/0 of \d+ read/)).toBeVisible();

  await signInAs(page, user);
  await page.goto('/app/dashboard');
  const messages = page.getByRole('link', { name: /^Messages, 1 unread$/ });
  await expect(messages).toBeVisible();
  await expect(page.getByTestId('unread-dot')).toBeVisible();
  await messages.click();
  await expect(page).toHaveURL(/\/app\/messages$/);
  await expect(page.getByText('1 new', { exact: true })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Announcement', { exact: true })).toBeVisible();
  await expect(item.getByText('The new vintage tasting opens on Friday.')).toBeVisible();
  await expect(item.getByText('Head Sommelier')).toBeVisible();
  await expectAccessible(page);
  await item.getByRole('button', { name: `Mark as read: ${title}` }).click();
  await expect(item.getByText('New', { exact: true })).toBeHidden();
  await expect(page.getByText('1 new', { exact: true })).toBeHidden();

  // Read on the server: the dot is gone after a reload, and the admin sees one read.
  await page.goto('/app/dashboard');
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  await admin.reload();
  await admin.getByRole('tab', { name: 'Messaging' }).click();
  await expect(
    admin
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByText(/^1 of \d+ read$/),
  ).toBeVisible();
  await admin.context().close();
});

test('an invited professional accepts the copied link after signing up in a fresh browser', async ({
  request,
  browser,
  baseURL,
}) => {
  // Three browsers, four screens and three accessibility scans: a long journey by design.
  test.slow();
  const admin = await pageFor(browser, await adminAccount(request), baseURL);
  await admin.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await admin.goto('/app/admin');
  for (const stat of ['Total Professionals', 'Active Users', 'Pending Invites', 'Premium Users']) {
    await expect(admin.getByText(stat, { exact: true })).toBeVisible();
  }
  await admin.getByRole('button', { name: 'Invite Professional' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite Wine Professional' });
  await expect(dialog.getByLabel('Role')).toHaveValue('wine_professional');
  await expect(dialog.getByLabel('Access level')).toHaveValue('premium');
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  const email = uniqueEmail('pro');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Role').selectOption('sommelier');
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(admin.getByText('Professional invited successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('Sommelier')).toBeVisible();
  await row.getByRole('button', { name: `Send invite to ${email}` }).click();
  await expect(admin.getByText(`Invite sent to ${email}!`)).toBeVisible();
  await row.getByRole('button', { name: `Copy invite link for ${email}` }).click();
  await expect(admin.getByText('Invite link copied to clipboard!')).toBeVisible();
  const link = await admin.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]+/);
  await expectAccessible(admin);

  // The invite email is in the outbox (no SMTP in tests).
  await admin.getByRole('tab', { name: 'Outbox' }).click();
  await expect(admin.getByText(`To: ${email}`).first()).toBeVisible();

  const fresh = await browser.newContext({ baseURL });
  const page = await fresh.newPage();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to SommAI' })).toBeVisible();
  await expect(page.getByText('Invite Valid')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Accept Invite & Start Learning' }).click();
  await expect(page).toHaveURL(/\/sign-up\?invite=/);
  await page.getByLabel('Name').fill('Invited Sommelier');
  // The invited address is already there.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill('a good long password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Invite accepted!')).toBeVisible();
  await expect(page.getByText('Welcome to SommAI!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/chat$/);

  // The same link now says it was used.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await second.goto(new URL(link).pathname);
  await expect(second.getByRole('heading', { name: 'Invalid Invite' })).toBeVisible();
  await expect(second.getByText('This invite link is invalid or has expired.')).toBeVisible();
  await expect(second.getByText('This invite has already been used.')).toBeVisible();
  await expect(second.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();

  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: email }).getByText('Active')).toBeVisible();
  await Promise.all([fresh.close(), other.close(), admin.context().close()]);
});

test('starting a free trial from pricing puts the plan on the dashboard and in Settings', async ({ page, request }) => {
  await signInAs(page, await createAccount(request, 'Trial Taster'));
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Start Free Trial: Cru' }).click();
  await expect(page.getByText('Your 7-day free trial of Cru has started.')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText(/^Cru Plan · trial until /)).toBeVisible();
  await expect(page.getByText(/500,000/).first()).toBeVisible();

  await page.goto('/pricing');
  await expect(page.getByText(/Your free trial of Cru runs until/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Current Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Current Plan' });
  await expect(dialog.getByText('You are on the Cru plan.')).toBeVisible();
  await expect(dialog.getByText(/Free trial until/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Billing History' }).click();
  await expect(page.getByRole('dialog', { name: 'Billing History' }).getByText('Free trial started')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Payment Methods' }).click();
  await expect(page.getByText(/No payment method is needed/)).toBeVisible();
});

test('recent activities filter by type and keep their favourites after a reload', async ({ page, request }) => {
  const user = await createAccount(request, 'Busy Taster');
  const headers = auth(user);
  const chat = await request.post('/api/chat/message', {
    headers,
    data: { message: 'What grape is Chablis made from?', level: 1, voiceMode: 'friendly' },
  });
  expect(chat.ok()).toBe(true);
  const { quizzes } = (await (await request.get('/api/quiz/list?level=1', { headers })).json()) as {
    quizzes: { id: string; locked?: boolean }[];
  };
  const quizId = quizzes.find((q) => !q.locked)?.id ?? quizzes[0]?.id ?? '';
  const { quiz } = (await (await request.get(`/api/quiz/${quizId}`, { headers })).json()) as {
    quiz: { title: string; questions: unknown[] };
  };
  const submitted = await request.post(`/api/quiz/${quizId}/submit`, {
    headers,
    data: { answers: quiz.questions.map(() => 0) },
  });
  expect(submitted.ok()).toBe(true);

  await signInAs(page, user);
  await page.goto('/app/dashboard');
  const list = page.getByRole('list', { name: 'Recent Activities' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('button', { name: /^Continue: / })).toBeVisible();
  await expect(list.getByRole('button', { name: `Retake: ${quiz.title}` })).toBeVisible();
  await expect(list.getByText(/^\d+%$/)).toBeVisible();
  await expect(list.getByText('Just now').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Quiz', exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button', { name: `Retake: ${quiz.title}` })).toBeVisible();
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await expect(page.getByText('No favorites yet')).toBeVisible();

  await page.getByRole('button', { name: 'All', exact: true }).click();
  const star = list.getByRole('button', { name: /^Favorite: / }).first();
  const starName = (await star.getAttribute('aria-label')) ?? '';
  await star.click();
  await expect(list.getByRole('button', { name: starName })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('button', { name: starName })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button', { name: starName })).toBeVisible();

  // Retake goes to the quiz; Continue opens the chat in place with its conversation.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await list.getByRole('button', { name: /^Continue: / }).click();
  await expect(page.getByRole('button', { name: 'Close chat' })).toBeVisible();
  await expect(page.getByText('What grape is Chablis made from?')).toBeVisible();
  await page.getByRole('button', { name: 'Close chat' }).click();
  await list.getByRole('button', { name: `Retake: ${quiz.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/quiz/${quizId}$`));

  // The Recent Activity page reads the same data.
  await page.goto('/app/recent');
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByText('Your recent wine learning activities')).toBeVisible();
  await expect(page.getByText(/^Score: \d+%$/)).toBeVisible();
  await page.getByLabel('Type').selectOption('chat');
  await expect(page.getByText(/^Score: \d+%$/)).toHaveCount(0);
  await page.getByLabel('Type').selectOption('all');
  await page.getByLabel('Search activities').fill('nothing-matches-this-search');
  await expect(page.getByText('No recent activities')).toBeVisible();
  await expect(page.getByText('Start chatting or taking quizzes to see your activity here')).toBeVisible();
  await page.getByLabel('Search activities').fill('');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('list', { name: 'Activities' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
});

test('settings: password, email preferences, devices and plain words where nothing is offered', async ({
  page,
  request,
}) => {
  const user = await createAccount(request, 'Careful Taster');
  // A second device, to sign out from here.
  await request.post('/api/account/sign-in', { data: { email: user.email, password: user.password } });
  await signInAs(page, user);
  await page.goto('/app/settings');

  await page.getByRole('button', { name: 'Email Preferences' }).click();
  let dialog = page.getByRole('dialog', { name: 'Email Preferences' });
  const learning = dialog.getByLabel('Learning tips and new study material');
  await expect(learning).toBeChecked();
  await learning.uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Email preferences saved')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Email Notifications' }).click();
  dialog = page.getByRole('dialog', { name: 'Email Notifications' });
  await expect(dialog.getByLabel('Learning tips and new study material')).not.toBeChecked();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Login History/ }).click();
  dialog = page.getByRole('dialog', { name: 'Login History' });
  await expect(dialog.getByText('This device')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Sign out .*, signed in / })).toHaveCount(1);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Signed out on every other device.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Sign out .*, signed in / })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Two-Factor Authentication/ }).click();
  await expect(page.getByText(/Two-factor authentication is not offered/)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Push Notifications/ }).click();
  await expect(page.getByText(/Push notifications are not offered yet/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Change Password' }).click();
  dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current password').fill('not the password');
  await dialog.getByLabel('New password', { exact: true }).fill('another long password');
  await dialog.getByLabel('Confirm new password').fill('a different one');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('The new passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill('another long password');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();
  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed. Your other devices were signed out.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the file library and the admin tabs pass their accessibility scans', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Every admin tab and the file library, each scanned: a long walk by design.
  test.slow();
  const user = await createAccount(request, 'Library Taster');
  const pdf = await request.post('/api/pdf/generate-from-topic', {
    headers: auth(user),
    data: { topic: 'Chablis', level: 1, includeLogo: false, type: 'wine_topic' },
  });
  await signInAs(page, user);
  await page.goto('/app/files');
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  await expect(page.getByText(/ used$/)).toBeVisible();
  if (pdf.ok()) {
    const row = page
      .getByRole('listitem')
      .filter({ hasText: /\.pdf|Chablis/i })
      .first();
    await expect(row).toBeVisible();
    await expectAccessible(page);
    await row.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this file?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('File deleted')).toBeVisible();
  }
  await expect(page.getByText('No files yet')).toBeVisible();
  await expectAccessible(page);

  const admin = await pageFor(browser, await adminAccount(request), baseURL);
  await admin.goto('/app/admin');
  for (const tab of ['Professionals', 'Messaging', 'Analytics', 'Outbox', 'Users']) {
    await admin.getByRole('tab', { name: tab }).click();
    await expect(admin.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(admin.getByText('Loading...')).toHaveCount(0);
    await expectAccessible(admin);
  }
  // Analytics draws a chart a person can read, with the figures as a table too.
  await admin.getByRole('tab', { name: 'Analytics' }).click();
  await expect(admin.getByRole('img', { name: /Sign-ups per month/ })).toBeVisible();

  // Users: the admin sets a plan without payments.
  await admin.getByRole('tab', { name: 'Users' }).click();
  await admin.getByLabel('Search users').fill(user.email);
  const select = admin.getByLabel('Plan of Library Taster');
  await expect(select).toBeVisible();
  await select.selectOption('classic');
  await expect(admin.getByText('Library Taster is now on Classic')).toBeVisible();
  await page.goto('/app/dashboard');
  await expect(page.getByText('Classic Plan', { exact: true })).toBeVisible();
  await admin.context().close();
});

test('Guess the Grape is played to the end with a score', async ({ page, request }) => {
  await signInAs(page, await createAccount(request, 'Game Taster'));
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'Play Guess the Grape' }).click();
  const game = page.getByRole('dialog', { name: 'Guess the Grape' });
  for (let round = 1; round <= 10; round++) {
    await expect(game.getByText(`Round ${round} of 10`)).toBeVisible();
    await expect(game.getByText(/Clue 1/)).toBeVisible();
    await game.getByRole('button', { name: 'Show another clue' }).click();
    await game.getByRole('group', { name: 'Which grape is it?' }).getByRole('button').first().click();
    await expect(game.getByText(/^(Correct: .+!|Not quite: it was .+\.)$/)).toBeVisible();
    await game.getByRole('button', { name: round === 10 ? 'See my score' : 'Next round' }).click();
  }
  await expect(game.getByText(/^\d+ \/ 30 points$/)).toBeVisible();
  await expect(game.getByText(/^\d+ of 10 grapes guessed$/)).toBeVisible();
  await expectAccessible(page);
  await game.getByRole('button', { name: 'Play Again' }).click();
  await expect(game.getByText('Round 1 of 10')).toBeVisible();
});

test('the Files storage pill counts in bytes, KB and MB against the plan’s quota', async ({ page, request }) => {
  const user = await createAccount(request, 'Storage Taster');
  const storage = await request.get('/api/files/storage', { headers: auth(user) });
  const { limitBytes } = (await storage.json()) as { usedBytes: number; limitBytes: number };
  expect(limitBytes).toBeGreaterThan(0);
  await signInAs(page, user);
  await page.goto('/app/files');
  const pill = page.getByText(/ used$/);
  await expect(pill).toHaveText(/^Storage: 0 bytes of \d+(\.\d)? (MB|GB) used$/);

  const pdf = await request.post('/api/pdf/generate-from-topic', {
    headers: auth(user),
    data: { topic: 'Chablis', level: 1, includeLogo: false, type: 'wine_topic' },
  });
  expect(pdf.ok()).toBe(true);
  await page.reload();
  await expect(pill).toHaveText(/^Storage: \d+(\.\d)? (KB|MB) of \d+(\.\d)? (MB|GB) used$/);
});
