import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '../../../../../shared/api/catalogue';
import { call } from '../../../lib/api-client';

const parseMessage = (data: unknown): string => {
  const message = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).message : undefined;
  return typeof message === 'string' ? message : 'Message sent';
};

export const sendContact = (body: ContactBody): Promise<string> => call('submitContact', { body, parse: parseMessage });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
