/** An order's public name in a mail or on a page (INV-<yyyymmdd>-<id, 3+ digits>), whatever day it was placed. */
export const invoiceName = (orderId: number | string): string => `INV-\\d{8}-${String(orderId).padStart(3, '0')}`;

/** Whether a mail's subject starts with `<prefix> <invoice number><rest>` for this order. */
export const subjectStarts = (subject: string, prefix: string, orderId: number | string, rest = ''): boolean =>
  new RegExp(`^${prefix} ${invoiceName(orderId)}${rest}`).test(subject);
