import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { SecretKeyring } from "./secret-keys";

/**
 * Where a sealed value lives: its table, row and field. It is bound into the seal as associated data, so
 * a value copied to another row, student or field does not open there.
 */
export type SecretBinding = { table: string; rowKey: string | number; field: string };

/** A sealed value that cannot be opened: unknown key, wrong binding or altered. Never carries the value. */
export class SecretBoxError extends Error {
  constructor(reason: string) {
    super(`sealed secret not opened: ${reason}`);
    this.name = "SecretBoxError";
  }
}

const FORMAT = "s1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

function associatedData(binding: SecretBinding): Buffer {
  const parts = [FORMAT, binding.table, String(binding.rowKey), binding.field];
  // A NUL separates the parts, so none may hold one (the binding is code's, never a user's text).
  if (parts.some((part) => part.includes("\u0000"))) throw new Error("a secret binding holds a NUL");
  return Buffer.from(parts.join("\u0000"), "utf8");
}

/**
 * AES-256-GCM with a random 12-byte IV per value, the binding as associated data and the sealing key's id
 * in front: `s1:<key id>:<iv>:<tag>:<ciphertext>` (base64url).
 */
export function sealSecret(plain: string, binding: SecretBinding, keyring: SecretKeyring): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyring.sealing.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(binding));
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url"));
  return [FORMAT, keyring.sealing.id, ...parts].join(":");
}

/** Opens what `sealSecret` sealed with any key of the ring, for the same binding only. */
export function openSecret(sealed: string, binding: SecretBinding, keyring: SecretKeyring): string {
  const [format, keyId, iv, tag, ciphertext, ...rest] = sealed.split(":");
  if (format !== FORMAT || !keyId || iv === undefined || !tag || ciphertext === undefined || rest.length)
    throw new SecretBoxError("not a sealed value");
  const key = keyring.keys.get(keyId);
  if (!key) throw new SecretBoxError(`key ${keyId} is not configured`);
  const ivBytes = Buffer.from(iv, "base64url");
  const tagBytes = Buffer.from(tag, "base64url");
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretBoxError("malformed");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(associatedData(binding));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretBoxError("altered, or sealed for another row or field");
  }
}

/** The id of the key a value was sealed with (to find what a rotation still has to re-seal). */
export function sealedKeyId(sealed: string): string | undefined {
  const [format, keyId] = sealed.split(":");
  return format === FORMAT ? keyId : undefined;
}
