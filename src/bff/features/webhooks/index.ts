/** The webhooks room's door: the API's signed change notices, fed to the mirror and the event streams. */
export { webhookReceiver } from './webhook-routes';
