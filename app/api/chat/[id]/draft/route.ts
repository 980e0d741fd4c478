import { userRoute } from '@/lib/api/handler';
import { saveDraft } from '@/lib/drafts/save-draft';
import { draftSchema } from '@/lib/validations/draft';

export const PUT = userRoute({ body: draftSchema }, ({ user, params, body }) =>
  saveDraft({ userId: String(user._id), chatId: params.id, text: body.text, replyTo: body.replyTo }),
);
