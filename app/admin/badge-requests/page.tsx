import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BadgeAdminScreen } from '@/components/admin/badge-admin-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('admin'))('title'), robots: { index: false, follow: false } };
}

/** Badge request review: outside the (app) group, behind its own admin-code gate. */
export default function BadgeRequestsPage() {
  return <BadgeAdminScreen />;
}
