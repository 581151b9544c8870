declare module 'autocannon' {
  interface Instance {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): void;
    then: Promise<Result>['then'];
  }
  interface Result {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    requests?: { method?: string; path: string }[];
  }): Instance;
  export default autocannon;
}
