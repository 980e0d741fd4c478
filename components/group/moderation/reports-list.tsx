'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/client/api';
import { useReports, useResolveReport } from '@/lib/client/queries/group-moderation';
import type { Report, ReportedMessage } from '@/lib/contract/answers';
import type { ReportAction } from '@/lib/contract/moderation';
import type { PanelContext } from '../panel-context';
import { ListSection } from './list-section';
import { personName } from './person-name';
import styles from '../group.module.css';

/** A message as a report shows it: its text, else what kind of message it was. */
function MessageLine({ message, reported }: { message: ReportedMessage; reported: boolean }) {
  const t = useTranslations('moderation');
  const body = message.type === 'text' ? message.content : message.fileName || t(`kind.${message.type === 'sticker' ? 'sticker' : 'file'}`);
  return (
    <li className={reported ? styles.reportedLine : styles.contextLine} data-testid={reported ? 'reported-message' : 'context-message'}>
      <strong>{message.senderUsername ?? t('unknownPerson')}: </strong>
      <span className={styles.breakAll}>{body}</span>
      {message.deleted && <em className={styles.muted}> ({t('messageGone')})</em>}
    </li>
  );
}

/** The group's open reports, each with the message in context; dismiss, delete the message or ban its sender. */
export function ReportsList({ ctx }: { ctx: PanelContext }) {
  const t = useTranslations('moderation');
  const { group, notify, formatTime } = ctx;
  const reports = useReports(group._id);
  const resolve = useResolveReport(group._id);
  const [confirming, setConfirming] = useState<{ report: Report; action: ReportAction } | null>(null);
  const rows = reports.data ?? [];
  const gone = t('unknownPerson');

  const run = (report: Report, action: ReportAction) =>
    resolve.mutate({ reportId: report.id, action }, { onError: (error) => notify(errorText(error, t('resolveFailed'))) });
  const confirm = () => {
    const pending = confirming;
    setConfirming(null);
    if (pending) run(pending.report, pending.action);
  };

  return (
    <ListSection id="group-reports" title={t('reports')} count={rows.length} failed={reports.isError} loaded={reports.isSuccess} empty={t('noReports')} testId="reports">
      {rows.map((report) => (
        <article key={report.id} className={styles.reportCard} data-testid="report" aria-label={t('reportBy', { name: personName(report.reporter, gone) })}>
          <p className={styles.muted}>
            {t('reportedBy', { name: personName(report.reporter, gone), time: formatTime(report.at) })} · <strong>{t(`reason.${report.reason}`)}</strong>
          </p>
          {report.note && <p className={styles.breakAll}>{t('noteIs', { note: report.note })}</p>}
          <ol className={styles.contextList} aria-label={t('inContext')}>
            {report.context.map((message) => (
              <MessageLine key={message._id} message={message} reported={message._id === report.message._id} />
            ))}
          </ol>
          <div className={styles.footerRow}>
            <button type="button" className={buttons.secondary} disabled={resolve.isPending} onClick={() => run(report, 'dismiss')}>
              {t('dismiss')}
            </button>
            {!report.message.deleted && (
              <button type="button" className={buttons.danger} disabled={resolve.isPending} onClick={() => setConfirming({ report, action: 'delete-message' })}>
                {t('deleteMessage')}
              </button>
            )}
            {report.sender && (
              <button type="button" className={buttons.danger} disabled={resolve.isPending} onClick={() => setConfirming({ report, action: 'ban-sender' })}>
                {t('banSender', { name: personName(report.sender, gone) })}
              </button>
            )}
          </div>
        </article>
      ))}
      <ConfirmDialog
        open={!!confirming}
        message={confirming?.action === 'ban-sender' ? t('banSenderConfirm', { name: personName(confirming.report.sender, gone) }) : t('deleteMessageConfirm')}
        confirmLabel={confirming?.action === 'ban-sender' ? t('ban') : t('deleteMessage')}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </ListSection>
  );
}
