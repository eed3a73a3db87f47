import { addEnglish } from '../../i18n';
import texts from './subscriptions.json';

/** Pricing and the plan pages, checkout, and the subscription invoice. */
export const subscriptions = texts;

addEnglish(subscriptions);
