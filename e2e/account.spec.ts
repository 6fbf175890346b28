// Settings → Account Actions (export, delete account), Billing & Subscription (cancel, resume),
// the Files page's thumbnails and names, and the landing's previews, at a laptop's and a phone's size.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { type Account, createAccount, expect, expectAccessible, signInAs, test } from './fixtures.ts';

// A small picture in the product's wine colour.
const PNG = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#7b1e3a' } })
  .png()
  .toBuffer();
const LONG_NAME = 'tasting-notes-from-the-chablis-grand-cru-les-clos-vintage-2019-cellar-visit.png';

async function attach(request: APIRequestContext, account: Account, name: string) {
  const res = await request.post('/api/chat/attachments', {
    headers: { authorization: `Bearer ${account.token}` },
    multipart: { file: { name, mimeType: 'image/png', buffer: PNG } },
  });
  expect(res.status()).toBe(201);
}

async function userId(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.get('/api/me', { headers: { authorization: `Bearer ${account.token}` } });
  return ((await res.json()) as { id: string }).id;
}

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
    return Math.round(inner / Number.parseFloat(cs.lineHeight));
  });
}

async function expectInsideViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).toBeTruthy();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('deleting the account offers the export first, removes the files, and sign-in fails afterwards', async ({
      page,
      request,
    }) => {
      const account = await createAccount(request, 'Leaving Taster');
      await attach(request, account, 'cellar-label.png');
      const id = await userId(request, account);
      const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'files', id);
      expect(existsSync(folder)).toBe(true);
      await signInAs(page, account);
      await page.goto('/app/settings');

      const actions = page.getByRole('region', { name: 'Account Actions' });
      const open = actions.getByRole('button', { name: 'Delete Account' });
      expect(await lines(open)).toBe(1);
      expect(await lines(actions.getByRole('button', { name: 'Export My Data' }))).toBe(1);
      await expectInsideViewport(page, open);
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog.getByText('This cannot be undone.', { exact: false })).toBeVisible();
      await expectAccessible(page);

      // The export, offered in the dialog: a zip listing the user's file.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Export My Data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^sommai-export-\d{4}-\d{2}-\d{2}\.zip$/);
      const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
      expect(Object.keys(zip)).toContain('files/attachment/cellar-label.png');
      const data = JSON.parse(new TextDecoder().decode(zip['data.json']));
      expect(data.account.email).toBe(account.email);

      await dialog.getByLabel('Password').fill('not my password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(dialog.getByText('Your current password is not correct.')).toBeVisible();

      await dialog.getByLabel('Password').fill(account.password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText('Your account and everything in it have been deleted.')).toBeVisible();
      await expect.poll(() => existsSync(folder), { timeout: 20_000 }).toBe(false);

      await page.goto('/sign-in');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Invalid email or password')).toBeVisible();
      await expect(page).toHaveURL(/\/sign-in$/);
    });

    test('a plan is cancelled to the end of its period and resumed before then', async ({ page, request }) => {
      const account = await createAccount(request);
      const trial = await request.post('/api/billing/trial', {
        headers: { authorization: `Bearer ${account.token}` },
        data: { plan: 'classic' },
      });
      expect(trial.status()).toBe(200);
      await signInAs(page, account);
      await page.goto('/app/settings');
      const billing = page.getByRole('region', { name: 'Billing & Subscription' });
      await expect(billing.getByText('You are on the Classic plan.')).toBeVisible();
      const cancel = billing.getByRole('button', { name: 'Cancel Subscription' });
      expect(await lines(cancel)).toBe(1);
      await cancel.click();
      const confirm = page.getByRole('alertdialog', { name: 'Cancel your plan?' });
      await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
      await expect(billing.getByTestId('plan-ends')).toContainText('Cancelled: your plan ends on');
      await billing.getByRole('button', { name: 'Resume Subscription' }).click();
      await expect(billing.getByTestId('plan-ends')).toHaveCount(0);
      await expect(billing.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    });

    test('Files shows thumbnails, a PDF tile and whole names, with the quota', async ({ page, request }) => {
      const account = await createAccount(request);
      await attach(request, account, LONG_NAME);
      const pdf = await request.post('/api/pdf/generate-from-topic', {
        headers: { authorization: `Bearer ${account.token}` },
        data: { topic: 'Chablis', level: 1, customContent: '', includeLogo: false, type: 'wine_topic' },
      });
      expect(pdf.ok()).toBe(true);
      await signInAs(page, account);
      await page.goto('/app/files');
      const list = page.getByRole('list', { name: 'Files' });
      const thumb = list.getByTestId('file-thumbnail');
      await expect(thumb).toBeVisible();
      expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(list.getByTestId('file-pdf-tile')).toBeVisible();
      // The whole name is on the page, not cut to "tasting-…".
      const name = list.getByText(LONG_NAME, { exact: true });
      await expect(name).toBeVisible();
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expectInsideViewport(page, name);
      await expect(page.getByText(/[\d.]+ (bytes|KB|MB) of [\d.]+ (KB|MB|GB) used/)).toBeVisible();
      // Preview, Download and Delete stay on one row on every screen.
      const row = list.getByRole('listitem').filter({ hasText: LONG_NAME });
      const boxes = await Promise.all(
        ['Preview', 'Download', 'Delete'].map((label) =>
          row.getByRole('button', { name: new RegExp(`^${label} `) }).boundingBox(),
        ),
      );
      for (const box of boxes) expect(Math.abs((box?.y ?? 0) - (boxes[0]?.y ?? 0))).toBeLessThan(2);
    });

    test('the landing shows the product right under the headline', async ({ page }) => {
      await page.goto('/');
      const previews = page.getByTestId('landing-previews');
      await expect(previews.locator('figure')).toHaveCount(4);
      for (const caption of [
        'Chat with your wine AI',
        'A study guide as a PDF',
        'Quizzes that explain the answer',
        'Pictures drawn on demand',
      ]) {
        await expect(previews.getByText(caption)).toBeVisible();
      }
      const picture = previews.locator('img');
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // No large empty band between the call to action and the previews.
      const start = await page.getByRole('link', { name: 'Start Using' }).boundingBox();
      const heading = await page.getByRole('heading', { name: 'What SommAI makes for you' }).boundingBox();
      expect((heading?.y ?? 0) - ((start?.y ?? 0) + (start?.height ?? 0))).toBeLessThan(120);
      await expectAccessible(page);
      // Sign In and Log In keep to one line.
      for (const label of ['Sign In', 'Log In']) expect(await lines(page.getByRole('link', { name: label }))).toBe(1);
    });
  });
}
