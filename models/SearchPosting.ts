import mongoose, { type Model } from 'mongoose';

const { Schema, model, models } = mongoose;

/**
 * One index key of one message (lib/search/postings.ts). The `_id` orders a key's postings
 * newest first and is all a search reads by: no secondary index, so the patched FerretDB and
 * MongoDB both serve a search as one `_id` range scan.
 */
export interface SearchPostingFields {
  _id: mongoose.Types.ObjectId;
  /** the key, URI-encoded (plain ASCII: FerretDB compares it in SQL) */
  k: string;
  /** the message */
  m: mongoose.Types.ObjectId;
  /** its chat */
  c: mongoose.Types.ObjectId;
}

const postingSchema = new Schema<SearchPostingFields>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    k: { type: String, required: true },
    m: { type: Schema.Types.ObjectId, required: true },
    c: { type: Schema.Types.ObjectId, required: true },
  },
  { versionKey: false, collection: 'searchpostings' },
);

export const SearchPosting: Model<SearchPostingFields> =
  (models.SearchPosting as Model<SearchPostingFields>) || model<SearchPostingFields>('SearchPosting', postingSchema);
