'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { createTimedValue, type TimedValue } from '@/lib/client/chat/delay';
import { canPinForAll } from '@/lib/client/chat/display';
import { useChatTitle } from '../texts';
import { loadNewer, loadOlder, showNewest, useHistory, usePins } from '@/lib/client/queries/chats';
import { HIGHLIGHT_MS } from '@/lib/client/chat/timings';
import type { Chat, Message } from '@/lib/contract/answers';
import { useSendBlock } from '@/lib/client/chat/use-browser';
import { useReadMark } from '@/lib/client/chat/use-read-mark';
import { useChatScreen } from '../chat-context';
import { Composer } from '../composer/composer';
import { usePendingUploads, type AddResult } from '../composer/use-pending-uploads';
import styles from './conversation.module.css';
import { MessageList, type MessageListControl } from './message-list';
import { MessageMenu, type MessageMenuState } from './message-menu';
import { OutboxRows } from './outbox-rows';
import { PinnedBar } from './pinned-bar';
import { TypingIndicator } from './typing-indicator';
import { NextMentionButton } from './next-mention-button';
import { useJumps } from './use-jumps';
import { useMessageActions } from './use-message-actions';
import { useDraftReply } from './use-draft-reply';
import type { MessageHandlers } from './message-item';

// Dialogs opened from a message load when first opened: /chat's first load stays smaller.
const ForwardDialog = dynamic(() => import('./forward-dialog').then((m) => m.ForwardDialog));
const SaveStickerDialog = dynamic(() => import('./save-sticker-dialog').then((m) => m.SaveStickerDialog));
const Lightbox = dynamic(() => import('./media-dialogs').then((m) => m.Lightbox));
const FilePreview = dynamic(() => import('./media-dialogs').then((m) => m.FilePreview));
const ReportMessageDialog = dynamic(() => import('@/components/group/report-message-dialog').then((m) => m.ReportMessageDialog));

/**
 * The conversation panel (SPEC.md section 2): pinned bar, history, typing indicator, input bar,
 * the message menu and its dialogs; a drop zone for files covers it while dragging.
 */
