// The chat panel for screens that open it in place. The chat is heavy, so it loads only when one of
// them first shows it; the screens receive it from the routes and never import the chat feature.
import { lazy } from 'react';
import type { ChatPanelComponent } from '../lib/chatPanel.ts';

export const ChatInPlace: ChatPanelComponent = lazy(() =>
  import('../features/chat/ChatPanel.tsx').then((m) => ({ default: m.ChatPanel })),
);
