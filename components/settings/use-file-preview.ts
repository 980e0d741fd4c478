'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export interface PickedFile {
  file: File;
  /** a blob: URL for an <img> preview, revoked when replaced or unmounted */
  url: string;
}

/** A picked file with its preview URL; `pick(null)` clears it. */
export function useFilePreview() {
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const currentUrl = useRef<string | null>(null);

  const pick = useCallback((file: File | null) => {
    if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
    const next = file ? { file, url: URL.createObjectURL(file) } : null;
    currentUrl.current = next?.url ?? null;
    setPicked(next);
  }, []);

  useEffect(
    () => () => {
      if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
    },
    [],
  );

  return [picked, pick] as const;
}
