// Actions of logged-in readers (like, collect, comment, solved): the kit's gate.
export { useLoginFirst } from '../common/use-login-first';
