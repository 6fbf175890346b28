// The server's entry point. Node's compile cache (in the operating system's temporary directory,
// or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off) keeps the compiled code of
// the server's modules, so a later start compiles only what changed. It must be on before the
// server's modules load, hence this file of its own.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./serve.ts');
