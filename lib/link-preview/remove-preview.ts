import { ApiError } from '@/lib/errors/api-error';
import { getMessageForMember } from '@/lib/messages/get-message';
import { publish } from '@/lib/realtime/publisher';
import { Message } from '@/models/Message';

/** DELETE /messages/{id}/preview: the sender takes the preview off their message, for everybody. */
export async function removePreview(opts: { userId: string; messageId: string }): Promise<void> {
  const { message } = await getMessageForMember(opts.messageId, opts.userId);
  if (!message.sender || String(message.sender) !== opts.userId) throw new ApiError('FORBIDDEN');
  await Message.updateOne({ _id: message._id }, { $set: { preview: null, previewRemoved: true } });
  const id = String(message._id);
  publish.toChat(String(message.chatId), 'message', { action: 'preview', message: { _id: id, id, chatId: String(message.chatId), preview: null } });
}
