// Compile-time check (no code runs): what the server's serializers and services return, once sent
// as JSON, fits the answer types the browser is written against (lib/contract/answers). When one
// drops or retypes a field the contract requires, `npm run typecheck` fails here. Answers built
// from mongoose's toJSON (sticker sets, badge requests) are typed too loosely for this; they, and
// every other answer, are held to the schemas at run time by test/api/answer-conformance.test.ts.
import type { WireChat } from '@/lib/chats/serialize-chat';
import type { publicConfig } from '@/lib/config/public-config';
import type { MemberSummary } from '@/lib/chats/member-summary';
import type { groupViewFor, publicGroupPreview } from '@/lib/groups/group-view';
import type { serializeMessages } from '@/lib/messages/load-messages';
import type { listMessages } from '@/lib/messages/list-messages';
import type { listAround } from '@/lib/messages/list-around';
import type { searchMessages } from '@/lib/search/search-messages';
import type { listPins } from '@/lib/chats/pins';
import type { getProfile } from '@/lib/users/get-profile';
import type { toOwnUser } from '@/lib/users/public-user';
import type { searchUsers } from '@/lib/users/search-users';
import type { updateSettings } from '@/lib/users/update-settings';
import type { login } from '@/lib/auth/login';
import type { toUploadAnswer } from '@/lib/files/upload-file';
import type { openAdminSession } from '@/lib/badges/admin-session';
import type { toSubscriptionView } from '@/lib/push/subscription-view';
import type { updateNotifications } from '@/lib/users/update-notifications';
import type {
  AdminSessionAnswer,
  AroundPage,
  Chat,
  FoundUser,
  GroupPreview,
  GroupView,
  LoginAnswer,
  Member,
  Message,
  MessagePage,
  OwnUser,
  Pin,
  PrivacyFlagAnswer,
  Profile,
  PublicConfig,
  PushSubscriptionView,
  OwnUserAnswer,
  SearchPage,
  UploadAnswer,
} from './answers';
import type { Json } from './json';

/** Fails to compile unless `Actual` may be used where `Expected` is. */
type Fits<Actual extends Expected, Expected> = Actual;

type Awaited1<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export type Conformance = [
  Fits<Json<MemberSummary>, Member>,
  Fits<Json<Awaited1<typeof serializeMessages>[number]>, Message>,
  Fits<Json<Awaited1<typeof listMessages>>, MessagePage>,
  Fits<Json<Awaited1<typeof listAround>>, AroundPage>,
  Fits<Json<Awaited1<typeof searchMessages>>, SearchPage>,
  Fits<Json<WireChat>, Chat>,
  Fits<Json<Awaited1<typeof groupViewFor>>, GroupView>,
  Fits<Json<ReturnType<typeof publicGroupPreview>>, GroupPreview>,
  Fits<Json<Awaited1<typeof listPins>>[number], Pin>,
  Fits<Json<ReturnType<typeof toOwnUser>>, OwnUser>,
  Fits<Json<Awaited1<typeof getProfile>>['user'], Profile>,
  Fits<Json<Awaited1<typeof searchUsers>>['users'][number], FoundUser>,
  Fits<Json<Awaited1<typeof updateSettings>>, PrivacyFlagAnswer>,
  Fits<Json<Awaited1<typeof login>>, LoginAnswer>,
  Fits<Json<ReturnType<typeof toUploadAnswer>>, UploadAnswer>,
  Fits<Json<Awaited1<typeof openAdminSession>>, AdminSessionAnswer>,
  Fits<Json<ReturnType<typeof publicConfig>>, PublicConfig>,
  Fits<Json<ReturnType<typeof toSubscriptionView>>, PushSubscriptionView>,
  Fits<Json<Awaited1<typeof updateNotifications>>, OwnUserAnswer>,
];
