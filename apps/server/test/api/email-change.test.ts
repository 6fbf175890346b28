import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.ts';
import { EMAIL_CHANGE_MAX_PER_HOUR } from '../../src/modules/account/email-change.ts';
import { createTestApp, linkFromOutbox, openLink, signUp, type TestApp, uniqueEmail } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '5000' });
});
afterAll(async () => t?.close());

const ask = (auth: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/account/change-email', headers: auth, payload });
const me = async (auth: { authorization: string }) => t.app.inject({ url: '/api/me', headers: auth });
const mailTo = async (to: string) => (await t.database.db.select().from(outbox)).filter((m) => m.to === to);

describe('changing the sign-in email', () => {
  it('needs the current password, and a wrong or missing one changes nothing', async () => {
    const a = await signUp(t.app);
    const target = uniqueEmail('moved');
    const missing = await ask(a.auth, { email: target });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.currentPassword).toBeTruthy();
    const wrong = await ask(a.auth, { email: target, currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    expect((await me(a.auth)).json().email).toBe(a.user.email);
    expect(await mailTo(target)).toHaveLength(0);
    expect(
      (await ask({ authorization: 'Bearer nope' }, { email: target, currentPassword: a.password })).statusCode,
    ).toBe(401);
  });

  it('answers the same whether or not the new address already has an account', async () => {
    const a = await signUp(t.app);
    const taken = await signUp(t.app);
    const free = uniqueEmail('free');
    const onTaken = await ask(a.auth, { email: taken.user.email, currentPassword: a.password });
    const onFree = await ask(a.auth, { email: free, currentPassword: a.password });
    expect(onTaken.statusCode).toBe(onFree.statusCode);
    expect(onTaken.statusCode).toBe(202);
    expect(onTaken.json().message.replace(taken.user.email, 'X')).toBe(onFree.json().message.replace(free, 'X'));
    expect(Object.keys(onTaken.json())).toEqual(Object.keys(onFree.json()));
    // The owner of the taken address is told someone tried; no link goes there.
    const told = await mailTo(taken.user.email);
    expect(told).toHaveLength(1);
    expect(told[0].text).not.toMatch(/change-email\/confirm/);
    expect((await me(a.auth)).json().email).toBe(a.user.email);
  });

  it('moves the account only when the link is opened, signs out other sessions and tells the old address', async () => {
    const a = await signUp(t.app);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      payload: { email: a.user.email, password: a.password },
    });
    const otherAuth = { authorization: `Bearer ${other.json().token}` };
    expect((await me(otherAuth)).statusCode).toBe(200); // cached by this server now
    const target = uniqueEmail('New.Home');
    expect((await ask(a.auth, { email: target, currentPassword: a.password })).statusCode).toBe(202);
    expect((await me(a.auth)).json().email).toBe(a.user.email);

    const link = await linkFromOutbox(t, target, '/api/account/change-email/confirm');
    const opened = await openLink(t.app, link);
    expect(opened.statusCode).toBe(200);
    expect((await me(a.auth)).json().email).toBe(target.toLowerCase());
    expect((await me(otherAuth)).statusCode).toBe(401);
    const notice = await mailTo(a.user.email);
    expect(notice.some((m) => m.text.includes(target.toLowerCase()))).toBe(true);
    // The new address signs in; the old one no longer does; the link works once.
    const signIn = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { email, password: a.password } });
    expect((await signIn(target)).statusCode).toBe(200);
    expect((await signIn(a.user.email)).statusCode).toBe(401);
    expect((await openLink(t.app, link)).statusCode).toBe(400);
    expect((await openLink(t.app, `${link.slice(0, -4)}AAAA`)).statusCode).toBe(400);
  });

  it('throttles requests', async () => {
    const a = await signUp(t.app);
    const codes: number[] = [];
    for (let i = 0; i <= EMAIL_CHANGE_MAX_PER_HOUR; i++) {
      codes.push((await ask(a.auth, { email: uniqueEmail('many'), currentPassword: a.password })).statusCode);
    }
    expect(codes.slice(0, EMAIL_CHANGE_MAX_PER_HOUR).every((c) => c === 202)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
