// Actions of logged-in people (like, comment, follow, publish): the kit's gate.
export { useLoginFirst } from '../common/use-login-first';
