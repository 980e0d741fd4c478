'use client';

import { useTranslations } from 'next-intl';
import { memo, useRef } from 'react';
import { contentKind, isReadByOthers } from '@/lib/client/chat/display';
import { timeOfDay } from '@/lib/client/chat/dates';
import { MESSAGE_LONG_PRESS_MS } from '@/lib/client/chat/timings';
import type { Chat, Message } from '@/lib/contract/answers';
import { previewLine } from '@/lib/messages/markup/plain-text';
import { EmojiText } from '@/components/emoji/emoji-text';
import { useLongPress } from '@/lib/client/chat/use-long-press';
import { Avatar } from '@/components/ui/avatar';
import { CheckIcon, DoubleCheckIcon, ForwardIcon, MoreIcon, PinIcon, ReplyIcon } from '@/components/ui/icons';
import { pointUnder, type MenuPoint } from '../ui/point-menu';
import { MessageBody } from './message-body';
import styles from './message.module.css';
import { ReactionButton } from './reaction-button';
import { groupReactions, REACTION_NAMES } from './reactions';
import { messageRowId } from './row-id';

export interface MessageHandlers {
  onReply: (message: Message) => void;
  onReact: (message: Message, emoji: string) => void;
  onMenu: (message: Message, point: MenuPoint, returnFocus: HTMLElement | null) => void;
  onJump: (messageId: string) => void;
  onOpenImage: (message: Message) => void;
  onPreviewFile: (message: Message) => void;
  onSaveSticker: (message: Message) => void;
  onStripChange: (messageId: string | null) => void;
}

interface MessageItemProps {
  message: Message;
  chat: Chat;
  myId: string;
  senderName: string;
  senderAvatar: string;
  firstOfRun: boolean;
  lastOfRun: boolean;
  highlighted: boolean;
  pinned: boolean;
  stripOpen: boolean;
  systemText?: string;
  handlers: MessageHandlers;
}

/**
 * One message: bubble (forwarded label, quoted original, content, time, edited, ticks), its
 * reactions, and its tools (react, reply, more). Double click replies; right click or a 420 ms
 * long press opens its menu.
 */
