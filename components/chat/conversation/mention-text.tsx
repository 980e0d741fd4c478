'use client';

import { useMemo } from 'react';
import { EmojiText } from '@/components/emoji/emoji-text';
import { mentionedNames, mentionParts, mentionsMe } from '@/lib/client/chat/mentions';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import type { Message } from '@/lib/contract/answers';
import { useChatScreen } from '../chat-context';
import type { TextRenderer } from './message-text';
import styles from './mention-text.module.css';

/** What a bubble highlights: the names its message mentions (lower-cased) and the viewer's own, if mentioned. */
export interface MentionHighlight {
  names: ReadonlySet<string>;
  myName: string | null;
}

/** The mentions of a message to highlight in its bubble; null when it mentions nobody. */
export function useMentionHighlight(message: Message): MentionHighlight | null {
  const { myId, chats } = useChatScreen();
  const myName = useCurrentUser().data?.username ?? null;
  const chat = chats.find((c) => c._id === message.chatId);
  return useMemo(() => {
    if (!message.mentions?.length) return null;
    return { names: mentionedNames(chat, message), myName: mentionsMe(message, myId) ? myName : null };
  }, [chat, message, myId, myName]);
}

/** How MessageText draws its plain runs for a message: with its mentions marked, when it has any. */
export const mentionRenderer = (highlight: MentionHighlight | null): TextRenderer | undefined =>
  highlight ? (text, key) => <MentionText key={key} text={text} highlight={highlight} /> : undefined;

/** Text with its emoji as images and its mentions marked: the viewer's own one stronger. */
export function MentionText({ text, highlight }: { text: string; highlight: MentionHighlight | null }) {
  if (!highlight) return <EmojiText text={text} />;
  return (
    <>
      {mentionParts(text, highlight.names, highlight.myName).map((part, index) =>
        part.mention ? (
          <span key={index} className={part.mention === 'me' ? styles.mentionMe : styles.mention} data-mention={part.mention}>
            {part.text}
          </span>
        ) : (
          <EmojiText key={index} text={part.text} />
        ),
      )}
    </>
  );
}
