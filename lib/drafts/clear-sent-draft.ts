import mongoose from 'mongoose';
import { logger } from '@/lib/log/logger';
import { publish } from '@/lib/realtime/publisher';
import { groupCommit } from '@/lib/util/group-commit';
import { Draft } from '@/models/Draft';

interface SentDraft {
  userId: string;
  chatId: string;
  done: () => void;
}

/**
 * The sends of one turn clear their drafts together: one find and, only when some exist, one
 * delete, so a hot chat's sends do not each add a database command for a draft that is rarely
 * there. Only a removal is announced.
 */
async function clearBatch(_key: string, sends: SentDraft[]): Promise<void> {
  try {
    const pairs = sends.map(({ userId, chatId }) => ({ user: new mongoose.Types.ObjectId(userId), chat: new mongoose.Types.ObjectId(chatId) }));
    const found = await Draft.find({ $or: pairs }, { user: 1, chat: 1 }).lean();
    if (found.length) {
      await Draft.deleteMany({ _id: { $in: found.map((draft) => draft._id) } });
      for (const draft of found) publish.toUser(String(draft.user), 'draft_updated', { chatId: String(draft.chat), draft: null });
    }
  } catch (error) {
    logger().error(`[drafts] clearing the sent drafts failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    sends.forEach((send) => send.done());
  }
}

const waitForClear = groupCommit('sentDraftClears', clearBatch);

/**
 * A send ends the sender's draft in that chat: removed here too, so a device that missed the
 * client's own clearing (closed before its save went out) does not bring the sent text back.
 * A failure here must not fail the send that is already stored: it is logged, never thrown.
 */
export function clearSentDraft(userId: string, chatId: string): Promise<void> {
  return new Promise((resolve) => waitForClear('drafts', { userId, chatId, done: resolve }));
}
