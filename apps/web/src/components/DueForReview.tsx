import { REVIEW_TEXTS } from '@sommai/shared';
import { BookOpenCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useReviewSummary } from '../lib/review.ts';

const text = REVIEW_TEXTS;

/** The dashboard's line about the review deck: how many cards are due, and the way to them. */
export function DueForReview() {
  const summary = useReviewSummary();
  if (!summary.data) return null;
  return (
    <p className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-cream-300 bg-cream-50 px-4 py-3">
      <BookOpenCheck className="size-5 text-wine-700" aria-hidden="true" />
      <span className="font-medium text-wine-900" data-testid="dashboard-review-due">
        {text.dashboardDue(summary.data.due)}
      </span>
      <Link to="/app/review" className="text-sm font-semibold text-wine-700 underline underline-offset-2">
        {text.dashboardOpen}
      </Link>
    </p>
  );
}
