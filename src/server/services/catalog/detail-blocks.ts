import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { constants, zstdCompressSync, zstdDecompressSync } from 'node:zlib';
import { type Locale, locales } from '../../../schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { categoryPathOf, detailOf, eachProductRowsChunk } from './details.ts';
import { readCategories } from './snapshot.ts';

/*
 * How the store of every product's details (detail-store.ts) is made and read. A language's details are
 * compressed a few products at a time (a block), with a dictionary of sample details: their keys and
 * common phrases are most of what compresses. Making it again after a content change makes only the
 * products whose rows changed; the others' details are taken from the previous store, a block as it was
 * where none of its products changed or moved.
 */

export type Stored = {
  /** Product id → its position: its details are record `position % PER_BLOCK` of block `position / PER_BLOCK`. */
  positions: Map<number, number>;
  /** Per locale: the blocks one after the other, and where each starts (one more entry marks the end). */
  blocks: Record<Locale, { bytes: Buffer; offsets: Uint32Array }>;
  /** Per position, the digest of what its details were made from. */
  digests: Buffer;
  /** None while the catalogue was empty. */
  dictionary: Buffer | undefined;
};

/** A store sent to or from a child process: its buffers may arrive as plain byte arrays. */
export function receivedStored(sent: Stored): Stored {
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    positions: sent.positions,
    blocks: Object.fromEntries(
      locales.map((locale) => [locale, { bytes: buffer(sent.blocks[locale].bytes), offsets: sent.blocks[locale].offsets }]),
    ) as Stored['blocks'],
    digests: buffer(sent.digests),
    dictionary: sent.dictionary && buffer(sent.dictionary),
  };
}

const DIGEST_BYTES = 20;
/*
 * Measured on 50,000 seeded products: blocks of 4 details with 8 KB of sample details at level 3 take
 * 345 bytes a detail (1,370 alone without a dictionary), 30 µs a detail to compress and 29 µs a block to
 * decompress; blocks of 8 save 50 bytes more but take 45 µs to decompress, and a detail compressed alone
 * 80 µs, as the dictionary is loaded anew for each call.
 */
const PER_BLOCK = 4;
const DICTIONARY_BYTES = 8 * 1024;
const COMPRESSION_LEVEL = 3;
const ROWS_PER_CHUNK = 1_000;
/** Products made between two turns of the event loop: making one takes about half a millisecond, and requests wait meanwhile. */
const MADE_PER_TURN = 50;
/*
 * What zlib's one-call functions allocate for their output at a time (zstd's default is 128 KB, which
 * for a block of a few kilobytes makes mostly garbage): about a compressed block, and a whole block.
 */
const COMPRESSED_CHUNK_BYTES = 2 * 1024;
const BLOCK_CHUNK_BYTES = 16 * 1024;
/** JSON.stringify never writes a raw newline, so it can end each detail in a block. */
const NEWLINE = 0x0a;

/** The store made from the database as it is now, reusing what `previous` made of unchanged products. */
export async function makeStored(db: Db, previous: Stored | undefined): Promise<{ stored: Stored; made: number }> {
  const categories = await readCategories(db);
  const positions = new Map<number, number>();
  const digests: Buffer[] = [];
  const writers = Object.fromEntries(locales.map((locale) => [locale, blockWriter(locale, previous)])) as Record<Locale, ReturnType<typeof blockWriter>>;
  let made = 0;
  let dictionary = previous?.dictionary;
  for await (const chunk of eachProductRowsChunk(db, ROWS_PER_CHUNK)) {
    dictionary ??= sampleDictionary(
      [chunk[0]!, chunk[Math.floor(chunk.length / 2)]!].flatMap((rows) => locales.map((locale) => JSON.stringify(detailOf(rows, categories, locale)))),
    );
    for (const rows of chunk) {
      const { id, categoryId } = rows.product;
      const digest = createHash('sha1')
        .update(JSON.stringify([rows, categoryPathOf(categories, categoryId).map((pathId) => categories.get(pathId))]))
        .digest();
      const before = previous?.positions.get(id);
      const unchanged = before !== undefined && previous!.digests.subarray(before * DIGEST_BYTES, (before + 1) * DIGEST_BYTES).equals(digest);
      if (!unchanged && ++made % MADE_PER_TURN === 0) await setImmediate();
      positions.set(id, positions.size);
      digests.push(digest);
      for (const locale of locales) writers[locale].add(unchanged ? before : null, () => JSON.stringify(detailOf(rows, categories, locale)), dictionary);
    }
  }
  const stored: Stored = {
    positions,
    blocks: Object.fromEntries(locales.map((locale) => [locale, writers[locale].finish(dictionary)])) as Stored['blocks'],
    digests: Buffer.concat(digests),
    dictionary,
  };
  return { stored, made };
}

