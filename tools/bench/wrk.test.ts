import { expect, test } from "vitest";
import { parseWrk } from "./wrk.ts";

const OUTPUT = `Running 10s test @ http://127.0.0.1:4300/insights/short-names
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.43ms    2.53ms  44.19ms   96.40%
  Latency Distribution
     50%    0.98ms
     75%    1.20ms
     90%    1.90ms
     99%   12.51ms
  446397 requests in 10.00s, 4.10GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  44639.72
Transfer/sec:    419.85MB
`;

test("wrk's summary becomes figures; errors count socket errors and failed responses", () => {
  expect(parseWrk(OUTPUT)).toEqual({
    requestsPerSecond: 44639.72,
    p99Ms: 12.51,
    errors: 7,
    requests: 446397,
  });
  expect(parseWrk(OUTPUT.replace("12.51ms", "800.00us")).p99Ms).toBeCloseTo(0.8);
});
