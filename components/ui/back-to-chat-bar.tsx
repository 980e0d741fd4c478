import Link from 'next/link';
import buttons from './button.module.css';
import { ChevronLeftIcon } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { TopBar } from './top-bar';
import styles from './top-bar.module.css';

/**
 * The top bar of a page opened from the chat (a group, a profile, an invitation): its title, the
 * way back to /chat (the arrow alone on a phone, named by `backLabel`) and the language switcher.
 */
export function BackToChatBar({ title, backLabel }: { title: string; backLabel: string }) {
  return (
    <TopBar title={title}>
      <Link href="/chat" className={buttons.secondary} aria-label={backLabel}>
        <ChevronLeftIcon size={18} />
        <span className={styles.wideOnly}>{backLabel}</span>
      </Link>
      <LanguageSwitcher />
    </TopBar>
  );
}
