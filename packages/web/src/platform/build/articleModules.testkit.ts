/** The article plugin as Vite drives it, with configured operator details (tests of the plugin and pages). */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { ArticleModule } from '@speiseplaner/content';
import { articleModule } from '@speiseplaner/content/src/articles/parseArticle';
import type { OperatorDetails } from '@speiseplaner/content/src/site/operator';
import { articleModules } from './articleModules';

export const WEB = join(__dirname, '..', '..', '..');
export const ARTICLES = join(WEB, '..', 'content', 'articles');

export const CONFIGURED: OperatorDetails = {
  name: 'Bio-Kantine Musterort gGmbH',
  address: 'Hauptstraße 5, 80331 München',
  email: 'info@bio-kantine.de',
  phone: '+49 89 987654',
  register: 'Handelsregister Amtsgericht München, HRB 123456',
  vatId: 'DE123456789',
  responsible: 'Anna Schmidt, Hauptstraße 5, 80331 München',
  privacyContact: 'datenschutz@bio-kantine.de',
  legalForm: 'Körperschaft des öffentlichen Rechts',
  representative: 'Präsidentin Dr. Anna Schmidt',
  mailProvider: 'Mailversand Nord GmbH',
  mailProviderSeat: 'Hafenstraße 1, 20457 Hamburg',
  mailServerLocation: 'Deutschland',
  kind: 'bund',
};

type LoadHook = (this: { error(message: string): never }, id: string) => Promise<{ code: string } | null>;

/** The plugin as Vite drives it: configResolved, then load() for an id. */
export function pluginFor(command: 'build' | 'serve') {
  const plugin: Plugin = articleModules(
    () => CONFIGURED,
    async () => articleModule,
  );
  (plugin.configResolved as (config: { command: string; root: string }) => void)({ command, root: WEB });
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return async (id: string): Promise<ArticleModule | null> => {
    const result = await (plugin.load as unknown as LoadHook).call(context, id);
    if (!result) return null;
    expect(result.code).toMatch(/^export default \{.*\};$/s);
    return JSON.parse(result.code.slice('export default '.length, -1)) as ArticleModule;
  };
}
