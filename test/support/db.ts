import { MongoClient, type Db } from 'mongodb';
import { inject } from 'vitest';

let client: MongoClient | undefined;

/** Direct access to the test database, for what the API must never reveal (hashes, expiry). */
export async function testDb(): Promise<Db> {
  if (!client) {
    client = new MongoClient(inject('mongoUri'), { retryWrites: false });
    await client.connect();
  }
  return client.db();
}
