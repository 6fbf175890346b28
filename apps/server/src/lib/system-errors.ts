// Start-up failures in words: what the disk, the file system or PostgreSQL said, as one short phrase
// a person can act on, never a bare code and never "undefined".

/** Error numbers of the embedded database's file layer (Emscripten), which throws them without a message. */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'EACCES',
  19: 'EDQUOT',
  20: 'EEXIST',
  22: 'EFBIG',
  29: 'EIO',
  31: 'EISDIR',
  44: 'ENOENT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

const FILE_CAUSES: Record<string, string> = {
  ENOSPC: 'the disk is full (no space left on the device)',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied (this process may not write there)',
  EPERM: 'operation not permitted (this process may not write there)',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EEXIST: 'a file is in the way where a directory should be',
  EISDIR: 'a directory is in the way where a file should be',
  ENOENT: 'a part of the path does not exist',
  EIO: 'the disk reported an input/output error',
  EFBIG: 'a file would grow beyond the size this process may write (its file size limit)',
  EMFILE: 'too many files are open',
};

/** Phrases the operating system and PostgreSQL put in messages, for errors that come without a code. */
const MESSAGE_CAUSES: [RegExp, string][] = [
  [/no space left on device/i, 'ENOSPC'],
  [/disk quota exceeded/i, 'EDQUOT'],
  [/read-only file system/i, 'EROFS'],
  [/permission denied/i, 'EACCES'],
  [/operation not permitted/i, 'EPERM'],
  [/not a directory/i, 'ENOTDIR'],
];

type ErrorLike = { code?: unknown; errno?: unknown; message?: unknown; name?: unknown; cause?: unknown };

/** The file-system error code of an error: Node's `code`, the embedded database's number, or its message. */
export function fileErrorCode(err: unknown): string | undefined {
  const e = (err ?? {}) as ErrorLike;
  if (typeof e.code === 'string' && FILE_CAUSES[e.code]) return e.code;
  if (e.name === 'ErrnoError' && typeof e.errno === 'number') return EMSCRIPTEN_ERRNO[e.errno];
  const message = typeof e.message === 'string' ? e.message : '';
  for (const [pattern, code] of MESSAGE_CAUSES) if (pattern.test(message)) return code;
  if (e.cause && e.cause !== err) return fileErrorCode(e.cause);
  return undefined;
}

/** A readable message of any error, on one line; a name when it has no message at all. */
export function messageOf(err: unknown): string {
  const e = (err ?? {}) as ErrorLike;
  const message = typeof e.message === 'string' ? e.message.trim() : typeof err === 'string' ? err.trim() : '';
  if (message) return message.split('\n')[0];
  const name = typeof e.name === 'string' && e.name ? e.name : err == null ? 'error' : typeof err;
  return `an unexplained ${name}${typeof e.errno === 'number' ? ` (error number ${e.errno})` : ''}`;
}

/** Why a file or directory could not be used, in words. */
export function describeFileError(err: unknown): string {
  const code = fileErrorCode(err);
  return code ? FILE_CAUSES[code] : messageOf(err);
}

/** Why PostgreSQL at `url` could not be reached or used, in words. */
export function describePostgresError(err: unknown, url: string): string {
  const e = (err ?? {}) as ErrorLike;
  let host = 'the host';
  let database = 'the database';
  try {
    const u = new URL(url);
    host = `${u.hostname}:${u.port || '5432'}`;
    database = `"${decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres'}"`;
  } catch {
    return 'it is not a valid connection URL (postgres://user:password@host:5432/database)';
  }
  switch (e.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host ${host.replace(/:\d+$/, '')} was not found`;
    case 'ECONNREFUSED':
      return `nothing accepts connections at ${host} (is PostgreSQL running there?)`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${host} cannot be reached`;
    case 'ECONNRESET':
      return `${host} closed the connection`;
    case '3D000':
      return `the database ${database} does not exist`;
    case '28P01':
      return 'the password was refused';
    case '28000':
      return `the user is not allowed in (${messageOf(err)})`;
    case '42501':
      return `the user lacks a permission it needs (${messageOf(err)})`;
    case '53100':
      return 'the database server’s disk is full';
    case '25006':
      return 'the database is read-only';
  }
  const message = messageOf(err);
  if (/timeout/i.test(message)) return `${host} did not answer in time`;
  if (/invalid url/i.test(message)) return 'it is not a valid connection URL';
  return message;
}

/** A second server on the embedded database's DATA_DIR: it cannot share it, PostgreSQL can. */
export function dataDirInUse(dir: string, pid: number | undefined): string {
  const who = pid ? `another SommAI server (process ${pid})` : 'another SommAI server';
  return (
    `DATA_DIR ${dir} is in use by ${who}. The embedded database serves one server process only; ` +
    'to run several servers, give them all one PostgreSQL database (DATABASE_URL)'
  );
}
