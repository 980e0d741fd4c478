'use client';

// A little over 300 lines on purpose: the composer's state (text, reply, edit, attachments, voice,
// pickers, the mute and block notices) is one form; its parts are in this folder.

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { untilText } from '@/lib/client/chat/dates';
import { displayName } from '@/lib/client/chat/display';
import type { SendBlock } from '@/lib/client/chat/send-block';
import { createTypingNotifier, type TypingNotifier } from '@/lib/client/chat/typing';
import type { Chat, Message } from '@/lib/contract/answers';
import { useSocket } from '@/lib/client/socket-context';
import { useNow } from '@/lib/client/use-now';
import { useChatScreen } from '../chat-context';
import { sendMessage, useSendVoiceNote } from '@/lib/client/queries/send-message';
import { usePreviewText } from '../texts';
import { CloseIcon, ImageIcon, MicIcon, PaperclipIcon, ReplyIcon, SendIcon } from '@/components/ui/icons';
import styles from './composer.module.css';
import { EditBar } from './edit-bar';
import { useSendErrorText } from './use-send-error-text';
import { SlowModeNote } from './slow-mode-note';
import { useSlowMode } from './use-slow-mode';
import { EmojiPicker } from './emoji-picker';
import { PendingFiles } from './pending-files';
import type { AddResult, PendingUploads } from './use-pending-uploads';
import { useMentionPicker } from './use-mention-picker';
import { useVoiceRecorder } from './use-voice-recorder';
import { VoiceBar } from './voice-bar';
import { MESSAGE_MAX_CHARS } from '@/lib/contract/limits';
import { applyFormat, shortcutFormat, type FormatKind } from '@/lib/client/chat/format-selection';
import { useOutbox } from '@/lib/client/offline/outbox-context';
import { FormatToolbar } from './format-toolbar';
import { useDraft } from './use-draft';
import { useOfflineFilesRefusal } from './use-offline-files';

const FILE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.zip,.rar,video/*';
/** under 720 px: a press shorter than this is a tap, not a recording */
const MIN_HOLD_MS = 400;

interface ComposerProps {
  chat: Chat;
  block: SendBlock | null;
  replyTo: Message | null;
  onCancelReply: () => void;
  editing: Message | null;
  onCancelEdit: () => void;
  onSaveEdit: (message: Message, content: string) => Promise<boolean>;
  uploads: PendingUploads;
  onFilesAdded: (result: AddResult) => void;
  onSentByMe: () => void;
}

/**
 * The input bar (SPEC.md section 2): reply bar, edit bar, upload previews, text (Enter sends,
 * Shift+Enter a new line), emoji and stickers, voice, images and files. Blocked and muted chats
 * show why instead of a working input.
 */
