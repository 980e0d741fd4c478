import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GroupScreen } from '@/components/group/group-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('group'))('title') };
}

/** The group page and management panel; also where the shareable join link leads. */
export default async function GroupPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <GroupScreen id={id} />;
}
