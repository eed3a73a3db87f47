import { Plus, Trash2 } from 'lucide-react';
import { HELP_FAQS_MAX, type AdminHelpContent } from '../../../../../shared/api/content';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Input, inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useAdminHelpContent, useSaveHelpContent } from '../api/content';
import { QueryState } from '../../../components/ui/query-state';
import { SaveButton } from './save-button';
import { useDraftSave } from '../hooks/use-draft-save';

type Faq = AdminHelpContent['faqs'][number];

/** An id for a new FAQ that no other one has (the server wants lower-case letters, digits, hyphens). */
const newFaqId = (faqs: readonly Faq[]): string => {
  let n = faqs.length + 1;
  while (faqs.some((f) => f.id === `faq-${n}`)) n += 1;
  return `faq-${n}`;
};

const HELP_COPY = { saved: 'Help content saved', failed: 'Failed to save help content' };

interface FieldSpec<K extends string> {
  key: K;
  label: string;
  maxLength: number;
  hint?: string;
}

const HERO_FIELDS: FieldSpec<keyof AdminHelpContent['hero']>[] = [
  { key: 'title', label: 'Hero title', maxLength: 120 },
  { key: 'subtitle', label: 'Hero subtitle', maxLength: 300 },
];

const CONTACT_FIELDS: FieldSpec<keyof AdminHelpContent['contactInfo']>[] = [
  { key: 'phone', label: 'Contact phone', maxLength: 40, hint: "Empty shows the support chat's number." },
  { key: 'hours', label: 'Opening hours', maxLength: 200 },
];

/** The text fields of one part of the help content, side by side. */
function SectionFields<K extends string>({
  fields,
  value,
  onChange,
}: {
  fields: FieldSpec<K>[];
  value: Record<K, string>;
  onChange: (next: Record<K, string>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ key, ...field }) => (
        <Input key={key} {...field} value={value[key]} onChange={(e) => onChange({ ...value, [key]: e.target.value })} />
      ))}
    </div>
  );
}

function HelpContentForm({ initial }: { initial: AdminHelpContent }) {
  const save = useSaveHelpContent();
  const { draft: help, setDraft: setHelp, onSubmit } = useDraftSave(initial, save, HELP_COPY);
  const setFaq = (index: number, change: Partial<Faq>) =>
    setHelp((h) => ({ ...h, faqs: h.faqs.map((f, i) => (i === index ? { ...f, ...change } : f)) }));

  return (
    <form aria-label="Help page content" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <SectionFields fields={HERO_FIELDS} value={help.hero} onChange={(hero) => setHelp({ ...help, hero })} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">FAQs</legend>
        {help.faqs.map((faq, index) => (
          <div key={faq.id} className="flex flex-col gap-2 rounded-xl border border-line p-3">
            <Input
              label={`Question ${index + 1}`}
              value={faq.question}
              maxLength={300}
              onChange={(e) => setFaq(index, { question: e.target.value })}
            />
            <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
              {`Answer ${index + 1}`}
              <textarea
                rows={3}
                value={faq.answer}
                maxLength={3000}
                onChange={(e) => setFaq(index, { answer: e.target.value })}
                className={cn(inputClasses, 'h-auto py-2 font-normal')}
              />
            </label>
            <Button
              variant="ghost"
              size="sm"
              className="self-end"
              onClick={() => setHelp({ ...help, faqs: help.faqs.filter((_, i) => i !== index) })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {`Remove question ${index + 1}`}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          className="self-start"
          disabled={help.faqs.length >= HELP_FAQS_MAX}
          onClick={() => setHelp({ ...help, faqs: [...help.faqs, { id: newFaqId(help.faqs), question: '', answer: '' }] })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add FAQ
        </Button>
      </fieldset>
      <p className="text-sm text-muted">The help page shows the support email from System Settings.</p>
      <SectionFields fields={CONTACT_FIELDS} value={help.contactInfo} onChange={(contactInfo) => setHelp({ ...help, contactInfo })} />
      <SaveButton busy={save.isPending} label="Save Help Content" />
    </form>
  );
}

/** The help page's hero, FAQs and contact details (public-and-buyer §3 Help content). */
export function HelpContentEditor() {
  const help = useAdminHelpContent();
  return (
    <Card aria-labelledby="help-content-heading" role="region" className="flex flex-col gap-4">
      <div>
        <CardTitle id="help-content-heading">Help page</CardTitle>
        <CardDescription>
          The hero, the questions and the contact details of /help. The WhatsApp number comes from WhatsApp Chat.
        </CardDescription>
      </div>
      <QueryState query={help} errorTitle="Could not load the help content">
        {(data) => <HelpContentForm initial={data} />}
      </QueryState>
    </Card>
  );
}
