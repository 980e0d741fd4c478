// What launching a database takes and gives (launcher.ts, ferretdb-process.ts).

export type DatabaseKind = 'external' | 'mongod' | 'ferretdb-sqlite' | 'mongodb-memory-server-download';

export interface RunningDatabase {
  uri: string;
  kind: DatabaseKind;
  stop(): Promise<void>;
}

export interface LaunchOptions {
  /** Folder for the database files; created when missing. */
  dataDir: string;
  /** Database name inside the server. */
  dbName: string;
  log?: (line: string) => void;
  /** Try mongodb-memory-server's download of mongod (default: unless EMBEDDED_DB_DOWNLOAD=0). Tests never download. */
  allowDownload?: boolean;
  /** Extra FerretDB flags (the differential test runs one instance with --test-disable-pushdown). */
  ferretdbArgs?: string[];
}
