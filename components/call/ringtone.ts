'use client';

type AudioContextCtor = typeof AudioContext;

/**
 * A ring made with Web Audio (no sound file to ship): a double beep for an incoming call, a
 * single long tone while calling. Answers the function that stops it. Silently does nothing
 * where the browser keeps audio locked until the page is touched.
 */
export function startRingtone(kind: 'incoming' | 'outgoing'): () => void {
  const Ctor: AudioContextCtor | undefined = typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);
  if (!Ctor) return () => undefined;
  let context: AudioContext;
  try {
    context = new Ctor();
  } catch {
    return () => undefined;
  }
  const tone = (at: number, length: number, frequency: number) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.08, at + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + length + 0.05);
  };
  const ring = () => {
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const now = context.currentTime;
    if (kind === 'incoming') {
      tone(now, 0.35, 880);
      tone(now + 0.45, 0.35, 880);
    } else {
      tone(now, 1.2, 425);
    }
  };
  ring();
  const timer = setInterval(ring, kind === 'incoming' ? 2000 : 3500);
  return () => {
    clearInterval(timer);
    void context.close().catch(() => undefined);
  };
}
