import { useMutation } from '@tanstack/react-query';
import { ChangePasswordResponse, type ChangePasswordBody } from '../../../../../shared/api/auth';
import { call } from '../../../lib/api-client';

/**
 * POST /api/auth/change-password (admin §7). The change ends every session, this one included;
 * the answer carries this device's new token.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      call('changePassword', { body, parse: (data: unknown) => ChangePasswordResponse.parse(data) }),
  });
