import type { Schema } from 'mongoose';

/** Every document goes out with both `_id` and `id` as strings, and without `__v` (API.md). */
export function publicJson(schema: Schema): void {
  schema.set('toJSON', {
    virtuals: false,
    versionKey: false,
    flattenMaps: true,
    transform: (_doc, ret: Record<string, unknown>) => {
      if (ret._id !== undefined) {
        ret._id = String(ret._id);
        ret.id = ret._id;
      }
      return ret;
    },
  });
}
