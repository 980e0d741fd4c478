'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { errorText } from '@/lib/client/api';
import { chatTitle, otherMemberId } from '@/lib/client/chat/display';
import { useDeleteChat, useSetChatNickname } from '@/lib/client/queries/chat-mutations';
import { useSetChatMuted } from '@/lib/client/queries/push';
import { NICKNAME_MAX } from '@/lib/contract/limits';
import type { Chat } from '@/lib/contract/answers';
import { useChatScreen } from '../chat-context';
import { BellOffIcon, ChatBubbleIcon, TrashIcon } from '@/components/ui/icons';
import { Dialog } from '@/components/ui/dialog';
import { MenuItem, PointMenu, type MenuPoint } from '../ui/point-menu';
import { DialogField } from '../ui/dialog-field';
import ui from '../ui/ui.module.css';

export interface ChatMenuState {
  chat: Chat;
  point: MenuPoint;
  returnFocus: HTMLElement | null;
}

/**
 * A chat row's context menu (SPEC.md section 2): notifications on/off (kept on the server), delete
 * conversation (for me; for everyone in one-to-one chats only), nickname.
 */
export function ChatMenu({ state, onClose, mutedIds }: { state: ChatMenuState | null; onClose: () => void; mutedIds: string[] }) {
  const t = useTranslations('sidebar');
  const [deleting, setDeleting] = useState<Chat | null>(null);
  const [naming, setNaming] = useState<Chat | null>(null);
  const chat = state?.chat;
  const muted = !!chat && mutedIds.includes(chat._id);
  const { mutate: setMuted } = useSetChatMuted();
  return (
    <>
      <PointMenu point={state?.point ?? null} onClose={onClose} label={t('menuLabel')} returnFocus={() => state?.returnFocus}>
        {chat && (
          <>
            <MenuItem onSelect={() => setMuted({ chatId: chat._id, muted: !muted })}>
              <BellOffIcon size={18} />
              {muted ? t('unmuteNotifications') : t('muteNotifications')}
            </MenuItem>
            <MenuItem onSelect={() => setNaming(chat)}>
              <ChatBubbleIcon size={18} />
              {t('nickname')}
            </MenuItem>
            <MenuItem danger onSelect={() => setDeleting(chat)}>
              <TrashIcon size={18} />
              {t('deleteConversation')}
            </MenuItem>
          </>
        )}
      </PointMenu>
      {deleting && <DeleteChatDialog chat={deleting} onClose={() => setDeleting(null)} />}
      {naming && <NicknameDialog chat={naming} onClose={() => setNaming(null)} />}
    </>
  );
}

function DeleteChatDialog({ chat, onClose }: { chat: Chat; onClose: () => void }) {
  const t = useTranslations('sidebar');
  const common = useTranslations('common');
  const { myId, notify, openChat, activeChatId } = useChatScreen();
  const deleteChat = useDeleteChat();
  const busy = deleteChat.isPending || deleteChat.isSuccess;

  // the mutation empties the chat (for all) or drops it from the cache (for me)
  const run = (forAll: boolean) =>
    deleteChat.mutate(
      { chatId: chat._id, forAll },
      {
        onSuccess: () => {
          if (!forAll && activeChatId === chat._id) openChat(null);
          notify(t('deleted'), 'success');
          onClose();
        },
        onError: (error) => notify(errorText(error, t('deleteFailed'))),
      },
    );

  return (
    <Dialog
      closeOnBackdrop
      onClose={onClose}
      title={t('deleteTitle')}
      description={chat.type === 'group' ? t('deleteHintGroup') : t('deleteHint', { name: chatTitle(chat, myId) })}
      footer={
        <>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {common('cancel')}
          </button>
          <button type="button" className={buttons.danger} disabled={busy} onClick={() => run(false)}>
            {t('deleteForMe')}
          </button>
          {chat.type === 'single' && (
            <button type="button" className={buttons.danger} disabled={busy} onClick={() => run(true)}>
              {t('deleteForAll')}
            </button>
          )}
        </>
      }
    >
      {null}
    </Dialog>
  );
}

/**
 * Nickname (SPEC.md section 5): required after trimming, max 32, save disabled when blank; saved
 * optimistically, restored with a notice when the server refuses. In one-to-one chats it names
 * the other person; in groups the user's own name there.
 */
function NicknameDialog({ chat, onClose }: { chat: Chat; onClose: () => void }) {
  const t = useTranslations('sidebar');
  const common = useTranslations('common');
  const { myId, notify } = useChatScreen();
  const { mutateAsync: setNickname } = useSetChatNickname();
  const targetId = chat.type === 'single' ? (otherMemberId(chat, myId) ?? myId) : myId;
  const current = chat.nicknames?.[targetId] ?? '';
  const [value, setValue] = useState(current);
  const trimmed = value.trim();

  // Shown in the list at once (the mutation puts `previous` back when the server refuses).
  const save = async (nickname: string) => {
    const saved = setNickname({ chatId: chat._id, targetUserId: targetId, nickname, previous: current });
    onClose();
    try {
      await saved;
    } catch (error) {
      notify(errorText(error, nickname ? t('nicknameFailed') : t('nicknameRemoveFailed')));
    }
  };

  const name = chat.type === 'single' ? chatTitle({ ...chat, nicknames: {} }, myId) : chat.name ?? '';
  return (
    <Dialog
      closeOnBackdrop
      onClose={onClose}
      title={chat.type === 'single' ? t('nicknameTitle', { name }) : t('nicknameTitleGroup', { name })}
      footer={
        <>
          {current && (
            <button type="button" className={buttons.secondary} onClick={() => save('')}>
              {t('removeNickname')}
            </button>
          )}
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {common('cancel')}
          </button>
          <button type="submit" form="nickname-form" className={buttons.primary} disabled={!trimmed}>
            {common('save')}
          </button>
        </>
      }
    >
      <form
        id="nickname-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) void save(trimmed);
        }}
      >
        <DialogField
          id="nickname-input"
          label={t('nicknameLabel')}
          value={value}
          maxLength={NICKNAME_MAX}
          autoFocus
          autoComplete="off"
          onChange={(event) => setValue(event.target.value.slice(0, NICKNAME_MAX))}
          aria-describedby="nickname-count"
          note={
            <span id="nickname-count" className={ui.counter}>
              {value.length}/{NICKNAME_MAX}
            </span>
          }
        />
      </form>
    </Dialog>
  );
}
