'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { messageTypeForFile } from '@/lib/client/chat/display';
import { MAX_PENDING_UPLOADS } from '@/lib/client/chat/timings';
import { MAX_UPLOAD_BYTES } from '@/lib/contract/limits';
import type { Message } from '@/lib/contract/answers';
import { uploadFile } from '@/lib/client/api';
import { sendMessage } from '@/lib/client/queries/send-message';

export interface PendingFile {
  id: number;
  file: File;
  /** object URL of an image, for its thumbnail */
  preview: string | null;
  progress: number;
  status: 'waiting' | 'uploading' | 'failed';
}

export type AddResult = 'ok' | 'tooMany' | 'tooLarge';

let nextId = 1;

/**
 * Files waiting to be sent (at most 10, SPEC.md section 5). Sending uploads each one (progress
 * from XMLHttpRequest) and then sends it as its own message.
 */
export function usePendingUploads() {
  const [items, setItems] = useState<PendingFile[]>([]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  });
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const add = useCallback((files: File[]): AddResult => {
    const current = itemsRef.current;
    const fitting = files.filter((file) => file.size <= MAX_UPLOAD_BYTES);
    const room = MAX_PENDING_UPLOADS - current.length;
    const taken = fitting.slice(0, Math.max(0, room));
    if (taken.length) {
      const added = taken.map((file) => ({
        id: nextId++,
        file,
        preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
        progress: 0,
        status: 'waiting' as const,
      }));
      const next = [...current, ...added];
      itemsRef.current = next;
      setItems(next);
    }
    if (fitting.length < files.length) return 'tooLarge';
    return taken.length < fitting.length ? 'tooMany' : 'ok';
  }, []);

  const remove = useCallback((id: number) => {
    setItems((list) => {
      const item = list.find((i) => i.id === id);
      if (item?.preview) URL.revokeObjectURL(item.preview);
      return list.filter((i) => i.id !== id);
    });
  }, []);

  const update = (id: number, patch: Partial<PendingFile>) => setItems((list) => list.map((i) => (i.id === id ? { ...i, ...patch } : i)));

  /** Uploads and sends every waiting file, one after the other; answers the failures' errors. */
  const sendAll = useCallback(async (chatId: string, onSent: (message: Message) => void): Promise<{ file: File; error: unknown }[]> => {
    const failures: { file: File; error: unknown }[] = [];
    for (const item of itemsRef.current.filter((i) => i.status !== 'uploading')) {
      update(item.id, { status: 'uploading', progress: 0 });
      try {
        const uploaded = await uploadFile(item.file, { onProgress: (progress) => update(item.id, { progress }) });
        const message = await sendMessage({
          chatId,
          type: messageTypeForFile(uploaded.fileType || item.file.type, uploaded.fileName || item.file.name),
          fileUrl: uploaded.url || uploaded.fileUrl,
          fileName: uploaded.fileName || item.file.name,
          fileType: uploaded.fileType,
          fileSize: uploaded.fileSize,
        });
        onSent(message);
        remove(item.id);
      } catch (error) {
        update(item.id, { status: 'failed' });
        failures.push({ file: item.file, error });
      }
    }
    return failures;
  }, [remove]);

  return { items, add, remove, sendAll };
}

export type PendingUploads = ReturnType<typeof usePendingUploads>;
