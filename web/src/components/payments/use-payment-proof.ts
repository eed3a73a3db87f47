import { useState } from 'react';
import type { PaymentMethod, SubmitPaymentBody } from '../../../../shared/api/orders';

/**
 * State of the PaymentProofFields (`fields` spreads onto them) and what they prove: the trimmed
 * sender number and transaction ID, or undefined while either is blank.
 */
export function usePaymentProof(method: PaymentMethod) {
  const [senderWallet, setSenderWallet] = useState('');
  const [transactionId, setTransactionId] = useState('');
  const proof: SubmitPaymentBody = { senderWallet: senderWallet.trim(), transactionId: transactionId.trim(), paymentMethod: method };
  return {
    fields: { method, senderWallet, transactionId, onSenderWalletChange: setSenderWallet, onTransactionIdChange: setTransactionId },
    proof: proof.senderWallet && proof.transactionId ? proof : undefined,
  };
}
