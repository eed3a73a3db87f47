import { pendingApplications } from '../domain/artists/accounts';
import { listArtistApplicationsRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';

export const handler = endpoint(listArtistApplicationsRoute, () => pendingApplications());
