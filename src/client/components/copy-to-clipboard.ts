import { toast } from '@/components/ui/use-toast';

/** Puts text on the clipboard and says so, or says that the browser refused (no permission, no focus). */
export async function copyToClipboard(text: string, copied: { title: string; description?: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast(copied);
  } catch {
    toast({ variant: 'destructive', title: 'Copy failed', description: 'Your browser did not allow copying. Select the text and copy it instead.' });
  }
}
