import { useMutation } from '@tanstack/react-query';
import { RegisterResponse, type RegisterBody } from '../../../../../shared/api/auth';
import { call } from '../../../lib/api-client';

export const register = (body: RegisterBody): Promise<RegisterResponse> =>
  call('register', { body, parse: (data: unknown) => RegisterResponse.parse(data) });

export const useRegister = () => useMutation({ mutationFn: register });
