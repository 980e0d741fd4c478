import mongoose, { type InferSchemaType, type Model } from 'mongoose';
import { REPORT_ACTIONS, REPORT_REASONS } from '@/lib/contract/moderation';

const { Schema, model, models } = mongoose;

const ObjectId = Schema.Types.ObjectId;

/**
 * A member's report of a message to the group's admins. What the message said is kept with the
 * report: a sender who deletes it does not take the evidence away.
 */
const messageReportSchema = new Schema({
  chatId: { type: ObjectId, ref: 'Chat', required: true },
  messageId: { type: ObjectId, ref: 'Message', required: true },
  reporter: { type: ObjectId, ref: 'User', required: true },
  sender: { type: ObjectId, ref: 'User', default: null },
  reason: { type: String, enum: REPORT_REASONS, required: true },
  note: { type: String, default: '' },
  at: { type: Date, default: () => new Date() },
  snapshot: {
    type: new Schema(
      // `type: { type: String }`: a bare `type: String` would make the snapshot itself a string
      { type: { type: String }, content: String, fileUrl: String, fileName: String, stickerUrl: String, createdAt: Date },
      { _id: false },
    ),
    default: null,
  },
  resolvedAt: { type: Date, default: null },
  resolvedBy: { type: ObjectId, ref: 'User', default: null },
  resolution: { type: String, enum: [...REPORT_ACTIONS, null], default: null },
});

// One report per member and message; the open reports of a group.
messageReportSchema.index({ messageId: 1, reporter: 1 }, { unique: true });
messageReportSchema.index({ chatId: 1, resolvedAt: 1 });

export type MessageReportFields = InferSchemaType<typeof messageReportSchema>;
export const MessageReport: Model<MessageReportFields> =
  (models.MessageReport as Model<MessageReportFields>) || model<MessageReportFields>('MessageReport', messageReportSchema);
