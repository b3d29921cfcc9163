// What other modules may read and change of a user: the users table is written only through here.
export {
  countUsers,
  findUserById,
  findUserByUsername,
  insertUser,
  listAdminEmails,
  listMembersWithEmail,
  updateUser,
} from './users.repository';
