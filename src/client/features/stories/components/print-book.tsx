/**
 * The story as a printed A5 booklet ('Print this story', docs/product.md "The reader"): a cover with the
 * title, the child's name and a picture of the child with the companion, then one page for each
 * paragraph with the picture of its setting above it. Dark text on white, no app chrome: in print the
 * book is all there is (print-book.css). On screen it is not shown at all.
 *
 * Loaded with the story page, after its first paint (print-story-button.tsx).
 */
import { Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Story } from '../../../../shared/api-contracts';
import { companionImageUrl, pagePictureUrl, pageScenePicture } from '../../../../shared/media';
import { companionWithArticle, curlyQuotes, storyParagraphs } from '../../../../shared/story-text';
import { Button } from '../../../components/ui/button';
import { storyTitle } from '../../../components/story/share-story-button';
import './print-book.css';

/**
 * Prints once the book is in the page and every picture of it has loaded (or failed): a print must not
 * catch a picture half-drawn.
 */
async function printWhenReady(): Promise<void> {
  for (let frame = 0; frame < 120 && !document.querySelector('.print-book'); frame++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const images = [...document.querySelectorAll<HTMLImageElement>('.print-book img')];
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  window.print();
}

/**
 * 'Print this story', and the booklet it prints. The booklet joins the page a moment after the story
 * shows, so it is there for the browser's own print command too.
 */
export default function PrintStory({ story }: { story: Story }) {
  const [booklet, setBooklet] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setBooklet(true), 1000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setBooklet(true);
          void printWhenReady();
        }}
      >
        <Printer className="size-5" aria-hidden="true" />
        Print this story
      </Button>
      {booklet && <PrintBook story={story} />}
    </>
  );
}

function PrintBook({ story }: { story: Story }) {
  const paragraphs = storyParagraphs(story.storyContent);
  const picture = (index: number) => {
    const setting = story.sceneSettings[index];
    return setting
      ? pagePictureUrl(setting, story.animal, story.childLook, pageScenePicture(story, index), story.siblings)
      : null;
  };
  // The cover shows the adventure's middle, where the story has travelled furthest from the bedroom.
  const cover = picture(Math.floor(paragraphs.length / 2));
  const companion = companionWithArticle(story.animal);
  return (
    <div className="print-book" data-testid="print-book">
      <section className="print-book__cover">
        <p className="print-book__kicker">A bedtime story for {story.childName}</p>
        <h1 className="print-book__title">{storyTitle(story)}</h1>
        {cover ? (
          <img
            className="print-book__cover-picture"
            src={cover}
            alt={`${story.childName} with ${companion}`}
            width={480}
            height={300}
          />
        ) : (
          // A story from before scenes had settings: the companion's portrait.
          <img
            className="print-book__portrait"
            src={companionImageUrl(story.animal)}
            alt={story.animal}
            width={200}
            height={200}
          />
        )}
        <p className="print-book__subtitle">
          Featuring {companion} • Theme: {story.theme}
        </p>
      </section>
      {paragraphs.map((paragraph, index) => {
        const src = picture(index);
        const last = index === paragraphs.length - 1;
        return (
          <section key={index} className="print-book__page">
            {src && <img className="print-book__picture" src={src} alt="" width={480} height={300} />}
            <p className="print-book__text">{curlyQuotes(paragraph)}</p>
            {last && <p className="print-book__end">The End. Sweet dreams.</p>}
          </section>
        );
      })}
    </div>
  );
}
