import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';

/** A react-hook-form form checked by `schema` (whose input and output are the form's values), with its errors at hand. */
export function useZodForm<T extends FieldValues>(schema: $ZodType<T, T>, defaultValues: DefaultValues<T>) {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues });
  return { ...form, errors: form.formState.errors };
}
