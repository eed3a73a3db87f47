import { useMutation } from '@tanstack/react-query';
import { MessageResponse, type ForgotPasswordBody } from '../../../../../shared/api/auth';
import { call } from '../../../lib/api-client';

/** Always answers with a generic message: the reset token travels only by email. */
export const forgotPassword = (body: ForgotPasswordBody): Promise<MessageResponse> =>
  call('forgotPassword', { body, parse: (data: unknown) => MessageResponse.parse(data) });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
