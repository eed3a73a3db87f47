import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { FileSearch } from 'lucide-react';
import { toast } from 'sonner';
import '../../i18n/locales/en/invoices';
import { ApiError } from '../../lib/api-client';
import { LoadError } from '../ui/load-error';
import { NotFoundPage } from '../ui/not-found-page';
import { PageSpinner } from '../ui/page-spinner';

export interface InvoiceNotFound {
  /** The toast on the way out. */
  message: string;
  title: string;
  text: string;
  /** Where the buyer is sent, which the page's own link also offers. */
  exit: { to: string; label: string };
}

interface InvoiceLoaderProps<T> {
  query: UseQueryResult<T>;
  notFound: InvoiceNotFound;
  children: (invoice: T) => ReactNode;
}

/**
 * An invoice page's loading, failure and not-found states around `children`. The API answers an
 * unknown id, a malformed one and someone else's invoice alike (404 or 400): one toast, then away.
 */
export function InvoiceLoader<T>({ query, notFound, children }: InvoiceLoaderProps<T>) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const warned = useRef(false);
  const { message, exit } = notFound;

  useEffect(() => {
    if (!missing || warned.current) return;
    warned.current = true;
    toast.error(message);
    void navigate(exit.to, { replace: true });
  }, [missing, message, exit.to, navigate]);

  if (query.isPending) return <PageSpinner label={t('invoice.loading')} />;
  if (missing) return <NotFoundPage icon={FileSearch} title={notFound.title} text={notFound.text} link={exit} />;
  if (query.isError) return <LoadError title={t('invoice.loadFailed')} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
