'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ComponentType } from 'react';
import { useFormFeedback } from '@/components/auth/use-form-feedback';
import { FormMessage } from '@/components/ui/form-message';
import { notificationsEnabled, setNotificationsEnabled } from '@/lib/client/chat/storage';
import { useSetPrivacyFlag, type PrivacyFlag } from '@/lib/client/queries/profile-mutations';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { BellIcon, EyeOffIcon, OnlineIcon, type IconProps } from '@/components/ui/icons';
import styles from './settings.module.css';
import switchStyles from '@/components/ui/switch.module.css';

interface ToggleRowProps {
  icon: ComponentType<IconProps>;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  /** a switch (on/off) or a plain checkbox */
  kind: 'switch' | 'checkbox';
  onChange: (checked: boolean) => void;
}

/** One menu row with an on/off control; the whole row is its label. */
export function ToggleRow({ icon: Icon, label, hint, checked, disabled, kind, onChange }: ToggleRowProps) {
  const id = useId();
  return (
    <li>
      <label className={styles.item} htmlFor={id}>
        <span className={styles.itemIcon}>
          <Icon size={18} />
        </span>
        <span className={styles.itemText}>
          <span id={`${id}-label`} className={styles.itemLabel}>
            {label}
          </span>
          <span id={`${id}-hint`} className={styles.itemHint}>
            {hint}
          </span>
        </span>
        <input
          id={id}
          type="checkbox"
          role={kind === 'switch' ? 'switch' : undefined}
          className={kind === 'switch' ? switchStyles.switch : styles.checkbox}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
      </label>
    </li>
  );
}

/**
 * Online status (POST /user/hide-online, also kept locally), hide profile (POST
 * /user/update-private) and new-message notifications (local only). Server flags change at once
 * and come back when the call fails.
 */
export function PrivacySettings() {
  const t = useTranslations('settings');
  const { data: user } = useCurrentUser();
  const feedback = useFormFeedback();
  // One mutation per flag: a click on one while the other is saving is not lost.
  const saveHideOnline = useSetPrivacyFlag();
  const saveIsPrivate = useSetPrivacyFlag();
  const [notifications, setNotifications] = useState(notificationsEnabled);

  const save = (mutation: typeof saveHideOnline, flag: PrivacyFlag, value: boolean) => {
    if (!user) return;
    feedback.clear();
    mutation.mutate({ flag, value }, { onError: (error) => feedback.failed(error, 'settings.saveFailed') });
  };

  return (
    <>
      <ToggleRow
        icon={OnlineIcon}
        kind="checkbox"
        label={t('onlineStatus')}
        hint={t('onlineStatusHint')}
        checked={!user?.hideOnline}
        disabled={!user || saveHideOnline.isPending}
        onChange={(checked) => save(saveHideOnline, 'hideOnline', !checked)}
      />
      <ToggleRow
        icon={EyeOffIcon}
        kind="switch"
        label={t('hideProfile')}
        hint={t('hideProfileHint')}
        checked={!!user?.isPrivate}
        disabled={!user || saveIsPrivate.isPending}
        onChange={(checked) => save(saveIsPrivate, 'isPrivate', checked)}
      />
      <ToggleRow
        icon={BellIcon}
        kind="switch"
        label={t('notifications')}
        hint={t('notificationsHint')}
        checked={notifications}
        onChange={(checked) => {
          setNotificationsEnabled(checked);
          setNotifications(checked);
        }}
      />
      <li className={styles.messageRow}>
        <FormMessage message={feedback.message} />
      </li>
    </>
  );
}
