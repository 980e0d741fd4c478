'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { errorText } from '@/lib/client/api';
import { useFindFirstMessage } from '@/lib/client/queries/chats';
import { localDayStart } from '@/lib/client/search/day-cursor';
import { EARLIEST_DAY, todayValue } from '@/lib/client/date-parts';
import { useChatScreen } from '../chat-context';
import { Dialog } from '@/components/ui/dialog';
import { DateField } from '@/components/ui/date-field';
import type { JumpToDateProps } from './jump-to-date-props';

/**
 * A day picker; "Go" opens the chat at the first message of that day (local midnight) or the
 * first one after it, found as the history page after an id made from that moment.
 */
export function JumpToDateDialog({ open, chatId, onClose }: JumpToDateProps) {
  const t = useTranslations('search');
  const common = useTranslations('common');
  const { openChatAt, notify } = useChatScreen();
  const [today] = useState(todayValue);
  const [day, setDay] = useState(today);
  const find = useFindFirstMessage();
  const busy = find.isPending;
  const start = localDayStart(day);

  const go = () => {
    if (!start) return;
    find.mutate(
      { chatId, start },
      {
        onSuccess: (first) => {
          if (first) openChatAt(chatId, first._id);
          else notify(t('nothingFromDay'), 'info');
          onClose();
        },
        onError: (error) => notify(errorText(error, t('jumpFailed'))),
      },
    );
  };

  return (
    <Dialog
      open={open}
      closeOnBackdrop
      onClose={onClose}
      title={t('jumpTitle')}
      footer={
        <>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {common('cancel')}
          </button>
          <button type="submit" form="jump-to-date-form" className={buttons.primary} disabled={!start || busy}>
            {t('go')}
          </button>
        </>
      }
    >
      <form
        id="jump-to-date-form"
        onSubmit={(event) => {
          event.preventDefault();
          go();
        }}
      >
        <DateField label={t('day')} defaultValue={today} min={EARLIEST_DAY} max={today} autoFocus onChange={setDay} />
      </form>
    </Dialog>
  );
}
