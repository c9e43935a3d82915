// A software authenticator for the API tests: it makes passkeys (P-256, "none" attestation) and
// signs assertions as a platform authenticator with user verification does, so the server's
// @simplewebauthn verification runs on real WebAuthn bytes. It can also misbehave on purpose:
// sign without user verification, for another origin, or with a counter that goes back.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  counter: number;
  userHandle: string;
}

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
  allowCredentials?: { id: string }[];
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64u = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(
    private readonly origin: string,
    private readonly rpId = 'localhost',
  ) {}

  private authData(counter: number, flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(this.rpId),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  /** navigator.credentials.create: a new passkey for the options' user. */
  create(options: Options, tamper: { origin?: string; userVerified?: boolean } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]);
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      idLength,
      id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    // UP (0x01), UV (0x04), BE (0x08), BS (0x10), AT (0x40): a synced platform passkey.
    const flags = 0x01 | (tamper.userVerified === false ? 0 : 0x04) | 0x08 | 0x10 | 0x40;
    const authData = this.authData(0, flags, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: tamper.origin ?? this.origin,
      crossOrigin: false,
    });
    this.credentials.push({ id, privateKey, counter: 0, userHandle: options.user?.id ?? '' });
    return {
      id: b64u(id),
      rawId: b64u(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(Buffer.from(clientData)),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /** navigator.credentials.get: an assertion by an allowed passkey (or the newest one, discoverable). */
  get(
    options: Options,
    tamper: { origin?: string; userVerified?: boolean; counter?: number; challenge?: string } = {},
  ) {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential = [...this.credentials]
      .reverse()
      .find((c) => !allowed?.length || allowed.includes(b64u(c.id)));
    if (!credential) throw new Error('no passkey of this authenticator is allowed');
    credential.counter = tamper.counter ?? credential.counter + 1;
    const authData = this.authData(
      credential.counter,
      0x01 | (tamper.userVerified === false ? 0 : 0x04) | 0x08 | 0x10,
    );
    const clientData = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: tamper.challenge ?? options.challenge,
        origin: tamper.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      credential.privateKey,
    );
    return {
      id: b64u(credential.id),
      rawId: b64u(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(clientData),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }
}
