export {
  CHANGE_PASSWORD_URL,
  createAuthProvider,
  LOGIN_FAILED,
  LOGIN_URL,
  LOGOUT_URL,
  PASSWORD_CHANGED,
  redirectQuery,
  REGISTER_URL,
} from './createAuthProvider';
export {
  CURRENT_USER_URL,
  createHttpSessionSource,
  createSessionStore,
  PERMISSION_WAIT,
  PERMISSION_WAIT_TIMEOUT_MESSAGE,
  PERMISSIONS_URL,
  USER_WAIT,
} from './sessionStore';
export type * from './types';
