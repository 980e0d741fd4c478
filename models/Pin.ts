import mongoose, { type InferSchemaType, type Model } from 'mongoose';
import { publicJson } from './json-plugin';

const { Schema, model, models } = mongoose;

const ObjectId = Schema.Types.ObjectId;

// A pin for everyone (scope all) or for the one who pinned (scope me).
const pinSchema = new Schema({
  chatId: { type: ObjectId, ref: 'Chat', required: true },
  message: { type: ObjectId, ref: 'Message', required: true },
  scope: { type: String, enum: ['me', 'all'], required: true },
  pinnedBy: { type: ObjectId, ref: 'User', required: true },
  pinnedAt: { type: Date, default: () => new Date() },
});

pinSchema.index({ chatId: 1, scope: 1, pinnedBy: 1 });
pinSchema.index({ message: 1 });
publicJson(pinSchema);

export type PinFields = InferSchemaType<typeof pinSchema>;
export const Pin: Model<PinFields> = (models.Pin as Model<PinFields>) || model<PinFields>('Pin', pinSchema);
