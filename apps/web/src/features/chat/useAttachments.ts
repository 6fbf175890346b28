import { ATTACHMENT_MAX_BYTES, MESSAGES, TIMINGS } from '@sommai/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/index.ts';
import { toast } from '../../lib/toasts.tsx';
import { uploadAttachment } from './api.ts';
import type { AttachmentKind, ChatAttachment, UploadedAttachment } from './types.ts';

/** A file waiting to go with the next message (spec section 3: id, file, type, preview). */
export interface PendingAttachment {
  id: string;
  name: string;
  size: number;
  type: AttachmentKind;
  /** The picked file; absent when a failed message gave its already uploaded files back. */
  file?: File;
  uploaded?: UploadedAttachment;
}

/** Images are images; everything else is treated as a PDF (spec section 5), and the server has the last word. */
export function attachmentKind(file: File): AttachmentKind {
  return file.type.startsWith('image/') ? 'image' : 'pdf';
}

let nextId = 0;

/** Pending attachments: each file is uploaded as soon as it is added; its id goes with the next message. */
export function useAttachments() {
  const [items, setItems] = useState<PendingAttachment[]>([]);
  // The list as of now (state lags a render behind), for code that runs after an await.
  const listRef = useRef<PendingAttachment[]>([]);
  const update = useCallback((change: (current: PendingAttachment[]) => PendingAttachment[]) => {
    listRef.current = change(listRef.current);
    setItems(listRef.current);
  }, []);
  const uploads = useRef(new Map<string, Promise<unknown>>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const startedAt = Date.now();
      const accepted: PendingAttachment[] = [];
      for (const file of files) {
        if (file.size > ATTACHMENT_MAX_BYTES) {
          toast.error(MESSAGES.attachmentTooLarge);
          continue;
        }
        nextId += 1;
        accepted.push({ id: `pending-${nextId}`, name: file.name, size: file.size, type: attachmentKind(file), file });
      }
      if (accepted.length === 0) return;
      update((current) => [...current, ...accepted]);

      const batch = accepted.map((item) => {
        const file = item.file;
        if (!file) return Promise.resolve(false);
        const upload = uploadAttachment(file).then(
          (uploaded) => {
            update((current) => current.map((it) => (it.id === item.id ? { ...it, uploaded } : it)));
            return true;
          },
          (error: unknown) => {
            update((current) => current.filter((it) => it.id !== item.id));
            toast.error(isApiError(error) ? error.message : MESSAGES.uploadFailed(item.name));
            return false;
          },
        );
        uploads.current.set(item.id, upload);
        void upload.finally(() => uploads.current.delete(item.id));
        return upload;
      });

      // 'Uploaded N file(s)' comes a moment after the files were added (spec: after 1 s).
      void Promise.all(batch).then((results) => {
        const count = results.filter(Boolean).length;
        if (count === 0) return;
        const wait = Math.max(0, TIMINGS.uploadToastDelayMs - (Date.now() - startedAt));
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          toast.success(MESSAGES.uploadedFiles(count));
        }, wait);
        timers.current.add(timer);
      });
    },
    [update],
  );

  const remove = useCallback(
    (id: string) => {
      update((current) => current.filter((it) => it.id !== id));
    },
    [update],
  );

  const clear = useCallback(() => update(() => []), [update]);

  /** Gives back the files of a message that could not be sent, so nothing has to be picked again. */
  const restore = useCallback(
    (attachments: readonly ChatAttachment[]) => {
      if (attachments.length === 0) return;
      update((current) => [
        ...attachments.map((a) => ({
          id: `restored-${a.id}`,
          name: a.name,
          size: a.size,
          type: a.type,
          uploaded: { ...a, textExtracted: true },
        })),
        ...current,
      ]);
    },
    [update],
  );

  /** Waits for uploads still running, then returns what is ready to send. */
  const settle = useCallback(async (): Promise<UploadedAttachment[]> => {
    await Promise.allSettled([...uploads.current.values()]);
    return listRef.current.flatMap((it) => (it.uploaded ? [it.uploaded] : []));
  }, []);

  const uploading = items.some((it) => !it.uploaded);

  return { items, uploading, add, remove, clear, restore, settle };
}
