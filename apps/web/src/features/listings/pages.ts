// The listing screens other features build theirs on (jobs, cars, companies): the kind screen factory and the chat
// link of the contact bar. It brings every listing page and style sheet with it, so only lazily loaded screens
// import it; everything light is in ./index.ts.
export { listingScreen, ListingForm } from './route-screen';
export type { ListingFormProps } from './edit-page';
export { CHAT_PATH } from './contact-bar';
