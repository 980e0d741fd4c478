import type { Model } from 'mongoose';

/**
 * Documents by id, with one `$in` query: MongoDB and the patched FerretDB (db/ferretdb) both
 * answer it from the `_id` index. No query for no ids: FerretDB pushes no empty `$in` down to
 * SQLite and would read the whole collection to answer nothing.
 */
export async function findByIds<T>(model: Model<any>, ids: string[], projection: Record<string, 0 | 1>): Promise<T[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  if (!ids.length) return [];
  return model.find({ _id: { $in: ids } }, projection).lean<T[]>();
}
