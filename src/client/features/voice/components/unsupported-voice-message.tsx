import { MicOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { voiceCopy } from '../voice-copy';

export function UnsupportedVoiceMessage({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950',
        className,
      )}
    >
      <MicOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{voiceCopy.unsupported}</p>
    </div>
  );
}
