import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import { mayOpenAdminPages } from '../../../shared/auth/admin-pages';

interface AccountMenuProps {
  user: SessionUser;
  onLogout: () => void;
}

export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button variant="light" leftSection={<IconUserCircle size={18} />} rightSection={<IconChevronDown size={14} />}>
          {user.username}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Account</Menu.Label>
        <Menu.Item component={Link} to="/member/home" leftSection={<IconUserCircle size={16} />}>
          Member Portal
        </Menu.Item>
        {mayOpenAdminPages(user) && (
          <Menu.Item component={Link} to="/admin/dashboard" leftSection={<IconLayoutDashboard size={16} />}>
            Admin Dashboard
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
