'use client';

import type { PopoverContentProps } from '@radix-ui/react-popover';
import type { ReactNode, RefObject } from 'react';
import { loadOnOpen } from './load-on-open';

export interface AnchoredPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the button that opens it: the popover sits beside it, and focus goes back to it on close */
  anchor: RefObject<HTMLElement | null>;
  contentProps: PopoverContentProps;
  children: ReactNode;
}

/**
 * A non-modal popover beside a button the caller renders (the emoji picker, the reaction strip):
 * Escape, outside click and focus handling as Radix's popover has them (loaded on first open,
 * with its positioning library).
 */
export const AnchoredPopover = loadOnOpen<AnchoredPopoverProps>(() => import('./anchored-popover-radix').then((m) => m.RadixAnchoredPopover), (props) => props.open);

/** What the button that opens a popover says about it (what Radix's own trigger would say). */
export const popoverTriggerProps = (open: boolean) => ({ 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, 'data-state': open ? 'open' : 'closed' });
