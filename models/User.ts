import { channel } from 'node:diagnostics_channel';
import mongoose, { type InferSchemaType, type Model, type Types } from 'mongoose';
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
    // ends every session signed before (lib/auth/end-sessions.ts) except the one kept by a
    // change (its id; '' for none), whose sockets go on with the old version.
    sessionVersion: { type: Number, default: 0 },
    keptSessionId: { type: String, default: '', select: false },
    /** web push for this account (API.md): off stops every push; previews off says only "New message" */
    notifications: {
      type: new Schema({ enabled: { type: Boolean, default: true }, preview: { type: Boolean, default: true } }, { _id: false }),
      default: () => ({}),
    },
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
 * Every write to users, after it landed, is published with the ids it may have touched (undefined:
 * any user); lib/users/user-writes.ts subscribes what a process keeps of users (member summaries,
 * the send call's signed-in users), which forgets them, so names and avatars shown stay current.
 * Every way mongoose writes a user is hooked: queries, document saves and deletes, insertMany and
 * bulkWrite. A named diagnostics channel is one per process, so the copies of this module that
 * Next's bundles and server.ts load all publish to the same listeners, and the model needs
 * nothing of lib/. (Ending sessions does not rest on this: it is an event of its own,
 * lib/realtime/ended-sessions.ts.)
 */
export const USER_WRITES_CHANNEL = 'chatApp:userWrites';
export interface UserWrite {
  ids: string[] | undefined;
}
const userWrites = channel(USER_WRITES_CHANNEL);
const told = (ids: string[] | undefined) => userWrites.publish({ ids } satisfies UserWrite);
userSchema.post(['updateOne', 'updateMany', 'findOneAndUpdate', 'findOneAndReplace', 'findOneAndDelete', 'replaceOne', 'deleteOne', 'deleteMany'], { query: true, document: false }, function (this: mongoose.Query<unknown, unknown>) {
  told(idsOfFilter(this.getFilter() as Record<string, unknown>));
});
userSchema.post(['save', 'updateOne', 'deleteOne'], { document: true, query: false }, function (this: { _id: unknown }) {
  told([String(this._id)]);
});
userSchema.post('insertMany', function (_docs: unknown, docs: Array<{ _id: unknown }>) {
  told(docs.map((doc) => String(doc._id)));
});
userSchema.post('bulkWrite', () => told(undefined));

userSchema.index({ usernameLower: 1 }, { unique: true });
userSchema.index({ usernameSkeleton: 1 }, { unique: true });
userSchema.index({ email: 1 }, { unique: true });
publicJson(userSchema);

export type UserFields = InferSchemaType<typeof userSchema>;
export type UserDoc = UserFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export const User: Model<UserFields> = (models.User as Model<UserFields>) || model<UserFields>('User', userSchema);
