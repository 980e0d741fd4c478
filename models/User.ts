import mongoose, { type InferSchemaType, type Model, type Types } from 'mongoose';
import { processSingleton } from '@/lib/util/process-singleton';
import { publicJson } from './json-plugin';

const { Schema, model, models } = mongoose;

export const GENDERS = ['male', 'female', 'other'] as const;
export const LANGS = ['vi', 'en', 'zh'] as const;

export const specialBadgeSchema = new Schema(
  {
    type: { type: String, required: true },
    icon: { type: String, default: '' },
    label: { type: String, default: '' },
    color: { type: String, default: '' },
    expiresAt: { type: Date, default: null },
  },
  { _id: false },
);
export type SpecialBadgeFields = InferSchemaType<typeof specialBadgeSchema>;

const userSchema = new Schema(
  {
    username: { type: String, required: true, trim: true },
    // Unique without regard to case (API.md); no collations on FerretDB, so a lower-cased copy.
    usernameLower: { type: String, required: true, select: false },
    // Look-alikes are one name (lib/users/username-skeleton.ts): `оwner1` (Cyrillic о) is `owner1`.
    usernameSkeleton: { type: String, required: true, select: false },
    email: { type: String, required: true, lowercase: true, trim: true },
    passwordHash: { type: String, required: true, select: false },
    name: { type: String, default: '' },
    avatar: { type: String, default: '' },
    bio: { type: String, default: '', maxlength: 256 },
    birthday: { type: Date, default: null },
    gender: { type: String, enum: GENDERS, default: 'other' },
    isPrivate: { type: Boolean, default: false },
    hideOnline: { type: Boolean, default: false },
    role: { type: String, enum: ['user', 'admin', 'support'], default: 'user' },
    likeCount: { type: Number, default: 0 },
    dislikeCount: { type: Number, default: 0 },
    lang: { type: String, enum: LANGS, default: 'vi' },
    specialBadges: { type: [specialBadgeSchema], default: [] },
    /**
     * The chats this user is a member of, kept with every membership change (lib/chats/chat-index.ts):
     * connecting and listing chats read them with the user, by _id, instead of searching every
     * chat's member array (which no FerretDB index can serve).
     */
    chatIds: { type: [{ type: Schema.Types.ObjectId, ref: 'Chat' }], default: [], select: false },
    // Carried in every token; a password change, a reset or a deletion sets a new one, which
    // ends every session signed before (lib/auth/end-sessions.ts).
    sessionVersion: { type: Number, default: 0 },
  },
  { timestamps: true },
);

/** The user ids a write's filter names by _id, or undefined when it may touch any user. */
function idsOfFilter(filter: Record<string, unknown>): string[] | undefined {
  const id = filter._id as unknown;
  if (typeof id === 'string' || id instanceof mongoose.Types.ObjectId) return [String(id)];
  const many = (id as { $in?: unknown[] } | undefined)?.$in;
  return Array.isArray(many) ? many.map(String) : undefined;
}

/**
 * Listeners told of every write to users, after it landed, with the ids it may have touched
 * (undefined: any user): what a process keeps of users (member summaries, sessions) forgets them.
 */
const userWriteListeners = processSingleton('userWriteListeners', () => [] as ((ids: string[] | undefined) => void)[]);
export const onUserWrite = (listener: (ids: string[] | undefined) => void) => void userWriteListeners.push(listener);
userSchema.post(['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'deleteOne', 'deleteMany'], function (this: mongoose.Query<unknown, unknown>) {
  const ids = idsOfFilter(this.getFilter() as Record<string, unknown>);
  for (const listener of userWriteListeners) listener(ids);
});

userSchema.index({ usernameLower: 1 }, { unique: true });
userSchema.index({ usernameSkeleton: 1 }, { unique: true });
userSchema.index({ email: 1 }, { unique: true });
publicJson(userSchema);

export type UserFields = InferSchemaType<typeof userSchema>;
export type UserDoc = UserFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export const User: Model<UserFields> = (models.User as Model<UserFields>) || model<UserFields>('User', userSchema);
