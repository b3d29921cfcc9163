import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeedPost } from '../../../../shared/feed/feed.schema';
import { renderWithProviders } from '../../../../test/render';
import { PostCard } from './post-card';

const post: FeedPost = {
  id: 4,
  userId: 9,
  username: 'jordan',
  name: 'Jordan Lee',
  content: 'Birdie on 7!',
  imageUrl: '/uploads/4.jpg',
  thumbnailUrl: null,
  createdAt: new Date().toISOString(),
  canDelete: false,
  result: null,
};

describe('a post in the feed', () => {
  it('names its author by their name, with the initials of their first and last name, never the username', () => {
    renderWithProviders(<PostCard post={post} />);
    const card = screen.getByRole('article', { name: 'Post by Jordan Lee' });
    expect(within(card).getByText('Jordan Lee')).toBeTruthy();
    expect(within(card).getByText('JL')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Photo shared by Jordan Lee' })).toBeTruthy();
    expect(card.textContent).not.toContain('jordan');
  });

  it('takes the first two letters for a member whose name is their username', () => {
    renderWithProviders(<PostCard post={{ ...post, name: 'samslicer', username: 'samslicer' }} />);
    const card = screen.getByRole('article', { name: 'Post by samslicer' });
    expect(within(card).getByText('SA')).toBeTruthy();
  });
});
