// autocannon 9 ships no types: the part of its API the benchmark uses.
declare module 'autocannon' {
  type Options = {
    url: string
    connections?: number
    duration?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    workers?: number
  }
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number; total: number }
  export type Result = {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
  }
  export default function autocannon(options: Options): Promise<Result>
}
