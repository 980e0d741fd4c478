import { ApiError } from '@/lib/errors/api-error';
import type { ReportReason } from '@/lib/contract/moderation';
import { getMessageForMember } from '@/lib/messages/get-message';
import { MessageReport } from '@/models/MessageReport';

/**
 * A member reports a message of their group to its owner and admins (API.md): not their own, not
 * a notice of the server's, not in a one-to-one chat (it has no admins): 403 FORBIDDEN. A second
 * report of the same message by the same member: 409 ALREADY_REPORTED (the unique index decides,
 * so two at once make one).
 */
export async function reportMessage(opts: { messageId: string; userId: string; reason: ReportReason; note: string }): Promise<{ id: string }> {
  const { message, chat } = await getMessageForMember(opts.messageId, opts.userId);
  if (chat.type !== 'group' || !message.sender || String(message.sender) === opts.userId) throw new ApiError('FORBIDDEN');
  try {
    const report = await MessageReport.create({
      chatId: chat._id,
      messageId: message._id,
      reporter: opts.userId,
      sender: message.sender,
      reason: opts.reason,
      note: opts.note,
      snapshot: { type: message.type, content: message.content, fileUrl: message.fileUrl, fileName: message.fileName, stickerUrl: message.stickerUrl, createdAt: message.createdAt },
    });
    return { id: String(report._id) };
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new ApiError('ALREADY_REPORTED');
    throw error;
  }
}
