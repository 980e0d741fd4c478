import type { Model } from 'mongoose';

/** Up to this many ids are fetched one `_id` lookup each; more with one `$in` query. */
const SINGLE_LOOKUPS_UP_TO = 12;

/**
 * Documents by id. A handful is fetched with one `_id` lookup each, in parallel: the only query
 * FerretDB's SQLite backend answers from an index (an `$in` there reads the whole collection).
 * Larger sets use one `$in`, which MongoDB answers from the `_id` index.
 */
export async function findByIds<T>(model: Model<any>, ids: string[], projection: Record<string, 0 | 1>): Promise<T[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  if (!ids.length) return [];
  if (ids.length <= SINGLE_LOOKUPS_UP_TO) {
    const found = await Promise.all(ids.map((id) => model.findById(id, projection).lean<T>()));
    return found.filter((doc): doc is NonNullable<typeof doc> => doc !== null) as T[];
  }
  return model.find({ _id: { $in: ids } }, projection).lean<T[]>();
}
