import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review, SongReviews } from '../../../../../shared/api/library';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';

export type { Review, SongReviews };

type Fields = Record<string, unknown>;
const fields = (data: unknown): Fields => (typeof data === 'object' && data !== null ? (data as Fields) : {});

function parseReview(data: unknown): Review {
  const f = fields(data);
  if (typeof f.rating !== 'number') throw new TypeError('Review without rating');
  return {
    reviewer: typeof f.reviewer === 'string' ? f.reviewer : '',
    rating: f.rating,
    comment: typeof f.comment === 'string' ? f.comment : '',
    created_at: typeof f.created_at === 'string' ? f.created_at : '',
    updated_at: typeof f.updated_at === 'string' ? f.updated_at : '',
    mine: f.mine === true,
  };
}

function parseSongReviews(data: unknown): SongReviews {
  const f = fields(data);
  return {
    enabled: f.enabled === true,
    ...(typeof f.message === 'string' ? { message: f.message } : {}),
    average: typeof f.average === 'number' ? f.average : null,
    count: typeof f.count === 'number' ? f.count : 0,
    reviews: Array.isArray(f.reviews) ? f.reviews.map(parseReview) : [],
    canReview: f.canReview === true,
    mine: f.mine ? parseReview(f.mine) : null,
  };
}

export function useSongReviews(songId: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.reviews.forUser(songId, user?.id ?? null),
    queryFn: ({ signal }) => call('getSongReviews', { params: { songId }, signal, parse: parseSongReviews }),
  });
}

export function useSaveReview(songId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { rating: number; comment?: string }) => call('putSongReview', { params: { songId }, body, parse: parseReview }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.song(songId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.songs.detail(songId) }),
      ]),
  });
}
