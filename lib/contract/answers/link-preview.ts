import { z } from 'zod';

// A message's link preview (API.md, Rich messages), written by the server from the linked page.
// Texts are plain text; `image` is a path of this server's own /uploads, never the site's URL.

const httpLink = z.string().refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'an http(s) URL');
const ownUpload = z.string().regex(/^\/uploads\/[a-f0-9]{32}\.[a-z0-9]{2,4}$/);

export const linkPreviewSchema = z.object({
  url: httpLink,
  title: z.string().optional(),
  description: z.string().optional(),
  siteName: z.string().optional(),
  image: ownUpload.optional(),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;

/** The `message` event of action "preview": the preview of one message, null when removed. */
export const previewChangeSchema = z.object({
  _id: z.string(),
  id: z.string(),
  chatId: z.string(),
  preview: linkPreviewSchema.nullable(),
});
export type PreviewChange = z.infer<typeof previewChangeSchema>;
