'use client';

import { Fragment } from 'react';
import type { Message } from '@/lib/contract/answers';
import { snippetSegments } from '@/lib/client/search/snippet';
import { highlightRanges } from '@/lib/search/highlight';
import { useMarkupText } from '@/lib/client/chat/use-markup-text';
import styles from './search.module.css';

/**
 * A hit's text with what the query matched in <mark>: the text or caption, else the file name
 * when that is where the match is (the search reads both).
 */
export function HitSnippet({ message, query }: { message: Message; query: string }) {
  // Matched as the server matches: the words without their markup (lib/search/postings.ts).
  const markup = useMarkupText();
  const content = message.content ?? '';
  const texts = [markup ? markup.plainText(content) : content, message.fileName].filter((text): text is string => !!text);
  const matched = texts.map((text) => ({ text, ranges: highlightRanges(text, query) })).find((candidate) => candidate.ranges.length > 0);
  const { text, ranges } = matched ?? { text: texts[0] ?? '', ranges: [] };
  return (
    <span className={styles.hitText}>
      {snippetSegments(text, ranges).map((segment, i) =>
        segment.mark ? (
          <mark key={i} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </span>
  );
}
