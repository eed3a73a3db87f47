import { backfillContactInbox } from '../contact-repo';
import type { Migration } from './migration';

export const contactInbox: Migration = {
  id: '003-contact-inbox',
  description: 'contact messages from before the support inbox are indexed by status and counted',
  up: () => backfillContactInbox(),
};
