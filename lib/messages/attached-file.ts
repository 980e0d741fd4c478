import { requireUploadedFile } from '@/lib/files/require-uploaded-file';
import type { FileKind } from '@/lib/files/sniff-type';
import { isBuiltinStickerUrl } from '@/lib/stickers/builtin-urls';
import type { SendMessageInput } from '@/lib/validations/message';

/** The stored kinds each file message may carry (webm and ogg hold sound or film alike). */
const KINDS: Partial<Record<SendMessageInput['type'], FileKind[]>> = {
  image: ['image'],
  video: ['video', 'audio'],
  audio: ['audio', 'video'],
  voice: ['audio', 'video'],
  file: ['image', 'video', 'audio', 'file'],
  sticker: ['image', 'video'],
};

export interface AttachedFile {
  fileUrl: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  stickerUrl: string;
}

const NONE: AttachedFile = { fileUrl: '', fileName: '', fileType: '', fileSize: 0, stickerUrl: '' };

/**
 * What a message carries of a file. A file message names one of this server's own uploads (else
 * 400 VALIDATION_ERROR on fileUrl), and gets that upload's URL, name, type and size as stored,
 * never what the sender says: a message cannot point at another origin or dress a file up as
 * another. A sticker is a built-in one or an upload likewise. Other messages carry none.
 */
export async function attachedFile(input: SendMessageInput): Promise<AttachedFile> {
  const kinds = KINDS[input.type];
  if (!kinds) return NONE;
  if (input.type === 'sticker') {
    const url = input.stickerUrl ?? input.fileUrl ?? '';
    if (isBuiltinStickerUrl(url)) return { ...NONE, stickerUrl: url };
    const stored = await requireUploadedFile({ url, kinds, field: input.stickerUrl ? 'stickerUrl' : 'fileUrl' });
    return { ...NONE, stickerUrl: stored.url, fileUrl: input.fileUrl ? stored.url : '' };
  }
  const { url, file } = await requireUploadedFile({ url: input.fileUrl ?? '', kinds, field: 'fileUrl' });
  return { fileUrl: url, fileName: file.originalName, fileType: file.mimeType, fileSize: file.size, stickerUrl: '' };
}
