// How the server's values relate to the contract's JSON types: dates travel as ISO strings.

/** What JSON.stringify makes of a value: dates become strings. */
export type Json<T> = unknown extends T
  ? unknown
  : T extends Date
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? Json<U>[]
      : T extends object
        ? { [K in keyof T]: Json<T[K]> }
        : never;

/** What the server may hand to JSON.stringify to send a `T`: where T has a string, a Date does too. */
export type Sendable<T> = unknown extends T
  ? unknown
  : T extends string
  ? T | Date
  : T extends number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? Sendable<U>[]
      : T extends object
        ? { [K in keyof T]: Sendable<T[K]> }
        : T;
