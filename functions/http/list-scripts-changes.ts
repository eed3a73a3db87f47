import { SCRIPTS_CHANGES_SHOWN } from '../../shared/api/content';
import { listRecentScriptsChanges } from '../domain/content/site-content';
import { listScriptsChangesRoute } from '../../shared/api/routes/content';
import { endpoint } from './endpoint';

export const handler = endpoint(listScriptsChangesRoute, async () => listRecentScriptsChanges(SCRIPTS_CHANGES_SHOWN));
