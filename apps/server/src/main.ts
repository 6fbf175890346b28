// The server's entry point. Node's compile cache (in the operating system's temporary directory,
// or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off) keeps the compiled code of
// the server's modules, so a later start compiles only what changed. It must be on before the
// server's modules load, hence this file of its own; so must the shortcut for the imports
// between a dependency's own files (lib/package-imports.ts).
import { enableCompileCache } from 'node:module';
import { registerPackageImports } from './lib/package-imports.ts';

enableCompileCache();
registerPackageImports();
await import('./serve.ts');
