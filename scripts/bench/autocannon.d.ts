/** The part of autocannon 9's API that scripts/bench.ts uses (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** Each request of the sequence may be rewritten just before it is sent (a fresh path, a cookie). */
    requests?: { setupRequest?: (request: { method: string; path: string; headers: Record<string, string>; body?: string }) => { method: string; path: string; headers: Record<string, string>; body?: string } }[];
  }
  /** A run: awaited, its result; meanwhile, an event for each answer. */
  export interface Run extends Promise<Result> {
    on(event: 'response', listener: () => void): Run;
  }
  function autocannon(options: Options): Run;
  export default autocannon;
}
