import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas that validate the requests. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: '铝云工厂 API', version: '1.0.0', description: 'ABP 约定的多租户接口：请求头 Authorization、__tenant、__factory。' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Named zod schemas (a recursive one such as FeatureNode) become components the paths reference.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/swagger', uiConfig: { docExpansion: 'list', deepLinking: true } });
}
