/** Public identity and contact details shown in the shell. */
export const site = {
  name: 'SoundMarket',
  tagline: 'Original music, licensed in a click.',
  /** The support phone and WhatsApp number are the admin's (/admin/whatsapp), read with `useSupportSettings`. */
  support: {
    email: 'support@soundmarket.example',
    hours: 'Sat–Thu, 10:00–19:00 (GMT+6)',
  },
  office: {
    lines: ['House 12, Road 7, Gulshan 1', 'Dhaka 1212, Bangladesh'],
  },
  paymentMethods: ['PayPal', 'Bank transfer', 'bKash', 'Nagad'],
} as const;

/** Digits only, as tel: and wa.me links want them. */
export const dialDigits = (phone: string): string => phone.replace(/\D/g, '');
