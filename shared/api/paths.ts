/**
 * The browser's half of the route table: id, method, path and auth of every API route, as plain
 * data with no zod, so the web's first download can address the API without the schemas.
 * `routes.ts` spreads each entry into its definition, so the two cannot drift; the only place an
 * API path is written down is here.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthLevel = 'public' | 'user' | 'admin';

export interface RoutePath {
  method: HttpMethod;
  /** API Gateway syntax: `/api/orders/{orderId}`. */
  path: string;
  auth: AuthLevel;
}

const define = <const T extends Record<string, RoutePath>>(table: T): T => table;

export const paths = define({
  register: { method: 'POST', path: '/api/auth/register', auth: 'public' },
  login: { method: 'POST', path: '/api/auth/login', auth: 'public' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password', auth: 'public' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', auth: 'public' },
  changePassword: { method: 'POST', path: '/api/auth/change-password', auth: 'user' },
  changeUserPassword: { method: 'PUT', path: '/api/user/change-password', auth: 'user' },
  getMe: { method: 'GET', path: '/api/user/me', auth: 'user' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email', auth: 'public' },
  resendVerification: { method: 'POST', path: '/api/auth/resend-verification', auth: 'user' },
  listUsers: { method: 'GET', path: '/api/admin/users', auth: 'admin' },
  getUserStats: { method: 'GET', path: '/api/admin/users/stats', auth: 'admin' },
  exportUsers: { method: 'GET', path: '/api/admin/users/export', auth: 'admin' },
  createUser: { method: 'POST', path: '/api/admin/users', auth: 'admin' },
  bulkUpdateUsers: { method: 'POST', path: '/api/admin/users/bulk', auth: 'admin' },
  updateUser: { method: 'PUT', path: '/api/admin/users/{id}', auth: 'admin' },
  updateUserStatus: { method: 'PUT', path: '/api/admin/users/{id}/status', auth: 'admin' },
  resetUserPassword: { method: 'POST', path: '/api/admin/users/{id}/reset-password', auth: 'admin' },
  deleteUser: { method: 'DELETE', path: '/api/admin/users/{id}', auth: 'admin' },
  listSongs: { method: 'GET', path: '/api/songs', auth: 'public' },
  getSong: { method: 'GET', path: '/api/songs/{songId}', auth: 'public' },
  streamAudio: { method: 'GET', path: '/api/audio/stream/{songId}', auth: 'public' },
  getHomeStats: { method: 'GET', path: '/api/stats/home', auth: 'public' },
  getWhatsAppSettings: { method: 'GET', path: '/api/settings/whatsapp', auth: 'public' },
  getHelpContent: { method: 'GET', path: '/api/content/help', auth: 'public' },
  getScriptsContent: { method: 'GET', path: '/api/content/scripts', auth: 'public' },
  getPaymentSettings: { method: 'GET', path: '/api/admin/payment-settings', auth: 'public' },
  getActivePaymentMethods: { method: 'GET', path: '/api/admin/payment-methods/active', auth: 'public' },
  updatePaymentSettings: { method: 'PUT', path: '/api/admin/payment-settings', auth: 'admin' },
  updateWhatsAppSettings: { method: 'POST', path: '/api/settings/whatsapp', auth: 'admin' },
  getPublicSiteSettings: { method: 'GET', path: '/api/settings/public', auth: 'public' },
  getSystemSettings: { method: 'GET', path: '/api/admin/settings', auth: 'admin' },
  updateSystemSettings: { method: 'PUT', path: '/api/admin/settings', auth: 'admin' },
  submitContact: { method: 'POST', path: '/api/contact', auth: 'public' },
  createOrder: { method: 'POST', path: '/api/orders', auth: 'user' },
  getMyOrders: { method: 'GET', path: '/api/orders/my-orders', auth: 'user' },
  getOrder: { method: 'GET', path: '/api/orders/{orderId}', auth: 'user' },
  submitOrderPayment: { method: 'POST', path: '/api/orders/{orderId}/payment', auth: 'user' },
  downloadOrder: { method: 'GET', path: '/api/orders/download/{orderId}', auth: 'user' },
  getLibrary: { method: 'GET', path: '/api/user/library', auth: 'user' },
  listAdminOrders: { method: 'GET', path: '/api/admin/orders', auth: 'admin' },
  getAdminOrderStats: { method: 'GET', path: '/api/admin/orders/stats', auth: 'admin' },
  exportAdminOrders: { method: 'GET', path: '/api/admin/orders/export', auth: 'admin' },
  approvePayment: { method: 'POST', path: '/api/admin/approve-payment/{orderId}', auth: 'admin' },
  rejectPayment: { method: 'POST', path: '/api/admin/reject-payment/{orderId}', auth: 'admin' },
  verifyLicense: { method: 'GET', path: '/api/license/verify/{key}', auth: 'public' },
  downloadLicense: { method: 'GET', path: '/api/license/download/{orderId}', auth: 'user' },
  listPlans: { method: 'GET', path: '/api/subscription/plans', auth: 'public' },
  listAdminPlans: { method: 'GET', path: '/api/admin/pricing', auth: 'admin' },
  getPlanStats: { method: 'GET', path: '/api/admin/pricing/stats', auth: 'admin' },
  createPlan: { method: 'POST', path: '/api/admin/pricing', auth: 'admin' },
  updatePlan: { method: 'PUT', path: '/api/admin/pricing/{id}', auth: 'admin' },
  togglePlan: { method: 'PUT', path: '/api/admin/pricing/{id}/toggle', auth: 'admin' },
  deletePlan: { method: 'DELETE', path: '/api/admin/pricing/{id}', auth: 'admin' },
  createSubscription: { method: 'POST', path: '/api/subscriptions/create', auth: 'user' },
  purchaseSubscription: { method: 'POST', path: '/api/subscription/purchase', auth: 'user' },
  getSubscriptionInvoice: { method: 'GET', path: '/api/subscription/invoice/{subscriptionId}', auth: 'user' },
  submitSubscriptionPayment: { method: 'POST', path: '/api/subscription/manual-payment/{subscriptionId}', auth: 'user' },
  getMySubscription: { method: 'GET', path: '/api/subscription/my-subscription', auth: 'user' },
  downloadWithSubscription: { method: 'POST', path: '/api/subscription/download', auth: 'user' },
  getDownload: { method: 'GET', path: '/api/downloads/{id}', auth: 'public' },
  listAdminNotifications: { method: 'GET', path: '/api/admin/notifications', auth: 'admin' },
  createNotification: { method: 'POST', path: '/api/admin/notifications', auth: 'admin' },
  deleteNotification: { method: 'DELETE', path: '/api/admin/notifications/{id}', auth: 'admin' },
  listMyNotifications: { method: 'GET', path: '/api/notifications', auth: 'user' },
  markNotificationRead: { method: 'POST', path: '/api/notifications/{id}/read', auth: 'user' },
  markAllNotificationsRead: { method: 'POST', path: '/api/notifications/read-all', auth: 'user' },
  listAdminPages: { method: 'GET', path: '/api/admin/pages', auth: 'admin' },
  updatePage: { method: 'PUT', path: '/api/admin/pages', auth: 'admin' },
  listAdminContent: { method: 'GET', path: '/api/admin/content', auth: 'admin' },
  updateContent: { method: 'PUT', path: '/api/admin/content', auth: 'admin' },
  getPage: { method: 'GET', path: '/api/pages/{pageId}', auth: 'public' },
  getAdminHelpContent: { method: 'GET', path: '/api/admin/content/help', auth: 'admin' },
  updateHelpContent: { method: 'PUT', path: '/api/admin/content/help', auth: 'admin' },
  getAdminScriptsContent: { method: 'GET', path: '/api/admin/content/scripts', auth: 'admin' },
  updateScriptsContent: { method: 'PUT', path: '/api/admin/content/scripts', auth: 'admin' },
  listScriptsChanges: { method: 'GET', path: '/api/admin/content/scripts/changes', auth: 'admin' },
  getAnalyticsTag: { method: 'GET', path: '/api/settings/analytics', auth: 'public' },
  listIntegrations: { method: 'GET', path: '/api/admin/integrations', auth: 'admin' },
  saveIntegration: { method: 'PUT', path: '/api/admin/integrations', auth: 'admin' },
  toggleIntegration: { method: 'PUT', path: '/api/admin/integrations/{id}/toggle', auth: 'admin' },
  getPaymentGateways: { method: 'GET', path: '/api/admin/payment-gateways', auth: 'admin' },
  savePaymentGateways: { method: 'POST', path: '/api/admin/payment-gateways', auth: 'admin' },
  testPaymentGateway: { method: 'POST', path: '/api/admin/test-gateway/{name}', auth: 'admin' },
  listAdminSongs: { method: 'GET', path: '/api/admin/songs', auth: 'admin' },
  getAdminSongStats: { method: 'GET', path: '/api/admin/songs/stats', auth: 'admin' },
  getAdminSong: { method: 'GET', path: '/api/admin/songs/{songId}', auth: 'admin' },
  createUpload: { method: 'POST', path: '/api/admin/uploads', auth: 'admin' },
  createSong: { method: 'POST', path: '/api/admin/songs', auth: 'admin' },
  updateAdminSong: { method: 'PUT', path: '/api/admin/songs/{songId}', auth: 'admin' },
  updateSongStatus: { method: 'PUT', path: '/api/admin/songs/{songId}/status', auth: 'admin' },
  deleteSong: { method: 'DELETE', path: '/api/admin/songs/{songId}', auth: 'admin' },
  getOpenApi: { method: 'GET', path: '/api/openapi.json', auth: 'public' },
  getApiDocs: { method: 'GET', path: '/api/docs', auth: 'public' },
  getApiDocsScript: { method: 'GET', path: '/api/docs/scalar.js', auth: 'public' },
});

export type Paths = typeof paths;
export type RouteId = keyof Paths;
