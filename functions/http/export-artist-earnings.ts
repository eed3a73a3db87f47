import { artistEarningsCsv } from '../domain/artists/report';
import { exportArtistEarningsRoute } from '../../shared/api/routes/artist';
import { endpoint } from './endpoint';
import { raw } from '../lib/responses';

export const handler = endpoint(exportArtistEarningsRoute, async ({ query }) =>
  raw(await artistEarningsCsv(query), 'text/csv; charset=utf-8', {
    'Content-Disposition': `attachment; filename="artist-earnings-${query.from}-${query.to}.csv"`,
  }),
);
