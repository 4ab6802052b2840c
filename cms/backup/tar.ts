/**
 * The backup archive's container: a POSIX tar file (ustar headers, a pax header for names over 100
 * bytes or sizes over 8 GiB), readable with any `tar -tf` / `tar -xf`. Written entry by entry to a
 * file handle (a media file is never held twice in memory), read by seeking to an entry.
 *
 * Why our own 150 lines and not a package: the only tar packages installed (tar-stream, tar-fs) are
 * dev dependencies of puppeteer, pruned on a PaaS; the format is small and fixed; and the archive's
 * manifest holds a SHA-256 of every entry, so the reader needs no more than headers and offsets
 * (docs/operations.md, "The archive").
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';

const BLOCK = 512;
const END = Buffer.alloc(BLOCK * 2);

export interface TarEntry {
  name: string;
  size: number;
  /** offset of the entry's data in the file */
  offset: number;
}

export class BrokenArchiveError extends Error {
  override name = 'BrokenArchiveError';
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name.slice(0, 100), 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 8, 'ascii');
  block.write(octal(0, 8), 108, 8, 'ascii');
  block.write(octal(0, 8), 116, 8, 'ascii');
  block.write(octal(Math.min(size, 0o77777777777), 12), 124, 12, 'ascii');
  block.write(octal(mtime, 12), 136, 12, 'ascii');
  block.write('        ', 148, 8, 'ascii');
  block.write(type, 156, 1, 'ascii');
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 8, 'ascii');
  return block;
}

/** A pax record `LEN key=value\n`, where LEN counts the whole record including itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body);
  return `${length}${body}`;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export class TarWriter {
  private position = 0;
  private readonly mtime = Math.floor(Date.now() / 1000);
  private constructor(private readonly handle: fs.FileHandle) {}

  static async create(file: string): Promise<TarWriter> {
    return new TarWriter(await fs.open(file, 'wx', 0o600));
  }

  private async write(data: Buffer): Promise<void> {
    if (!data.length) return;
    await this.handle.write(data, 0, data.length, this.position);
    this.position += data.length;
  }

  private async head(name: string, size: number): Promise<void> {
    const needsPax = Buffer.byteLength(name) > 100 || size > 0o77777777777;
    if (needsPax) {
      const pax = Buffer.from(paxRecord('path', name) + paxRecord('size', String(size)));
      await this.write(header('PaxHeader', pax.length, 'x', this.mtime));
      await this.write(pax);
      await this.write(padding(pax.length));
    }
    await this.write(header(needsPax ? name.slice(0, 100) : name, size, '0', this.mtime));
  }

  /** Adds an entry; answers its SHA-256. */
  async add(name: string, data: Buffer): Promise<{ size: number; sha256: string }> {
    await this.head(name, data.length);
    await this.write(data);
    await this.write(padding(data.length));
    return { size: data.length, sha256: crypto.createHash('sha256').update(data).digest('hex') };
  }

  /** Adds a file from the disk in chunks; answers its SHA-256. */
  async addFile(name: string, source: string): Promise<{ size: number; sha256: string }> {
    const input = await fs.open(source, 'r');
    try {
      const { size } = await input.stat();
      await this.head(name, size);
      const hash = crypto.createHash('sha256');
      const chunk = Buffer.alloc(1 << 20);
      let done = 0;
      while (done < size) {
        const { bytesRead } = await input.read(chunk, 0, Math.min(chunk.length, size - done), done);
        if (!bytesRead) throw new Error(`${source} shrank while it was being archived`);
        hash.update(chunk.subarray(0, bytesRead));
        await this.write(chunk.subarray(0, bytesRead));
        done += bytesRead;
      }
      await this.write(padding(size));
      return { size, sha256: hash.digest('hex') };
    } finally {
      await input.close();
    }
  }

  async close(): Promise<void> {
    await this.write(END);
    await this.handle.sync();
    await this.handle.close();
  }

  async abort(): Promise<void> {
    await this.handle.close().catch(() => {});
  }
}

function parseOctal(block: Buffer, start: number, length: number): number {
  const text = block.toString('ascii', start, start + length).replace(/\0.*$/, '').trim();
  if (!/^[0-7]*$/.test(text)) return Number.NaN;
  return text ? Number.parseInt(text, 8) : 0;
}

