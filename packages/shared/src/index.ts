export * from './account.ts';
export * from './constants.ts';
export * from './engine-texts.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './trainer.ts';
export { validateWithoutCompiledCode } from './zod.ts';
