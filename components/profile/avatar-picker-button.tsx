'use client';

import { useRef } from 'react';
import { CameraIcon } from '@/components/ui/icons';
import styles from './profile.module.css';

interface AvatarPickerButtonProps {
  label: string;
  accept: string;
  disabled: boolean;
  testId: string;
  onFile: (file: File) => void;
}

/** The camera button on an avatar that opens a file picker (profile and group pictures). */
export function AvatarPickerButton({ label, accept, disabled, testId, onFile }: AvatarPickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={styles.avatarButton} aria-label={label} title={label} onClick={() => input.current?.click()} disabled={disabled}>
        <CameraIcon size={18} />
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
