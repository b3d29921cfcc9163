import { Button, Card, Image, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { FeedPost } from '../../../../shared/feed/feed.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AuthorLine } from '../../../components/author-line';
import { ResultPostCard } from './result-card';
import { useDeletePost } from './use-posts';

/** A post (a match result is the club's card): initials, the author's name, relative time, content and photo; Delete shows when the server says the viewer may (author or admin). */
export function PostCard({ post }: { post: FeedPost }) {
  const [confirming, confirm] = useDisclosure(false);
  const remove = useDeletePost(confirm.close);
  const dialog = (
    <ConfirmDialog
      opened={confirming}
      onClose={confirm.close}
      title="Delete post"
      message="Are you sure you want to delete this post? This action cannot be undone."
      confirmLabel="Delete"
      keepLabel="Keep Post"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={() => remove.mutate({ id: post.id })}
    />
  );
  if (post.result) {
    const actions = post.canDelete && (
      <Button variant="subtle" color="red" size="compact-sm" mt="xs" onClick={confirm.open}>
        Delete
      </Button>
    );
    return (
      <>
        <ResultPostCard result={post.result} createdAt={post.createdAt} actions={actions} />
        {dialog}
      </>
    );
  }
  return (
    <Card withBorder padding="md" component="article" aria-label={`Post by ${post.name}`}>
      <Stack gap="xs" mb="xs">
        <AuthorLine name={post.name} createdAt={post.createdAt} deleteLabel="Delete" {...(post.canDelete && { onDelete: confirm.open })} />
      </Stack>
      <Stack gap="sm">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Text>
        {post.imageUrl && (
          <a href={post.imageUrl} target="_blank" rel="noreferrer">
            <Image src={post.imageUrl} alt={`Photo shared by ${post.name}`} radius="sm" mah={480} fit="contain" />
          </a>
        )}
      </Stack>
      {dialog}
    </Card>
  );
}
