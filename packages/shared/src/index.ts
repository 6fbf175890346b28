export * from './account.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './schemas.ts';
export { validateWithoutCompiledCode } from './zod-config.ts';
