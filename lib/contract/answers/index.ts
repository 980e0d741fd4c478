// The answers of API.md as the browser reads them (JSON: ids and dates are strings), one zod schema
// each with its type. The types are what the client is written against; the schemas are what
// test/api/answer-conformance.test.ts holds every route's real answer to, so a field the server
// stops sending, or sends retyped, fails a test (and lib/contract/conformance.ts fails the
// typecheck where the serializer's own type shows it). Required wherever the server always sends
// the field; optional only where API.md lets it be left out.
export * from './common';
export * from './messages';
export * from './chats';
export * from './users';
export * from './stickers';
export * from './badges';
export * from './files';
export * from './push';
export * from './moderation';
export * from './drafts';
