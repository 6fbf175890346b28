// Email the product sends. Every email is kept in the outbox table, where admins read it
// (GET /api/admin/outbox); with SMTP_URL set it is also delivered, and the row says whether it was
// sent or why it failed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { outbox } from '../db/schema.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) {
    t = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, t);
  }
  return t;
}

async function deliver(db: Db, config: Config, id: string, email: Email): Promise<void> {
  if (!config.smtpUrl) return;
  try {
    await transportFor(config.smtpUrl).sendMail({
      from: config.mailFrom,
      to: email.to,
      subject: email.subject,
      text: email.text,
    });
    await db.update(outbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(outbox.id, id));
  } catch (err) {
    await db
      .update(outbox)
      .set({ status: 'failed', error: (err as Error).message.slice(0, 500) })
      .where(eq(outbox.id, id))
      .catch(() => {});
  }
}

/** Stores the email and, with SMTP configured, sends it in the background (the request does not wait). */
export async function queueEmail(db: Db, config: Config, email: Email): Promise<string> {
  const id = randomUUID();
  await db.insert(outbox).values({ id, to: email.to, subject: email.subject, text: email.text, status: 'stored' });
  void deliver(db, config, id, email);
  return id;
}
