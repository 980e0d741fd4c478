'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import fields from '@/components/ui/field.module.css';
import { NICKNAME_MAX } from '@/lib/contract/limits';

interface NicknameDialogProps {
  name: string;
  current: string;
  onSave: (nickname: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Sets a nickname (required after trimming, max 32) or removes the current one. Mount while open. */
export function NicknameDialog({ name, current, onSave, onRemove, onClose }: NicknameDialogProps) {
  const t = useTranslations('group');
  const tc = useTranslations('common');
  const inputId = useId();
  const [value, setValue] = useState(current);
  const trimmed = value.trim();
  return (
    <Dialog closeOnBackdrop title={t('nicknameTitle', { name })} onClose={onClose}>
      <form
        className={fields.field}
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onSave(trimmed.slice(0, NICKNAME_MAX));
        }}
      >
        <label className={fields.label} htmlFor={inputId}>
          {t('nicknameLabel')}
        </label>
        <input
          id={inputId}
          className={fields.input}
          value={value}
          maxLength={NICKNAME_MAX}
          autoFocus
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
        />
        <DialogActions>
          {current && (
            <button type="button" className={buttons.secondary} onClick={onRemove}>
              {t('nicknameRemove')}
            </button>
          )}
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {tc('cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={!trimmed}>
            {tc('save')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
