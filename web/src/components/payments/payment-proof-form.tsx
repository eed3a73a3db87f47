import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod, SubmitPaymentBody } from '../../../../shared/api/orders';
import '../../i18n/locales/en/invoices';
import { FormMessage } from '../ui/form-message';
import { PaymentProofFields } from './payment-proof-fields';
import { usePaymentProof } from './use-payment-proof';
import { DialogActions } from '../ui/dialog-actions';

interface PaymentProofFormProps {
  method: PaymentMethod;
  /** What stands above the proof fields: the payee, and the method picker where there is a choice. */
  children: ReactNode;
  pending: boolean;
  /** Why the last submission failed, until the next one. */
  error?: string;
  /** Called with the trimmed proof once both fields are filled. */
  onSubmit: (proof: SubmitPaymentBody) => void;
  onCancel: () => void;
}

/** The form of a manual payment dialog: the sender number and transaction ID, then Cancel or Submit Payment. */
export function PaymentProofForm({ method, children, pending, error, onSubmit, onCancel }: PaymentProofFormProps) {
  const { fields, submitWith } = usePaymentProof(method);
  // Shown from a blank submission until the next submission, in place of the caller's error.
  const [incomplete, setIncomplete] = useState(false);
  const { t } = useTranslation();

  const submit = submitWith(
    (proof) => {
      setIncomplete(false);
      onSubmit(proof);
    },
    () => setIncomplete(true),
  );

  const message = incomplete ? t('payment.detailsRequired') : error;
  return (
    <form onSubmit={submit} noValidate aria-label={t('payment.submitForm')} className="flex flex-col gap-4">
      {children}
      <PaymentProofFields {...fields} />
      {message && <FormMessage tone="error" text={message} />}
      <DialogActions cancelLabel={t('payment.cancel')} onCancel={onCancel} confirmLabel={t('payment.submitPayment')} loading={pending} />
    </form>
  );
}
