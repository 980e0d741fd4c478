'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import type { FormMessageValue } from '@/components/ui/form-message';
import buttons from '@/components/ui/button.module.css';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/client/api';
import { STICKER_TITLE_MAX } from '@/lib/contract/limits';
import { isVideoFile, STICKER_ACCEPT, stickerFileProblem } from '@/lib/client/stickers/sticker-files';
import { StickerThumb } from './sticker-thumb';
import styles from './stickers.module.css';
import { AddStickerError, useAddSticker } from '@/lib/client/queries/sticker-sets';
import type { StickerSet } from '@/lib/contract/answers';

interface AddStickerFormProps {
  set: StickerSet;
  onMessage: (message: FormMessageValue | null) => void;
}

interface ChosenFile {
  file: File;
  /** an object URL for the preview, revoked when the file is replaced or the form goes */
  previewUrl: string;
}

/** The chosen file with its preview URL; each URL is revoked once it is no longer shown. */
function useChosenFile(): [ChosenFile | null, (file: File | null) => void] {
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const choose = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const next = file ? { file, previewUrl: URL.createObjectURL(file) } : null;
    current.current = next?.previewUrl ?? null;
    setChosen(next);
  }, []);
  return [chosen, choose];
}

/** Add a sticker to a set: a file by picker or drag-and-drop, an optional title, a preview. */
export function AddStickerForm({ set, onMessage }: AddStickerFormProps) {
  const t = useTranslations('stickers');
  const add = useAddSticker();
  const [chosen, setFile] = useChosenFile();
  const file = chosen?.file ?? null;
  const [title, setTitle] = useState('');
  const [dragOver, setDragOver] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    const problem = stickerFileProblem(picked);
    if (problem) {
      setFile(null);
      onMessage({ kind: 'error', text: t(`errors.${problem}`, { name: set.name }) });
      return;
    }
    onMessage(null);
    setFile(picked);
  };

  const chooseButton = useRef<HTMLButtonElement>(null);
  const clearFile = () => {
    setFile(null);
    chooseButton.current?.focus();
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragOver(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    choose(event.dataTransfer.files?.[0]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      onMessage({ kind: 'error', text: t('errors.fileRequired') });
      return;
    }
    if (title.trim().length > STICKER_TITLE_MAX) {
      onMessage({ kind: 'error', text: t('errors.titleTooLong', { max: STICKER_TITLE_MAX }) });
      return;
    }
    onMessage(null);
    try {
      await add.mutateAsync({ setId: set._id, file, title: title.trim() });
      setFile(null);
      setTitle('');
      onMessage({ kind: 'success', text: t('added') });
    } catch (error) {
      const step = error instanceof AddStickerError ? error.step : 'add';
      const cause = error instanceof AddStickerError ? error.cause : error;
      if (step === 'upload' && (cause as { code?: string } | undefined)?.code === 'FILE_TOO_LARGE') {
        onMessage({ kind: 'error', text: t('errors.fileTooLarge', { name: set.name }) });
      } else {
        onMessage({ kind: 'error', text: errorText(cause, t(step === 'upload' ? 'errors.uploadFailed' : 'errors.addFailed')) });
      }
    }
  };

  return (
    <form className={styles.addForm} onSubmit={submit} noValidate aria-label={t('addHeading')}>
      <h3 className={styles.subheading}>{t('addHeading')}</h3>
      <div
        className={dragOver ? styles.dragOver : styles.dropZone}
        data-testid="sticker-drop-zone"
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          // leaving for a child of the zone is no leaving
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
        }}
        onDrop={onDrop}
      >
        {chosen ? (
          <div className={styles.preview}>
            <StickerThumb url={chosen.previewUrl} label={t('preview')} video={isVideoFile(chosen.file)} />
            <span className={styles.previewName} title={chosen.file.name}>
              {chosen.file.name}
            </span>
            <button type="button" className={styles.iconButton} aria-label={t('clearFile')} onClick={clearFile}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
        ) : null}
        <p className={styles.dropText}>
          {t('dropZone')}{' '}
          <button ref={chooseButton} type="button" className={styles.linkButton} onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
            {t('chooseFile')}
          </button>
          <span id={hintId} className={styles.hint}>
            {t('fileHint')}
          </span>
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={STICKER_ACCEPT}
          hidden
          aria-label={t('chooseFile')}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // the same file may be chosen again (after a refusal or a removal)
            event.target.value = '';
          }}
        />
      </div>
      <div className={styles.addRow}>
        <div className={styles.titleField}>
          <TextField
            label={t('stickerTitleLabel')}
            name="title"
            value={title}
            maxLength={STICKER_TITLE_MAX}
            autoComplete="off"
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <button type="submit" className={buttons.primary} disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? t('uploading') : t('addButton')}
        </button>
      </div>
    </form>
  );
}
