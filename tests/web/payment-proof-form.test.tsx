import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitPaymentBody } from '../../shared/api/orders';
import { PaymentProofForm } from '../../web/src/components/payments/payment-proof-form';

/** The form with a caller that, like the dialogs, reports the server's refusal of every submission. */
function renderForm({ refuse = false } = {}) {
  const onSubmit = vi.fn<(proof: SubmitPaymentBody) => void>();
  const onCancel = vi.fn();
  function Caller() {
    const [error, setError] = useState<string>();
    return (
      <PaymentProofForm
        method="nagad"
        pending={false}
        error={error}
        onSubmit={(proof) => {
          onSubmit(proof);
          setError(refuse ? 'Error: This transaction ID has already been used' : undefined);
        }}
        onCancel={onCancel}
      >
        <p>Payee</p>
      </PaymentProofForm>
    );
  }
  render(<Caller />);
  return { onSubmit, onCancel, user: userEvent.setup() };
}

describe('PaymentProofForm', () => {
  it('refuses blank fields, then sends the trimmed sender number and transaction ID with the method', async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.getByText('Payee')).toBeInTheDocument();

    await user.type(screen.getByLabelText('NAGAD Number'), '   ');
    await user.type(screen.getByLabelText('Transaction ID'), 'TXN1');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all payment details');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('NAGAD Number'), ' 01711111111 ');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ senderWallet: '01711111111', transactionId: 'TXN1', paymentMethod: 'nagad' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the caller's error, which a blank submission replaces with the missing-details message", async () => {
    const { onSubmit, user } = renderForm({ refuse: true });
    await user.type(screen.getByLabelText('NAGAD Number'), '01711111111');
    await user.type(screen.getByLabelText('Transaction ID'), 'TXN1');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: This transaction ID has already been used');

    await user.clear(screen.getByLabelText('Transaction ID'));
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all payment details');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Cancel leaves without submitting', async () => {
    const { onSubmit, onCancel, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
