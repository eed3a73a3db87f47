import { useMutation } from '@tanstack/react-query';
import { MessageResponse, type ResetPasswordBody } from '../../../../../shared/api/auth';
import { call } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordBody): Promise<MessageResponse> =>
  call('resetPassword', { body, parse: (data: unknown) => MessageResponse.parse(data) });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
