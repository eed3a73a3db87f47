/**
 * A ZIP whose entries are stored (not compressed): audio does not compress, and the seed's stems
 * and the tests' uploads need nothing more. Archives stay under 4 GiB (no ZIP64).
 */
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** The archive as parts to write or concatenate (a large one is never copied into one buffer). */
export function storedZipParts(entries: readonly ZipEntry[]): Uint8Array[] {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.bytes);
    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.bytes.length, 18);
    local.writeUInt32LE(entry.bytes.length, 22);
    local.writeUInt16LE(name.length, 26);
    name.copy(local, 30);
    const dir = Buffer.alloc(46 + name.length);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(entry.bytes.length, 20);
    dir.writeUInt32LE(entry.bytes.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    name.copy(dir, 46);
    parts.push(local, entry.bytes);
    central.push(dir);
    offset += local.length + entry.bytes.length;
  }
  const dirSize = central.reduce((n, d) => n + d.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(offset, 16);
  return [...parts, ...central, end];
}

export function storedZip(entries: readonly ZipEntry[]): Uint8Array {
  return Buffer.concat(storedZipParts(entries));
}
