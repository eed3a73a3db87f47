/**
 * endpoint() middleware: counts every 5xx answer in the health counters the dashboard's System
 * Health reads, except maintenance mode's 503s: those are the admin's choice, not a fault. Best
 * effort: a failed count is logged and the answer is unchanged.
 */
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { count5xx } from '../../data/health-repo';
import { logger } from '../../lib/log';
import { MaintenanceError } from '../../kernel/errors';

export function serverErrorCounter(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const count = async (request: { response: APIGatewayProxyStructuredResultV2 | null; error?: unknown }) => {
    if ((request.response?.statusCode ?? 500) < 500 || request.error instanceof MaintenanceError) return;
    try {
      await count5xx(new Date().toISOString());
    } catch (error) {
      logger.warn('5xx not counted', { error });
    }
  };
  return { after: count, onError: count };
}
