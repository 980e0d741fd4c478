import { BUILTIN_STICKER_GROUPS } from './builtin';

const BUILTIN_URLS = new Set(BUILTIN_STICKER_GROUPS.flatMap((group) => group.stickers.map((sticker) => sticker.url)));

/** Whether a URL names one of the animated stickers that ship with the app (public/stickers/). */
export const isBuiltinStickerUrl = (url: string): boolean => BUILTIN_URLS.has(url);
