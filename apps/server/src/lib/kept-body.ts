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
  private readonly variants = new Map<string, KeptBody>();

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

  /**
   * Another answer made from this one's text (a meal's details with the viewer's like put in),
   * kept beside it for as long as this one is kept: `make` runs once per name.
   */
  variant(name: string, make: (text: string) => string): KeptBody {
    let body = this.variants.get(name);
    if (!body) {
      body = new KeptBody(make(this.text));
      this.variants.set(name, body);
    }
    return body;
  }
}
