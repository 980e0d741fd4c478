import mongoose, { type InferSchemaType, type Model } from 'mongoose';
import { BADGE_STATUSES } from '@/lib/contract/badge-statuses';
import { publicJson } from './json-plugin';

const { Schema, model, models } = mongoose;

const badgeRequestSchema = new Schema(
  {
    badgeType: { type: String, enum: ['user', 'group'], required: true },
    userId: { type: String, default: '' },
    groupId: { type: String, default: '' },
    fullname: { type: String, required: true, trim: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    phone: { type: String, required: true, trim: true },
    fileUrl: { type: String, required: true },
    status: { type: String, enum: BADGE_STATUSES, default: 'pending' },
    note: { type: String, default: '' },
    requestedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: true },
);

badgeRequestSchema.index({ status: 1, createdAt: -1 });
badgeRequestSchema.index({ createdAt: -1 });
publicJson(badgeRequestSchema);

export type BadgeRequestFields = InferSchemaType<typeof badgeRequestSchema>;
export const BadgeRequest: Model<BadgeRequestFields> =
  (models.BadgeRequest as Model<BadgeRequestFields>) || model<BadgeRequestFields>('BadgeRequest', badgeRequestSchema);
