/**
 * Deliveries that run after the answer has gone: an open endpoint that mails a code answers at
 * once and the same way whether or not there was anyone to mail (no user enumeration by timing).
 * Failures are logged, never thrown at the caller; closing the app waits for what is under way.
 */
import type { FastifyInstance } from 'fastify';

export interface BackgroundTasks {
  run(label: string, task: () => Promise<void>): void;
}

export function backgroundTasks(app: FastifyInstance): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return {
    run(label, task) {
      const running = (async () => {
        try {
          await task();
        } catch (error) {
          app.log.error({ err: error }, `${label} failed`);
        }
      })();
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },
  };
}
