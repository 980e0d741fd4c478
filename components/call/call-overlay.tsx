'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatCallClock, isActive, type CallState } from '@/lib/client/call/call-state';
import { useCurrentUser } from '@/lib/client/queries/current-user';
import { useCall } from './call-context';
import { HangUpIcon, MicIcon, MicOffIcon, SpeakerIcon, VideoIcon, VideoOffIcon } from '@/components/ui/icons';
import styles from './call.module.css';
import { LocalPreview, RemoteTile } from './media-tiles';
import { Avatar } from '@/components/ui/avatar';

/** Seconds since the call connected, ticking once a second while it runs. */
function CallTimer({ since }: { since: number }) {
  const [now, setNow] = useState(since);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [since]);
  return (
    <span className={styles.timer} data-testid="call-timer" role="timer">
      {formatCallClock(now - since)}
    </span>
  );
}

function useStatusText(state: CallState): string {
  const t = useTranslations('call');
  const errors = useTranslations('errors');
  switch (state.phase) {
    case 'connecting':
      return t('connecting');
    case 'calling':
      return t('calling');
    case 'ended':
      return t('ended');
    case 'no-answer':
      return state.declined ? t('declined') : t('noAnswer');
    case 'error': {
      const error = state.error;
      if (error?.kind === 'media') return t('mediaError');
      if (error?.kind === 'busy') return t('busy');
      if (error?.kind === 'connection') return t('connectionError');
      const code = error?.reason;
      return t('callError', { reason: code && errors.has(code) ? errors(code) : code || t('unknownReason') });
    }
    default:
      return '';
  }
}

/**
 * The call window (SPEC.md section 2, "call overlay"): the other participants (one tile each,
 * a grid in group calls), the own camera, microphone and camera switches, hang up, the running
 * timer; after the end its last word ("call ended", "no one answered", an error) until it closes.
 */
export function CallOverlay() {
  const t = useTranslations('call');
  const { state, remotes, localStream, micOn, cameraOn, toggleMic, toggleCamera, hangUp, close } = useCall();
  const { data: me } = useCurrentUser();
  const [soundBlocked, setSoundBlocked] = useState(false);
  const status = useStatusText(state);
  const active = isActive(state.phase);
  const tiles = active ? remotes : [];

  const enableSound = () => {
    document.querySelectorAll<HTMLAudioElement>('audio[data-call-audio]').forEach((audio) => void audio.play().catch(() => undefined));
    setSoundBlocked(false);
  };

  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={t('callWindow', { name: state.title })} data-testid="call-overlay" data-phase={state.phase}>
      <header className={styles.overlayHeader}>
        <Avatar src={state.avatar} size={40} />
        <div className={styles.overlayTitle}>
          <span className={styles.ellipsis}>{state.title}</span>
          <span className={styles.status} data-testid="call-status" aria-live="polite">
            {state.phase === 'in-call' && state.connectedAt ? <CallTimer since={state.connectedAt} /> : status}
          </span>
        </div>
      </header>

      <div className={styles.stage} data-count={Math.max(1, tiles.length)}>
        {tiles.length ? (
          tiles.map((peer) => <RemoteTile key={peer.id} peer={peer} isVideo={state.isVideo} onAudioBlocked={() => setSoundBlocked(true)} />)
        ) : (
          <div className={styles.waiting}>
            <Avatar src={state.avatar} size={120} />
            <span className={styles.waitingName}>{state.title}</span>
            <span className={state.phase === 'error' ? styles.errorText : styles.waitingText} data-testid="call-message">
              {status || t('connecting')}
            </span>
          </div>
        )}
      </div>

      {state.isVideo && localStream && active && <LocalPreview stream={localStream} cameraOn={cameraOn} avatar={String(me?.avatar ?? '')} />}

      <footer className={styles.controls}>
        {soundBlocked && active && (
          <button type="button" className={styles.control} onClick={enableSound} aria-label={t('enableSound')} title={t('enableSound')}>
            <SpeakerIcon size={22} />
          </button>
        )}
        {active ? (
          <>
            <button
              type="button"
              className={micOn ? styles.control : `${styles.control} ${styles.controlOff}`}
              onClick={toggleMic}
              aria-pressed={!micOn}
              aria-label={micOn ? t('muteMic') : t('unmuteMic')}
              title={micOn ? t('muteMic') : t('unmuteMic')}
              disabled={!localStream}
              data-testid="call-mic"
            >
              {micOn ? <MicIcon size={22} /> : <MicOffIcon size={22} />}
            </button>
            {state.isVideo && (
              <button
                type="button"
                className={cameraOn ? styles.control : `${styles.control} ${styles.controlOff}`}
                onClick={toggleCamera}
                aria-pressed={!cameraOn}
                aria-label={cameraOn ? t('cameraOff') : t('cameraOn')}
                title={cameraOn ? t('cameraOff') : t('cameraOn')}
                disabled={!localStream}
                data-testid="call-camera"
              >
                {cameraOn ? <VideoIcon size={22} /> : <VideoOffIcon size={22} />}
              </button>
            )}
            <button type="button" className={`${styles.control} ${styles.hangUp}`} onClick={hangUp} aria-label={t('hangUp')} title={t('hangUp')} data-testid="call-hangup">
              <HangUpIcon size={22} />
            </button>
          </>
        ) : (
          <button type="button" className={styles.closeButton} onClick={close} data-testid="call-close">
            {t('close')}
          </button>
        )}
      </footer>
    </div>
  );
}
