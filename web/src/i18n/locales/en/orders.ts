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
    buyerStatus: {
      awaiting_payment: 'Awaiting payment',
      payment_submitted: 'Payment submitted',
      completed: 'Completed',
      rejected: 'Rejected',
      refunded: 'Refunded',
    },
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
    orderNumber: 'Order {{number}}',
    amount: 'Amount',
    paymentMethod: 'Payment method',
    date: 'Date',
    license: 'License',
    licenseKey: 'license key',
    myDownloads: 'My Downloads',
    awaitingText: 'Not paid yet. Pay now to get your licence and download.',
    submittedText: "Payment submitted. We'll email you once it is approved, usually within 1 to 24 hours.",
    payNow: 'Pay Now',
    failedText: 'Payment rejected. Please try purchasing again or contact support.',
    refundedText: 'Refunded: the licence of this order is revoked.',
    reason: 'Reason: {{reason}}',
    viewInvoice: 'View invoice',
  },
};

addEnglish({ ...orders });
