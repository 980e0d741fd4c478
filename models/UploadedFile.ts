import mongoose, { type InferSchemaType, type Model, type Types } from 'mongoose';
import { publicJson } from './json-plugin';

const { Schema, model, models } = mongoose;

export const FILE_KINDS = ['image', 'video', 'audio', 'file'] as const;

// One uploaded file: the bytes live under UPLOAD_DIR as `storedName`; this row says what they are
// (type sniffed from the bytes), who sent them and under which name they are downloaded.
const uploadedFileSchema = new Schema(
  {
    storedName: { type: String, required: true },
    originalName: { type: String, required: true },
    mimeType: { type: String, required: true },
    size: { type: Number, required: true },
    kind: { type: String, enum: FILE_KINDS, required: true },
    uploadedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

uploadedFileSchema.index({ storedName: 1 }, { unique: true });
publicJson(uploadedFileSchema);

export type UploadedFileFields = InferSchemaType<typeof uploadedFileSchema>;
export type UploadedFileDoc = UploadedFileFields & { _id: Types.ObjectId; createdAt: Date };

export const UploadedFile: Model<UploadedFileFields> =
  (models.UploadedFile as Model<UploadedFileFields>) || model<UploadedFileFields>('UploadedFile', uploadedFileSchema);
