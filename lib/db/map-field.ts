/*
 * A mongoose `Map` field holds a Map on a hydrated document and a plain object on a lean() one
 * (and the model's type says Map either way). The code reads both through these two, so no caller
 * has to know which kind of read gave it the document.
 */

/** The value under `key`, whichever form the field has. */
export function mapEntry<V>(field: unknown, key: string): V | undefined {
  if (field instanceof Map) return field.get(key) as V | undefined;
  return (field as Record<string, V> | null | undefined)?.[key];
}

/** The field as a plain object (a copy of a Map; a lean read's object as it is; {} when unset). */
export function mapRecord<V>(field: unknown): Record<string, V> {
  if (field instanceof Map) return Object.fromEntries(field) as Record<string, V>;
  return (field as Record<string, V> | null | undefined) ?? {};
}
