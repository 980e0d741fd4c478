import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InviteScreen } from '@/components/group/invite-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('moderation'))('inviteTitle') };
}

/** Where an invite link leads: join the group, or ask to. */
export default async function InvitePage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  return <InviteScreen code={code} />;
}
