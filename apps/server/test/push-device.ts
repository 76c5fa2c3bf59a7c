import { createECDH, randomBytes } from 'node:crypto';

/** A browser's side of a push subscription: its P-256 key pair and auth secret. */
export function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
  };
}
