'use client';

import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { contentKind, downloadHref, extensionOf, fileHref, formatFileSize } from '@/lib/client/chat/display';
import type { Message } from '@/lib/contract/answers';
import { DownloadIcon, FileIcon } from '@/components/ui/icons';
import { Dialog } from '@/components/ui/dialog';
import { PlainImg } from '../ui/plain-img';
import styles from './conversation.module.css';

function DownloadButton({ message }: { message: Message }) {
  const t = useTranslations('conversation');
  return (
    <a className={buttons.primary} href={downloadHref(message.fileUrl)} download={message.fileName || true}>
      <DownloadIcon size={18} />
      {t('download')}
    </a>
  );
}

/** The image lightbox: the picture at full size, with download. */
export function Lightbox({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const t = useTranslations('conversation');
  return (
    <Dialog closeOnBackdrop open={!!message} onClose={onClose} title={message?.fileName || t('kinds.image')} size="wide" footer={message && <DownloadButton message={message} />}>
      {message && (
        <div className={styles.lightbox}>
          <PlainImg src={fileHref(message.fileUrl)} alt={message.fileName || t('kinds.image')} loading="eager" />
        </div>
      )}
    </Dialog>
  );
}

const INLINE_DOCS = new Set(['pdf', 'txt']);

/** A file's preview: PDFs and text inline, media in their players, other types described, with download. */
export function FilePreview({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const t = useTranslations('conversation');
  const ext = extensionOf(message?.fileName || message?.fileUrl);
  const kind = message ? contentKind({ ...message, type: 'file' }) : 'file';
  const src = fileHref(message?.fileUrl);
  return (
    <Dialog closeOnBackdrop open={!!message} onClose={onClose} title={message?.fileName || t('kinds.fileGeneric')} size="wide" footer={message && <DownloadButton message={message} />}>
      {message && (
        <div className={styles.preview}>
          {INLINE_DOCS.has(ext) ? (
            <iframe className={styles.previewFrame} src={src} title={message.fileName || t('kinds.fileGeneric')} sandbox={ext === 'pdf' ? undefined : ''} />
          ) : kind === 'image' || kind === 'sticker' ? (
            <div className={styles.lightbox}>
              <PlainImg src={src} alt={message.fileName || ''} loading="eager" />
            </div>
          ) : kind === 'video' ? (
            <video className={styles.previewMedia} src={src} controls />
          ) : kind === 'audio' ? (
            <audio src={src} controls />
          ) : (
            <div className={styles.previewNone}>
              <FileIcon size={48} />
              <p className={styles.previewName}>{message.fileName}</p>
              <p>{formatFileSize(message.fileSize)}</p>
              <p>{t('noPreview')}</p>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
