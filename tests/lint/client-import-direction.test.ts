import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The client's import direction (ADR 0017) is only as good as the lint rule that holds it: these
 * probes are files that do not exist, linted as if they lived where their path says.
 */
const root = path.resolve(import.meta.dirname, '../..');
// Type information is not needed for import rules, and a probe is in no tsconfig.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { project: false, projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function importErrors(probePath: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}';\nexport const probe = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, probePath) });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('the client import direction', () => {
  it('refuses a feature importing another feature', async () => {
    expect(await importErrors('src/client/features/documents/probe.tsx', '@/features/templates/components/template-card')).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
  });

  it('refuses shared components and lib importing a feature, and anything importing upwards', async () => {
    expect(await importErrors('src/client/components/probe.tsx', '@/features/documents/api/document-keys')).toHaveLength(1);
    expect(await importErrors('src/client/lib/probe.ts', '@/features/documents/api/document-keys')).toHaveLength(1);
    expect(await importErrors('src/client/features/documents/probe.tsx', '@/pages/dashboard-page')).toHaveLength(1);
    expect(await importErrors('src/client/pages/probe.tsx', '@/app/routes')).toHaveLength(1);
  });

  it('lets each layer import downwards and a feature import itself', async () => {
    expect(await importErrors('src/client/features/documents/probe.tsx', '@/features/documents/api/document-keys')).toEqual([]);
    expect(await importErrors('src/client/features/documents/probe.tsx', '@/lib/personalities/list-personalities')).toEqual([]);
    expect(await importErrors('src/client/pages/probe.tsx', '@/features/documents/api/document-keys')).toEqual([]);
    expect(await importErrors('src/client/app/probe.tsx', '@/pages/dashboard-page')).toEqual([]);
  });
});
