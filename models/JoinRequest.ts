import mongoose, { type InferSchemaType, type Model } from 'mongoose';

const { Schema, model, models } = mongoose;

const ObjectId = Schema.Types.ObjectId;

// Someone waiting to be let into a group through a link that requires approval.
const joinRequestSchema = new Schema({
  chatId: { type: ObjectId, ref: 'Chat', required: true },
  userId: { type: ObjectId, ref: 'User', required: true },
  /** the invite it came through */
  code: { type: String, required: true },
  at: { type: Date, default: () => new Date() },
});

joinRequestSchema.index({ chatId: 1, userId: 1 }, { unique: true });

export type JoinRequestFields = InferSchemaType<typeof joinRequestSchema>;
export const JoinRequest: Model<JoinRequestFields> =
  (models.JoinRequest as Model<JoinRequestFields>) || model<JoinRequestFields>('JoinRequest', joinRequestSchema);
