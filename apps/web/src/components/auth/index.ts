export { Auth, AuthAll, Auths, useAuth } from './auth';
export { hasAllAuth, hasAnyAuth, hasAuth } from './auth-check';
