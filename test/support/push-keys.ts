import webpush from 'web-push';

let keys: { publicKey: string; privateKey: string } | undefined;

/** The VAPID variables production requires, one pair per test process (tests need no fixed pair). */
export function productionPushKeys(): Record<string, string> {
  keys ??= webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:push-test@example.test' };
}
