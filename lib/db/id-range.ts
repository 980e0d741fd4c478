import mongoose from 'mongoose';

/**
 * `_id` conditions that match every ObjectId. Added to a query sorted by `_id` that has no other
 * `_id` bound: it changes nothing on MongoDB, and it tells the patched FerretDB that every match
 * has an ObjectId `_id`, so it can read the index in order and stop after one page instead of
 * sorting the whole chat in memory (see db/ferretdb/0002-pushdown-indexed-queries.patch).
 */
export const ANY_OBJECT_ID = Object.freeze({ $gte: new mongoose.Types.ObjectId('000000000000000000000000') });
