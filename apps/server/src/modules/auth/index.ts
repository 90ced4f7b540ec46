/** What other modules use of accounts: the session token check, the socket token, password hashing, demo users' password. */
export { resolveToken } from './sessions.js';
export { parseWsToken } from './tokens.js';
export { hashPassword } from './passwords.js';
export { DEMO_PASSWORD } from './seed/demo-users.js';
