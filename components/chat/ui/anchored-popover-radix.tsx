'use client';

import * as Popover from '@radix-ui/react-popover';
import type { AnchoredPopoverProps } from './anchored-popover-props';

/** The popover of anchored-popover.tsx on Radix, placed against the caller's button. */
export function RadixAnchoredPopover({ onOpenChange, anchor, contentProps, children }: AnchoredPopoverProps) {
  return (
    <Popover.Root open onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          {...contentProps}
          // A press on the button closes the popover through the button's own click.
          onPointerDownOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            contentProps.onPointerDownOutside?.(event);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus({ preventScroll: true });
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
