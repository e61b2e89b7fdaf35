/** The signed-in caller, as read from a verified access token and its live session. */
export interface AuthUser {
  userId: number;
  tenantId: number;
  account: string;
  realName: string;
  accountType: number;
  orgId: number;
  orgName: string | null;
  orgType: string | null;
  sessionId: string;
  jti: string;
}

export const SUPER_ADMIN = 999;
