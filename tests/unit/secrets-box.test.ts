import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setFunctionEnv } from '../helpers/function-env';

setFunctionEnv();
const { createSecretsBox, fileKeyProvider, isSealed, maskOfSealed, SecretBoxError } = await import('../../functions/lib/secrets-box');

const keyFile = () => join(mkdtempSync(join(tmpdir(), 'mm-box-')), 'secret-box.key');
const CONTEXT = 'settings.system.smtpPassword';

/** Flips one bit of the base64url part at `index` of a sealed value. */
function flip(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index]!, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe('secrets box', () => {
  it('seals a secret that opens again, with nothing of it in clear but the last four characters', async () => {
    const box = createSecretsBox(fileKeyProvider(keyFile()));
    const sealed = await box.seal('smtp-password-9876', CONTEXT);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('smtp-password');
    expect(maskOfSealed(sealed)).toBe('••••9876');
    expect(await box.open(sealed, CONTEXT)).toBe('smtp-password-9876');
  });

  it('masks a short secret without any of its characters', async () => {
    const box = createSecretsBox(fileKeyProvider(keyFile()));
    const sealed = await box.seal('abc123', CONTEXT);
    expect(maskOfSealed(sealed)).toBe('••••');
    expect(await box.open(sealed, CONTEXT)).toBe('abc123');
  });

  it('gives two seals of the same secret different ciphertexts', async () => {
    const box = createSecretsBox(fileKeyProvider(keyFile()));
    expect(await box.seal('same secret value', CONTEXT)).not.toBe(await box.seal('same secret value', CONTEXT));
  });

  it('refuses a tampered ciphertext, tag, nonce, wrapped key or hint', async () => {
    const box = createSecretsBox(fileKeyProvider(keyFile()));
    const sealed = await box.seal('tamper-evident-secret', CONTEXT);
    for (const part of [1, 2, 3, 4, 5]) {
      await expect(box.open(flip(sealed, part), CONTEXT), `part ${part}`).rejects.toBeInstanceOf(SecretBoxError);
    }
    await expect(box.open(sealed.replace(/\.[^.]+$/, ''), CONTEXT)).rejects.toBeInstanceOf(SecretBoxError);
  });

  it('refuses a ciphertext moved to another field', async () => {
    const box = createSecretsBox(fileKeyProvider(keyFile()));
    const sealed = await box.seal('stripe-secret-key-1234', 'integration.stripe.secret_key');
    await expect(box.open(sealed, CONTEXT)).rejects.toBeInstanceOf(SecretBoxError);
  });

  it('refuses to open with another key file', async () => {
    const sealed = await createSecretsBox(fileKeyProvider(keyFile())).seal('wrong-key-secret', CONTEXT);
    await expect(createSecretsBox(fileKeyProvider(keyFile())).open(sealed, CONTEXT)).rejects.toBeInstanceOf(SecretBoxError);
  });

  it('creates the key file on first use, owner-only, and a second box over it opens what the first sealed', async () => {
    const file = keyFile();
    const sealed = await createSecretsBox(fileKeyProvider(file)).seal('survives-a-restart', CONTEXT);
    expect(readFileSync(file)).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await createSecretsBox(fileKeyProvider(file)).open(sealed, CONTEXT)).toBe('survives-a-restart');
  });

  it('refuses a key file that does not hold 32 bytes', async () => {
    const file = keyFile();
    writeFileSync(file, 'too short');
    await expect(createSecretsBox(fileKeyProvider(file)).seal('x', CONTEXT)).rejects.toThrow(/exactly 32 bytes/);
  });

  it('asks the key provider for one data key per container and unwraps each stored key once', async () => {
    const inner = fileKeyProvider(keyFile());
    const calls = { newDataKey: 0, unwrap: 0 };
    const counting = {
      newDataKey: () => (calls.newDataKey++, inner.newDataKey()),
      unwrap: (w: Buffer) => (calls.unwrap++, inner.unwrap(w)),
    };
    const writer = createSecretsBox(counting);
    const sealed = await Promise.all(['one-secret', 'two-secret', 'three-secret'].map((s) => writer.seal(s, CONTEXT)));
    expect(calls.newDataKey).toBe(1);
    const reader = createSecretsBox(counting);
    expect(await Promise.all(sealed.map((s) => reader.open(s, CONTEXT)))).toEqual(['one-secret', 'two-secret', 'three-secret']);
    expect(calls.unwrap).toBe(1);
  });
});
