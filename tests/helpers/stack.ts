/**
 * The stack a test file runs against: its vitest worker's own local stack (tests/helpers/global-stack.ts),
 * or the one API_BASE_URL names. tests/helpers/stack-setup.ts fetches it before the file is imported.
 */
export interface StackInfo {
  baseUrl: string;
  /** The stack's data folder ('' when not local). */
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** The local stack's DynamoDB endpoint ('' when remote): for tests that must move time, e.g. expire a subscription. */
  ddbEndpoint: string;
}

const slot = globalThis as typeof globalThis & { __marketplaceStackInfo?: StackInfo };

export function stack(): StackInfo {
  const info = slot.__marketplaceStackInfo;
  if (!info) throw new Error('No stack for this test file: its project needs tests/helpers/stack-setup.ts among its setupFiles.');
  return info;
}

export function setStack(info: StackInfo): void {
  slot.__marketplaceStackInfo = info;
}
