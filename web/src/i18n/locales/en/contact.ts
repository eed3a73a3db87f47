import { addEnglish } from '../../i18n';

/** The Contact page (/contact) and the contact form it shares with Help. */
export const contact = {
  contact: {
    pageTitle: 'Contact · {{siteName}}',
    title: 'Contact us',
    intro:
      'Questions about a license, a payment or a track? Write to us and a real person from our Dhaka team will answer, usually within one business day.',
    getInTouch: 'Get in touch',
    email: 'Email',
    phone: 'Phone',
    whatsApp: 'WhatsApp',
    office: 'Office',
    hoursTitle: 'Support hours',
    hours: {
      weekdays: 'Saturday – Thursday',
      friday: 'Friday',
      closed: 'Closed',
      chat: 'WhatsApp chat',
      chatTime: 'Every day, 09:00 – 22:00',
    },
    timeZone: 'All times are Bangladesh Standard Time (GMT+6).',
    sendTitle: 'Send us a message',
    allRequired: 'All fields are required.',
    form: {
      label: 'Contact form',
      supportLabel: 'Support request',
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
      sending: 'Sending…',
      send: 'Send Message',
      sent: 'Thank you! Your message has been sent. We usually reply within one business day.',
      rateLimited: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
    },
  },
};

addEnglish({ ...contact });
