/** The shape of the buyer mails' words, one object per language (issue 20). */
import type { Language } from '../../../shared/api/account';

export type MailLanguage = Language;

export interface BuyerMailTexts {
  /** The locale dates and numbers are written in. */
  locale: string;
  /** The greeting; with no name (a guest's mail) it greets without one. */
  hi: (name: string) => string;
  /** The greeting of a mail to a guest, whose name is not known. */
  hello: string;
  questions: (addresses: string) => string;
  or: string;
  reset: {
    subject: string;
    asked: (site: string) => string;
    openLink: (minutes: number) => string;
    linkLabel: string;
    validFor: (minutes: number) => string;
    token: string;
    notYou: string;
  };
  approved: {
    subject: (invoice: string, title: string) => string;
    body: (title: string, invoice: string) => string;
    licenceKey: string;
    download: string;
  };
  rejected: {
    subject: (invoice: string) => string;
    body: (title: string, invoice: string) => string;
    reason: string;
    tryAgain: string;
    tryAgainBefore: string;
    contactSupport: string;
    /** An order closed because its song was sold exclusively to another buyer: its payment paid back, or (none arrived) the order cancelled. */
    soldExclusively: { refund: (title: string) => string; cancelled: (title: string) => string };
  };
  activated: {
    subject: (plan: string) => string;
    body: (plan: string) => string;
    start: string;
    /** A plan paid while another runs: queued, it starts on `date` (formatted in the reader's language). */
    queuedSubject: (plan: string, date: string) => string;
    queuedBody: (plan: string, date: string) => string;
  };
  verification: {
    subject: (site: string) => string;
    welcomeByLink: (site: string) => string;
    welcome: (site: string) => string;
    linkLabel: string;
    browseNow: string;
    notYou: string;
  };
  emailChange: {
    subject: (site: string) => string;
    asked: (site: string) => string;
    confirmByLink: string;
    linkLabel: string;
    until: string;
  };
  /** '(valid for 24 hours, once):' before a link in text, '(valid for 24 hours, once).' after one in HTML. */
  validHours: (hours: number, end: ':' | '.') => string;
  invite: {
    subject: (site: string) => string;
    created: (site: string) => string;
    openLink: (days: number) => string;
    linkLabel: string;
    validDays: (days: number) => string;
  };
  refunded: {
    subject: (invoice: string) => string;
    body: (title: string, invoice: string) => string;
    revoked: string;
    yourOrders: string;
  };
  reply: { youWrote: string };
  releases: {
    subjectOne: (artist: string, title: string) => string;
    subjectMany: (count: number) => string;
    intro: (site: string) => string;
    by: string;
    why: string;
    unsubscribe: string;
  };
  guestPlaced: {
    subject: (invoice: string, title: string) => string;
    body: (invoice: string, title: string) => string;
    linkLabel: string;
    keep: string;
  };
  guestApproved: {
    subject: (invoice: string, title: string) => string;
    body: (title: string, invoice: string) => string;
    licenceKey: string;
    download: string;
    /** The download label and its link, in text. */
    downloadAt: (link: string) => string;
    keep: (signUpUrl: string) => string;
  };
  /** A plan a guest bought, active: signing up with the address is how its downloads are used. */
  guestPlanActive: {
    subject: (plan: string) => string;
    body: (plan: string, invoice: string) => string;
    /** A plan paid while the address's plan runs: it starts when that one ends. */
    queuedSubject: (plan: string, date: string) => string;
    queuedBody: (plan: string, invoice: string, date: string) => string;
    /** How a guest uses the plan: from an account with this address. */
    fromAccount: string;
    signUp: string;
    /** The sign-up label and its link, in text. */
    signUpAt: (link: string) => string;
    orderAt: (link: string) => string;
  };
  renewal: {
    subject: (invoice: string, plan: string) => string;
    /** The end date, written as `day` formats it. */
    ends: (plan: string, day: string) => string;
    invoice: (invoice: string) => string;
    byCard: string;
    manual: string;
    invoiceLink: string;
    openInvoice: string;
    cancel: string;
  };
  /** A plan that ended without renewal (the sweep's lapse). */
  lapsed: {
    subject: (plan: string) => string;
    ended: (plan: string, day: string) => string;
    cancelled: string;
    unpaid: string;
    again: string;
    plansLabel: string;
  };
}
