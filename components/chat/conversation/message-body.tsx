'use client';

import { useTranslations } from 'next-intl';
import { contentKind, downloadHref, fileHref, formatFileSize, stickerOf, canSaveSticker } from '@/lib/client/chat/display';
import { shownFileName } from '@/lib/client/bidi';
import type { Message } from '@/lib/contract/answers';
import { mentionRenderer, useMentionHighlight } from './mention-text';
import { DownloadIcon, FileIcon, MicIcon, StickerIcon } from '@/components/ui/icons';
import { PlainImg } from '../ui/plain-img';
import { LinkPreviewCard } from './link-preview-card';
import { VoiceAudio } from '../ui/voice-audio';
import { MessageText } from './message-text';
import styles from './message.module.css';

interface MessageBodyProps {
  message: Message;
  myId: string;
  onOpenImage: (message: Message) => void;
  onPreviewFile: (message: Message) => void;
  onSaveSticker: (message: Message) => void;
}

/** A message's content by kind: text, image (lightbox), sticker, video, audio, voice, file. */
export function MessageBody({ message, myId, onOpenImage, onPreviewFile, onSaveSticker }: MessageBodyProps) {
  const t = useTranslations('conversation');
  const kind = contentKind(message);
  const highlight = useMentionHighlight(message);
  const src = fileHref(message.fileUrl);
  switch (kind) {
    case 'text':
      return (
        <>
          <MessageText text={message.content} renderText={mentionRenderer(highlight)} />
          {message.preview && <LinkPreviewCard preview={message.preview} chatId={message.chatId} messageId={message._id} mine={message.sender === myId} />}
        </>
      );
    case 'image':
      return (
        <button type="button" className={styles.imageButton} onClick={() => onOpenImage(message)} aria-label={t('openImage', { name: message.fileName || '' })}>
          <PlainImg src={src} alt={message.fileName || t('kinds.image')} className={styles.image} />
        </button>
      );
    case 'sticker': {
      const sticker = fileHref(stickerOf(message));
      return (
        <div className={styles.sticker}>
          <PlainImg src={sticker} alt={t('kinds.sticker')} className={styles.stickerImage} />
          {canSaveSticker(message, myId) && (
            <button type="button" className={styles.saveSticker} onClick={() => onSaveSticker(message)}>
              <StickerIcon size={14} />
              {t('saveSticker')}
            </button>
          )}
        </div>
      );
    }
    case 'video':
      return <video className={styles.video} src={src} controls preload="metadata" playsInline aria-label={message.fileName || t('kinds.video')} />;
    case 'audio':
      return (
        <div className={styles.audio}>
          <span className={styles.audioName} dir="auto">
            {shownFileName(message.fileName ?? '')}
          </span>
          <audio src={src} controls preload="metadata" aria-label={message.fileName || t('kinds.audio')} />
        </div>
      );
    case 'voice':
      return (
        <div className={styles.voice} data-testid="voice-message">
          <span className={styles.voiceIcon} aria-hidden="true">
            <MicIcon size={16} />
          </span>
          <VoiceAudio src={src} label={t('kinds.voice')} durationClassName={styles.voiceDuration} />
        </div>
      );
    case 'file':
      return (
        <div className={styles.file}>
          <button type="button" className={styles.fileMain} onClick={() => onPreviewFile(message)} aria-label={t('previewFile', { name: message.fileName || '' })}>
            <span className={styles.fileIcon} aria-hidden="true">
              <FileIcon size={22} />
            </span>
            <span className={styles.fileText}>
              <span className={styles.fileName} dir="auto">
                {message.fileName ? shownFileName(message.fileName) : t('kinds.fileGeneric')}
              </span>
              <span className={styles.fileSize}>{formatFileSize(message.fileSize)}</span>
            </span>
          </button>
          <a className={styles.fileDownload} href={downloadHref(message.fileUrl)} download={message.fileName || true} aria-label={t('downloadFile', { name: message.fileName || '' })}>
            <DownloadIcon size={18} />
          </a>
        </div>
      );
    default:
      return null;
  }
}
