// The contract of the chat panel that other screens open in place (the dashboard, the level cards):
// the app layer hands them the panel, so those screens need not import the chat feature.
import type { LevelId } from '@sommai/shared';
import type { ComponentType } from 'react';

export interface ChatPanelProps {
  /** Opened from a level card: chat at that level. */
  initialLevel?: LevelId;
  /** In place on another screen: a close button goes back to it. */
  onClose?: () => void;
  closeLabel?: string;
  className?: string;
  /** A saved chat to open at once (Continue on a recent activity, /app/chat?chat=). */
  initialChatId?: string;
}

/** The panel as a screen receives it (lazy: it loads when first shown). */
export type ChatPanelComponent = ComponentType<ChatPanelProps>;
