'use client';

import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { CallController, CallSnapshot, StartCallOptions } from '@/lib/client/call/call-controller';

export type { StartCallOptions } from '@/lib/client/call/call-controller';

/** The call controller of the signed-in area, provided by <CallProvider>. */
export const CallContext = createContext<CallController | null>(null);

export function useCallController(): CallController {
  const controller = useContext(CallContext);
  if (!controller) throw new Error('useCall outside <CallProvider>');
  return controller;
}

/** What the call screens show; re-renders when it changes. */
export function useCallSnapshot(): CallSnapshot {
  const controller = useCallController();
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
}

export interface CallContextValue extends CallSnapshot {
  startCall(options: StartCallOptions): Promise<void>;
  accept(): Promise<void>;
  decline(): void;
  hangUp(): void;
  close(): void;
  toggleMic(): void;
  toggleCamera(): void;
}

/** The call API of the signed-in area: the state of the current call and what to do with it. */
export function useCall(): CallContextValue {
  const controller = useCallController();
  const snapshot = useCallSnapshot();
  return useMemo(() => {
    const { startCall, accept, decline, hangUp, close, toggleMic, toggleCamera } = controller;
    return { ...snapshot, startCall, accept, decline, hangUp, close, toggleMic, toggleCamera };
  }, [controller, snapshot]);
}
