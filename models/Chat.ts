import mongoose, { type InferSchemaType, type Model } from 'mongoose';
import { publicJson } from './json-plugin';
import { specialBadgeSchema } from './User';

const { Schema, model, models } = mongoose;

const ObjectId = Schema.Types.ObjectId;

const chatSchema = new Schema(
  {
    type: { type: String, enum: ['single', 'group'], required: true },
    name: { type: String, default: '', trim: true },
    avatar: { type: String, default: '' },
    members: { type: [{ type: ObjectId, ref: 'User' }], default: [] },
    owner: { type: ObjectId, ref: 'User', default: null },
    admins: { type: [{ type: ObjectId, ref: 'User' }], default: [] },
    nicknames: { type: Map, of: String, default: {} },
    /** member id -> muted until */
    muted: { type: Map, of: Date, default: {} },
    muteAllUntil: { type: Date, default: null },
    hideMemberList: { type: Boolean, default: false },
    public: { type: Boolean, default: false },
    showJoinLeaveNotice: { type: Boolean, default: true },
    /** groups: a plain member sends at most once per this many seconds (0: off) */
    slowModeSeconds: { type: Number, default: 0 },
    /** member id -> when they last sent here; written by the send's own update (slow mode) */
    lastSentAt: { type: Map, of: Date, default: {} },
    specialBadges: { type: [specialBadgeSchema], default: [] },
    /** one-to-one chats: who blocked whom */
    blockedBy: { type: [{ type: ObjectId, ref: 'User' }], default: [] },
    /** members who deleted the chat for themselves; cleared for everyone by the next message */
    hiddenFor: { type: [{ type: ObjectId, ref: 'User' }], default: [] },
    lastMessage: { type: ObjectId, ref: 'Message', default: null },
    /** the newest message of the last claim of positions (lib/messages/claim-position.ts) */
    lastClaimId: { type: ObjectId, default: null },
    /** how many messages were ever sent to the chat (a send adds one) */
    seq: { type: Number, default: 0 },
    /**
     * member id -> how many of the chat's `seq` messages count as read for them: their unread
     * count is `seq - readSeq` (see lib/chats/unread.ts). A send moves only the sender's own entry.
     */
    readSeq: { type: Map, of: Number, default: {} },
    /**
     * member id -> ids of the messages mentioning them that they have not read yet, oldest first:
     * added by the send's own claim (lib/messages/claim-position.ts), taken off by mark-read.
     */
    unreadMentionIds: { type: Map, of: [{ type: ObjectId, ref: 'Message' }], default: {} },
    /**
     * member id -> what they were typing here (and the message they were answering), so that it
     * follows them to every device; removed by their next send's own claim, at no extra command.
     */
    drafts: { type: Map, of: new Schema({ text: String, replyTo: { type: ObjectId, ref: 'Message', default: null }, updatedAt: Date }, { _id: false }), default: {} },
    /** member id -> id of the last message they read */
    lastRead: { type: Map, of: ObjectId, default: {} },
    /** member id -> newest message id when they deleted the chat for themselves; older ones stay hidden */
    clearedUpTo: { type: Map, of: ObjectId, default: {} },
    /** members who turned this chat's notifications off (no pushes unless they are mentioned) */
    notificationsMutedBy: { type: [{ type: ObjectId, ref: 'User' }], default: [] },
    /** the built-in support group */
    isSupport: { type: Boolean, default: false },
  },
  { timestamps: true },
);

chatSchema.index({ members: 1, updatedAt: -1 });
chatSchema.index({ isSupport: 1 });
publicJson(chatSchema);

export type ChatFields = InferSchemaType<typeof chatSchema>;
export const Chat: Model<ChatFields> = (models.Chat as Model<ChatFields>) || model<ChatFields>('Chat', chatSchema);
