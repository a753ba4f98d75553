import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The client's features stand apart (eslint.config.js, after bulletproof-react): a file of one
 * feature that imports another, however it writes the path, fails `npm run lint`; what two
 * features share lives in src/client/components or src/client/lib.
 */

const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'client/feature-boundary').map((message) => message.message);
}

describe('client feature boundary', () => {
  it('refuses an import, a re-export and an import() of another feature', async () => {
    const code = [
      "export { registrationRoutes } from '../../registration/routes';",
      "export * from '../../../features/chef/pages/ChefPortalPage';",
      "export const load = () => import('../../mobile/routes');",
      '',
    ].join('\n');
    expect(await boundaryErrors('src/client/features/admin/components/Probe.tsx', code)).toEqual([
      'The admin feature imports the registration feature: move what they share to src/client/components or src/client/lib.',
      'The admin feature imports the chef feature: move what they share to src/client/components or src/client/lib.',
      'The admin feature imports the mobile feature: move what they share to src/client/components or src/client/lib.',
    ]);
  }, 30_000);

  it('lets a feature import its own files and the shared components and lib', async () => {
    const code = ["export { formatDay } from '../../../lib/formatDay';", "export { Section } from '../../../components/Section';", "export * from './format';", ''].join('\n');
    expect(await boundaryErrors('src/client/features/admin/components/Probe.tsx', code)).toEqual([]);
  });
});
