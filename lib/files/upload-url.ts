// Stored names and the URLs that point at them. No server-only imports: forms use this too.

/** 128 random bits in hex, a dot and a short lower-case extension chosen by the server. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{2,4}$/;

// `/uploads/<name>`, optionally behind an origin and the `/api` prefix (SPEC.md: files are
// prefixed with the API host, so clients may send back what they display).
const UPLOAD_URL_PATTERN = /^(?:https?:\/\/[^/?#\s]+)?(?:\/api)?\/uploads\/([a-f0-9]{32}\.[a-z0-9]{2,4})$/;

export const isStoredName = (name: string): boolean => STORED_NAME_PATTERN.test(name);

export const uploadUrl = (storedName: string): string => `/uploads/${storedName}`;

/** The stored name an upload URL points at, or undefined for anything else. */
export function storedNameFromUrl(url: string): string | undefined {
  return UPLOAD_URL_PATTERN.exec(url.trim())?.[1];
}
