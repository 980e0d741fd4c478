import mongoose from 'mongoose';
import { logger } from '@/lib/log/logger';
import { publish } from '@/lib/realtime/publisher';
import { Draft } from '@/models/Draft';

/**
 * A send ends the sender's draft in that chat: removed here too, so a device that missed the
 * client's own clearing (closed before its save went out) does not bring the sent text back.
 * Only a removal is announced. A failure here must not fail the send that is already stored.
 */
export async function clearSentDraft(userId: string, chatId: string): Promise<void> {
  try {
    const { deletedCount } = await Draft.deleteOne({ user: new mongoose.Types.ObjectId(userId), chat: new mongoose.Types.ObjectId(chatId) });
    if (deletedCount) publish.toUser(userId, 'draft_updated', { chatId, draft: null });
  } catch (error) {
    logger().error(`[drafts] clearing the sent draft failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
