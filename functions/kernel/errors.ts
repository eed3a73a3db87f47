/**
 * Typed errors thrown by domain rules and repositories. Each carries the HTTP status it maps
 * to; `functions/lib/errors.ts` turns them into the wire format. Below 500 the message is
 * shown to the user, so write it for a person.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  get expose(): boolean {
    return this.statusCode < 500;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, details?: unknown) {
    super(400, 'VALIDATION_ERROR', message, details);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentication required', code = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to do this', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message);
  }
}

export class UnprocessableError extends DomainError {
  constructor(message: string, code = 'UNPROCESSABLE') {
    super(422, code, message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message: string, retryAfterSeconds: number, code = 'TOO_MANY_REQUESTS') {
    super(429, code, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** The store is down for maintenance (system settings): a 503 whose message is meant for the visitor. */
export class MaintenanceError extends DomainError {
  constructor(message = 'The store is down for maintenance. Please try again soon.') {
    super(503, 'MAINTENANCE', message, undefined, { 'Retry-After': '60' });
  }

  override get expose(): boolean {
    return true;
  }
}
