// The members' ledger as other modules use it (membership fees, event fees, reversals): entries
// are only ever added, through here.
export { findAccountEntry, insertAccountEntry, listAccountEntries } from './account-entries.repository';
