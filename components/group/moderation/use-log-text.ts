'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { LogEntry } from '@/lib/contract/answers';
import { personName } from './person-name';
import { useDurationText } from './use-duration-text';

/** The labels of the settings a log entry may name (the panel's own words). */
const SETTING_LABELS: Record<string, 'hideMemberList' | 'joinLeaveNotice' | 'publicJoin'> = {
  hideMemberList: 'hideMemberList',
  showJoinLeaveNotice: 'joinLeaveNotice',
  public: 'publicJoin',
};

/** A report's resolution as a word the messages can select on (ICU keys take no hyphens). */
const RESOLUTIONS: Record<string, string> = { dismiss: 'dismiss', 'delete-message': 'delete', 'ban-sender': 'ban' };

/** One moderation log entry as a sentence in the reader's language: who did what to whom, and what changed. */
export function useLogText(formatTime: (iso: string) => string) {
  const t = useTranslations('moderation');
  const tg = useTranslations('group');
  const duration = useDurationText();
  return useCallback(
    (entry: LogEntry) => {
      const d = (entry.details ?? {}) as Record<string, unknown>;
      const text = (key: string) => (typeof d[key] === 'string' ? (d[key] as string) : '');
      const values = {
        actor: personName(entry.actor, t('unknownPerson')),
        target: personName(entry.target, t('unknownPerson')),
        from: entry.action === 'slow_mode' ? duration(Number(d.from ?? 0)) : text('from'),
        to: entry.action === 'slow_mode' ? duration(Number(d.to ?? 0)) : text('to'),
        until: text('until') ? formatTime(text('until')) : '',
        hasUntil: text('until') ? 'yes' : 'no',
        role: text('role') || 'member',
        reason: text('reason'),
        hasReason: text('reason') ? 'yes' : 'no',
        approval: d.requiresApproval ? 'yes' : 'no',
        resolution: RESOLUTIONS[text('resolution')] ?? 'dismiss',
        excerpt: text('excerpt'),
        setting: SETTING_LABELS[text('setting')] ? tg(SETTING_LABELS[text('setting')]) : text('setting'),
        value: d.value ? 'on' : 'off',
      };
      return t(`log.${entry.action}`, values);
    },
    [t, tg, duration, formatTime],
  );
}
