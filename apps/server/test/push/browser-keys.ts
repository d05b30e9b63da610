import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** HKDF (RFC 5869) with SHA-256, for one block of output at most. */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm);
  return hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
}

/**
 * What a browser holds for one push subscription: a P-256 key pair and a 16-byte auth secret,
 * made with node's crypto, and the decryption a browser does (RFC 8291 over RFC 8188 aes128gcm),
 * written here from the RFCs rather than taken from the library under test.
 */
export function makeBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const sharedSecret = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = hkdf(authSecret, sharedSecret, keyInfo, 32);
      const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
      const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, -16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2, then any zero padding.
      const end = padded.lastIndexOf(2);
      if (end < 0) throw new Error('no record delimiter in the decrypted push');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** Checks a `vapid t=…, k=…` header: signed (ES256) by `publicKey`, for `audience`. */
export function verifiedVapidClaims(header: string, publicKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([^,\s]+)$/.exec(header);
  if (!match?.[1] || match[2] !== publicKey) throw new Error(`not our VAPID header: ${header}`);
  const [head = '', claims = '', signature = ''] = match[1].split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID token is not signed with the public key');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
}
