import { dialDigits } from '../../config/site';

/** WhatsApp chat link with the prefilled message; wa.me wants the number as digits only. */
export const whatsAppLink = (phone: string, message: string): string =>
  `https://wa.me/${dialDigits(phone)}?text=${encodeURIComponent(message)}`;
