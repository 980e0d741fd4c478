import { userRoute } from '@/lib/api/handler';
import { isLocale } from '@/lib/i18n/locales';
import { sendTestPush } from '@/lib/push/send-test-push';

// In the language pushes come in (the account's), as the next real one will.
export const POST = userRoute({}, ({ user, lang }) => sendTestPush({ userId: String(user._id), lang: isLocale(user.lang) ? user.lang : lang }));
