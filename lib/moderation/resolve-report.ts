import mongoose from 'mongoose';
import { notFound } from '@/lib/errors/api-error';
import type { ReportAction } from '@/lib/contract/moderation';
import { banFromGroup } from '@/lib/groups/bans';
import { getGroupForRole } from '@/lib/groups/get-group';
import { deleteMessageForAll } from '@/lib/messages/delete-message';
import { Message } from '@/models/Message';
import { MessageReport } from '@/models/MessageReport';
import { recordAction } from './record-action';

/**
 * Owner and admins resolve an open report of their group: dismiss it, delete the message for
 * everyone (every open report of that message is resolved with it), or ban its sender. A refused
 * action (a pinned message, the owner as sender) leaves the report open.
 */
export async function resolveReport(opts: { groupId: string; userId: string; reportId: string; action: ReportAction }): Promise<void> {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  if (!mongoose.isValidObjectId(opts.reportId)) throw notFound('report');
  const report = await MessageReport.findOne({ _id: opts.reportId, chatId: group._id, resolvedAt: null }).lean();
  if (!report) throw notFound('report');
  if (opts.action === 'delete-message' && (await Message.exists({ _id: report.messageId }))) {
    await deleteMessageForAll({ userId: opts.userId, messageId: String(report.messageId) });
  }
  if (opts.action === 'ban-sender' && report.sender) {
    await banFromGroup(group, { userId: opts.userId, memberId: String(report.sender), reason: report.note ?? '' });
  }
  const which = opts.action === 'delete-message' ? { messageId: report.messageId } : { _id: report._id };
  await MessageReport.updateMany(
    { chatId: group._id, resolvedAt: null, ...which },
    { $set: { resolvedAt: new Date(), resolvedBy: new mongoose.Types.ObjectId(opts.userId), resolution: opts.action } },
  );
  await recordAction({
    chatId: group._id,
    actor: opts.userId,
    action: 'report_resolved',
    target: report.sender,
    details: { resolution: opts.action, reason: report.reason, messageId: String(report.messageId) },
  });
}
