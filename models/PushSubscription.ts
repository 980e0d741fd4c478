import mongoose, { type InferSchemaType, type Model, type Types } from 'mongoose';
import { publicJson } from './json-plugin';

const { Schema, model, models } = mongoose;

/**
 * One browser's (one device's) Web Push subscription (RFC 8030): where to POST, and the keys the
 * payload is encrypted to (RFC 8291). An endpoint belongs to the last account that registered it.
 */
const pushSubscriptionSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    endpoint: { type: String, required: true },
    keys: {
      type: new Schema({ p256dh: { type: String, required: true }, auth: { type: String, required: true } }, { _id: false }),
      required: true,
    },
    /** what the user calls the device ("Chrome on Linux"), shown in the settings' device list */
    label: { type: String, default: '' },
    lastSuccessAt: { type: Date, default: null },
  },
  { timestamps: true },
);

pushSubscriptionSchema.index({ endpoint: 1 }, { unique: true });
pushSubscriptionSchema.index({ userId: 1 });
publicJson(pushSubscriptionSchema);

export type PushSubscriptionFields = InferSchemaType<typeof pushSubscriptionSchema>;
export type PushSubscriptionDoc = PushSubscriptionFields & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

export const PushSubscription: Model<PushSubscriptionFields> =
  (models.PushSubscription as Model<PushSubscriptionFields>) || model<PushSubscriptionFields>('PushSubscription', pushSubscriptionSchema);
