// What other modules may read and change of a user: the users table is written only through here.
export {
  countUsers,
  deleteUserRow,
  findUserById,
  findUserByUsername,
  insertUser,
  listAdminEmails,
  listMembersWithEmail,
  pseudonymiseUser,
  writePaidThrough,
  updateUser,
} from './users.repository';
