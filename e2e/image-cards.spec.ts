import type { Page } from '@playwright/test';
import { createAccount, expect, signInAs, test } from './fixtures.ts';

async function openGenerator(page: Page) {
  await signInAs(page, await createAccount(page.request));
  await page.goto('/app/image-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Wine Image Generator' })).toBeVisible();
}

const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Describe your wine image' });
const gallery = (page: Page) => page.getByRole('region', { name: /^Your Gallery/ });

test('says what the built-in renderer makes and previews every size before generating', async ({ page }) => {
  await openGenerator(page);
  // No image service in this run: the picker says photographs need one, and names the built-in qualities.
  await expect(page.getByText('No image service is connected, so SommAI designs cards')).toBeVisible();
  await expect(page.getByRole('button', { name: /Wine Realism.*Editorial card/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: /Wine Art.*Illustration/ })).toBeVisible();

  await promptBox(page).fill('Médoc');
  await page.getByRole('button', { name: 'Preview all sizes' }).click();
  const previews = page.getByRole('img', { name: /^Preview at .* size$/ });
  await expect(previews).toHaveCount(8, { timeout: 60_000 });
  const story = page.getByRole('img', { name: 'Preview at Instagram Story size' });
  await expect(story).toHaveJSProperty('naturalWidth', 270);
  await expect(story).toHaveJSProperty('naturalHeight', 480);
  await page.getByRole('button', { name: 'Use Instagram Story' }).click();
  await expect(page.getByRole('radio', { name: /Instagram Story/ })).toBeChecked();
  // Previews are not counted against the month.
  await expect(page.getByText('5 of 5 images left this month')).toBeVisible();
});

test('generates a grape card, a region map and a sommelier scene, each named for what it is', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await openGenerator(page);
  const kinds = [
    { prompt: 'Pinot Noir', size: /Instagram Story/, file: 'sommai-pinot-noir-grape-profile-instagram-story.png' },
    { prompt: 'Médoc', size: /Instagram Post/, file: 'sommai-medoc-region-map-instagram-post.png' },
    {
      prompt: 'Sommelier pouring Chablis',
      size: /Landscape/,
      file: 'sommai-chablis-wine-bottles-scene-landscape.png',
    },
  ];
  for (const [i, kind] of kinds.entries()) {
    await promptBox(page).fill(kind.prompt);
    await page.getByRole('radio', { name: kind.size }).check();
    await page.getByRole('button', { name: 'Generate Image' }).click();
    await expect(gallery(page).getByRole('heading', { name: `Your Gallery (${i + 1})` })).toBeVisible({
      timeout: 60_000,
    });
    // While its bytes load, the frame stands in with a spinner of the same accessible name; the
    // picture is the <img> that replaces it, so wait for that one to have decoded.
    const picture = gallery(page).getByAltText(`Generated image: ${kind.prompt}`, { exact: true });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The picture itself, as the user sees it in the gallery, for a person to look at.
    await testInfo.attach(`${kind.file}`, { body: await picture.screenshot(), contentType: 'image/png' });
    const download = page.waitForEvent('download');
    await gallery(page)
      .getByRole('button', { name: `Download image: ${kind.prompt}` })
      .click();
    expect((await download).suggestedFilename()).toBe(kind.file);
  }
  // Built-in pictures are badged for what they are.
  await expect(gallery(page).getByText('Editorial card').first()).toBeVisible();
});
