import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../lib/api/chats.ts';
import { api, apiPath } from '../../lib/api/index.ts';
import { useToken } from '../../lib/auth/index.ts';
import type { Capabilities, ChatSummary, StoredChat, UploadedAttachment } from './types.ts';

export function fetchChat(id: string): Promise<StoredChat> {
  return api.get<{ chat: StoredChat }>(`/chat/history/${encodeURIComponent(id)}`).then((data) => data.chat);
}

export function useRenameChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      api.patch<{ chat: ChatSummary }>(`/chat/${encodeURIComponent(id)}`, { title }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['chat', 'history'] }),
  });
}

export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/chat/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['chat', 'history'] }),
  });
}

export function useCapabilities() {
  const token = useToken();
  return useQuery({
    queryKey: chatKeys.capabilities(token),
    queryFn: ({ signal }) => api.get<Capabilities>('/chat/capabilities', { signal }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function uploadAttachment(file: File): Promise<UploadedAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<{ attachment: UploadedAttachment }>('/chat/attachments', form).then((data) => data.attachment);
}

export function transcribe(audio: Blob): Promise<string> {
  const form = new FormData();
  const extension = audio.type.includes('ogg') ? 'ogg' : 'webm';
  form.append('audio', audio, `recording.${extension}`);
  return api.upload<{ text: string }>('/chat/transcribe', form).then((data) => data.text);
}

/** An attachment's bytes, fetched once with the bearer token and kept for the session. */
export function useAttachmentBlob(url: string | undefined) {
  return useQuery({
    queryKey: chatKeys.attachment(url ?? ''),
    queryFn: ({ signal }) => api.blob(apiPath(url ?? ''), { signal }),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  });
}
