// The auth feature as the rest of the server sees it: other folders import from here, never from its files.
export { PasswordHasher, readPasswordHashCost } from './password.js';
export { authPlugin } from './plugin.js';
export { readRegistrationApproval } from './registration.js';
export type { UserRecord } from './users.js';
