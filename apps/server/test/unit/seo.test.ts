import { describe, expect, it } from 'vitest';
import { isAppRoute, looksLikeFile, robotsTxt, sitemapXml } from '../../src/lib/seo.ts';

describe('what crawlers are told', () => {
  it('robots.txt keeps crawlers out of the app and the API and names the sitemap', () => {
    const robots = robotsTxt('https://sommai.example');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/app\/$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/sommai\.example\/sitemap\.xml$/m);
  });

  it('the sitemap lists the public pages and the built-in legal pages, never a legal page elsewhere', () => {
    const xml = sitemapXml('https://sommai.example', ['/privacy.html', 'https://legal.example/terms']);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual([
      'https://sommai.example/',
      'https://sommai.example/pricing',
      'https://sommai.example/support',
      'https://sommai.example/sign-up',
      'https://sommai.example/sign-in',
      'https://sommai.example/privacy.html',
    ]);
  });

  it('tells the app’s pages from addresses it has none for, and files from pages', () => {
    for (const url of ['/', '/pricing', '/sign-in?invite=abc', '/invite/abc123', '/app', '/app/quiz/12', '/support/'])
      expect(isAppRoute(url), url).toBe(true);
    for (const url of ['/no-such-page', '/invite', '/invite/a/b', '/pricing/extra', '/apps'])
      expect(isAppRoute(url), url).toBe(false);
    for (const url of ['/robots.txt', '/favicon.png', '/assets/index-123.js', '/wp-login.php?x=1', '/assets/x'])
      expect(looksLikeFile(url), url).toBe(true);
    for (const url of ['/', '/pricing', '/app/quiz/12', '/invite/abc123']) expect(looksLikeFile(url), url).toBe(false);
  });
});
