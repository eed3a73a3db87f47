/**
 * The help page's content and the header/footer snippets as admins edit them. Both are store
 * settings (`SETTINGS/help`, `SETTINGS/scripts`) read by the public routes through the settings
 * domain, so a save shows there at once. Every change of the snippets is recorded with who and
 * when in the same transaction: they run on every page, so each one must be traceable.
 */
import { ulid } from 'ulid';
import type { AdminHelpContent, HelpContentBody, ScriptsChange, ScriptsContentBody } from '../../../shared/api/content';
import type { ScriptsContent } from '../../../shared/api/catalogue';
import { listScriptsChanges, writeScriptsWithChange } from '../../data/content-repo';
import { writeSetting } from '../../data/settings-repo';
import { getHelpContent, getScriptsContent } from '../settings/settings';
import type { Editor } from './pages';

const HELP_SETTING = 'help';
const SCRIPTS_SETTING = 'scripts';

export async function getAdminHelpContent(): Promise<AdminHelpContent> {
  const { hero, faqs, contactInfo } = await getHelpContent();
  return { hero, faqs, contactInfo };
}

/** Replaces the help content whole; the chat number stays the support chat's (/admin/whatsapp). */
export async function saveHelpContent(body: HelpContentBody, editor: Editor): Promise<AdminHelpContent> {
  await writeSetting(HELP_SETTING, { ...body, whatsappNumber: '' }, editor.userId);
  return body;
}

export const getAdminScriptsContent = (): Promise<ScriptsContent> => getScriptsContent();

/** Blank snippets are dropped: they would only add empty nodes to every page. */
export async function saveScriptsContent(body: ScriptsContentBody, editor: Editor, now = new Date()): Promise<ScriptsContent> {
  const value = { header: body.header.filter((s) => s.trim() !== ''), footer: body.footer.filter((s) => s.trim() !== '') };
  const change: ScriptsChange = {
    id: ulid(now.getTime()),
    changed_at: now.toISOString(),
    changed_by: editor.name,
    changed_by_id: editor.userId,
    ...value,
  };
  await writeScriptsWithChange(SCRIPTS_SETTING, value, change);
  return value;
}

export const listRecentScriptsChanges = (limit: number): Promise<ScriptsChange[]> => listScriptsChanges(limit);
