'use client';

import { useRef, useState } from 'react';
import { clock } from '@/lib/client/chat/display';

interface VoiceAudioProps {
  src: string;
  label: string;
  className?: string;
  durationClassName?: string;
}

/**
 * An audio player that knows its length before it is played. Recordings of MediaRecorder (webm)
 * carry no duration in their header: the browser reports Infinity and its player shows 0:00 until
 * the end was reached once. Seeking far past the end makes it read the file through and report the
 * real duration; the position then goes back to the start. The length is also shown as text.
 */
export function VoiceAudio({ src, label, className, durationClassName }: VoiceAudioProps) {
  const [duration, setDuration] = useState<number | null>(null);
  const probing = useRef(false);

  const take = (audio: HTMLAudioElement) => {
    if (!Number.isFinite(audio.duration) || audio.duration <= 0) return false;
    setDuration(audio.duration);
    if (probing.current) {
      probing.current = false;
      audio.currentTime = 0;
    }
    return true;
  };

  return (
    <>
      <audio
        className={className}
        src={src}
        controls
        preload="metadata"
        aria-label={label}
        onLoadedMetadata={(event) => {
          const audio = event.currentTarget;
          if (take(audio) || probing.current) return;
          probing.current = true;
          audio.currentTime = Number.MAX_SAFE_INTEGER;
        }}
        onDurationChange={(event) => void take(event.currentTarget)}
        onTimeUpdate={(event) => {
          if (probing.current) take(event.currentTarget);
        }}
      />
      {duration !== null && (
        <span className={durationClassName} data-testid="voice-duration">
          {/* Whole seconds cut as the player's own clock cuts them, so the two agree. */}
          {clock(Math.max(1, Math.floor(duration)))}
        </span>
      )}
    </>
  );
}
