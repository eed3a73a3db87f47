/**
 * Seeds the local stack through the functions' own domain code (so seeded data obeys the same
 * rules as data written through the API). Idempotent: safe on every start.
 * Requires the functions' environment (scripts/dev.ts sets it) before it is imported.
 */
export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  log: (line: string) => void;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@marketplace.local';

export async function seed(opts: SeedOptions): Promise<void> {
  const { ensureAdmin } = await import('../../functions/domain/accounts/accounts');
  const email = opts.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const admin = await ensureAdmin(email, opts.adminPassword);
  if (admin.created && admin.password) {
    opts.log(`Created admin ${email} with password ${admin.password} (shown once: note it, or set ADMIN_EMAIL/ADMIN_PASSWORD)`);
  } else if (admin.created) {
    opts.log(`Created admin ${email}`);
  }
}
