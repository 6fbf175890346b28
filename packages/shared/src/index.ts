export * from './account.ts';
export * from './chat.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './random.ts';
export * from './rules.ts';
export * from './schemas.ts';
export { validateWithoutCompiledCode } from './zod.ts';
