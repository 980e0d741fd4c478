import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileScreen } from '@/components/profile/profile-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('profile'))('myTitle') };
}

export default function OwnProfilePage() {
  return <ProfileScreen />;
}
