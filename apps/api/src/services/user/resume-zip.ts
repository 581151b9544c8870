/**
 * Reads the entries of a zip (a DOCX) one at a time, counting every byte they inflate to: past the cap
 * it stops inflating and refuses the file, so a small archive cannot expand into gigabytes in memory.
 * Only what a DOCX needs: stored and deflated entries, no zip64, no encryption.
 */
import { inflateRawSync } from 'node:zlib';
import { ResumeRefused } from './resume-limits.ts';

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export interface CappedZip {
  exists(name: string): boolean;
  /** The entry's bytes; throws `ResumeRefused('too-large')` once the entries read so far pass the cap. */
  read(name: string): Uint8Array;
  /** Bytes inflated so far. */
  readonly inflated: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

const unreadable = (why: string) => new ResumeRefused('unreadable', `This DOCX file is damaged: ${why}`);

export function openCappedZip(
  bytes: Uint8Array,
  limits: { maxInflatedBytes: number; maxZipEntries: number },
): CappedZip {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-directory record is the last 22 bytes, or further in when the archive has a comment.
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end === -1) throw unreadable('it is not a complete zip archive');
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  const directoryOffset = data.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw unreadable('zip64 archives are not read');
  if (count > limits.maxZipEntries) {
    throw new ResumeRefused('too-large', `This DOCX file holds ${count} parts; a resume needs far fewer`);
  }
  if (directoryOffset + directorySize > end) throw unreadable('its directory lies outside the file');

  const entries = new Map<string, Entry>();
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || data.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw unreadable('its directory is broken');
    const flags = data.readUInt16LE(at + 8);
    const nameLength = data.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (next > end) throw unreadable('its directory is broken');
    const name = data.toString(flags & 0x0800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    if (flags & 0x0001) throw unreadable('it is encrypted');
    entries.set(name, {
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
    });
    at = next;
  }

  let inflated = 0;
  const tooLarge = () =>
    new ResumeRefused(
      'too-large',
      `This DOCX file expands to more than ${limits.maxInflatedBytes / 1024 / 1024} MB when opened, which no resume needs. Please save it again without large embedded files, or upload a PDF`,
    );

  return {
    exists: (name) => entries.has(name),
    get inflated() {
      return inflated;
    },
    read(name) {
      const entry = entries.get(name);
      if (!entry) throw unreadable(`${name} is missing`);
      const local = entry.localOffset;
      if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_HEADER) {
        throw unreadable(`${name} cannot be found`);
      }
      const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
      const stop = start + entry.compressedSize;
      if (stop > data.length) throw unreadable(`${name} is cut short`);
      const remaining = limits.maxInflatedBytes - inflated;
      // The declared size may lie; it only lets an honest large file be refused before inflating.
      if (entry.size > remaining) throw tooLarge();
      let out: Buffer;
      if (entry.method === 0) {
        out = data.subarray(start, stop);
      } else if (entry.method === 8) {
        try {
          // zlib stops once the output would pass maxOutputLength, so memory stays within the cap.
          out = inflateRawSync(data.subarray(start, stop), { maxOutputLength: Math.max(1, remaining) });
        } catch (error) {
          if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
          throw unreadable(`${name} cannot be decompressed`);
        }
      } else {
        throw unreadable(`${name} uses compression method ${entry.method}`);
      }
      if (out.length > remaining) throw tooLarge();
      inflated += out.length;
      return out;
    },
  };
}
