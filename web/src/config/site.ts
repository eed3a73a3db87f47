/** Public identity and contact details shown in the shell. */
export const site = {
  name: 'SoundMarket',
  tagline: 'Original music, licensed in a click.',
  /**
   * The support email and office address are the admin's (/admin/settings, `useSupportContact`), the
   * phone and WhatsApp number too (/admin/whatsapp, `useSupportSettings`), the payment methods the
   * enabled ones (`AcceptedPayments`).
   */
  support: {
    hours: 'Sat–Thu, 10:00–19:00 (GMT+6)',
  },
} as const;

/** Digits only, as tel: and wa.me links want them. */
export const dialDigits = (phone: string): string => phone.replace(/\D/g, '');
