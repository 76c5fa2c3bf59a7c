import { useId, type ReactNode } from 'react';
import { AuthIntro } from './auth-intro.tsx';
import './auth.css';

/**
 * A tilted comic panel with a shouting caption: the frame of every account screen, with its
 * footer line of links, and on the screens newcomers land on, what Tuning is.
 */
export function AuthCard(props: {
  title: string;
  burst?: string;
  footer?: ReactNode;
  /** Introduce Tuning beside the card (login and signup: where newcomers land). */
  intro?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className={props.intro ? 'auth-page auth-page--intro' : 'auth-page'}>
      {props.intro && <AuthIntro />}
      <section className="panel auth-card" aria-labelledby={titleId}>
        {props.burst && (
          <span className="sticker auth-card__burst" aria-hidden="true">
            {props.burst}
          </span>
        )}
        <h1 id={titleId} className="display auth-card__title">
          {props.title}
        </h1>
        {props.children}
        {props.footer && <p className="auth-card__footer">{props.footer}</p>}
      </section>
    </div>
  );
}
