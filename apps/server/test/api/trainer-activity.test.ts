import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '0' });
});
afterAll(async () => {
  await t?.close();
});

describe('the trainer in Recent Activity', () => {
  it('lists mock exams, tasting notes and review sessions, each the owner’s to star', async () => {
    const u = await signUp(t.app);
    const other = await signUp(t.app);
    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth = u.auth) =>
      t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

    const { exam } = (await inject('POST', '/api/exams', { format: 'short', level: 1 })).json();
    await inject('POST', `/api/exams/${exam.id}/submit`);
    await inject('POST', '/api/tasting/notes', {
      grape: 'Merlot',
      style: 'red',
      form: {
        colourIntensity: 'medium',
        colour: 'ruby',
        noseIntensity: 'medium',
        aromas: ['plum'],
        sweetness: 'dry',
        acidity: 'medium',
        tannin: 'medium',
        alcohol: 'medium(+)',
        body: 'medium(+)',
        flavourIntensity: 'medium',
        finish: 'medium',
        quality: 'good',
        readiness: 'too young',
      },
    });
    // Missed questions of the exam are in the deck; one review makes today's session.
    const { cards } = (await inject('GET', '/api/review/due?limit=1')).json();
    await inject('POST', `/api/review/cards/${cards[0].id}/rate`, { rating: 3 });

    const { items: list } = (await inject('GET', '/api/activity?type=all')).json() as {
      items: { type: string; title: string; description: string; target: { route: string; id: string } }[];
    };
    const byType = (type: string) => list.find((i) => i.type === type);
    expect(byType('exam')).toMatchObject({
      title: 'Mock exam: Short practice paper',
      target: { route: `/app/exams/${exam.id}` },
    });
    expect(byType('exam')?.description).toMatch(/^Level 1 · 0 % · Not passed$/);
    expect(byType('tasting')?.title).toBe('Merlot (Red)');
    expect(byType('review')).toMatchObject({ title: 'Review session', description: '1 card reviewed' });
    const exams = (await inject('GET', '/api/activity?type=exam')).json().items;
    expect(exams.map((i: { type: string }) => i.type)).toEqual(['exam']);

    const star = await inject('PUT', '/api/activity/favorites', { type: 'exam', id: exam.id });
    expect(star.statusCode).toBe(200);
    const foreign = await inject('PUT', '/api/activity/favorites', { type: 'exam', id: exam.id }, other.auth);
    expect(foreign.statusCode).toBe(404);
    const session = byType('review')?.target.id ?? '';
    expect(
      (await inject('PUT', '/api/activity/favorites', { type: 'review', id: session }, other.auth)).statusCode,
    ).toBe(404);
    expect((await inject('PUT', '/api/activity/favorites', { type: 'review', id: session })).statusCode).toBe(200);
    const found = (await inject('GET', '/api/activity?type=all&search=merlot')).json().items;
    expect(found.map((i: { type: string }) => i.type)).toEqual(['tasting']);
  });
});
