import type { Page } from '@playwright/test';
import { type Account, createAccount, expect, expectAccessible, signInAs, test } from './fixtures.ts';

async function signedIn(page: Page): Promise<Account> {
  const account = await createAccount(page.request);
  await signInAs(page, account);
  return account;
}

test('reviews five cards by keyboard: Space shows the answer, 1–4 rate it', async ({ page }) => {
  const account = await signedIn(page);
  const auth = { Authorization: `Bearer ${account.token}` };
  const added = await page.request.post('/api/review/packs', { headers: auth, data: { level: 1, area: 'grapes' } });
  expect(added.status()).toBe(200);
  const cards = ((await added.json()) as { added: number }).added;
  expect(cards).toBeGreaterThan(5);

  await page.goto('/app/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await expect(page.getByTestId('review-due')).toHaveText(`${cards} cards due`);
  await expectAccessible(page);

  for (let i = 0; i < 5; i++) {
    const front = page.getByTestId('review-front');
    await expect(front).toBeVisible();
    const question = await front.textContent();
    await expect(page.getByTestId('review-back')).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(page.getByTestId('review-back')).toBeVisible();
    await page.keyboard.press(String((i % 4) + 1));
    await expect(page.getByTestId('review-front')).not.toHaveText(question ?? '');
  }
  await expect(page.getByTestId('review-due')).toHaveText(`${cards - 5} cards due`);
  await expect(page.getByText('5 reviewed today')).toBeVisible();
  await expect(page.getByText('1-day streak')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: ': 5 reviews' })).toHaveCount(1);

  await page.goto('/app/dashboard');
  await expect(page.getByTestId('dashboard-review-due')).toHaveText(`${cards - 5} cards due for review`);
});

test('sits a short mock exam to the result page, with a flag and the summary before submitting', async ({ page }) => {
  await signedIn(page);
  await page.goto('/app/exams');
  await expect(page.getByRole('heading', { level: 1, name: 'Mock exams' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: /Short practice paper/ }).check();
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page).toHaveURL(/\/app\/exams\/[\w-]+$/);
  await expect(page.getByRole('timer')).toHaveText(/^1[12]:\d\d$/);
  await expectAccessible(page);

  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    if (i === 3) {
      await page.getByRole('button', { name: 'Flag for review' }).click();
      await expect(page.getByRole('button', { name: 'Remove flag' })).toHaveAttribute('aria-pressed', 'true');
    }
    // Leave the last question unanswered.
    if (i < 9) await page.getByRole('radio').first().check();
    await page
      .getByRole('button', { name: i < 9 ? 'Next' : 'Review answers' })
      .first()
      .click();
  }
  await expect(page.getByRole('heading', { name: 'Before you submit' })).toBeVisible();
  await expect(page.getByText('9 of 10 answered · 1 flagged')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 10 of 10, Not answered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Question 4 of 10, Flagged' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit exam' }).click();

  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  await expect(page.getByTestId('exam-verdict')).toHaveText(/Passed|Not passed/);
  await expect(page.getByText(/% · pass mark 60 %/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'By area' })).toBeVisible();
  // The unanswered question is among the missed ones, linked to its explanation.
  await page.getByRole('link', { name: '10', exact: true }).click();
  await expect(page.locator('#missed-9')).toContainText('Your answer: No answer');
  await expect(page.locator('#missed-9')).toContainText('Why:');
  await expectAccessible(page);
});

test('fills a tasting note and reads its grades', async ({ page }) => {
  await signedIn(page);
  await page.goto('/app/tasting');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasting coach' })).toBeVisible();
  await page.getByLabel('Grape').fill('Cabernet Sauvignon');
  await page.getByLabel('Region (optional)').fill('Bordeaux');
  await page.getByLabel('Style').selectOption('red');
  const values: [string, string][] = [
    ['Colour intensity', 'deep'],
    ['Colour', 'ruby'],
    ['Nose intensity', 'pronounced'],
    ['Sweetness', 'dry'],
    ['Acidity', 'high'],
    ['Tannin', 'medium'],
    ['Alcohol', 'medium(+)'],
    ['Body', 'full'],
    ['Flavour intensity', 'pronounced'],
    ['Finish', 'long'],
    ['Quality', 'very good'],
    ['Readiness for drinking', 'too young'],
  ];
  for (const [label, value] of values) await page.getByLabel(label, { exact: true }).selectOption(value);
  await page.getByLabel('Aromas and flavours (comma-separated)').fill('blackcurrant, cedar, mint');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Grade my note' }).last().click();

  const grades = page.getByRole('region', { name: /The coach’s grades/ });
  await expect(grades).toBeVisible();
  const tannin = grades.getByRole('listitem').filter({ hasText: /^Tannin/ });
  await expect(tannin).toContainText('Off');
  await expect(tannin).toContainText('Reference: high');
  await expect(tannin).toContainText('Cabernet Sauvignon gives high tannin');
  await expect(grades.getByRole('listitem').filter({ hasText: /^Acidity/ })).toContainText('Match');
  await expect(page.getByTestId('tasting-score')).toHaveText(/^\d+ %$/);
  await expect(page.getByRole('heading', { name: 'Your notes on this wine' })).toBeVisible();
  await expectAccessible(page);
});
