import type { BuyerMailTexts } from './types';

export const en: BuyerMailTexts = {
  locale: 'en-GB',
  hi: (name) => (name ? `Hi ${name},` : 'Hi,'),
  hello: 'Hello,',
  questions: (addresses) => `Questions? Write to ${addresses}.`,
  or: ' or ',
  reset: {
    subject: 'Reset your password',
    asked: (site) => `Someone asked to reset the password of your ${site} account.`,
    openLink: (minutes) => `Open this link to choose a new password (valid for ${minutes} minutes, once):`,
    linkLabel: 'Choose a new password',
    validFor: (minutes) => `(valid for ${minutes} minutes, once).`,
    token: 'Link not working? Choose "Have a code instead?" in the Reset Password dialog and enter this code:',
    notYou: 'If it was not you, ignore this mail: your password stays as it is.',
  },
  approved: {
    subject: (invoice, title) => `Order ${invoice} approved: ${title}`,
    body: (title, invoice) => `Your payment for "${title}" (order ${invoice}) has been approved.`,
    licenceKey: 'Licence key:',
    download: 'Download the song and your licence PDF from My Orders',
  },
  rejected: {
    subject: (invoice) => `Order ${invoice}: payment rejected`,
    body: (title, invoice) => `We could not approve the payment for "${title}" (order ${invoice}).`,
    reason: 'Reason:',
    tryAgain: 'Please try purchasing again or contact support:',
    tryAgainBefore: 'Please try purchasing again or',
    contactSupport: 'contact support',
    soldExclusively: {
      refund: (title) => `"${title}" was sold exclusively to another buyer. Your payment will be refunded.`,
      cancelled: (title) => `"${title}" was sold exclusively to another buyer, so your order was cancelled.`,
    },
  },
  activated: {
    subject: (plan) => `Your ${plan} is active`,
    body: (plan) => `Your payment was approved and your ${plan} is now active.`,
    start: 'Start downloading',
    queuedSubject: (plan, date) => `Your ${plan} starts on ${date}`,
    queuedBody: (plan, date) =>
      `Your payment was approved. Your ${plan} starts on ${date}, when your current plan ends; until then your current plan stays as it is.`,
  },
  verification: {
    subject: (site) => `Verify your email address for ${site}`,
    welcomeByLink: (site) => `Welcome to ${site}. Please confirm that this is your email address by opening this link`,
    welcome: (site) => `Welcome to ${site}. Please confirm that this is your email address:`,
    linkLabel: 'Verify my email address',
    browseNow: 'You can browse and listen right away; purchases open once your address is verified.',
    notYou: 'If you did not create this account, ignore this mail.',
  },
  emailChange: {
    subject: (site) => `Confirm your new email address for ${site}`,
    asked: (site) => `You asked to sign in to ${site} with this address from now on.`,
    confirmByLink: 'Confirm it by opening this link',
    linkLabel: 'Confirm my new email address',
    until: 'Until then your account keeps its current address. If you did not ask for this, ignore this mail.',
  },
  validHours: (hours, end) => `(valid for ${hours} hours, once)${end}`,
  invite: {
    subject: (site) => `Your ${site} account`,
    created: (site) => `An administrator created a ${site} account for you with this email address.`,
    openLink: (days) => `Open this link to choose your password (valid for ${days} days, once):`,
    linkLabel: 'Choose your password',
    validDays: (days) => `(valid for ${days} days, once).`,
  },
  refunded: {
    subject: (invoice) => `Order ${invoice}: refunded`,
    body: (title, invoice) => `Your payment for "${title}" (order ${invoice}) was refunded.`,
    revoked: 'The licence of this order is revoked and its download is closed.',
    yourOrders: 'Your orders',
  },
  reply: { youWrote: 'You wrote:' },
  releases: {
    subjectOne: (artist, title) => `New from ${artist}: ${title}`,
    subjectMany: (count) => `${count} new songs from artists you follow`,
    intro: (site) => `New on ${site} from artists you follow:`,
    by: 'by',
    why: 'You get at most one of these mails a day because Email updates is on in your settings.',
    unsubscribe: 'Unsubscribe',
  },
  guestPlaced: {
    subject: (invoice, title) => `Your order ${invoice}: ${title}`,
    body: (invoice, title) =>
      `Your order ${invoice} for "${title}" is waiting for its payment. Open your order to pay, follow it and download once it is approved:`,
    linkLabel: 'Open your order',
    keep: 'Keep this mail: the link is the key to your order.',
  },
  guestApproved: {
    subject: (invoice, title) => `Order ${invoice} approved: ${title}`,
    body: (title, invoice) => `Your payment for "${title}" (order ${invoice}) was approved.`,
    licenceKey: 'Your licence key:',
    download: 'Download the song and the licence PDF',
    downloadAt: (link) => `Download the song and the licence PDF: ${link}`,
    keep: (signUpUrl) => `Create an account with this address and verify it to keep this purchase in your library: ${signUpUrl}`,
  },
  guestPlanActive: {
    subject: (plan) => `Your ${plan} is active`,
    body: (plan, invoice) => `Your payment for the ${plan} (order ${invoice}) was approved and the plan is active.`,
    queuedSubject: (plan, date) => `Your ${plan} starts on ${date}`,
    queuedBody: (plan, invoice, date) =>
      `Your payment for the ${plan} (order ${invoice}) was approved. The plan starts on ${date}, when the plan this address has now ends.`,
    fromAccount:
      'Its downloads are used from an account: create one with this address (or sign in, if you have one) and verify it, and the plan moves to it with its full period and quota.',
    signUp: 'Create your account',
    signUpAt: (link) => `Create your account: ${link}`,
    orderAt: (link) => `Your order: ${link}`,
  },
  renewal: {
    subject: (invoice, plan) => `Renewal invoice ${invoice}: ${plan} plan`,
    ends: (plan, day) =>
      `Your ${plan} plan ends on ${day}. If the invoice is not paid by then, the plan lapses that day and its downloads stop; once paid, the next period runs from ${day}.`,
    invoice: (invoice) => `Renewal invoice ${invoice}:`,
    byCard: 'Pay it by card on the invoice page (Stripe confirms the payment; no one needs to approve it).',
    manual:
      'Pay it by bKash, Nagad, Rocket or bank transfer and enter the transaction ID on the invoice page; we confirm it, usually within 1 to 24 hours.',
    invoiceLink: 'Invoice:',
    openInvoice: 'Open the invoice',
    cancel: 'Do not want to renew? Cancel the plan from your dashboard; you keep access until the end date.',
  },
  lapsed: {
    subject: (plan) => `Your ${plan} plan has ended`,
    ended: (plan, day) => `Your ${plan} plan ended on ${day} without a renewal, so its downloads have stopped.`,
    cancelled: 'You cancelled it, so no renewal invoice was sent.',
    unpaid: 'Its renewal invoice was not paid by then and is now closed.',
    again: 'Your purchases stay in your library. Choose a plan again any time:',
    plansLabel: 'See the plans',
  },
};
