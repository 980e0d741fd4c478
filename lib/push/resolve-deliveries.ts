import type { ChatDoc } from '@/lib/chats/get-chat';
import { unreadCountOf } from '@/lib/chats/unread';
import { findByIds } from '@/lib/db/find-by-ids';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getIo } from '@/lib/realtime/io-registry';
import type { PresenceStore } from '@/lib/realtime/presence';
import { userRoom } from '@/lib/realtime/rooms';
import { notificationSettingsOf } from '@/lib/users/public-user';
import { Chat } from '@/models/Chat';
import { PushSubscription, type PushSubscriptionDoc } from '@/models/PushSubscription';
import { User, type UserDoc } from '@/models/User';
import type { Delivery } from './delivery-scheduler';
import type { CallPushJob, MessagePushJob, PushJob } from './push-job';
import { callPayload, messagePayload, type PushPayload } from './push-payload';

/** The least time between two pushes of one chat to one device: a busy chat is one notification a second, its latest message. */
export const SAME_CHAT_GAP_MS = 1_000;
const MESSAGE_TTL_S = 86_400;
const CALL_TTL_S = 60;

type ChatView = Pick<ChatDoc, '_id' | 'type' | 'name' | 'members' | 'blockedBy' | 'notificationsMutedBy' | 'seq' | 'readSeq'>;
type UserView = Pick<UserDoc, '_id' | 'lang' | 'notifications' | 'hideOnline'>;

/**
 * Which of these users have a socket on any process, asked of socket.io's rooms (across processes
 * through the Redis adapter). Presence leaves out people who hide their online status, so they
 * are asked here, once per batch.
 */
async function connectedAmong(userIds: string[]): Promise<Set<string>> {
  const io = getIo();
  if (!io || !userIds.length) return new Set();
  const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
  return new Set(sockets.map((socket) => String(socket.data.userId)));
}

/** A chat's members and its members' choices, as strings once per batch rather than once per message and member. */
interface ChatAudience {
  chat: ChatView;
  members: string[];
  blocked: Set<string>;
  muted: Set<string>;
}

const audienceOf = (chat: ChatView): ChatAudience => ({
  chat,
  members: chat.members.map(String),
  blocked: new Set((chat.blockedBy ?? []).map(String)),
  muted: new Set((chat.notificationsMutedBy ?? []).map(String)),
});

/** Whether a member hears a message's push (API.md): every member but the sender, unless they muted the chat (a mention passes) or blocked the sender. */
function hearsMessage(job: MessagePushJob, audience: ChatAudience, userId: string, mentioned: boolean): boolean {
  return userId !== job.senderId && !audience.blocked.has(userId) && (mentioned || !audience.muted.has(userId));
}

/**
 * Turns a batch of queued jobs into pushes: four reads for the whole batch (its chats, who of
 * their members has a socket, the subscriptions of the others, those accounts' settings), never
 * one per message. Within a batch a chat's later message replaces an earlier one for each
 * recipient, as its notification would. Who is online is asked first, for all the chats' members
 * at once: in a busy chat nearly everyone is, and their pushes need no further work.
 */
export async function resolveDeliveries(jobs: PushJob[], presence: PresenceStore): Promise<Delivery[]> {
  const messageJobs = jobs.filter((job): job is MessagePushJob => job.kind === 'message');
  const callJobs = jobs.filter((job): job is CallPushJob => job.kind === 'call');
  const chats = new Map(
    (await findByIds<ChatView>(Chat, [...new Set(messageJobs.map((job) => job.chatId))], { type: 1, name: 1, members: 1, blockedBy: 1, notificationsMutedBy: 1, seq: 1, readSeq: 1 })).map((chat) => [
      String(chat._id),
      audienceOf(chat),
    ]),
  );
  const callees = callJobs.flatMap((job) => job.calleeIds.map((userId) => ({ job, userId })));
  const candidates = [...new Set([...[...chats.values()].flatMap((audience) => audience.members), ...callees.map((entry) => entry.userId)])];
  if (!candidates.length) return [];
  // A member with a socket anywhere hears it there (the page shows the notification itself).
  const online = new Set(await presence.onlineAmong(candidates));

  // Per recipient and chat, the latest message they are to hear of.
  const latest = new Map<string, { job: MessagePushJob; chat: ChatView; userId: string; mentioned: boolean }>();
  for (const job of messageJobs) {
    const audience = chats.get(job.chatId);
    if (!audience) continue;
    for (const userId of audience.members) {
      if (online.has(userId)) continue;
      const mentioned = job.mentions.includes(userId);
      if (hearsMessage(job, audience, userId, mentioned)) latest.set(`${userId}:${job.chatId}`, { job, chat: audience.chat, userId, mentioned });
    }
  }
  const offline = [...new Set([...[...latest.values()].map((entry) => entry.userId), ...callees.map((entry) => entry.userId).filter((id) => !online.has(id))])];
  if (!offline.length) return [];
  const subscriptions = await PushSubscription.find({ userId: { $in: offline } }, { userId: 1, endpoint: 1, keys: 1 }).lean<PushSubscriptionDoc[]>();
  if (!subscriptions.length) return [];
  const devices = new Map<string, PushSubscriptionDoc[]>();
  for (const sub of subscriptions) devices.set(String(sub.userId), [...(devices.get(String(sub.userId)) ?? []), sub]);
  const users = new Map((await findByIds<UserView>(User, [...devices.keys()], { lang: 1, notifications: 1, hideOnline: 1 })).map((user) => [String(user._id), user]));
  for (const id of await connectedAmong([...users.values()].filter((user) => user.hideOnline).map((user) => String(user._id)))) online.add(id);

  const deliveries: Delivery[] = [];
  const add = (userId: string, key: string, payload: PushPayload, ttl: number, urgency: 'normal' | 'high', gapMs: number) => {
    for (const sub of devices.get(userId) ?? []) {
      deliveries.push({
        subscriptionId: String(sub._id),
        target: { endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh, auth: sub.keys.auth } },
        payload,
        options: { ttl, urgency, topic: payload.chatId ?? payload.tag },
        key: `${sub._id}:${key}`,
        gapMs,
      });
    }
  };
  const settingsOf = (userId: string) => {
    const user = users.get(userId);
    if (!user) return undefined;
    const settings = notificationSettingsOf(user);
    const lang: Locale = isLocale(user.lang) ? user.lang : 'vi';
    return settings.enabled ? { lang, preview: settings.preview } : undefined;
  };

  for (const { job, chat, userId, mentioned } of latest.values()) {
    const recipient = online.has(userId) ? undefined : settingsOf(userId);
    if (!recipient) continue;
    const payload = messagePayload(job, { type: chat.type, name: chat.name }, { ...recipient, unread: unreadCountOf(chat, userId), mentioned });
    add(userId, job.chatId, payload, MESSAGE_TTL_S, mentioned ? 'high' : 'normal', SAME_CHAT_GAP_MS);
  }
  for (const { job, userId } of callees) {
    const recipient = online.has(userId) ? undefined : settingsOf(userId);
    if (recipient) add(userId, `call:${job.chatId}`, callPayload(job, recipient.lang), CALL_TTL_S, 'high', 0);
  }
  return deliveries;
}
