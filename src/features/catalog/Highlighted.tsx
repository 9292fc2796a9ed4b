import { highlightParts } from './highlight.ts';

/** The text with what the search keyword matched in <mark>. */
export function Highlighted({ text, keyword }: { text: string; keyword: string | undefined }) {
  if (!keyword?.trim()) return <>{text}</>;
  return (
    <>
      {highlightParts(text, keyword).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
