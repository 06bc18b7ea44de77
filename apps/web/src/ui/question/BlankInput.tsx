import { BLANK_RESPONSE_MAX } from '@edu/shared';
import { Input } from 'antd';
import { Component, lazy, type ReactNode, type RefObject, Suspense, useRef } from 'react';
import type { BlankKind } from './blank-kinds';

// MathLive (hundreds of KB) comes with this chunk's dynamic import only when a formula blank is shown.
const MathField = lazy(() => import('./MathField'));

export interface BlankInputProps {
  kind: BlankKind;
  /** the blank's number, from 1 */
  n: number;
  /** accessible name */
  label: string;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}

/** A blank typed as text: what every blank was before, and what a formula blank is until MathLive is there. */
function TextBlank({
  n,
  label,
  value,
  readOnly,
  onChange,
  kind,
  focused,
}: Omit<BlankInputProps, 'kind'> & { kind: BlankKind; focused?: RefObject<boolean> }) {
  return (
    <Input
      prefix={`(${n})`}
      className="stu-q__blank"
      aria-label={label}
      value={value}
      readOnly={readOnly}
      maxLength={BLANK_RESPONSE_MAX}
      onChange={(e) => onChange(e.target.value)}
      onFocus={() => {
        if (focused) focused.current = true;
      }}
      onBlur={() => {
        if (focused) focused.current = false;
      }}
      data-testid="stu-blank"
      data-kind={kind}
    />
  );
}

/** Shows `fallback` instead of a child that failed (MathLive's chunk did not load). */
class Fallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * One blank of a fill-in question. A text blank is a text input; a formula blank is MathLive's math field,
 * loaded on demand: until it is there, and for good if it cannot load, the same text input stands in, so
 * that nothing typed is lost (the value is the response's string either way: LaTeX in a formula blank).
 */
export function BlankInput(props: BlankInputProps) {
  const focused = useRef(false);
  if (props.kind === 'text') return <TextBlank {...props} />;
  const textInput = <TextBlank {...props} focused={focused} />;
  return (
    <Fallback fallback={textInput}>
      <Suspense fallback={textInput}>
        <MathField
          n={props.n}
          label={props.label}
          value={props.value}
          readOnly={props.readOnly}
          onChange={props.onChange}
          focused={focused}
        />
      </Suspense>
    </Fallback>
  );
}
