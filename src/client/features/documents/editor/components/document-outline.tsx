import { useEditorState, type Editor } from '@tiptap/react';
import { ListTree } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { showInEditor } from '../rich-text/show-in-editor';

type Heading = { level: number; text: string };

/** Calls `visit` with each heading of the document and where it starts, in order. */
function eachHeading(editor: Editor, visit: (node: { level: number; text: string }, position: number) => void): void {
  // Headings sit at the top level or in quotes and lists; none hide inside a paragraph.
  editor.state.doc.descendants((node, position) => {
    if (node.type.name === 'heading') {
      visit({ level: Number(node.attrs.level), text: node.textContent.trim() }, position);
      return false;
    }
    return !node.isTextblock;
  });
}

/**
 * The headings without their positions: typing above a heading moves it, and the outline would
 * otherwise render again on every key (a React commit, which measures the caret's place in the
 * whole editable text first). Where a heading is, is read when it is clicked.
 */
function headingsOf(editor: Editor): Heading[] {
  const headings: Heading[] = [];
  eachHeading(editor, (heading) => headings.push(heading));
  return headings;
}

function positionOfHeading(editor: Editor, index: number): number | null {
  let found: number | null = null;
  let seen = 0;
  eachHeading(editor, (_, position) => {
    if (seen++ === index) found = position;
  });
  return found;
}

/** The document's headings; a click puts the caret at one and scrolls it into view. */
export function DocumentOutline({ editor }: { editor: Editor }) {
  const headings = useEditorState({ editor, selector: ({ editor: current }) => headingsOf(current) });

  const jump = (index: number) => {
    const position = positionOfHeading(editor, index);
    if (position !== null) showInEditor(editor, position + 1);
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
              {headings.map((heading, index) => (
                <li key={index}>
                  <button
                    type="button"
                    onClick={() => jump(index)}
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
