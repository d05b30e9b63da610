import { compressAs, type CompressedEncoding } from './compression';
import { weakEtagOf } from './etag';

/**
 * A serialized JSON answer kept to be sent again: its text, its ETag, and its compressed bytes
 * per encoding, each made on the first ask that wants it. Sending it again costs no
 * serialization, no hash and no compression.
 */
export class KeptBody {
  readonly etag: string;
  readonly byteLength: number;
  private readonly bytes: Buffer;
  private readonly encoded = new Map<CompressedEncoding, Buffer>();

  constructor(readonly text: string) {
    this.bytes = Buffer.from(text);
    this.byteLength = this.bytes.length;
    this.etag = weakEtagOf(this.bytes);
  }

  encodedAs(encoding: CompressedEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compressAs(encoding, this.bytes);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}
