'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { parseMarkup, type MarkupNode } from '@/lib/messages/markup/parse';
import { EmojiText } from '@/components/emoji/emoji-text';
import styles from './message-text.module.css';

/**
 * How a run of plain text is drawn (emoji as Twemoji by default). Another feature that marks
 * words inside the text (mentions) passes its own; it gets the text without markup, never HTML.
 */
export type TextRenderer = (text: string, key: string) => ReactNode;

const defaultText: TextRenderer = (text, key) => <EmojiText key={key} text={text} />;

/** A spoiler: a masked button until clicked, then its content (links inside only work once shown). */
function Spoiler({ nodes, renderText }: { nodes: MarkupNode[]; renderText: TextRenderer }) {
  const t = useTranslations('conversation');
  const [shown, setShown] = useState(false);
  if (shown) return <span className={styles.spoilerShown}>{renderNodes(nodes, renderText, 's')}</span>;
  // Hidden words are not in the page at all (nor copied, nor read aloud): the mask is only as wide.
  const width = Math.min(countChars(nodes), 40);
  return (
    <button type="button" className={styles.spoiler} style={{ width: `${Math.max(width, 3) * 0.6}em` }} aria-label={t('spoilerReveal')} onClick={() => setShown(true)} data-testid="spoiler" />
  );
}

const countChars = (nodes: MarkupNode[]): number =>
  nodes.reduce((sum, node) => sum + ('children' in node ? countChars(node.children) : 'text' in node ? node.text.length : 1), 0);

function renderNode(node: MarkupNode, renderText: TextRenderer, key: string): ReactNode {
  switch (node.type) {
    case 'text':
      return renderText(node.text, key);
    case 'break':
      return <br key={key} />;
    case 'code':
      return (
        <code key={key} className={styles.code}>
          {node.text}
        </code>
      );
    case 'codeBlock':
      // Focusable so that a keyboard can scroll a long line sideways.
      return (
        <pre key={key} className={styles.codeBlock} tabIndex={0} data-language={node.language || undefined}>
          <code>{node.text}</code>
        </pre>
      );
    case 'link':
      return (
        <a key={key} href={node.href} target="_blank" rel="noopener noreferrer nofollow" className={styles.link}>
          {renderNodes(node.children, renderText, key)}
        </a>
      );
    case 'spoiler':
      return <Spoiler key={key} nodes={node.children} renderText={renderText} />;
    case 'paragraph':
      return (
        <p key={key} className={styles.paragraph}>
          {renderNodes(node.children, renderText, key)}
        </p>
      );
    case 'quote':
      return (
        <blockquote key={key} className={styles.quote}>
          {renderNodes(node.children, renderText, key)}
        </blockquote>
      );
    case 'bold':
      return <strong key={key}>{renderNodes(node.children, renderText, key)}</strong>;
    case 'italic':
      return <em key={key}>{renderNodes(node.children, renderText, key)}</em>;
    case 'strike':
      return <s key={key}>{renderNodes(node.children, renderText, key)}</s>;
  }
}

/** Markup nodes as React elements: every text goes through React as text, never as HTML. */
export function renderNodes(nodes: MarkupNode[], renderText: TextRenderer = defaultText, prefix = ''): ReactNode {
  return nodes.map((node, index) => renderNode(node, renderText, `${prefix}.${index}`));
}

/** A text message's content with its markup (API.md "Rich messages") drawn. */
export function MessageText({ text, renderText = defaultText }: { text: string; renderText?: TextRenderer }) {
  const nodes = useMemo(() => parseMarkup(text), [text]);
  return (
    <div className={styles.markup} dir="auto" data-testid="message-text">
      {renderNodes(nodes, renderText)}
    </div>
  );
}
