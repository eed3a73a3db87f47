import type { ComponentProps } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';

interface EditorDialogProps extends Omit<ComponentProps<typeof FormDialog>, 'title' | 'label' | 'confirmLabel'> {
  /** An existing record is being edited (else a new one is created). */
  editing: boolean;
  /** What the dialog edits, title-cased: "Plan", "Licence Tier". */
  noun: string;
  /** The submit button of a new record ("Create Plan"); an edit saves changes. */
  createLabel: string;
}

/** The create-or-edit dialog of one admin record: "Create X" or "Edit X", then Create or Save Changes. */
export function EditorDialog({ editing, noun, createLabel, ...props }: EditorDialogProps) {
  const verb = editing ? 'Edit' : 'Create';
  return (
    <FormDialog
      title={`${verb} ${noun}`}
      label={`${verb} ${noun.toLowerCase()}`}
      className="max-w-2xl"
      confirmLabel={editing ? 'Save Changes' : createLabel}
      {...props}
    />
  );
}
