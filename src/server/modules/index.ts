/**
 * Every module of the server, registered in this order. Modules are Fastify plugins; add yours
 * by importing it and appending it to the list.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

export const modulePlugins: FastifyPluginAsync[] = [];

export default async function modules(app: FastifyInstance): Promise<void> {
  for (const plugin of modulePlugins) await app.register(plugin);
}
