import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type LoginBody } from '../../../../../shared/api/auth';
import { call } from '../../../lib/api-client';

export const login = (body: LoginBody): Promise<LoginResponse> =>
  call('login', { body, parse: (data: unknown) => LoginResponse.parse(data) });

export const useLogin = () => useMutation({ mutationFn: login });
