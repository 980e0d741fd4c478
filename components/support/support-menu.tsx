'use client';

import { useTranslations } from 'next-intl';

export interface SupportMenuProps {
  /** opens (or creates) the one-to-one chat with the support account */
  onContactSupport: () => void;
  /** joins and opens the support group */
  onSupportGroup: () => void;
}

/** The header's support menu (SPEC.md section 2): contact support, support group, request verification. */
export function SupportMenu({ onContactSupport, onSupportGroup }: SupportMenuProps) {
  const t = useTranslations('chat');
  return (
    <nav aria-label={t('support')}>
      <button type="button" onClick={onContactSupport}>
        {t('contactSupport')}
      </button>
      <button type="button" onClick={onSupportGroup}>
        {t('supportGroup')}
      </button>
    </nav>
  );
}
