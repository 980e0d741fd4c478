'use client';

import type { AnchoredPopoverProps } from './anchored-popover-props';
import { loadOnOpen } from './load-on-open';

/**
 * A non-modal popover beside a button the caller renders (the emoji picker, the reaction strip):
 * Escape, outside click and focus handling as Radix's popover has them (loaded on first open,
 * with its positioning library).
 */
export const AnchoredPopover = loadOnOpen<AnchoredPopoverProps>(() => import('./anchored-popover-radix').then((m) => m.RadixAnchoredPopover), (props) => props.open);

/** What the button that opens a popover says about it (what Radix's own trigger would say). */
export const popoverTriggerProps = (open: boolean) => ({ 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, 'data-state': open ? 'open' : 'closed' });
