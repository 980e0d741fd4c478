'use client';

import { useTranslations } from 'next-intl';
import { useSaveSticker, useStickerSets } from '@/lib/client/queries/sticker-sets';
import { errorText } from '@/lib/client/api';
import { fileHref, stickerOf } from '@/lib/client/chat/display';
import type { Message, StickerSet } from '@/lib/contract/answers';
import { useChatScreen } from '../chat-context';
import { Dialog } from '@/components/ui/dialog';
import { PlainImg } from '../ui/plain-img';
import ui from '../ui/ui.module.css';
import styles from './conversation.module.css';

/** Save a gif/webp sticker or image to one of the user's sticker sets (POST my-stickers/{setId}/add {url}). */
export function SaveStickerDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const t = useTranslations('conversation');
  const { notify } = useChatScreen();
  const sets = useStickerSets();
  const saveSticker = useSaveSticker();
  const busy = saveSticker.isPending || saveSticker.isSuccess;
  const url = stickerOf(message);

  const save = (set: StickerSet) =>
    saveSticker.mutate(
      { setId: set._id, url },
      {
        onSuccess: () => {
          notify(t('stickerSaved', { name: set.name }), 'success');
          onClose();
        },
        onError: (error) => notify(errorText(error, t('failed.saveSticker'))),
      },
    );

  return (
    <Dialog closeOnBackdrop onClose={onClose} title={t('saveStickerTitle')} description={t('chooseSet')}>
      <div className={styles.savePreview}>
        <PlainImg src={fileHref(url)} alt={t('kinds.sticker')} width={60} height={60} />
      </div>
      {sets.isPending ? (
        <p className={ui.hint}>{t('loading')}</p>
      ) : sets.isError ? (
        <p className={ui.error}>{t('failed.loadSets')}</p>
      ) : !sets.data?.length ? (
        <p className={ui.hint}>
          {t('noSets')} <a href="/my-stickers">{t('manageStickers')}</a>
        </p>
      ) : (
        <ul className={ui.choiceList}>
          {sets.data.map((set) => (
            <li key={set._id}>
              <button type="button" className={ui.choice} disabled={busy} onClick={() => save(set)}>
                <span className={ui.choiceName}>{set.name}</span>
                <span className={ui.hint}>{t('stickerCount', { count: set.stickers.length })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
