/**
 * What a recording really is (docs/product.md §14): its container, read from its first bytes (never trusting
 * the declared type alone), and how long it plays, read from the container's own timing, so the 5-minute
 * limit holds whatever the browser says. WebM (EBML: cluster and block timecodes, as MediaRecorder writes no
 * Duration), Ogg (the last page's granule position) and MP4 (mvhd, mehd, or the fragments' tfdt and trun, as
 * Safari writes fragmented MP4). Pure functions over a buffer.
 */
import type { AudioContainer } from '../../../shared/recordings.js';

/** The container a file's first bytes name, or null. */
export function sniffContainer(bytes: Buffer): AudioContainer | null {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'audio/webm';
  if (bytes.length >= 4 && bytes.toString('latin1', 0, 4) === 'OggS') return 'audio/ogg';
  if (bytes.length >= 8 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'audio/mp4';
  return null;
}

/** How long the audio plays, in milliseconds, or null when the file gives no timing it can be read by. */
export function audioDurationMs(container: AudioContainer, bytes: Buffer): number | null {
  try {
    switch (container) {
      case 'audio/webm':
        return webmDurationMs(bytes);
      case 'audio/ogg':
        return oggDurationMs(bytes);
      case 'audio/mp4':
        return mp4DurationMs(bytes);
    }
  } catch {
    return null;
  }
}

// ---------- WebM (Matroska's EBML) ----------
const EBML = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
};
/** Masters read into (the others are skipped by their size). */
const WEBM_MASTERS = new Set([EBML.segment, EBML.info, EBML.cluster, EBML.blockGroup]);

/** An EBML variable-length integer at `at`: its value (marker bit removed, or kept for ids) and length. */
function vint(
  bytes: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new Error('bad vint');
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) throw new Error('truncated vint');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = bytes[at + i]!;
    value = value * 256 + b;
    if (b !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUnsigned(bytes: Buffer, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[at + i]!;
  return value;
}

function webmDurationMs(bytes: Buffer): number | null {
  let scaleNs = 1_000_000;
  let declaredTicks: number | null = null;
  let clusterTicks = 0;
  let lastTicks: number | null = null;
  let at = 0;
  while (at < bytes.length) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const body = at + id.length + size.length;
    if (WEBM_MASTERS.has(id.value)) {
      at = body; // read into it (MediaRecorder leaves the Segment's and Clusters' sizes unknown)
      continue;
    }
    if (size.unknown) throw new Error('unknown size on a leaf');
    if (id.value === EBML.timecodeScale) scaleNs = readUnsigned(bytes, body, size.value);
    else if (id.value === EBML.duration && body + size.value <= bytes.length)
      declaredTicks = size.value === 4 ? bytes.readFloatBE(body) : bytes.readDoubleBE(body);
    else if (id.value === EBML.timecode) clusterTicks = readUnsigned(bytes, body, size.value);
    else if ((id.value === EBML.simpleBlock || id.value === EBML.block) && body + 4 <= bytes.length) {
      const track = vint(bytes, body, false);
      const relative = bytes.readInt16BE(body + track.length);
      lastTicks = Math.max(lastTicks ?? 0, clusterTicks + relative);
    }
    at = body + size.value;
  }
  const ticks = declaredTicks ?? lastTicks;
  if (ticks === null || !Number.isFinite(ticks) || ticks < 0) return null;
  // The last block's start, not its end: at most one frame (20 ms of Opus) short.
  return Math.round((ticks * scaleNs) / 1_000_000);
}

// ---------- Ogg ----------
function oggDurationMs(bytes: Buffer): number | null {
  // The first packet says the codec and its clock: Opus always runs at 48 kHz, Vorbis names its rate.
  let rate: number | null = null;
  let preSkip = 0;
  const head = bytes.indexOf('OpusHead', 0, 'latin1');
  if (head >= 0 && head < 200) {
    rate = 48_000;
    preSkip = bytes.readUInt16LE(head + 10);
  } else {
    const vorbis = bytes.indexOf('\u0001vorbis', 0, 'latin1');
    if (vorbis >= 0 && vorbis < 200) rate = bytes.readUInt32LE(vorbis + 12);
  }
  if (!rate) return null;
  // The last page's granule position: samples from the start.
  let last = bytes.lastIndexOf('OggS', bytes.length - 27, 'latin1');
  while (last >= 0) {
    const granule = bytes.readBigInt64LE(last + 6);
    if (granule >= 0n) return Math.round((Number(granule - BigInt(preSkip)) * 1000) / rate);
    last = bytes.lastIndexOf('OggS', last - 1, 'latin1');
  }
  return null;
}

// ---------- MP4 (ISO base media) ----------
interface Box {
  type: string;
  start: number;
  body: number;
  end: number;
}

function* boxes(bytes: Buffer, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < body - at) throw new Error('bad box');
    yield { type, start: at, body, end: Math.min(at + size, to) };
    at += size;
  }
}

