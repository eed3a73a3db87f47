import { backfillUserSearch } from '../users-repo';
import type { Migration } from './migration';

export const usersSearch: Migration = {
  id: '002-users-search',
  description: "accounts from before the users search's token index get their token items",
  // Each account's write is conditional, so running past an older marker only re-reads.
  up: () => backfillUserSearch({ force: true }),
};
