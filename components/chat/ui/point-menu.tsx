'use client';

import { useContext, type MouseEvent } from 'react';
import { loadOnOpen } from './load-on-open';
import { MenuParts, type MenuItemProps, type MenuPoint, type PointMenuProps } from './point-menu-parts';

export type { MenuPoint } from './point-menu-parts';

/** A context menu at a point (right click, long press, or a "more" button's corner); Radix, loaded on first open. */
export const PointMenu = loadOnOpen<PointMenuProps>(() => import('./point-menu-radix').then((m) => m.RadixPointMenu), (props) => !!props.point);

export function MenuItem(props: MenuItemProps) {
  const parts = useContext(MenuParts);
  return parts && <parts.Item {...props} />;
}

export function MenuSeparator() {
  const parts = useContext(MenuParts);
  return parts && <parts.Separator />;
}

/**
 * Where a menu opened by a button's click should appear: under its bottom-left corner (or
 * bottom-right, for a menu aligned to its end). A click from the keyboard has no pointer
 * (`detail` 0): such a menu opens with its first item focused.
 */
export function pointUnder(event: MouseEvent<HTMLElement>, corner: 'left' | 'right' = 'left'): MenuPoint {
  const rect = event.currentTarget.getBoundingClientRect();
  return { x: corner === 'left' ? rect.left : rect.right, y: rect.bottom, keyboard: event.detail === 0 };
}
