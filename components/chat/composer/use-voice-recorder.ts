'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export type VoiceState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'recording'; startedAt: number }
  | { phase: 'preview'; blob: Blob; url: string; seconds: number };

function pickMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['audio/webm;codecs=opus', 'audio/webm'].find((type) => MediaRecorder.isTypeSupported(type));
}

/**
 * Voice notes (SPEC.md section 4): idle, recording, preview with send or cancel; MediaRecorder
 * writing webm audio. `stop` during `starting` (a short hold) stops as soon as recording starts.
 */
export function useVoiceRecorder(onError: (error: unknown) => void) {
  const [state, setState] = useState<VoiceState>({ phase: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const stopWanted = useRef(false);
  const discard = useRef(false);
  const previewUrl = useRef<string | null>(null);

  const release = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    recorder.current = null;
  };

  const start = useCallback(async () => {
    if (recorder.current) return;
    stopWanted.current = false;
    discard.current = false;
    setState({ phase: 'starting' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.current = media;
      const mimeType = pickMimeType();
      const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      const startedAt = Date.now();
      rec.ondataavailable = (event) => {
        if (event.data.size) chunks.push(event.data);
      };
      rec.onstop = () => {
        release();
        // Stopped before the microphone gave anything (e.g. a tap while it was still starting):
        // there is nothing to hear or send.
        if (discard.current || !chunks.length) return setState({ phase: 'idle' });
        const blob = new Blob(chunks, { type: 'audio/webm' });
        const url = URL.createObjectURL(blob);
        previewUrl.current = url;
        setState({ phase: 'preview', blob, url, seconds: Math.round((Date.now() - startedAt) / 1000) });
      };
      recorder.current = rec;
      rec.start(250);
      setState({ phase: 'recording', startedAt });
      if (stopWanted.current) rec.stop();
    } catch (error) {
      release();
      setState({ phase: 'idle' });
      onError(error);
    }
  }, [onError]);

  const stop = useCallback(() => {
    stopWanted.current = true;
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  /** Drops the recording (or the preview). */
  const cancel = useCallback(() => {
    discard.current = true;
    stopWanted.current = true;
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
    setState({ phase: 'idle' });
  }, []);

  /** After sending: back to idle, the preview's URL released. */
  const reset = useCallback(() => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
    setState({ phase: 'idle' });
  }, []);

  useEffect(
    () => () => {
      discard.current = true;
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
      stream.current?.getTracks().forEach((track) => track.stop());
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  return { state, start, stop, cancel, reset };
}
