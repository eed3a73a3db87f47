import type { Messages } from './locales/en';

// t('key') is checked against the English resources: a key that does not exist fails typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
