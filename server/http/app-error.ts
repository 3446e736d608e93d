import type { ErrorCode, MessageParams } from '../../src/domain/errors';

export interface AppErrorOptions {
  /** HTTP status; business errors are HTTP 200 like JeecgBoot's (api-contract.md 1.2). */
  status?: number;
  /** `code` of the Result body; 500 is the contract's generic business error. */
  resultCode?: number;
  /** `success` of the Result body; true only for the contract's soft failures (phone login). */
  success?: boolean;
}

/** An expected failure: thrown once, turned into a localised Result by the error handler. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly resultCode: number;
  readonly success: boolean;

  constructor(
    readonly code: ErrorCode,
    readonly params?: MessageParams,
    options: AppErrorOptions = {},
  ) {
    super(code);
    this.status = options.status ?? 200;
    this.resultCode = options.resultCode ?? 500;
    this.success = options.success ?? false;
  }
}

/** Refusal for lack of permission (JeecgBoot's 510), as HTTP 403 so clients show "access denied". */
export function forbidden(code: ErrorCode = 'permission.denied', params?: MessageParams): AppError {
  return new AppError(code, params, { status: 403, resultCode: 510 });
}
