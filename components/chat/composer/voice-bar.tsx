'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { clock } from '@/lib/client/chat/display';
import { CloseIcon, SendIcon } from '@/components/ui/icons';
import { VoiceAudio } from '../ui/voice-audio';
import styles from './composer.module.css';
import type { VoiceState } from './use-voice-recorder';

function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(since);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return <span className={styles.voiceTime}>{clock((now - since) / 1000)}</span>;
}

interface VoiceBarProps {
  state: VoiceState;
  holdMode: boolean;
  sending: boolean;
  onCancel: () => void;
  onSend: () => void;
}

/** While recording (time, stop, cancel) and after (preview player, send, cancel). */
export function VoiceBar({ state, holdMode, sending, onCancel, onSend }: VoiceBarProps) {
  const t = useTranslations('composer');
  if (state.phase === 'idle') return null;
  return (
    <div className={styles.voiceBar} data-testid="voice-bar">
      <button type="button" className={styles.tool} onClick={onCancel} aria-label={t('cancelVoice')} title={t('cancelVoice')}>
        <CloseIcon size={20} />
      </button>
      {state.phase === 'preview' ? (
        <>
          <VoiceAudio className={styles.voicePreview} src={state.url} label={t('voicePreview')} durationClassName={styles.voiceTime} />
          <button type="button" className={styles.send} onClick={onSend} disabled={sending} aria-label={t('sendVoice')} title={t('sendVoice')}>
            <SendIcon size={20} />
          </button>
        </>
      ) : (
        <>
          <span className={styles.recording} role="status">
            <span className={styles.recDot} aria-hidden="true" />
            {t('recording')} {state.phase === 'recording' ? <Elapsed since={state.startedAt} /> : null}
          </span>
          <span className={styles.voiceHint}>{holdMode ? t('releaseToStop') : t('clickToStop')}</span>
        </>
      )}
    </div>
  );
}
