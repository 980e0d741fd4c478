import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, mailDir, type ApiAnswer, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { mailsFor, waitForCode } from '../support/mailbox';
import { expectError, expectOk, fileForm, groupDoc, ids, inFuture, insertGroup, pngBytes, registerUser, sendOk } from './helpers';

// SPEC.md section 6 as one table: every group action by every role, each row on a group of its
// own (owner, an admin, a member, a target member; the outsider and the newcomer are not in it).
// Allowed rows must change the stored group as the action says; refused rows must answer the
// status and code and change nothing at all.

type Role = 'owner' | 'admin' | 'member' | 'outsider';
const ROLES: Role[] = ['owner', 'admin', 'member', 'outsider'];

interface Row {
  groupId: string;
  owner: TestUser;
  admin: TestUser;
  member: TestUser;
  target: TestUser;
  outsider: TestUser;
  newcomer: TestUser;
  actor: TestUser;
  /** a text message of the target member, for the message actions */
  messageId?: string;
}

interface State {
  chat: Record<string, any> | null;
  messages: string[];
  pins: Array<Record<string, any>>;
}

interface Action {
  name: string;
  prepare?: (row: Row) => Promise<void>;
  run: (row: Row) => Promise<ApiAnswer>;
  /** true once the action has taken effect (and false before it) */
  applied: (row: Row, state: State) => boolean;
}

type Outcome = 'ok' | [number, string];
const OK: Outcome = 'ok';
const FORBIDDEN: Outcome = [403, 'FORBIDDEN'];
const NOT_A_MEMBER: Outcome = [403, 'NOT_A_MEMBER'];
const OWNER_CANNOT_LEAVE: Outcome = [403, 'OWNER_CANNOT_LEAVE'];

const has = (list: unknown[] | undefined, user: TestUser) => ids(list).includes(user.id);
const mutedNow = (state: State, user: TestUser) => {
  const until = state.chat?.muted?.[user.id];
  return !!until && new Date(until).getTime() > Date.now();
};
const pinned = (state: State, row: Row, scope: 'me' | 'all') =>
  state.pins.some((p) => String(p.message) === row.messageId && p.scope === scope && (scope === 'all' || String(p.pinnedBy) === row.actor.id));

const targetMessage = async (row: Row) => {
  row.messageId = await sendOk(row.target, row.groupId, 'a message of the target');
};

/** The owner's deletion flow: ask for the code (refused for everyone else), then delete with it. */
async function deleteGroupFlow(row: Row): Promise<ApiAnswer> {
  const { actor, groupId } = row;
  const seen = mailsFor(mailDir(), actor.email).length;
  const asked = await api('/auth/send-otp-delete-group', { token: actor.token, body: { email: actor.email, groupId } });
  const otp = asked.status === 200 ? await waitForCode(mailDir(), actor.email, seen) : '123456';
  return api('/group/delete-group', { token: actor.token, body: { groupId, email: actor.email, otp } });
}

