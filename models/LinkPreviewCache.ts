import mongoose, { type InferSchemaType, type Model } from 'mongoose';

const { Schema, model, models } = mongoose;

// One fetched link: its preview, or null when the fetch failed or the page had nothing to show
// (failures are cached too, so a dead or hostile link is not fetched again for every message).
// Shared by every app process; a row counts until `expiresAt` (24 h after the fetch).
const linkPreviewCacheSchema = new Schema(
  {
    url: { type: String, required: true },
    preview: { type: Schema.Types.Mixed, default: null },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

linkPreviewCacheSchema.index({ url: 1 }, { unique: true });
// Expired rows are purged periodically (FerretDB has no TTL indexes); reads also check expiresAt.
linkPreviewCacheSchema.index({ expiresAt: 1 });

export type LinkPreviewCacheFields = InferSchemaType<typeof linkPreviewCacheSchema>;
export const LinkPreviewCache: Model<LinkPreviewCacheFields> =
  (models.LinkPreviewCache as Model<LinkPreviewCacheFields>) || model<LinkPreviewCacheFields>('LinkPreviewCache', linkPreviewCacheSchema);
