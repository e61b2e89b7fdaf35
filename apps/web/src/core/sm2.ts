import { sm2 } from 'sm-crypto-v2';
import { authApi } from './auth-api';

/** SM2 C1C3C2 lower-case hex without the 04 marker (WIRE-CONTRACT §4). */
export function sm2Encrypt(plain: string, publicKey: string): string {
  return sm2.doEncrypt(plain, publicKey, 1);
}

let publicKeyPromise: Promise<string> | null = null;

/** The deployment's SM2 public key, from loginConfig (fetched once per page). */
export function serverPublicKey(): Promise<string> {
  publicKeyPromise ??= authApi.loginConfig().then((c) => c.publicKey);
  publicKeyPromise.catch(() => {
    publicKeyPromise = null;
  });
  return publicKeyPromise;
}

/** Encrypts a password with the server's public key. */
export async function encryptWithServerKey(plain: string): Promise<string> {
  return sm2Encrypt(plain, await serverPublicKey());
}
