import { useEditorState, type Editor } from '@tiptap/react';
import { ListTree } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type Heading = { level: number; text: string; position: number };

function headingsOf(editor: Editor): Heading[] {
  const headings: Heading[] = [];
  // Headings sit at the top level or in quotes and lists; none hide inside a paragraph.
  editor.state.doc.descendants((node, position) => {
    if (node.type.name === 'heading') {
      headings.push({ level: Number(node.attrs.level), text: node.textContent.trim(), position });
      return false;
    }
    return !node.isTextblock;
  });
  return headings;
}

/** The document's headings; a click puts the caret at one and scrolls it into view. */
export function DocumentOutline({ editor }: { editor: Editor }) {
  const headings = useEditorState({ editor, selector: ({ editor: current }) => headingsOf(current) });

  const jump = (heading: Heading) => {
    editor.chain().focus().setTextSelection(heading.position + 1).scrollIntoView().run();
  };

  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2 text-base">
          <ListTree className="size-4" aria-hidden /> Outline
        </CardTitle>
      </CardHeader>
      <CardContent className="px-3">
        {headings.length === 0 ? (
          <p className="px-2 text-sm text-muted-foreground">Headings you add appear here.</p>
        ) : (
          <nav aria-label="Outline">
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-0.5 text-sm">
              {headings.map((heading) => (
                <li key={heading.position}>
                  <button
                    type="button"
                    onClick={() => jump(heading)}
                    className={cn(
                      'w-full truncate rounded-md px-2 py-1 text-left hover:bg-accent',
                      heading.level === 1 && 'font-medium',
                      heading.level === 2 && 'pl-4',
                      heading.level >= 3 && 'pl-6 text-muted-foreground',
                    )}
                  >
                    {heading.text || 'Untitled heading'}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
