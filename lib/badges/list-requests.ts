import { literalPattern } from '@/lib/util/escape-regex';
import { BadgeRequest } from '@/models/BadgeRequest';

const MAX_ROWS = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Filters {
  search?: string;
  status?: 'pending' | 'approved' | 'removed' | 'rejected' | 'all';
  from?: string;
  to?: string;
}

/**
 * Badge requests for the admin table, newest first: status (pending by default, `all` for
 * every one), free text over name, e-mail, account and group id, and UTC days from/to inclusive.
 */
export async function listBadgeRequests(filters: Filters) {
  const query: Record<string, unknown> = {};
  const status = filters.status ?? 'pending';
  if (status !== 'all') query.status = status;
  if (filters.search) {
    const pattern = literalPattern(filters.search, { flags: 'i' });
    query.$or = [{ fullname: pattern }, { email: pattern }, { userId: pattern }, { groupId: pattern }];
  }
  const createdAt: Record<string, Date> = {};
  if (filters.from) createdAt.$gte = new Date(`${filters.from}T00:00:00.000Z`);
  if (filters.to) createdAt.$lt = new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + DAY_MS);
  if (Object.keys(createdAt).length) query.createdAt = createdAt;
  const rows = await BadgeRequest.find(query).sort({ createdAt: -1 }).limit(MAX_ROWS);
  return rows.map((row) => row.toJSON());
}
