/** Business constants shared by the web app and the functions (spec: public-and-buyer §9). */

export const PASSWORD_MIN_LENGTH = 8;
/** scrypt cost grows with input; a bound keeps a hostile body from burning CPU. */
export const PASSWORD_MAX_LENGTH = 128;

/** Session token lifetime. */
export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const TOKEN_ISSUER = 'music-marketplace';
export const TOKEN_AUDIENCE = 'music-marketplace-web';

/** Failed sign-ins per account from one client (source address) per window. */
export const LOGIN_MAX_FAILURES = 10;
/** Failed sign-ins from one client, whatever the accounts, per window. */
export const LOGIN_CLIENT_MAX_FAILURES = 100;
/** Failed sign-ins on one account from all clients per window; a password reset lifts it. */
export const LOGIN_ACCOUNT_MAX_FAILURES = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Registrations that create no account (e.g. the email is taken) per client per window. */
export const REGISTER_MAX_REFUSED = 20;
export const REGISTER_WINDOW_SECONDS = 10 * 60;

export const RESET_TOKEN_TTL_SECONDS = 30 * 60;
/** Reset mails per address per hour; further requests still answer 200 but send nothing. */
export const RESET_MAILS_PER_HOUR = 5;

/** A verification link works for a day, once (issue 11: `requireEmailVerification`). */
export const VERIFY_TOKEN_TTL_SECONDS = 24 * 3600;
/** Verification mails per account per hour: the sign-up's and the resends together. */
export const VERIFY_MAILS_PER_HOUR = 5;
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please verify your email address before buying: open the link we sent you, or ask for a new one.';
export const EMAIL_VERIFIED_MESSAGE = 'Your email address is verified. You can buy now.';
export const VERIFICATION_SENT_MESSAGE = 'We have sent you a new verification link. Please check your email.';
export const VERIFY_LINK_INVALID_MESSAGE = 'This verification link is not valid. Ask for a new one from your account.';
export const VERIFY_LINK_USED_MESSAGE = 'This verification link has already been used.';
export const VERIFY_LINK_EXPIRED_MESSAGE = 'This verification link has expired. Ask for a new one from your account.';

export const ORDER_DISPLAY_OFFSET = 786;
export const PREVIEW_SECONDS = 30;
export const RECENTLY_ADDED_COUNT = 5;

export const GENRES = ['Electronic', 'Hip Hop', 'Rock', 'Jazz', 'Classical', 'Pop', 'Ambient', 'Folk'] as const;

export const TOAST_DURATION_MS = 3000;
export const LOGIN_REDIRECT_DELAY_MS = 2000;
export const RESET_DIALOG_CLOSE_MS = 2000;

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, we have sent a password reset link. Please check your email.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed login attempts. Please try again later.';
export const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful! Please login.';

/** The search index's snapshot in the media bucket (functions/media/catalogue-snapshot.ts). */
export const CATALOGUE_SNAPSHOT_KEY = 'catalogue/search-snapshot.json.gz';

/** Media bucket prefix of generated exports (the admin orders CSV); the bucket's lifecycle empties it after a day. */
export const EXPORTS_PREFIX = 'exports/';

/** Guest orders (guest checkout) per client and per email address in an hour (429 beyond). */
export const GUEST_ORDERS_PER_CLIENT_PER_HOUR = 10;
export const GUEST_ORDERS_PER_EMAIL_PER_HOUR = 5;
