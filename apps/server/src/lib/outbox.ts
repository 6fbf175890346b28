// Email the product sends. No mail library is installed, so every email is kept in the outbox table,
// where admins read it (GET /api/admin/outbox); an SMTP sender would deliver stored rows and mark
// them sent or failed.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { outbox } from '../db/schema.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export async function queueEmail(db: Db, email: Email): Promise<string> {
  const id = randomUUID();
  await db.insert(outbox).values({ id, to: email.to, subject: email.subject, text: email.text, status: 'stored' });
  return id;
}
