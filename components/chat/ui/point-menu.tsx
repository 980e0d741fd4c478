'use client';

import type { DropdownMenuContentProps } from '@radix-ui/react-dropdown-menu';
import { createContext, useContext, type ComponentType, type HTMLAttributes, type ReactNode } from 'react';
import { loadOnOpen } from './load-on-open';

export interface MenuPoint {
  x: number;
  y: number;
}

export interface PointMenuProps {
  point: MenuPoint | null;
  onClose: () => void;
  label: string;
  children: ReactNode;
  /** where focus goes back when the menu closes (the row or message it was about) */
  returnFocus?: () => HTMLElement | null | undefined;
  contentProps?: DropdownMenuContentProps;
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

/** Where a menu opened from a button should appear: under its bottom-left corner. */
export function pointUnder(element: HTMLElement): MenuPoint {
  const rect = element.getBoundingClientRect();
  return { x: rect.left, y: rect.bottom };
}
