// Files attached to a chat: what is accepted and refused, who may read them, and how the text read
// from one drives the answer: a label is one bottle (named, placed, paired), a page of tasting notes
// is summarised wine by wine, and text that names no wine is said to be so.
import { readFileSync } from 'node:fs';
import { ENGINE_TEXTS } from '@sommai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pdfWithText, tinyPng } from '../fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHAT_STREAM_PACE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

type Auth = { authorization: string };

async function ask(auth: Auth, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/chat/message', headers: auth, payload });
}

async function upload(auth: Auth, name: string, mime: string, data: Uint8Array) {
  const body = multipartBody('file', name, mime, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/chat/attachments',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

async function attach(auth: Auth, lines: string[]): Promise<string> {
  const body = multipartBody('file', 'scan.pdf', 'application/pdf', pdfWithText(lines));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat/attachments',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().attachment.textExtracted).toBe(true);
  return res.json().attachment.id;
}

async function askWith(auth: Auth, message: string, id: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat/message',
    headers: auth,
    payload: { message, level: 2, voiceMode: 'friendly', attachmentIds: [id] },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.content as string;
}

describe('chat with an attachment whose text was read', () => {
  it('names the bottle on a label and describes its place, not a list of two wines', async () => {
    const u = await signUp(t.app);
    const id = await attach(u.auth, ['CHATEAU MUSAR', 'BEKAA VALLEY', 'LEBANON', '2016', '14% vol']);
    const content = await askWith(u.auth, 'What is this wine?', id);
    const opening = content.slice(0, 400);
    expect(opening).toMatch(/Chateau Musar/);
    expect(opening).toMatch(/Bekaa Valley/);
    expect(opening).toMatch(/Lebanon/);
    expect(content).not.toMatch(/I recognised 2 wines/);
  });

  it('judges the labelled bottle against the dish asked about', async () => {
    const u = await signUp(t.app);
    const id = await attach(u.auth, ['DOMAINE WILLIAM FEVRE', 'CHABLIS GRAND CRU', 'LES CLOS', '2019', '13% vol']);
    const content = await askWith(u.auth, 'Is this label a good pick with lamb?', id);
    expect(content.slice(0, 400)).toMatch(/Chablis\*\*, the wine on the label, is not a classic match for roast lamb/);
    expect(content).toMatch(/Syrah|Bordeaux|Rioja/);
  });

  it('summarises a page of tasting notes wine by wine', async () => {
    const u = await signUp(t.app);
    const id = await attach(u.auth, [
      'Tasting notes: Loire evening',
      'Sancerre 2022: citrus, gooseberry, flinty, high acidity.',
      'Vouvray demi-sec 2020: honey, quince, off-dry.',
      'Chinon 2019: raspberry, pencil shavings, Cabernet Franc.',
    ]);
    const content = await askWith(u.auth, 'Can you summarise this page?', id);
    expect(content).toContain(ENGINE_TEXTS.attachment.summaryLead(3));
    for (const wine of ['Sancerre 2022', 'Vouvray demi-sec 2020', 'Chinon 2019']) expect(content).toContain(wine);
    expect(content).toMatch(/Sauvignon Blanc/);
  });

  it('says so when the attached text names no wine it knows', async () => {
    const u = await signUp(t.app);
    const id = await attach(u.auth, ['Invoice 2231', 'Delivery to warehouse 4', 'Total due on receipt']);
    const content = await askWith(u.auth, 'What is this wine?', id);
    expect(content).toContain(ENGINE_TEXTS.attachment.unreadable);
  });
});

describe('attachments', () => {
  it('reads an attached wine list and answers about its wines', async () => {
    const u = await signUp(t.app);
    const up = await upload(
      u.auth,
      'list.pdf',
      'application/pdf',
      pdfWithText(['Wine list', 'Chablis 2021', 'Barolo 2016', 'Sancerre 2022']),
    );
    expect(up.statusCode).toBe(201);
    const att = up.json().attachment;
    expect(att).toMatchObject({ name: 'list.pdf', type: 'pdf', textExtracted: true });
    const res = await ask(u.auth, { message: 'Which of these wines pairs with oysters?', attachmentIds: [att.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.content).toMatch(/Chablis|Sancerre/);
    const c = (await t.app.inject({ url: `/api/chat/history/${res.json().data.chatId}`, headers: u.auth })).json().chat;
    expect(c.messages[0].attachments).toEqual([expect.objectContaining({ id: att.id, type: 'pdf' })]);
    const file = await t.app.inject({ url: att.url, headers: u.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('reads a photographed label offline and answers about the wine on it', async () => {
    const u = await signUp(t.app);
    const png = new Uint8Array(readFileSync(new URL('../files/chablis-label.png', import.meta.url)));
    const up = await upload(u.auth, 'label.png', 'image/png', png);
    expect(up.statusCode).toBe(201);
    expect(up.json().attachment).toMatchObject({ type: 'image', textExtracted: true });
    const res = await ask(u.auth, {
      message: 'What grape is this wine made from?',
      attachmentIds: [up.json().attachment.id],
    });
    expect(res.json().data.content).toMatch(/Chardonnay/);
  });

  it('refuses files that are not images or PDFs whatever their name, and files over 10 MB', async () => {
    const u = await signUp(t.app);
    const fake = await upload(
      u.auth,
      'label.jpg',
      'image/jpeg',
      new TextEncoder().encode('just text pretending to be a photo'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toMatch(/Only images/);
    const empty = await upload(u.auth, 'empty.png', 'image/png', new Uint8Array());
    expect(empty.statusCode).toBe(400);
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(tinyPng);
    const large = await upload(u.auth, 'big.png', 'image/png', big);
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toBe('File size must be less than 10MB');
  });

  it('keeps a corrupt PDF with a clear note, and the chat still works', async () => {
    const u = await signUp(t.app);
    const up = await upload(
      u.auth,
      'broken.pdf',
      'application/pdf',
      new TextEncoder().encode('%PDF-1.7\nthis is not really a pdf'),
    );
    expect(up.statusCode).toBe(201);
    expect(up.json().attachment.textExtracted).toBe(false);
    expect(up.json().attachment.note).toMatch(/could not be read/);
    const res = await ask(u.auth, {
      message: 'What grape is Sancerre made from?',
      attachmentIds: [up.json().attachment.id],
    });
    expect(res.json().data.content).toMatch(/Sauvignon Blanc/);
  });

  it('says so when an attached photo has no text it can read', async () => {
    const u = await signUp(t.app);
    const up = await upload(u.auth, 'dot.png', 'image/png', tinyPng);
    const res = await ask(u.auth, { message: 'What wine is this?', attachmentIds: [up.json().attachment.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.notice).toMatch(/could not read any text in the attached photo/);
  });

  it("does not let anyone use or read another user's attachment", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const up = await upload(owner.auth, 'pic.png', 'image/png', tinyPng);
    expect(up.statusCode).toBe(201);
    const id = up.json().attachment.id;
    expect((await t.app.inject({ url: `/api/chat/attachments/${id}`, headers: other.auth })).statusCode).toBe(404);
    const res = await ask(other.auth, { message: 'What is this?', attachmentIds: [id] });
    expect(res.statusCode).toBe(404);
  });
});
