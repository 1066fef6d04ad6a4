import { useId } from 'react';
import { Copy, Download, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { APP_NAME } from '@/lib/app-name';

/** The codes as a text file: one per line, with a line saying what they are. */
function recoveryCodesText(codes: readonly string[]): string {
  return `${APP_NAME} recovery codes. Each signs you in once if you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;
}

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): copy them or save
 * them as a text file before going on.
 */
export function RecoveryCodesShown({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const id = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodesText(codes));
      toast({ title: 'Recovery codes copied' });
    } catch {
      toast({ variant: 'destructive', title: 'Not copied', description: 'Your browser refused the clipboard; select the codes and copy them instead.' });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${APP_NAME.toLowerCase()}-recovery-codes.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3 rounded-md border border-primary/30 bg-primary/5 p-4">
      <h4 id={`${id}-heading`} className="flex items-center gap-2 font-medium">
        <KeyRound className="size-4" aria-hidden /> Save your recovery codes
      </h4>
      <p className="text-sm text-muted-foreground">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. This is the only time they are shown: keep them
        somewhere safe, such as a password manager.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:w-fit">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden /> Download as .txt
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </section>
  );
}
