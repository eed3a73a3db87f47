import { useMutation } from '@tanstack/react-query';
import { MessageResponse, type ResetPasswordBody } from '../../../../../shared/api/auth';
import { apiRequest } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordBody): Promise<MessageResponse> =>
  apiRequest('/api/auth/reset-password', { method: 'POST', body, parse: (data: unknown) => MessageResponse.parse(data) });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
