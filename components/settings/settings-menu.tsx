'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ComponentType } from 'react';
import { BellIcon, CakeIcon, ChevronRightIcon, ImageIcon, LockIcon, LogoutIcon, MailIcon, TrashIcon, UserIcon, type IconProps } from '@/components/ui/icons';
import { PrivacySettings } from './privacy-settings';
import styles from './settings.module.css';

export type SettingsForm = 'password' | 'email' | 'birthday' | 'avatar' | 'push' | 'delete';

interface SettingsMenuProps {
  onOpen: (form: SettingsForm) => void;
  onLogout: () => void;
  /** leaving the dialog for another page (the profile link) */
  onNavigate: () => void;
  /** the form just left with Back: its row gets the focus again */
  returnFocusTo: SettingsForm | null;
}

function RowContent({ icon: Icon, label, chevron }: { icon: ComponentType<IconProps>; label: string; chevron?: boolean }) {
  return (
    <>
      <span className={styles.itemIcon}>
        <Icon size={18} />
      </span>
      <span className={styles.itemText}>
        <span className={styles.itemLabel}>{label}</span>
      </span>
      {chevron && (
        <span className={styles.chevron}>
          <ChevronRightIcon size={18} />
        </span>
      )}
    </>
  );
}

/** SPEC.md section 2, "Settings menu": links to the sub-forms, the on/off settings, logout. */
export function SettingsMenu({ onOpen, onLogout, onNavigate, returnFocusTo }: SettingsMenuProps) {
  const t = useTranslations('settings');
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!returnFocusTo) return;
    listRef.current?.querySelector<HTMLElement>(`[data-form="${returnFocusTo}"]`)?.focus();
  }, [returnFocusTo]);

  const formRow = (form: SettingsForm, icon: ComponentType<IconProps>, danger = false) => (
    <li>
      <button
        type="button"
        className={danger ? `${styles.item} ${styles.danger}` : styles.item}
        data-form={form}
        onClick={() => onOpen(form)}
      >
        <RowContent icon={icon} label={t(`${form}.title`)} chevron />
      </button>
    </li>
  );

  return (
    <nav aria-label={t('title')}>
      <ul ref={listRef} className={styles.menu}>
        <li>
          <Link href="/profile" className={styles.item} onClick={onNavigate}>
            <RowContent icon={UserIcon} label={t('profile')} chevron />
          </Link>
        </li>
        {formRow('password', LockIcon)}
        {formRow('email', MailIcon)}
        {formRow('birthday', CakeIcon)}
        {formRow('avatar', ImageIcon)}
        {formRow('push', BellIcon)}
        <PrivacySettings />
        {formRow('delete', TrashIcon, true)}
        <li>
          <button type="button" className={styles.item} onClick={onLogout}>
            <RowContent icon={LogoutIcon} label={t('logout')} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