export const MessageItem = memo(function MessageItem(props: MessageItemProps) {
  const { message, chat, myId, senderName, senderAvatar, firstOfRun, lastOfRun, highlighted, pinned, stripOpen, systemText, handlers } = props;
  const t = useTranslations('conversation');
  const rowRef = useRef<HTMLDivElement>(null);
  const press = useLongPress(MESSAGE_LONG_PRESS_MS, (x, y) => handlers.onMenu(message, { x, y }, rowRef.current));

  if (contentKind(message) === 'system') {
    return (
      <div className={styles.system} id={messageRowId(message._id)} data-message-id={message._id} data-testid="system-message">
        <span>{systemText}</span>
      </div>
    );
  }

  const mine = message.sender === myId;
  const group = chat.type === 'group';
  const kind = contentKind(message);
  const bare = kind === 'sticker';
  const reactions = groupReactions(message.reactions, myId);
  const myReaction = message.reactions?.find((r) => r.userId === myId)?.emoji;
  const read = mine && isReadByOthers(message, chat, myId);
  const forwardedFrom = message.forwardInfo?.from?.username;

  return (
    <div
      ref={rowRef}
      id={messageRowId(message._id)}
      data-message-id={message._id}
      data-testid="message"
      data-mine={mine || undefined}
      className={`${styles.row} ${mine ? styles.mine : styles.theirs} ${firstOfRun ? styles.first : ''} ${lastOfRun ? styles.last : ''} ${highlighted ? styles.highlight : ''}`}
      tabIndex={-1}
      onDoubleClick={(event) => {
        if ((event.target as HTMLElement).closest('button, a, audio, video')) return;
        window.getSelection()?.removeAllRanges();
        handlers.onReply(message);
      }}
      onContextMenu={(event) => {
        if ((event.target as HTMLElement).closest('a, audio, video')) return;
        event.preventDefault();
        handlers.onMenu(message, { x: event.clientX, y: event.clientY }, rowRef.current);
      }}
      {...press}
    >
      {!mine && group && <div className={styles.avatarSlot}>{lastOfRun && <Avatar src={senderAvatar} size={30} />}</div>}
      <div className={styles.stack}>
        {!mine && group && firstOfRun && <div className={styles.sender} dir="auto">{senderName}</div>}
        <div className={styles.bubbleLine}>
          <div className={`${styles.bubble} ${bare ? styles.bare : ''}`}>
            {message.isForwarded && (
              <div className={styles.forwarded}>
                <ForwardIcon size={13} />
                {forwardedFrom ? t('forwardedFrom', { name: forwardedFrom }) : t('forwarded')}
              </div>
            )}
            {message.replyTo && (
              <ReplyQuote message={message} onJump={handlers.onJump} />
            )}
            <MessageBody message={message} myId={myId} onOpenImage={handlers.onOpenImage} onPreviewFile={handlers.onPreviewFile} onSaveSticker={handlers.onSaveSticker} />
            <span className={styles.meta}>
              {pinned && (
                <span className={styles.pinMark} role="img" aria-label={t('pinnedMark')}>
                  <PinIcon size={11} />
                </span>
              )}
              {message.edited && <span className={styles.edited}>{t('edited')}</span>}
              <time dateTime={message.createdAt}>{timeOfDay(message.createdAt)}</time>
              {mine && (
                <span className={read ? styles.tickRead : styles.tick} role="img" aria-label={read ? t('read') : t('sent')} data-testid="tick" data-read={read || undefined}>
                  {read ? <DoubleCheckIcon size={15} /> : <CheckIcon size={14} />}
                </span>
              )}
            </span>
          </div>
          <div className={styles.tools}>
            <ReactionButton
              open={stripOpen}
              onOpenChange={(open) => handlers.onStripChange(open ? message._id : null)}
              current={myReaction}
              onReact={(emoji) => handlers.onReact(message, emoji)}
            />
            <button type="button" className={styles.toolButton} aria-label={t('reply')} onClick={() => handlers.onReply(message)}>
              <ReplyIcon size={18} />
            </button>
            <button
              type="button"
              className={styles.toolButton}
              aria-label={t('moreActions')}
              aria-haspopup="menu"
              onClick={(event) => handlers.onMenu(message, pointUnder(event), event.currentTarget)}
            >
              <MoreIcon size={18} />
            </button>
          </div>
        </div>
        {reactions.length > 0 && (
          <div className={styles.reactions}>
            {reactions.map((r) => (
              <button
                key={r.emoji}
                type="button"
                className={r.mine ? `${styles.reaction} ${styles.reactionMine}` : styles.reaction}
                aria-pressed={r.mine}
                aria-label={t('reactionCount', { name: t(`reactionNames.${REACTION_NAMES[r.emoji] ?? 'like'}`), count: r.count })}
                onClick={() => handlers.onReact(message, r.emoji)}
                data-testid="reaction"
              >
                <span aria-hidden="true">
                  <EmojiText text={r.emoji} />
                </span>
                {r.count > 1 && <span className={styles.reactionCount}>{r.count}</span>}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
});

function ReplyQuote({ message, onJump }: { message: Message; onJump: (id: string) => void }) {
  const t = useTranslations('conversation');
  const original = message.replyToMessage;
  if (!original) {
    return <div className={`${styles.quote} ${styles.quoteGone}`}>{t('replyDeleted')}</div>;
  }
  const snippet =
    original.type === 'text'
      ? previewLine(original.content)
      : original.type === 'file'
        ? t('kinds.file', { name: original.fileName || '' })
        : t(`kinds.${['image', 'sticker', 'video', 'audio', 'voice'].includes(original.type) ? original.type : 'fileGeneric'}`);
  return (
    // Named by its text (what is seen is what is said), the action first.
    <button type="button" className={styles.quote} onClick={() => onJump(original._id)}>
      <span className="visually-hidden">{t('jumpToReply')}: </span>
      <span className={styles.quoteName} dir="auto">
        {original.senderUsername}
      </span>{' '}
      <span className={styles.quoteText} dir="auto">
        <EmojiText text={snippet} />
      </span>
    </button>
  );
}
