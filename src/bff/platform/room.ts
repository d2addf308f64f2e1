import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * What a feature's door (its index.ts) hands app.ts: its routes as one Fastify plugin (each route with its schema and
 * access declaration), and its workers' start and stop, if it has any.
 *
 * Composition is by explicit dependencies, not by Fastify decorators: each door's factory takes a typed object of
 * exactly what it needs (the platform's parts, another room's services), so the compiler checks the wiring, a test
 * builds a room from fakes, and the order rooms are built in — the only order there is — reads top to bottom in
 * app.ts. Decorators would make every service a string-named property visible to every plugin, checked at run time.
 */
export interface Room {
  /** Registered inside the guarded API scope (the people's guard sees every route it adds). */
  routes(api: FastifyInstance): Promise<void>;
  /** Starts its workers once the server is ready. */
  start?(): void;
  /** Stops them when the server closes (awaited). */
  close?(): Promise<void> | void;
}

/** A room's routes: its plugins, registered in the order given (the order their routes are matched in). */
export const routesOf =
  (...plugins: FastifyPluginAsync[]) =>
  async (api: FastifyInstance): Promise<void> => {
    for (const plugin of plugins) await api.register(plugin);
  };
