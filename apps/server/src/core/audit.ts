import type { AuditFields } from '@meiyu/contract';
import type { AuditColumns } from '../db/types';
import type { AuthUser } from './auth/auth-user';
import { newId } from './ids';
import { nowText } from './time';

/** Columns of a new row: a fresh id, its creation time and creator. */
export function createdBy(user: AuthUser | null): AuditColumns {
  return {
    id: newId(),
    create_time: nowText(),
    update_time: null,
    create_user_id: user?.userId ?? null,
    create_user_name: user?.realName ?? null,
    update_user_id: null,
    update_user_name: null,
    is_delete: 0,
  };
}

export function updatedBy(user: AuthUser | null) {
  return { update_time: nowText(), update_user_id: user?.userId ?? null, update_user_name: user?.realName ?? null };
}

export function softDeletedBy(user: AuthUser | null) {
  return { ...updatedBy(user), is_delete: 1 };
}

export function auditFields(row: AuditColumns): AuditFields {
  return {
    id: row.id,
    createTime: row.create_time,
    updateTime: row.update_time,
    createUserId: row.create_user_id,
    createUserName: row.create_user_name,
    updateUserId: row.update_user_id,
    updateUserName: row.update_user_name,
    isDelete: row.is_delete === 1,
  };
}
