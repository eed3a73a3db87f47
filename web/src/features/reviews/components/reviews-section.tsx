import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { REVIEW_COMMENT_MAX } from '../../../../../shared/artists';
import '../../../i18n/locales/en/song-extras';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate, formatDecimal } from '../../../lib/format-locale';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { useSaveReview, useSongReviews, type Review } from '../api/reviews';
import { TitledSection } from '../../../components/ui/titled-section';

const formatDay = (iso: string) => (iso && !Number.isNaN(Date.parse(iso)) ? formatDate(iso) : '');

function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn('size-4', n <= Math.round(value) ? 'fill-current text-brand' : 'text-muted')} />
      ))}
    </span>
  );
}

function ReviewForm({ songId, mine }: { songId: string; mine: Review | null }) {
  const save = useSaveReview(songId);
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [error, setError] = useState<string>();
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError(t('reviews.rateRequired'));
      return;
    }
    save.mutate(
      { rating, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      {
        onSuccess: () => toast.success(mine ? t('reviews.updated') : t('reviews.thanks')),
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4" noValidate>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{mine ? t('reviews.editRating') : t('reviews.yourRating')}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              aria-label={t('reviews.stars', { count: n })}
              aria-pressed={rating === n}
              onClick={() => {
                setRating(n);
                setError(undefined);
              }}
              className="rounded p-1 hover:bg-raised"
            >
              <Star aria-hidden="true" className={cn('size-6', n <= rating ? 'fill-current text-brand' : 'text-muted')} />
            </button>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
        {t('reviews.comment')}
        <textarea
          value={comment}
          maxLength={REVIEW_COMMENT_MAX}
          rows={3}
          onChange={(e) => setComment(e.target.value)}
          className="rounded-lg border border-line bg-canvas p-3 text-sm font-normal text-ink"
        />
      </label>
      {error && <FormMessage text={error} tone="error" />}
      <Button type="submit" loading={save.isPending} className="self-start">
        {mine ? t('reviews.update') : t('reviews.submit')}
      </Button>
    </form>
  );
}

/** The song page's reviews (issue 14): average and count, the newest reviews, and the form for owners. */
export function ReviewsSection({ songId }: { songId: string }) {
  const reviews = useSongReviews(songId);
  const { t } = useTranslation();
  if (reviews.isPending || reviews.isError) return null;
  const r = reviews.data;
  if (!r.enabled) return null;
  return (
    <TitledSection title={t('reviews.title')} className="mx-auto max-w-5xl px-4 pb-10 sm:px-6" titleClassName="text-xl font-bold">
      <p className="mt-2 flex items-center gap-2 text-sm text-muted" data-testid="reviews-summary">
        {r.average === null ? (
          t('reviews.none')
        ) : (
          <>
            <Stars value={r.average} label={t('reviews.average', { value: formatDecimal(r.average, 1) })} />
            <span>{t('reviews.summary', { value: formatDecimal(r.average, 1), count: r.count })}</span>
          </>
        )}
      </p>
      {r.canReview && <ReviewForm key={r.mine?.updated_at ?? 'new'} songId={songId} mine={r.mine} />}
      {r.reviews.length > 0 && (
        <ul className="mt-4 flex flex-col gap-3">
          {r.reviews.map((review) => (
            <li key={`${review.reviewer}-${review.updated_at}`} className="rounded-xl border border-line bg-surface p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold text-ink">
                  {review.mine ? t('reviews.you', { name: review.reviewer }) : review.reviewer}
                </span>
                <Stars value={review.rating} label={t('reviews.outOf', { value: review.rating })} />
                <span className="text-muted">{formatDay(review.updated_at)}</span>
              </div>
              {review.comment && <p className="mt-2 whitespace-pre-line text-sm text-ink/90">{review.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
