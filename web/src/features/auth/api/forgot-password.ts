import { useMutation } from '@tanstack/react-query';
import { MessageResponse, type ForgotPasswordBody } from '../../../../../shared/api/auth';
import { apiRequest } from '../../../lib/api-client';

/** Always answers with a generic message: the reset token travels only by email. */
export const forgotPassword = (body: ForgotPasswordBody): Promise<MessageResponse> =>
  apiRequest('/api/auth/forgot-password', { method: 'POST', body, parse: (data: unknown) => MessageResponse.parse(data) });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
