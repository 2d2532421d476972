// One typed error record for every data fetch (spec §3): scope, source, status code, text, and the
// error it wraps, if any. Built from JSON or from an HTTP answer of the CMS.

export interface AppErrorJson {
  scope: string;
  source: string;
  statusCode: number;
  message: string;
  previous?: AppErrorJson | null;
}

export class AppError extends Error {
  readonly scope: string;
  readonly source: string;
  readonly statusCode: number;
  readonly previous: AppError | null;

  constructor({ scope, source, statusCode, message, previous = null }: Omit<AppErrorJson, 'previous'> & { previous?: AppError | null }) {
    super(message);
    this.name = 'AppError';
    this.scope = scope;
    this.source = source;
    this.statusCode = statusCode;
    this.previous = previous;
  }

  static fromJson(json: AppErrorJson): AppError {
    return new AppError({ ...json, previous: json.previous ? AppError.fromJson(json.previous) : null });
  }

  /** An HTTP answer that was not a success: the request URL, the status and its text. */
  static fromHttpResponse(scope: string, requestUrl: string, response: { status: number; statusText: string }, previous?: AppError | null) {
    return new AppError({
      scope,
      source: requestUrl,
      statusCode: response.status,
      message: `${response.status} ${response.statusText}`.trim(),
      previous,
    });
  }

  /** Anything thrown (a network failure, a timeout) wrapped with where it happened. */
  static wrap(scope: string, source: string, error: unknown, statusCode = 0): AppError {
    if (error instanceof AppError) return error;
    const message = error instanceof Error ? error.message : String(error);
    return new AppError({ scope, source, statusCode, message });
  }

  toJSON(): AppErrorJson {
    return {
      scope: this.scope,
      source: this.source,
      statusCode: this.statusCode,
      message: this.message,
      previous: this.previous ? this.previous.toJSON() : null,
    };
  }
}
