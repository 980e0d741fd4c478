import type { Db } from 'mongodb';

/**
 * The database the stack started, named from its own answer to buildInfo (FerretDB adds
 * `ferretdbVersion`). The stack's FerretDB is always the launcher's build with the project's
 * patch set on SQLite (lib/db/launcher.ts).
 */
export async function engineName(db: Db): Promise<string> {
  const info = await db.admin().command({ buildInfo: 1 });
  if (typeof info.ferretdbVersion === 'string') return `embedded FerretDB ${info.ferretdbVersion} (patched, SQLite)`;
  return `embedded mongod ${String(info.version)}`;
}
