import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { notifyError, notifySuccess } from './notify';

describe('toasts', () => {
  it('shows one at a time, the newest replacing the one on screen', async () => {
    renderWithProviders(<div />);
    act(() => notifyError('Login Failed', 'Invalid credentials'));
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    act(() => notifySuccess('Success!', 'You have been logged in successfully'));
    expect(await screen.findByText('Success!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Login Failed')).toBeNull());
  });

  it('gives the newest toast a notification of its own, so it stays its full time', async () => {
    renderWithProviders(<div />);
    act(() => notifyError('Two-Factor Authentication Not On', 'That code does not match.'));
    const replaced = (await screen.findByText('Two-Factor Authentication Not On')).closest('.mantine-Notification-root');
    act(() => notifySuccess('Two-Factor Authentication On'));
    const newest = (await screen.findByText('Two-Factor Authentication On')).closest('.mantine-Notification-root');
    // Mantine starts the close timer when a notification mounts: one updated in place kept the old timer.
    expect(newest).not.toBeNull();
    expect(newest).not.toBe(replaced);
  });
});
