/** The site room's door: the built app's files, and the first screens the BFF draws itself. */
export { registerStatic } from './static-routes';
