import { pendingApplications } from '../domain/artists/accounts';
import { listArtistApplicationsRoute } from '../../shared/api/routes/artist';
import { endpoint } from '../lib/endpoint';

export const handler = endpoint({ listArtistApplications: listArtistApplicationsRoute }, 'listArtistApplications', () =>
  pendingApplications(),
);
