import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createAccount, expect, expectAccessible, signInAs, test } from './fixtures.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function openGenerator(page: Page) {
  await signInAs(page, await createAccount(page.request));
  await page.goto('/app/image-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Wine Image Generator' })).toBeVisible();
}

function promptBox(page: Page) {
  return page.getByRole('textbox', { name: 'Describe your wine image' });
}

function gallery(page: Page) {
  return page.getByRole('region', { name: /^Your Gallery/ });
}

/**
 * PNG files drawn in the page with a canvas: a dark wine-toned set with a touch of red, the kind of
 * set the style guide asks for. Each differs a little, as a real set would.
 */
async function drawTrainingImages(page: Page, names: readonly string[]) {
  const encoded = await page.evaluate(async (count) => {
    const out: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 120;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      const grey = 20 + ((i * 11) % 60);
      ctx.fillStyle = `rgb(${grey}, ${grey}, ${grey})`;
      ctx.fillRect(0, 0, 160, 120);
      ctx.fillStyle = '#f2f2f2';
      ctx.fillRect(20 + i * 3, 20, 40, 80);
      ctx.fillStyle = '#7b1e3a';
      ctx.beginPath();
      ctx.arc(110, 60 + (i % 5) * 4, 18, 0, Math.PI * 2);
      ctx.fill();
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('no PNG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      out.push(btoa(binary));
    }
    return out;
  }, names.length);
  return names.map((name, i) => ({ name, mimeType: 'image/png', buffer: Buffer.from(encoded[i] ?? '', 'base64') }));
}

const TRAINING_NAMES = [
  'bottle-01.png',
  'glass-02.png',
  'portrait-03.png',
  'cellar-04.png',
  'bottle-05.png',
  'tasting-06.png',
  'person-07.png',
  'vineyard-08.png',
  'bottle-09.png',
  'glass-10.png',
  'portrait-11.png',
  'harvest-12.png',
  'bottle-13.png',
  'glass-14.png',
  'table-15.png',
];

