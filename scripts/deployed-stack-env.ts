/**
 * For operator scripts run against a deployed stack with your AWS credentials: points the
 * functions' configuration at the stack's table (and bucket); the other variables only satisfy
 * the configuration check at import. Call before importing any module under functions/.
 */
export function useDeployedStack(stack: { table: string; bucket?: string }): void {
  Object.assign(process.env, {
    TABLE_NAME: stack.table,
    MEDIA_BUCKET: stack.bucket ?? process.env.MEDIA_BUCKET ?? 'unused',
    SITE_URL: process.env.SITE_URL ?? 'https://example.com',
    JWT_SECRET_ARN: process.env.JWT_SECRET_ARN ?? 'unused',
    MAIL_FROM: process.env.MAIL_FROM ?? 'unused@example.com',
  });
}
