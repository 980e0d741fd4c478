import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/auth/login-form';
import { SESSION_ENDED_REASON } from '@/lib/client/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('loginTitle') };
}

interface LoginPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * ?redirectToGroup=1: the visitor wanted to join the support group (SPEC.md sections 2 and 8).
 * ?reason=session-ended: a tab signed out because the session was ended on another device.
 */
export default async function LoginPage({ searchParams }: LoginPageProps) {
  const { redirectToGroup, reason } = await searchParams;
  return <LoginForm redirectToGroup={redirectToGroup === '1'} sessionEnded={reason === SESSION_ENDED_REASON} />;
}
