// The data export (Settings → Account Actions → Export My Data): one zip, streamed as it is built.
// - data.json: every row the product keeps about the user, table by table, without secrets (password
//   hashes, session tokens, API key hashes, OAuth tokens) and with a `files` list naming each file in
//   the zip with its kind, size and date;
// - files/<kind>/<name>: every stored file (attachments, PDFs, images, training pictures, training
//   results), each under its own name (made unique within the zip).
// Stored files are already compressed (PNG, JPEG, PDF), so they are stored as they are; the JSON is
// deflated. A file missing from storage is listed with `missing: true` instead of failing the export.
import { PassThrough } from 'node:stream';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app.ts';
import {
  account,
  apiKey,
  attachment,
  billingEvent,
  chat,
  chatMessage,
  examAttempt,
  favorite,
  image,
  message,
  pdfDocument,
  quiz,
  quizAttempt,
  reviewCard,
  reviewLog,
  session,
  styleModel,
  tastingNote,
  trainingDataset,
  trainingImage,
  trainingJob,
  usage,
  user,
  userPreference,
} from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import type { User } from '../../lib/session.ts';
import { downloadName } from '../images/service.ts';

export interface ExportFile {
  /** Where it is in the zip. */
  path: string;
  kind: 'attachment' | 'pdf' | 'image' | 'training' | 'training-result' | 'other';
  name: string;
  size: number;
  createdAt: string | null;
  storageKey: string;
  missing?: true;
}

/** A name safe as one part of a zip path: no folders, no control characters, not too long. */
export function safeName(name: string): string {
  const cleaned = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^\.+/, '_')
    .trim()
    .slice(0, 150);
  return cleaned || 'file';
}

/** Every row of the user, table by table, secrets left out. */
async function userRows(ctx: AppContext, u: User) {
  const { db } = ctx;
  const chats = await db.select().from(chat).where(eq(chat.userId, u.id)).orderBy(asc(chat.createdAt));
  const chatIds = chats.map((c) => c.id);
  const [profile] = await db.select().from(user).where(eq(user.id, u.id));
  return {
    user: profile
      ? {
          ...profile,
          // Internal payment references, not the user's data.
          stripeCustomerId: undefined,
          stripeSubscriptionId: undefined,
        }
      : null,
    signInMethods: await db
      .select({ providerId: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, u.id)),
    sessions: await db
      .select({
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
      })
      .from(session)
      .where(eq(session.userId, u.id)),
    preferences: await db.select().from(userPreference).where(eq(userPreference.userId, u.id)),
    usage: await db.select().from(usage).where(eq(usage.userId, u.id)).orderBy(asc(usage.month)),
    chats,
    chatMessages: chatIds.length
      ? await db
          .select()
          .from(chatMessage)
          .where(inArray(chatMessage.chatId, chatIds))
          .orderBy(asc(chatMessage.createdAt))
      : [],
    attachments: await db.select().from(attachment).where(eq(attachment.userId, u.id)),
    messages: await db.select().from(message).where(eq(message.recipientId, u.id)).orderBy(asc(message.createdAt)),
    billingEvents: await db.select().from(billingEvent).where(eq(billingEvent.userId, u.id)),
    favorites: await db.select().from(favorite).where(eq(favorite.userId, u.id)),
    images: await db.select().from(image).where(eq(image.userId, u.id)),
    pdfDocuments: await db.select().from(pdfDocument).where(eq(pdfDocument.userId, u.id)),
    quizzes: await db.select().from(quiz).where(eq(quiz.ownerId, u.id)),
    quizAttempts: await db.select().from(quizAttempt).where(eq(quizAttempt.userId, u.id)),
    trainingDatasets: await db.select().from(trainingDataset).where(eq(trainingDataset.userId, u.id)),
    trainingImages: await db.select().from(trainingImage).where(eq(trainingImage.userId, u.id)),
    trainingJobs: await db
      .select({
        id: trainingJob.id,
        datasetId: trainingJob.datasetId,
        modelId: trainingJob.modelId,
        stage: trainingJob.stage,
        progress: trainingJob.progress,
        message: trainingJob.message,
        error: trainingJob.error,
        results: trainingJob.results,
        report: trainingJob.report,
        startedAt: trainingJob.startedAt,
        finishedAt: trainingJob.finishedAt,
      })
      .from(trainingJob)
      .where(eq(trainingJob.userId, u.id)),
    styleModels: await db.select().from(styleModel).where(eq(styleModel.userId, u.id)),
    apiKeys: await db
      .select({
        id: apiKey.id,
        name: apiKey.name,
        hint: apiKey.hint,
        createdAt: apiKey.createdAt,
        lastUsedAt: apiKey.lastUsedAt,
        revokedAt: apiKey.revokedAt,
      })
      .from(apiKey)
      .where(and(eq(apiKey.userId, u.id))),
    reviewCards: await db.select().from(reviewCard).where(eq(reviewCard.userId, u.id)),
    reviewLog: await db.select().from(reviewLog).where(eq(reviewLog.userId, u.id)),
    examAttempts: await db.select().from(examAttempt).where(eq(examAttempt.userId, u.id)),
    tastingNotes: await db.select().from(tastingNote).where(eq(tastingNote.userId, u.id)),
  };
}

