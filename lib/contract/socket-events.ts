// The socket.io events of API.md, typed once for the server (lib/socket, lib/realtime/publisher)
// and the browser (lib/client/socket-context.tsx). socket.io checks every emit and listener
// against these maps, so an event name or payload that drifts fails `npm run typecheck`.
// Types are no validation: the server still parses each incoming payload with zod.
import type { Chat, ChatDraft, JoinRequestDecided, JoinRequestEvent, Message, Pin, Reaction } from './answers';

/** The acknowledgement of a client event: `{ ok }`, or `{ ok: false, code }` with the detail of an error answer. */
export interface AckAnswer {
  ok: boolean;
  code?: string;
  field?: string;
  reason?: string;
  resource?: string;
}
export type Ack = (answer: AckAnswer) => void;

export interface ChatRef {
  chatId: string;
}

/** Who rings and how: name and avatar are the caller's own card, shown by the callee. */
interface CallerCard {
  isVideo?: boolean;
  name?: string;
  avatar?: string;
}

/** A WebRTC offer, answer or candidate as simple-peer makes them, or the app's READY. */
export type CallSignalData = Record<string, unknown>;

export interface CallIncoming extends CallerCard {
  chatId: string;
  /** filled by the server with the authenticated caller */
  from: string;
  to?: string;
  calleeIds: string[];
}

export interface CallSignal extends CallerCard {
  chatId: string;
  from: string;
  to: string;
  signal: CallSignalData;
  /** who is in the call now (group calls) */
  participants?: string[];
}

export interface CallEnded {
  chatId: string;
  from: string;
  /** the whole call ended (not one person leaving a group call) */
  ended?: boolean;
  reason?: 'missed' | 'declined' | 'finished';
}

export interface TypingEvent {
  chatId: string;
  userId: string;
  username?: string;
}

/** `message`: a change to a message already delivered. A delete carries only the ids. */
export type MessageChange =
  | { action: 'edit'; message: Message }
  | { action: 'delete'; message: { _id: string; id: string; chatId: string }; forMe?: true };

/** chat_updated of a deleted group: only its ids. */
export interface GroupDeleted {
  _id: string;
  id: string;
  type: 'group';
  deleted: true;
}

/** chat_updated: the chat as the member now sees it, or the end of a deleted group. */
export type ChatUpdate = (Chat & { deleted?: undefined }) | GroupDeleted;

export interface ServerToClientEvents {
  receive_message: (message: Message) => void;
  message: (change: MessageChange) => void;
  message_read: (read: { chatId: string; userId: string; lastReadId: string }) => void;
  message_reacted: (reacted: { chatId: string; messageId: string; reactions: Reaction[] }) => void;
  chat_updated: (chat: ChatUpdate) => void;
  new_chat: (chat: Chat) => void;
  online_users: (userIds: string[]) => void;
  pinned_message: (pins: { chatId: string; scope: 'me' | 'all'; pins: Pin[] }) => void;
  typing: (typing: TypingEvent) => void;
  stop_typing: (typing: TypingEvent) => void;
  'call:incoming': (call: CallIncoming) => void;
  'call:signal': (signal: CallSignal) => void;
  'call:ended': (ended: CallEnded) => void;
  /** this session was ended elsewhere (password change, reset, account deletion); a disconnect follows */
  session_ended: (nothing: Record<string, never>) => void;
  /** to a group's owner and admins: someone asks to join through a link, or an admin decided */
  join_request: (event: JoinRequestEvent) => void;
  /** to the one who asked to join: an admin approved (new_chat follows) or declined */
  join_request_decided: (event: JoinRequestDecided) => void;
  /** to every socket of the writer: their draft in a chat was saved, cleared, or sent */
  draft_updated: (update: { chatId: string; draft: ChatDraft | null }) => void;
}

/** What a client sends; `from` of call events is never read (the server knows who it is). */
export interface ClientToServerEvents {
  setup: (token: string | null, ack?: Ack) => void;
  /** a bare chat id (as the spec's client sends it) or { chatId } */
  join_room: (chat: string | ChatRef, ack?: Ack) => void;
  read_chat: (read: { chatId: string; lastReadId: string }, ack?: Ack) => void;
  typing: (chat: ChatRef, ack?: Ack) => void;
  stop_typing: (chat: ChatRef, ack?: Ack) => void;
  get_online_users: (ack?: Ack) => void;
  'call:incoming': (call: CallerCard & { chatId: string; to?: string }, ack?: Ack) => void;
  'call:signal': (signal: CallerCard & { chatId: string; to: string; signal: CallSignalData }, ack?: Ack) => void;
  'call:ended': (chat: ChatRef, ack?: Ack) => void;
}

export type ServerEvent = keyof ServerToClientEvents;
/** The payload of a server event (each has exactly one). */
export type ServerPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];
export type ClientEvent = keyof ClientToServerEvents;
