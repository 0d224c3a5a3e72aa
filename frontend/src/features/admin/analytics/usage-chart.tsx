// A hand-written, accessible SVG line chart of daily counts: value gridlines and ticks, date labels,
// a hover/keyboard tooltip for each day, a legend, and the same figures as a visually hidden table
// for screen readers. Time runs with the reading direction (right to left in Arabic).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';

import { formatNumber } from '../../../lib/format';
import { niceScale, type DailyPoint } from './metrics';
import styles from './usage-chart.module.css';

export interface ChartLine {
  key: string;
  label: string;
  /** A CSS colour. */
  color: string;
  /** Tells lines apart without colour. */
  dash?: string;
  points: readonly DailyPoint[];
  /** Which figure of each day to draw. */
  value: 'events' | 'users';
}

interface Props {
  /** Names the chart (its accessible name and the table's caption). */
  title: string;
  lines: readonly ChartLine[];
  /** Pixels; the width follows the container. */
  height?: number;
}

const PAD = { top: 16, bottom: 32, start: 44, end: 16 };
const FALLBACK_WIDTH = 640;

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(240, Math.floor(element.getBoundingClientRect().width) || FALLBACK_WIDTH));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** `2026-11-16` as "16 Nov" / "16 نوفمبر", read as a calendar date. */
function shortDate(intl: ReturnType<typeof useIntl>, date: string, long = false): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return intl.formatDate(Date.UTC(year, month - 1, day), {
    day: 'numeric',
    month: long ? 'long' : 'short',
    ...(long ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

export function UsageChart({ title, lines, height = 260 }: Props) {
  const intl = useIntl();
  const ids = useId();
  const rtl = intl.locale.startsWith('ar');
  const [wrapRef, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);

  const dates = lines[0]?.points.map((point) => point.date) ?? [];
  const count = dates.length;
  const max = Math.max(0, ...lines.flatMap((line) => line.points.map((point) => point[line.value])));
  const { top, step } = niceScale(max);

  const plotStart = PAD.start;
  const plotEnd = width - PAD.end;
  const plotWidth = Math.max(1, plotEnd - plotStart);
  const plotTop = PAD.top;
  const plotBottom = height - PAD.bottom;
  const plotHeight = plotBottom - plotTop;

  // Logical x (0 = start of the reading direction) to physical x.
  const xAt = (index: number) => {
    const logical = count <= 1 ? plotWidth / 2 : (index / (count - 1)) * plotWidth;
    return rtl ? width - plotStart - logical : plotStart + logical;
  };
  const yAt = (value: number) => plotBottom - (value / top) * plotHeight;
  // The plot's physical edges: the value axis sits at the reading direction's start.
  const plotLeft = rtl ? PAD.end : PAD.start;
  const plotRight = rtl ? width - PAD.start : width - PAD.end;

  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);

  // At most ~7 date labels, evenly spread, always the first and the last.
  const labelEvery = Math.max(1, Math.ceil(count / Math.max(2, Math.floor(plotWidth / 72))));
  const labelled = dates.map((_, index) => index === 0 || index === count - 1 || (index % labelEvery === 0 && count - 1 - index >= labelEvery / 2));

  const slot = count <= 1 ? plotWidth : plotWidth / (count - 1);
  const showDots = count <= 31;

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (count === 0) return;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) setActive((current) => Math.min(count - 1, (current ?? -1) + 1));
    else if (event.key === backward) setActive((current) => Math.max(0, (current ?? count) - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(count - 1);
    else if (event.key === 'Escape') setActive(null);
    else return;
    event.preventDefault();
  };

  const activeDate = active !== null ? dates[active] : undefined;
  const tooltipX = active !== null ? xAt(active) : 0;
  // The cursor's distance from the inline start; the tooltip sits on its roomier side.
  const fromStart = rtl ? width - tooltipX : tooltipX;

  return (
    <figure className={styles.figure}>
      <div ref={wrapRef} className={styles.plot}>
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${ids}-title`}
          aria-describedby={`${ids}-table`}
          tabIndex={count > 0 ? 0 : -1}
          className={styles.svg}
          direction="ltr"
          onKeyDown={onKeyDown}
          onMouseLeave={() => setActive(null)}
          onBlur={() => setActive(null)}
        >
          <title id={`${ids}-title`}>{title}</title>
          <g className={styles.grid}>
            {ticks.map((value) => (
              <g key={value}>
                <line x1={plotLeft} x2={plotRight} y1={yAt(value)} y2={yAt(value)} className={value === 0 ? styles.axis : styles.gridLine} />
                <text
                  x={rtl ? plotRight + 8 : plotLeft - 8}
                  y={yAt(value)}
                  dy="0.32em"
                  textAnchor={rtl ? 'start' : 'end'}
                  className={styles.tick}
                >
                  {formatNumber(intl, value)}
                </text>
              </g>
            ))}
          </g>
          <g>
            {dates.map((date, index) =>
              labelled[index] ? (
                <text key={date} x={xAt(index)} y={plotBottom + 20} textAnchor="middle" direction={rtl ? 'rtl' : 'ltr'} className={styles.tick}>
                  {shortDate(intl, date)}
                </text>
              ) : null,
            )}
          </g>
          {active !== null && <line x1={tooltipX} x2={tooltipX} y1={plotTop} y2={plotBottom} className={styles.cursor} />}
          {lines.map((line) => {
            const path = line.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${xAt(index).toFixed(1)},${yAt(point[line.value]).toFixed(1)}`).join(' ');
            return (
              <g key={line.key}>
                {count > 1 && (
                  <path d={path} fill="none" stroke={line.color} strokeWidth={2.25} strokeDasharray={line.dash} strokeLinejoin="round" strokeLinecap="round" />
                )}
                {line.points.map((point, index) =>
                  showDots || active === index || count === 1 ? (
                    <circle
                      key={point.date}
                      cx={xAt(index)}
                      cy={yAt(point[line.value])}
                      r={active === index ? 4.5 : 3}
                      fill={active === index ? line.color : 'var(--color-surface)'}
                      stroke={line.color}
                      strokeWidth={2}
                    />
                  ) : null,
                )}
              </g>
            );
          })}
          {/* One hover band per day. */}
          {dates.map((date, index) => (
            <rect
              key={date}
              x={xAt(index) - slot / 2}
              y={plotTop}
              width={slot}
              height={plotHeight}
              fill="transparent"
              onMouseEnter={() => setActive(index)}
              onClick={() => setActive(index)}
            >
              <title>
                {[shortDate(intl, date, true), ...lines.map((line) => `${line.label}: ${formatNumber(intl, line.points[index]?.[line.value] ?? 0)}`)].join('\n')}
              </title>
            </rect>
          ))}
        </svg>
        {activeDate && active !== null && (
          <div
            className={styles.tooltip}
            style={{
              insetBlockStart: `${plotTop}px`,
              ...(fromStart > width / 2 ? { insetInlineEnd: `${width - fromStart + 12}px` } : { insetInlineStart: `${fromStart + 12}px` }),
            }}
            aria-hidden="true"
          >
            <strong>{shortDate(intl, activeDate, true)}</strong>
            {lines.map((line) => (
              <span key={line.key} className={styles.tooltipRow}>
                <span className={styles.swatch} style={{ background: line.color }} />
                {line.label}: {formatNumber(intl, line.points[active]?.[line.value] ?? 0)}
              </span>
            ))}
          </div>
        )}
      </div>
      <ul className={styles.legend}>
        {lines.map((line) => (
          <li key={line.key}>
            <svg width="24" height="10" aria-hidden="true" focusable="false">
              <line x1="1" x2="23" y1="5" y2="5" stroke={line.color} strokeWidth="2.5" strokeDasharray={line.dash} />
            </svg>
            {line.label}
          </li>
        ))}
      </ul>
      <table id={`${ids}-table`} className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'admin.analytics.chart.date', defaultMessage: 'Date' })}</th>
            {lines.map((line) => (
              <th key={line.key} scope="col">
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date, index) => (
            <tr key={date}>
              <th scope="row">{shortDate(intl, date, true)}</th>
              {lines.map((line) => (
                <td key={line.key}>{formatNumber(intl, line.points[index]?.[line.value] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
