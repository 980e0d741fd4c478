import type mongoose from 'mongoose';
import type { Report, ReportedMessage } from '@/lib/contract/answers';
import type { ReportReason } from '@/lib/contract/moderation';
import { findByIds } from '@/lib/db/find-by-ids';
import { getGroupForRole } from '@/lib/groups/get-group';
import type { MessageDoc } from '@/lib/messages/serialize-message';
import { Message } from '@/models/Message';
import { MessageReport, type MessageReportFields } from '@/models/MessageReport';
import { loadPeople } from './people';

type ReportDoc = MessageReportFields & { _id: mongoose.Types.ObjectId };

/** Open reports shown at once; older ones show as these are resolved. */
const OPEN_REPORTS_SHOWN = 100;
/** Messages shown on each side of a reported one. */
const CONTEXT_EACH_SIDE = 2;

const CONTEXT_FIELDS = { chatId: 1, sender: 1, type: 1, content: 1, fileUrl: 1, fileName: 1, stickerUrl: 1, createdAt: 1 } as const;

function toReported(message: Pick<MessageDoc, '_id' | 'chatId' | 'sender' | 'type' | 'content' | 'fileUrl' | 'fileName' | 'stickerUrl' | 'createdAt'>, usernameOf: (id: unknown) => string | undefined): ReportedMessage {
  const id = String(message._id);
  return {
    _id: id,
    chatId: String(message.chatId),
    type: message.type,
    content: message.content ?? '',
    fileUrl: message.fileUrl ?? '',
    fileName: message.fileName ?? '',
    stickerUrl: message.stickerUrl ?? '',
    sender: message.sender ? String(message.sender) : null,
    senderUsername: usernameOf(message.sender),
    createdAt: new Date(message.createdAt).toISOString(),
  };
}

/** What the report kept of its message, for when the message itself is gone. */
function fromSnapshot(report: ReportDoc): MessageDoc {
  const kept = report.snapshot ?? {};
  return { ...kept, _id: report.messageId, chatId: report.chatId, sender: report.sender, createdAt: kept.createdAt ?? report.at } as unknown as MessageDoc;
}

/** A few messages before and after the reported one in its chat (not the server's notices), oldest first. */
async function around(message: MessageDoc): Promise<MessageDoc[]> {
  const side = (range: Record<string, unknown>, order: 1 | -1) =>
    Message.find({ chatId: message.chatId, type: { $ne: 'system' }, _id: range }, CONTEXT_FIELDS).sort({ _id: order }).limit(CONTEXT_EACH_SIDE).lean<MessageDoc[]>();
  const [before, after] = await Promise.all([side({ $lt: message._id }, -1), side({ $gt: message._id }, 1)]);
  return [...before.reverse(), message, ...after];
}

/**
 * The group's open reports, oldest first, for its owner and admins: each with its message (as it
 * was when reported, marked deleted, once it is gone) and the messages around it.
 */
export async function listReports(opts: { groupId: string; userId: string }): Promise<Report[]> {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  const reports = await MessageReport.find({ chatId: group._id, resolvedAt: null }).sort({ at: 1 }).limit(OPEN_REPORTS_SHOWN).lean<ReportDoc[]>();
  const stored = await findByIds<MessageDoc>(Message, reports.map((r) => String(r.messageId)), CONTEXT_FIELDS);
  const byId = new Map(stored.map((m) => [String(m._id), m]));
  const contexts = await Promise.all(reports.map((r) => (byId.has(String(r.messageId)) ? around(byId.get(String(r.messageId))!) : Promise.resolve([]))));
  const personOf = await loadPeople([...reports.flatMap((r) => [r.reporter, r.sender]), ...contexts.flat().map((m) => m.sender)]);
  const usernameOf = (id: unknown) => personOf(id ? String(id) : null)?.username;
  return reports.map((report, i) => {
    const live = byId.get(String(report.messageId));
    const message: ReportedMessage = live ? toReported(live, usernameOf) : { ...toReported(fromSnapshot(report), usernameOf), deleted: true as const };
    return {
      id: String(report._id),
      message,
      context: live ? contexts[i].map((m) => toReported(m, usernameOf)) : [message],
      reporter: personOf(report.reporter),
      sender: personOf(report.sender),
      reason: report.reason as ReportReason,
      note: report.note ?? '',
      at: report.at.toISOString(),
    };
  });
}
