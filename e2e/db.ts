import { join } from 'node:path';
import Database from 'better-sqlite3';

/** Reads the e2e server's SQLite file: the captcha answer and SMS codes a real user would see or receive. */
function open(): Database.Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set');
  return new Database(join(dir, 'meiyu.db'), { readonly: true, fileMustExist: true });
}

export function captchaAnswer(id: string): string {
  const db = open();
  try {
    const row = db.prepare('select answer from auth_captcha where id = ?').get(id) as { answer: string } | undefined;
    if (!row) throw new Error(`no captcha ${id}`);
    return row.answer;
  } finally {
    db.close();
  }
}

export function latestSmsCode(phone: string): string {
  const db = open();
  try {
    const row = db
      .prepare('select code from sms_outbox where phone = ? and used_at is null order by created_at desc limit 1')
      .get(phone) as { code: string } | undefined;
    if (!row) throw new Error(`no sms for ${phone}`);
    return row.code;
  } finally {
    db.close();
  }
}

export const DEMO_PASSWORD = 'Meiyu@2026';
export const SUPER_PASSWORD = 'Super@2026';
