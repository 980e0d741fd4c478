'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { MenuIcon, type MenuIconName } from './menu-icons';
import { PrivacySettings } from './privacy-settings';
import styles from './settings.module.css';

export type SettingsForm = 'password' | 'email' | 'birthday' | 'avatar' | 'delete';

interface SettingsMenuProps {
  onOpen: (form: SettingsForm) => void;
  onLogout: () => void;
  /** leaving the dialog for another page (the profile link) */
  onNavigate: () => void;
  /** the form just left with Back: its row gets the focus again */
  returnFocusTo: SettingsForm | null;
}

function RowContent({ icon, label, chevron }: { icon: MenuIconName; label: string; chevron?: boolean }) {
  return (
    <>
      <span className={styles.itemIcon}>
        <MenuIcon name={icon} />
      </span>
      <span className={styles.itemText}>
        <span className={styles.itemLabel}>{label}</span>
      </span>
      {chevron && (
        <span className={styles.chevron}>
          <MenuIcon name="chevron" />
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

  const formRow = (form: SettingsForm, icon: MenuIconName, danger = false) => (
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
            <RowContent icon="profile" label={t('profile')} chevron />
          </Link>
        </li>
        {formRow('password', 'password')}
        {formRow('email', 'email')}
        {formRow('birthday', 'birthday')}
        {formRow('avatar', 'avatar')}
        <PrivacySettings />
        {formRow('delete', 'delete', true)}
        <li>
          <button type="button" className={styles.item} onClick={onLogout}>
            <RowContent icon="logout" label={t('logout')} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
