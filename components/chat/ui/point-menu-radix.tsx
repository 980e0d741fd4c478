'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { MenuParts, type MenuItemProps, type PointMenuProps } from './point-menu-parts';
import styles from './ui.module.css';

/**
 * The menu of point-menu.tsx, on Radix's dropdown for keyboard navigation, typeahead, Escape and
 * outside click, anchored to an invisible spot. Loaded when a menu first opens.
 */
export function RadixPointMenu({ point, onClose, label, children, returnFocus, contentProps, onShown }: PointMenuProps) {
  const content = useRef<HTMLDivElement>(null);
  const latestShown = useRef(onShown);
  useEffect(() => {
    latestShown.current = onShown;
  });
  useEffect(() => latestShown.current?.(), [point]);
  // Radix moves the focus to the first item when its own trigger was used from the keyboard; this
  // menu has no such trigger (and is loaded after the key was pressed), so it does that itself.
  const keyboard = !!point?.keyboard;
  useEffect(() => {
    if (!keyboard) return;
    const frame = requestAnimationFrame(() => content.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [keyboard]);

  return (
    <MenuParts.Provider value={{ Item: RadixMenuItem, Separator: RadixMenuSeparator }}>
      <DropdownMenu.Root open={!!point} onOpenChange={(open) => !open && onClose()} modal={false}>
        <DropdownMenu.Trigger asChild>
          <span aria-hidden="true" tabIndex={-1} className={styles.menuAnchor} style={{ left: point?.x ?? 0, top: point?.y ?? 0 }} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            ref={content}
            aria-label={label}
            className={styles.menu}
            sideOffset={4}
            collisionPadding={8}
            align="start"
            {...contentProps}
            // A touch that ends a long press moves focus to the row below: that is no reason to close.
            onFocusOutside={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              // An item that moved the focus on (edit: into the edit box) keeps it where it went.
              const active = document.activeElement;
              if (active && active !== document.body && !content.current?.contains(active)) return event.preventDefault();
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
    </MenuParts.Provider>
  );
}

function RadixMenuItem({ danger, className, ...item }: MenuItemProps) {
  return <DropdownMenu.Item {...item} className={className ?? (danger ? `${styles.menuItem} ${styles.menuDanger}` : styles.menuItem)} />;
}

const RadixMenuSeparator = () => <DropdownMenu.Separator className={styles.menuSeparator} />;
