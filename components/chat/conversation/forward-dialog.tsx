'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { errorText } from '@/lib/client/api';
import { chatAvatar, chatTitle } from '@/lib/client/chat/display';
import type { Message } from '@/lib/contract/answers';
import { useChatScreen } from '../chat-context';
import { sendMessage } from '@/lib/client/queries/send-message';
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
  const [busy, setBusy] = useState(false);
  const text = query.trim().toLowerCase();
  const list = chats.filter((chat) => !text || chatTitle(chat, myId).toLowerCase().includes(text));

  const forward = async () => {
    setBusy(true);
    // The server names the original's author itself (it does not take it from the client).
    const originalMsgId = message.forwardInfo?.originalMsgId ?? message._id;
    let done = 0;
    for (const chatId of chosen) {
      try {
        const sent = await sendMessage({
          chatId,
          type: message.type,
          content: message.content,
          fileUrl: message.fileUrl,
          fileName: message.fileName,
          fileType: message.fileType,
          fileSize: message.fileSize,
          stickerUrl: message.stickerUrl,
          isForwarded: true,
          forwardInfo: { originalMsgId },
        });
        onSent(sent);
        done += 1;
      } catch (error) {
        notify(errorText(error, t('failed.forward')));
      }
    }
    if (done) notify(t('forwardedTo', { count: done }), 'success');
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
          <button type="button" className={buttons.primary} disabled={!chosen.length || busy} onClick={forward}>
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
