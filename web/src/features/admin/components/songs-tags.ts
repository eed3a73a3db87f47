import { GENRES } from '../../../../../shared/constants';

type Genre = (typeof GENRES)[number];

export interface SongTags {
  title?: string;
  artist?: string;
  genre?: string;
}

/** ID3v1's genre list, the part that maps onto the catalogue's genres (TCON may say "(17)"). */
const ID3V1_GENRES: Record<number, string> = {
  7: 'Hip Hop',
  8: 'Jazz',
  13: 'Pop',
  17: 'Rock',
  26: 'Ambient',
  32: 'Classical',
  52: 'Electronic',
  80: 'Folk',
};

const syncsafe = (b: Uint8Array, at: number) =>
  ((b[at]! & 0x7f) << 21) | ((b[at + 1]! & 0x7f) << 14) | ((b[at + 2]! & 0x7f) << 7) | (b[at + 3]! & 0x7f);
const uint32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

function decodeText(bytes: Uint8Array): string {
  const [encoding] = bytes;
  const body = bytes.subarray(1);
  const label = encoding === 0 ? 'latin1' : encoding === 1 ? 'utf-16' : encoding === 2 ? 'utf-16be' : 'utf-8';
  // UTF-16 with a BOM: TextDecoder('utf-16') reads the BOM and drops it.
  return new TextDecoder(label).decode(body).replace(/\0+$/g, '').split('\0')[0]!.trim();
}

/** Reads TIT2, TPE1 and TCON of an ID3v2.3/2.4 tag at the start of an MP3 (unsynchronised tags are skipped). */
export function readId3v2(bytes: Uint8Array): SongTags {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return {};
  const version = bytes[3]!;
  if (version < 3 || version > 4 || (bytes[5]! & 0x80) !== 0) return {};
  const end = Math.min(bytes.length, 10 + syncsafe(bytes, 6));
  let at = 10;
  if ((bytes[5]! & 0x40) !== 0) at += version === 4 ? syncsafe(bytes, at) : uint32(bytes, at) + 4;
  const tags: SongTags = {};
  while (at + 10 <= end) {
    const id = String.fromCharCode(...bytes.subarray(at, at + 4));
    if (!/^[A-Z0-9]{4}$/.test(id)) break;
    const size = version === 4 ? syncsafe(bytes, at + 4) : uint32(bytes, at + 4);
    const frame = bytes.subarray(at + 10, Math.min(end, at + 10 + size));
    if (id === 'TIT2') tags.title = decodeText(frame);
    else if (id === 'TPE1') tags.artist = decodeText(frame);
    else if (id === 'TCON') tags.genre = decodeText(frame);
    at += 10 + size;
  }
  return tags;
}

/** ID3v1: the last 128 bytes, "TAG" then title, artist (30 bytes each, Latin-1) … genre byte. */
export function readId3v1(bytes: Uint8Array): SongTags {
  if (bytes.length < 128) return {};
  const tag = bytes.subarray(bytes.length - 128);
  if (tag[0] !== 0x54 || tag[1] !== 0x41 || tag[2] !== 0x47) return {};
  const text = (from: number) =>
    new TextDecoder('latin1')
      .decode(tag.subarray(from, from + 30))
      .replace(/\0.*$/s, '')
      .trim();
  return { title: text(3) || undefined, artist: text(33) || undefined, genre: ID3V1_GENRES[tag[127]!] };
}

/** The catalogue genre a tag names ("(17)", "Rock", "hip-hop"), if any. */
export function genreOf(tag: string | undefined): Genre | undefined {
  if (!tag) return undefined;
  const numbered = /^\((\d+)\)/.exec(tag);
  const name = (numbered ? ID3V1_GENRES[Number(numbered[1])] : tag) ?? '';
  const plain = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  return GENRES.find((g) => plain(g) === plain(name));
}

/** "Artist - Title.mp3" → both; otherwise the name without extension is the title. */
export function tagsFromName(fileName: string): SongTags {
  const base = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/_/g, ' ')
    .trim();
  const dash = base.split(' - ');
  return dash.length >= 2 ? { artist: dash[0]!.trim(), title: dash.slice(1).join(' - ').trim() } : { title: base };
}

/** Title, artist and genre of an audio file, read in the browser: ID3v2, then ID3v1, then the file name. */
export async function readTags(file: File): Promise<SongTags> {
  const head = new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer());
  const tail = file.size > 128 ? new Uint8Array(await file.slice(file.size - 128).arrayBuffer()) : new Uint8Array();
  const v2 = readId3v2(head);
  const v1 = readId3v1(tail);
  const name = tagsFromName(file.name);
  return { title: v2.title || v1.title || name.title, artist: v2.artist || v1.artist || name.artist, genre: v2.genre || v1.genre };
}