test('generates an image into the gallery, downloads it as a PNG and deletes it', async ({ page }) => {
  await openGenerator(page);
  await expect(gallery(page).getByRole('heading', { name: 'Your Gallery (0)' })).toBeVisible();
  await expect(gallery(page).getByText('No images yet')).toBeVisible();
  await expect(page.getByText('5 of 5 images left this month')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Instagram Post/ })).toBeChecked();
  await expect(page.getByRole('radio')).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Wine Realism' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // A sample prompt fills the box.
  await page.getByRole('button', { name: 'Vineyard rows in Tuscany at golden hour' }).click();
  await expect(promptBox(page)).toHaveValue('Vineyard rows in Tuscany at golden hour');
  await promptBox(page).fill('A glass of Barolo on an old oak barrel');
  await page.getByRole('button', { name: 'Wine Art' }).click();
  await page.getByRole('radio', { name: /Landscape/ }).check();
  await page.getByLabel('Category').selectOption({ label: 'Wine Cellar' });
  await page.getByLabel('Style preset').selectOption({ label: 'Vintage' });

  const sent = page.waitForRequest((req) => req.url().endsWith('/api/images/generate') && req.method() === 'POST');
  await page.getByRole('button', { name: 'Generate Image' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    topic: 'A glass of Barolo on an old oak barrel',
    quality: 'wine-art',
    size: 'landscape',
    category: 'cellar',
    style: 'vintage',
  });
  await expect(page.getByText('Image generated successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(gallery(page).getByRole('heading', { name: 'Your Gallery (1)' })).toBeVisible();
  await expect(page.getByText('4 of 5 images left this month')).toBeVisible();

  const picture = gallery(page).getByRole('img', { name: 'Generated image: A glass of Barolo on an old oak barrel' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty('naturalWidth', 1024);
  await expect(picture).toHaveJSProperty('naturalHeight', 768);
  await expect(gallery(page).getByText('Landscape · 1024 × 768')).toBeVisible();
  await expectAccessible(page);

  // Download: the server's file name, PNG bytes.
  const download = page.waitForEvent('download');
  await gallery(page).getByRole('button', { name: 'Download image: A glass of Barolo on an old oak barrel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

  // The gallery is kept on the server.
  await page.reload();
  await expect(gallery(page).getByRole('heading', { name: 'Your Gallery (1)' })).toBeVisible();

  await gallery(page).getByRole('button', { name: 'Delete image: A glass of Barolo on an old oak barrel' }).click();
  await expect(page.getByText('Image deleted')).toBeVisible();
  await expect(gallery(page).getByRole('heading', { name: 'Your Gallery (0)' })).toBeVisible();
  await expect(gallery(page).getByText('No images yet')).toBeVisible();
  await page.reload();
  await expect(gallery(page).getByText('No images yet')).toBeVisible();
});

test('an empty prompt is refused with the generator’s message, and the default size is sent', async ({ page }) => {
  await openGenerator(page);
  await page.getByRole('button', { name: 'Generate Image' }).click();
  await expect(page.getByText('Please enter what wine image you want!')).toBeVisible();
  await promptBox(page).fill('   ');
  await page.getByRole('button', { name: 'Generate Image' }).click();
  await expect(page.getByText('Please enter what wine image you want!').first()).toBeVisible();
  await expect(gallery(page).getByRole('heading', { name: 'Your Gallery (0)' })).toBeVisible();

  await promptBox(page).fill('A bottle of Chablis');
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/images/generate'));
  await page.getByRole('button', { name: 'Generate Image' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    size: 'instagram-post',
    quality: 'wine-realism',
    style: 'professional',
    category: 'wine_bottles',
  });
  await expect(gallery(page).getByRole('heading', { name: 'Your Gallery (1)' })).toBeVisible({ timeout: 30_000 });
  await expect(gallery(page).getByRole('img', { name: 'Generated image: A bottle of Chablis' })).toHaveJSProperty(
    'naturalWidth',
    1080,
  );
});

test('the monthly image limit is the server’s to say', async ({ page }) => {
  const account = await createAccount(page.request);
  const headers = { Authorization: `Bearer ${account.token}` };
  for (let i = 0; i < 5; i += 1) {
    const res = await page.request.post('/api/images/generate', {
      headers,
      data: { topic: `Rosé number ${i + 1}`, size: 'square' },
    });
    expect(res.status()).toBe(201);
  }
  await signInAs(page, account);
  await page.goto('/app/image-generator');
  await expect(page.getByText('0 of 5 images left this month')).toBeVisible();
  await expect(gallery(page).getByRole('heading', { name: 'Your Gallery (5)' })).toBeVisible();

  await promptBox(page).fill('One more rosé');
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/images/generate'));
  await page.getByRole('button', { name: 'Generate Image' }).click();
  const res = await answer;
  expect(res.status()).toBe(402);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('IMAGE_LIMIT');
  await expect(page.getByText(body.error.message)).toBeVisible();
  await expect(gallery(page).getByRole('heading', { name: 'Your Gallery (5)' })).toBeVisible();
});

test('trains a custom style from 15 images and uses it in the generator', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, await createAccount(page.request));
  await page.goto('/app/custom-training');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Training' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Training Dataset (0 images)' })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start SommAI Training' });
  await expect(start).toBeDisabled();
  await expect(page.getByText('Training is estimated at 2-4 hours')).toBeVisible();
  await expect(page.getByText('Minimalist black and white')).toBeVisible();
  await expect(page.getByText('Text overlays or watermarks')).toBeVisible();
  await expectAccessible(page);

  const files = await drawTrainingImages(page, TRAINING_NAMES);
  const input = page.locator('input[type="file"]');

  // Only images are taken.
  await input.setInputFiles([
    ...files.slice(0, 14),
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  await expect(page.getByText('Skipped 1 file(s): only images can be used for training')).toBeVisible();
  await expect(page.getByText('Uploaded 14 file(s)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Training Dataset (14 images)' })).toBeVisible();
  await expect(start).toBeDisabled();

  // Categories come from the file names.
  await expect(page.getByLabel('Category of bottle-01.png')).toHaveValue('wine_product');
  await expect(page.getByLabel('Category of glass-02.png')).toHaveValue('wine_scene');
  await expect(page.getByLabel('Category of portrait-03.png')).toHaveValue('wine_portrait');
  await expect(page.getByLabel('Category of cellar-04.png')).toHaveValue('wine_lifestyle');
  await expect(page.getByLabel('Caption of bottle-01.png')).not.toHaveValue('');
  await expect(page.getByLabel('Caption of bottle-01.png')).toHaveAttribute('placeholder', 'Image caption...');

  // Captions save on leaving the box; categories on choosing.
  const caption = page.getByLabel('Caption of cellar-04.png');
  await caption.fill('Minimalist black and white cellar with a single red glass');
  const patched = page.waitForResponse((res) => res.request().method() === 'PATCH' && res.url().includes('/images/'));
  await caption.blur();
  expect((await patched).ok()).toBe(true);
  const recategorised = page.waitForResponse(
    (res) => res.request().method() === 'PATCH' && res.url().includes('/images/'),
  );
  await page.getByLabel('Category of cellar-04.png').selectOption('wine_scene');
  expect((await recategorised).ok()).toBe(true);

  // Remove one, then add two more: 15.
  await page.getByRole('button', { name: 'Remove harvest-12.png' }).click();
  await expect(page.getByRole('heading', { name: 'Training Dataset (13 images)' })).toBeVisible();
  await input.setInputFiles([files[11], files[14]].filter((f) => f !== undefined));
  await expect(page.getByRole('heading', { name: 'Training Dataset (15 images)' })).toBeVisible();
  await expect(page.getByText('Uploaded 2 file(s)')).toBeVisible();
  await expect(start).toBeEnabled();

  // What was saved is what the server kept.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Training Dataset (15 images)' })).toBeVisible();
  await expect(page.getByLabel('Caption of cellar-04.png')).toHaveValue(
    'Minimalist black and white cellar with a single red glass',
  );
  await expect(page.getByLabel('Category of cellar-04.png')).toHaveValue('wine_scene');
  await expect(page.getByLabel('Category of table-15.png')).toHaveValue('wine_lifestyle');
  await expectAccessible(page);

  await start.click();
  await expect(page.getByText('SOMM-style custom model training started')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Training Progress' })).toBeVisible();

  // A reload picks the running training up again.
  await page.reload();
  const progress = page.getByRole('region', { name: 'Training Progress' });
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('progressbar')).toBeVisible();

  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 180_000 });
  await expect(progress.getByText('Complete', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start SommAI Training' })).toBeEnabled();
  await expect(page.getByText('Training Successful!')).toBeVisible();
  const results = page.getByRole('region', { name: 'Test Results' });
  await expect(results.getByText(/^Quality score: \d+%$/)).toHaveCount(2);
  await expect(results.getByRole('img', { name: /^Test image: / })).toHaveCount(2);
  await expect(results.getByRole('img', { name: /^Test image: / }).first()).toHaveJSProperty('complete', true);
  await expect(page.getByText(/^Your training took /).first()).toBeVisible();
  const modelId = (await progress.getByText('Model ID').locator('xpath=following-sibling::dd').textContent()) ?? '';
  expect(modelId).not.toBe('');
  await expectAccessible(page);

  // The report, as the spec lists its fields.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.json$/);
  const report = JSON.parse(await readFile(await file.path(), 'utf8')) as Record<string, unknown>;
  expect(report).toMatchObject({ trainingImages: 15, modelId });
  expect(report.modelName).toEqual(expect.any(String));
  expect(report.datasetId).toEqual(expect.any(String));
  expect(report.timestamp).toEqual(expect.any(String));
  expect(report.categories).toEqual(expect.arrayContaining(['wine_product', 'wine_scene', 'wine_portrait']));
  expect(Array.isArray(report.styleCharacteristics)).toBe(true);

  // The new style is offered by the generator, chosen already when coming from here.
  await page.getByRole('link', { name: 'Use this style in the Image Generator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Wine Image Generator' })).toBeVisible();
  const styleSelect = page.getByLabel('Style preset');
  await expect(styleSelect).toHaveValue(`custom:${modelId}`);
  await promptBox(page).fill('A bottle of Champagne on a marble table');
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/images/generate'));
  await page.getByRole('button', { name: 'Generate Image' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ style: `custom:${modelId}` });
  await expect(page.getByText('Image generated successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(gallery(page).getByRole('heading', { name: 'Your Gallery (1)' })).toBeVisible();

  // Back on Custom Training after a reload, the finished training is still shown.
  await page.goto('/app/custom-training');
  await expect(page.getByText('Training Successful!')).toBeVisible();

  // A browser that remembers nothing (another device) picks up the newest dataset and its training.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('sommai.training.')) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Training Dataset (15 images)' })).toBeVisible();
  await expect(page.getByText('Training Successful!')).toBeVisible();
});

test('images dropped on the upload area join the training set; other files are left out', async ({ page }) => {
  await signInAs(page, await createAccount(page.request));
  await page.goto('/app/custom-training');
  await expect(page.getByRole('heading', { name: 'Training Dataset (0 images)' })).toBeVisible();
  const [first, second] = await drawTrainingImages(page, ['glass-dropped.png', 'portrait-dropped.png']);
  const dataTransfer = await page.evaluateHandle(
    (files) => {
      const transfer = new DataTransfer();
      for (const file of files) {
        const data = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([data], file.name, { type: file.type }));
      }
      return transfer;
    },
    [
      { name: first?.name ?? '', type: 'image/png', base64: first?.buffer.toString('base64') ?? '' },
      { name: second?.name ?? '', type: 'image/png', base64: second?.buffer.toString('base64') ?? '' },
      { name: 'tasting-notes.pdf', type: 'application/pdf', base64: btoa('%PDF-1.4') },
    ],
  );
  const area = page.getByRole('region', { name: 'Training images' }).getByRole('button');
  await area.dispatchEvent('dragenter', { dataTransfer });
  await area.dispatchEvent('dragover', { dataTransfer });
  await expect(page.getByText('Drop the images to add them')).toBeVisible();
  await area.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Skipped 1 file(s): only images can be used for training')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Training Dataset (2 images)' })).toBeVisible();
  await expect(page.getByText('Uploaded 2 file(s)')).toBeVisible();
  await expect(page.getByLabel('Category of glass-dropped.png')).toHaveValue('wine_scene');
  await expect(page.getByLabel('Category of portrait-dropped.png')).toHaveValue('wine_portrait');
  await expect(page.getByRole('button', { name: 'Start SommAI Training' })).toBeDisabled();
  await expect(page.getByText('Minimum: 15 images')).toHaveClass(/text-red-800/);
  await expect(page.getByText('Maximum: 50 images')).toHaveClass(/text-green-800/);
});