export function Composer(props: ComposerProps) {
  const { chat, block, replyTo, onCancelReply, editing, onCancelEdit, onSaveEdit, uploads, onFilesAdded } = props;
  const t = useTranslations('composer');
  const locale = useLocale();
  const socket = useSocket();
  const { narrow, notify, onSent, myId } = useChatScreen();
  const preview = usePreviewText();
  const sendErrorText = useSendErrorText();
  const now = useNow();
  // The chat's draft (from any device) is where typing resumes.
  const [text, setText] = useState(() => chat.draft?.text ?? '');
  const [formatting, setFormatting] = useState(false);
  const draft = useDraft({ chat, text, replyTo: replyTo?._id ?? null, onRemoteText: setText });
  /** where the selection goes once a formatted text is in the input */
  const nextSelection = useRef<{ start: number; end: number } | null>(null);
  const voiceNote = useSendVoiceNote();
  const outbox = useOutbox();
  const refuseFilesOffline = useOfflineFilesRefusal();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const notifier = useRef<TypingNotifier | null>(null);
  const caret = useRef<{ start: number; end: number } | null>(null);
  const chatId = chat._id;
  const blocked = !!block;
  const mention = useMentionPicker({ chat, myId, text, setText, textarea });
  // Slow mode holds sends back, not typing: the draft waits in the input.
  const slow = useSlowMode(chat);
  const waiting = slow.waiting;
  const onSentByMe = () => {
    props.onSentByMe();
    slow.sent();
  };
  const failed = (error: unknown, fallback: string) => {
    slow.refused(error);
    notify(sendErrorText(error, fallback));
  };

  // typing / stop_typing for this chat (stop 1.5 s after the last keystroke).
  useEffect(() => {
    if (!socket) return;
    const typing = createTypingNotifier({
      emitTyping: () => socket.emit('typing', { chatId }),
      emitStop: () => socket.emit('stop_typing', { chatId }),
    });
    notifier.current = typing;
    return () => {
      typing.stop();
      typing.dispose();
    };
  }, [socket, chatId]);

  const voice = useVoiceRecorder(
    useCallback(() => notify(t('micFailed')), [notify, t]),
  );

  // Focus the input when the chat opens (keyboard users start there, not 50 Tabs away), and when
  // a reply starts; on a phone only for a reply: its keyboard would cover the history at once.
  useEffect(() => {
    if (replyTo || !narrow) textarea.current?.focus({ preventScroll: true });
  }, [replyTo, narrow]);

  // Grow with the text, up to a few lines.
  useEffect(() => {
    const area = textarea.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, 140)}px`;
  }, [text]);

  const addFiles = (files: FileList | File[] | null) => {
    if (!files || !files.length) return;
    onFilesAdded(uploads.add([...files]));
  };

  const sendText = async () => {
    const content = text.trim();
    if (blocked || waiting || (!content && !uploads.items.length)) return;
    notifier.current?.stop();
    const reply = replyTo;
    if (content) {
      setText('');
      draft.sent();
      caret.current = null;
      onCancelReply();
      try {
        // null: kept in the outbox (no network), shown under the history as waiting.
        const sent = await outbox.sendText({ chatId, content, replyTo: reply?._id });
        if (sent) {
          onSent(sent);
          onSentByMe();
        }
      } catch (error) {
        setText((current) => current || content);
        failed(error, t('sendFailed'));
      }
    }
    if (uploads.items.length && !refuseFilesOffline()) {
      const failures = await uploads.sendAll(chatId, (message) => {
        onSent(message);
        onSentByMe();
      });
      for (const { file, error } of failures) {
        failed(error, file.type.startsWith('image/') ? t('imageSendFailed') : t('fileSendFailed'));
      }
    }
  };

  const sendSticker = async (url: string) => {
    if (waiting) return;
    try {
      onSent(await sendMessage({ chatId, type: 'sticker', stickerUrl: url, replyTo: replyTo?._id }));
      onCancelReply();
      onSentByMe();
    } catch (error) {
      failed(error, t('stickerSendFailed'));
    }
  };

  const sendVoice = async () => {
    if (voice.state.phase !== 'preview') return;
    try {
      onSent(await voiceNote.mutateAsync({ chatId, recording: voice.state.blob, replyTo: replyTo?._id }));
      voice.reset();
      onCancelReply();
      onSentByMe();
    } catch (error) {
      failed(error, t('voiceSendFailed'));
    }
  };

  // Emoji go where the caret was; the picker stays open for more (focus stays in it).
  const insertEmoji = (native: string) => {
    const start = caret.current?.start ?? text.length;
    const end = caret.current?.end ?? text.length;
    setText((current) => current.slice(0, start) + native + current.slice(end));
    caret.current = { start: start + native.length, end: start + native.length };
  };

  // The formatted text is in the input once React has rendered it: then the selection is put back.
  useLayoutEffect(() => {
    const selection = nextSelection.current;
    if (!selection || !textarea.current) return;
    nextSelection.current = null;
    textarea.current.setSelectionRange(selection.start, selection.end);
    caret.current = selection;
  }, [text]);

  const format = (kind: FormatKind) => {
    const area = textarea.current;
    if (!area) return;
    const result = applyFormat({ text: area.value, start: area.selectionStart, end: area.selectionEnd }, kind);
    if (result.text.length > MESSAGE_MAX_CHARS) return;
    nextSelection.current = { start: result.start, end: result.end };
    setText(result.text);
    area.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.onKeyDown(event)) return;
    const shortcut = shortcutFormat(event);
    if (shortcut) {
      event.preventDefault();
      format(shortcut);
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void sendText();
    } else if (event.key === 'Escape' && replyTo) {
      onCancelReply();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files];
    if (files.length) {
      event.preventDefault();
      addFiles(files);
    }
  };

  if (editing) return <EditBar key={editing._id} message={editing} onCancel={onCancelEdit} onSave={onSaveEdit} />;

  const blockText = block
    ? block.reason === 'BLOCKED'
      ? block.byMe
        ? t('blockedByMe')
        : t('blocked')
      : block.reason === 'GROUP_MUTED'
        ? block.until
          ? t('groupMutedUntil', { time: untilText(block.until, now, locale) })
          : t('groupMuted')
        : block.until
          ? t('userMutedUntil', { time: untilText(block.until, now, locale) })
          : t('userMuted')
    : '';

  const hasContent = !!text.trim() || uploads.items.length > 0;
  const recording = voice.state.phase === 'starting' || voice.state.phase === 'recording';
  const showVoiceBar = voice.state.phase !== 'idle';

  return (
    <div className={styles.composer}>
      {blocked && (
        <p className={styles.blocked} role="status" data-testid="send-blocked">
          {blockText}
        </p>
      )}
      {waiting && !blocked && <SlowModeNote until={slow.until} />}
      {replyTo && !blocked && (
        <div className={styles.replyBar} data-testid="reply-bar">
          <ReplyIcon size={18} />
          <div className={styles.barText}>
            <span className={styles.barTitle}>{t('replyingTo', { name: displayName(chat, replyTo.sender, replyTo.senderUsername) })}</span>
            <span className={styles.barSnippet}>{preview(replyTo, chat)}</span>
          </div>
          <button type="button" className={styles.tool} onClick={onCancelReply} aria-label={t('cancelReply')}>
            <CloseIcon size={18} />
          </button>
        </div>
      )}
      {!blocked && <PendingFiles items={uploads.items} onRemove={uploads.remove} />}
      {!blocked && mention.picker}
      {formatting && !blocked && !showVoiceBar && <FormatToolbar id={`format-${chatId}`} onFormat={format} />}
      <div className={styles.inputRow}>
        {!showVoiceBar && (
          <>
            <EmojiPicker disabled={blocked} onEmoji={insertEmoji} onSticker={sendSticker} />
            <button type="button" className={styles.tool} onClick={() => imageInput.current?.click()} aria-label={t('image')} title={t('image')} disabled={blocked}>
              <ImageIcon size={21} />
            </button>
            <button type="button" className={styles.tool} onClick={() => fileInput.current?.click()} aria-label={t('file')} title={t('file')} disabled={blocked}>
              <PaperclipIcon size={21} />
            </button>
            <button
              type="button"
              className={formatting ? `${styles.tool} ${styles.toolOn}` : styles.tool}
              onClick={() => setFormatting((on) => !on)}
              aria-label={t('formatting')}
              title={t('formatting')}
              aria-expanded={formatting}
              aria-controls={formatting ? `format-${chatId}` : undefined}
              disabled={blocked}
              data-testid="format-toggle"
            >
              <span aria-hidden="true" className={styles.faceAa}>
                Aa
              </span>
            </button>
            <input ref={imageInput} type="file" accept="image/*" multiple hidden onChange={(e) => { addFiles(e.target.files); e.target.value = ''; }} data-testid="image-input" />
            <input ref={fileInput} type="file" accept={FILE_ACCEPT} multiple hidden onChange={(e) => { addFiles(e.target.files); e.target.value = ''; }} data-testid="file-input" />
            <textarea
              ref={textarea}
              className={styles.textarea}
              rows={1}
              value={text}
              disabled={blocked}
              placeholder={blocked ? blockText : t('placeholder')}
              aria-label={t('placeholder')}
              {...mention.inputProps}
              onChange={(event) => {
                setText(event.target.value);
                mention.track(event.target);
                if (event.target.value) notifier.current?.input();
              }}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
              onSelect={(event) => {
                mention.track(event.currentTarget);
                caret.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd };
              }}
              onBlur={() => notifier.current?.stop()}
              maxLength={MESSAGE_MAX_CHARS}
              enterKeyHint="send"
            />
          </>
        )}
        {showVoiceBar && <VoiceBar state={voice.state} holdMode={narrow} sending={voiceNote.isPending} onCancel={voice.cancel} onSend={sendVoice} />}
        {hasContent && !showVoiceBar ? (
          <button type="button" className={styles.send} onClick={() => void sendText()} aria-label={t('send')} title={t('send')} disabled={blocked || waiting}>
            <SendIcon size={20} />
          </button>
        ) : (
          voice.state.phase !== 'preview' && (
            <button
              type="button"
              className={recording ? `${styles.mic} ${styles.micOn}` : styles.mic}
              disabled={blocked}
              aria-label={narrow ? t('holdToRecord') : recording ? t('stopRecording') : t('recordVoice')}
              title={narrow ? t('holdToRecord') : recording ? t('stopRecording') : t('recordVoice')}
              aria-pressed={recording}
              data-testid="mic-button"
              onClick={() => {
                if (narrow) return;
                if (recording) voice.stop();
                else void voice.start();
              }}
              onPointerDown={(event) => {
                if (!narrow) return;
                event.currentTarget.setPointerCapture(event.pointerId);
                void voice.start();
              }}
              onPointerUp={() => {
                if (!narrow) return;
                // A tap is not a hold: nothing worth sending was recorded.
                const state = voice.state;
                if (state.phase === 'starting' || (state.phase === 'recording' && Date.now() - state.startedAt < MIN_HOLD_MS)) {
                  voice.cancel();
                  notify(t('holdToRecord'), 'info');
                } else voice.stop();
              }}
              onPointerCancel={() => narrow && voice.cancel()}
              onContextMenu={(event) => narrow && event.preventDefault()}
            >
              <MicIcon size={21} />
            </button>
          )
        )}
      </div>
    </div>
  );
}
