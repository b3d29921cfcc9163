import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-message';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { sendForm } from '../../../lib/send-form';
import { trpc } from '../../../lib/trpc';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useInvalidate } from '../../../lib/invalidation-map';
import { pageInputs } from '../../../lib/route-data';

/** The feed, a page at a time (cursor pagination), newest first. */
export function useFeedPages() {
  const query = trpc.feed.list.useInfiniteQuery(pageInputs.feed, { getNextPageParam: (page) => page.nextCursor, initialCursor: null });
  useFailureToast(query.error, 'Failed to fetch feed posts');
  return query;
}

export function useRecentPosts() {
  const query = trpc.feed.recent.useQuery(pageInputs.recentPosts);
  useFailureToast(query.error, 'Failed to fetch feed posts');
  return query;
}

/**
 * Every post goes through the product's multipart path, POST /api/feed, so a photo travels with
 * its text; the server's one createPost service stands behind it and behind tRPC feed.create.
 */
export function useCreatePost(onDone?: () => void) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ content, image }: { content: string; image: File | null }) => {
      const form = new FormData();
      form.append('content', content);
      if (image) form.append('image', image);
      return sendForm('/api/feed', form);
    },
    onSuccess: async () => {
      notifySuccess('Post Created', 'Your post has been shared with the club.');
      onDone?.();
      await invalidate('posts');
    },
    onError: (error) => notifyError('Failed to create post', errorMessage(error, 'Failed to create post. Please try again.')),
  });
}

export function useDeletePost(onDone?: () => void) {
  const invalidate = useInvalidate();
  return trpc.feed.delete.useMutation({
    onSuccess: async () => {
      notifySuccess('Post Deleted', 'Your post has been removed.');
      onDone?.();
      await invalidate('posts');
    },
    onError: (error) => notifyError('Failed to delete post', errorMessage(error, 'Failed to delete post. Please try again.')),
  });
}
