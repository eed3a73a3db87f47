import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AdminHeader } from './admin-layout';
import { HelpContentEditor } from './help-content-editor';
import { SnippetsEditor } from './snippets-editor';

/**
 * Admin §2.9 Website Content: what is not one page's text — the help centre's content and the
 * header and footer snippets. Page text has one screen, Pages, so the two can never disagree.
 */
export function AdminContentPage() {
  return (
    <>
      <AdminHeader title="Website Content" description="The help centre and the snippets added to every page's header and footer." />
      <p className="mb-6 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-muted">
        The text of each public page (Home, About, Terms…) is edited under{' '}
        <Link to={paths.adminPages} className="font-medium text-brand hover:underline">
          Pages
        </Link>
        .
      </p>
      <div className="grid gap-6 xl:grid-cols-2">
        <HelpContentEditor />
        <SnippetsEditor />
      </div>
    </>
  );
}
