'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useScrollEdges } from '@/lib/client/chat/use-scroll-edges';
import { fileHref } from '@/lib/client/chat/display';
import type { StickerSet } from '@/lib/contract/answers';
import { useStickerSets } from '@/lib/client/queries/sticker-sets';
import { AnchoredPopover, popoverTriggerProps } from '../ui/anchored-popover';
import { ChevronLeftIcon, ChevronRightIcon, SmileIcon } from '@/components/ui/icons';
import { PlainImg } from '../ui/plain-img';
import styles from './composer.module.css';
import { EmojiText } from '@/components/emoji/emoji-text';
import { LazyEmoji } from './lazy-emoji';
import { gridCell, moveInGrid } from '@/components/ui/roving-grid';
import { emojiName, loadEmojiNames, type EmojiNames } from '@/lib/client/emoji/emoji-names';

type Locale = 'vi' | 'en' | 'zh';

interface EmojiCategory {
  id: string;
  emojis: { id: string; name: string; native: string }[];
}

interface BuiltinGroup {
  id: string;
  title: Record<Locale, string>;
  cover?: string;
  stickers: { url: string; title: string; code: string }[];
}

interface PickerData {
  categories: EmojiCategory[];
  builtin: BuiltinGroup[];
}

/** About the cells of a category that the picker shows before it is scrolled: drawn at once. */
const FIRST_SCREEN_CELLS = 72;

/** Tab icons of the eight emoji categories of @emoji-mart/data. */
const CATEGORY_ICONS: Record<string, string> = {
  people: '😀',
  nature: '🐻',
  foods: '🍔',
  activity: '⚽',
  places: '🚗',
  objects: '💡',
  symbols: '🔣',
  flags: '🏁',
};

/** Emoji newer than this may miss from the fonts of the browsers we support. */
const MAX_EMOJI_VERSION = 14;

let loading: Promise<PickerData> | null = null;

/**
 * The emoji data (about 430 KB) and the built-in sticker groups, loaded on first opening only,
 * as their own chunks, so the page bundle stays lean.
 */
