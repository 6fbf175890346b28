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
