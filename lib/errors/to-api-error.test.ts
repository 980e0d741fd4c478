import { MongoClientClosedError } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { toApiError } from './to-api-error';

describe('errors of the database driver', () => {
  it('a query cut off by the client closing (the reconnect watchdog reopens it) is 503 DB_UNAVAILABLE, not a 500', () => {
    const answer = toApiError(new MongoClientClosedError());
    expect(answer).toMatchObject({ code: 'DB_UNAVAILABLE', status: 503 });
  });
});
