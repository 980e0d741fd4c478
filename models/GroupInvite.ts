import mongoose, { type InferSchemaType, type Model } from 'mongoose';

const { Schema, model, models } = mongoose;

const ObjectId = Schema.Types.ObjectId;

/**
 * An invite link of a group. A group's public link (its `public` flag, /group/{id}) is the invite
 * whose code is the group's id; the others have random codes.
 */
const groupInviteSchema = new Schema({
  code: { type: String, required: true },
  chatId: { type: ObjectId, ref: 'Chat', required: true },
  createdBy: { type: ObjectId, ref: 'User', required: true },
  createdAt: { type: Date, default: () => new Date() },
  /** null: never expires */
  expiresAt: { type: Date, default: null },
  /** null: no limit */
  maxUses: { type: Number, default: null },
  uses: { type: Number, default: 0 },
  requiresApproval: { type: Boolean, default: false },
  /** set when an admin revokes it; kept so that the link answers 410 INVITE_EXPIRED */
  revokedAt: { type: Date, default: null },
});

groupInviteSchema.index({ code: 1 }, { unique: true });
groupInviteSchema.index({ chatId: 1 });

export type GroupInviteFields = InferSchemaType<typeof groupInviteSchema>;
export const GroupInvite: Model<GroupInviteFields> =
  (models.GroupInvite as Model<GroupInviteFields>) || model<GroupInviteFields>('GroupInvite', groupInviteSchema);
