import { sm2 } from 'sm-crypto-v2';

/** SM2 (C1C3C2) as the login form sends passwords (WIRE-CONTRACT §4). */
export function encryptPassword(plain: string, publicKey: string): string {
  return sm2.doEncrypt(plain, publicKey, 1);
}
