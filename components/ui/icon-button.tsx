import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styles from './icon-button.module.css';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** the accessible name (the icon itself is decorative); also shown as the tooltip */
  label: string;
  /** the icon */
  children: ReactNode;
}

/** A round button that shows only an icon, named by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ label, className, type = 'button', title, children, ...rest }, ref) {
  return (
    <button ref={ref} type={type} className={`${styles.iconButton} ${className ?? ''}`} aria-label={label} title={title ?? label} {...rest}>
      {children}
    </button>
  );
});

/** The same look for a link (e.g. to another page). */
export const iconButtonClass = styles.iconButton;
