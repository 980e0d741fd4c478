'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { RemotePeer } from '@/lib/client/call/call-controller';
import { Avatar } from '@/components/ui/avatar';
import { MicOffIcon } from '@/components/ui/icons';
import styles from './call.module.css';

/** Puts a MediaStream into a <video> or <audio> element (React has no prop for srcObject). */
function useStream<T extends HTMLMediaElement>(stream: MediaStream | null, onBlocked?: () => void) {
  const ref = useRef<T>(null);
  const blocked = useRef(onBlocked);
  useEffect(() => {
    blocked.current = onBlocked;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    if (stream) void element.play().catch((error: unknown) => {
      // Autoplay with sound refused (no click on this page yet): the call window offers a button.
      if ((error as Error)?.name === 'NotAllowedError') blocked.current?.();
    });
  }, [stream]);
  return ref;
}

/**
 * One other participant: their video (muted; the sound plays through the <audio> beside it, so
 * the picture is never held back by the autoplay rules), or their picture in an audio call or
 * while their camera is off; their name, microphone state, and "connecting" until connected.
 */
export function RemoteTile({ peer, isVideo, onAudioBlocked }: { peer: RemotePeer; isVideo: boolean; onAudioBlocked: () => void }) {
  const t = useTranslations('call');
  const videoRef = useStream<HTMLVideoElement>(isVideo ? peer.stream : null);
  const audioRef = useStream<HTMLAudioElement>(peer.stream, onAudioBlocked);
  const showVideo = isVideo && !!peer.stream && peer.cameraOn;
  return (
    <div className={styles.tile} data-testid="remote-tile" data-user-id={peer.id} data-connected={peer.connected}>
      {isVideo && <video ref={videoRef} className={showVideo ? styles.video : styles.hidden} muted playsInline autoPlay data-testid="remote-video" />}
      {!showVideo && (
        <div className={styles.tileAvatar}>
          <Avatar src={peer.avatar} size={88} />
        </div>
      )}
      <audio ref={audioRef} autoPlay data-testid="remote-audio" data-call-audio="" />
      <div className={styles.tileLabel}>
        <span className={styles.ellipsis}>{peer.name}</span>
        {!peer.micOn && (
          <span className={styles.tileBadge} title={t('micMuted')} aria-label={t('micMuted')} role="img">
            <MicOffIcon size={14} />
          </span>
        )}
        {isVideo && !peer.cameraOn && <span className={styles.tileNote}>{t('cameraDisabled')}</span>}
        {!peer.connected && <span className={styles.tileNote}>{t('connecting')}</span>}
      </div>
    </div>
  );
}

/** The user's own camera, small and mirrored; their picture while the camera is off. */
export function LocalPreview({ stream, cameraOn, avatar }: { stream: MediaStream | null; cameraOn: boolean; avatar: string }) {
  const t = useTranslations('call');
  const ref = useStream<HTMLVideoElement>(stream);
  return (
    <div className={styles.local} aria-label={t('you')} role="img">
      <video ref={ref} className={cameraOn ? styles.localVideo : styles.hidden} muted playsInline autoPlay data-testid="local-video" />
      {!cameraOn && <Avatar src={avatar} size={56} />}
    </div>
  );
}
