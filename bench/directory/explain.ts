// EXPLAIN (ANALYZE, BUFFERS) of the SQL the company repository sends for each directory query: the page query, the
// cards it reads by id, the capped count and a keyword's sample (times: the fastest of three runs). The SQL is captured from the repository itself, not copied, so the plans follow
// whatever apps/server/src/modules/company/company.repository.ts builds today.
import { ZCompanyListBody } from '@gembourse/contracts/company';
import { companyRepository } from '../../apps/server/src/modules/company/company.repository.ts';
import type { BenchDb } from './db.ts';
import { PAGE_SIZE, type Scenario } from './scenarios.ts';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  'Sort Method'?: string;
  'Join Type'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface QueryPlan {
  /** page: the ordered ids or rows; cards: the page's rows by id; count: the capped count; sample: a keyword's sample. */
  role: 'page' | 'cards' | 'count' | 'sample';
  sql: string;
  params: unknown[];
  executionMs: number;
  planningMs: number;
  /** Indexes any node reads. */
  indexes: string[];
  /** Tables read by a sequential scan. */
  seqScans: string[];
  sharedHit: number;
  sharedRead: number;
  /** The plan tree without costs: one line per node, with actual rows, loops and time. */
  outline: string[];
  /** EXPLAIN (ANALYZE, BUFFERS) in PostgreSQL's text format. */
  text: string;
}

export interface ScenarioPlans {
  scenario: string;
  label: string;
  queries: QueryPlan[];
  error?: string;
}

function walk(node: PlanNode, depth: number, out: { lines: string[]; indexes: Set<string>; seq: Set<string> }) {
  const parts = [node['Node Type']];
  if (node['Join Type'] && !node['Node Type'].includes(node['Join Type'])) parts[0] = `${node['Node Type']} (${node['Join Type']})`;
  if (node['Index Name']) parts.push(`using ${node['Index Name']}`);
  if (node['Relation Name']) parts.push(`on ${node['Relation Name']}`);
  if (node['Sort Method']) parts.push(`[${node['Sort Method']}]`);
  if (node['Subplan Name']) parts.unshift(`${node['Subplan Name']}:`);
  const stats = [`rows=${node['Actual Rows']}`, `loops=${node['Actual Loops']}`, `${node['Actual Total Time']} ms`];
  if (node['Rows Removed by Filter']) stats.push(`removed by filter=${node['Rows Removed by Filter']}`);
  if (node['Rows Removed by Index Recheck']) stats.push(`removed by recheck=${node['Rows Removed by Index Recheck']}`);
  out.lines.push(`${'  '.repeat(depth)}${parts.join(' ')} (${stats.join(', ')})`);
  if (node['Index Name']) out.indexes.add(node['Index Name']);
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) out.seq.add(node['Relation Name']);
  for (const child of node.Plans ?? []) walk(child, depth + 1, out);
}

type PlanDoc = { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number };

/** The fastest of `runs` executions: on a shared machine, other work only ever adds time. */
async function explainOne(bench: BenchDb, role: QueryPlan['role'], sql: string, params: unknown[], runs = 3): Promise<QueryPlan> {
  let doc: PlanDoc | undefined;
  for (let i = 0; i < runs; i++) {
    const [jsonRow] = await bench.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
    const raw = jsonRow['QUERY PLAN'];
    const [d] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as PlanDoc[];
    if (!doc || d['Execution Time'] < doc['Execution Time']) doc = d;
  }
  if (!doc) throw new Error('no plan');
  const textRows = await bench.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  const out = { lines: [] as string[], indexes: new Set<string>(), seq: new Set<string>() };
  walk(doc.Plan, 0, out);
  return {
    role,
    sql,
    params,
    executionMs: doc['Execution Time'],
    planningMs: doc['Planning Time'],
    indexes: [...out.indexes],
    seqScans: [...out.seq],
    sharedHit: doc.Plan['Shared Hit Blocks'] ?? 0,
    sharedRead: doc.Plan['Shared Read Blocks'] ?? 0,
    outline: out.lines,
    text: textRows.map((r) => String(r['QUERY PLAN'])).join('\n'),
  };
}

function roleOf(sql: string): QueryPlan['role'] {
  if (/count\(\*\) filter/i.test(sql)) return 'sample';
  if (/count\(\*\)/i.test(sql)) return 'count';
  if (/"companies"\."id" in \(/i.test(sql)) return 'cards';
  return 'page';
}

/** Runs the repository's listSuppliers for each scenario, captures its statements and explains each one. */
export async function explainScenarios(bench: BenchDb, scenarios: readonly Scenario[]): Promise<ScenarioPlans[]> {
  const repo = companyRepository(bench.db);
  const out: ScenarioPlans[] = [];
  for (const s of scenarios) {
    bench.captured.length = 0;
    try {
      // Also warms the cache, as the load run did on the server. English: the benchmark's requests send no lang header.
      await repo.listSuppliers(ZCompanyListBody.parse(s.body), PAGE_SIZE, (s.pageNum - 1) * PAGE_SIZE, 'en');
      // The planner's estimates (EXPLAIN) are statements of the repository too; they read no rows and are left out.
      const statements = bench.captured.splice(0).filter((st) => /^\s*(select|with)\b/i.test(st.sql));
      const queries: QueryPlan[] = [];
      for (const st of statements) queries.push(await explainOne(bench, roleOf(st.sql), st.sql, st.params));
      out.push({ scenario: s.key, label: s.label, queries });
    } catch (err) {
      out.push({ scenario: s.key, label: s.label, queries: [], error: (err as Error).message.slice(0, 500) });
    }
  }
  return out;
}
