import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

let counter = 0;
export function uniqueEmail(prefix = 'taster') {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@example.com`;
}

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
}

/** Creates an account through the API, as a quick way to start a test signed in. */
export async function createAccount(
  request: APIRequestContext,
  name = 'Test Taster',
  email = uniqueEmail(),
): Promise<Account> {
  const password = 'a good long password';
  const res = await request.post('/api/account/sign-up', { data: { name, email, password } });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { name, email, password, token };
}

/** Puts the account's token where the app keeps it, as signing in would. */
export async function signInAs(page: Page, account: Account) {
  await page.goto('/pricing');
  await page.evaluate((t) => window.localStorage.setItem('token', t), account.token);
}

/** No serious or critical accessibility problem on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Fails a test on any Content-Security-Policy violation or uncaught page error. */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // A violation the page's code catches (a probe for `eval`, say) prints nothing on its own:
      // the event is reported on every page, from the first script on, sign-in included.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`Content Security Policy violation: ${e.violatedDirective} refused ${e.blockedURI}`);
        });
      });
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
