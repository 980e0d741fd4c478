'use client';

import { useTranslations } from 'next-intl';
import { useCall } from './call-context';
import { HangUpIcon, PhoneIcon, VideoIcon } from '@/components/ui/icons';
import styles from './call.module.css';
import { Avatar } from '@/components/ui/avatar';

/** The ring window, anywhere in the signed-in area: who calls, audio or video, accept, decline. */
export function IncomingCall() {
  const t = useTranslations('call');
  const { state, accept, decline } = useCall();
  return (
    <div className={styles.incoming} role="alertdialog" aria-label={t('incomingCall')} aria-describedby="incoming-call-kind" data-testid="incoming-call">
      <div className={styles.incomingRing}>
        <Avatar src={state.avatar} size={72} />
      </div>
      <div className={styles.incomingText}>
        <span className={styles.incomingName} data-testid="incoming-call-name">
          {state.title}
        </span>
        <span id="incoming-call-kind" className={styles.incomingKind}>
          {state.isVideo ? <VideoIcon size={16} /> : <PhoneIcon size={16} />}
          {state.isVideo ? t('incomingVideo') : t('incomingAudio')}
        </span>
        {state.isGroup && state.callerName && <span className={styles.incomingKind}>{t('groupCaller', { name: state.callerName })}</span>}
      </div>
      <div className={styles.incomingActions}>
        <button type="button" className={`${styles.roundButton} ${styles.decline}`} onClick={decline} aria-label={t('decline')} title={t('decline')} data-testid="call-decline">
          <HangUpIcon size={22} />
        </button>
        <button type="button" className={`${styles.roundButton} ${styles.accept}`} onClick={() => void accept()} aria-label={t('accept')} title={t('accept')} data-testid="call-accept">
          {state.isVideo ? <VideoIcon size={22} /> : <PhoneIcon size={22} />}
        </button>
      </div>
    </div>
  );
}
