/** The session room's door: signing in and out, who is signed in. */
export { sessionRoutes } from './session-routes';
