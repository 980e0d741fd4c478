import type { z } from 'zod';
import * as answers from './answers';

// What every call under /api answers when it succeeds (API.md "Answers"), by method and path as
// the route folders name their parameters. test/api/answer-conformance.test.ts makes each call
// against the real server and holds its answer to the schema here, and fails when a route exists
// that this table does not name.

export const ANSWERS = {
  'POST /auth/send-otp': answers.confirmationAnswer,
  'POST /auth/register': answers.registerAnswer,
  'POST /auth/login': answers.loginAnswer,
  'POST /auth/forgot-password': answers.confirmationAnswer,
  'POST /auth/send-otp-password': answers.confirmationAnswer,
  'POST /auth/reset-password': answers.confirmationAnswer,
  'POST /auth/send-otp-email': answers.confirmationAnswer,
  'POST /auth/send-otp-email-new': answers.confirmationAnswer,
  'POST /auth/change-email': answers.confirmationAnswer,
  'POST /auth/send-otp-birthday': answers.confirmationAnswer,
  'POST /auth/change-birthday': answers.confirmationAnswer,
  'POST /auth/change-password': answers.passwordChangedAnswer,
  'POST /auth/send-otp-delete-account': answers.confirmationAnswer,
  'POST /auth/delete-account': answers.confirmationAnswer,
  'POST /auth/send-otp-delete-group': answers.confirmationAnswer,

  'GET /config': answers.publicConfigSchema,
  'GET /health': answers.healthAnswer,
  'POST /upload': answers.uploadAnswer,

  'GET /user/me': answers.ownUserAnswer,
  'PUT /user/me': answers.ownUserAnswer,
  'GET /user/{id}': answers.profileAnswer,
  'POST /user/{id}/like': answers.profileAnswer,
  'POST /user/{id}/dislike': answers.profileAnswer,
  'POST /user/update-private': answers.privacyFlagAnswer,
  'POST /user/hide-online': answers.privacyFlagAnswer,
  'PATCH /user/lang': answers.languageAnswer,
  'PUT /user/notifications': answers.ownUserAnswer,
  'GET /user/search': answers.userSearchAnswer,
  'GET /user/my-stickers': answers.stickerSetListAnswer,
  'POST /user/my-stickers': answers.stickerSetAnswer,
  'PATCH /user/my-stickers/{setId}': answers.stickerSetAnswer,
  'DELETE /user/my-stickers/{setId}': answers.stickerSetListAnswer,
  'POST /user/my-stickers/{setId}/add': answers.stickerSetAnswer,
  'DELETE /user/my-stickers/{setId}/{stickerId}': answers.stickerSetAnswer,

  'GET /chat/my-chats': answers.chatListAnswer,
  'POST /chat/create': answers.openChatAnswer,
  'POST /chat/create-group': answers.openChatAnswer,
  'GET /chat/one-to-one/{userId}': answers.openChatAnswer,
  'POST /chat/{id}/nickname': answers.chatAnswer,
  'POST /chat/{id}/mark-read': answers.doneAnswer,
  'POST /chat/{id}/delete-for-me': answers.doneAnswer,
  'POST /chat/{id}/delete-hard': answers.doneAnswer,
  'GET /chat/{id}/pinned-messages': answers.pinListAnswer,
  'POST /chat/{id}/pin-message': answers.pinListAnswer,
  'POST /chat/{id}/unpin-message': answers.pinListAnswer,
  'POST /chat/block/{chatId}': answers.doneAnswer,
  'POST /chat/unblock/{chatId}': answers.doneAnswer,
  'PUT /chat/{id}/notifications': answers.openChatAnswer,

  'GET /messages/by-chat/{id}': answers.messagePage,
  /** the same call with `around=`: the page centred on a message */
  'GET /messages/by-chat/{id}?around': answers.aroundPage,
  'GET /messages/search': answers.searchPage,
  'POST /messages/send': answers.messageAnswer,
  'POST /messages/edit': answers.messageAnswer,
  'POST /messages/react': answers.messageAnswer,
  'POST /messages/delete-for-me': answers.doneAnswer,
  'POST /messages/delete-hard': answers.doneAnswer,

  'GET /group/{id}': answers.groupGetAnswer,
  'POST /group/join/{id}': answers.groupMemberAnswer,
  'POST /group/rename-group': answers.groupMemberAnswer,
  'PUT /group/{id}/change-avatar': answers.groupMemberAnswer,
  'POST /group/{id}/members': answers.groupMemberAnswer,
  'DELETE /group/{id}/members/{userId}': answers.groupMemberAnswer,
  'POST /group/{id}/admins': answers.groupMemberAnswer,
  'DELETE /group/{id}/admins/{userId}': answers.groupMemberAnswer,
  'POST /group/{id}/transfer-owner': answers.groupMemberAnswer,
  'POST /group/{id}/mute-member': answers.groupMemberAnswer,
  'POST /group/{id}/mute-all': answers.groupMemberAnswer,
  'POST /group/{id}/unmute-all': answers.groupMemberAnswer,
  'POST /group/{id}/hide-member-list': answers.groupMemberAnswer,
  'POST /group/{id}/join-leave-notice': answers.groupMemberAnswer,
  'PATCH /group/{id}/public': answers.groupMemberAnswer,
  /** the caller is no longer in the group: no `group` */
  'POST /group/{id}/leave': answers.doneAnswer,
  'POST /group/delete-group': answers.doneAnswer,

  'POST /badge-request': answers.badgeRequestAnswer,
  'GET /badge-request': answers.badgeRequestList,
  'PATCH /badge-request/{id}': answers.badgeRequestAnswer,
  'POST /badge-request/{id}/remove-badge': answers.badgeRequestAnswer,
  'POST /badge-request/admin-session': answers.adminSessionAnswer,

  'GET /push/key': answers.pushKeyAnswer,
  'POST /push/subscriptions': answers.pushSubscriptionAnswer,
  'GET /push/subscriptions': answers.pushSubscriptionListAnswer,
  'DELETE /push/subscriptions/{id}': answers.doneAnswer,
  'POST /push/test': answers.pushTestAnswer,
} satisfies Record<string, z.ZodType>;

export type AnsweredCall = keyof typeof ANSWERS;
