import mongoose from 'mongoose';
import { Draft } from '@/models/Draft';
import { wireDraft, type DraftDoc, type WireDraft } from './wire-draft';

type Id = mongoose.Types.ObjectId;

/**
 * The drafts of these viewers in these chats, in one indexed query; read back by viewer and chat.
 * A chat list asks for one viewer and its chats, an announcement for one chat and its members.
 */
export async function loadDrafts(viewerIds: string[], chatIds: Id[]) {
  const found = viewerIds.length && chatIds.length
    ? await Draft.find({ user: { $in: viewerIds.map((id) => new mongoose.Types.ObjectId(id)) }, chat: { $in: chatIds } }).lean<DraftDoc[]>()
    : [];
  const byKey = new Map(found.map((draft) => [`${String(draft.user)}|${String(draft.chat)}`, wireDraft(draft)]));
  return (viewerId: string, chatId: Id | string): WireDraft | null => byKey.get(`${viewerId}|${String(chatId)}`) ?? null;
}