/**
 * One language's details compressed PER_BLOCK at a time into one buffer (100,000 small ones would each
 * cost an allocation). A detail unchanged since `previous` comes with its position there: a block of
 * such details, in the same block there, is copied as it was, and other unchanged ones are read from it
 * rather than made again.
 */
function blockWriter(locale: Locale, previous: Stored | undefined) {
  const previousText = previous && textReader(previous);
  const parts: Buffer[] = [];
  const lengths: number[] = [];
  let pending: { before: number | null; make: () => string }[] = [];
  const previousBlockOf = () => {
    const first = pending[0]!.before;
    if (!previous || first === null || first % PER_BLOCK !== 0) return undefined;
    const inBlock = Math.min(PER_BLOCK, previous.positions.size - first);
    if (pending.length !== inBlock || pending.some((record, index) => record.before !== first + index)) return undefined;
    const { bytes, offsets } = previous.blocks[locale];
    const block = first / PER_BLOCK;
    return bytes.subarray(offsets[block], offsets[block + 1]);
  };
  const compressed = (dictionary: Buffer | undefined) => {
    const texts = pending.map(({ before, make }) => (before === null ? make() : previousText!(locale, before)));
    const options = {
      ...(dictionary && { dictionary }),
      chunkSize: COMPRESSED_CHUNK_BYTES,
      params: { [constants.ZSTD_c_compressionLevel]: COMPRESSION_LEVEL },
    };
    return zstdCompressSync(texts.join('\n'), options);
  };
  const flush = (dictionary: Buffer | undefined) => {
    if (pending.length === 0) return;
    const block = previousBlockOf() ?? compressed(dictionary);
    parts.push(block);
    lengths.push(block.length);
    pending = [];
  };
  return {
    add(before: number | null, make: () => string, dictionary: Buffer | undefined) {
      pending.push({ before, make });
      if (pending.length === PER_BLOCK) flush(dictionary);
    },
    finish(dictionary: Buffer | undefined): { bytes: Buffer; offsets: Uint32Array } {
      flush(dictionary);
      const offsets = new Uint32Array(lengths.length + 1);
      lengths.forEach((length, index) => {
        offsets[index + 1] = offsets[index]! + length;
      });
      return { bytes: Buffer.concat(parts), offsets };
    },
  };
}

/** A stored detail's JSON by locale and position; the last block decompressed is kept, as details are often read in order. */
export function textReader(stored: Stored): (locale: Locale, position: number) => string {
  let last: { locale: Locale; block: number; text: Buffer } | null = null;
  return (locale, position) => {
    const block = Math.floor(position / PER_BLOCK);
    if (last?.locale !== locale || last.block !== block) {
      const { bytes, offsets } = stored.blocks[locale];
      const compressed = bytes.subarray(offsets[block], offsets[block + 1]);
      last = {
        locale,
        block,
        text: zstdDecompressSync(compressed, { ...(stored.dictionary && { dictionary: stored.dictionary }), chunkSize: BLOCK_CHUNK_BYTES }),
      };
    }
    let start = 0;
    for (let record = position % PER_BLOCK; record > 0; record--) start = last.text.indexOf(NEWLINE, start) + 1;
    const end = last.text.indexOf(NEWLINE, start);
    return last.text.toString('utf8', start, end === -1 ? last.text.length : end);
  };
}

/** Some products' details in every language, their ends up to the dictionary's size (zstd makes most of what comes last). */
const sampleDictionary = (details: string[]): Buffer => Buffer.from(details.join('')).subarray(-DICTIONARY_BYTES);
