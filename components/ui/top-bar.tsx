import type { ReactNode } from 'react';
import styles from './top-bar.module.css';

/** The header bar of signed-in pages: a title and actions on the right. */
export function TopBar({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.bar}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.actions}>{children}</div>
    </header>
  );
}
