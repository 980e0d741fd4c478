// The local microphone (and camera) of a call. Any getUserMedia failure (refused, no device,
// device busy, an insecure page) is the spec's "cannot access mic/camera".

export async function openLocalMedia(isVideo: boolean): Promise<MediaStream> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) throw new Error('NotSupportedError');
  return navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true },
    video: isVideo ? { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' } : false,
  });
}

export function stopMedia(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** Microphone or camera on/off without renegotiating: a disabled track sends silence or black. */
export function setTracksEnabled(stream: MediaStream | null | undefined, kind: 'audio' | 'video', enabled: boolean): void {
  stream?.getTracks().forEach((track) => {
    if (track.kind === kind) track.enabled = enabled;
  });
}