function checksumOk(block: Buffer): boolean {
  const stored = parseOctal(block, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  return stored === sum;
}

function parsePax(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number.parseInt(data.toString('ascii', at, space), 10);
    if (space < 0 || !Number.isInteger(length) || length <= 0) break;
    const record = data.toString('utf8', space + 1, at + length - 1);
    const eq = record.indexOf('=');
    records[record.slice(0, eq)] = record.slice(eq + 1);
    at += length;
  }
  return records;
}

/** Reads the entries of a tar file written by TarWriter (or any ustar/pax tar of plain files). */
export class TarReader {
  private constructor(
    private readonly handle: fs.FileHandle,
    readonly entries: Map<string, TarEntry>,
  ) {}

  static async open(file: string): Promise<TarReader> {
    const handle = await fs.open(file, 'r');
    try {
      const { size: fileSize } = await handle.stat();
      const entries = new Map<string, TarEntry>();
      const block = Buffer.alloc(BLOCK);
      let position = 0;
      let pax: Record<string, string> = {};
      let ended = false;
      while (position + BLOCK <= fileSize) {
        await handle.read(block, 0, BLOCK, position);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        if (!checksumOk(block)) throw new BrokenArchiveError(`a header at byte ${position} is damaged`);
        const type = String.fromCharCode(block[156] || 48);
        const size = Number(pax.size ?? parseOctal(block, 124, 12));
        const prefix = block.toString('utf8', 345, 500).replace(/\0.*$/s, '');
        const base = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
        const name = pax.path ?? (prefix ? `${prefix}/${base}` : base);
        if (!Number.isFinite(size) || size < 0) throw new BrokenArchiveError(`the header of ${name} is damaged`);
        const offset = position + BLOCK;
        if (offset + size > fileSize) throw new BrokenArchiveError(`${name} is cut off (the file ends ${offset + size - fileSize} bytes early)`);
        if (type === 'x') {
          const data = Buffer.alloc(size);
          await handle.read(data, 0, size, offset);
          pax = parsePax(data);
        } else {
          if (type === '0') entries.set(name, { name, size, offset });
          pax = {};
        }
        position = offset + size + ((BLOCK - (size % BLOCK)) % BLOCK);
      }
      if (!ended) throw new BrokenArchiveError('it ends before its last entry (is it cut off?)');
      return new TarReader(handle, entries);
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  async read(name: string): Promise<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw new BrokenArchiveError(`it has no ${name}`);
    const data = Buffer.alloc(entry.size);
    if (entry.size) await this.handle.read(data, 0, entry.size, entry.offset);
    return data;
  }

  /** Copies an entry to a file on the disk in chunks; answers its SHA-256. */
  async extractTo(name: string, target: string): Promise<string> {
    const entry = this.entries.get(name);
    if (!entry) throw new BrokenArchiveError(`it has no ${name}`);
    const output = await fs.open(target, 'w', 0o600);
    const hash = crypto.createHash('sha256');
    try {
      const chunk = Buffer.alloc(1 << 20);
      for (let done = 0; done < entry.size; ) {
        const { bytesRead } = await this.handle.read(chunk, 0, Math.min(chunk.length, entry.size - done), entry.offset + done);
        hash.update(chunk.subarray(0, bytesRead));
        await output.write(chunk, 0, bytesRead);
        done += bytesRead;
      }
    } finally {
      await output.close();
    }
    return hash.digest('hex');
  }

  /** SHA-256 of an entry, read in chunks. */
  async sha256(name: string): Promise<string> {
    const entry = this.entries.get(name);
    if (!entry) throw new BrokenArchiveError(`it has no ${name}`);
    const hash = crypto.createHash('sha256');
    const chunk = Buffer.alloc(1 << 20);
    for (let done = 0; done < entry.size; ) {
      const { bytesRead } = await this.handle.read(chunk, 0, Math.min(chunk.length, entry.size - done), entry.offset + done);
      hash.update(chunk.subarray(0, bytesRead));
      done += bytesRead;
    }
    return hash.digest('hex');
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
