import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createAccount, expect, expectAccessible, signInAs, test } from './fixtures.ts';
import config from './playwright.config.ts';

// A fake microphone, so voice input can record in a headless browser.
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

/** A minimal valid one-page PDF whose text layer reads `text` (ASCII only). */
function minimalPdf(text: string): Buffer {
  const content = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function openChat(page: Page, name?: string) {
  const request = page.request;
  await signInAs(page, await createAccount(request, name));
  await page.goto('/app/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Wine AI Chat' })).toBeVisible();
}

function conversation(page: Page) {
  return page.getByRole('region', { name: 'Conversation' });
}

function messageBox(page: Page) {
  return page.getByRole('textbox', { name: 'Message' });
}

async function ask(page: Page, question: string) {
  await messageBox(page).fill(question);
  await messageBox(page).press('Enter');
  await expect(conversation(page).getByText(question, { exact: true })).toBeVisible();
}

/** Waits until the answer in progress is complete (the send button is back). */
async function answered(page: Page) {
  await expect(page.getByRole('button', { name: 'Stop generating' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Copy answer' }).last()).toBeVisible();
}

test('asks a question and reads the answer as it streams', async ({ page }) => {
  await openChat(page);
  await expect(page.getByText('Start a conversation with your wine AI assistant')).toBeVisible();
  await expect(page.getByRole('button', { name: 'What grape is Chablis made from?' })).toBeVisible();
  await expectAccessible(page);

  const streamed = page.waitForResponse((res) => res.url().endsWith('/api/chat/stream'));
  await ask(page, 'What grape is Chablis made from?');
  const response = await streamed;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');

  await expect(
    conversation(page)
      .getByText(/Chardonnay/)
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await answered(page);
  await expect(page.getByRole('status').filter({ hasText: 'Answer ready' })).toHaveCount(1);
  // The answer is Markdown rendered as HTML, never raw HTML or Markdown marks.
  await expect(conversation(page).locator('strong, ul, ol, table, h2, h3, h4, p').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regenerate answer' })).toBeVisible();

  // Copying the answer says so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy answer' }).click();
  await expect(page.getByText('Answer copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/Chardonnay/);
  // A toast stays while hovered: let this one go first.
  await expect(page.getByText('Answer copied to clipboard')).toBeHidden();

  // The PDF panel counts the session.
  await page.getByRole('button', { name: 'PDF' }).click();
  const summary = page.getByRole('region', { name: 'Session summary' });
  await expect(summary.getByText('Questions asked')).toBeVisible();
  await expect(summary.getByRole('definition')).toHaveText(['1', '1', '0 min']);

  // The chat becomes a study PDF that lands in the download folder.
  const download = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Make a study PDF of this chat' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('PDF generated successfully!')).toBeVisible();
  await expect(page.getByText('PDF generated successfully!')).toBeHidden();

  // The settings popover explains the level and voice style, and leads to the account settings.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Chat settings' });
  await expect(settings.getByText('Your plan includes Levels 1, 2.')).toBeVisible();
  await expect(settings.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/app/settings');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  // Regenerating replaces the answer rather than adding one.
  await page.getByRole('button', { name: 'Regenerate answer' }).click();
  await answered(page);
  await expect(page.getByRole('button', { name: 'Copy answer' })).toHaveCount(1);
  await expect(
    conversation(page)
      .getByText(/Chardonnay/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('level and voice style are checked against the plan, saved and said', async ({ page }) => {
  await openChat(page);
  const level = page.getByRole('button', { name: /^AI level:/ });
  await expect(level).toHaveAccessibleName('AI level: Level 1, Intro / Wine Basics');

  await level.click();
  const menu = page.getByRole('menu', { name: 'AI level' });
  await expect(menu.getByRole('menuitemradio')).toHaveCount(4);
  await expect(menu.getByRole('menuitemradio', { name: /Advanced \/ Wine Professional.*Locked/ })).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('menuitemradio', { name: /Advanced \/ Wine Professional/ }).click();
  await expect(page.getByText('Level 3 requires a higher subscription plan')).toBeVisible();
  await expect(level).toHaveAccessibleName('AI level: Level 1, Intro / Wine Basics');

  await level.click();
  await page.getByRole('menuitemradio', { name: /Intermediate \/ Wine Regions/ }).click();
  await expect(page.getByText('Level set to 2')).toBeVisible();
  await expect(level).toHaveAccessibleName('AI level: Level 2, Intermediate / Wine Regions');

  const voice = page.getByRole('button', { name: /^Voice style:/ });
  await expect(voice).toHaveAccessibleName('Voice style: Friendly');
  await voice.click();
  await page.getByRole('menuitemradio', { name: /Sharp/ }).click();
  await expect(page.getByText('Mode set to Sharp — Level 2')).toBeVisible();
  await expect(voice).toHaveAccessibleName('Voice style: Sharp');
  // The chip goes after about 1.2 s.
  await expect(page.getByText('Mode set to Sharp — Level 2')).toBeHidden({ timeout: 5_000 });

  expect(await page.evaluate(() => [localStorage.getItem('selectedLevel'), localStorage.getItem('voiceMode')])).toEqual(
    ['2', 'sharp'],
  );

  // Saved on the server: a fresh browser profile gets the same choice back.
  await page.evaluate(() => {
    localStorage.removeItem('selectedLevel');
    localStorage.removeItem('voiceMode');
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'AI level: Level 2, Intermediate / Wine Regions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voice style: Sharp' })).toBeVisible();

  // Keyboard: the menu opens with the arrow keys and closes with Escape, back on its button.
  await page.getByRole('button', { name: /^Voice style:/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: /Sharp/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Voice style:/ })).toBeFocused();
});

test('a PDF wine list is attached and the answer reads it', async ({ page }) => {
  await openChat(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'wine-list.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Wine list: Chablis, Barolo, Sancerre'),
  });
  const pending = page.getByRole('list', { name: 'Files to send' });
  await expect(pending.getByText('wine-list.pdf')).toBeVisible();
  await expect(page.getByText('Uploaded 1 file(s)')).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Remove wine-list.pdf' })).toBeVisible();

  await ask(page, 'which of these wines pairs with oysters?');
  await expect(pending).toHaveCount(0);
  await expect(conversation(page).getByText('wine-list.pdf')).toBeVisible();
  await answered(page);
  const answer = conversation(page).getByRole('listitem').last();
  await expect(answer).toContainText(/Chablis|Sancerre/);
});

test('a file that is too large is refused before upload, and one can be removed', async ({ page }) => {
  await openChat(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 32),
  });
  await expect(page.getByText('File size must be less than 10MB')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Files to send' })).toHaveCount(0);

  await page.locator('input[type="file"]').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Tasting notes'),
  });
  await page.getByRole('button', { name: 'Remove notes.pdf' }).click();
  await expect(page.getByRole('list', { name: 'Files to send' })).toHaveCount(0);
});

test('files dragged onto the message box are attached', async ({ page }) => {
  await openChat(page);
  const form = page.locator('form').filter({ has: messageBox(page) });
  const pdf = minimalPdf('Wine list: Chablis').toString('latin1');
  const dataTransfer = await page.evaluateHandle((bytes) => {
    const transfer = new DataTransfer();
    const data = Uint8Array.from(bytes, (c) => c.charCodeAt(0));
    transfer.items.add(new File([data], 'dropped-list.pdf', { type: 'application/pdf' }));
    return transfer;
  }, pdf);
  await form.dispatchEvent('dragenter', { dataTransfer });
  await form.dispatchEvent('dragover', { dataTransfer });
  await expect(page.getByText('Drop images or PDFs to attach them')).toBeVisible();
  await form.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('Drop images or PDFs to attach them')).toBeHidden();
  await expect(page.getByRole('list', { name: 'Files to send' }).getByText('dropped-list.pdf')).toBeVisible();
  await expect(page.getByText('Uploaded 1 file(s)')).toBeVisible();

  // A message of files alone is allowed.
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(conversation(page).getByText('dropped-list.pdf')).toBeVisible();
  await answered(page);
});

test('history: New Chat clears, a past chat reopens, is renamed and deleted', async ({ page }) => {
  await openChat(page);
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your chats' });
  await expect(dialog.getByText('No saved chats yet')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await ask(page, 'What grape is Chablis made from?');
  await answered(page);

  await page.getByRole('button', { name: 'New Chat' }).click();
  await expect(page.getByText('Start a conversation with your wine AI assistant')).toBeVisible();
  await expect(page.getByRole('button', { name: 'PDF' })).toHaveCount(0);

  await page.getByRole('button', { name: 'History' }).click();
  const open = dialog.getByRole('button', { name: /^Open chat:/ });
  await expect(open).toHaveCount(1);
  await expect(dialog.getByText(/2 messages/)).toBeVisible();
  await expectAccessible(page);
  await open.click();
  await expect(dialog).toBeHidden();
  await expect(conversation(page).getByText('What grape is Chablis made from?')).toBeVisible();
  await expect(
    conversation(page)
      .getByText(/Chardonnay/)
      .first(),
  ).toBeVisible();

  // The reopened chat goes on where it left off.
  await ask(page, 'And which region is it in?');
  await answered(page);
  await expect(page.getByRole('button', { name: 'Copy answer' })).toHaveCount(2);

  await page.getByRole('button', { name: 'History' }).click();
  await dialog.getByRole('button', { name: /^Rename chat:/ }).click();
  const title = dialog.getByRole('textbox', { name: 'Chat title' });
  await title.fill('Chablis basics');
  await title.press('Enter');
  await expect(page.getByText('Chat renamed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Open chat: Chablis basics/ })).toBeVisible();
  await expect(dialog.getByText(/4 messages/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Delete chat: Chablis basics' }).click();
  await expect(dialog.getByText('Delete this chat for good?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Chat deleted')).toBeVisible();
  await expect(dialog.getByText('No saved chats yet')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close history' }).click();
  // Deleting the open chat starts a new one.
  await expect(page.getByText('Start a conversation with your wine AI assistant')).toBeVisible();
});

test('a streaming answer can be stopped', async ({ page }) => {
  await openChat(page);
  // A slow connection from here on (the real server, read slowly), so the answer is still streaming
  // when the test reaches the stop button however busy the machine is.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 400,
    uploadThroughput: -1,
  });
  await ask(page, 'Tell me everything about Burgundy: its regions, grapes, classifications and villages.');
  const stop = page.getByRole('button', { name: 'Stop generating' });
  await expect(stop).toBeVisible();
  // Wait for the answer's first words (not the thinking indicator that stands in before them), then stop mid-answer.
  await expect(conversation(page).getByRole('listitem').nth(1)).toContainText(/Burgundy/, { timeout: 15_000 });
  await stop.click();
  await expect(stop).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Answer stopped' })).toHaveCount(1);
  const answer = conversation(page).getByRole('listitem').nth(1);
  const stoppedAt = await answer.textContent();
  await page.waitForTimeout(800);
  expect(await answer.textContent()).toBe(stoppedAt);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
});

test('an empty message is not sent', async ({ page }) => {
  await openChat(page);
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await messageBox(page).fill('   ');
  await expect(send).toBeDisabled();
  await messageBox(page).press('Enter');
  await expect(page.getByText('Start a conversation with your wine AI assistant')).toBeVisible();
  await expect(conversation(page)).toHaveCount(0);

  // Shift+Enter makes a new line instead of sending.
  await messageBox(page).fill('Line one');
  await messageBox(page).press('Shift+Enter');
  await messageBox(page).pressSequentially('Line two');
  await expect(messageBox(page)).toHaveValue('Line one\nLine two');
  await expect(send).toBeEnabled();
  await expect(conversation(page)).toHaveCount(0);
});

test('the chat opens in place from the dashboard and from a level card', async ({ page }) => {
  await signInAs(page, await createAccount(page.request));
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: /^Chat/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wine AI Chat' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close chat' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByText('Your wine AI workspace')).toBeVisible();

  await page.goto('/app/level');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Wine Learning Level' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Chat — Level 3' })).toBeDisabled();
  await expect(page.getByText('Subscription Required')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start Chat — Level 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wine AI Chat' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'AI level: Level 2, Intermediate / Wine Regions' })).toBeVisible();
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('button', { name: 'Start Chat — Level 2' })).toBeFocused();
});

test('the token limit blocks sending', async ({ page }) => {
  await openChat(page);
  // The account's usage as the server reports it, with the month's tokens used up.
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const me = await response.json();
    await route.fulfill({ response, json: { ...me, usage: { ...me.usage, tokensUsed: me.limits.tokenLimit } } });
  });
  await page.reload();
  await messageBox(page).fill('What is Barolo?');
  await messageBox(page).press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'You have reached your token limit for this month' }),
  ).toBeVisible();
  await expect(conversation(page)).toHaveCount(0);
});

