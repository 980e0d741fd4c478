// The outbox's rules, as plain code (unit-tested): texts written without the network wait here
// in the order they were written and go out one at a time, each under the clientId it got when
// written, so a send whose answer was lost and is made again is stored once by the server.

export interface OutboxEntry {
  /** the send's name for the server (API.md `clientId`): the same on every try */
  clientId: string;
  chatId: string;
  content: string;
  replyTo?: string;
  /** when it was written (ms): the order they go out in */
  writtenAt: number;
  /** waiting: goes out when the network is back; failed: the server refused it (code) */
  state: 'waiting' | 'failed';
  code?: string;
}

export type OutboxChange = (entries: OutboxEntry[]) => OutboxEntry[];

export const addEntry = (entry: OutboxEntry): OutboxChange => (entries) =>
  entries.some((e) => e.clientId === entry.clientId) ? entries : [...entries, entry].sort((a, b) => a.writtenAt - b.writtenAt);

export const removeEntry = (clientId: string): OutboxChange => (entries) => entries.filter((e) => e.clientId !== clientId);

export const markFailed = (clientId: string, code: string | undefined): OutboxChange => (entries) =>
  entries.map((e) => (e.clientId === clientId ? { ...e, state: 'failed', code } : e));

/** A failed text tried again: it waits once more, in its place. */
export const markWaiting = (clientId: string): OutboxChange => (entries) =>
  entries.map((e) => (e.clientId === clientId ? { ...e, state: 'waiting', code: undefined } : e));

export const nextWaiting = (entries: readonly OutboxEntry[]) => entries.find((e) => e.state === 'waiting');

/** Whether a text for this chat must queue behind earlier ones rather than overtake them. */
export const hasWaiting = (entries: readonly OutboxEntry[], chatId: string) => entries.some((e) => e.chatId === chatId && e.state === 'waiting');

export interface FlushDeps<M> {
  entries: () => readonly OutboxEntry[];
  change: (change: OutboxChange) => void;
  send: (entry: OutboxEntry) => Promise<M>;
  /** no answer (network, server away): the server may or may not have it; try later */
  isUnsure: (error: unknown) => boolean;
  codeOf: (error: unknown) => string | undefined;
  onSent: (entry: OutboxEntry, message: M) => void;
}

/**
 * Sends the waiting texts one at a time, oldest first. A send without an answer stops the run
 * (the rest keep their order and wait for the next one); a refusal marks that text failed and
 * the run goes on. One run at a time: asking while one runs joins it (it reads the outbox
 * again before each send, so texts added meanwhile go out in it).
 */
export function createFlusher<M>(deps: FlushDeps<M>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = async () => {
    for (let entry = nextWaiting(deps.entries()); entry; entry = nextWaiting(deps.entries())) {
      try {
        const message = await deps.send(entry);
        deps.change(removeEntry(entry.clientId));
        deps.onSent(entry, message);
      } catch (error) {
        if (deps.isUnsure(error)) return;
        deps.change(markFailed(entry.clientId, deps.codeOf(error)));
      }
    }
  };
  return () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
}
