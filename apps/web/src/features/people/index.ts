// What other features use of people: the paths to a person's page and lists.
export { fansPath, PEOPLE_PATHS, profilePath } from './paths';
export { useLoginFirst } from './login-first';
