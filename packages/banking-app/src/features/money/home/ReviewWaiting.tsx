// Corporate users: how many of the company's transactions wait for review, and the way to them.
// Approvers and administrators read "your review"; preparers and viewers follow the queue.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, Heading, Stack } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import type { ApiQuery, QueryData } from '@/lib/data/screenData';
import type { fetchAwaitingReview } from '@/features/money/api/transactions';

export interface ReviewWaitingProps {
  reviewer: boolean;
  /** The screen's answer to fetchReviewQueue. */
  query: ApiQuery<QueryData<typeof fetchAwaitingReview>>;
}

export function ReviewWaiting({ reviewer, query }: ReviewWaitingProps) {
  const { t } = useTranslation('money');
  return (
    <LoadState query={query} errorTitle={t('review.failed')} skeleton={null}>
      {(items) => (
        <Card as="section" padding="lg" aria-labelledby="home-review">
          <Stack gap="sm" align="start">
            <Heading level={2} size={5} id="home-review">
              {items.length === 0
                ? t('review.none')
                : t(reviewer ? 'review.yours' : 'review.title', { count: items.length })}
            </Heading>
            {items.length > 0 && (
              <ButtonLink
                as={RouterLink}
                to={PATHS.waitingReview}
                variant={reviewer ? 'primary' : 'secondary'}
                size="sm"
              >
                {t('review.open')}
              </ButtonLink>
            )}
          </Stack>
        </Card>
      )}
    </LoadState>
  );
}
