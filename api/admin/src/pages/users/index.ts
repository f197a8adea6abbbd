/** The Utilisateurs section (admins only), loaded as one chunk. */
export { UserList } from './List.tsx';
