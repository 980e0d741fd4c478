import mongoose, { type InferSchemaType, type Model } from 'mongoose';

const { Schema, model, models } = mongoose;

// One like or dislike from one user to another. Counts live on User (likeCount, dislikeCount),
// so a profile never loads the list.
const userVoteSchema = new Schema(
  {
    from: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    to: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    value: { type: String, enum: ['like', 'dislike'], required: true },
  },
  { timestamps: true },
);

userVoteSchema.index({ to: 1, from: 1 }, { unique: true });

export type UserVoteFields = InferSchemaType<typeof userVoteSchema>;
export const UserVote: Model<UserVoteFields> =
  (models.UserVote as Model<UserVoteFields>) || model<UserVoteFields>('UserVote', userVoteSchema);
