import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorCode, errorMessage } from '../../src/domain/errors';
import { AppError } from './app-error';
import { failure } from './result';
import { validationDetail } from './validation-detail';

/** Fastify's own client errors, mapped to our codes (never their English texts or stacks). */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.badJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.badJson',
};

function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body = failure(errorMessage(error.code, request.locale, error.params), error.resultCode);
  return reply.status(error.status).send({ ...body, success: error.success });
}

/**
 * One place that turns failures into Result bodies: expected errors (AppError) with their localised
 * message, schema violations as `request.invalid`, and everything unexpected as a generic message that
 * carries the request id, logged with its stack (api-contract.md 1.2: never a stack trace on the wire).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendAppError(error, request, reply);
    if (error.validation) {
      const detail = validationDetail(error.validation, error.validationContext, request.locale);
      return sendAppError(
        new AppError('request.invalid', { detail }, { status: 400, resultCode: 400 }),
        request,
        reply,
      );
    }
    const mapped = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (mapped || (status >= 400 && status < 500)) {
      request.log.info({ err: error }, 'client error');
      const code = mapped ?? 'request.invalid';
      return sendAppError(new AppError(code, { detail: '' }, { status, resultCode: status }), request, reply);
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return sendAppError(
      new AppError('server.internal', { requestId: request.id }, { status: 500, resultCode: 500 }),
      request,
      reply,
    );
  });
}
