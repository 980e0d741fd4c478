'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import styles from './ui.module.css';

export interface MenuPoint {
  x: number;
  y: number;
}

interface PointMenuProps {
  point: MenuPoint | null;
  onClose: () => void;
  label: string;
  children: ReactNode;
  /** where focus goes back when the menu closes (the row or message it was about) */
  returnFocus?: () => HTMLElement | null | undefined;
  contentProps?: DropdownMenu.DropdownMenuContentProps;
}

/**
 * A context menu at a point (right click, long press, or a "more" button's corner): Radix's menu
 * for keyboard navigation, typeahead, Escape and outside click, anchored to an invisible spot.
 */
export function PointMenu({ point, onClose, label, children, returnFocus, contentProps }: PointMenuProps) {
  return (
    <DropdownMenu.Root open={!!point} onOpenChange={(open) => !open && onClose()} modal={false}>
      <DropdownMenu.Trigger asChild>
        <span aria-hidden="true" tabIndex={-1} className={styles.menuAnchor} style={{ left: point?.x ?? 0, top: point?.y ?? 0 }} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-label={label}
          className={styles.menu}
          sideOffset={4}
          collisionPadding={8}
          align="start"
          {...contentProps}
          // A touch that ends a long press moves focus to the row below: that is no reason to close.
          onFocusOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (target) {
              event.preventDefault();
              target.focus({ preventScroll: true });
            }
          }}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuItem({ children, onSelect, danger, disabled }: { children: ReactNode; onSelect: () => void; danger?: boolean; disabled?: boolean }) {
  return (
    <DropdownMenu.Item className={danger ? `${styles.menuItem} ${styles.menuDanger}` : styles.menuItem} onSelect={onSelect} disabled={disabled}>
      {children}
    </DropdownMenu.Item>
  );
}

export const MenuSeparator = () => <DropdownMenu.Separator className={styles.menuSeparator} />;

/** Where a menu opened from a button should appear: under its bottom-left corner. */
export function pointUnder(element: HTMLElement): MenuPoint {
  const rect = element.getBoundingClientRect();
  return { x: rect.left, y: rect.bottom };
}
