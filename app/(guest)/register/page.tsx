import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/auth/register-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('registerTitle') };
}

export default function RegisterPage() {
  return <RegisterForm />;
}
