/** The five days of the shown week as day cards, for the Speiseplan and the Masterplan. */
import { useMemo, type ReactNode } from 'react';
import { weekDates, type PlanDay, type PlanWeek, type WeekAnalysis } from '@speiseplaner/shared';
import DayCard, { type DayCardProps } from './DayCard';
import { dayHasRoom } from './weekEdits';

interface Props extends Pick<DayCardProps, 'entries' | 'data' | 'edits' | 'withHeads' | 'headingLevel'> {
  week: PlanWeek;
  /** The Speiseplan's analysis: each day's heads, costs and findings. */
  analysis?: WeekAnalysis;
  /** What a day shows below its recipes. */
  details: (day: PlanDay, dayIndex: number) => ReactNode;
}

export default function WeekDays({ week, entries, analysis, details, ...card }: Props) {
  const entryBySlug = useMemo(() => new Map(entries.map((e) => [e.slug, e])), [entries]);
  const dates = weekDates(week.id);
  return (
    <>
      {week.days.map((day, i) => (
        <DayCard
          key={i}
          {...card}
          weekId={week.id}
          dayIndex={i}
          date={dates[i]!}
          day={day}
          entryBySlug={entryBySlug}
          entries={entries}
          analysis={analysis?.days[i]}
          roomOn={(d) => dayHasRoom(week, d)}
        >
          {details(day, i)}
        </DayCard>
      ))}
    </>
  );
}
