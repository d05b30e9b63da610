import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupFileError,
  isControlLine,
  type BackupEnd,
  type BackupHeader,
} from './format';

function notABackup(file: string): BackupFileError {
  return new BackupFileError(`${file} is not a MessMate backup (made by npm run backup).`);
}

function readFailure(file: string, error: NodeJS.ErrnoException): BackupFileError {
  if (error.code === 'ENOENT') return new BackupFileError(`${file} does not exist.`);
  if (error.code === 'Z_BUF_ERROR') {
    return new BackupFileError(
      `${file} ends early: the backup is incomplete (cut off while copying?). Use another copy.`,
    );
  }
  if (error.code === 'Z_DATA_ERROR') {
    return new BackupFileError(`${file} is damaged or is not a MessMate backup.`);
  }
  return new BackupFileError(`${file} could not be read: ${error.message}`);
}

/** The file's lines, unzipped, with read errors told in plain words. */
export async function* backupLines(file: string): AsyncGenerator<string> {
  const raw = createReadStream(file);
  const input = createGunzip();
  raw.on('error', (error) => input.destroy(error));
  raw.pipe(input);
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) yield line;
  } catch (error) {
    throw readFailure(file, error as NodeJS.ErrnoException);
  } finally {
    raw.destroy();
    lines.close();
  }
}

function parseHeader(file: string, line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line ?? '') as Partial<BackupHeader>;
  } catch {
    throw notABackup(file);
  }
  if (header['@format'] !== BACKUP_FORMAT) throw notABackup(file);
  if (header.version !== BACKUP_VERSION) {
    throw new BackupFileError(
      `${file} is a backup of format version ${String(header.version)}; this MessMate reads version ${BACKUP_VERSION}.`,
    );
  }
  return header as BackupHeader;
}

export interface VerifiedBackup {
  header: BackupHeader;
  end: BackupEnd;
}

/** Reads the whole file once and checks it: what it is, its checksum, its row counts. */
export async function verifyBackup(file: string): Promise<VerifiedBackup> {
  const hash = createHash('sha256');
  const counted: Record<string, number> = {};
  let header: BackupHeader | undefined;
  let end: BackupEnd | undefined;
  let table: string | undefined;
  for await (const line of backupLines(file)) {
    if (end) throw new BackupFileError(`${file} has data after its end: it is damaged.`);
    if (!header) header = parseHeader(file, line);
    else if (line.startsWith('{"@end"')) {
      end = JSON.parse(line) as BackupEnd;
      continue;
    } else if (line.startsWith('{"@table"')) {
      table = (JSON.parse(line) as { '@table': string })['@table'];
      counted[table] = 0;
    } else if (!isControlLine(line) && table !== undefined)
      counted[table] = (counted[table] ?? 0) + 1;
    hash.update(`${line}\n`);
  }
  if (!header) throw notABackup(file);
  if (!end) {
    throw new BackupFileError(
      `${file} ends early: the backup is incomplete (cut off while copying?). Use another copy.`,
    );
  }
  if (end.sha256 !== hash.digest('hex') || JSON.stringify(end.rows) !== JSON.stringify(counted)) {
    throw new BackupFileError(`${file} is damaged: its checksum does not match its contents.`);
  }
  return { header, end };
}