function child(bytes: Buffer, parent: Box, type: string): Box | undefined {
  for (const box of boxes(bytes, parent.body, parent.end)) if (box.type === type) return box;
  return undefined;
}

/** A full box's timescale and duration (mvhd, mdhd): version 1 has 64-bit times. */
function timescaleAndDuration(bytes: Buffer, box: Box): { timescale: number; duration: number } {
  const version = bytes[box.body]!;
  if (version === 1) {
    return {
      timescale: bytes.readUInt32BE(box.body + 20),
      duration: Number(bytes.readBigUInt64BE(box.body + 24)),
    };
  }
  return { timescale: bytes.readUInt32BE(box.body + 12), duration: bytes.readUInt32BE(box.body + 16) };
}

function mp4DurationMs(bytes: Buffer): number | null {
  const top = { type: 'file', start: 0, body: 0, end: bytes.length };
  const moov = child(bytes, top, 'moov');
  if (!moov) return null;
  const mvhd = child(bytes, moov, 'mvhd');
  const movie = mvhd ? timescaleAndDuration(bytes, mvhd) : null;
  if (movie && movie.duration > 0 && movie.duration !== 0xffffffff && movie.timescale > 0) {
    return Math.round((movie.duration * 1000) / movie.timescale);
  }
  // Fragmented: each track's clock (mdhd) and default sample duration (trex), then the fragments.
  const clocks = new Map<number, { timescale: number; defaultDuration: number }>();
  for (const trak of boxes(bytes, moov.body, moov.end)) {
    if (trak.type !== 'trak') continue;
    const tkhd = child(bytes, trak, 'tkhd');
    const mdia = child(bytes, trak, 'mdia');
    const mdhd = mdia && child(bytes, mdia, 'mdhd');
    if (!tkhd || !mdhd) continue;
    const trackId = bytes.readUInt32BE(tkhd.body + (bytes[tkhd.body] === 1 ? 20 : 12));
    clocks.set(trackId, { timescale: timescaleAndDuration(bytes, mdhd).timescale, defaultDuration: 0 });
  }
  const mvex = child(bytes, moov, 'mvex');
  if (mvex) {
    for (const box of boxes(bytes, mvex.body, mvex.end)) {
      if (box.type === 'trex') {
        const clock = clocks.get(bytes.readUInt32BE(box.body + 4));
        if (clock) clock.defaultDuration = bytes.readUInt32BE(box.body + 12);
      }
    }
    const mehd = child(bytes, mvex, 'mehd');
    if (mehd && movie && movie.timescale > 0) {
      const duration =
        bytes[mehd.body] === 1
          ? Number(bytes.readBigUInt64BE(mehd.body + 4))
          : bytes.readUInt32BE(mehd.body + 4);
      if (duration > 0) return Math.round((duration * 1000) / movie.timescale);
    }
  }
  let endMs: number | null = null;
  for (const moof of boxes(bytes, 0, bytes.length)) {
    if (moof.type !== 'moof') continue;
    for (const traf of boxes(bytes, moof.body, moof.end)) {
      if (traf.type !== 'traf') continue;
      const tfhd = child(bytes, traf, 'tfhd');
      if (!tfhd) continue;
      const flags = bytes.readUIntBE(tfhd.body + 1, 3);
      const clock = clocks.get(bytes.readUInt32BE(tfhd.body + 4));
      if (!clock || clock.timescale <= 0) continue;
      let field = tfhd.body + 8;
      if (flags & 0x1) field += 8; // base data offset
      if (flags & 0x2) field += 4; // sample description index
      const defaultDuration = flags & 0x8 ? bytes.readUInt32BE(field) : clock.defaultDuration;
      const tfdt = child(bytes, traf, 'tfdt');
      let time = tfdt
        ? bytes[tfdt.body] === 1
          ? Number(bytes.readBigUInt64BE(tfdt.body + 4))
          : bytes.readUInt32BE(tfdt.body + 4)
        : 0;
      for (const trun of boxes(bytes, traf.body, traf.end)) {
        if (trun.type !== 'trun') continue;
        const trunFlags = bytes.readUIntBE(trun.body + 1, 3);
        const count = bytes.readUInt32BE(trun.body + 4);
        let at = trun.body + 8;
        if (trunFlags & 0x1) at += 4;
        if (trunFlags & 0x4) at += 4;
        const perSample =
          (trunFlags & 0x100 ? 4 : 0) +
          (trunFlags & 0x200 ? 4 : 0) +
          (trunFlags & 0x400 ? 4 : 0) +
          (trunFlags & 0x800 ? 4 : 0);
        for (let i = 0; i < count; i++) {
          time += trunFlags & 0x100 ? bytes.readUInt32BE(at) : defaultDuration;
          at += perSample;
        }
      }
      const ms = Math.round((time * 1000) / clock.timescale);
      endMs = Math.max(endMs ?? 0, ms);
    }
  }
  return endMs;
}
