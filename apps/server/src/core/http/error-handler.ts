import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@al/contracts';
import { AppError, badRequest, validationError } from './errors.ts';
import { uniqueViolationError, uniqueViolationOf } from '../db/unique-violations.ts';

const send = (reply: FastifyReply, err: AppError) =>
  reply.status(err.status).header('_AbpErrorFormat', 'true').send(err.toBody());

/**
 * One place turns every failure into ABP's error body: our AppErrors as they are, schema validation
 * as 400 with Chinese validationErrors, Fastify's own client errors (bad JSON, too large) as 4xx,
 * and anything unexpected as 500 with a generic message (details go only to the log).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errs = error.validation.map((v) => {
        const path = (v.instancePath || '').split('/').filter(Boolean);
        const members = path.length ? [path.join('.')] : [];
        const text = v.message ?? messages.validationFailed;
        // Our schemas name the field in Chinese inside the message itself.
        return { message: text, members };
      });
      return send(reply, validationError(errs, errs[0]?.message));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return send(reply, validationError([{ message: messages.invalidJson, members: [] }], messages.invalidJson));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, new AppError(413, messages.payloadTooLarge, 'PayloadTooLarge'));
    }
    // A unique index stopped a write its module's check let through (two writers at once).
    const unique = uniqueViolationOf(error);
    if (unique) {
      request.log.info({ err: error }, 'unique violation');
      return send(reply, uniqueViolationError(unique, request.body));
    }
    // PostgreSQL input errors that slipped past validation are still the caller's fault, not ours.
    const pgCode = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (pgCode === '22P02' || pgCode === '22021' || pgCode === '22001' || pgCode === '22003' || pgCode === '22007' || pgCode === '22008') {
      return send(reply, validationError([{ message: messages.validationFailed, members: [] }]));
    }
    if (pgCode === '23503') {
      request.log.info({ err: error }, 'foreign key violation');
      return send(reply, badRequest(messages.referenceMissing));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, new AppError(415, '不支持的请求内容类型，请使用 application/json', 'UnsupportedMediaType'));
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, validationError([{ message: '请求内容不能为空', members: [] }], '请求内容不能为空'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors speak English; the user gets the Chinese gist, the log the detail.
      request.log.info({ err: error }, 'client error');
      return send(reply, new AppError(error.statusCode, messages.validationFailed, error.code ?? null));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, new AppError(500, messages.internal, 'InternalError'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return send(reply, new AppError(404, messages.routeNotFound, 'NotFound'));
    return send(reply, new AppError(404, messages.notFound, 'NotFound'));
  });
}
