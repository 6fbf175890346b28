// The server's entry point, in plain JavaScript: Node strips the types of a TypeScript file with a
// WebAssembly compiler that, once loaded, stays resident (about 16 MB), and it would be loaded for
// this file alone, before the compile cache below is on. With the cache on first, every
// TypeScript module's stripped text comes from the cache after the first start, and the stripper
// is never loaded. Node's compile cache (in the operating system's temporary directory, or
// NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off) keeps the compiled code of the
// server's modules, so a later start compiles only what changed. It must be on before the
// server's modules load, hence this file of its own; so must the shortcut for the imports between
// a dependency's own files (lib/package-imports.ts).
import { enableCompileCache } from 'node:module';

// Until the server listens, a timer keeps the event loop alive. At moments of the start nothing
// else does (awaiting WebAssembly compiled by V8, a turn given to other work): Node then finds its
// loop empty and, before looking again, waits for every task queued on V8's background threads,
// among them the optimisation of the embedded database's WebAssembly, seconds on a busy machine.
const starting = setInterval(() => {}, 1 << 30);
enableCompileCache();
const { registerPackageImports } = await import('./lib/package-imports.ts');
registerPackageImports();
const { listening } = await import('./serve.ts');
await listening;
clearInterval(starting);
