import { useRef, useState, type ChangeEvent } from 'react';
import { BookMarked, FolderUp, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { ruleIdOf, type StyleRuleFile } from '@shared/writing-feedback/style-rules/vale-rule';
import { SettingsSection } from '@/components/settings-section';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useStyleRules } from '@/lib/style-rules/style-rules-query';
import { useImportStyleRules, useSaveStyleRules } from '../api/save-style-rules';
import { StyleRuleFileDialog, type StyleRuleTarget } from './style-rule-file-dialog';

/** A file as the browser hands it over: a folder's files carry their path (`Acme/Hedging.yml`). */
async function readRuleFiles(list: FileList): Promise<StyleRuleFile[]> {
  return Promise.all([...list].map(async (file) => ({ name: file.webkitRelativePath || file.name, source: await file.text() })));
}

/**
 * Settings → Style rules (issue 16, ADR 0031): the workspace's own Vale rules, checked in every
 * document beside its client's preset. Write or edit one, delete one, or import a style folder.
 * canManage: whether the role may change them (issue 18); members read the list only.
 */
export function StyleRulesSection({ canManage }: { canManage: boolean }) {
  const rules = useStyleRules();
  const save = useSaveStyleRules();
  const importRules = useImportStyleRules();
  const [target, setTarget] = useState<StyleRuleTarget | null>(null);
  const [toDelete, setToDelete] = useState<StyleRuleFile | null>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const files = rules.data?.files ?? [];

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files;
    if (!chosen || chosen.length === 0) return;
    const uploaded = (await readRuleFiles(chosen)).filter((file) => !file.name.split('/').some((part) => part.startsWith('.')));
    event.target.value = '';
    importRules.mutate(
      { files: uploaded },
      {
        onSuccess: (result) => {
          const skipped = result.skipped.length > 0 ? ` Skipped: ${result.skipped.map((entry) => `${entry.file} (${entry.reason})`).join('; ')}` : '';
          toast({ title: `${result.imported.length} style ${result.imported.length === 1 ? 'rule' : 'rules'} imported`, description: `${result.imported.join(', ') || 'None.'}${skipped}` });
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Not imported', description: getApiErrorMessage(error) ?? 'Try again.' }),
      },
    );
  };

  return (
    <>
      <SettingsSection
        id="style-rules"
        icon={BookMarked}
        title="Style rules"
        description="Your own rules in Vale’s YAML format, checked in every document under “Style guide”. A client’s preset (AP, Chicago, MLA, APA) is chosen on its card."
        action={
          <>
            <div className={canManage ? 'flex flex-wrap gap-2' : 'hidden'}>
              <Button type="button" size="sm" variant="outline" onClick={() => filesInput.current?.click()} disabled={importRules.isPending}>
                <Upload aria-hidden /> Import rule files
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => folderInput.current?.click()} disabled={importRules.isPending}>
                <FolderUp aria-hidden /> Import a style folder
              </Button>
              <Button type="button" size="sm" onClick={() => setTarget({ file: null })}>
                <Plus aria-hidden /> New rule
              </Button>
            </div>
            <input ref={filesInput} type="file" accept=".yml,.yaml" multiple className="sr-only" tabIndex={-1} aria-label="Vale rule files to import" onChange={(event) => void onImport(event)} />
            <input
              ref={folderInput}
              type="file"
              multiple
              className="sr-only"
              tabIndex={-1}
              aria-label="Vale style folder to import"
              onChange={(event) => void onImport(event)}
              {...{ webkitdirectory: '' }}
            />
          </>
        }
      >
        {rules.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading style rules">
            <Skeleton className="h-10 w-full" />
          </div>
        ) : rules.isError ? (
          <ErrorState title="The style rules could not be loaded." description="Check your connection and try again." onRetry={() => void rules.refetch()} retrying={rules.isFetching} />
        ) : files.length === 0 ? (
          <p className="text-sm text-muted-foreground">No style rules of your own yet.</p>
        ) : (
          <ul className="grid divide-y" aria-label="Style rules">
            {files.map((file) => (
              <li key={file.name} className="flex flex-wrap items-center gap-3 py-2.5">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="truncate font-mono text-sm">{file.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {ruleIdOf(file.name)} · {/^extends:\s*(\w+)/m.exec(file.source)?.[1] ?? 'rule'}
                  </p>
                </div>
                {canManage ? (
                  <div className="flex gap-1">
                    <Button type="button" size="sm" variant="ghost" aria-label={`Edit ${file.name}`} onClick={() => setTarget({ file })}>
                      <Pencil aria-hidden />
                    </Button>
                    <Button type="button" size="sm" variant="ghost" className="text-destructive hover:text-destructive" aria-label={`Delete ${file.name}`} onClick={() => setToDelete(file)}>
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
      <StyleRuleFileDialog target={target} files={files} onClose={() => setTarget(null)} />
      <ConfirmDeleteDialog
        item={toDelete}
        nameOf={(file) => file.name}
        title="Delete this style rule?"
        description={(name) => `${name} is deleted and no longer checks documents.`}
        pending={save.isPending}
        onConfirm={(file, name) =>
          save.mutate(
            { files: files.filter((kept) => kept.name !== file.name) },
            {
              onSuccess: () => {
                setToDelete(null);
                toast({ title: 'Style rule deleted', description: `${name} is gone.` });
              },
              onError: (error) => toast({ variant: 'destructive', title: 'Not deleted', description: getApiErrorMessage(error) ?? 'Try again.' }),
            },
          )
        }
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
