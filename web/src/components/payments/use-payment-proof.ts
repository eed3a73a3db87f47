import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { PaymentMethod, SubmitPaymentBody } from '../../../../shared/api/orders';

/** Both fields are required; the server checks their format and gives its own reason. */
const PaymentProof = z.object({ senderWallet: z.string().trim().min(1), transactionId: z.string().trim().min(1) });

/**
 * The form state of the PaymentProofFields (`fields` spreads onto them) and a submit handler that
 * gives the trimmed sender number and transaction ID with the method, or reports a blank field.
 */
export function usePaymentProof(method: PaymentMethod) {
  const { register, handleSubmit } = useForm<z.input<typeof PaymentProof>, unknown, z.output<typeof PaymentProof>>({
    resolver: zodResolver(PaymentProof),
    defaultValues: { senderWallet: '', transactionId: '' },
  });
  return {
    fields: { method, senderWallet: register('senderWallet'), transactionId: register('transactionId') },
    submitWith: (onProof: (proof: SubmitPaymentBody) => void, onIncomplete: () => void) =>
      handleSubmit(
        (values) => onProof({ ...values, paymentMethod: method }),
        () => onIncomplete(),
      ),
  };
}