test('the chat’s image mode makes an image in the chat area and keeps it in the same gallery', async ({ page }) => {
  await signInAs(page, await createAccount(page.request));
  await page.goto('/app/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Wine AI Chat' })).toBeVisible();
  const imageMode = page.getByRole('button', { name: 'Image', exact: true });
  const chatMode = page.getByRole('button', { name: 'Chat', exact: true });
  await expect(chatMode).toHaveAttribute('aria-pressed', 'true');
  await imageMode.click();
  await expect(imageMode).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeHidden();

  const category = page.getByLabel('Category');
  await expect(category.locator('option')).toHaveText([
    'Wine Bottles',
    'Vineyards & Regions',
    'Wine Tasting',
    'Wine Cellar',
    'Sommelier Tools',
    'Educational',
  ]);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Generate Image' }).click();
  await expect(page.getByText('Please enter a prompt for image generation')).toBeVisible();

  await category.selectOption({ label: 'Vineyards & Regions' });
  const description = page.getByRole('textbox', { name: 'Image description' });
  await description.fill('Terraced vineyards above the Douro river');
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/image/generate'));
  await description.press('Enter');
  expect((await sent).postDataJSON()).toEqual({
    prompt: 'Terraced vineyards above the Douro river',
    category: 'vineyards_regions',
  });
  await expect(page.getByText('Image generated successfully!')).toBeVisible({ timeout: 30_000 });
  const results = page.getByRole('region', { name: 'Created images' });
  const picture = results.getByRole('img', { name: 'Generated image: Terraced vineyards above the Douro river' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty('complete', true);
  await expect(results.getByText('Vineyards & Regions')).toBeVisible();
  await expect(description).toHaveValue('');
  await expectAccessible(page);

  // The chat is as it was, and the image is still there on coming back.
  await chatMode.click();
  await expect(page.getByText('Start a conversation with your wine AI assistant')).toBeVisible();
  await imageMode.click();
  await expect(picture).toBeVisible();

  await results.getByRole('link', { name: 'Open your gallery' }).click();
  await expect(gallery(page).getByRole('heading', { name: 'Your Gallery (1)' })).toBeVisible();
  await expect(
    gallery(page).getByRole('img', { name: 'Generated image: Terraced vineyards above the Douro river' }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the generator, Custom Training and chat image mode fit the screen', async ({ page }) => {
    await openGenerator(page);
    await promptBox(page).fill('A bottle of Rioja Reserva');
    await page.getByRole('radio', { name: /Instagram Story/ }).check();
    await page.getByRole('button', { name: 'Generate Image' }).click();
    await expect(gallery(page).getByRole('heading', { name: 'Your Gallery (1)' })).toBeVisible({ timeout: 30_000 });
    await expect(gallery(page).getByRole('img', { name: 'Generated image: A bottle of Rioja Reserva' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await page.goto('/app/custom-training');
    await expect(page.getByRole('heading', { name: 'Training Dataset (0 images)' })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(await drawTrainingImages(page, TRAINING_NAMES.slice(0, 3)));
    await expect(page.getByRole('heading', { name: 'Training Dataset (3 images)' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await page.goto('/app/chat');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Generate Image' })).toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Image description' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
