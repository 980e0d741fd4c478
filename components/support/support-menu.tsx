'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
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

const ICONS = {
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-4',
  contact: 'M4 5h16v11H8l-4 4z',
  group: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20a7 7 0 0 1 14 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 4 6',
  verify: 'M12 2l2.4 2.2 3.2-.4.7 3.2 2.9 1.5-1.3 3 1.3 3-2.9 1.5-.7 3.2-3.2-.4L12 22l-2.4-2.2-3.2.4-.7-3.2-2.9-1.5 1.3-3-1.3-3 2.9-1.5.7-3.2 3.2.4zM8.5 12l2.5 2.5 4.5-5',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={ICONS[name]} />
    </svg>
  );
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
        <Icon name="support" />
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
          <Icon name="contact" />
          {t('contactSupport')}
        </MenuItem>
        <MenuItem onSelect={onSupportGroup}>
          <Icon name="group" />
          {t('supportGroup')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem
          onSelect={() => {
            openingForm.current = true;
            setRequesting(true);
          }}
        >
          <Icon name="verify" />
          {t('requestVerification')}
        </MenuItem>
      </PointMenu>
      <VerificationRequestDialog open={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}
