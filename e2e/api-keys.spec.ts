// Settings → API keys: a key is made with a name, shown once with a copy button, works against the
// OpenAI-compatible API, and stops working when revoked.
import { MESSAGES, SCREENS } from '@sommai/shared';
import { createAccount, expect, expectAccessible, signInAs, test } from './fixtures.ts';

const text = SCREENS.settings.apiKeys;

test('create an API key in Settings, see it once, use it and revoke it', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await createAccount(request);
  await signInAs(page, account);
  await page.goto('/app/settings');

  await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
  await expect(page.getByText(text.empty)).toBeVisible();
  await page.getByLabel(text.nameLabel).fill('Open WebUI at home');
  await page.getByRole('button', { name: text.create }).click();

  const shown = page.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^sk-sommai-\S+$/);
  const key = (await shown.textContent()) ?? '';
  await page.getByRole('button', { name: text.copy }).click();
  await expect(page.getByRole('button', { name: text.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  const list = page.getByRole('list', { name: text.listLabel });
  await expect(list.getByText('Open WebUI at home')).toBeVisible();
  await expect(list.getByText(text.neverUsed)).toBeVisible();
  await expectAccessible(page);

  // The key opens the API.
  const models = await request.get('/v1/models', { headers: { authorization: `Bearer ${key}` } });
  expect(models.status()).toBe(200);

  // Shown once: after Done, and after a reload, only its last characters remain.
  await page.getByRole('button', { name: text.done }).click();
  await expect(page.getByText(key)).toHaveCount(0);
  await page.reload();
  await expect(list.getByText('Open WebUI at home')).toBeVisible();
  await expect(list.getByText(`…${key.slice(-4)}`)).toBeVisible();
  await expect(list.getByText(/Last used /)).toBeVisible();
  expect(await page.content()).not.toContain(key);

  await page.getByRole('button', { name: text.revokeLabel('Open WebUI at home') }).click();
  await expect(page.getByText(text.empty)).toBeVisible();
  const refused = await request.get('/v1/models', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe('revoked_api_key');
});

test('turn on saving API conversations to the chat history', async ({ page, request }) => {
  const account = await createAccount(request);
  await signInAs(page, account);
  await page.goto('/app/settings');
  const store = page.getByRole('checkbox', { name: text.storeChats });
  await expect(store).not.toBeChecked();
  // The box shows the new choice at once and keeps it once the server has saved it.
  await store.click();
  await expect(store).toBeChecked();
  await expect(page.getByText(MESSAGES.apiStoreChatsOn)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: text.storeChats })).toBeChecked();
});
