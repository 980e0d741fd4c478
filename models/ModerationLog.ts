import mongoose, { type InferSchemaType, type Model } from 'mongoose';
import { MODERATION_ACTIONS } from '@/lib/contract/moderation';

const { Schema, model, models } = mongoose;

const ObjectId = Schema.Types.ObjectId;

// One entry of a group's moderation log (API.md "Communities"): who did what, to whom, when.
const moderationLogSchema = new Schema({
  chatId: { type: ObjectId, ref: 'Chat', required: true },
  actor: { type: ObjectId, ref: 'User', required: true },
  action: { type: String, enum: MODERATION_ACTIONS, required: true },
  target: { type: ObjectId, ref: 'User', default: null },
  /** what changed, by action (lib/moderation/record-action.ts) */
  details: { type: Schema.Types.Mixed, default: null },
  at: { type: Date, default: () => new Date() },
});

// Paging newest first within a group (`_id < before`); the yearly purge by time.
moderationLogSchema.index({ chatId: 1, _id: -1 });
moderationLogSchema.index({ at: 1 });

export type ModerationLogFields = InferSchemaType<typeof moderationLogSchema>;
export const ModerationLog: Model<ModerationLogFields> =
  (models.ModerationLog as Model<ModerationLogFields>) || model<ModerationLogFields>('ModerationLog', moderationLogSchema);
