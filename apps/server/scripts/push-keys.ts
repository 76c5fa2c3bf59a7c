/**
 * `npm run push:keys`: a VAPID key pair for Web Push (ADR 0021), printed as environment lines.
 * Generate once per deployment and keep them: devices subscribed with one public key stop
 * getting pushes when it changes.
 */
import webpush from 'web-push';

const { publicKey, privateKey } = webpush.generateVAPIDKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
console.log('# VAPID_SUBJECT=mailto:you@example.edu (defaults to PUBLIC_URL)');
