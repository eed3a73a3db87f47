import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isLocalMethod } from '../../../../../shared/api/orders';
import { usdToBdt } from '../../../../../shared/money';
import { paths } from '../../../config/paths';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '../../../../../shared/constants';
import { ApiError, errorMessage, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { useEmailVerificationPending, useResendVerification } from '../../../lib/email-verification';
import { i18n } from '../../../i18n/i18n';
import '../../../i18n/locales/en/catalogue';
import '../../../i18n/locales/en/invoices';
import '../../../i18n/locales/en/store';
import '../../../i18n/locales/en/tiers';
import { isGatewayMethod, usePurchaseMethodChoice } from '../../../lib/payment-methods';
import { MethodPicker } from '../../../components/payments/method-picker';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { rememberGuestToken } from '../../../lib/guest-orders';
import { useSession } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';
import { useCreateOrder } from '../api/create-order';
import { isSoldOut, type Song } from '../api/songs';
import { useOwnedLicense } from '../api/owned-license';
import { upgradePrice } from './license-tiers';
import { PurchaseSummary } from './purchase-summary';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { GuestEmailInput } from '../../../components/payments/guest-email-input';

/** Spec §8: the server's error after 'Error: ', 'Purchase failed' without one; anything else is an exception. */
function purchaseError(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) {
    return i18n.t('purchase.error', { message: error.message === FALLBACK_ERROR_MESSAGE ? i18n.t('purchase.failed') : error.message });
  }
  return i18n.t('purchase.failedRetry');
}

/** The purchase itself: the method, a guest's email, and Purchase Now (then the invoice or the provider's page). */
export function PurchaseForm({
  song,
  tier,
  upgrade,
  onClose,
  onSignIn,
}: {
  song: Song;
  tier?: string;
  upgrade?: string;
  onClose: () => void;
  onSignIn?: () => void;
}) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { methods, method, choose, loading } = usePurchaseMethodChoice();
  const create = useCreateOrder();
  const [error, setError] = useState<string>();
  const unverified = useEmailVerificationPending();
  const soldOut = isSoldOut(song);
  // Licence tiers (issue 25): the chosen tier's price, or for an upgrade the difference to the held licence.
  const license = song.licenses?.find((l) => l.tier === tier);
  const owned = useOwnedLicense(upgrade ? song.id : '');
  const price = license ? (upgrade && owned ? upgradePrice(license, owned.paid) : license.price) : song.price;
  const bdt = usdToBdt(price);
  // Signed out (the slot mounts only while the store allows guest checkout): the order goes to an email.
  const { user } = useSession();
  const guest = !user;
  const [email, setEmail] = useState('');

  const purchase = () => {
    setError(undefined);
    create.mutate(
      {
        songId: song.id,
        paymentMethod: method,
        amount: isLocalMethod(method) ? bdt : price,
        ...(license ? { tier: license.tier } : {}),
        ...(license && upgrade ? { upgradeFrom: upgrade } : {}),
        ...(guest ? { email: email.trim() } : {}),
      },
      {
        onSuccess: ({ orderId, existing, checkoutUrl, guestToken }) => {
          if (guestToken) rememberGuestToken(orderId, guestToken);
          // A gateway: the buyer pays on the provider's page, which brings them back to the invoice.
          if (checkoutUrl) {
            window.location.assign(checkoutUrl);
            return;
          }
          if (existing) toast.info(t('purchase.pendingExists'));
          void navigate(guestToken ? paths.guestOrder(orderId) : paths.invoice(orderId));
        },
        onError: (cause) => {
          const text = purchaseError(cause);
          setError(text);
          toast.error(text);
          // A new price or a sold-out song: show the buyer what the store says now.
          if (cause instanceof ApiError && cause.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.songs.all });
          if (cause instanceof ApiError && cause.code === 'EMAIL_NOT_VERIFIED') {
            void queryClient.invalidateQueries({ queryKey: queryKeys.emailVerification.all });
          }
        },
      },
    );
  };

  return (
    <form
      aria-label={t('purchase.form')}
      onSubmit={(event) => {
        event.preventDefault();
        purchase();
      }}
      className="flex flex-col gap-5"
    >
      <PurchaseSummary
        song={song}
        price={price}
        tierName={license && (upgrade ? t('tiers.upgradeTo', { name: license.name }) : license.name)}
      />

      <MethodPicker methods={methods} value={method} onChange={choose} busy={loading} disabled={create.isPending || soldOut} />

      <p className="flex items-start gap-2 rounded-lg border border-line bg-raised/60 px-3 py-2 text-sm text-muted">
        <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        <span>
          {guest
            ? t('purchase.afterPaymentGuest')
            : method === 'stripe'
              ? t('purchase.afterCardPayment')
              : isGatewayMethod(method)
                ? t('purchase.afterGatewayPayment', { provider: t(`payment.method.${method}`) })
                : t('purchase.afterApproval')}
        </span>
      </p>

      {guest && <GuestEmail email={email} onChange={setEmail} onSignIn={onSignIn} />}

      {soldOut && <FormMessage tone="error" text={t('purchase.soldOut')} />}
      {unverified && <VerifyToBuy />}
      {error && <FormMessage tone="error" text={error} />}

      <DialogActions
        cancelLabel={t('purchase.cancel')}
        onCancel={onClose}
        confirmLabel={guest ? t('purchase.continueAsGuest') : t('purchase.purchaseNow')}
        loading={create.isPending}
        disabled={soldOut || unverified}
      />
    </form>
  );
}

/** Signed out: the email the guest order goes to, and the way into signing in instead. */
function GuestEmail({ email, onChange, onSignIn }: { email: string; onChange: (email: string) => void; onSignIn?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-canvas p-4">
      <GuestEmailInput value={email} onChange={onChange} hint={t('purchase.guestHint')} />
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {t('purchase.orSignIn')}
        {onSignIn ? (
          <Button variant="secondary" size="sm" onClick={onSignIn}>
            {t('purchase.signInInstead')}
          </Button>
        ) : (
          <Link to={paths.auth} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('purchase.signInInstead')}
          </Link>
        )}
      </p>
    </div>
  );
}

/** An unverified buyer cannot order: the reason, and the mail that lets them verify. */
function VerifyToBuy() {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <div className="flex flex-col gap-2" data-testid="verify-to-buy">
      <FormMessage tone="error" text={EMAIL_NOT_VERIFIED_MESSAGE} />
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: (message) => toast.success(message),
            onError: (cause) => toast.error(errorMessage(cause)),
          })
        }
      >
        {t('purchase.resendVerification')}
      </Button>
    </div>
  );
}
