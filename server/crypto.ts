/** Provider tokens are stored encrypted at rest (AES-256-GCM). */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSealer(keyBase64: string): Sealer {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== 32) throw new Error('TOKEN_ENCRYPTION_KEY must be 32 bytes, base64-encoded');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
      if (!iv || !tag || !data) throw new Error('Malformed sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

export const newKey = () => randomBytes(32).toString('base64');
