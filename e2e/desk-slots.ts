import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the run's desks live, for the config and its global set-up alike: one desk a worker, on E2E_PORT and the ports
 * above it, each with a fresh data dir.
 */
export const deskCount = 4;
// E2E_PORT lets two runs on one machine stay apart: a run takes E2E_PORT and the ports above it, one per worker.
export const firstPort = Number(process.env.E2E_PORT ?? 4173);
// Workers load the config again and inherit the runner's environment (DESK_E2E_DATA): the same dirs in every process.
process.env.DESK_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'desk-e2e-'));
export const deskData = (slot: number) => join(process.env.DESK_E2E_DATA!, `desk-${slot}`);
export const deskUrl = (slot: number) => `http://127.0.0.1:${firstPort + slot}`;
