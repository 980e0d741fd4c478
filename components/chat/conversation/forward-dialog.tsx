'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForwardMessage } from '@/lib/client/queries/send-message';
import buttons from '@/components/ui/button.module.css';
import { errorText } from '@/lib/client/api';
import { chatAvatar, chatTitle } from '@/lib/client/chat/display';
import type { Message } from '@/lib/contract/answers';
import { useChatScreen } from '../chat-context';
import { Avatar } from '@/components/ui/avatar';
import { Dialog } from '@/components/ui/dialog';
import ui from '../ui/ui.module.css';

/**
 * Forward: the same content (or file) sent to the chosen chats, marked isForwarded with
 * forwardInfo {from: {_id, username, email, avatar}, originalMsgId}. A forwarded message keeps
 * its first author.
 */
export function ForwardDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const t = useTranslations('conversation');
  const common = useTranslations('common');
  const { chats, myId, notify, onSent } = useChatScreen();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const forwarding = useForwardMessage();
  const text = query.trim().toLowerCase();
  const list = chats.filter((chat) => !text || chatTitle(chat, myId).toLowerCase().includes(text));

  const forward = async () => {
    const { sent, failures } = await forwarding.mutateAsync({ message, chatIds: chosen });
    sent.forEach(onSent);
    failures.forEach((error) => notify(errorText(error, t('failed.forward'))));
    if (sent.length) notify(t('forwardedTo', { count: sent.length }), 'success');
    onClose();
  };

  return (
    <Dialog
      closeOnBackdrop
      onClose={onClose}
      title={t('forwardTitle')}
      size="medium"
      footer={
        <>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {common('cancel')}
          </button>
          <button type="button" className={buttons.primary} disabled={!chosen.length || forwarding.isPending} onClick={() => void forward()}>
            {t('forwardSend', { count: chosen.length })}
          </button>
        </>
      }
    >
      <div className={ui.field}>
        <input className={ui.input} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('forwardSearch')} aria-label={t('forwardSearch')} autoComplete="off" />
      </div>
      <ul className={ui.choiceList} aria-label={t('forwardTargets')}>
        {list.map((chat) => (
          <li key={chat._id}>
            <label className={ui.choice}>
              <input
                type="checkbox"
                checked={chosen.includes(chat._id)}
                onChange={() => setChosen((ids) => (ids.includes(chat._id) ? ids.filter((id) => id !== chat._id) : [...ids, chat._id]))}
              />
              <Avatar src={chatAvatar(chat, myId)} size={32} />
              <span className={ui.choiceName}>{chatTitle(chat, myId)}</span>
            </label>
          </li>
        ))}
        {!list.length && <li className={ui.hint}>{t('noChatsToForward')}</li>}
      </ul>
    </Dialog>
  );
}
