/**
 * Secrets encrypted at rest (SMTP password, integration and gateway credentials): AES-256-GCM with
 * a data key, envelope style. The data key is wrapped by a KMS key in AWS and by a 32-byte key file
 * under DATA_DIR locally; the wrapped key is stored with each ciphertext, so either side can open
 * what it sealed without a shared table of keys. A container asks for one data key to seal with and
 * unwraps each stored one once, then caches the plaintext key in memory.
 *
 * Sealed form: `box1.<hint>.<wrapped key>.<iv>.<ciphertext>.<tag>` (base64url parts). The hint is the
 * last four characters a masked read shows (empty for a short secret), kept in clear so a read needs
 * no key; it and the caller's context (which field this is) are authenticated, so a ciphertext
 * copied to another field, or a changed hint, is refused.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { maskSecret, SECRET_MASK } from '../../shared/api/settings';
import { env } from './env';
import { lazyClient, SDK_REQUEST_HANDLER } from './sdk-client';

const PREFIX = 'box1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** KMS binds every data key to this context: a key wrapped for another purpose will not unwrap here. */
const KMS_CONTEXT = { purpose: 'marketplace-secrets-box' };

/** Where data keys come from and how a stored (wrapped) one is opened again. */
export interface KeyProvider {
  newDataKey(): Promise<{ plaintext: Buffer; wrapped: Buffer }>;
  unwrap(wrapped: Buffer): Promise<Buffer>;
}

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

const b64 = (b: Buffer | Uint8Array) => Buffer.from(b).toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url');

function gcmSeal(key: Buffer, plaintext: Buffer, aad: Buffer): { iv: Buffer; ciphertext: Buffer; tag: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, ciphertext, tag: cipher.getAuthTag() };
}

function gcmOpen(key: Buffer, iv: Buffer, ciphertext: Buffer, tag: Buffer, aad: Buffer): Buffer {
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError('Sealed secret is malformed');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    // GCM refuses a changed byte or another key alike; which one it was is nobody's business.
    throw new SecretBoxError('Sealed secret failed authentication');
  }
}

/** The context of the stored SMTP password: sealed by the system settings save, opened by the mailer. */
export const SMTP_PASSWORD_CONTEXT = 'settings.system.smtpPassword';

/** True for a value `seal` produced (a clear value stored before encryption existed is not). */
export const isSealed = (value: string): boolean => value.startsWith(`${PREFIX}.`);

/** The mask a read shows for a sealed secret, from its hint alone: no key needed. */
export function maskOfSealed(sealed: string): string {
  if (!isSealed(sealed)) return maskSecret(sealed);
  const hint = sealed.split('.')[1] ?? '';
  return `${SECRET_MASK}${unb64(hint).toString('utf8')}`;
}

export interface SecretsBox {
  /** Encrypts `plaintext` for the field named by `context` (e.g. `settings.system.smtpPassword`). */
  seal(plaintext: string, context: string): Promise<string>;
  /** Decrypts what `seal` gave for the same context; throws `SecretBoxError` on any mismatch. */
  open(sealed: string, context: string): Promise<string>;
}

export function createSecretsBox(provider: KeyProvider): SecretsBox {
  let sealingKey: Promise<{ plaintext: Buffer; wrapped: Buffer }> | undefined;
  const unwrapped = new Map<string, Promise<Buffer>>();

  const aadOf = (context: string, hint: string) => Buffer.from(`${PREFIX}\n${context}\n${hint}`, 'utf8');

  return {
    async seal(plaintext, context) {
      sealingKey ??= provider.newDataKey().catch((error: unknown) => {
        sealingKey = undefined;
        throw error;
      });
      const key = await sealingKey;
      const hint = b64(Buffer.from(maskSecret(plaintext).slice(SECRET_MASK.length), 'utf8'));
      const { iv, ciphertext, tag } = gcmSeal(key.plaintext, Buffer.from(plaintext, 'utf8'), aadOf(context, hint));
      return [PREFIX, hint, b64(key.wrapped), b64(iv), b64(ciphertext), b64(tag)].join('.');
    },

    async open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 6 || parts[0] !== PREFIX) throw new SecretBoxError('Not a sealed secret');
      const [, hint, wrapped, iv, ciphertext, tag] = parts as [string, string, string, string, string, string];
      let key = unwrapped.get(wrapped);
      if (!key) {
        key = provider.unwrap(unb64(wrapped)).catch((error: unknown) => {
          unwrapped.delete(wrapped);
          throw error;
        });
        unwrapped.set(wrapped, key);
      }
      return gcmOpen(await key, unb64(iv), unb64(ciphertext), unb64(tag), aadOf(context, hint)).toString('utf8');
    },
  };
}

