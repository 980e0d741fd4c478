// What a sticker file may be (SPEC.md sections 5 and 9) and how a stored sticker is shown.
import { MAX_UPLOAD_BYTES, STICKER_SET_NAME_MAX } from '@/lib/contract/limits';

/** the upload limit: stickers are uploads like any other */
export const STICKER_FILE_MAX_BYTES = MAX_UPLOAD_BYTES;

const VIDEO_TYPES = new Set(['video/mp4', 'video/webm', 'video/ogg']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'ogg', 'ogv']);
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'avif']);

/** Browsers label .ogg (and some .webm) files as audio; as stickers they are videos. */
const AUDIO_LABELLED = new Set(['audio/ogg', 'audio/webm']);

/** The file picker's filter: images, mp4, webm, ogg. */
export const STICKER_ACCEPT = 'image/*,video/mp4,video/webm,video/ogg,.mp4,.webm,.ogg,.ogv';

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

export type StickerFileProblem = 'fileTooLarge' | 'fileType';

/** Why a chosen file cannot be a sticker, or undefined when it can. */
export function stickerFileProblem(file: File): StickerFileProblem | undefined {
  const type = file.type.toLowerCase();
  const ext = extensionOf(file.name);
  const accepted = type
    ? type.startsWith('image/') || VIDEO_TYPES.has(type) || (AUDIO_LABELLED.has(type) && VIDEO_EXTENSIONS.has(ext))
    : IMAGE_EXTENSIONS.has(ext) || VIDEO_EXTENSIONS.has(ext);
  if (!accepted) return 'fileType';
  if (file.size > STICKER_FILE_MAX_BYTES) return 'fileTooLarge';
  return undefined;
}

/** Whether a chosen file plays as a video. */
export const isVideoFile = (file: File) => !file.type.startsWith('image/') && (file.type.startsWith('video/') || VIDEO_EXTENSIONS.has(extensionOf(file.name)));

/**
 * The file as uploaded: an .ogg/.webm the browser calls audio/* goes up as video/*, since the
 * server stores what the client claims within what the bytes allow, and a sticker must be an
 * image or a video.
 */
export function asStickerUpload(file: File): File {
  const type = file.type.toLowerCase();
  if (!AUDIO_LABELLED.has(type)) return file;
  return new File([file], file.name, { type: type.replace('audio/', 'video/'), lastModified: file.lastModified });
}

/** Whether a stored sticker URL is a video (by extension: mp4, webm, ogg). */
export const isVideoUrl = (url: string) => VIDEO_EXTENSIONS.has(extensionOf(url.split(/[?#]/)[0]));

/** Stored files are '/uploads/<name>', served under the API host: '/api/uploads/<name>'. */
export function stickerSrc(url: string): string {
  if (/^(https?:|blob:|data:)/.test(url) || url.startsWith('/api/')) return url;
  return `/api${url.startsWith('/') ? '' : '/'}${url}`;
}

export type SetNameProblem = 'nameRequired' | 'nameTooLong';

/** A set name is required after trimming and at most 40 characters (also when renamed). */
export function setNameProblem(name: string): SetNameProblem | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'nameRequired';
  if (trimmed.length > STICKER_SET_NAME_MAX) return 'nameTooLong';
  return undefined;
}
