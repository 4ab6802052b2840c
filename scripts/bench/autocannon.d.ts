// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    overallRate?: number;
    headers?: Record<string, string>;
    /** cycled through by every connection; setupRequest may change each request */
    requests?: { method?: string; path?: string; headers?: Record<string, string>; setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
  }
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
    on(event: 'reqError', listener: (error: unknown) => void): this;
  }
  function autocannon(options: Options): Instance;
  export = autocannon;
}
