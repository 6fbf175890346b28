import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { type Account, createAccount, expect, expectAccessible, signInAs, test } from './fixtures.ts';

interface ListedQuiz {
  id: string | number;
  title: string;
  level: number;
  locked: boolean;
  questionCount: number;
}

async function signedIn(page: Page, name?: string): Promise<Account> {
  const account = await createAccount(page.request, name);
  await signInAs(page, account);
  return account;
}

async function listQuizzes(page: Page, account: Account, level?: number): Promise<ListedQuiz[]> {
  const res = await page.request.get(`/api/quiz/list${level ? `?level=${level}` : ''}`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { quizzes: ListedQuiz[] }).quizzes;
}

/** The quiz card whose title link or button reads `title`. */
function quizCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
}

/** A saved download: its file name, and whether its bytes are a PDF. */
async function savedPdf(download: Download) {
  const path = await download.path();
  const head = readFileSync(path).subarray(0, 5).toString('latin1');
  return { filename: download.suggestedFilename(), isPdf: head === '%PDF-' };
}

test('takes a quiz to the end, sees the score, then the new attempt and best score in the list', async ({ page }) => {
  const account = await signedIn(page);
  const quiz = (await listQuizzes(page, account, 1)).find((q) => !q.locked);
  expect(quiz, 'a level 1 quiz is open to every plan').toBeDefined();
  if (!quiz) return;

  await page.goto('/app/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  const card = quizCard(page, quiz.title);
  await expect(card).toBeVisible();
  await expect(card.getByText('Not attempted').first()).toBeAttached();
  await expect(card.getByText('—')).toBeVisible();
  // Quizzes are grouped by level under the level's name.
  const levelOne = page.getByRole('region', { name: 'Level 1 · Wine Basics' });
  await expect(levelOne.getByRole('heading', { level: 3, name: quiz.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Level \d · / })).toHaveCount(4);
  await expectAccessible(page);

  // The level filter asks the server for one level only.
  await page.getByRole('button', { name: 'Level 2', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Level 2', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/level=2/);
  await expect(page.getByRole('heading', { level: 2, name: /^Level \d · / })).toHaveText(['Level 2 · Wine Regions']);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: quiz.title }).click();
  await expect(page).toHaveURL(new RegExp(`/app/quiz/${quiz.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible();
  const total = quiz.questionCount;
  await expect(page.getByText(`Question 1 of ${total}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectAccessible(page);

  // Straight to the last question: Submit waits until every question has an answer, and says which are open.
  await page.getByRole('button', { name: `Question ${total}, not answered` }).click();
  await expect(page.getByText(`Question ${total} of ${total}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(
    page.getByText(/Answer every question before submitting\. Still unanswered: questions 1, 2/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Question 1, not answered' }).click();

  for (let i = 1; i <= total; i += 1) {
    await expect(page.getByText(`Question ${i} of ${total}`, { exact: true })).toBeVisible();
    // Moving to a question takes the focus to it.
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^Question ${i} of ${total}: `) }),
    ).toBeFocused();
    const options = page.getByRole('radio');
    // The keyboard chooses: focus the first option, move down once with the arrow key.
    await options.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toBeChecked();
    if (i < total) await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByText(`${total} of ${total} answered`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  const results = page.getByRole('region', { name: 'Your results' });
  await expect(results).toBeVisible();
  const scoreText = (await results.getByText(/^\d+%$/).textContent()) ?? '';
  const score = Number.parseInt(scoreText, 10);
  expect(score).toBeGreaterThanOrEqual(0);
  expect(score).toBeLessThanOrEqual(100);
  await expect(results.getByText(new RegExp(`^\\d+ of ${total} correct$`))).toBeVisible();
  const reviewed = results.getByRole('listitem');
  await expect(reviewed).toHaveCount(total);
  await expect(reviewed.first().getByText('Correct answer:')).toBeVisible();
  await expect(reviewed.first().getByText('Your answer:')).toBeVisible();
  await expect(results.getByText(/^Question \d+ · (Correct|Incorrect)$/)).toHaveCount(total);
  await expectAccessible(page);

  // The quiz report is a real PDF, named by the server.
  const reportDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download quiz report' }).click();
  await expect(page.getByText('PDF generated successfully!')).toBeVisible();
  const report = await savedPdf(await reportDownload);
  expect(report.filename).toMatch(/\.pdf$/);
  expect(report.isPdf).toBe(true);

  // Retake starts again from an empty first question.
  await page.getByRole('button', { name: 'Retake' }).click();
  await expect(page.getByText(`Question 1 of ${total}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to quizzes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
  const attempted = quizCard(page, quiz.title);
  await expect(attempted.getByText(`${score}%`)).toBeVisible();
  await expect(attempted.getByRole('definition').nth(1)).toHaveText('1');
  await expect(attempted.getByText('Retake')).toBeVisible();
});

test('a locked quiz shows its lock, says why when clicked, and is refused by address', async ({ page }) => {
  const account = await signedIn(page);
  const locked = (await listQuizzes(page, account, 3)).find((q) => q.locked);
  expect(locked, 'level 3 quizzes are locked without the Cru plan').toBeDefined();
  if (!locked) return;

  await page.goto('/app/quiz?level=3');
  await expect(page.getByRole('button', { name: 'Level 3', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const card = quizCard(page, `${locked.title} (Locked)`);
  await expect(card).toBeVisible();
  await expect(card.getByText('Needs a higher plan')).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);
  await card.getByRole('button', { name: `${locked.title} (Locked)` }).click();
  await expect(page.getByText('This quiz requires a higher subscription plan')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/quiz\?level=3$/);
  await expectAccessible(page);

  await page.goto(`/app/quiz/${locked.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This quiz is locked' })).toBeVisible();
  await expect(page.getByText('This quiz requires a higher subscription plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expectAccessible(page);
});

test('a quiz that does not exist says so', async ({ page }) => {
  await signedIn(page);
  await page.goto('/app/quiz/no-such-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to quizzes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
});

test('generates a study guide on Chablis, finds it in PDF History, views, downloads and deletes it', async ({
  page,
  context,
}) => {
  const account = await signedIn(page);
  await page.goto('/app/pdf-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Ask anything wine to generate topic' })).toBeVisible();
  const pdfNav = page.getByRole('navigation', { name: 'PDF Generator' });
  await expect(pdfNav.getByRole('link', { name: 'Study Guide' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  // Nothing to write about yet.
  const generate = page.getByRole('button', { name: 'Generate Study Guide' });
  await generate.click();
  await expect(page.getByText('Please enter a wine topic or paste content')).toBeVisible();

  // Levels beyond the plan stay locked: marked unavailable, and a press says why.
  const locked = page.getByRole('button', { name: /level 3.*professional.*locked/i });
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await locked.click({ force: true });
  await expect(page.getByText('Level 3 requires a higher subscription plan')).toBeVisible();
  await expect(page.getByRole('button', { name: /level 3.*professional/i })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: /level 2.*wine regions/i }).click();
  await expect(page.getByRole('button', { name: /level 2.*wine regions/i })).toHaveAttribute('aria-pressed', 'true');
  // The guide's level is the guide's: the chat keeps its own level, and no toast says otherwise.
  await expect(page.getByText(/^Level set to/)).toHaveCount(0);
  const preferences = await page.request.get('/api/preferences', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(((await preferences.json()) as { level: number }).level).toBe(1);

  await expect(page.getByRole('checkbox', { name: 'Include logo and signature' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Wine topic' }).fill('Chablis');
  // Held back a moment so the busy state can be seen: a guide is often ready in milliseconds.
  await page.route('**/api/pdf/generate-from-topic', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await generate.click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  await expect(page.getByText('PDF generated successfully!')).toBeVisible({ timeout: 30_000 });
  const result = page.getByRole('region', { name: 'Your study guide is ready' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Chablis');
  await expect(generate).toBeEnabled();
  const filename = ((await result.getByText(/\.pdf/).textContent()) ?? '').split(' · ')[0] ?? '';
  expect(filename).toMatch(/\.pdf$/);
  await expectAccessible(page);

  // View opens the PDF in a new tab, from the bytes fetched with the user's token.
  const popupProblems: string[] = [];
  const popupPromise = context.waitForEvent('page');
  await result.getByRole('button', { name: /^View / }).click();
  const popup = await popupPromise;
  popup.on('console', (msg) => {
    if (msg.type() === 'error') popupProblems.push(msg.text());
  });
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await popup.close();
  expect(popupProblems).toEqual([]);

  const firstDownload = page.waitForEvent('download');
  await result.getByRole('button', { name: /^Download / }).click();
  const first = await savedPdf(await firstDownload);
  expect(first.filename).toBe(filename);
  expect(first.isPdf).toBe(true);

  await result.getByRole('link', { name: 'See all your PDFs in PDF History' }).click();
  await expect(page).toHaveURL(/\/app\/pdf-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PDF History' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'PDF Generator' }),
  ).toHaveAttribute('aria-current', 'true');
  const card = page.getByRole('listitem').filter({ hasText: 'Chablis' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Wine Topic')).toBeVisible();
  await expect(card.locator('time')).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: /^Download / }).click();
  const saved = await savedPdf(await download);
  expect(saved.filename).toBe(filename);
  expect(saved.isPdf).toBe(true);

  // Delete asks first; Cancel keeps it.
  await card.getByRole('button', { name: /^Delete / }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this PDF?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: /^Delete / }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('PDF deleted successfully')).toBeVisible();
  await expect(page.getByText('No PDFs yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No PDFs yet')).toBeVisible();
  await page.getByRole('link', { name: 'Generate a Study Guide' }).click();
  await expect(page).toHaveURL(/\/app\/pdf-generator$/);
});

test('a study guide from pasted content: Paste, the character counter and its limit', async ({ page, context }) => {
  await signedIn(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/app/pdf-generator');
  const topic = page.getByRole('textbox', { name: 'Wine topic' });
  await page.getByRole('checkbox', { name: 'Paste custom content instead' }).check();
  await expect(topic).toBeDisabled();
  const content = page.getByRole('textbox', { name: 'Custom content' });
  await expect(page.getByText('0 / 50,000 characters')).toBeVisible();
  await expectAccessible(page);

  // Too long is said before anything is sent.
  await content.fill('a'.repeat(50_001));
  await expect(page.getByText('50,001 / 50,000 characters')).toBeVisible();
  await expect(content).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Generate Study Guide' }).click();
  await expect(page.getByText('Custom content must be at most 50,000 characters').first()).toBeVisible();

  const notes = 'Sancerre: Sauvignon Blanc from the eastern Loire, on flint and chalk soils. Crisp, citrus and smoke.';
  await page.evaluate((text) => navigator.clipboard.writeText(text), notes);
  await page.getByRole('button', { name: 'Paste' }).click();
  await expect(page.getByText('Content pasted successfully')).toBeVisible();
  await expect(content).toHaveValue(notes);
  await expect(page.getByText(`${notes.length} / 50,000 characters`)).toBeVisible();

  await page.getByRole('button', { name: 'Generate Study Guide' }).click();
  await expect(page.getByText('PDF generated successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Your study guide is ready' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Paste custom content instead' }).uncheck();
  await expect(topic).toBeEnabled();
});

test('PDF History starts empty, with a way to the generator', async ({ page }) => {
  await signedIn(page);
  await page.goto('/app/pdf-generator');
  await page.getByRole('navigation', { name: 'PDF Generator' }).getByRole('link', { name: 'PDF History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PDF History' })).toBeVisible();
  await expect(page.getByText('No PDFs yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Generate a Study Guide' })).toBeVisible();
  await expectAccessible(page);
});

test('the level page shows the locked levels and the subscription notice', async ({ page }) => {
  await signedIn(page);
  await page.goto('/app/level');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Wine Learning Level' })).toBeVisible();
  for (const name of ['Wine Basics', 'Wine Regions', 'Professional', 'Certification']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Start Chat — Level 1' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Start Chat — Level 3' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Start Chat — Level 4' })).toBeDisabled();
  await expect(page.getByText('Locked', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toBeVisible();
  await expect(page.getByText('Levels 3 and 4 require a Cru subscription.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  await expectAccessible(page);

  await expect(page.getByRole('button', { name: 'Take Quiz' })).toHaveCount(2);
  await page.getByRole('link', { name: 'Take Quiz — Level 2' }).click();
  await expect(page).toHaveURL(/\/app\/quiz\?level=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Level 2', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('quiz me on a chat: a quiz made from what the chat covered', async ({ page }) => {
  await signedIn(page);
  await page.goto('/app/chat');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('What grape is Chablis made from?');
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'Stop generating' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Copy answer' }).last()).toBeVisible();

  await page.goto('/app/quiz');
  await page.getByRole('button', { name: 'Quiz me on a chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quiz me on a chat' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /Chablis/ }).click();
  await expect(page.getByText('Quiz created from your chat')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/app\/quiz\/[^/?]+$/);
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
});
