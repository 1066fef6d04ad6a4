import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { LoaderCircle, Upload } from 'lucide-react';
import { UPLOAD_MAX_FILES_PER_REQUEST } from '@shared/limits';
import { toastIfPlanLimit } from '@/components/plan-limit-toast';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { cn } from '@/lib/cn';
import { useUploadFiles } from '../api/upload-files';
import { checkUploadFiles, describeRefused, UPLOAD_ACCEPT, UPLOAD_MAX_MEGABYTES } from '../upload-checks';

/**
 * Spec §4, with real progress instead of the prototype's simulation: the bytes sent fill the bar
 * up to 90; it holds there while the server checks and stores the files, jumps to 100 when it
 * answers, and empties one second later.
 */
const SENT_SHARE = 90;
const PROGRESS_RESET_MS = 1_000;

type FileUploadZoneProps = {
  /** null: no client chosen, so an attempt to upload asks for one instead. */
  clientId: number | null;
  clientName?: string;
  /** Called after "Please Select a Client", e.g. to move focus to the client picker. */
  onClientMissing?: () => void;
};

export function FileUploadZone({ clientId, clientName, onClientMissing }: FileUploadZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const upload = useUploadFiles({
    onProgress: (sent) => setProgress(Math.min(SENT_SHARE, Math.round(sent * SENT_SHARE))),
  });
  const busy = upload.isPending;

  const askForClient = () => {
    toast({ variant: 'destructive', title: 'Please Select a Client', description: 'Choose a client before uploading files.' });
    onClientMissing?.();
  };

  const start = async (chosen: File[]) => {
    if (chosen.length === 0 || busy) return;
    if (clientId === null) {
      askForClient();
      return;
    }
    if (chosen.length > UPLOAD_MAX_FILES_PER_REQUEST) {
      toast({
        variant: 'destructive',
        title: 'Upload Failed',
        description: `Choose at most ${UPLOAD_MAX_FILES_PER_REQUEST} files at a time.`,
      });
      return;
    }
    const { accepted, refused } = checkUploadFiles(chosen);
    // Spec §9 shows one toast at a time, so what was refused here rides along in the final one.
    const refusedNote = refused.length > 0 ? ` Not sent: ${describeRefused(refused)}.` : '';
    if (accepted.length === 0) {
      toast({ variant: 'destructive', title: 'Upload Failed', description: `Nothing was uploaded.${refusedNote}` });
      return;
    }

    clearTimeout(resetTimer.current);
    setProgress(0);
    try {
      const result = await upload.mutateAsync({ clientId, files: accepted });
      setProgress(100);
      resetTimer.current = setTimeout(() => setProgress(0), PROGRESS_RESET_MS);
      // The server's message already names any file it refused, and why.
      toast({ title: 'Upload Successful', description: `${result.message}${refusedNote}` });
    } catch (error) {
      setProgress(0);
      // The plan's storage is full (402): the server's words, with a way to upgrade.
      if (toastIfPlanLimit(error)) return;
      toast({
        variant: 'destructive',
        title: 'Upload Failed',
        description: `${getApiErrorMessage(error) ?? 'Upload failed'}${refusedNote}`,
      });
    }
  };

  const openPicker = () => {
    if (busy) return;
    if (clientId === null) {
      askForClient();
      return;
    }
    inputRef.current?.click();
  };

  const onFilesChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same files again still raises a change.
    event.target.value = '';
    void start(files);
  };

  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    // Without this the browser would open the dropped file in place of the app.
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    if (!busy) setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving over the zone's own children is not leaving it.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    void start(Array.from(event.dataTransfer.files));
  };

  const showProgress = busy || progress > 0;

  return (
    <div className="grid gap-3">
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden
        data-testid="file-upload-input"
        onChange={onFilesChosen}
      />
      {/*
        The whole zone opens the picker and takes dropped files. Its button holds only what names
        it ("Drag and drop files here or Choose files"), so the name a screen reader or voice
        control uses is the text shown on it; its click area is stretched over the zone (the
        ::after), so a click anywhere in it still opens the picker, and the limits and the client
        below are its description. aria-disabled rather than disabled while busy, so a drop is
        still caught (and ignored) instead of the browser opening the file.
      */}
      <div
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'group relative flex w-full flex-col items-center gap-3 rounded-xl border-2 border-dashed bg-background px-6 py-10 text-center transition-colors',
          'hover:border-primary/50 hover:bg-accent/40 has-[button:focus-visible]:border-ring has-[button:focus-visible]:ring-[3px] has-[button:focus-visible]:ring-ring/40',
          dragging && 'border-primary bg-primary/5',
          busy && 'cursor-progress',
        )}
      >
        <button
          type="button"
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-disabled={busy}
          aria-busy={busy}
          onClick={openPicker}
          className="flex flex-col items-center gap-3 outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] aria-busy:cursor-progress"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
            {busy ? <LoaderCircle className="size-6 animate-spin" aria-hidden /> : <Upload className="size-6" aria-hidden />}
          </span>
          <span id={labelId} className="flex flex-col items-center gap-2">
            {busy ? (
              <span className="font-medium">Uploading...</span>
            ) : (
              <>
                <span className="font-medium">{dragging ? 'Drop to upload' : 'Drag and drop files here'}</span>
                <span className="text-sm text-muted-foreground">or</span>
                <span className={buttonVariants({ variant: 'outline', className: 'group-hover:bg-accent' })}>
                  Choose files
                </span>
              </>
            )}
          </span>
        </button>
        <span id={hintId} className="grid gap-1 text-sm text-muted-foreground">
          <span>Up to {UPLOAD_MAX_MEGABYTES}MB each: Word, PowerPoint, Excel, PDF, text and images</span>
          <span className={cn(clientName ? 'text-foreground' : 'font-medium')}>
            {clientName ? `Files go to ${clientName}.` : 'Select a client first.'}
          </span>
        </span>
      </div>
      {showProgress ? (
        <div className="grid gap-1.5">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>{progress === 100 ? 'Upload complete' : 'Uploading...'}</span>
            <span className="tabular-nums">{progress}%</span>
          </div>
          <Progress value={progress} aria-label="Upload progress" getValueLabel={(value) => `${value}%`} />
        </div>
      ) : null}
    </div>
  );
}
