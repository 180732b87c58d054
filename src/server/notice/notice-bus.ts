/**
 * Fan-out of notice events to every instance. With Redis (REDIS_URL) an event is published on
 * `<redisPrefix>notice` and each instance (this one too) delivers it to its own sockets when it
 * arrives; without Redis it is delivered in-process at once. Publishing never throws at the
 * caller: the rows are stored already and the client reloads the notices on its next open.
 */
import type { FastifyInstance } from 'fastify';
import { subscribeSoon, subscriberOf, type Redis } from '../redis';
import { parseNoticeEvent, type NoticeEvent } from './notice-messages';
import { SocketHub } from './socket-hub';

/**
 * One bus per app, found from any of its plugin contexts: decorations of an encapsulated module are
 * invisible to the others, while every context of one app shares its http server.
 */
const buses = new WeakMap<object, NoticeBus>();
/** The same, by the database adapter a transaction shares with its app's Kysely (notice-transaction.ts). */
const busesByAdapter = new WeakMap<object, NoticeBus>();

/** The bus of the app whose database this adapter belongs to (the first app, when apps share one). */
export function noticeBusOfDatabase(adapter: object): NoticeBus | null {
  return busesByAdapter.get(adapter) ?? null;
}

/** The app's bus; null before the notice module is registered (nothing can be listening then). */
export function noticeBusOf(app: Pick<FastifyInstance, 'server'>): NoticeBus | null {
  return buses.get(app.server) ?? null;
}

export type NoticeListener = (event: NoticeEvent) => void;

export class NoticeBus {
  readonly hub = new SocketHub();
  private subscriber: Redis | null = null;
  private readonly listeners = new Set<NoticeListener>();

  constructor(private readonly app: Pick<FastifyInstance, 'redis' | 'redisPrefix' | 'log'>) {}

  get channel(): string {
    return `${this.app.redisPrefix}notice`;
  }

  /** Hears every event this instance receives (its own and other instances'), before its sockets do. */
  onEvent(listener: NoticeListener): void {
    this.listeners.add(listener);
  }

  private receive(event: NoticeEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.app.log.warn({ err: error }, 'notice listener failed');
      }
    }
    this.hub.deliver(event);
  }

  async publish(event: NoticeEvent): Promise<void> {
    const redis = this.app.redis;
    if (!redis) {
      this.receive(event);
      return;
    }
    try {
      await redis.publish(this.channel, JSON.stringify(event));
    } catch (error) {
      // Redis down: at least this instance's sockets hear it.
      this.app.log.warn(
        { err: error },
        'notice not published through Redis; delivered on this instance only',
      );
      this.receive(event);
    }
  }

  async start(): Promise<void> {
    const redis = this.app.redis;
    if (!redis) return;
    const subscriber = subscriberOf(redis);
    this.subscriber = subscriber;
    // Outages are reported once, by the main connection (reportRedisOutages).
    subscriber.on('error', () => undefined);
    subscriber.on('message', (from: string, text: string) => {
      if (from !== this.channel) return;
      const event = parseNoticeEvent(text);
      if (event) this.receive(event);
    });
    // Reconnects subscribe again by themselves; a Redis down at start-up does not hold the start.
    await subscribeSoon(subscriber, this.channel, this.app.log);
  }

  async stop(): Promise<void> {
    this.hub.closeAll();
    await this.subscriber?.quit().catch(() => undefined);
    this.subscriber = null;
  }
}

/** Makes the app's bus; subscribes when the app is ready, closes sockets and unsubscribes on close. */
export function registerNoticeBus(app: FastifyInstance): NoticeBus {
  const bus = new NoticeBus(app);
  buses.set(app.server, bus);
  const adapter = app.db.getExecutor().adapter;
  if (!busesByAdapter.has(adapter)) busesByAdapter.set(adapter, bus);
  app.addHook('onReady', async () => {
    try {
      await bus.start();
    } catch (error) {
      app.log.warn({ err: error }, 'notice channel unavailable; pushes reach this instance only');
    }
  });
  app.addHook('onClose', async () => {
    if (busesByAdapter.get(adapter) === bus) busesByAdapter.delete(adapter);
    await bus.stop();
  });
  return bus;
}