export function Conversation({ chat }: { chat: Chat }) {
  const t = useTranslations('conversation');
  const composerT = useTranslations('composer');
  const tm = useTranslations('moderation');
  const queryClient = useQueryClient();
  const { myId, notify, openChatAt } = useChatScreen();
  const titleOf = useChatTitle(myId);
  const chatId = chat._id;
  const highlighter = useRef<TimedValue<string> | null>(null);
  const listControl = useRef<MessageListControl | null>(null);
  const onHighlight = useCallback((messageId: string) => highlighter.current?.set(messageId), []);
  const { historyEnabled, unreadAfter } = useJumps({ chat, listControl, onHighlight });
  const history = useHistory(chatId, { enabled: historyEnabled });
  const pinsQuery = usePins(chatId);
  const pins = useMemo(() => pinsQuery.data ?? [], [pinsQuery.data]);
  const messages = useMemo(() => history.data?.messages ?? [], [history.data]);
  const hasMoreAfter = !!history.data?.hasMoreAfter;
  const actions = useMessageActions(chat);
  const block = useSendBlock(chat, myId);
  const uploads = usePendingUploads();

  const [replyTo, setReplyTo] = useState<Message | null>(null);
  // The draft's reply comes back with its text, unless a reply was started meanwhile.
  const draftReply = useDraftReply(chat);
  const [draftReplyUsed, setDraftReplyUsed] = useState(false);
  if (draftReply && !draftReplyUsed) {
    setDraftReplyUsed(true);
    if (!replyTo) setReplyTo(draftReply);
  }
  const [editing, setEditing] = useState<Message | null>(null);
  const [menu, setMenu] = useState<MessageMenuState | null>(null);
  const [forwarding, setForwarding] = useState<Message | null>(null);
  const [lightbox, setLightbox] = useState<Message | null>(null);
  const [previewing, setPreviewing] = useState<Message | null>(null);
  const [savingSticker, setSavingSticker] = useState<Message | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<Message | null>(null);
  const [reporting, setReporting] = useState<Message | null>(null);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);

  useEffect(() => {
    const timed = createTimedValue<string>(HIGHLIGHT_MS, setHighlightId);
    highlighter.current = timed;
    return () => timed.clear();
  }, []);

  const onSeen = useReadMark({ chat, myId, messages, hasMoreAfter });

  const loadFailed = useCallback(() => notify(t('loadFailed')), [notify, t]);
  const onLoadOlder = useCallback(() => loadOlder(queryClient, chatId).catch(loadFailed), [queryClient, chatId, loadFailed]);
  const onLoadNewer = useCallback(() => loadNewer(queryClient, chatId).catch(loadFailed), [queryClient, chatId, loadFailed]);
  const onShowNewest = useCallback(async () => {
    try {
      await showNewest(queryClient, chatId);
      return true;
    } catch {
      loadFailed();
      return false;
    }
  }, [queryClient, chatId, loadFailed]);
  /** Jumps go through the chat screen's focus (use-jumps.ts), as search results and pins do. */
  const jumpTo = useCallback((messageId: string) => openChatAt(chatId, messageId), [openChatAt, chatId]);

  const startReply = useCallback((message: Message) => {
    setEditing(null);
    setReplyTo(message);
  }, []);

  const handlers = useMemo<Omit<MessageHandlers, 'onStripChange'>>(
    () => ({
      onReply: startReply,
      onReact: (message, emoji) => void actions.react(message, emoji),
      onMenu: (message, point, returnFocus) => setMenu({ message, point, returnFocus }),
      onJump: jumpTo,
      onOpenImage: setLightbox,
      onPreviewFile: setPreviewing,
      onSaveSticker: setSavingSticker,
    }),
    [actions, jumpTo, startReply],
  );

  const filesAdded = (result: AddResult) => {
    if (result === 'tooMany') notify(composerT('maxFiles'));
    if (result === 'tooLarge') notify(composerT('fileTooLarge'));
  };

  const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');
  const dropProps = block
    ? {}
    : {
        onDragEnter: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          dragDepth.current += 1;
          setDragging(true);
        },
        onDragOver: (event: DragEvent) => {
          if (hasFiles(event)) event.preventDefault();
        },
        onDragLeave: () => {
          dragDepth.current = Math.max(0, dragDepth.current - 1);
          if (!dragDepth.current) setDragging(false);
        },
        onDrop: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          dragDepth.current = 0;
          setDragging(false);
          filesAdded(uploads.add([...event.dataTransfer.files]));
        },
      };

  return (
    <section className={styles.conversation} aria-label={titleOf(chat)} data-testid="conversation" {...dropProps}>
      <PinnedBar key={pins.length} pins={pins} canUnpinForAll={canPinForAll(chat)} onJump={jumpTo} onUnpin={(pin) => void actions.unpin(pin.message, pin.scope)} />
      <div className={styles.main}>
        <MessageList
          control={listControl}
          chat={chat}
          myId={myId}
          messages={messages}
          hasMore={!!history.data?.hasMore}
          hasMoreAfter={hasMoreAfter}
          loading={history.isPending}
          failed={history.isError}
          onRetry={() => void history.refetch()}
          onLoadOlder={onLoadOlder}
          onLoadNewer={onLoadNewer}
          onShowNewest={onShowNewest}
          highlightId={highlightId}
          unreadAfter={unreadAfter}
          onSeen={onSeen}
          pins={pins}
          handlers={handlers}
        />
        <OutboxRows chatId={chatId} />
        <NextMentionButton chat={chat} onJump={jumpTo} />
        <TypingIndicator chat={chat} />
      </div>
      <Composer
        chat={chat}
        block={block}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        editing={editing}
        onCancelEdit={() => setEditing(null)}
        onSaveEdit={actions.edit}
        uploads={uploads}
        onFilesAdded={filesAdded}
        onSentByMe={() => listControl.current?.toNewest()}
      />
      {dragging && (
        <div className={styles.dropZone} aria-hidden="true">
          <span>{t('dropFiles')}</span>
        </div>
      )}
      <MessageMenu
        state={menu}
        onClose={() => setMenu(null)}
        chat={chat}
        myId={myId}
        pins={pins}
        onReact={(message, emoji) => void actions.react(message, emoji)}
        onReply={startReply}
        onEdit={(message) => {
          setReplyTo(null);
          setEditing(message);
        }}
        onCopy={(message) => void actions.copy(message)}
        onForward={setForwarding}
        onPin={(message, scope) => void actions.pin(message, scope)}
        onUnpin={(message, scope) => void actions.unpin(message, scope)}
        onSaveSticker={setSavingSticker}
        onDeleteForMe={(message) => void actions.deleteForMe(message)}
        onDeleteForAll={setConfirmDelete}
        onReport={setReporting}
      />
      {lightbox && <Lightbox message={lightbox} onClose={() => setLightbox(null)} />}
      {previewing && <FilePreview message={previewing} onClose={() => setPreviewing(null)} />}
      {forwarding && <ForwardDialog message={forwarding} onClose={() => setForwarding(null)} />}
      {savingSticker && <SaveStickerDialog message={savingSticker} onClose={() => setSavingSticker(null)} />}
      {reporting && <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} onSent={() => notify(tm('reportSent'), 'info')} />}
      <ConfirmDialog
        open={!!confirmDelete}
        message={t('confirmDeleteForAll')}
        confirmLabel={t('deleteForAll')}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => {
          if (confirmDelete) void actions.deleteForAll(confirmDelete);
          setConfirmDelete(null);
        }}
      />
    </section>
  );
}
