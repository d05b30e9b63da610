/** The pages' URLs live in the shared package: the server writes links to them too. */
export { paths } from '@messmate/shared/paths';
