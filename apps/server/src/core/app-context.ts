import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Dialect } from '../db/connection';
import type { DB } from '../db/types';
import type { AuthUser } from './auth/auth-user';
import type { TokenService } from './auth/token-service';
import type { OrgTree } from './data-scope';
import type { FileService } from './files/file-service';
import type { Scheduler } from './jobs/scheduler';
import type { Locale } from './locale';
import type { Permissions } from './permissions';
import type { Settings } from './settings';

/** The services every module reaches through `app.ctx`. */
export interface AppContext {
  db: Kysely<DB>;
  dialect: Dialect;
  config: AppConfig;
  settings: Settings;
  tokens: TokenService;
  permissions: Permissions;
  orgs: OrgTree;
  /** Uploads, storage (local disk or S3), signed content URLs. */
  files: FileService;
  /** Scheduled jobs: modules register theirs while their routes are registered. */
  scheduler: Scheduler;
  /** Bumped on every menu, role or dictionary change; response caches key on it. */
  cacheVersion: { menus: number; dicts: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    locale: Locale;
  }
}