type Rows = Awaited<ReturnType<typeof userRows>>;

/** The files of the export, each with a unique path in the zip. */
function filesOf(rows: Rows): ExportFile[] {
  const list: Omit<ExportFile, 'path'>[] = [
    ...rows.attachments.map((a) => ({
      kind: 'attachment' as const,
      name: a.name,
      size: a.size,
      createdAt: a.createdAt.toISOString(),
      storageKey: a.storageKey,
    })),
    ...rows.pdfDocuments.map((d) => ({
      kind: 'pdf' as const,
      name: d.filename,
      size: d.size,
      createdAt: d.createdAt.toISOString(),
      storageKey: d.storageKey,
    })),
    ...rows.images.map((i) => ({
      kind: 'image' as const,
      name: downloadName(i),
      size: i.bytes,
      createdAt: i.createdAt.toISOString(),
      storageKey: i.storageKey,
    })),
    ...rows.trainingImages.map((i) => ({
      kind: 'training' as const,
      name: i.name,
      size: i.bytes,
      createdAt: i.createdAt.toISOString(),
      storageKey: i.storageKey,
    })),
    ...rows.trainingJobs.flatMap((j) =>
      (j.results ?? []).map((r, n) => ({
        kind: 'training-result' as const,
        name: `${j.modelId}-result-${n + 1}.png`,
        size: 0,
        createdAt: (j.finishedAt ?? j.startedAt).toISOString(),
        storageKey: r.storageKey,
      })),
    ),
  ];
  const used = new Set<string>();
  return list.map((f) => {
    const name = safeName(f.name);
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let path = `files/${f.kind}/${name}`;
    for (let n = 2; used.has(path.toLowerCase()); n += 1) path = `files/${f.kind}/${stem} (${n})${ext}`;
    used.add(path.toLowerCase());
    return { ...f, path };
  });
}

/**
 * Starts the zip of the user's data and files; resolves once the JSON is collected, with a stream
 * the caller sends while files are still being added to it.
 */
export async function exportZip(
  ctx: AppContext,
  u: User,
  log: FastifyBaseLogger,
): Promise<{ stream: PassThrough; files: ExportFile[] }> {
  const rows = await userRows(ctx, u);
  if (!rows.user) throw new HttpError(404, 'NOT_FOUND');
  const files = filesOf(rows);
  // Objects in storage that no row names (e.g. written by a training job): exported as they are.
  const named = new Set(files.map((f) => f.storageKey));
  for await (const entry of ctx.files.list(u.id)) {
    if (named.has(entry.key) || entry.key.startsWith(`${u.id}/thumbs/`)) continue;
    files.push({
      path: `files/other/${safeName(entry.key.slice(u.id.length + 1).replaceAll('/', '-'))}`,
      kind: 'other',
      name: entry.key.split('/').at(-1) ?? entry.key,
      size: entry.size,
      createdAt: null,
      storageKey: entry.key,
    });
  }

  // The zip library is loaded by the first export, not at start-up.
  const { Zip, ZipDeflate, ZipPassThrough } = await import('fflate');
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = () =>
    out.writableNeedDrain
      ? new Promise<void>((resolve) => {
          out.once('drain', resolve);
          out.once('close', resolve);
        })
      : Promise.resolve();

  const addJson = (path: string, value: unknown) => {
    const entry = new ZipDeflate(path, { level: 6 });
    zip.add(entry);
    entry.push(new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`), true);
  };

  void (async () => {
    for (const f of files) {
      if (out.destroyed) return;
      const entry = new ZipPassThrough(f.path);
      zip.add(entry);
      try {
        const stored = await ctx.files.stream(f.storageKey);
        f.size = stored.size;
        for await (const chunk of stored.body) {
          if (out.destroyed) {
            stored.body.destroy();
            return;
          }
          entry.push(chunk as Uint8Array);
          await drained();
        }
        entry.push(new Uint8Array(0), true);
      } catch (err) {
        if (!(err instanceof HttpError && err.status === 404)) log.warn({ err }, 'export: a file could not be read');
        f.missing = true;
        entry.push(new Uint8Array(0), true);
      }
    }
    const { user: profile, ...tables } = rows;
    addJson('data.json', {
      exportedAt: new Date().toISOString(),
      account: profile,
      ...tables,
      files: files.map(({ storageKey: _key, ...f }) => f),
    });
    zip.end();
  })().catch((err) => {
    log.error({ err }, 'export failed');
    out.destroy(err as Error);
  });
  return { stream: out, files };
}
