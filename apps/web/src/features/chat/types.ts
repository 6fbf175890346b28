import type { LevelId, VoiceStyle } from '@sommai/shared';
import type { UIMessage } from 'ai';

export type AttachmentKind = 'image' | 'pdf';

/** A file stored with a chat message, as the server describes it. */
export interface ChatAttachment {
  id: string;
  name: string;
  type: AttachmentKind;
  size: number;
  /** An API address behind the bearer token. */
  url: string;
  /** Why the file could not be fully read (e.g. an encrypted PDF); the chat still works. */
  note?: string;
}

export interface SourceRef {
  kind: string;
  id: string;
  title: string;
}

/** What rides along with each chat message: from the server for answers, from us for questions. */
export interface ChatMessageMetadata {
  notice?: string;
  sources?: SourceRef[];
  attachments?: ChatAttachment[];
  /** ISO time the message was written (for the session duration). */
  createdAt?: string;
  /** A question whose answer was cut off (the server stopped while writing it): it can be regenerated. */
  interrupted?: boolean;
  /** The stored answer's id, sent at the end of a stream (a loaded answer's own id is already it). */
  messageId?: string;
}

export type ChatUIMessage = UIMessage<ChatMessageMetadata>;

export interface Preferences {
  level: LevelId;
  voiceMode: VoiceStyle;
}

export interface ChatSummary {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  messageCount: number;
  level: number;
  voiceMode: string;
}

export interface StoredChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  attachments?: ChatAttachment[];
  notice?: string | null;
  sources?: SourceRef[] | null;
  /** The chat's last question, left without an answer. */
  interrupted?: boolean;
}

export interface StoredChat {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  level: number;
  voiceMode: string;
  messages: StoredChatMessage[];
}

export interface UploadedAttachment extends ChatAttachment {
  textExtracted: boolean;
}

export interface Capabilities {
  transcription: boolean;
  externalModel: boolean;
  vision: boolean;
}