/**
 * The local stand-in for KMS: a 32-byte key file (mode 0600) that wraps data keys with AES-GCM.
 * Created on first use; when two processes race to create it, the loser reads the winner's.
 */
export function fileKeyProvider(keyFile: string): KeyProvider {
  let master: Promise<Buffer> | undefined;
  const load = async (): Promise<Buffer> => {
    try {
      await writeFile(keyFile, randomBytes(KEY_BYTES), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const key = await readFile(keyFile);
    if (key.length !== KEY_BYTES) throw new SecretBoxError(`${keyFile} must hold exactly ${KEY_BYTES} bytes`);
    return key;
  };
  const masterKey = () =>
    (master ??= load().catch((error: unknown) => {
      master = undefined;
      throw error;
    }));
  const aad = Buffer.from('box1-data-key', 'utf8');
  return {
    async newDataKey() {
      const plaintext = randomBytes(KEY_BYTES);
      const { iv, ciphertext, tag } = gcmSeal(await masterKey(), plaintext, aad);
      return { plaintext, wrapped: Buffer.concat([iv, tag, ciphertext]) };
    },
    async unwrap(wrapped) {
      const iv = wrapped.subarray(0, IV_BYTES);
      const tag = wrapped.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
      return gcmOpen(await masterKey(), iv, wrapped.subarray(IV_BYTES + TAG_BYTES), tag, aad);
    },
  };
}

const kms = lazyClient(
  () => import('./kms-sdk'),
  (sdk) => new sdk.KMSClient({ requestHandler: SDK_REQUEST_HANDLER }),
);

/** KMS in AWS: GenerateDataKey to seal, Decrypt to unwrap, with the SDK's client (loaded on the first call). */
export function kmsKeyProvider(keyId: string): KeyProvider {
  return {
    async newDataKey() {
      const { sdk, client } = await kms();
      const out = await client.send(new sdk.GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: KMS_CONTEXT }));
      if (!out.Plaintext || !out.CiphertextBlob) throw new SecretBoxError('KMS returned no data key');
      return { plaintext: Buffer.from(out.Plaintext), wrapped: Buffer.from(out.CiphertextBlob) };
    },
    async unwrap(wrapped) {
      const { sdk, client } = await kms();
      const out = await client.send(new sdk.DecryptCommand({ KeyId: keyId, CiphertextBlob: wrapped, EncryptionContext: KMS_CONTEXT }));
      if (!out.Plaintext) throw new SecretBoxError('KMS returned no plaintext');
      return Buffer.from(out.Plaintext);
    },
  };
}

let box: SecretsBox | undefined;

/** The container's box: the key file locally (`SECRET_BOX_KEY_FILE`), KMS in AWS (`SECRET_BOX_KMS_KEY_ID`). */
export function secretsBox(): SecretsBox {
  if (box) return box;
  if (env.SECRET_BOX_KEY_FILE) box = createSecretsBox(fileKeyProvider(env.SECRET_BOX_KEY_FILE));
  else if (env.SECRET_BOX_KMS_KEY_ID) box = createSecretsBox(kmsKeyProvider(env.SECRET_BOX_KMS_KEY_ID));
  else throw new Error('Set SECRET_BOX_KEY_FILE (local) or SECRET_BOX_KMS_KEY_ID (AWS) to store secrets');
  return box;
}
