import type { ChatAttachment, ChatMessageMetadata, ChatSummary, Preferences, SourceRef } from '@sommai/shared';
import type { UIMessage } from 'ai';

export type AttachmentKind = ChatAttachment['type'];

export type { ChatAttachment, ChatMessageMetadata, ChatSummary, Preferences, SourceRef };

export type ChatUIMessage = UIMessage<ChatMessageMetadata>;

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
