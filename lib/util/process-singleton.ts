/**
 * One instance per Node process. Next bundles each route handler separately, so a module-level
 * `let` would exist once per bundle; state that must be shared with server.ts (the database
 * connection, the socket.io server, rate-limit counters, the search and group-commit queues)
 * lives on globalThis under a fixed key. test/architecture/process-state.test.ts finds
 * module-level state that does not, in the modules both bundles load.
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const store = globalThis as unknown as Record<string, T | undefined>;
  const symbolKey = `__chatApp_${key}`;
  if (store[symbolKey] === undefined) store[symbolKey] = create();
  return store[symbolKey] as T;
}

export function setProcessSingleton<T>(key: string, value: T): void {
  (globalThis as unknown as Record<string, T>)[`__chatApp_${key}`] = value;
}

export function getProcessSingleton<T>(key: string): T | undefined {
  return (globalThis as unknown as Record<string, T | undefined>)[`__chatApp_${key}`];
}
