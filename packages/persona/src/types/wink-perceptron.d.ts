/** The parts of wink-perceptron (MIT, no bundled types) the offline engine uses. */
declare module 'wink-perceptron' {
  interface Perceptron {
    defineConfig(config: { shuffleData?: boolean; maxIterations?: number }): unknown;
    learn(examples: Array<[Record<string, number>, { label: string }]>): number;
    predict(features: Record<string, number>): string;
    exportJSON(): string;
  }
  export default function winkPerceptron(): Perceptron;
}
