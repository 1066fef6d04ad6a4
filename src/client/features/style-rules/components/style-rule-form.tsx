import { useId, useRef, useState } from 'react';
import type { StyleRuleFile } from '@shared/writing-feedback/style-rules/vale-rule';
import { STYLE_RULE_NAME_MAX_LENGTH, STYLE_RULE_SOURCE_MAX_LENGTH } from '@shared/writing-feedback/style-rules/style-rule-limits';
import { EntityFormFooter } from '@/components/entity-form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { styleRuleErrorOf, type useSaveStyleRules } from '../api/save-style-rules';

const NEW_RULE = `extends: existence
message: "Avoid “%s”."
level: warning
ignorecase: true
tokens:
  - arguably
`;

/** The style rule form: in its own file, so its code loads when the dialog first opens. */
export function StyleRuleForm({ file, files, save, onSaved }: { file: StyleRuleFile | null; files: readonly StyleRuleFile[]; save: ReturnType<typeof useSaveStyleRules>; onSaved: () => void }) {
  const [name, setName] = useState(file?.name ?? 'Custom/NewRule.yml');
  const [source, setSource] = useState(file?.source ?? NEW_RULE);
  const [problem, setProblem] = useState<{ message: string; line: number | null } | null>(null);
  const sourceRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  /** Selects the line the error is on, so the writer sees where to look. */
  const showLine = (line: number) => {
    const area = sourceRef.current;
    if (!area) return;
    const lines = area.value.split('\n');
    const start = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
    area.focus();
    area.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        const others = files.filter((existing) => existing.name !== file?.name);
        save.mutate(
          { files: [...others, { name, source }] },
          {
            onSuccess: () => {
              toast({ title: 'Style rule saved', description: `${name} now checks every document.` });
              onSaved();
            },
            onError: (error) => {
              const ruleError = styleRuleErrorOf(error);
              setProblem({ message: ruleError ? ruleError.error.replace(/^[^,]+, line \d+: /, '') : (getApiErrorMessage(error) ?? 'Not saved. Try again.'), line: ruleError?.line ?? null });
              if (ruleError) requestAnimationFrame(() => showLine(ruleError.line));
            },
          },
        );
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>File name</Label>
        <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} maxLength={STYLE_RULE_NAME_MAX_LENGTH} required aria-describedby={`${id}-name-hint`} />
        <p id={`${id}-name-hint`} className="text-xs text-muted-foreground">
          Style/Rule.yml, as in a Vale style folder: the rule is called Style.Rule.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-source`}>Rule (YAML)</Label>
        <Textarea
          ref={sourceRef}
          id={`${id}-source`}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          maxLength={STYLE_RULE_SOURCE_MAX_LENGTH}
          rows={12}
          spellCheck={false}
          className="font-mono text-sm"
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          required
        />
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
            {problem.line !== null ? <strong>Line {problem.line}: </strong> : null}
            {problem.message}
          </p>
        ) : null}
      </div>
      <EntityFormFooter pending={save.isPending} submitLabel="Save rule" />
    </form>
  );
}
