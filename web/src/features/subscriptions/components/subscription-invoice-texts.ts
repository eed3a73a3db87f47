/** The subscription invoice's messages, shared by its page and payment form. */
export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
export const INVOICE_DETAILS_REQUIRED = 'Please fill in all payment details';
export const INVOICE_PAYMENT_SUBMITTED = 'Payment submitted successfully! Your subscription will be activated after admin approval.';
export const INVOICE_PAYMENT_FAILED = 'Failed to submit payment';
export const APPROVAL_NOTE = 'Admin approval usually takes 1 to 24 hours.';
