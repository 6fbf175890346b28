// The landing page prerendered at build time (landing.html), completed with this server's links
// and the year. It carries no nonce (no inline script or style), so one copy, compressed once a
// year, serves every visitor.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANDING_SLOTS } from '@sommai/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './pages.ts';

const LINKS = ['brandUrl', 'instagramUrl', 'privacyUrl', 'termsUrl'] as const;
export type LandingLinks = Record<(typeof LINKS)[number], string>;

/**
 * The page with its links in place. A link set to nothing goes, with the list item holding it.
 * The brand's link wraps the logo, which must stay: without an address for it (the configuration
 * always gives one) the page is not completed, and the app renders the landing page itself.
 */
export function completeLanding(template: string, links: LandingLinks): string | undefined {
  let page = template;
  for (const link of LINKS) {
    const slot = LANDING_SLOTS[link];
    const url = links[link];
    if (url) page = page.replaceAll(slot, escapeHtml(url));
    else if (link === 'brandUrl') return undefined;
    else page = page.replace(new RegExp(`(?:<li>)?<a [^>]*href="${slot}"[^>]*>.*?</a>(?:</li>)?`, 'gs'), '');
  }
  return page;
}

type Encoding = 'br' | 'gzip';

/** The encoding to send: brotli, then gzip, when the browser accepts it (`q=0` refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

interface Prepared {
  year: number;
  etag: string;
  bodies: Record<Encoding | 'identity', Buffer>;
}

function prepare(page: string, year: number): Prepared {
  const body = Buffer.from(page.replaceAll(LANDING_SLOTS.year, String(year)));
  return {
    year,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`,
    bodies: {
      identity: body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
    },
  };
}

/** A handler serving the landing page, or undefined when the template cannot be completed. */
export function landingPage(template: string, links: LandingLinks) {
  const page = completeLanding(template, links);
  if (page === undefined) return undefined;
  // Compressed with the first visit rather than at start-up, which it would slow down.
  let prepared: Prepared | undefined;
  return (req: FastifyRequest, reply: FastifyReply) => {
    const year = new Date().getFullYear();
    if (prepared?.year !== year) prepared = prepare(page, year);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', prepared.etag);
    if (req.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(prepared.bodies[encoding ?? 'identity']);
  };
}
