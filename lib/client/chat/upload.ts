import { ApiClientError } from '@/lib/client/api';
import { currentLocale } from '@/lib/client/locale';
import { getToken, leaveSession } from '@/lib/client/session';
import type { UploadAnswer } from '@/lib/contract/answers';

export interface UploadOptions {
  /** the optional `type` field (e.g. `voice`, so a webm recording is taken as audio) */
  type?: string;
  /** 0..1 as the bytes go out */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * POST /api/upload (multipart, field `file`) through XMLHttpRequest, whose upload events give the
 * progress fetch() cannot. Answers {url, fileName, fileType, fileSize}; throws ApiClientError like api().
 */
export function uploadFile(file: Blob, fileName: string, options: UploadOptions = {}): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append('file', file, fileName);
    if (options.type) form.append('type', options.type);
    const lang = currentLocale();
    form.append('lang', lang);
    xhr.open('POST', '/api/upload');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        return resolve(body as unknown as UploadAnswer);
      }
      const code = typeof body.code === 'string' ? body.code : 'INTERNAL_ERROR';
      if (xhr.status === 401 && token) leaveSession(code === 'SESSION_ENDED');
      reject(new ApiClientError(xhr.status, code, typeof body.message === 'string' ? body.message : ''));
    };
    xhr.onerror = () => reject(new ApiClientError(0, 'NETWORK_ERROR', ''));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
