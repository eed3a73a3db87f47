import type { toast as sonnerToast } from 'sonner';

/**
 * sonner's `toast` for the modules of the first download: sonner (~10 KB gzip) is fetched with the
 * first toast, or when the lazy `Toaster` mounts after the first paint (a toast made before the
 * Toaster subscribes is still shown). Modules of lazy chunks import `sonner` directly.
 */
type Toast = typeof sonnerToast;

const sonner = () => import('sonner');

export const toast = {
  success: (...args: Parameters<Toast['success']>): void => void sonner().then((m) => m.toast.success(...args)),
  error: (...args: Parameters<Toast['error']>): void => void sonner().then((m) => m.toast.error(...args)),
};
