import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import type { InvoiceNotFound } from '../../../components/invoices/invoice-loader';
import '../../../i18n/locales/en/invoices';

/** An order invoice that is not there (a buyer's or a guest's): 'Order not found', then /browse; `textKey` says why. */
export function useOrderNotFound(textKey: 'invoice.notFoundText' | 'guestOrder.notFoundText'): InvoiceNotFound {
  const { t } = useTranslation();
  return {
    message: t('invoice.notFound'),
    title: t('invoice.notFoundTitle'),
    text: t(textKey),
    exit: { to: paths.browse, label: t('invoice.browseSongs') },
  };
}
