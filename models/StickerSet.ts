import mongoose, { type InferSchemaType, type Model } from 'mongoose';
import { publicJson } from './json-plugin';

const { Schema, model, models } = mongoose;

const stickerSchema = new Schema({
  url: { type: String, required: true },
  title: { type: String, default: '', maxlength: 50 },
});

const stickerSetSchema = new Schema(
  {
    owner: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    name: { type: String, required: true, trim: true, maxlength: 40 },
    stickers: { type: [stickerSchema], default: [] },
  },
  { timestamps: true },
);

stickerSetSchema.index({ owner: 1, createdAt: 1 });
publicJson(stickerSchema);
publicJson(stickerSetSchema);

export type StickerSetFields = InferSchemaType<typeof stickerSetSchema>;
export const StickerSet: Model<StickerSetFields> =
  (models.StickerSet as Model<StickerSetFields>) || model<StickerSetFields>('StickerSet', stickerSetSchema);
