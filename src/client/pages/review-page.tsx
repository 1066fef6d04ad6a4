import { useParams } from 'react-router';
import { GuestReviewScreen } from '@/features/review-links/components/guest-review-screen';
import { NotFoundPage } from './not-found-page';

/**
 * Where a client review link leads (issue 19): /review/<token>, outside the signed-in app. The
 * server sends it with Referrer-Policy: no-referrer and X-Robots-Tag: noindex; the same words
 * are said in the page for anything that reads only the markup.
 */
export function ReviewPage() {
  const { token = '' } = useParams();
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <GuestReviewScreen token={token} notFound={<NotFoundPage />} />
    </>
  );
}

/** React.lazy takes the default export as is (see clients-page.tsx). */
export default ReviewPage;
