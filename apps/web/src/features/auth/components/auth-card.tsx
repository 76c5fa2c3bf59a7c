import { useId, type ReactNode } from 'react';
import './auth.css';

/** A tilted comic panel with a shouting caption: the frame of every account screen. */
export function AuthCard(props: { title: string; burst?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="auth-page">
      <section className="panel auth-card" aria-labelledby={titleId}>
        {props.burst && (
          <span className="auth-card__burst" aria-hidden="true">
            {props.burst}
          </span>
        )}
        <h1 id={titleId} className="display auth-card__title">
          {props.title}
        </h1>
        {props.children}
      </section>
    </div>
  );
}
