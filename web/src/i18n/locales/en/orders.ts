import { addEnglish } from '../../i18n';
import texts from './orders.json';

/** My Orders and the order status badge. */
export const orders = texts;

addEnglish(orders);