test('a refused message is taken back, with the server’s reason, and the words return to the box', async ({ page }) => {
  await openChat(page);
  await page.route('**/api/chat/stream', (route) =>
    route.fulfill({
      status: 403,
      json: { error: { code: 'LEVEL_LOCKED', message: 'Level 3 requires a higher subscription plan' } },
    }),
  );
  await messageBox(page).fill('What is Barolo?');
  await messageBox(page).press('Enter');
  await expect(page.getByText('Level 3 requires a higher subscription plan')).toBeVisible();
  await expect(conversation(page)).toHaveCount(0);
  await expect(messageBox(page)).toHaveValue('What is Barolo?');

  // Any other failure says the spec's general line.
  await page.unroute('**/api/chat/stream');
  await page.route('**/api/chat/stream', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await messageBox(page).press('Enter');
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
  await expect(conversation(page)).toHaveCount(0);
});

test.describe('voice input', () => {
  test.use({ permissions: ['microphone'] });

  test('the browser’s speech recognition fills the message box', async ({ page }) => {
    await page.addInitScript(() => {
      class FakeRecognition {
        onresult: ((event: unknown) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          setTimeout(() => {
            const result = (text: string) => Object.assign([{ transcript: text }], { isFinal: true });
            this.onresult?.({ results: [result('Which grape')] });
            this.onresult?.({ results: [result('Which grape'), result(' makes Sancerre?')] });
          }, 50);
        }
        stop() {
          this.onend?.();
        }
        abort() {
          this.onend?.();
        }
      }
      for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
        Object.defineProperty(window, name, { value: FakeRecognition, configurable: true });
      }
    });
    await openChat(page);
    await page.getByRole('button', { name: 'Start voice input' }).click();
    await expect(page.getByRole('button', { name: 'Stop voice input' })).toBeVisible();
    await expect(messageBox(page)).toHaveValue('Which grape makes Sancerre?');
    await page.getByRole('button', { name: 'Stop voice input' }).click();
    await expect(page.getByRole('button', { name: 'Start voice input' })).toBeVisible();
  });

  test('without speech recognition, a recording goes to the server when it can transcribe', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined, configurable: true });
      Object.defineProperty(window, 'SpeechRecognition', { value: undefined, configurable: true });
    });
    await page.route('**/api/chat/capabilities', (route) =>
      route.fulfill({ json: { transcription: true, externalModel: false, vision: false } }),
    );
    let upload = '';
    await page.route('**/api/chat/transcribe', (route) => {
      upload = route.request().postDataBuffer()?.toString('latin1') ?? '';
      return route.fulfill({ json: { text: 'How long should I decant Barolo?' } });
    });
    await openChat(page);
    await page.getByRole('button', { name: 'Start voice input' }).click();
    await expect(page.getByRole('button', { name: 'Stop voice input' })).toBeVisible();
    await page.waitForTimeout(700);
    await page.getByRole('button', { name: 'Stop voice input' }).click();
    await expect(messageBox(page)).toHaveValue('How long should I decant Barolo?');
    expect(upload).toContain('name="audio"');
  });

  test('with neither, the mic says why it cannot listen', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined, configurable: true });
      Object.defineProperty(window, 'SpeechRecognition', { value: undefined, configurable: true });
    });
    await openChat(page);
    await page.getByRole('button', { name: 'Start voice input' }).click();
    await expect(page.getByText(/Voice input is not available in this browser/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start voice input' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the chat fits the screen and its bar stays in reach', async ({ page }) => {
    await openChat(page);
    await ask(page, 'What grape is Chablis made from?');
    await answered(page);
    for (const name of ['Attach files', 'Send message', 'Start voice input']) {
      await expect(page.getByRole('button', { name })).toBeInViewport();
    }
    await expect(page.getByRole('button', { name: /^AI level:/ })).toBeInViewport();
    await expect(page.getByRole('button', { name: /^Voice style:/ })).toBeInViewport();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});

test('a toast covers none of the chat header’s buttons, a repeat is shown once, and answer headings follow the page’s', async ({
  page,
}) => {
  await openChat(page);
  await ask(page, 'Tell me about Burgundy');
  await answered(page);
  const header = page.getByRole('main').locator('header').first();
  await expect(header.getByRole('button', { name: 'PDF' })).toBeVisible();

  // The answer's headings start right under the page's h1 and never skip a level.
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) => hs.filter((h) => h.checkVisibility()).map((h) => Number(h.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i] ?? 0).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const copy = page.getByRole('button', { name: 'Copy answer' }).last();
  await copy.click();
  await copy.click();
  const toast = page.getByRole('status').filter({ hasText: 'Answer copied to clipboard' });
  await expect(toast).toHaveCount(1);
  await page.waitForTimeout(300); // the second copy lands; still one toast
  await expect(toast).toHaveCount(1);
  const box = await toast.boundingBox();
  expect(box).toBeTruthy();
  for (const button of await header.getByRole('button').all()) {
    const b = await button.boundingBox();
    if (!box || !b) continue;
    const overlaps =
      box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height;
    expect(overlaps, (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '').toBe(false);
  }
  await expectAccessible(page);
});
