import type { ErrorBody } from '@al/contracts';
import { messages } from '@al/contracts';

/**
 * Errors a service throws on purpose. Each maps to ABP's status and body; the message is shown to
 * the user as is, so it is always Chinese.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly details: string | null = null,
    readonly validationErrors: { message: string; members: string[] }[] | null = null,
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        details: this.details,
        data: this.data,
        validationErrors: this.validationErrors,
      },
    };
  }
}

export const validationError = (errors: { message: string; members: string[] }[], message?: string) =>
  new AppError(400, message ?? errors[0]?.message ?? messages.validationFailed, 'Validation', null, errors);
export const badRequest = (message: string, members: string[] = []) => validationError([{ message, members }], message);
export const unauthorized = (message: string = messages.unauthorized) => new AppError(401, message, 'Unauthorized');
export const forbidden = (message: string = messages.forbidden, code = 'Forbidden') => new AppError(403, message, code);
/** ABP answers a refused business rule with 403 and its message; the spec's front end shows it. */
export const businessError = (message: string, code = 'BusinessRule') => new AppError(403, message, code);
export const notFound = (message: string = messages.notFound) => new AppError(404, message, 'NotFound');
export const conflict = (message: string = messages.concurrency) => new AppError(409, message, 'Concurrency');
export const tooManyRequests = (message: string) => new AppError(429, message, 'TooManyRequests');
