import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/auth/login-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('loginTitle') };
}

interface LoginPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** ?redirectToGroup=1: the visitor wanted to join the support group (SPEC.md sections 2 and 8). */
export default async function LoginPage({ searchParams }: LoginPageProps) {
  const { redirectToGroup } = await searchParams;
  return <LoginForm redirectToGroup={redirectToGroup === '1'} />;
}
