import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentMethod } from '../../../../shared/api/orders';
import '../../i18n/locales/en/invoices';
import { Input } from '../ui/input';

interface PaymentProofFieldsProps {
  method: PaymentMethod;
  senderWallet: UseFormRegisterReturn<'senderWallet'>;
  transactionId: UseFormRegisterReturn<'transactionId'>;
}

/**
 * The sender number and transaction ID of a manual payment, behind the 'send exact amount'
 * warning. Bank asks for the buyer's account number; a wallet for '{METHOD} Number'.
 */
export function PaymentProofFields({ method, senderWallet, transactionId }: PaymentProofFieldsProps) {
  const isBank = method === 'bank';
  const { t } = useTranslation();
  return (
    <>
      <p className="flex items-start gap-2 rounded-lg border border-brand/40 bg-brand/10 px-3 py-2 text-sm text-brand">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('payment.exactAmount')}</span>
      </p>
      <Input
        label={isBank ? t('payment.yourBankAccount') : t('payment.senderNumber', { method: method.toUpperCase() })}
        placeholder={isBank ? undefined : '01XXXXXXXXX'}
        inputMode={isBank ? 'text' : 'tel'}
        autoComplete="off"
        maxLength={40}
        {...senderWallet}
        data-autofocus
      />
      <Input
        label={t('payment.transactionId')}
        placeholder="TXN123456789"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        {...transactionId}
      />
    </>
  );
}