const ACTIONS: Action[] = [
  {
    name: 'rename',
    run: (r) => api('/group/rename-group', { token: r.actor.token, body: { groupId: r.groupId, newName: 'Renamed group' } }),
    applied: (_r, s) => s.chat?.name === 'Renamed group',
  },
  {
    name: 'change avatar',
    run: async (r) => api(`/group/${r.groupId}/change-avatar`, { method: 'PUT', token: r.actor.token, body: fileForm('avatar', await pngBytes(), 'image/png', 'a.png') }),
    applied: (_r, s) => /^\/uploads\/.+/.test(s.chat?.avatar ?? ''),
  },
  {
    name: 'add member',
    run: (r) => api(`/group/${r.groupId}/members`, { token: r.actor.token, body: { userId: r.newcomer.id } }),
    applied: (r, s) => has(s.chat?.members, r.newcomer),
  },
  {
    name: 'remove member',
    run: (r) => api(`/group/${r.groupId}/members/${r.target.id}`, { method: 'DELETE', token: r.actor.token }),
    applied: (r, s) => !has(s.chat?.members, r.target),
  },
  {
    name: 'remove the owner',
    run: (r) => api(`/group/${r.groupId}/members/${r.owner.id}`, { method: 'DELETE', token: r.actor.token }),
    applied: (r, s) => !has(s.chat?.members, r.owner),
  },
  {
    name: 'remove themselves',
    run: (r) => api(`/group/${r.groupId}/members/${r.actor.id}`, { method: 'DELETE', token: r.actor.token }),
    applied: (r, s) => !has(s.chat?.members, r.actor),
  },
  {
    name: 'mute member',
    run: (r) => api(`/group/${r.groupId}/mute-member`, { token: r.actor.token, body: { memberId: r.target.id, mute: inFuture(3_600_000) } }),
    applied: (r, s) => mutedNow(s, r.target),
  },
  {
    name: 'mute the owner',
    run: (r) => api(`/group/${r.groupId}/mute-member`, { token: r.actor.token, body: { memberId: r.owner.id, mute: inFuture(3_600_000) } }),
    applied: (r, s) => mutedNow(s, r.owner),
  },
  {
    name: 'mute themselves',
    run: (r) => api(`/group/${r.groupId}/mute-member`, { token: r.actor.token, body: { memberId: r.actor.id, mute: inFuture(3_600_000) } }),
    applied: (r, s) => mutedNow(s, r.actor),
  },
  {
    name: 'unmute member',
    prepare: async (r) => {
      expectOk(await api(`/group/${r.groupId}/mute-member`, { token: r.owner.token, body: { memberId: r.target.id, mute: inFuture(3_600_000) } }));
    },
    run: (r) => api(`/group/${r.groupId}/mute-member`, { token: r.actor.token, body: { memberId: r.target.id, mute: false } }),
    applied: (r, s) => !mutedNow(s, r.target),
  },
  {
    name: 'mute all',
    run: (r) => api(`/group/${r.groupId}/mute-all`, { token: r.actor.token, body: { until: inFuture(3_600_000) } }),
    applied: (_r, s) => !!s.chat?.muteAllUntil && new Date(s.chat.muteAllUntil).getTime() > Date.now(),
  },
  {
    name: 'unmute all',
    prepare: async (r) => {
      expectOk(await api(`/group/${r.groupId}/mute-all`, { token: r.owner.token, body: { until: inFuture(3_600_000) } }));
    },
    run: (r) => api(`/group/${r.groupId}/unmute-all`, { token: r.actor.token, body: {} }),
    applied: (_r, s) => !!s.chat && !s.chat.muteAllUntil,
  },
  {
    name: 'hide member list',
    run: (r) => api(`/group/${r.groupId}/hide-member-list`, { token: r.actor.token, body: { hide: true } }),
    applied: (_r, s) => s.chat?.hideMemberList === true,
  },
  {
    name: 'join/leave notice',
    run: (r) => api(`/group/${r.groupId}/join-leave-notice`, { token: r.actor.token, body: { show: false } }),
    applied: (_r, s) => s.chat?.showJoinLeaveNotice === false,
  },
  {
    name: 'public',
    run: (r) => api(`/group/${r.groupId}/public`, { method: 'PATCH', token: r.actor.token, body: { value: true } }),
    applied: (_r, s) => s.chat?.public === true,
  },
  {
    name: 'promote',
    run: (r) => api(`/group/${r.groupId}/admins`, { token: r.actor.token, body: { userId: r.target.id } }),
    applied: (r, s) => has(s.chat?.admins, r.target),
  },
  {
    name: 'demote',
    prepare: async (r) => {
      expectOk(await api(`/group/${r.groupId}/admins`, { token: r.owner.token, body: { userId: r.target.id } }));
    },
    run: (r) => api(`/group/${r.groupId}/admins/${r.target.id}`, { method: 'DELETE', token: r.actor.token }),
    applied: (r, s) => !!s.chat && !has(s.chat.admins, r.target),
  },
  {
    name: 'transfer ownership',
    run: (r) => api(`/group/${r.groupId}/transfer-owner`, { token: r.actor.token, body: { newOwnerId: r.target.id } }),
    applied: (r, s) => String(s.chat?.owner) === r.target.id && has(s.chat?.admins, r.actor) && !has(s.chat?.admins, r.target),
  },
  {
    name: 'delete group',
    run: deleteGroupFlow,
    applied: (_r, s) => s.chat === null && s.messages.length === 0,
  },
  {
    name: "set someone else's nickname",
    run: (r) => api(`/chat/${r.groupId}/nickname`, { token: r.actor.token, body: { nickname: 'Nick', targetUserId: r.target.id } }),
    applied: (r, s) => s.chat?.nicknames?.[r.target.id] === 'Nick',
  },
  {
    name: 'set own nickname',
    run: (r) => api(`/chat/${r.groupId}/nickname`, { token: r.actor.token, body: { nickname: 'Me myself' } }),
    applied: (r, s) => s.chat?.nicknames?.[r.actor.id] === 'Me myself',
  },
  {
    name: 'leave',
    run: (r) => api(`/group/${r.groupId}/leave`, { token: r.actor.token, body: {} }),
    applied: (r, s) => !!s.chat && !has(s.chat.members, r.actor),
  },
  {
    name: 'pin for all',
    prepare: targetMessage,
    run: (r) => api(`/chat/${r.groupId}/pin-message`, { token: r.actor.token, body: { messageId: r.messageId, scope: 'all' } }),
    applied: (r, s) => pinned(s, r, 'all'),
  },
  {
    name: 'pin for me',
    prepare: targetMessage,
    run: (r) => api(`/chat/${r.groupId}/pin-message`, { token: r.actor.token, body: { messageId: r.messageId, scope: 'me' } }),
    applied: (r, s) => pinned(s, r, 'me'),
  },
  {
    name: "delete another's message for all",
    prepare: targetMessage,
    run: (r) => api('/messages/delete-hard', { token: r.actor.token, body: { messageId: r.messageId } }),
    applied: (r, s) => !!s.chat && !s.messages.includes(r.messageId!),
  },
];

