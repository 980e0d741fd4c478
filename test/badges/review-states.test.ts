import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, type TestUser } from '../support/api';
import { expectInvalid } from '../support/errors';
import { expectError, expectOk, unknownId, users } from '../groups/helpers';
import { adminCalls, requestBadge, storedRequest, userFields } from './helpers';

const { review, removeBadge } = adminCalls();

describe('review state machine', () => {
  type State = 'pending' | 'approved' | 'rejected' | 'removed';
  type Act = 'approve' | 'reject' | 'remove';
  const act = (id: string, action: Act): Promise<ApiAnswer> =>
    action === 'remove' ? removeBadge(id, 'a reason') : review(id, action === 'approve' ? 'approved' : 'rejected', 'a note');
  const PATH_TO: Record<State, Act[]> = { pending: [], approved: ['approve'], rejected: ['reject'], removed: ['approve', 'remove'] };
  const ALLOWED: Partial<Record<State, Partial<Record<Act, State>>>> = {
    pending: { approve: 'approved', reject: 'rejected' },
    approved: { remove: 'removed' },
  };
  const rows = (['pending', 'approved', 'rejected', 'removed'] as State[]).flatMap((from) =>
    (['approve', 'reject', 'remove'] as Act[]).map((action) => {
      const to = ALLOWED[from]?.[action];
      return { from, action, to, label: `${action} from ${from}: ${to ? `→ ${to}` : '409 INVALID_STATE'}` };
    }),
  );
  let requester: TestUser;
  beforeAll(async () => {
    [requester] = await users(1);
  });

  it.concurrent.each(rows)('$label', async ({ from, action, to }) => {
    const { id } = await requestBadge(requester, userFields(requester));
    for (const step of PATH_TO[from]) expectOk(await act(id, step));
    expect((await storedRequest(id))!.status).toBe(from);
    const answer = await act(id, action);
    if (to) {
      expect(expectOk(answer).data).toMatchObject({ id, status: to, note: action === 'remove' ? 'a reason' : 'a note' });
      expect((await storedRequest(id))!.status).toBe(to);
    } else {
      expectError(answer, 409, 'INVALID_STATE');
      expect((await storedRequest(id))!.status).toBe(from);
    }
  });

  it('bad input: unknown id 404, unknown status 400, removal without a reason 400 (note, REQUIRED)', async () => {
    const [user] = await users(1);
    const { id } = await requestBadge(user, userFields(user));
    expectError(await review(unknownId(), 'approved'), 404, 'NOT_FOUND');
    expectError(await removeBadge(unknownId(), 'x'), 404, 'NOT_FOUND');
    expectError(await review(id, 'removed'), 400, 'VALIDATION_ERROR');
    expectError(await review(id, 'pending'), 400, 'VALIDATION_ERROR');
    expectOk(await review(id, 'approved'));
    expectInvalid(await removeBadge(id, undefined), 'note', 'REQUIRED', 'reasonRequired');
    expectInvalid(await removeBadge(id, '   '), 'note', 'REQUIRED', 'reasonRequired');
    expect((await storedRequest(id))!.status).toBe('approved');
  });
});
