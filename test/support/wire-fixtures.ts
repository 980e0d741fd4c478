import type { Chat, Member, Message, Pin } from '@/lib/contract/answers';

// Answers as the server sends them, for unit tests of client code: every field the contract
// requires, set to what a plain text message, member or chat carries, then the test's own values.

const ID = '0'.repeat(24);
const EPOCH = new Date(0).toISOString();

export function wireMessage(fields: Partial<Message> = {}): Message {
  const id = fields._id ?? fields.id ?? ID;
  const sender = fields.sender === undefined ? ID : fields.sender;
  return {
    _id: id,
    id,
    chatId: ID,
    sender,
    senderId: sender,
    senderUsername: '',
    senderAvatar: '',
    type: 'text',
    content: '',
    fileUrl: '',
    fileName: '',
    fileType: '',
    fileSize: 0,
    stickerUrl: '',
    replyTo: null,
    replyToMessage: null,
    isForwarded: false,
    forwardInfo: null,
    reactions: [],
    readBy: [],
    mentions: [],
    edited: false,
    system: null,
    preview: null,
    clientId: null,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    ...fields,
  };
}

export function wireMember(fields: Partial<Member> & Pick<Member, '_id'>): Member {
  return { id: fields._id, username: '', name: '', avatar: '', specialBadges: [], isAdmin: false, ...fields };
}

export function wireChat(fields: Partial<Chat> = {}): Chat {
  const id = fields._id ?? fields.id ?? ID;
  return {
    _id: id,
    id,
    type: 'single',
    name: '',
    avatar: '',
    memberCount: fields.members?.length ?? 0,
    hideMemberList: false,
    owner: null,
    admins: [],
    myRole: 'member',
    nicknames: {},
    muted: {},
    muteAllUntil: null,
    public: false,
    showJoinLeaveNotice: true,
    slowModeSeconds: 0,
    slowModeUntil: null,
    specialBadges: [],
    blockedBy: [],
    isSupport: false,
    groupId: fields.type === 'group' ? id : null,
    lastMessage: null,
    unreadCount: 0,
    unreadMentions: 0,
    unreadMentionIds: [],
    draft: null,
    notificationsMuted: false,
    lastReadId: null,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    ...fields,
  };
}

export const wirePin = (fields: Partial<Pin> & Pick<Pin, 'message' | 'scope'>): Pin => ({ pinnedBy: ID, pinnedAt: EPOCH, ...fields });
