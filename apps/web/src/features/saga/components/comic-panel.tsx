import type { CSSProperties } from 'react';
import { getCharacter } from '@tuning/shared/saga/characters';
import type { SagaPanel, SpeechBubble } from '@tuning/shared/saga/story';
import { SceneArt } from '../art/scene-art.tsx';
import { sceneSky } from '../art/scene-registry.ts';
import './comic-panel.css';

function bubbleSide(panel: SagaPanel, bubble: SpeechBubble): 'left' | 'centre' | 'right' {
  const count = panel.cast.length;
  const position = (panel.cast.indexOf(bubble.speaker) + 0.5) / Math.max(count, 1);
  if (count <= 1) return 'centre';
  return position < 0.5 ? 'left' : position > 0.5 ? 'right' : 'centre';
}

/** One comic panel: caption box, speech balloons as real text, and the drawn scene below. */
export function ComicPanel({ panel }: { panel: SagaPanel }) {
  const style = { '--scene-sky': sceneSky[panel.scene] } as CSSProperties;
  return (
    <figure className="comic-panel" style={style}>
      {panel.caption && <p className="comic-panel__caption">{panel.caption}</p>}
      {panel.bubbles.length > 0 && (
        <div className="comic-panel__balloons">
          {panel.bubbles.map((bubble, index) => {
            const speaker = getCharacter(bubble.speaker);
            return (
              <p
                key={index}
                className={`balloon balloon--${bubble.kind ?? 'speech'} balloon--${bubbleSide(panel, bubble)}`}
              >
                <span className="balloon__speaker">
                  {speaker.displayName}
                  <span className="sr-only">
                    {bubble.kind === 'thought' ? ' thinks' : ' says'}:{' '}
                  </span>
                </span>
                <span className="balloon__text">{bubble.text}</span>
              </p>
            );
          })}
        </div>
      )}
      <SceneArt panel={panel} />
    </figure>
  );
}
