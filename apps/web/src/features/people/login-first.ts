// Actions of logged-in people (follow, message, block): the kit's gate.
export { useLoginFirst } from '../common/use-login-first';
