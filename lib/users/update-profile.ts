import { requireUploadedFile } from '@/lib/files/require-uploaded-file';
import type { UpdateMeInput } from '@/lib/validations/user';
import { User, type UserDoc } from '@/models/User';
import { getUserOrThrow } from './get-user-or-throw';
import { toOwnUser } from './public-user';

/** PUT /user/me: a new avatar (an uploaded image, or '' for the default) and/or bio. */
export async function updateProfile(opts: { user: UserDoc; input: UpdateMeInput }) {
  const changes: { avatar?: string; bio?: string } = {};
  if (opts.input.avatar !== undefined) {
    changes.avatar = opts.input.avatar === '' ? '' : (await requireUploadedFile({ url: opts.input.avatar, kinds: ['image'], field: 'avatar' })).url;
  }
  if (opts.input.bio !== undefined) changes.bio = opts.input.bio;
  await User.updateOne({ _id: opts.user._id }, { $set: changes });
  const updated = await getUserOrThrow(opts.user._id);
  return { user: toOwnUser(updated) };
}
