import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type MessagePushJob } from '@/lib/push/push-job';
import { resolveDeliveries } from '@/lib/push/resolve-deliveries';
import { memoryPresence } from '@/lib/realtime/presence';
import { PushSubscription } from '@/models/PushSubscription';
import { api, registerUser, type TestUser } from '../support/api';

// Who a message's push goes to, decided by the worker against the real database (the rules of
// API.md the end-to-end test cannot reach through the API: a mention through a mute, a block).

beforeAll(async () => {
  await mongoose.connect(inject('mongoUri'), { retryWrites: false });
});
afterAll(async () => {
  await mongoose.disconnect();
});

async function deviceOf(user: TestUser) {
  await PushSubscription.create({ userId: user.id, endpoint: `https://fcm.googleapis.com/fcm/send/${user.id}`, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } });
}

const job = (chatId: string, sender: TestUser, mentions: string[] = []): MessagePushJob => ({
  kind: 'message',
  chatId,
  messageId: new mongoose.Types.ObjectId().toHexString(),
  senderId: sender.id,
  senderName: sender.username,
  senderAvatar: '',
  type: 'text',
  content: 'hello',
  fileName: '',
  fileType: '',
  fileUrl: '',
  stickerUrl: '',
  mentions,
  at: Date.now(),
});

const recipients = async (jobs: MessagePushJob[], online: string[] = []) => {
  const presence = memoryPresence();
  for (const id of online) await presence.connect(id);
  return (await resolveDeliveries(jobs, presence)).map((d) => d.target.endpoint.split('/').pop());
};

describe('push recipients', () => {
  it('a mention passes a mute; the unmentioned muted member and the online one get nothing', async () => {
    const [sender, mentioned, mutedOnly, online] = await Promise.all([registerUser(), registerUser(), registerUser(), registerUser()]);
    await Promise.all([mentioned, mutedOnly, online].map(deviceOf));
    const group = (await api('/chat/create-group', { token: sender.token, body: { name: 'Nhắc tên', members: [mentioned.id, mutedOnly.id, online.id] } })).body.chat.id;
    for (const user of [mentioned, mutedOnly]) expect((await api(`/chat/${group}/notifications`, { token: user.token, method: 'PUT', body: { muted: true } })).status).toBe(200);
    expect(await recipients([job(group, sender)], [online.id])).toEqual([]);
    const deliveries = await resolveDeliveries([job(group, sender, [mentioned.id])], memoryPresence());
    expect(deliveries.map((d) => d.target.endpoint.split('/').pop()).sort()).toEqual([mentioned.id, online.id].sort());
    const toMentioned = deliveries.find((d) => d.target.endpoint.endsWith(mentioned.id))!;
    expect(toMentioned.options).toMatchObject({ urgency: 'high', topic: group });
    expect(toMentioned.payload.title).toBe(`${sender.username} đã nhắc đến bạn trong Nhắc tên`);
  });

  it('one who blocked the sender gets no push from that chat', async () => {
    const [sender, blocker] = await Promise.all([registerUser(), registerUser()]);
    await deviceOf(blocker);
    const chat = (await api('/chat/create', { token: sender.token, body: { members: [blocker.id] } })).body.chat.id;
    expect(await recipients([job(chat, sender)])).toEqual([blocker.id]);
    expect((await api(`/chat/block/${chat}`, { token: blocker.token, method: 'POST', body: {} })).status).toBe(200);
    expect(await recipients([job(chat, sender)])).toEqual([]);
  });

  it('within a batch a chat’s later message replaces the earlier one for each recipient', async () => {
    const [sender, reader] = await Promise.all([registerUser(), registerUser()]);
    await deviceOf(reader);
    const chat = (await api('/chat/create', { token: sender.token, body: { members: [reader.id] } })).body.chat.id;
    const [first, second] = [job(chat, sender), job(chat, sender)];
    const deliveries = await resolveDeliveries([first, second], memoryPresence());
    expect(deliveries.map((d) => d.payload.messageId)).toEqual([second.messageId]);
  });
});
