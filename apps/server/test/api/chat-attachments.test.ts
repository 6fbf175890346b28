// The text read from an attachment drives the answer: a label is one bottle (named, placed, paired),
// a page of tasting notes is summarised wine by wine, and text that names no wine is said to be so.
import { ENGINE_TEXTS } from '@sommai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pdfWithText } from '../fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHAT_STREAM_PACE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

type Auth = { authorization: string };

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
