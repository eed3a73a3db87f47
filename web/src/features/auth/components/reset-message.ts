import type { MessageTone } from '../../../components/ui/form-message';

/** The line above the reset steps: what the last request answered. */
export interface ResetMessage {
  text: string;
  tone: MessageTone;
}
