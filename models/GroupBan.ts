import mongoose, { type InferSchemaType, type Model } from 'mongoose';

const { Schema, model, models } = mongoose;

const ObjectId = Schema.Types.ObjectId;

// Someone kept out of a group: no link, old or new, lets them back in until an admin lifts it.
const groupBanSchema = new Schema({
  chatId: { type: ObjectId, ref: 'Chat', required: true },
  userId: { type: ObjectId, ref: 'User', required: true },
  by: { type: ObjectId, ref: 'User', required: true },
  reason: { type: String, default: '' },
  at: { type: Date, default: () => new Date() },
});

groupBanSchema.index({ chatId: 1, userId: 1 }, { unique: true });

export type GroupBanFields = InferSchemaType<typeof groupBanSchema>;
export const GroupBan: Model<GroupBanFields> = (models.GroupBan as Model<GroupBanFields>) || model<GroupBanFields>('GroupBan', groupBanSchema);
