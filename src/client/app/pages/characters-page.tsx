import { useAuth } from '../../lib/auth/auth-context';
import {
  CharacterProfiles,
  CharactersGuestGate,
} from '../../features/characters/components/character-profiles';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /characters: a signed-in user's character profiles; guests are invited to make an account. */
export default function CharactersPage() {
  useDocumentTitle('Character Profiles');
  const { user } = useAuth();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      {user ? <CharacterProfiles /> : <CharactersGuestGate />}
    </main>
  );
}
