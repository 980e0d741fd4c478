'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { BadgeCheckIcon, ChatBubbleIcon, HeadsetIcon, UsersIcon } from '@/components/ui/icons';
import { MenuItem, MenuSeparator, PointMenu, pointUnder, type MenuPoint } from '@/components/chat/ui/point-menu';
import styles from './support.module.css';

// The form (and the validation library it checks with) loads when it is first opened: it is
// rarely used, and /chat's first load stays smaller without it.
const VerificationRequestDialog = dynamic(() => import('./verification-request-dialog').then((m) => m.VerificationRequestDialog));

export interface SupportMenuProps {
  /** opens (or creates) the one-to-one chat with the support account */
  onContactSupport: () => void;
  /** joins and opens the support group */
  onSupportGroup: () => void;
}

/**
 * The header's support menu (SPEC.md section 2): contact support, support group, request
 * verification; the last opens the verification request form.
 */
export function SupportMenu({ onContactSupport, onSupportGroup }: SupportMenuProps) {
  const t = useTranslations('support');
  const [requesting, setRequesting] = useState(false);
  // The menu opens under the button's bottom-right corner, its right edge there.
  const [point, setPoint] = useState<MenuPoint | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // The menu gives the focus back to its button when it closes, unless the form took it.
  const openingForm = useRef(false);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={!!point}
        data-state={point ? 'open' : 'closed'}
        onClick={(event) => setPoint(point ? null : pointUnder(event, 'right'))}
      >
        <HeadsetIcon size={18} />
        <span className={styles.triggerLabel}>{t('menu')}</span>
      </button>
      <PointMenu
        point={point}
        onClose={() => setPoint(null)}
        label={t('menu')}
        returnFocus={() => {
          const target = openingForm.current ? null : trigger.current;
          openingForm.current = false;
          return target;
        }}
        contentProps={{
          align: 'end',
          sideOffset: 6,
          // A press on the button while open closes the menu through the button's own click.
          onPointerDownOutside: (event) => trigger.current?.contains(event.target as Node) && event.preventDefault(),
        }}
      >
        <MenuItem onSelect={onContactSupport}>
          <ChatBubbleIcon size={18} />
          {t('contactSupport')}
        </MenuItem>
        <MenuItem onSelect={onSupportGroup}>
          <UsersIcon size={18} />
          {t('supportGroup')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem
          onSelect={() => {
            openingForm.current = true;
            setRequesting(true);
          }}
        >
          <BadgeCheckIcon size={18} />
          {t('requestVerification')}
        </MenuItem>
      </PointMenu>
      <VerificationRequestDialog open={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}
