/** What other modules use of accounts: the session token check, the socket token check, password hashing, demo users' password. */
export { resolveToken, resolveWsToken, revokeAllSessions, sessionIsLive } from './sessions.js';
export { hashPassword } from './passwords.js';
export { maskIdNumber } from './users.js';
export { DEMO_PASSWORD } from './seed/demo-users.js';
export { ProfileExtensions, type ProfileExtension, type ProfileExtra } from './profile-extensions.js';
/** SMS codes for other modules' own purposes (the exposure board's right of reply, docs/sms.md): same limits, same gateway. */
export { SmsService } from './sms.js';
export { countedSends, createSmsProvider } from './sms-providers.js';
