/**
 * A zip archive written as it goes (stored, not compressed: audio does not shrink), for the recordings
 * download. Each entry's bytes are known before it is written, so no data descriptors; no zip64, so an
 * archive stays under 4 GB (the caller checks).
 */
import zlib from 'node:zlib';

export const ZIP_MAX_BYTES = 0xffffffff - 1024 * 1024;

export class ZipWriter {
  private offset = 0;
  private readonly central: Buffer[] = [];
  private count = 0;

  constructor(private readonly write: (chunk: Buffer) => void) {}

  add(name: string, data: Buffer, modified: Date): void {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const { time, date } = dosTime(modified);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(0, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(date, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(this.offset, 42);
    this.central.push(entry, nameBytes);
    this.count++;
    this.write(local);
    this.write(nameBytes);
    this.write(data);
    this.offset += local.length + nameBytes.length + data.length;
  }

  finish(): void {
    const directory = Buffer.concat(this.central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.count, 8);
    end.writeUInt16LE(this.count, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(this.offset, 16);
    this.write(directory);
    this.write(end);
  }
}

function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((Math.max(1980, d.getUTCFullYear()) - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}
