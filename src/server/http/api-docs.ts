/** OpenAPI document generated from the route schemas: JSON at /api/docs/json, UI at /api/docs. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { registerOpenPlugin, TOKEN_HEADER } from './route-access';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'CertDesk API', version: '0.1.0' },
      components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } } },
    },
  });
  await registerOpenPlugin(app, async (instance) => {
    await instance.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}
