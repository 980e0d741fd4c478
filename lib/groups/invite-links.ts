import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { notFound } from '@/lib/errors/api-error';
import type { ChatDoc } from '@/lib/chats/get-chat';
import { raceSafeUpsert } from '@/lib/db/race-safe-upsert';
import type { Invite } from '@/lib/contract/answers';
import { recordAction } from '@/lib/moderation/record-action';
import type { CreateInviteInput } from '@/lib/validations/moderation';
import { GroupInvite, type GroupInviteFields } from '@/models/GroupInvite';
import { getGroupForRole } from './get-group';
import { applyGroupChange, logGroupActions } from './update-group';

type InviteDoc = GroupInviteFields & { _id: mongoose.Types.ObjectId };

/** A group's public link is the invite whose code is the group's id (its page, /group/{id}). */
export const isPublicLinkCode = (invite: Pick<InviteDoc, 'code' | 'chatId'>) => invite.code === String(invite.chatId);

export function toWireInvite(invite: InviteDoc): Invite {
  const isPublicLink = isPublicLinkCode(invite);
  return {
    code: invite.code,
    url: isPublicLink ? `/group/${invite.code}` : `/invite/${invite.code}`,
    expiresAt: invite.expiresAt ? invite.expiresAt.toISOString() : null,
    maxUses: invite.maxUses ?? null,
    uses: invite.uses ?? 0,
    requiresApproval: !!invite.requiresApproval,
    createdBy: String(invite.createdBy),
    createdAt: invite.createdAt.toISOString(),
    isPublicLink,
  };
}

/** Owner and admins make a link: optional expiry, use limit and "requires approval". */
export async function createInvite(opts: { groupId: string; userId: string; input: CreateInviteInput }): Promise<Invite> {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  const { expiresAt, maxUses, requiresApproval } = opts.input;
  const created = await GroupInvite.create({
    // 96 random bits: a link nobody can guess
    code: randomBytes(12).toString('base64url'),
    chatId: group._id,
    createdBy: new mongoose.Types.ObjectId(opts.userId),
    expiresAt: expiresAt ? new Date(expiresAt) : null,
    maxUses,
    requiresApproval,
  });
  const invite = toWireInvite(created.toObject<InviteDoc>());
  await recordAction({ chatId: group._id, actor: opts.userId, action: 'invite_created', details: { code: invite.code, expiresAt: invite.expiresAt, maxUses, requiresApproval } });
  return invite;
}

/** The group's links not revoked (expired and used-up ones too, with their uses), newest first. */
export async function listInvites(opts: { groupId: string; userId: string }): Promise<Invite[]> {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  const invites = await GroupInvite.find({ chatId: group._id, revokedAt: null }).sort({ createdAt: -1 }).lean<InviteDoc[]>();
  return invites.map(toWireInvite);
}

/** Revokes a link: it answers 410 INVITE_EXPIRED from then on. Revoking the public link turns public join off. */
export async function revokeInvite(opts: { groupId: string; userId: string; code: string }): Promise<ChatDoc> {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  const revoked = await GroupInvite.findOneAndUpdate({ code: opts.code, chatId: group._id, revokedAt: null }, { $set: { revokedAt: new Date() } }).lean<InviteDoc>();
  if (!revoked) throw notFound('invite');
  const log = { actor: opts.userId, action: 'invite_revoked' as const, details: { code: opts.code } };
  if (isPublicLinkCode(revoked)) return applyGroupChange(group, { $set: { public: false } }, { log });
  await logGroupActions(group, log);
  return group;
}

/**
 * Makes sure a public group's link exists as an invite (not revoked), keeping its uses. An upsert
 * on the unique code: two processes doing it at once make one.
 */
export async function ensurePublicLink(group: Pick<ChatDoc, '_id' | 'owner'>, createdBy = group.owner): Promise<void> {
  await raceSafeUpsert(() =>
    GroupInvite.updateOne(
      { code: String(group._id) },
      // The public link has no limits; the nulls go in $set: FerretDB v1 leaves them out of what
      // an upsert's $setOnInsert creates.
      { $set: { revokedAt: null, expiresAt: null, maxUses: null, requiresApproval: false }, $setOnInsert: { chatId: group._id, createdBy, createdAt: new Date(), uses: 0 } },
      { upsert: true },
    ),
  );
}

/**
 * Public join by link on or off (PATCH /group/{id}/public): owner and admins. On, the group's
 * link is an invite without limits; off, it is revoked (its page answers UNABLE_TO_JOIN).
 */
export async function setPublicLink(opts: { groupId: string; userId: string; value: boolean }): Promise<ChatDoc> {
  const group = await getGroupForRole(opts.groupId, opts.userId, 'admin');
  if (opts.value) await ensurePublicLink(group, new mongoose.Types.ObjectId(opts.userId));
  else await GroupInvite.updateOne({ code: String(group._id), revokedAt: null }, { $set: { revokedAt: new Date() } });
  const log = !!group.public !== opts.value ? { actor: opts.userId, action: 'settings_changed' as const, details: { setting: 'public', value: opts.value } } : undefined;
  return applyGroupChange(group, { $set: { public: opts.value } }, { log });
}
