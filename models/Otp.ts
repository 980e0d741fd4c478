import mongoose, { type InferSchemaType, type Model } from 'mongoose';

const { Schema, model, models } = mongoose;

export const OTP_PURPOSES = ['register', 'reset', 'email-old', 'email-new', 'birthday', 'delete-account', 'delete-group'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

// One live code per (email, purpose). Only a hash is stored. Expiry is checked in queries and
// old rows are purged by a periodic job: FerretDB v1 refuses TTL indexes (DESIGN.md).
const otpSchema = new Schema({
  email: { type: String, required: true, lowercase: true },
  purpose: { type: String, enum: OTP_PURPOSES, required: true },
  codeHash: { type: String, required: true },
  attempts: { type: Number, default: 0 },
  sentAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true },
});

otpSchema.index({ email: 1, purpose: 1 }, { unique: true });
otpSchema.index({ expiresAt: 1 });

export type OtpFields = InferSchemaType<typeof otpSchema>;
export const Otp: Model<OtpFields> = (models.Otp as Model<OtpFields>) || model<OtpFields>('Otp', otpSchema);
