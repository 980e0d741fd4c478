// The props of the lazily loaded popover: shared by its loader (anchored-popover.tsx) and the
// Radix implementation, so that the implementation does not import back into its loader.
import type { PopoverContentProps } from '@radix-ui/react-popover';
import type { ReactNode, RefObject } from 'react';

export interface AnchoredPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the button that opens it: the popover sits beside it, and focus goes back to it on close */
  anchor: RefObject<HTMLElement | null>;
  contentProps: PopoverContentProps;
  children: ReactNode;
}
