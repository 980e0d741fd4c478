import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import screen from '@/components/ui/screen.module.css';
import styles from './auth.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** links to the other auth screens */
  footer: ReactNode;
}

/** The frame of the login, register and forgot-password screens. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const t = useTranslations('common');
  return (
    <main className={screen.screen}>
      <section className={screen.card} aria-labelledby="auth-title">
        <header className={styles.header}>
          <p className={styles.brand}>{t('appName')}</p>
          <LanguageSwitcher />
        </header>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
        <nav className={styles.footer}>{footer}</nav>
      </section>
    </main>
  );
}
