'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLogin } from '@/lib/client/queries/auth-mutations';
import { configQuery } from '@/lib/client/queries/config';
import { loginSchema } from '@/lib/validations/auth';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import styles from './auth.module.css';
import { useFormFeedback } from './use-form-feedback';
import { useFormSubmit } from './use-form-submit';
import { TYPED_PASSWORD_MAX, USERNAME_MAX } from '@/lib/contract/limits';

/** Where to go after logging in: the support group when login was asked for to join it. */
async function landingPath(queryClient: QueryClient, redirectToGroup: boolean): Promise<string> {
  if (!redirectToGroup) return '/chat';
  try {
    const config = await queryClient.fetchQuery(configQuery);
    return config.supportGroupId ? `/group/${config.supportGroupId}` : '/chat';
  } catch {
    return '/chat';
  }
}

export function LoginForm({ redirectToGroup, sessionEnded }: { redirectToGroup: boolean; sessionEnded: boolean }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const feedback = useFormFeedback();
  const queryClient = useQueryClient();
  const login = useLogin();

  const { onSubmit } = useFormSubmit(async (values, form) => {
    feedback.clear();
    const body = feedback.check(loginSchema, values, form);
    if (!body) return;
    try {
      // the session is stored by the mutation
      await login.mutateAsync(body);
      router.replace(await landingPath(queryClient, redirectToGroup));
    } catch (error) {
      feedback.failed(error, 'auth.loginFailed');
    }
  });

  return (
    <AuthCard
      title={t('loginTitle')}
      subtitle={t('welcome')}
      footer={
        <>
          <AuthLink prompt={t('noAccount')} href="/register" label={t('registerLink')} />
          <AuthLink href="/forgot-password" label={t('forgotLink')} />
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {redirectToGroup && <FormMessage message={{ kind: 'info', text: t('loginToJoinGroup') }} />}
        {sessionEnded && <FormMessage message={{ kind: 'info', text: t('sessionEndedElsewhere') }} />}
        <TextField label={t('username')} name="username" autoComplete="username" maxLength={USERNAME_MAX} autoFocus />
        <PasswordInput label={t('password')} name="password" autoComplete="current-password" maxLength={TYPED_PASSWORD_MAX} />
        <FormFooter message={feedback.message} submitLabel={t('loginButton')} disabled={login.isPending || login.isSuccess} />
      </form>
    </AuthCard>
  );
}
