/// <reference types="vite/client" />

declare const __APP_BUILD_ID__: string;

interface ImportMetaEnv {
  /** Base path of the API (default: same origin). */
  readonly VITE_API_URL?: string;
  /** Comma-separated regional host-name prefixes (default: gz,cqgxq). */
  readonly VITE_REGION_PREFIXES?: string;
}
