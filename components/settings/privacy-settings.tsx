'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type ComponentType } from 'react';
import { useFormFeedback } from '@/components/auth/use-form-feedback';
import { FormMessage } from '@/components/ui/form-message';
import { notificationsEnabled, setNotificationsEnabled } from '@/lib/client/chat/storage';
import { useSetPrivacyFlag, type PrivacyFlag } from '@/lib/client/queries/profile-mutations';
import type { StoredUser } from '@/lib/client/session';
import { CURRENT_USER_KEY, useCurrentUser } from '@/lib/client/use-current-user';
import { BellIcon, EyeOffIcon, OnlineIcon, type IconProps } from '@/components/ui/icons';
import { setOnlineVisible, storedOnlineVisible } from './preferences';
import styles from './settings.module.css';
import { useStoreUser } from './use-store-user';
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
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const storeUser = useStoreUser();
  const feedback = useFormFeedback();
  const { mutateAsync: saveFlag } = useSetPrivacyFlag<StoredUser>();
  // Each flag saves on its own: a click on one while the other is saving is not lost.
  const [busy, setBusy] = useState<Record<PrivacyFlag, boolean>>({ hideOnline: false, isPrivate: false });
  const [notifications, setNotifications] = useState(notificationsEnabled);

  const showOnline = typeof user?.hideOnline === 'boolean' ? !user.hideOnline : (storedOnlineVisible() ?? true);
  const isPrivate = user?.isPrivate === true;

  /** Changes one flag of the latest cached user (not of this render's copy: the other flag may be saving). */
  const patchUser = (flag: PrivacyFlag, value: boolean) => {
    const latest = queryClient.getQueryData<StoredUser>(CURRENT_USER_KEY);
    if (latest) storeUser({ ...latest, [flag]: value });
  };

  const setFlag = async (flag: PrivacyFlag, value: boolean) => {
    if (!user || busy[flag]) return;
    feedback.clear();
    setBusy((b) => ({ ...b, [flag]: true }));
    // A /user/me refresh still under way must not put the old value back.
    await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
    patchUser(flag, value);
    try {
      const saved = (await saveFlag({ flag, value }))?.[flag];
      patchUser(flag, typeof saved === 'boolean' ? saved : value);
      if (flag === 'hideOnline') setOnlineVisible(!(typeof saved === 'boolean' ? saved : value));
    } catch (error) {
      patchUser(flag, !value);
      feedback.failed(error, 'settings.saveFailed');
    } finally {
      setBusy((b) => ({ ...b, [flag]: false }));
    }
  };

  return (
    <>
      <ToggleRow
        icon={OnlineIcon}
        kind="checkbox"
        label={t('onlineStatus')}
        hint={t('onlineStatusHint')}
        checked={showOnline}
        disabled={!user || busy.hideOnline}
        onChange={(checked) => void setFlag('hideOnline', !checked)}
      />
      <ToggleRow
        icon={EyeOffIcon}
        kind="switch"
        label={t('hideProfile')}
        hint={t('hideProfileHint')}
        checked={isPrivate}
        disabled={!user || busy.isPrivate}
        onChange={(checked) => void setFlag('isPrivate', checked)}
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
