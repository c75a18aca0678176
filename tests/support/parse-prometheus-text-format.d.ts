/** Types of parse-prometheus-text-format (which ships none): prom2json's shape. */
declare module 'parse-prometheus-text-format' {
  /** A sample: a counter's or gauge's `value`, a histogram's `buckets`, `count` and `sum`; all strings, as prom2json writes them. */
  export interface PrometheusSample {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  export interface PrometheusFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: PrometheusSample[];
  }
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
