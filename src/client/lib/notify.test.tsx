import { act, screen } from '@testing-library/react';
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
    expect(screen.queryByText('Login Failed')).toBeNull();
  });
});
