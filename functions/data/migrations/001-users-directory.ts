import { backfillUserDirectory } from '../users-repo';
import type { Migration } from './migration';

export const usersDirectory: Migration = {
  id: '001-users-directory',
  description: "accounts from before the users back office join the admin's user list",
  up: () => backfillUserDirectory(),
};
