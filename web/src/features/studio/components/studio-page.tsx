import { useTranslation } from 'react-i18next';
import '../../../i18n/locales/en/studio';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useArtistMe } from '../api/studio';
import { EarningsCard } from './earnings-card';
import { SalesCard } from './sales-card';
import { SongsCard } from './songs-card';
import { UploadForm } from './upload-form';

/** /studio: the artist's uploads, songs, sales and earnings (issue 24). */
export function StudioPage() {
  const { t } = useTranslation();
  const me = useArtistMe();
  if (me.isPending) return <PageSpinner label={t('studio.loading')} />;
  if (me.isError) return <LoadError title={t('studio.loadError')} onRetry={() => void me.refetch()} />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold text-ink">{t('studio.title')}</h1>
        <p className="text-muted">{t('studio.subtitle', { name: me.data.artist_name })}</p>
      </header>
      <UploadForm me={me.data} />
      <SongsCard me={me.data} />
      <SalesCard />
      <EarningsCard commissionRate={me.data.commission_rate} />
    </div>
  );
}
