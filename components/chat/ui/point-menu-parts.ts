'use client';

// What the point menu's loader (point-menu.tsx) and its Radix implementation share: the props
// and the item components the loaded implementation gives to the items inside it, so that the
// implementation does not import back into its loader.
import type { DropdownMenuContentProps } from '@radix-ui/react-dropdown-menu';
import { createContext, type ComponentType, type HTMLAttributes, type ReactNode } from 'react';

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
