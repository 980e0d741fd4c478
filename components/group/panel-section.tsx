import type { ReactNode } from 'react';
import styles from './group.module.css';

interface PanelSectionProps {
  /** the heading's id, which names the section for assistive technology */
  id: string;
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A titled section of the group panel, below a divider. */
export function PanelSection({ id, title, testId, children }: PanelSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
