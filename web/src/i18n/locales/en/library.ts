import { addEnglish } from '../../i18n';

/**
 * The subscription and library texts: the store's song widgets show them (download buttons, the
 * subscription notice) beside the buyer's dashboard, so they come without the dashboard's own texts.
 */
export const libraryTexts = {
  subscription: {
    unlimited: 'Unlimited',
    unlimitedDownloads: 'Unlimited downloads',
    downloads_one: '{{count}} download',
    downloads_other: '{{count}} downloads',
    period: { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' },
    perPeriod: {
      daily: '{{allowance}} per day',
      weekly: '{{allowance}} per week',
      monthly: '{{allowance}} per month',
      yearly: '{{allowance}} per year',
    },
    status: {
      pending_payment: 'Pending Payment',
      pending_approval: 'Pending Approval',
      queued: 'Queued',
      active: 'Active',
      expired: 'Expired',
      rejected: 'Rejected',
    },
    notice: {
      pending_payment: 'Subscription pending payment',
      pending_approval: 'Subscription pending approval',
      queued: 'Subscription queued: starts when your current plan ends',
      expired: 'Subscription expired',
      rejected: 'Subscription rejected',
    },
    cancelledUntil: 'Cancelled, access until {{date}}',
    planActive: '{{plan}} plan active · {{quota}}',
    usedThis: {
      daily: '{{used}} of {{allowance}} used this day',
      weekly: '{{used}} of {{allowance}} used this week',
      monthly: '{{used}} of {{allowance}} used this month',
      yearly: '{{used}} of {{allowance}} used this year',
    },
    completePayment: 'Complete payment',
    viewPlans: 'View plans',
    mySubscription: 'My Subscription',
    downloaded: '{{count}} downloaded',
    downloadsThis: {
      daily: 'downloads this day',
      weekly: 'downloads this week',
      monthly: 'downloads this month',
      yearly: 'downloads this year',
    },
    downloadsUsed: 'Downloads used',
    loadFailed: 'We could not load your subscription. Please reload the page.',
    viewPlansButton: 'View Plans',
    none: 'No active subscription. Subscribe to download from the whole catalogue.',
    plan: 'Plan',
    waitingPayment: 'Your plan is waiting for payment.',
    submitted: 'Payment submitted. Admin approval usually takes 1 to 24 hours.',
    expiredText: 'Your subscription has expired.',
    rejectedText: 'The payment for this subscription was rejected.',
    quotaResets: 'Quota resets',
    accessUntil: 'Access until',
    ends: 'Ends',
    duration: 'Duration',
    lifetime: 'Lifetime',
  },
  library: {
    empty: 'No songs in your library yet',
    downloadTitle: 'Download {{title}}',
    download: 'Download',
    myDownloads: 'My Downloads',
    songCount_one: '{{count}} song',
    songCount_other: '{{count}} songs',
    subscription: 'Subscription',
    purchased: 'Purchased',
    downloadStarted: 'Download started!',
    downloadFailed: 'Download failed',
    downloadedSome: 'Downloaded {{saved}} of {{total}} songs',
    downloadingOne: 'Downloading {{current}} of {{total}}…',
    downloadAll: 'Download All',
  },
};

addEnglish({ ...libraryTexts });
