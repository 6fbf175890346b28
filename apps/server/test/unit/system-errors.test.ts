import { describe, expect, it } from 'vitest';
import { describeFileError, describePostgresError, messageOf } from '../../src/lib/system-errors.ts';

/** What the embedded database's file layer throws: not an Error, just a name and a number. */
class ErrnoError {
  name = 'ErrnoError';
  errno = 0;
}
const errnoError = (errno: number) => Object.assign(new ErrnoError(), { errno });

const nodeError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('file errors in words', () => {
  it('says the disk is full where the embedded database only gave an error number', () => {
    expect(describeFileError(errnoError(51))).toBe('the disk is full (no space left on the device)');
    expect(describeFileError(errnoError(2))).toMatch(/permission denied/);
    expect(describeFileError(errnoError(63))).toMatch(/not permitted/);
    expect(describeFileError(errnoError(69))).toBe('the file system is read-only');
  });

  it('reads Node’s codes and the messages PostgreSQL writes', () => {
    expect(describeFileError(nodeError('ENOSPC', 'ENOSPC: no space left on device, write'))).toMatch(/disk is full/);
    expect(describeFileError(nodeError('EACCES', "EACCES: permission denied, mkdir '/srv/x'"))).toMatch(
      /permission denied/,
    );
    expect(describeFileError(nodeError('EROFS', "EROFS: read-only file system, open '/x'"))).toMatch(/read-only/);
    expect(describeFileError(nodeError('ENOTDIR', 'ENOTDIR: not a directory'))).toMatch(/is a file/);
    expect(describeFileError(new Error('could not extend file "base/5/16384": No space left on device'))).toMatch(
      /disk is full/,
    );
    expect(describeFileError(new Error('could not create file "x": Read-only file system'))).toMatch(/read-only/);
  });

  it('never says "undefined": an error without a message is named', () => {
    expect(describeFileError(errnoError(9999))).toBe('an unexplained ErrnoError (error number 9999)');
    expect(messageOf(undefined)).not.toMatch(/undefined/);
    expect(messageOf({})).not.toMatch(/undefined/);
    expect(messageOf(new Error(''))).toBe('an unexplained Error');
  });
});

describe('PostgreSQL errors in words', () => {
  const url = 'postgres://sommai:secret@db.example.com:6543/sommai';
  it('names the host, the port or the database that is wrong', () => {
    expect(describePostgresError(nodeError('ENOTFOUND', 'getaddrinfo ENOTFOUND'), url)).toBe(
      'the host db.example.com was not found',
    );
    expect(describePostgresError(nodeError('ECONNREFUSED', 'connect ECONNREFUSED'), url)).toMatch(
      /nothing accepts connections at db.example.com:6543/,
    );
    expect(describePostgresError(nodeError('3D000', 'database "sommai" does not exist'), url)).toBe(
      'the database "sommai" does not exist',
    );
    expect(describePostgresError(nodeError('28P01', 'password authentication failed'), url)).toBe(
      'the password was refused',
    );
    expect(describePostgresError(new Error('Connection terminated due to connection timeout'), url)).toBe(
      'db.example.com:6543 did not answer in time',
    );
    expect(describePostgresError(new Error('boom'), 'postgres://a:b:c@')).toMatch(/not a valid connection URL/);
  });
});
