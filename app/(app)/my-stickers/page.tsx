import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StickerManager } from '@/components/stickers/sticker-manager';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('stickers'))('title') };
}

/** The personal sticker manager; the (app) layout lets only signed-in users in. */
export default function MyStickersPage() {
  return <StickerManager />;
}
