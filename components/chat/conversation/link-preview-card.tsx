'use client';

import { useTranslations } from 'next-intl';
import { fileHref } from '@/lib/client/chat/display';
import { useRemovePreview } from '@/lib/client/queries/remove-preview';
import type { LinkPreview } from '@/lib/contract/answers';
import { CloseIcon } from '@/components/ui/icons';
import { PlainImg } from '../ui/plain-img';
import styles from './link-preview-card.module.css';

interface LinkPreviewCardProps {
  preview: LinkPreview;
  chatId: string;
  messageId: string;
  /** the sender sees a button that removes the card for everybody */
  mine: boolean;
}

// The server stores only http(s) links and texts as plain text; checked here again so a card
// never becomes a script link whatever a cache holds.
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** The preview of a message's first link: picture (served by this server), site, title, text. */
export function LinkPreviewCard({ preview, chatId, messageId, mine }: LinkPreviewCardProps) {
  const t = useTranslations('conversation.linkPreview');
  const remove = useRemovePreview();
  if (!isWebLink(preview.url)) return null;
  const title = preview.title ?? preview.url;
  return (
    <div className={`${styles.card} ${mine ? styles.mine : ''}`} data-testid="link-preview">
      {preview.image && <PlainImg src={fileHref(preview.image)} alt="" className={styles.image} />}
      <div className={styles.body}>
        {preview.siteName && (
          <span className={styles.site} dir="auto">
            {preview.siteName}
          </span>
        )}
        <a className={styles.title} href={preview.url} target="_blank" rel="noopener noreferrer nofollow" dir="auto">
          {title}
        </a>
        {preview.description && (
          <p className={styles.description} dir="auto">
            {preview.description}
          </p>
        )}
      </div>
      {mine && (
        <button
          type="button"
          className={styles.remove}
          aria-label={t('remove', { title })}
          onClick={() => remove.mutate({ chatId, messageId, before: preview })}
        >
          <CloseIcon size={14} />
        </button>
      )}
    </div>
  );
}
