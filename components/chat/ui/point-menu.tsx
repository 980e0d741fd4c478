'use client';

import type { DropdownMenuContentProps } from '@radix-ui/react-dropdown-menu';
import { createContext, useContext, type ComponentType, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { loadOnOpen } from './load-on-open';

export interface MenuPoint {
  x: number;
  y: number;
  /** opened from the keyboard (Enter or Space on a button): the first item takes the focus */
  keyboard?: boolean;
}

export interface PointMenuProps {
  point: MenuPoint | null;
  onClose: () => void;
  label: string;
  children: ReactNode;
  /** where focus goes back when the menu closes (the row or message it was about) */
  returnFocus?: () => HTMLElement | null | undefined;
  contentProps?: DropdownMenuContentProps;
  /** the menu is on screen (at each new point): its code has loaded */
  onShown?: () => void;
}

export interface MenuItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  onSelect?: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** the item is its only child (e.g. a download link) */
  asChild?: boolean;
}

/** The open menu's item components, given by the loaded implementation to the items inside it. */
export const MenuParts = createContext<{ Item: ComponentType<MenuItemProps>; Separator: ComponentType } | null>(null);

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
