import { useQuery } from '@tanstack/react-query';
import { WandSparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { CharacterProfile, Story } from '../../../../shared/api-contracts';
import { getJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { planHas, type Feature, type Gender } from '../../../../shared/catalogue';
import { effectivePlan, premiumChoices } from '../../../../shared/entitlements';
import { PRODUCT_NAME } from '../../../../shared/product';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { preloadSelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { loadSchemas } from '../../../lib/load-schemas';
import { useAuth } from '../../../lib/auth/auth-context';
import { usePlan } from '../../../lib/plan/use-plan';
import { onSubmitUnless, useValidatedForm } from '../../../lib/use-validated-form';
import { useCreateStory } from '../api/create-story';
import { storyCountOwner, useStoryCount } from '../api/get-story-count';
import { checkStoryForm, storyRequest, type StoryField, type StoryFormValues } from '../story-rules';
import { useStoryOutcomes } from '../use-story-outcomes';
import { FIRST_CHOICES, type StoryChoices, type StoryLookRequest } from '../remembered-choices';
import { rememberLook, rememberedLook } from '../remembered-looks';
import { lookOfChoice, NO_LOOK_CHOICE, type LookChoice } from '../../../components/child-look/look-picker';
import type { Moment } from '../../../../shared/moments';
import { ChildChooser } from './child-chooser';
import { ChapterBanner } from './chapter-banner';
import { siblingSameName } from '../../../../shared/messages';
import { MomentChips } from './moment-chips';
import { SiblingsField, siblingsRequest, type SiblingRow } from './siblings-field';
import { CharacterPicker, LengthPicker, ThemePicker } from './story-pickers';

/** The form's look from a remembered request (null parts become unchosen). */
function choiceOf(look: StoryLookRequest | null): LookChoice {
  if (!look) return NO_LOOK_CHOICE;
  return {
    skinTone: look.skinTone ?? '',
    hairStyle: look.hairStyle ?? '',
    hairColor: look.hairColor ?? '',
    eyeColor: look.eyeColor ?? '',
    glasses: look.glasses ?? false,
  };
}

/** The call to action carries the product's name: 'Create My Moonlit Tale'. */
export const CREATE_STORY_LABEL = `Create My ${PRODUCT_NAME.replace(/s$/, '')}`;

export function StoryForm({
  onSeePlans,
  initial = FIRST_CHOICES,
}: {
  onSeePlans: () => void;
  /** Where the form starts: last night's choices, or the first-visit defaults. */
  initial?: StoryChoices;
}) {
  const { user, guestSession, startGuestSession } = useAuth();
  const { audience, isKnown } = usePlan();
  const count = useStoryCount(storyCountOwner(user, guestSession));
  const createStory = useCreateStory();
  const outcomes = useStoryOutcomes({ signedIn: user !== null, onSeePlans });

  const nameRef = useRef<HTMLInputElement>(null);
  const animalRef = useRef<HTMLButtonElement>(null);
  const themeRef = useRef<HTMLButtonElement>(null);
  const lengthRef = useRef<HTMLButtonElement>(null);
  // A chosen profile hides the name field: its chooser takes the focus instead.
  const form = useValidatedForm<StoryFormValues>(
    initial.values,
    (field) =>
      ({ childName: nameRef, animal: animalRef, theme: themeRef, length: lengthRef })[field].current ??
      document.getElementById('child-profile'),
  );
  const { values, setValues, errors } = form;
  const [profileId, setProfileId] = useState<string | null>(initial.profileId);
  const [childAge, setChildAge] = useState(initial.childAge);
  const [childGender, setChildGender] = useState<Gender | ''>(initial.childGender);
  // The look of a typed-in child: last night's, or the one this device remembers for the name typed.
  const [look, setLook] = useState<LookChoice>(() => choiceOf(initial.childLook));
  const [lookIsRemembered, setLookIsRemembered] = useState(initial.childLook !== null);
  // Tonight only: a moment is not carried to the next story.
  const [moment, setMoment] = useState<Moment | null>(null);
  // Brothers and sisters in tonight's story too.
  const [siblings, setSiblings] = useState<SiblingRow[]>([]);
  const [siblingErrors, setSiblingErrors] = useState<Record<number, string | undefined>>({});
  // Tomorrow's chapter ('Continue tomorrow' on a story: /?continue={id}): the story it goes on from, while
  // its series is open, and whether tonight's chapter closes it.
  const continueId = new URLSearchParams(useSearch()).get('continue');
  // Asked here, not through the story page's module: the form's chunk stays apart from the reader's.
  const continued = useQuery({
    queryKey: queryKeys.story(continueId ?? ''),
    queryFn: () => getJson<Story>(`/api/stories/${encodeURIComponent(continueId ?? '')}`),
    enabled: continueId !== null,
  });
  // (The server closes a series at its last chapter, the fifth at the latest.)
  const continuable = continued.data?.isOwner && !continued.data.closesSeries ? continued.data : null;
  const [lastChapter, setLastChapter] = useState(false);
  const [startingSession, setStartingSession] = useState(false);
  const pending = startingSession || createStory.isPending;

  // Premium options the plan lacks look locked, and choosing one says so at once, before any submit.
  const plan = effectivePlan(audience);
  // Tomorrow's chapter is Premium: on another plan the form says so and makes a new story.
  const series = continuable && plan === 'PREMIUM' ? continuable : null;
  const chapterLocked = continuable !== null && isKnown && plan !== 'PREMIUM';
  const locked = (feature: Feature) => isKnown && !planHas(plan, feature);
  const premiumNotes: Partial<Record<Feature, string>> = {};
  for (const choice of premiumChoices(values)) {
    if (!locked(choice.feature)) continue;
    const what = choice.what.charAt(0).toUpperCase() + choice.what.slice(1);
    premiumNotes[choice.feature] = `${what} is part of Premium. Choose another, or see the plans.`;
  }

  // The chapter goes on with last night's child, companion and theme.
  const seriesId = series?.id;
  useEffect(() => {
    if (!series) return;
    setValues((v) => ({ ...v, childName: series.childName, animal: series.animal, theme: series.theme }));
    setProfileId(series.characterProfileId);
    // Only when another story is continued, not on each refetch of this one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seriesId]);

  // The pickers' lists arrive right after the form has painted.
  useEffect(preloadSelectField, []);

  const set = (field: StoryField) => (value: string) => form.set(field, value);

  const changeName = (name: string) => {
    set('childName')(name);
    const remembered = rememberedLook(name);
    if (remembered) {
      setLook(remembered);
      setLookIsRemembered(true);
    } else if (lookIsRemembered) {
      // Another child's name: their look does not carry over.
      setLook(NO_LOOK_CHOICE);
      setLookIsRemembered(false);
    }
  };
  const changeLook = (next: LookChoice) => {
    setLook(next);
    setLookIsRemembered(false);
  };

  const chooseProfile = (profile: CharacterProfile | null) => {
    setProfileId(profile ? String(profile.id) : null);
    set('childName')(profile ? profile.name : '');
  };

  async function submit() {
    let rules;
    let schemas;
    try {
      schemas = await loadSchemas();
      rules = schemas.storyRules;
    } catch (error) {
      console.error('Failed to load the form rules', error);
      outcomes.connectionLost();
      return;
    }
    const check = checkStoryForm(
      values,
      { audience, usedThisMonth: count.data ?? null, planKnown: isKnown },
      rules,
    );
    if (!check.ok) {
      const marked = outcomes.checkFailed(check);
      if (marked) form.show(marked.fieldErrors);
      return;
    }
    form.setErrors({});
    // Each brother or sister named by the rules, and no two children of one name.
    const wrong: Record<number, string> = {};
    for (const row of siblings) {
      const parsed = schemas.siblingInput.safeParse(siblingsRequest([row])[0]);
      if (!parsed.success) wrong[row.key] = parsed.error.issues[0]!.message;
    }
    const repeated = schemas.repeatedChildName([check.values.childName, ...siblings.map((r) => r.name)]);
    if (repeated !== undefined) wrong[siblings[repeated - 1]!.key] ??= siblingSameName;
    setSiblingErrors(wrong);
    const firstWrong = siblings.find((r) => wrong[r.key]);
    if (firstWrong) {
      document.getElementById(`sibling-${firstWrong.key}-${firstWrong.profileId ? 'who' : 'name'}`)?.focus();
      return;
    }

    let guestSessionId: string | undefined;
    if (!user) {
      setStartingSession(true);
      try {
        guestSessionId = (await startGuestSession()).sessionId;
      } catch (error) {
        console.error('Failed to create guest session', error);
        outcomes.connectionLost();
        return;
      } finally {
        setStartingSession(false);
      }
    }

    const childLook = profileId === null ? lookOfChoice(look) : null;
    if (profileId === null) rememberLook(check.values.childName, look);
    createStory.mutate(
      {
        ...storyRequest(check.values, {
          userId: user?.id ?? null,
          guestSessionId,
          profileId,
          childAge,
          childGender,
          childLook,
        }),
        ...(moment ? { moment } : {}),
        ...(siblings.length && !series ? { siblings: siblingsRequest(siblings) } : {}),
        ...(series ? { continuesStoryId: series.id, lastChapter } : {}),
      },
      {
        onSuccess: outcomes.created,
        onError: (error) => outcomes.createFailed(error, () => void submit()),
      },
    );
  }

  return (
    <form
      onSubmit={onSubmitUnless(pending, submit)}
      noValidate
      aria-label="Create a story"
      className="grid grid-cols-1 gap-5"
    >
      <ChildChooser
        signedIn={user !== null}
        childName={values.childName}
        onChildNameChange={changeName}
        profileId={profileId}
        onProfileChange={chooseProfile}
        error={errors.childName}
        nameInputRef={nameRef}
        childAge={childAge}
        onChildAgeChange={setChildAge}
        childGender={childGender}
        onChildGenderChange={setChildGender}
        look={look}
        onLookChange={changeLook}
        startManual={initial.profileId === null && initial.values.childName !== ''}
      >
        {/* A chapter goes on with last night's brothers and sisters (its title names them). */}
        {!series && (
          <SiblingsField
            rows={siblings}
            onChange={(change) => {
              setSiblings(change);
              setSiblingErrors({});
            }}
            signedIn={user !== null}
            childProfileId={profileId}
            errors={siblingErrors}
          />
        )}
      </ChildChooser>
      <Card className="grid grid-cols-1 gap-5">
        <h2 className="flex items-center gap-2 text-xl font-bold text-moon-300">
          <WandSparkles className="size-5" aria-hidden="true" />
          Tonight's Adventure
        </h2>
        {/* A chapter keeps last night's companion and theme: only its length and a moment are chosen. */}
        {chapterLocked && (
          <p
            role="note"
            className="rounded-2xl border border-lavender-400/30 bg-night-800/60 p-4 text-sm text-lavender-200"
          >
            Tomorrow's chapter is part of Premium: tonight's story will be a new one.{' '}
            <button type="button" onClick={onSeePlans} className={buttonClasses('quiet', 'md')}>
              See the plans
            </button>
          </p>
        )}
        {series ? (
          <ChapterBanner story={series} last={lastChapter} onLastChange={setLastChapter} />
        ) : (
          <CharacterPicker
            value={values.animal}
            onChange={set('animal')}
            error={errors.animal}
            triggerRef={animalRef}
            premiumLocked={locked('premium_characters')}
            premiumNote={premiumNotes.premium_characters}
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          {!series && (
            <ThemePicker
              value={values.theme}
              onChange={set('theme')}
              error={errors.theme}
              triggerRef={themeRef}
              premiumLocked={locked('premium_themes')}
              premiumNote={premiumNotes.premium_themes}
            />
          )}
          <LengthPicker
            value={values.length}
            onChange={set('length')}
            error={errors.length}
            triggerRef={lengthRef}
            premiumLocked={locked('premium_length')}
            premiumNote={premiumNotes.premium_length}
          />
        </div>
        <MomentChips childName={values.childName} value={moment} onChange={setMoment} />
      </Card>
      <SubmitButton
        size="lg"
        pending={pending}
        pendingLabel="Creating Magic..."
        icon={WandSparkles}
        className="w-full sm:mx-auto sm:w-auto sm:min-w-80"
      >
        {CREATE_STORY_LABEL}
      </SubmitButton>
    </form>
  );
}