// owner, admin, member, outsider
const EXPECTED: Record<string, [Outcome, Outcome, Outcome, Outcome]> = {
  rename: [OK, OK, FORBIDDEN, NOT_A_MEMBER],
  'change avatar': [OK, OK, FORBIDDEN, NOT_A_MEMBER],
  'add member': [OK, OK, FORBIDDEN, NOT_A_MEMBER],
  'remove member': [OK, OK, FORBIDDEN, NOT_A_MEMBER],
  'remove the owner': [FORBIDDEN, FORBIDDEN, FORBIDDEN, NOT_A_MEMBER],
  'remove themselves': [FORBIDDEN, FORBIDDEN, FORBIDDEN, NOT_A_MEMBER],
  'mute member': [OK, OK, FORBIDDEN, NOT_A_MEMBER],
  'mute the owner': [FORBIDDEN, FORBIDDEN, FORBIDDEN, NOT_A_MEMBER],
  'mute themselves': [FORBIDDEN, FORBIDDEN, FORBIDDEN, NOT_A_MEMBER],
  'unmute member': [OK, OK, FORBIDDEN, NOT_A_MEMBER],
  'mute all': [OK, OK, FORBIDDEN, NOT_A_MEMBER],
  'unmute all': [OK, OK, FORBIDDEN, NOT_A_MEMBER],
  'hide member list': [OK, OK, FORBIDDEN, NOT_A_MEMBER],
  'join/leave notice': [OK, OK, FORBIDDEN, NOT_A_MEMBER],
  public: [OK, OK, FORBIDDEN, NOT_A_MEMBER],
  promote: [OK, FORBIDDEN, FORBIDDEN, NOT_A_MEMBER],
  demote: [OK, FORBIDDEN, FORBIDDEN, NOT_A_MEMBER],
  'transfer ownership': [OK, FORBIDDEN, FORBIDDEN, NOT_A_MEMBER],
  'delete group': [OK, FORBIDDEN, FORBIDDEN, NOT_A_MEMBER],
  "set someone else's nickname": [OK, FORBIDDEN, FORBIDDEN, NOT_A_MEMBER],
  'set own nickname': [OK, OK, OK, NOT_A_MEMBER],
  leave: [OWNER_CANNOT_LEAVE, OK, OK, NOT_A_MEMBER],
  'pin for all': [OK, OK, FORBIDDEN, NOT_A_MEMBER],
  'pin for me': [OK, OK, OK, NOT_A_MEMBER],
  "delete another's message for all": [OK, OK, FORBIDDEN, NOT_A_MEMBER],
};

const table = ACTIONS.flatMap((action) => {
  const expected = EXPECTED[action.name];
  if (!expected) throw new Error(`no expectations for ${action.name}`);
  return ROLES.map((role, i) => ({
    action,
    role,
    expected: expected[i],
    label: `${action.name} by ${role}: ${expected[i] === 'ok' ? 'allowed' : (expected[i] as [number, string]).join(' ')}`,
  }));
});

async function stateOf(groupId: string): Promise<State> {
  const db = await testDb();
  const chatId = new ObjectId(groupId);
  const chat = await db.collection('chats').findOne({ _id: chatId });
  const messages = (await db.collection('messages').find({ chatId }, { projection: { _id: 1 } }).sort({ _id: 1 }).toArray()).map((m) => String(m._id));
  const pins = await db.collection('pins').find({ chatId }).toArray();
  return { chat, messages, pins };
}

/** What a refused call must leave exactly as it was (updatedAt aside). */
const comparable = (state: State) => {
  const chat = { ...state.chat };
  delete chat.updatedAt;
  return { chat: JSON.parse(JSON.stringify(chat)), messages: state.messages, pins: JSON.parse(JSON.stringify(state.pins)) };
};

let people: Omit<Row, 'groupId' | 'actor'>;

beforeAll(async () => {
  // real registrations (the other files use quick users made in the database)
  const [owner, admin, member, target, outsider, newcomer] = await Promise.all(Array.from({ length: 6 }, () => registerUser()));
  people = { owner, admin, member, target, outsider, newcomer };
});

describe.concurrent('group permission matrix (SPEC.md section 6)', () => {
  it.each(table)('$label', async ({ action, role, expected }) => {
    const groupId = await insertGroup(people.owner, [people.admin, people.member, people.target], [people.admin]);
    const row: Row = { ...people, groupId, actor: people[role] };
    expect(has((await groupDoc(groupId))?.members, people.outsider)).toBe(false);
    await action.prepare?.(row);
    const before = await stateOf(groupId);
    const appliedBefore = action.applied(row, before);

    const answer = await action.run(row);

    const after = await stateOf(groupId);
    if (expected === 'ok') {
      expectOk(answer);
      expect(appliedBefore, 'the effect was there before the call').toBe(false);
      expect(action.applied(row, after), 'the allowed call took effect').toBe(true);
    } else {
      expectError(answer, expected[0], expected[1]);
      expect(comparable(after), 'a refused call changes nothing').toEqual(comparable(before));
    }
  });
});
