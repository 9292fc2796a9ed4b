import { inflateRawSync } from 'node:zlib';
import { IMPORT_MAX_UNPACKED_BYTES, IMPORT_MAX_UNPACKED_ENTRY_BYTES } from '../../../schemas/catalog-import-limits.ts';
import { ApiError } from '../../http/api-error.ts';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
/** A ZIP64 archive marks its sizes and offsets with all ones; a catalogue of at most 10 MB never needs one. */
const ZIP64_MARK = 0xffffffff;

type Entry = { method: number; compressedSize: number; declaredSize: number; localHeaderOffset: number };

const unreadable = () => new ApiError('importFileUnreadable');
const tooLarge = () => new ApiError('importUnpackedTooLarge');

/**
 * The named parts of a zip held in memory, found through its central directory (so the order of the parts
 * in the archive does not matter) and unpacked only when asked for, each within the per-part cap and all
 * together within the total: nothing is written to disk, and a part that unpacks past its cap is refused
 * as soon as the cap is reached.
 */
export class ZipEntries {
  readonly #bytes: Buffer;
  readonly #entries = new Map<string, Entry>();
  #unpacked = 0;

  constructor(bytes: Uint8Array) {
    this.#bytes = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const data = this.#bytes;
    let end = -1;
    for (let offset = data.length - 22; offset >= Math.max(0, data.length - 22 - 0xffff); offset--) {
      if (data.readUInt32LE(offset) === END_OF_DIRECTORY) {
        end = offset;
        break;
      }
    }
    if (end < 0) throw unreadable();
    const count = data.readUInt16LE(end + 10);
    let offset = data.readUInt32LE(end + 16);
    for (let index = 0; index < count; index++) {
      if (offset + 46 > data.length || data.readUInt32LE(offset) !== DIRECTORY_ENTRY) throw unreadable();
      const flags = data.readUInt16LE(offset + 8);
      const nameLength = data.readUInt16LE(offset + 28);
      const skipped = nameLength + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
      const entry: Entry = {
        method: data.readUInt16LE(offset + 10),
        compressedSize: data.readUInt32LE(offset + 20),
        declaredSize: data.readUInt32LE(offset + 24),
        localHeaderOffset: data.readUInt32LE(offset + 42),
      };
      const name = data.toString('utf8', offset + 46, offset + 46 + nameLength);
      if (flags & ENCRYPTED_FLAG || [entry.compressedSize, entry.declaredSize, entry.localHeaderOffset].includes(ZIP64_MARK)) throw unreadable();
      if (!this.#entries.has(name)) this.#entries.set(name, entry);
      offset += 46 + skipped;
    }
  }

  has(name: string): boolean {
    return this.#entries.has(name);
  }

  /** The part's bytes unpacked; null when the archive has no such part. */
  read(name: string): Buffer | null {
    const entry = this.#entries.get(name);
    if (!entry) return null;
    const cap = Math.min(IMPORT_MAX_UNPACKED_ENTRY_BYTES, IMPORT_MAX_UNPACKED_BYTES - this.#unpacked);
    if (entry.declaredSize > cap) throw tooLarge();
    const data = this.#bytes;
    const header = entry.localHeaderOffset;
    if (header + 30 > data.length || data.readUInt32LE(header) !== LOCAL_HEADER) throw unreadable();
    const start = header + 30 + data.readUInt16LE(header + 26) + data.readUInt16LE(header + 28);
    if (start + entry.compressedSize > data.length) throw unreadable();
    const packed = data.subarray(start, start + entry.compressedSize);
    let unpacked: Buffer;
    if (entry.method === STORED) unpacked = packed;
    else if (entry.method !== DEFLATED) throw unreadable();
    else {
      try {
        // The declared size can lie: the cap bounds what inflating may produce, whatever the header says.
        unpacked = inflateRawSync(packed, { maxOutputLength: Math.max(1, cap) });
      } catch (error) {
        if (error instanceof RangeError) throw tooLarge();
        throw unreadable();
      }
    }
    if (unpacked.length > cap) throw tooLarge();
    this.#unpacked += unpacked.length;
    return unpacked;
  }
}
