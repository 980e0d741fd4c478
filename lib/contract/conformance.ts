// Compile-time check (no code runs): what the server's serializers return, once sent as JSON,
// fits the answer types the browser is written against (lib/contract/answers.ts). When a
// serializer drops or retypes a field the client relies on, `npm run typecheck` fails here.
import type { WireChat } from '@/lib/chats/serialize-chat';
import type { publicConfig } from '@/lib/config/public-config';
import type { MemberSummary } from '@/lib/chats/member-summary';
import type { groupViewFor, publicGroupPreview } from '@/lib/groups/group-view';
import type { serializeMessages } from '@/lib/messages/load-messages';
import type { listPins } from '@/lib/chats/pins';
import type { getProfile } from '@/lib/users/get-profile';
import type { searchUsers } from '@/lib/users/search-users';
import type { Chat, FoundUser, GroupPreview, GroupView, Member, Message, Pin, Profile, PublicConfig } from './answers';
import type { Json } from './json';

/** Fails to compile unless `Actual` may be used where `Expected` is. */
type Fits<Actual extends Expected, Expected> = Actual;

type Awaited1<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export type Conformance = [
  Fits<Json<MemberSummary>, Member>,
  Fits<Json<Awaited1<typeof serializeMessages>[number]>, Message>,
  Fits<Json<WireChat>, Chat>,
  Fits<Json<Awaited1<typeof groupViewFor>>, GroupView>,
  Fits<Json<ReturnType<typeof publicGroupPreview>>, GroupPreview>,
  Fits<Json<Awaited1<typeof listPins>>[number], Pin>,
  Fits<Json<Awaited1<typeof getProfile>>['user'], Profile>,
  Fits<Json<Awaited1<typeof searchUsers>>['users'][number], FoundUser>,
  Fits<Json<ReturnType<typeof publicConfig>>, PublicConfig>,
];
