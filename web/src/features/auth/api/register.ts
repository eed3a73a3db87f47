import { useMutation } from '@tanstack/react-query';
import { RegisterResponse, type RegisterBody } from '../../../../../shared/api/auth';
import { apiRequest } from '../../../lib/api-client';

export const register = (body: RegisterBody): Promise<RegisterResponse> =>
  apiRequest('/api/auth/register', { method: 'POST', body, parse: (data: unknown) => RegisterResponse.parse(data) });

export const useRegister = () => useMutation({ mutationFn: register });
