import { CloudMoon, Plus, UserPlus, Users } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import type { CharacterProfile } from '../../../../shared/api-contracts';
import { authPath, ROUTES } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { MessagePanel } from '../../../components/ui/message-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCharacterProfiles } from '../../../lib/api/get-character-profiles';
import { CharacterCard } from './character-card';
import { ChildAvatar } from './child-avatar';

const CharacterProfileDialog = lazy(() => import('./character-profile-dialog'));
const DeleteCharacterDialog = lazy(() => import('./delete-character-dialog'));
const preloadProfileDialog = () => void import('./character-profile-dialog');
const preloadDeleteDialog = () => void import('./delete-character-dialog');

type Editing = { kind: 'create' } | { kind: 'edit'; profile: CharacterProfile } | null;

/** What a story uses of a profile, truthfully, plan by plan (docs/product.md "Character profiles"). */
const PROFILE_USES =
  'on every plan the story uses their name, age and pronouns, and its pictures show their look (skin, hair, eyes, glasses). Premium stories also weave in their favourite colour, personality and interests.';

/** Guests keep no profiles (docs/product.md §2.8, §6). */
export function CharactersGuestGate() {
  return (
    <MessagePanel
      icon={<Users className="size-9" aria-hidden="true" />}
      title="Character Profiles Require an Account"
      links={[
        { href: authPath({ signup: true }), text: 'Create Free Account', icon: UserPlus, primary: true },
        { href: ROUTES.home, text: 'Back to Home' },
      ]}
    >
      <p>Save each child once: {PROFILE_USES} A free account is all it takes.</p>
    </MessagePanel>
  );
}

/** The signed-in user's character profiles: a grid of cards, and the dialogs that change them. */
export function CharacterProfiles() {
  const profiles = useCharacterProfiles(true);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CharacterProfile | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const lastTrigger = useRef<HTMLElement | null>(null);
  // Focus goes back to the button that opened a dialog; if that button is gone (its profile was deleted,
  // or the first profile replaced the empty state), to 'Add Character'.
  const [returnFocusTo] = useState(() => ({
    get current(): HTMLElement | null {
      const trigger = lastTrigger.current;
      return trigger?.isConnected ? trigger : addButton.current;
    },
  }));

  const openCreate = (event: MouseEvent<HTMLButtonElement>) => {
    lastTrigger.current = event.currentTarget;
    setEditing({ kind: 'create' });
  };
  const list = profiles.data ?? [];
  const hasProfiles = list.length > 0;

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-moon-300 sm:text-4xl">Character Profiles</h1>
          <p className="mt-2 max-w-xl text-lavender-200">
            The children your stories are about. Pick one on the home page: {PROFILE_USES}
          </p>
        </div>
        {hasProfiles && (
          <Button
            ref={addButton}
            onClick={openCreate}
            onPointerEnter={preloadProfileDialog}
            onFocus={preloadProfileDialog}
            className="self-start sm:self-auto"
          >
            <Plus className="size-5" aria-hidden="true" />
            Add Character
          </Button>
        )}
      </div>

      <div className="mt-8">
        {profiles.isPending ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading character profiles">
            {[0, 1, 2].map((i) => (
              <li key={i} className="rounded-3xl border border-night-600/60 bg-night-900/60 p-5">
                <div className="flex items-center gap-4">
                  <Skeleton className="size-16 rounded-full" />
                  <div className="grid flex-1 gap-2">
                    <Skeleton className="h-6 w-2/3" />
                    <Skeleton className="h-4 w-1/2" />
                  </div>
                </div>
                <Skeleton className="mt-5 h-16 w-full" />
              </li>
            ))}
          </ul>
        ) : profiles.isError ? (
          <MessagePanel
            role="alert"
            headingLevel="h2"
            icon={<CloudMoon className="size-9" aria-hidden="true" />}
            title="Unable to Load Character Profiles"
            actions={<Button onClick={() => void profiles.refetch()}>Retry</Button>}
          >
            <p>We couldn't reach your saved characters just now. Please try again.</p>
          </MessagePanel>
        ) : !hasProfiles ? (
          <MessagePanel
            headingLevel="h2"
            icon={<ChildAvatar look={null} size={72} />}
            title="No characters yet"
            actions={
              <Button
                ref={addButton}
                onClick={openCreate}
                onPointerEnter={preloadProfileDialog}
                onFocus={preloadProfileDialog}
              >
                <Plus className="size-5 max-[400px]:hidden" aria-hidden="true" />
                Create Your First Character
              </Button>
            }
          >
            <p>Add your child once: their age, hair and eyes, favourite colour, personality and interests.</p>
          </MessagePanel>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your characters">
            {list.map((profile) => (
              <li key={profile.id}>
                <CharacterCard
                  profile={profile}
                  onEdit={(event) => {
                    lastTrigger.current = event.currentTarget;
                    preloadProfileDialog();
                    setEditing({ kind: 'edit', profile });
                  }}
                  onDelete={(event) => {
                    lastTrigger.current = event.currentTarget;
                    preloadDeleteDialog();
                    setDeleting(profile);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {editing && (
        <Suspense fallback={null}>
          <CharacterProfileDialog
            key={editing.kind === 'edit' ? editing.profile.id : 'new'}
            profile={editing.kind === 'edit' ? editing.profile : null}
            open
            onOpenChange={(open) => !open && setEditing(null)}
            returnFocusTo={returnFocusTo}
          />
        </Suspense>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteCharacterDialog
            key={deleting.id}
            profile={deleting}
            open
            onOpenChange={(open) => !open && setDeleting(null)}
            returnFocusTo={returnFocusTo}
          />
        </Suspense>
      )}
    </>
  );
}
