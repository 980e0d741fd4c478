/** MongoDB's duplicate key error. */
const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;

/**
 * Runs an upsert that another process may run at the same moment (start-up work of two replicas
 * on one database). MongoDB retries such an upsert by itself; FerretDB now and then answers the
 * loser E11000 duplicate key (test/db/race-safe-upsert.test.ts), which stopped that process's
 * start. The document exists by then: the upsert runs again and matches it.
 */
export async function raceSafeUpsert<T>(upsert: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await upsert();
    } catch (error) {
      if (!isDuplicateKey(error) || attempt >= tries) throw error;
    }
  }
}
