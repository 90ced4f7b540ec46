/** What other features use of the address book: the select-mode link and the address it hands back. */
export { addressPaths } from './paths';
export { putPickedAddress, takePickedAddress, type Address } from './picked';
export { useAddresses } from './queries';
