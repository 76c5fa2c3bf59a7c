/**
 * `npm run push:keys`: a VAPID key pair for Web Push (ADR 0021), printed as environment lines.
 * Generate once per deployment and keep them: devices subscribed with one public key stop
 * getting pushes when it changes.
 */
import webpush from 'web-push';

const { publicKey, privateKey } = webpush.generateVAPIDKeys();
process.stdout.write(
  [
    `VAPID_PUBLIC_KEY=${publicKey}`,
    `VAPID_PRIVATE_KEY=${privateKey}`,
    '# VAPID_SUBJECT=mailto:you@example.edu (default: PUBLIC_URL over https, else MAIL_FROM)',
    '',
  ].join('\n'),
);
