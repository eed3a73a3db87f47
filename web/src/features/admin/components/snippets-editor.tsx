import { Plus, ShieldCheck, Trash2 } from 'lucide-react';
import type { ScriptsContent } from '../../../../../shared/api/catalogue';
import { SNIPPET_MAX, SNIPPETS_MAX } from '../../../../../shared/api/content';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { inputClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useAdminScripts, useSaveScripts, useScriptsChanges } from '../api/content';
import { formatSaved } from './pages-list';
import { QueryState } from '../../../components/ui/query-state';
import { SaveButton } from './save-button';
import { useDraftSave } from '../hooks/use-draft-save';

type Place = keyof ScriptsContent;
const PLACE_LABEL: Record<Place, string> = { header: 'Header', footer: 'Footer' };

function SnippetList({ place, snippets, onChange }: { place: Place; snippets: string[]; onChange: (next: string[]) => void }) {
  const label = PLACE_LABEL[place];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink">{`${label} snippets`}</legend>
      {snippets.length === 0 && <p className="text-sm text-muted">None.</p>}
      {snippets.map((snippet, index) => (
        <div key={index} className="flex flex-col gap-1.5">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            {`${label} snippet ${index + 1}`}
            <textarea
              rows={3}
              value={snippet}
              onChange={(e) => onChange(snippets.map((s, i) => (i === index ? e.target.value : s)))}
              className={cn(inputClasses, 'h-auto py-2 font-mono text-xs font-normal')}
            />
          </label>
          <div className="flex items-center justify-between">
            <span className={cn('text-xs', snippet.length > SNIPPET_MAX ? 'text-danger' : 'text-muted')}>
              {snippet.length.toLocaleString('en-US')}/{SNIPPET_MAX.toLocaleString('en-US')} characters
            </span>
            <Button variant="ghost" size="sm" onClick={() => onChange(snippets.filter((_, i) => i !== index))}>
              <Trash2 aria-hidden="true" className="size-4" />
              {`Remove ${label.toLowerCase()} snippet ${index + 1}`}
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="secondary"
        className="self-start"
        disabled={snippets.length >= SNIPPETS_MAX}
        onClick={() => onChange([...snippets, ''])}
      >
        <Plus aria-hidden="true" className="size-4" />
        {`Add ${label.toLowerCase()} snippet`}
      </Button>
    </fieldset>
  );
}

function SnippetsForm({ initial }: { initial: ScriptsContent }) {
  const save = useSaveScripts();
  const changes = useScriptsChanges();
  const {
    draft: scripts,
    setDraft: setScripts,
    onSubmit,
  } = useDraftSave(initial, save, { saved: 'Snippets saved', failed: 'Failed to save snippets' }, () => void changes.refetch());
  const tooLong = [...scripts.header, ...scripts.footer].some((s) => s.length > SNIPPET_MAX);
  return (
    <>
      <form aria-label="Header and footer snippets" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <SnippetList place="header" snippets={scripts.header} onChange={(header) => setScripts({ ...scripts, header })} />
        <SnippetList place="footer" snippets={scripts.footer} onChange={(footer) => setScripts({ ...scripts, footer })} />
        <SaveButton busy={save.isPending} label="Save Snippets" disabled={tooLong} />
      </form>
      <section aria-labelledby="snippet-changes-heading">
        <h3 id="snippet-changes-heading" className="text-sm font-semibold text-ink">
          Recent changes
        </h3>
        {changes.isError ? (
          <p className="mt-2 text-sm text-danger">Could not load the change log.</p>
        ) : !changes.data ? (
          <p className="mt-2 text-sm text-muted">Loading changes...</p>
        ) : changes.data.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No changes yet.</p>
        ) : (
          <ol aria-label="Snippet changes" className="mt-2 flex flex-col divide-y divide-line text-sm">
            {changes.data.map((change) => (
              <li key={change.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="text-ink">{change.changed_by || 'Unknown admin'}</span>
                <span className="text-muted">
                  {change.header.length} header · {change.footer.length} footer · {formatSaved(change.changed_at)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/**
 * The header/footer snippets (public-and-buyer §3 Scripts content). They reach every page, so the
 * editor says what the site's Content-Security-Policy lets run, and lists who changed them when.
 */
export function SnippetsEditor() {
  const scripts = useAdminScripts();
  return (
    <Card aria-labelledby="snippets-heading" role="region" className="flex flex-col gap-4">
      <div>
        <CardTitle id="snippets-heading">Header and footer snippets</CardTitle>
        <CardDescription>Markup added to every page: verification tags, preconnect links, styles.</CardDescription>
      </div>
      <p className="flex items-start gap-2 rounded-xl border border-line bg-raised/60 p-3 text-sm text-muted">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
        Scripts in snippets do not run: the site&apos;s Content-Security-Policy only runs scripts shipped with the site, and inline scripts,
        event handlers and javascript: links are removed. Analytics tags come from the Integrations screen.
      </p>
      <QueryState query={scripts} errorTitle="Could not load the snippets">
        {(data) => <SnippetsForm initial={data} />}
      </QueryState>
    </Card>
  );
}