function loadPickerData(): Promise<PickerData> {
  loading ??= Promise.all([import('@emoji-mart/data'), import('@/lib/stickers/builtin')])
    .then(([emojiModule, stickerModule]) => {
      const data = (emojiModule as { default: import('@emoji-mart/data').EmojiMartData }).default;
      const categories = data.categories.map((category) => ({
        id: category.id,
        emojis: category.emojis
          .map((id) => data.emojis[id])
          .filter((emoji) => emoji && emoji.version <= MAX_EMOJI_VERSION)
          .map((emoji) => ({ id: emoji.id, name: emoji.name, native: emoji.skins[0].native })),
      }));
      return { categories, builtin: stickerModule.BUILTIN_STICKER_GROUPS as BuiltinGroup[] };
    })
    .catch((error) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** A grid of stickers to pick from (a built-in group, one of the user's sets): one Tab stop, arrows inside. */
function StickerGrid({ stickers, onPick, testId }: { stickers: { url: string; src: string; name: string }[]; onPick: (url: string) => void; testId?: string }) {
  return (
    <div className={styles.stickerGrid} onKeyDown={moveInGrid}>
      {stickers.map((sticker, index) => (
        <button key={`${index}:${sticker.url}`} type="button" className={styles.stickerCell} onClick={() => onPick(sticker.url)} aria-label={sticker.name} data-testid={testId} {...gridCell(index)}>
          <PlainImg src={sticker.src} alt="" />
        </button>
      ))}
    </div>
  );
}

type Tab = { kind: 'emoji'; id: string } | { kind: 'builtin'; id: string } | { kind: 'mine'; id: string };

interface EmojiPickerProps {
  disabled?: boolean;
  onEmoji: (native: string) => void;
  onSticker: (url: string) => void;
}

/**
 * The emoji and sticker picker of the input bar: eight emoji categories, the built-in animated
 * sticker groups and the user's own sticker sets (GET /api/user/my-stickers).
 */
export function EmojiPicker({ disabled, onEmoji, onSticker }: EmojiPickerProps) {
  const t = useTranslations('composer');
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [data, setData] = useState<PickerData | null>(null);
  const [failed, setFailed] = useState(false);
  const [names, setNames] = useState<{ locale: string; names: EmojiNames | null } | null>(null);
  const [tab, setTab] = useState<Tab>({ kind: 'emoji', id: 'people' });
  const sets = useStickerSets(open);
  // The tab row scrolls sideways (8 emoji categories, the built-in groups, the user's sets): arrows
  // and a fade show on each side where more tabs are hidden.
  const [tabRow, setTabRow] = useState<HTMLDivElement | null>(null);

  // Names in the interface's language, loaded with the picker's first opening in that language.
  useEffect(() => {
    if (!open || names?.locale === locale) return;
    let live = true;
    void loadEmojiNames(locale).then((loaded) => live && setNames({ locale, names: loaded }));
    return () => {
      live = false;
    };
  }, [open, locale, names]);
  const nameOf = (emoji: { native?: string; key?: string }, fallback: string) => emojiName(names?.locale === locale ? names.names : null, emoji, fallback, locale);

  useEffect(() => {
    if (!open || data) return;
    let live = true;
    loadPickerData()
      .then((loaded) => live && setData(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, data]);

  const mySets: StickerSet[] = sets.data ?? [];
  const tabs: { tab: Tab; label: string; icon: React.ReactNode }[] = [
    ...(data?.categories ?? Object.keys(CATEGORY_ICONS).map((id) => ({ id }))).map((c) => ({
      tab: { kind: 'emoji' as const, id: c.id },
      label: t(`categories.${c.id}`),
      icon: (
        <span aria-hidden="true">
          <EmojiText text={CATEGORY_ICONS[c.id] ?? '🙂'} eager />
        </span>
      ),
    })),
    ...(data?.builtin ?? []).map((group) => ({
      tab: { kind: 'builtin' as const, id: group.id },
      label: group.title[locale] ?? group.title.en,
      icon: <PlainImg src={group.cover ?? group.stickers[0]?.url ?? ''} alt="" width={24} height={24} />,
    })),
    ...mySets.map((set) => ({
      tab: { kind: 'mine' as const, id: set._id },
      label: set.name,
      icon: set.stickers[0] ? <PlainImg src={fileHref(set.stickers[0].url)} alt="" width={24} height={24} /> : (
        <span aria-hidden="true">
          <EmojiText text="⭐" eager />
        </span>
      ),
    })),
  ];
  const same = (a: Tab, b: Tab) => a.kind === b.kind && a.id === b.id;
  const current = tabs.find((entry) => same(entry.tab, tab));
  const edges = useScrollEdges(tabRow, tabs.length);
  const scrollTabs = (direction: -1 | 1) => tabRow?.scrollBy({ left: direction * Math.max(tabRow.clientWidth - 72, 72), behavior: 'smooth' });
  const selectTab = (next: Tab, button: HTMLElement) => {
    setTab(next);
    button.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  };

  const pickSticker = (url: string) => {
    onSticker(url);
    setOpen(false);
  };

  const panel = () => {
    if (failed) return <p className={styles.pickerStatus}>{t('pickerFailed')}</p>;
    if (tab.kind === 'mine') {
      const set = mySets.find((s) => s._id === tab.id);
      if (!set?.stickers.length) return <p className={styles.pickerStatus}>{t('emptySet')}</p>;
      return <StickerGrid stickers={set.stickers.map((sticker) => ({ url: sticker.url, src: fileHref(sticker.url), name: sticker.title || t('sticker') }))} onPick={pickSticker} />;
    }
    if (!data) return <p className={styles.pickerStatus}>{t('pickerLoading')}</p>;
    if (tab.kind === 'builtin') {
      const group = data.builtin.find((g) => g.id === tab.id);
      const stickers = (group?.stickers ?? []).map((sticker) => ({ url: sticker.url, src: sticker.url, name: nameOf({ key: sticker.code }, sticker.title) || t('sticker') }));
      return <StickerGrid stickers={stickers} onPick={pickSticker} testId="builtin-sticker" />;
    }
    const category = data.categories.find((c) => c.id === tab.id);
    return (
      <div className={styles.emojiGrid} onKeyDown={moveInGrid}>
        {(category?.emojis ?? []).map((emoji, index) => (
          <button
            key={emoji.id}
            type="button"
            className={styles.emojiCell}
            onClick={() => onEmoji(emoji.native)}
            aria-label={nameOf(emoji, emoji.name)}
            title={nameOf(emoji, emoji.name)}
            {...gridCell(index)}
          >
            <LazyEmoji native={emoji.native} drawnAtOnce={index < FIRST_SCREEN_CELLS} />
          </button>
        ))}
      </div>
    );
  };

  return (
    <>
      <button ref={button} type="button" className={styles.tool} aria-label={t('emoji')} title={t('emoji')} disabled={disabled} {...popoverTriggerProps(open)} onClick={() => setOpen(!open)}>
        <SmileIcon size={22} />
      </button>
      <AnchoredPopover
        open={open}
        onOpenChange={setOpen}
        anchor={button}
        contentProps={{ className: styles.picker, side: 'top', align: 'start', sideOffset: 8, collisionPadding: 8, 'aria-label': t('pickerLabel') }}
      >
        <div className={styles.pickerTabsRow}>
          {edges.back && (
            <button type="button" className={`${styles.tabsArrow} ${styles.tabsArrowBack}`} onClick={() => scrollTabs(-1)} aria-label={t('tabsBack')} title={t('tabsBack')} tabIndex={-1}>
              <ChevronLeftIcon size={18} />
            </button>
          )}
          <div
            ref={setTabRow}
            className={styles.pickerTabs}
            role="tablist"
            aria-label={t('pickerLabel')}
            data-testid="picker-tabs"
            data-more-before={edges.back || undefined}
            data-more-after={edges.forward || undefined}
            onWheel={(event) => {
              // A mouse wheel turns vertically: move the row sideways.
              if (Math.abs(event.deltaY) > Math.abs(event.deltaX)) event.currentTarget.scrollBy({ left: event.deltaY });
            }}
            onKeyDown={(event) => moveInGrid(event, { row: true, activate: true })}
          >
            {tabs.map((entry, index) => (
              <button
                key={`${entry.tab.kind}-${entry.tab.id}`}
                type="button"
                role="tab"
                className={styles.pickerTab}
                aria-selected={same(entry.tab, tab)}
                {...gridCell(index, same(entry.tab, tab))}
                aria-label={entry.label}
                title={entry.label}
                onClick={(event) => selectTab(entry.tab, event.currentTarget)}
              >
                {entry.icon}
              </button>
            ))}
          </div>
          {edges.forward && (
            <button type="button" className={`${styles.tabsArrow} ${styles.tabsArrowForward}`} onClick={() => scrollTabs(1)} aria-label={t('tabsForward')} title={t('tabsForward')} tabIndex={-1}>
              <ChevronRightIcon size={18} />
            </button>
          )}
        </div>
        <div className={styles.pickerTitle}>{current?.label}</div>
        <div className={styles.pickerPanel} role="tabpanel" aria-label={current?.label}>
          {panel()}
        </div>
      </AnchoredPopover>
    </>
  );
}
