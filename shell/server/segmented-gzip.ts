import zlib from 'node:zlib';

/**
 * A text compressed once, in pieces, with holes between them that each
 * response fills with its own value (the CSP nonce of a kept page), so that
 * serving it costs no compression of the whole page. Each piece is deflated
 * on its own and ends on a byte boundary (a sync flush), so pieces and holes
 * concatenate into one valid deflate stream; the gzip trailer's CRC-32 and
 * length are computed per response over the pieces and the filler.
 */
export interface SegmentedGzip {
  /** The gzip body with `filler` in every hole. */
  fill(filler: string): Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final block: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Deflate's window: how far back a piece may refer. */
const WINDOW = 32 * 1024;

const deflatePiece = (data: Buffer, dictionary?: Buffer): Buffer =>
  zlib.deflateRawSync(data, {
    level: 6,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
    ...(dictionary && dictionary.length > 0 ? { dictionary } : {}),
  });

/**
 * `holeLength`: the byte length of every filler (a nonce's is fixed). Each
 * piece is compressed against what precedes it, as the browser's inflater
 * will have it, with the holes as zero bytes: the page never contains one, so
 * no back-reference can point into a hole, whose bytes differ per response.
 */
export function segmentedGzip(text: string, hole: string, holeLength: number): SegmentedGzip {
  const pieces = text.split(hole).map((piece) => Buffer.from(piece, 'utf8'));
  const zeros = Buffer.alloc(holeLength);
  let before = Buffer.alloc(0);
  const compressed = pieces.map((piece, i) => {
    if (i > 0) before = Buffer.concat([before, zeros]).subarray(-WINDOW);
    const deflated = deflatePiece(piece, before);
    before = Buffer.concat([before, piece]).subarray(-WINDOW);
    return deflated;
  });
  const rawLength = pieces.reduce((sum, piece) => sum + piece.length, 0);
  return {
    fill(filler) {
      const fillerBytes = Buffer.from(filler, 'utf8');
      if (fillerBytes.length !== holeLength) throw new Error(`el relleno debe medir ${holeLength} bytes`);
      const fillerCompressed = deflatePiece(fillerBytes);
      const parts: Buffer[] = [GZIP_HEADER];
      let crc = 0;
      pieces.forEach((piece, i) => {
        if (i > 0) {
          parts.push(fillerCompressed);
          if (fillerBytes.length > 0) crc = zlib.crc32(fillerBytes, crc);
        }
        parts.push(compressed[i] as Buffer);
        // (zlib.crc32 of an empty buffer answers 0, not the running value.)
        if (piece.length > 0) crc = zlib.crc32(piece, crc);
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      // ISIZE: the uncompressed length modulo 2^32.
      trailer.writeUInt32LE((rawLength + fillerBytes.length * (pieces.length - 1)) % 2 ** 32, 4);
      parts.push(FINAL_BLOCK, trailer);
      return Buffer.concat(parts);
    },
  };
}
