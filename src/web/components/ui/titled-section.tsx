import { createElement, type ComponentProps, type ReactNode } from 'react';

/** A heading's usual look by its level: a page's title, or a part's. */
const titleClassNames = {
  1: 'text-2xl font-semibold text-slate-900',
  2: 'text-lg font-semibold text-slate-900',
} as const;

/** What stands beside the heading (actions, a note), the two in a row (or column) of their own. */
type Header = { beside?: never; headerClassName?: never } | { beside: ReactNode; headerClassName: string };

type TitledSectionProps = Omit<ComponentProps<'section'>, 'title' | 'aria-label' | 'aria-labelledby'> &
  Header & {
    /** The heading's id, which names the section (aria-labelledby): unique on the page. */
    titleId: string;
    title: ReactNode;
    /** 1 for a page's own title, 2 for a part of a page. */
    level?: 1 | 2;
    /** The heading's look where it is not its level's usual one. */
    titleClassName?: string;
  };

/** A section named by its own heading, so that a screen reader lists it as a region under that name. */
export function TitledSection({
  titleId,
  title,
  level = 2,
  titleClassName,
  beside,
  headerClassName,
  children,
  ...section
}: TitledSectionProps) {
  const heading = createElement(
    level === 1 ? 'h1' : 'h2',
    { id: titleId, className: titleClassName ?? titleClassNames[level] },
    title,
  );
  return (
    <section aria-labelledby={titleId} {...section}>
      {headerClassName === undefined ? (
        heading
      ) : (
        <div className={headerClassName}>
          {heading}
          {beside}
        </div>
      )}
      {children}
    </section>
  );
}

interface TitledPageProps {
  titleId: string;
  title: ReactNode;
  beside: ReactNode;
  headerClassName: string;
  children: ReactNode;
}

/** A page's own section: its title (h1), with what stands beside it in `headerClassName`, above the page's parts. */
export const TitledPage = (props: TitledPageProps) => (
  <TitledSection level={1} className="flex flex-col gap-4" {...props} />
);
