// A plain HTML page for links opened from an email or the server log: what happened, and where to go next.
import { MESSAGES } from '@sommai/shared';
import type { FastifyReply } from 'fastify';

/** Text made safe inside HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function sendResultPage(reply: FastifyReply, status: number, message: string, next: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>SommAI</title></head><body><main><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(next)}">${escapeHtml(MESSAGES.continueToApp)}</a></p></main></body></html>`;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}
