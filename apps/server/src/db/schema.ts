// One Drizzle schema for PGlite and PostgreSQL, one file per product area under schema/. The
// migrations are generated from this file, and the app imports its tables from here.
export * from './schema/auth.ts';
export * from './schema/chat.ts';
export * from './schema/community.ts';
export * from './schema/images.ts';
export * from './schema/learning.ts';
export * from './schema/limits.ts';
export * from './schema/storage.ts';
