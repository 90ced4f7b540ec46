import {
  IdentifierNode,
  OperationNodeTransformer,
  type ColumnNode,
  type ColumnType,
  type Generated,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformResultArgs,
  type PluginTransformQueryArgs,
  type QueryResult,
  type RootOperationNode,
  type TableNode,
  type Transaction,
  type UnknownRow,
} from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The tables of a commentable kind stay its module's own (`social_comment`, `article_comment`…): foreign keys to
 * the target cascade, and no data moves. They all have one shape, written here once: a module's schema.ts says
 * `article_comment: CommentTable<'article_id'>`. The engine writes its queries, typed, against stand-in names
 * (`commentable_comment`, `target_id`, `comment_count`…) and `scopedTo` renames those to the kind's own as each
 * query is compiled (a Kysely plugin); raw SQL fragments name only columns that are the same everywhere.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Counter = ColumnType<number, number | undefined, number>;

/** A comment or a reply: one level of replies (`parent_id` is always a top-level comment). */
export type CommentTable<TargetColumn extends string> = {
  id: Generated<number>;
  user_id: number;
  parent_id: number | null;
  /** Whom a reply names (the author of the reply it answers, or someone of the thread). */
  reply_to_user_id: number | null;
  content: string;
  like_count: Counter;
  reply_count: Counter;
  created_at: Timestamp;
  hidden_at: NullableTimestamp;
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
  hidden_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: NullableTimestamp;
} & { [K in TargetColumn]: number };

/** One person's like of a comment: (comment_id, user_id) is the primary key. */
export interface CommentLikeTable {
  comment_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** The stand-in schema the engine's queries are typed against. */
export interface EngineTables {
  commentable_comment: CommentTable<'target_id'> & {
    rating: ColumnType<number | null, number | null | undefined, number | null>;
    /** On kinds with rating tickets: the completed order / appointment a review spends. */
    ticket_id: ColumnType<number | null, number | null | undefined, number | null>;
  };
  commentable_like: CommentLikeTable;
  commentable_target: { id: number; comment_count: Counter; rating_sum: Counter; rating_count: Counter };
}
export type EngineDb = Kysely<EngineTables>;
export type Db = Kysely<DB> | Transaction<DB>;

/** Where a kind's rows live: its module's tables and columns. */
export interface CommentTables {
  comments: keyof DB & string;
  likes: keyof DB & string;
  targets: keyof DB & string;
  /** The comment table's column naming the target (`post_id`). */
  targetColumn: string;
  /** The target's count of visible comments and replies (`comment_count`). */
  counter: string;
}

/** The rating columns of a kind whose top-level comments rate the target. */
export interface RatingColumns {
  /** On the comment table. */
  rating: string;
  /** On the target: the sum and the number of visible ratings (the average is sum / count). */
  sum: string;
  count: string;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** The renames of one kind; throws at declaration on a name that is not a plain SQL identifier. */
export function renames(tables: CommentTables, ratings?: RatingColumns, ticketColumn?: string): { tables: Map<string, string>; columns: Map<string, string> } {
  const columns: Array<[string, string]> = [
    ['target_id', tables.targetColumn],
    ['comment_count', tables.counter],
  ];
  if (ratings) columns.push(['rating', ratings.rating], ['rating_sum', ratings.sum], ['rating_count', ratings.count]);
  if (ticketColumn !== undefined) columns.push(['ticket_id', ticketColumn]);
  const tableNames: Array<[string, string]> = [
    ['commentable_comment', tables.comments],
    ['commentable_like', tables.likes],
    ['commentable_target', tables.targets],
  ];
  for (const [, name] of [...columns, ...tableNames]) if (!IDENT.test(name)) throw new Error(`commentable: ${name} is not a plain SQL identifier`);
  return { tables: new Map(tableNames), columns: new Map(columns) };
}

class Renamer extends OperationNodeTransformer {
  constructor(private readonly names: ReturnType<typeof renames>) {
    super();
  }
  protected override transformTable(node: TableNode): TableNode {
    const out = super.transformTable(node);
    const to = this.names.tables.get(out.table.identifier.name);
    return to ? { ...out, table: { ...out.table, identifier: IdentifierNode.create(to) } } : out;
  }
  protected override transformColumn(node: ColumnNode): ColumnNode {
    const out = super.transformColumn(node);
    const to = this.names.columns.get(out.column.name);
    return to ? { ...out, column: IdentifierNode.create(to) } : out;
  }
}

class RenamePlugin implements KyselyPlugin {
  readonly #renamer: Renamer;
  constructor(names: ReturnType<typeof renames>) {
    this.#renamer = new Renamer(names);
  }
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#renamer.transformNode(args.node, args.queryId);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** A handle on the same connection (or transaction) whose stand-in names are the kind's own. */
export function scoper(names: ReturnType<typeof renames>): (db: Db) => EngineDb {
  const plugin = new RenamePlugin(names);
  return (db) => db.withPlugin(plugin) as unknown as EngineDb;
}
