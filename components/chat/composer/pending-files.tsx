'use client';

import { useTranslations } from 'next-intl';
import { formatFileSize } from '@/lib/client/chat/display';
import { CloseIcon, FileIcon } from '@/components/ui/icons';
import { PlainImg } from '../ui/plain-img';
import styles from './composer.module.css';
import type { PendingFile } from './use-pending-uploads';

/** The upload preview bar: each waiting file, its progress while sending, a remove button. */
export function PendingFiles({ items, onRemove }: { items: PendingFile[]; onRemove: (id: number) => void }) {
  const t = useTranslations('composer');
  if (!items.length) return null;
  return (
    <ul className={styles.pending} aria-label={t('pendingFiles', { count: items.length })} data-testid="pending-files">
      {items.map((item) => (
        <li key={item.id} className={styles.pendingItem} data-status={item.status}>
          {item.preview ? (
            <PlainImg src={item.preview} alt={item.file.name} className={styles.pendingThumb} />
          ) : (
            <span className={styles.pendingIcon} aria-hidden="true">
              <FileIcon size={22} />
            </span>
          )}
          <span className={styles.pendingText}>
            <span className={styles.pendingName}>{item.file.name}</span>
            <span className={styles.pendingSize}>
              {item.status === 'uploading'
                ? t('uploading', { percent: Math.round(item.progress * 100) })
                : item.status === 'failed'
                  ? t('uploadFailed')
                  : formatFileSize(item.file.size)}
            </span>
          </span>
          {item.status === 'uploading' && (
            <progress className={styles.progress} max={100} value={Math.round(item.progress * 100)} aria-label={t('uploadProgress', { name: item.file.name })} />
          )}
          {item.status !== 'uploading' && (
            <button type="button" className={styles.pendingRemove} onClick={() => onRemove(item.id)} aria-label={t('removeFile', { name: item.file.name })}>
              <CloseIcon size={14} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
