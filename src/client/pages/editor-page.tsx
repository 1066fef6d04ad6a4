import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-request';
import { useDocument } from '@/features/documents/api/get-document';
import { DocumentEditor, type EditorLocationState } from '@/features/documents/editor/components/document-editor';
import { preloadCoEditing } from '@/features/documents/editor/collaboration/load-co-editing';
import { blankDraft, draftFromDocument, draftFromTemplate } from '@/features/documents/editor/editor-draft';
import { usePersonalities } from '@/lib/personalities/list-personalities';
import { ClientReviewPanel } from '@/features/review-links/components/client-review-panel';
import { DictationControl } from '@/features/voice/components/dictation-control';
import { defaultPersonalityId } from '@/lib/personalities/personality-label';
import { useDefaultPersonalityId } from '@/lib/personalities/default-personality';
import { useTemplates } from '@/lib/templates/list-templates';
import { useClients } from '@/features/clients/api/list-clients';
import { useProjects } from '@/features/projects/api/list-projects';
import { MountInOnePass } from '@/components/mount-in-one-pass';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuth } from '@/features/auth/use-auth';

function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function isNotFound(error: unknown): boolean {
  // 400 is the server's answer to an id that cannot exist, such as one too large.
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function DocumentNotFound() {
  useDocumentTitle('Document not found');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16">
      <EmptyState
        icon={FileQuestion}
        headingLevel="h1"
        title="Document not found"
        description="This document does not exist in your workspace. It may have been deleted."
        action={
          <Button asChild>
            <Link to="/dashboard">Back to Dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}

/** Spec §2: /editor, /editor/{id} and /editor?template={id} are one screen. */
export function EditorPage() {
  const { id: idParam } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { user } = useAuth();
  const documentId = parseId(idParam);
  const templateId = idParam === undefined ? parseId(searchParams.get('template')) : null;
  const wantsTemplate = idParam === undefined && searchParams.has('template');

  const document = useDocument(documentId);
  // A saved document's text is co-edited: its code loads while the document does, not after.
  useEffect(() => {
    if (documentId !== null) preloadCoEditing();
  }, [documentId]);
  const templates = useTemplates({ enabled: wantsTemplate });
  const { data: personalities } = usePersonalities();
  const clients = useClients();
  const projects = useProjects(null);
  const chosenDefault = useDefaultPersonalityId();
  const fallbackPersonalityId = defaultPersonalityId(chosenDefault.defaultPersonalityId, personalities);

  const editorSession = (location.state as EditorLocationState | null)?.editorSession;
  const sessionKey = editorSession ?? (idParam === undefined ? `new:${location.key}` : `document:${idParam}`);

  if (idParam !== undefined) {
    if (documentId === null) return <DocumentNotFound />;
    if (document.isPending) return <PageSpinner label="Loading document..." visibleLabel />;
    if (document.isError) {
      if (isNotFound(document.error)) return <DocumentNotFound />;
      return (
        <div className="mx-auto w-full max-w-2xl px-4 py-16">
          <ErrorState
            title="The document could not be loaded."
            onRetry={() => void document.refetch()}
            retrying={document.isFetching}
          />
        </div>
      );
    }
  }
  if (wantsTemplate && templates.isPending) return <PageSpinner label="Loading template..." visibleLabel />;
  // A new document starts in the user's default voice: wait the moment it takes to read it.
  if (idParam === undefined && chosenDefault.isPending) return <PageSpinner label="Loading editor..." />;

  let initialDraft = blankDraft(fallbackPersonalityId);
  let notice: string | undefined;
  if (document.data) {
    initialDraft = draftFromDocument(document.data);
  } else if (wantsTemplate) {
    const template = templates.data?.find((candidate) => candidate.id === templateId);
    if (template) initialDraft = draftFromTemplate(template, fallbackPersonalityId);
    else if (templates.isError) notice = 'The template could not be loaded, so this is a blank document.';
    else notice = 'That template could not be found, so this is a blank document.';
  }

  return (
    // The editor's first render is its longest (the document parsed, ProseMirror's view built):
    // done in one pass, not restarted by the answers of the page's other queries.
    <MountInOnePass key={sessionKey} fallback={null}>
      <DocumentEditor
        documentId={documentId}
        savedDocument={document.data ?? null}
        initialDraft={initialDraft}
        sessionKey={sessionKey}
        notice={notice}
        contentTools={({ insertText }) => <DictationControl onFinalText={insertText} />}
        clients={clients.data}
        projects={projects.data}
        viewerId={user?.id}
        viewerName={user ? `${user.firstName} ${user.lastName}`.trim() || user.email : undefined}
        sidePanels={documentId !== null ? <ClientReviewPanel documentId={documentId} latest={document.data?.clientReview ?? null} /> : null}
      />
    </MountInOnePass>
  );
}
