import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live: files on disk (FILES_DIR, by default the `files` folder of DATA_DIR),
 * one per stored file, named by tenant and id. The database row keeps the name, size, hash and
 * this key. Bytes in a row of the embedded database went through its single connection, on the
 * main thread, inside the upload's transaction: a 50 MB drawing held every other request behind
 * it. Several server processes share one folder (a network mount); an object store can take its
 * place behind the same few calls.
 */
export class FileStore {
  private constructor(readonly root: string) {}

  static async open(root: string): Promise<FileStore> {
    await mkdir(path.join(root, 'tmp'), { recursive: true });
    return new FileStore(root);
  }

  /** The key of a stored file: `tenant/xx/id` (two characters of the id spread the folders). */
  static keyOf(tenantId: string, id: string) {
    return `${tenantId}/${id.slice(0, 2)}/${id}`;
  }

  pathOf(key: string) {
    if (key.includes('..') || path.isAbsolute(key)) throw new Error(`bad storage key ${key}`);
    return path.join(this.root, key);
  }

  /** A fresh path in the store's own temp folder (same file system: moving it in is a rename). */
  tempPath(): string {
    return path.join(this.root, 'tmp', randomUUID());
  }

  /** Moves a finished temp file in under its key. */
  async adopt(tempPath: string, key: string) {
    const to = this.pathOf(key);
    await mkdir(path.dirname(to), { recursive: true });
    await rename(tempPath, to);
  }

  /** Writes bytes under a key (to a temp file first, so a reader never sees half a file). */
  async put(key: string, data: Uint8Array) {
    const tmp = this.tempPath();
    await writeFile(tmp, data);
    await this.adopt(tmp, key);
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  stream(key: string) {
    return createReadStream(this.pathOf(key));
  }

  async exists(key: string) {
    return stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async remove(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  async removeTemp(tempPath: string) {
    await rm(tempPath, { force: true });
  }
}

/**
 * Copies a stream into a file while hashing and counting it, a chunk at a time: the event loop
 * never holds a whole file, and never hashes more than one chunk between other requests.
 */
export async function writeHashed(source: NodeJS.ReadableStream, to: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, tap, createWriteStream(to));
  return { size, sha256: hash.digest('hex') };
}

/** sha256 of a file on disk, read in chunks. */
export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

let current: FileStore | null = null;
let scratch: string | null = null;

/** The file store of this process; set once at start-up (buildApp) from FILES_DIR. */
export function fileStore(): FileStore {
  if (!current) throw new Error('file store not set');
  return current;
}

/**
 * Opens the store at `dir`; `memory://` (tests, a memory database) is a temporary folder of this
 * process, removed when it exits.
 */
export async function setFileStore(dir: string): Promise<FileStore> {
  if (dir === 'memory://') {
    if (!scratch) {
      const root = mkdtempSync(path.join(tmpdir(), 'al-files-'));
      process.once('exit', () => rmSync(root, { recursive: true, force: true }));
      scratch = root;
    }
    dir = scratch;
  }
  if (current?.root !== dir) current = await FileStore.open(dir);
  return current;
}

/**
 * The server's close: a temporary store (`memory://`) is removed with everything in it; a store on
 * disk stays. (The exit handler alone missed test processes that are ended rather than exit.)
 */
export async function closeFileStore() {
  if (scratch && current?.root === scratch) {
    rmSync(scratch, { recursive: true, force: true });
    scratch = null;
    current = null;
  }
}
