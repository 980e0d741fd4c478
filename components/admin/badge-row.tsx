'use client';

import { format } from 'date-fns';
import { useTranslations } from 'next-intl';
import { Fragment, useId, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { errorText } from '@/lib/client/api';
import styles from './admin.module.css';
import { useReviewBadgeRequest } from '@/lib/client/queries/badge-requests';
import type { BadgeRequest } from '@/lib/contract/answers';
import { ADMIN_NOTE_MAX } from '@/lib/contract/limits';

interface BadgeRowProps {
  request: BadgeRequest;
  onSuccess: (text: string) => void;
  onFailure: (text: string) => void;
  onRemove: (request: BadgeRequest) => void;
}

/** An e-mail address that wraps only between its parts (before the @ and before each dot), never inside a word. */
function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function createdText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'yyyy-MM-dd HH:mm');
}

/**
 * One badge request. Pending rows have an edit mode (approve or reject with an optional note);
 * approved rows can lose their badge; rejected and removed rows are final (SPEC.md section 4).
 */
export function BadgeRow({ request, onSuccess, onFailure, onRemove }: BadgeRowProps) {
  const t = useTranslations('admin');
  const tc = useTranslations('common');
  const review = useReviewBadgeRequest();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const targetId = request.badgeType === 'group' ? request.groupId : request.userId;

  const decide = async (action: 'approved' | 'rejected') => {
    try {
      await review.mutateAsync({ id: request._id, action, note: note.trim() });
      setEditing(false);
      setNote('');
      onSuccess(t(action === 'approved' ? 'approvedToast' : 'rejectedToast'));
    } catch (error) {
      onFailure(errorText(error, t('actionFailed')));
    }
  };

  let actions;
  if (request.status === 'pending' && editing) {
    actions = (
      <div className={styles.editBox} role="group" aria-label={t('reviewOf', { name: request.fullname })}>
        <label className="visually-hidden" htmlFor={noteId}>
          {t('noteLabel')}
        </label>
        <input
          id={noteId}
          className={styles.noteInput}
          value={note}
          maxLength={ADMIN_NOTE_MAX}
          placeholder={t('noteLabel')}
          autoFocus
          onChange={(event) => setNote(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false);
          }}
        />
        <div className={styles.editButtons}>
          <button type="button" className={styles.approve} disabled={review.isPending} onClick={() => decide('approved')}>
            {t('approve')}
          </button>
          <button type="button" className={styles.reject} disabled={review.isPending} onClick={() => decide('rejected')}>
            {t('reject')}
          </button>
          <button type="button" className={styles.smallSecondary} disabled={review.isPending} onClick={() => setEditing(false)}>
            {tc('cancel')}
          </button>
        </div>
      </div>
    );
  } else if (request.status === 'pending') {
    actions = (
      <button type="button" className={`${buttons.secondary} ${styles.actionButton}`} onClick={() => setEditing(true)} aria-label={t('reviewOf', { name: request.fullname })}>
        {t('review')}
      </button>
    );
  } else if (request.status === 'approved') {
    actions = (
      <button type="button" className={`${styles.removeButton} ${styles.actionButton}`} onClick={() => onRemove(request)} aria-label={t('removeOf', { name: request.fullname })}>
        {t('removeBadge')}
      </button>
    );
  } else {
    actions = (
      <span className={styles.noAction} title={t('noActions')}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('noActions')}</span>
      </span>
    );
  }

  return (
    <tr data-testid="badge-row" data-status={request.status} data-id={request._id}>
      <td>
        <span className={request.badgeType === 'group' ? styles.typeGroup : styles.typeUser}>
          {t(request.badgeType === 'group' ? 'typeGroup' : 'typeUser')}
        </span>
      </td>
      <td>
        <code className={styles.mono}>{targetId || '—'}</code>
      </td>
      <td className={styles.strong}>{request.fullname}</td>
      <td className={styles.email}>
        <EmailText email={request.email} />
      </td>
      <td className={styles.nowrap}>{request.phone}</td>
      <td>
        {request.fileUrl ? (
          <a href={`/api${request.fileUrl}`} target="_blank" rel="noopener noreferrer">
            {t('viewDocument')}
            <span className="visually-hidden"> ({t('documentOf', { name: request.fullname })})</span>
          </a>
        ) : (
          <span className={styles.muted}>{t('none')}</span>
        )}
      </td>
      <td>
        <span className={styles[`status_${request.status}`]} data-testid="badge-status">
          {t(`statuses.${request.status}`)}
        </span>
      </td>
      <td className={styles.note}>{request.note || <span className={styles.muted}>—</span>}</td>
      <td>
        {/* the day and the hour each whole, on two lines where the table is tight */}
        <time dateTime={request.createdAt}>
          {createdText(request.createdAt)
            .split(' ')
            .map((part, i) => (
              <Fragment key={i}>
                {i > 0 && ' '}
                <span className={styles.nowrap}>{part}</span>
              </Fragment>
            ))}
        </time>
      </td>
      <td className={styles.actionCell}>{actions}</td>
    </tr>
  );
}
