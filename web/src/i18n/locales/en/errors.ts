import { addEnglish } from '../../i18n';
import texts from './errors.json';

/**
 * The API's messages a user sees, for the other languages (web/src/lib/error-text.ts): by error
 * `code`, by the English text of fixed messages, and by the validation rule and field of the
 * plain-language issue messages (shared/api/issue-messages.ts). English shows the server's own text.
 */
export const errors = texts;

addEnglish(errors);
