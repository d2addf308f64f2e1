import type { BusinessSettings } from '../../contract/business-settings';
import type { BffConfig } from './config';
import { type DeskDb, openDeskDb } from './desk-db';
import { SseHub } from './sse-hub';
import { UpstreamClient } from './upstream/client';
import { type Cipher, createCipher, loadKey } from './vault/cipher';
import { Vault } from './vault/vault';

/** The shared infrastructure every room is built on, opened once at start. */
export interface Platform {
  config: BffConfig;
  vault: Vault;
  hub: SseHub;
  /** The upstream client: the rate budget and the governor's queue. */
  client: UpstreamClient;
  /** The desk's durable database (desk.sqlite): handed to the rooms' stores, never to a route. */
  desk: DeskDb;
  /** Seals what the desk keeps secret beside the vault (second-factor secrets). */
  cipher: Cipher;
  /** A business's settings screen; until it is saved, the desk's zone, the seller's own e-mail and the desk's server. */
  settingsOf(business: string): BusinessSettings;
  zoneOf(business: string): string;
  /** Logs a worker's error (the server's logger). */
  onError(e: unknown): void;
}

export async function openPlatform(
  config: BffConfig,
  apiBaseUrl: string,
  onError: (e: unknown) => void,
): Promise<Platform> {
  const vault = await Vault.open(config.dataDir, config.secret);
  const hub = new SseHub(config.heartbeatMs);
  const client = new UpstreamClient(apiBaseUrl.replace(/\/+$/, ''), config.rateLimit, hub);
  const desk = openDeskDb(config.dataDir);
  const cipher = createCipher(await loadKey(config.dataDir, config.secret));
  const settingsOf = (business: string) =>
    vault.settings(business) ?? { time_zone: config.mail.zone, reply_to: null, mail_server: null };
  return {
    config,
    vault,
    hub,
    client,
    desk,
    cipher,
    settingsOf,
    zoneOf: (b) => settingsOf(b).time_zone,
    onError,
  };
}
