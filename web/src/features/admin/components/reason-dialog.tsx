import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';

interface ReasonDialogProps {
  title: string;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  /** The question, naming who reads the text. */
  prompt: ReactNode;
  /** The field's label; `Reason` by default. */
  label?: string;
  max: number;
  /** The message for an empty text (the route's own words). */
  required: string;
  /** What a text over `max` names: "`field` must be at most `max` characters" (the route's words); `Reason` by default. */
  field?: string;
  /** A one-line field (a reference) instead of a paragraph (a reason). */
  singleLine?: boolean;
  /** The toast once sent. */
  success: string;
  busy: boolean;
  /** Sends the trimmed text. */
  onConfirm: (text: string) => Promise<unknown>;
  /** What a failed send shows; by default the API's message, else a generic one. */
  failureText?: (error: unknown) => string;
  onClose: () => void;
}

const apiMessage = (error: unknown) => (error instanceof ApiError ? error.message : 'The action failed');

/** An admin decision that sends one text to the person it concerns: a refusal's reason, a transfer's reference. */
export function ReasonDialog({
  prompt,
  label = 'Reason',
  max,
  required,
  field: named = 'Reason',
  singleLine = false,
  success,
  onConfirm,
  failureText = apiMessage,
  onClose,
  variant = 'danger',
  ...dialog
}: ReasonDialogProps) {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const submit = () => {
    const text = value.trim();
    if (text === '') return setFieldError(required);
    if (text.length > max) return setFieldError(`${named} must be at most ${max} characters`);
    setFailure(undefined);
    onConfirm(text).then(
      () => {
        toast.success(success);
        onClose();
      },
      (error: unknown) => setFailure(failureText(error)),
    );
  };
  const field = {
    label,
    maxLength: max,
    hint: `Up to ${max} characters`,
    value,
    error: fieldError,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      setFieldError(undefined);
    },
  };
  return (
    <FormDialog
      {...dialog}
      variant={variant}
      error={failure}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
      formClassName="grid gap-3"
    >
      <p className="text-sm text-ink [overflow-wrap:anywhere]">{prompt}</p>
      {singleLine ? <Input {...field} autoComplete="off" /> : <Textarea {...field} />}
    </FormDialog>
  );
}
