// What search engines are told: which pages are public (sitemap), what not to crawl (robots), and
// which addresses are pages of the web app at all, so anything else answers a real 404.

/** The pages anyone can open without an account, in the order the sitemap lists them. */
const PUBLIC_PAGES = ['/', '/pricing', '/support', '/sign-up', '/sign-in'];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The built-in legal pages are ours to list; a PRIVACY_URL or TERMS_URL elsewhere is not. */
function publicPages(legalUrls: string[]): string[] {
  const own = legalUrls.filter((url) => url.startsWith('/') && !url.startsWith('//'));
  return [...PUBLIC_PAGES, ...own];
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The signed-in area and the API have nothing a search engine can read.
    'Disallow: /app/',
    'Disallow: /api/',
    'Disallow: /invite/',
    'Disallow: /profile',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string, legalUrls: string[]): string {
  const urls = publicPages(legalUrls)
    .map((page) => `  <url><loc>${escapeXml(publicUrl + (page === '/' ? '/' : page))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

// The web app's routes (apps/web/src/app/router.tsx). Inside /app the app shows its own
// "not found" to a signed-in user, so every address under it counts as a page of the app.
const APP_ROUTES = [
  /^\/$/,
  /^\/(sign-in|sign-up|pricing|support|profile)\/?$/,
  /^\/invite\/[^/]+\/?$/,
  /^\/app(\/.*)?$/,
];

/** An address the web app has a page for (query string ignored). */
export function isAppRoute(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return APP_ROUTES.some((route) => route.test(pathname));
}

/** An address that names a file (an extension in its last segment, or under /assets/). */
export function looksLikeFile(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return pathname.startsWith('/assets/') || /\.[A-Za-z0-9]{1,8}$/.test(last);
}
