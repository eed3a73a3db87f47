import { addEnglish } from '../../i18n';

/** My Orders and the order status badge. */
export const orders = {
  orders: {
    title: 'My Orders',
    intro: 'Your purchases, their payment status, licence keys and downloads.',
    statusTabs: 'Order status',
    tabWithCount: '{{label}} ({{count}})',
    all: 'All Orders',
    status: { completed: 'Completed', pending: 'Pending', failed: 'Failed', refunded: 'Refunded' },
    empty: 'No orders found',
    emptyText: 'Start browsing songs to make your first purchase',
    browseMusic: 'Browse Music',
    loadFailed: 'We could not load your orders.',
    tryAgain: 'Try again',
    loadMore: 'Load more orders',
    songStarted: 'Download started!',
    songFailed: 'Error downloading song. Please try again.',
    licenseDone: 'License downloaded!',
    licenseFailed: 'Error downloading license. Please try again.',
    downloadSong: 'Download Song',
    licensePdf: 'License PDF',
    orderNumber: 'Order #{{id}}',
    amount: 'Amount',
    paymentMethod: 'Payment method',
    date: 'Date',
    license: 'License',
    licenseKey: 'license key',
    myDownloads: 'My Downloads',
    processing: "Payment is being processed. You'll receive an email once approved.",
    payNow: 'Pay Now',
    failedText: 'Payment failed. Please try purchasing again or contact support.',
    reason: 'Reason: {{reason}}',
    viewInvoice: 'View invoice',
  },
};

addEnglish({ ...orders });
