'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormMessage, type FormMessageValue } from '@/components/ui/form-message';
import buttons from '@/components/ui/button.module.css';
import { errorText } from '@/lib/client/api';
import { AddStickerForm } from './add-sticker-form';
import { STICKER_SET_NAME_MAX } from '@/lib/contract/limits';
import { setNameProblem } from '@/lib/client/stickers/sticker-files';
import { StickerThumb } from './sticker-thumb';
import styles from './stickers.module.css';
import { SETS_HEADING_ID, useDeleteSticker, useDeleteStickerSet, useRenameStickerSet } from '@/lib/client/queries/sticker-sets';
import type { StickerSet } from '@/lib/contract/answers';
import { ChevronRightIcon, PencilIcon, TrashIcon } from '@/components/ui/icons';

interface StickerSetCardProps {
  set: StickerSet;
  defaultExpanded?: boolean;
}

/** One sticker set: collapsed or expanded, name shown or being renamed, its stickers and the add form. */
export function StickerSetCard({ set, defaultExpanded = false }: StickerSetCardProps) {
  const t = useTranslations('stickers');
  const rename = useRenameStickerSet();
  const deleteSet = useDeleteStickerSet();
  const deleteSticker = useDeleteSticker();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(set.name);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const renameId = useId();
  const hintId = useId();

  const startRename = () => {
    setDraft(set.name);
    setMessage(null);
    setRenaming(true);
  };

  const stopRename = () => {
    setRenaming(false);
    // Back to where the keyboard was (after the rename button is rendered again).
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  const saveRename = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = setNameProblem(draft);
    if (problem) {
      setMessage({ kind: 'error', text: t(`errors.${problem}`, { max: STICKER_SET_NAME_MAX }) });
      return;
    }
    if (draft.trim() === set.name) {
      stopRename();
      return;
    }
    try {
      await rename.mutateAsync({ setId: set._id, name: draft.trim() });
      setMessage({ kind: 'success', text: t('renamed', { name: draft.trim() }) });
      stopRename();
    } catch (error) {
      setMessage({ kind: 'error', text: t('errors.renameFailed', { reason: errorText(error, t('errors.unknownReason')) }) });
    }
  };

  const onRenameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setMessage(null);
      stopRename();
    }
  };

  const confirmDelete = async () => {
    setConfirming(false);
    try {
      await deleteSet.mutateAsync(set._id);
      // the card is gone: keep the keyboard in the list
      document.getElementById(SETS_HEADING_ID)?.focus();
    } catch (error) {
      setMessage({ kind: 'error', text: t('errors.deleteFailed', { reason: errorText(error, t('errors.unknownReason')) }) });
    }
  };

  const removeSticker = async (stickerId: string) => {
    setMessage(null);
    try {
      await deleteSticker.mutateAsync({ setId: set._id, stickerId });
      setMessage({ kind: 'success', text: t('stickerDeleted') });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, t('errors.deleteStickerFailed')) });
    }
  };

  return (
    <li className={styles.set} data-testid="sticker-set" data-set-id={set._id}>
      <div className={styles.setHeader}>
        {renaming ? (
          <form className={styles.renameForm} onSubmit={saveRename} noValidate>
            <label htmlFor={renameId} className="visually-hidden">
              {t('renameLabel', { name: set.name })}
            </label>
            <div className={styles.inputRow}>
              <input
                id={renameId}
                className={styles.input}
                value={draft}
                autoFocus
                autoComplete="off"
                aria-describedby={hintId}
                aria-invalid={message?.kind === 'error' || undefined}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onRenameKey}
              />
              <button type="submit" className={buttons.primary} disabled={rename.isPending}>
                {t('save')}
              </button>
              <button
                type="button"
                className={buttons.secondary}
                onClick={() => {
                  setMessage(null);
                  stopRename();
                }}
              >
                {t('cancel')}
              </button>
            </div>
            <p id={hintId} className={styles.renameHint}>
              {t('renameHint')} · {t('counter', { count: draft.trim().length, max: STICKER_SET_NAME_MAX })}
            </p>
          </form>
        ) : (
          <>
            <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((v) => !v)}>
              <ChevronRightIcon size={16} className={styles.chevron} />
              <span className={styles.setLabel}>
                <span className={styles.setName}>{set.name}</span>
                <span className={styles.count}>{t('stickerCount', { count: set.stickers.length })}</span>
              </span>
            </button>
            <div className={styles.headerActions}>
              <button ref={renameButton} type="button" className={styles.iconButton} aria-label={t('renameSet', { name: set.name })} title={t('rename')} onClick={startRename}>
                <PencilIcon size={18} />
              </button>
              <button
                type="button"
                className={styles.iconDanger}
                aria-label={t('deleteSet', { name: set.name })}
                title={t('deleteSetShort')}
                disabled={deleteSet.isPending}
                onClick={() => setConfirming(true)}
              >
                <TrashIcon size={18} />
              </button>
            </div>
          </>
        )}
      </div>
      <div className={styles.setMessage}>
        <FormMessage message={message} />
      </div>
      <div id={bodyId} className={styles.setBody} hidden={!expanded}>
        {expanded ? (
          <>
            {set.stickers.length === 0 ? (
              <p className={styles.emptySet}>{t('noStickers')}</p>
            ) : (
              <ul className={styles.stickers} aria-label={t('stickersOf', { name: set.name })}>
                {set.stickers.map((sticker) => {
                  const label = sticker.title || t('untitled');
                  return (
                    <li key={sticker._id} className={styles.sticker} data-testid="sticker">
                      <StickerThumb url={sticker.url} label={label} />
                      <span className={styles.stickerTitle} title={sticker.title || undefined}>
                        {sticker.title || '\u00a0'}
                      </span>
                      <button
                        type="button"
                        className={styles.removeSticker}
                        aria-label={t('deleteSticker', { title: label })}
                        disabled={deleteSticker.isPending}
                        onClick={() => removeSticker(sticker._id)}
                      >
                        <span aria-hidden="true">✕</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <AddStickerForm set={set} onMessage={setMessage} />
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        message={t('deleteSetConfirm', { name: set.name })}
        confirmLabel={t('agree')}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
