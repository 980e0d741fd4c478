'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { createDelay, type Delay } from '@/lib/client/chat/delay';
import { canDeleteForAll, canEdit, canPinForAll, canSaveSticker, contentKind, downloadHref } from '@/lib/client/chat/display';
import { MESSAGE_MENU_AUTO_CLOSE_MS } from '@/lib/client/chat/timings';
import type { Chat, Message, Pin } from '@/lib/contract/answers';
import { EmojiText } from '@/components/emoji/emoji-text';
import { CopyIcon, DownloadIcon, FlagIcon, ForwardIcon, PencilIcon, PinIcon, ReplyIcon, StickerIcon, TrashIcon } from '@/components/ui/icons';
import { MenuItem, MenuSeparator, PointMenu, type MenuPoint } from '../ui/point-menu';
import ui from '../ui/ui.module.css';
import styles from './message.module.css';
import { REACTIONS, REACTION_NAMES } from './reactions';

export interface MessageMenuState {
  message: Message;
  point: MenuPoint;
  returnFocus: HTMLElement | null;
}

interface MessageMenuProps {
  state: MessageMenuState | null;
  onClose: () => void;
  chat: Chat;
  myId: string;
  pins: Pin[];
  onReact: (message: Message, emoji: string) => void;
  onReply: (message: Message) => void;
  onEdit: (message: Message) => void;
  onCopy: (message: Message) => void;
  onForward: (message: Message) => void;
  onPin: (message: Message, scope: 'me' | 'all') => void;
  onUnpin: (message: Message, scope: 'me' | 'all') => void;
  onSaveSticker: (message: Message) => void;
  onDeleteForMe: (message: Message) => void;
  onDeleteForAll: (message: Message) => void;
  /** report to the group's admins: groups only, others' messages */
  onReport: (message: Message) => void;
}

/**
 * A message's context menu (SPEC.md section 2): the reaction strip, then its actions. It closes
 * by itself 4 s after it shows (counted again while the user moves or types in it) or on outside
 * click.
 */
export function MessageMenu(props: MessageMenuProps) {
  const { state, onClose, chat, myId, pins } = props;
  const t = useTranslations('conversation');
  const tm = useTranslations('moderation');
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  // One countdown for the component: started when the menu is on screen (its code may still be
  // loading when it is asked for), counted again while the user moves or types in it.
  const autoClose = useRef<Delay | null>(null);
  useEffect(() => {
    const delay = createDelay(MESSAGE_MENU_AUTO_CLOSE_MS, () => latestClose.current());
    autoClose.current = delay;
    return () => delay.cancel();
  }, []);
  useEffect(() => {
    if (!state) autoClose.current?.cancel();
  }, [state]);

  const message = state?.message;
  const pinnedForMe = !!message && pins.some((p) => p.message._id === message._id && p.scope === 'me');
  const pinnedForAll = !!message && pins.some((p) => p.message._id === message._id && p.scope === 'all');
  const kind = message ? contentKind(message) : 'text';
  const hasFile = !!message?.fileUrl && kind !== 'text';
  const myReaction = message?.reactions?.find((r) => r.userId === myId)?.emoji;
  const restart = () => autoClose.current?.start();

  return (
    <PointMenu
      point={state?.point ?? null}
      onClose={onClose}
      label={t('messageMenu')}
      returnFocus={() => state?.returnFocus}
      onShown={restart}
      contentProps={{ onPointerMove: restart, onKeyDown: restart }}
    >
      {message && (
        <>
          <div className={styles.menuStrip} role="group" aria-label={t('reactionStrip')}>
            {REACTIONS.map((emoji) => (
              <MenuItem
                key={emoji}
                className={styles.menuEmoji}
                data-current={myReaction === emoji || undefined}
                aria-label={t(`reactionNames.${REACTION_NAMES[emoji]}`)}
                onSelect={() => props.onReact(message, emoji)}
              >
                <EmojiText text={emoji} />
              </MenuItem>
            ))}
          </div>
          <MenuSeparator />
          <MenuItem onSelect={() => props.onReply(message)}>
            <ReplyIcon size={18} />
            {t('reply')}
          </MenuItem>
          {kind === 'text' && (
            <MenuItem onSelect={() => props.onCopy(message)}>
              <CopyIcon size={18} />
              {t('copy')}
            </MenuItem>
          )}
          {canEdit(message, myId) && (
            <MenuItem onSelect={() => props.onEdit(message)}>
              <PencilIcon size={18} />
              {t('edit')}
            </MenuItem>
          )}
          <MenuItem onSelect={() => props.onForward(message)}>
            <ForwardIcon size={18} />
            {t('forward')}
          </MenuItem>
          <MenuItem onSelect={() => (pinnedForMe ? props.onUnpin(message, 'me') : props.onPin(message, 'me'))}>
            <PinIcon size={18} />
            {pinnedForMe ? t('unpinForMe') : t('pinForMe')}
          </MenuItem>
          {canPinForAll(chat) && (
            <MenuItem onSelect={() => (pinnedForAll ? props.onUnpin(message, 'all') : props.onPin(message, 'all'))}>
              <PinIcon size={18} />
              {pinnedForAll ? t('unpinForAll') : t('pinForAll')}
            </MenuItem>
          )}
          {canSaveSticker(message, myId) && (
            <MenuItem onSelect={() => props.onSaveSticker(message)}>
              <StickerIcon size={18} />
              {t('saveSticker')}
            </MenuItem>
          )}
          {hasFile && (
            <MenuItem asChild className={ui.menuItem}>
              <a href={downloadHref(message.fileUrl)} download={message.fileName || true}>
                <DownloadIcon size={18} />
                {t('download')}
              </a>
            </MenuItem>
          )}
          {chat.type === 'group' && message.type !== 'system' && !!message.sender && message.sender !== myId && (
            <MenuItem onSelect={() => props.onReport(message)}>
              <FlagIcon size={18} />
              {tm('report')}
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuItem danger onSelect={() => props.onDeleteForMe(message)}>
            <TrashIcon size={18} />
            {t('deleteForMe')}
          </MenuItem>
          {canDeleteForAll(chat, message, myId) && (
            <MenuItem danger onSelect={() => props.onDeleteForAll(message)}>
              <TrashIcon size={18} />
              {t('deleteForAll')}
            </MenuItem>
          )}
        </>
      )}
    </PointMenu>
  );
}
