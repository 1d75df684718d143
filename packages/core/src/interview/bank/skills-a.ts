import type { BankQuestion } from '../types';

/**
 * Skill questions, part A, keyed by exact skill name. Each skill has two questions: at least one
 * technical (how it works, how to apply it, a worked problem or a pitfall) and a second that differs in
 * type or difficulty (behavioural or situational with a STAR answer for people skills). Text may use
 * {role}; it never names a company.
 */
export const SKILL_QUESTIONS_A: Record<string, BankQuestion[]> = {
  'Microsoft Excel': [
    {
      id: 'skill-microsoft-excel-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'As a {role}, you need to pull a value for each row of a 50,000-row table from a separate ' +
        'lookup table. Which Excel function do you use, and which pitfalls do you guard against?',
      answer:
        'In current Microsoft 365 I would use XLOOKUP, for example =XLOOKUP([@CustomerID], ' +
        'Customers[ID], Customers[Region], "Not found"). It defaults to an exact match, does not break ' +
        'when columns are inserted, and can look left. With older versions I would use INDEX and MATCH ' +
        'with a match type of 0. I avoid VLOOKUP with the fourth argument omitted, because it then ' +
        'does an approximate match and silently returns wrong values on unsorted data. Before trusting ' +
        'the results I check the keys: numbers stored as text, trailing spaces (TRIM or CLEAN), and ' +
        'duplicates in the lookup table, since every lookup returns only the first match. I use the ' +
        'if_not_found argument or a visible flag rather than wrapping everything in IFERROR, which ' +
        'hides genuine errors. Finally, I format both ranges as Tables so new rows are included, and I ' +
        'count the misses with COUNTIF to confirm the match rate.',
      evaluationCriteria: [
        'Strong: names XLOOKUP or INDEX/MATCH with exact match; weak: relies on VLOOKUP without ' +
          'knowing its approximate-match default.',
        'Strong: checks key quality, such as text-formatted numbers, spaces and duplicates; weak: ' +
          'assumes keys match.',
        'Strong: handles missing matches visibly instead of hiding them with a blanket IFERROR; ' +
          'weak: wraps everything in IFERROR and reports silent blanks.',
        'Strong: uses Tables or structured references so the formula survives new data; weak: ' +
          'hard-coded ranges.',
      ],
    },
    {
      id: 'skill-microsoft-excel-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A workbook that several people rely on produces a total that no longer matches the source ' +
        'system. How do you audit the workbook to find the error?',
      answer:
        'I would start by reconciling a control total, such as record count and grand total, at each ' +
        'stage from the raw data to the summary, so I know which sheet the difference first appears ' +
        'on. On that sheet I would use Show Formulas (Ctrl+`), Trace Precedents and Evaluate Formula ' +
        'to follow the calculation. The usual culprits are a SUM range that was not extended to new ' +
        'rows, a hard-coded number typed over a formula, a formula that is inconsistent with its ' +
        'neighbors (Excel flags these with the green triangle), numbers stored as text that SUM ' +
        'ignores, filtered or hidden rows where SUBTOTAL or AGGREGATE behaves differently from SUM, ' +
        'and external links to an outdated file, which I check under Data > Edit Links. Go To Special ' +
        'for constants helps find overwritten cells. Once fixed, I would convert ranges to Tables, add ' +
        'check cells that compare totals with the source, and protect formula cells to prevent a ' +
        'repeat.',
      evaluationCriteria: [
        'Strong: isolates the break by reconciling control totals stage by stage; weak: rereads ' +
          'formulas at random.',
        'Strong: uses auditing tools such as Trace Precedents, Evaluate Formula and Show Formulas; ' +
          'weak: rereads cells by eye without tracing the calculation.',
        'Strong: names several realistic causes, such as unextended ranges, hard-coded overrides, ' +
          'text numbers and stale external links; weak: blames Excel or the source system without ' +
          'checking common causes.',
        'Strong: adds preventive controls, such as check cells, Tables and protected formulas; weak: ' +
          'only fixes the one cell.',
      ],
    },
  ],
  SQL: [
    {
      id: 'skill-sql-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What is the difference between WHERE and HAVING? Write a query that lists customers who ' +
        'placed more than three orders in 2024.',
      answer:
        'WHERE filters individual rows before grouping and aggregation, so it cannot refer to ' +
        'aggregates. HAVING filters groups after aggregation, so it is where conditions on COUNT or ' +
        'SUM belong. For the example: SELECT customer_id, COUNT(*) AS order_count FROM orders WHERE ' +
        "order_date >= '2024-01-01' AND order_date < '2025-01-01' GROUP BY customer_id HAVING COUNT(*) " +
        '> 3. The date filter belongs in WHERE, because it applies to rows and reduces the data before ' +
        'grouping, which is also faster. I use a half-open date range rather than wrapping the column ' +
        'in a function such as YEAR(order_date) = 2024, because a function on the column usually ' +
        'prevents the database from using an index, and the half-open range also handles timestamps ' +
        'late on December 31 correctly. If I needed customer names, I would join to the customers ' +
        'table and group by its key.',
      evaluationCriteria: [
        'Strong: explains that WHERE filters rows before grouping and HAVING filters groups after ' +
          'aggregation; weak: says they are interchangeable or that HAVING is just a slower WHERE.',
        'Strong: writes a correct query with GROUP BY and HAVING COUNT(*) > 3; weak: puts the ' +
          'aggregate in WHERE.',
        'Strong: filters dates with a sargable half-open range; weak: uses BETWEEN with timestamps ' +
          'or YEAR() on the column without noting the cost.',
      ],
    },
    {
      id: 'skill-sql-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A query that used to run in two seconds now takes two minutes after the table grew tenfold. ' +
        'How do you diagnose and fix it?',
      answer:
        'I would start with the execution plan, using EXPLAIN ANALYZE in PostgreSQL or MySQL, or the ' +
        'actual plan in SQL Server, and compare estimated with actual row counts. The common findings ' +
        'are a full table scan where an index seek was expected, a nested loop over far more rows than ' +
        'estimated, or a large sort spilling to disk. Typical causes are a missing index on the filter ' +
        'or join columns, a predicate that cannot use an index, such as a function on the column, a ' +
        'leading-wildcard LIKE, or an implicit type conversion, and stale statistics, which I refresh ' +
        'with ANALYZE or UPDATE STATISTICS. For a composite index I put equality columns first and the ' +
        'range column last. I also check for SELECT * pulling wide rows and for the query being run ' +
        'once per row by the application. After a change I rerun the plan to confirm the improvement, ' +
        'and I weigh the write and storage cost of each new index.',
      evaluationCriteria: [
        'Strong: starts from the execution plan and compares estimated with actual rows; weak: adds ' +
          'indexes by guesswork.',
        'Strong: identifies non-sargable predicates, missing indexes and stale statistics as typical ' +
          'causes; weak: blames server hardware without looking at predicates.',
        'Strong: understands composite index column order and index trade-offs on writes; weak: adds ' +
          'a separate index for every column.',
        'Strong: verifies the fix with a new plan and timing; weak: declares success without ' +
          'measuring again.',
      ],
    },
  ],
  Python: [
    {
      id: 'skill-python-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What is wrong with this function, and how would you fix it: def add_item(item, items=[]): ' +
        'items.append(item); return items?',
      answer:
        'The default list is created once, when the function is defined, not each time it is called. ' +
        "Every call that relies on the default therefore appends to the same list, so add_item('a') " +
        "returns ['a'] and a later add_item('b') returns ['a', 'b'], which surprises the caller and " +
        'causes bugs that are hard to trace. The fix is to use None as a sentinel: def add_item(item, ' +
        'items=None), then inside, if items is None: items = [], before appending. The same problem ' +
        'applies to any mutable default, such as a dictionary or a set, and to objects created in a ' +
        'default, such as datetime.now(), which is evaluated only once. Linters such as Ruff, with the ' +
        'flake8-bugbear rule B006, flag mutable defaults, so I would enable that rule in the project. ' +
        'Immutable defaults such as numbers, strings and tuples are safe.',
      evaluationCriteria: [
        'Strong: explains that default values are evaluated once at definition time; weak: thinks ' +
          'the list is reset on every call.',
        'Strong: gives the None-sentinel fix; weak: suggests copying the list without explaining the cause.',
        'Strong: generalizes to other mutable defaults or defaults such as datetime.now(); weak: ' +
          'fixes only lists and misses other shared defaults.',
        'Strong: mentions a linter rule or test that would catch it; weak: relies on code review ' +
          'alone to catch it.',
      ],
    },
    {
      id: 'skill-python-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You need to process a 20 GB CSV file in Python on a machine with 8 GB of memory. How do you ' +
        'approach it?',
      answer:
        'I would avoid loading the whole file at once. If the work is a simple row-by-row ' +
        'transformation, I would stream it with the csv module and a generator, which keeps memory ' +
        'flat. For aggregation with pandas, I would use read_csv with chunksize, accumulate partial ' +
        'results per chunk and combine them at the end, and reduce memory with usecols and explicit ' +
        'dtypes, such as category for repeated strings and smaller integer types. Often the better ' +
        'tool is DuckDB, which can query the CSV directly with SQL and spill to disk, or Polars with ' +
        'scan_csv, which evaluates lazily and streams. If the data will be used again, I would convert ' +
        'it once to Parquet, which is columnar and compressed, so later reads touch only the needed ' +
        'columns. For CPU-heavy steps, I would use multiprocessing rather than threads because of the ' +
        'global interpreter lock, and I would measure memory with a small sample before running the ' +
        'full job.',
      evaluationCriteria: [
        'Strong: streams or chunks the data instead of loading it whole; weak: suggests buying more ' +
          'memory first.',
        'Strong: reduces memory with usecols, dtypes or categories; weak: loads every column with ' +
          'default object dtypes.',
        'Strong: knows out-of-core tools such as DuckDB or Polars lazy scanning, and the value of ' +
          'Parquet; weak: keeps pandas for everything regardless of size.',
        'Strong: addresses CPU parallelism and the GIL correctly, and tests on a sample first; weak: ' +
          'suggests threads for CPU-bound work.',
      ],
    },
  ],
  'Project Management': [
    {
      id: 'skill-project-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Your project has a budget at completion of $400,000. At the midpoint, planned value is ' +
        '$200,000, earned value is $160,000 and actual cost is $190,000. What is the status, and what ' +
        'do you do next?',
      answer:
        'Schedule variance is EV minus PV, or -$40,000, and the schedule performance index is 160,000 ' +
        '/ 200,000 = 0.80, so we have completed only 80 percent of the work planned by now. Cost ' +
        'variance is EV minus AC, or -$30,000, and the cost performance index is 160,000 / 190,000, ' +
        'about 0.84, so each dollar spent earns about 84 cents of planned work. If that efficiency ' +
        'continues, the estimate at completion is BAC / CPI, about $475,000, roughly $75,000 over ' +
        'budget. Next I would find the causes: which work packages are late and over cost, whether the ' +
        'estimates were wrong or scope has crept, and whether the delays are on the critical path. ' +
        'Then I would build recovery options, such as resequencing, adding skilled people where it ' +
        'helps, or cutting scope, and bring stakeholders a revised forecast and a recommendation, ' +
        'using formal change control if the baseline has to move.',
      evaluationCriteria: [
        'Strong: calculates SV, SPI, CV and CPI correctly and interprets them; weak: confuses ' +
          'planned and earned value.',
        'Strong: forecasts the estimate at completion, about $475,000, and states the assumption ' +
          'behind it; weak: computes the variances but gives no forecast.',
        'Strong: looks for root causes by work package and critical path; weak: reports the numbers ' +
          'without asking why.',
        'Strong: presents recovery options and uses change control for any rebaseline; weak: ' +
          'silently absorbs the overrun or moves the baseline informally.',
      ],
    },
    {
      id: 'skill-project-management-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a project you managed that started to slip. How did you bring it back on track?',
      answer:
        'Situation: I was managing a six-month rollout of a new internal system across four ' +
        'departments. At the third-month review, two of the twelve milestones were late and the test ' +
        'phase was at risk of pushing the launch back by five weeks. Task: I needed to recover the ' +
        'schedule without cutting the testing that the business depended on. Action: I reviewed the ' +
        'plan with each workstream lead and found that data migration was the bottleneck, because one ' +
        'specialist was assigned to three parallel tasks. I resequenced the work, borrowed a second ' +
        'analyst for six weeks, and moved two low-priority reports to a post-launch release with the ' +
        "sponsor's written agreement. I also moved status meetings from monthly to weekly, with a " +
        'simple red-amber-green view of the critical path. Result: We launched eight days late instead ' +
        'of five weeks, testing was completed in full, and the deferred reports shipped a month later.',
      evaluationCriteria: [
        'Strong: quantifies the slippage and identifies the real bottleneck; weak: describes general ' +
          'busyness.',
        'Strong: uses concrete levers, such as resequencing, resourcing or scope trade-offs agreed ' +
          'with the sponsor; weak: asks the team to work harder.',
        'Strong: increases visibility and communication while recovering; weak: keeps the slippage ' +
          'hidden until the deadline.',
        'Strong: reports a measurable outcome and what was protected; weak: claims success without numbers.',
      ],
    },
  ],
  Git: [
    {
      id: 'skill-git-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What is the difference between git merge and git rebase, and when would you use each?',
      answer:
        'Both integrate changes from one branch into another. Merge creates a merge commit that joins ' +
        'the two histories, preserving exactly what happened, including when the branch was created. ' +
        'Rebase replays your commits on top of the target branch, rewriting them as new commits with ' +
        'new hashes, which gives a linear history that is easier to read and bisect. I use rebase to ' +
        'update my own feature branch with the latest main before opening or updating a pull request, ' +
        'and interactive rebase (git rebase -i) to squash or reword my local commits. I use merge, or ' +
        "the team's chosen pull request strategy such as squash-merge, to bring finished work into a " +
        'shared branch. The key rule is not to rebase commits that others have already pulled, because ' +
        'rewriting shared history forces everyone to reconcile diverged branches. If I must update a ' +
        'rebased branch on the remote, I use git push --force-with-lease rather than --force.',
      evaluationCriteria: [
        'Strong: explains that merge preserves history with a merge commit while rebase rewrites ' +
          'commits; weak: claims rebase and merge produce the same history.',
        'Strong: states the rule against rebasing shared, already-pushed history; weak: recommends ' +
          'rebasing shared branches freely.',
        'Strong: gives sensible use cases, such as rebasing a local branch and merging into main; ' +
          'weak: has no clear reason to choose one or the other.',
        'Strong: mentions --force-with-lease or interactive rebase; weak: recommends plain --force.',
      ],
    },
    {
      id: 'skill-git-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You realize you committed an API key and pushed it to a shared remote branch an hour ago. ' +
        'What do you do?',
      answer:
        'The first step is to treat the key as compromised and revoke or rotate it with the provider ' +
        'immediately, because anyone who fetched the branch, or any automated scanner, may already ' +
        "have it. Removing it from Git does not undo that exposure. Then I check the provider's logs " +
        'for unexpected use of the key. Next I remove the secret from history: if the commit is only ' +
        'on my branch, I can amend or use interactive rebase; if it is spread through history, I use ' +
        'git filter-repo or BFG Repo-Cleaner, then force-push with --force-with-lease and ask ' +
        'collaborators to re-clone or reset, since their copies still contain it. On a hosted ' +
        'platform, cached views and pull request references may retain the commit, so I contact ' +
        'support if needed. To prevent a repeat, I load secrets from environment variables or a ' +
        'secrets manager, add the file to .gitignore, and enable a pre-commit scanner such as gitleaks ' +
        "and the platform's push protection.",
      evaluationCriteria: [
        'Strong: revokes or rotates the key first and checks for misuse; weak: only deletes the file ' +
          'in a new commit.',
        'Strong: knows how to purge history with filter-repo or BFG and the force-push consequences; ' +
          'weak: thinks git revert removes the secret from history.',
        'Strong: recognizes that clones, forks and platform caches may still hold the secret; weak: ' +
          'assumes a force-push removes every copy.',
        'Strong: adds preventive controls, such as secret scanning, push protection and a secrets ' +
          'manager; weak: relies on people remembering not to commit secrets.',
      ],
    },
  ],
  'Data Analysis': [
    {
      id: 'skill-data-analysis-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'After joining an orders table to a customer contacts table, total revenue in your report ' +
        'jumps by 30 percent. What went wrong, and how do you check and fix it?',
      answer:
        'The likely cause is join fan-out. Customer contacts is probably one-to-many, since a customer ' +
        'can have several contacts, so each order is repeated once per contact and revenue is counted ' +
        'several times. To check, I compare the row count and revenue total before and after the join, ' +
        "and test the key's uniqueness on the right side, for example by grouping contacts by " +
        'customer_id and looking for counts above one. The fix depends on what I need. If I only need ' +
        'one contact, I pick it deterministically, such as the primary contact, or use a window ' +
        'function such as ROW_NUMBER to keep one row per customer. If I need contact-level detail, I ' +
        'aggregate revenue before the join, or report at the right grain. As a habit, I write down the ' +
        'grain of every table, validate totals against a trusted source, and add a row-count check to ' +
        'recurring reports.',
      evaluationCriteria: [
        'Strong: identifies a one-to-many join duplicating rows; weak: blames the source data ' +
          'without checking.',
        'Strong: verifies with row counts, totals before and after, and a key-uniqueness test; weak: ' +
          'only eyeballs the final total.',
        'Strong: offers correct fixes, such as deduplicating deterministically or aggregating before ' +
          'joining; weak: uses DISTINCT on the whole result to hide the duplicates.',
        'Strong: describes habits that prevent it, such as documenting grain and reconciliation ' +
          'checks; weak: fixes this report once and moves on.',
      ],
    },
    {
      id: 'skill-data-analysis-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "A manager asks you to confirm that last month's campaign increased sales. Sales rose 12 " +
        'percent compared with the month before. How do you respond?',
      answer:
        'I would not confirm it yet, because a month-over-month rise does not show the campaign caused ' +
        'it. First, I would check seasonality by comparing with the same month last year and with the ' +
        'usual seasonal pattern. Then I would look for other changes in the period, such as price ' +
        "changes, a competitor's stock-out, new stores or a holiday. The strongest evidence comes from " +
        'a comparison group: customers, regions or stores that were not exposed to the campaign. If ' +
        'exposure varied by region, I would use a difference-in-differences comparison, looking at how ' +
        'much more the exposed group grew than the unexposed one over the same period. I would also ' +
        'check whether sales were pulled forward from next month. I would report a range, with the ' +
        'assumptions stated, such as the campaign likely added 4 to 7 percent, and recommend a holdout ' +
        'group for the next campaign so the effect can be measured properly.',
      evaluationCriteria: [
        'Strong: separates correlation from causation and checks seasonality; weak: confirms the 12 ' +
          'percent as the campaign effect.',
        'Strong: looks for confounding events and pull-forward effects; weak: ignores other changes ' +
          'during the period.',
        'Strong: uses a comparison group or difference-in-differences to estimate the effect; weak: ' +
          'compares only before and after for the exposed group.',
        'Strong: communicates an honest range and recommends a holdout design for the future; weak: ' +
          'reports a single precise number as fact.',
      ],
    },
  ],
  Agile: [
    {
      id: 'skill-agile-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What are the events in Scrum, and what is the purpose of each?',
      answer:
        'The Sprint is the container for all the other events: a fixed period of one month or less in ' +
        'which the team creates a usable increment that meets the Definition of Done. Sprint Planning ' +
        'starts it, with the team agreeing on why the sprint is valuable, expressed as the Sprint ' +
        'Goal, what items it can deliver, and how it will do the work. The Daily Scrum is a 15-minute ' +
        'event for the developers to inspect progress toward the Sprint Goal and adjust the plan, not ' +
        'a status report to a manager. The Sprint Review is a working session with stakeholders to ' +
        'inspect the increment and adapt the Product Backlog. The Sprint Retrospective closes the ' +
        'sprint, with the team examining how it worked, including people, tools and the Definition of ' +
        'Done, and choosing improvements to act on. The 2020 Scrum Guide treats backlog refinement as ' +
        'an ongoing activity rather than a formal event.',
      evaluationCriteria: [
        'Strong: names the Sprint, Sprint Planning, Daily Scrum, Sprint Review and Sprint ' +
          'Retrospective; weak: lists roles and artifacts instead of events.',
        'Strong: states the purpose of each accurately; weak: describes the Daily Scrum as a status ' +
          'report to a manager.',
        'Strong: mentions the Sprint Goal, the increment or the Definition of Done; weak: treats the ' +
          'sprint as a list of tickets with no goal.',
      ],
    },
    {
      id: 'skill-agile-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Midway through a sprint, a senior stakeholder asks your team to add an urgent piece of work. ' +
        'What do you do?',
      answer:
        'I would first find out how urgent it really is and what happens if it waits until the next ' +
        'sprint, which may be only a week away. In Scrum, the Product Owner decides on priorities, so ' +
        'I would involve them instead of the team simply accepting the request. If the work is truly ' +
        'urgent and fits the Sprint Goal, the Product Owner and developers can renegotiate scope, ' +
        'usually removing work of similar size so the sprint stays realistic. If it conflicts with the ' +
        'goal and cannot wait, the Product Owner can decide the goal is obsolete and cancel the ' +
        'sprint, though that is rare and costly. If urgent requests are frequent, I would raise it at ' +
        'the retrospective and consider reserving capacity for unplanned work or using a Kanban-style ' +
        'expedite lane. Either way, I would make the trade-off visible to the stakeholder, so they ' +
        'understand what is being delayed.',
      evaluationCriteria: [
        'Strong: involves the Product Owner and protects the Sprint Goal; weak: silently adds the work.',
        'Strong: swaps scope instead of overloading the team; weak: lets the sprint silently overflow.',
        'Strong: makes the trade-off visible to the stakeholder; weak: says yes and absorbs the cost ' +
          'quietly.',
        'Strong: addresses recurring interruptions systemically, such as reserved capacity; weak: ' +
          'treats each interruption as a one-off.',
      ],
    },
  ],
  AWS: [
    {
      id: 'skill-aws-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'An Amazon S3 bucket will hold customer documents. How do you make sure it is secure?',
      answer:
        'I would keep S3 Block Public Access enabled at both the account and bucket level, which has ' +
        'been the default for new buckets since 2023, and keep ACLs disabled with the Bucket owner ' +
        'enforced setting for Object Ownership. Access would be granted through IAM roles with ' +
        'least-privilege policies scoped to the bucket and prefix, not long-lived access keys. I would ' +
        'encrypt objects with SSE-KMS using a customer managed key when I need control over key policy ' +
        'and auditing; SSE-S3 is applied by default otherwise. A bucket policy would deny requests ' +
        'without TLS, using the aws:SecureTransport condition. To share documents with users, I would ' +
        'generate short-lived presigned URLs rather than making objects public. I would enable ' +
        'versioning, and Object Lock if retention rules require it, turn on CloudTrail data events or ' +
        'server access logs, and use IAM Access Analyzer and Amazon Macie to detect external access ' +
        'and sensitive data.',
      evaluationCriteria: [
        'Strong: keeps Block Public Access on and disables ACLs; weak: relies on obscure bucket names.',
        'Strong: uses least-privilege IAM roles and presigned URLs for sharing; weak: shares buckets ' +
          'with long-lived access keys.',
        'Strong: covers encryption at rest with KMS and enforced TLS in transit; weak: assumes S3 ' +
          'encryption alone makes the data safe.',
        'Strong: adds logging and detection, such as CloudTrail, Access Analyzer or Macie; weak: has ' +
          'no way to see who accessed the data.',
      ],
    },
    {
      id: 'skill-aws-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Design a web application on AWS that keeps running if an entire Availability Zone fails. What ' +
        'are the cost trade-offs?',
      answer:
        'I would run the application tier in at least two Availability Zones behind an Application ' +
        'Load Balancer, using an Auto Scaling group or ECS on Fargate spread across zones, with health ' +
        'checks so failed targets are replaced. The application would be stateless, with sessions ' +
        'stored in ElastiCache or DynamoDB, and uploads in S3, which is regional. For the database, I ' +
        'would use RDS or Aurora Multi-AZ, which fails over to a standby in another zone ' +
        'automatically. Static content would go through CloudFront. Each zone needs its own NAT ' +
        'gateway, since a single NAT gateway is a zonal single point of failure. The costs are real: a ' +
        'Multi-AZ database roughly doubles database cost, NAT gateways charge per hour and per ' +
        'gigabyte, and cross-zone data transfer is billed. I would size capacity so the remaining ' +
        'zones can carry the load, and only go multi-region if the recovery objectives demand it.',
      evaluationCriteria: [
        'Strong: spreads stateless compute across zones behind a load balancer; weak: relies on one ' +
          'large instance.',
        'Strong: uses a Multi-AZ database and keeps state out of the instances; weak: runs the ' +
          'database in a single zone or on the web servers.',
        'Strong: identifies hidden single points of failure, such as a single NAT gateway; weak: ' +
          'assumes managed services are highly available by default.',
        'Strong: explains cost trade-offs, such as standby databases, NAT and cross-zone transfer, ' +
          'and when multi-region is justified; weak: designs for maximum availability regardless of ' +
          'cost.',
      ],
    },
  ],
  Linux: [
    {
      id: 'skill-linux-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What do the permissions -rwxr-x--- on a file mean, and how would you let the group write to ' +
        'it as well?',
      answer:
        "The first character shows the type, here a regular file. The next three are the owner's " +
        "permissions: read, write and execute. The next three are the group's: read and execute, but " +
        'not write. The last three are for everyone else: no access at all. In octal that is 750, ' +
        'since read is 4, write is 2 and execute is 1. To add group write, I would run chmod g+w file, ' +
        'or chmod 770 file, which sets all three sets at once. I prefer the symbolic form because it ' +
        'changes only what I intend. If the wrong group owns the file, I would fix it with chgrp or ' +
        'chown user:group. On a directory, execute means permission to enter it and reach files ' +
        'inside, and write means permission to create or delete files in it. Default permissions for ' +
        'new files come from the umask.',
      evaluationCriteria: [
        'Strong: reads owner, group and other permissions correctly, including the octal 750; weak: ' +
          'misreads the group or other bits.',
        'Strong: gives a correct chmod command, symbolic or octal; weak: uses chmod 777 to make it work.',
        'Strong: knows chown or chgrp for ownership and the meaning of execute on directories; weak: ' +
          'confuses ownership with permissions.',
      ],
    },
    {
      id: 'skill-linux-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "A Linux server's root filesystem is at 100 percent and the application is failing. How do you " +
        'find and fix the problem?',
      answer:
        'I would confirm with df -h and also df -i, because running out of inodes from millions of ' +
        'small files gives the same errors. To find what grew, I would run du -xh --max-depth=1 / | ' +
        'sort -h and drill down, and look for big files with find / -xdev -size +1G. Common culprits ' +
        'are logs, core dumps, Docker images and volumes, and package caches. If df shows the disk ' +
        'full but du cannot account for it, a process is probably holding a deleted file open, which ' +
        'lsof +L1 reveals; the space is freed only when that process restarts or the file is truncated ' +
        'through /proc/<pid>/fd. To free space safely, I would truncate an active log with truncate -s ' +
        '0 rather than delete it, and vacuum the journal with journalctl --vacuum-size. Afterward I ' +
        'would fix the cause with logrotate, retention settings or a bigger volume, and add an alert ' +
        'at around 80 percent.',
      evaluationCriteria: [
        'Strong: checks both space and inodes, and narrows down with du and find; weak: looks only ' +
          'at df -h.',
        'Strong: knows the deleted-but-open file case and how to find it with lsof; weak: only ' +
          'deletes logs.',
        'Strong: frees space safely, such as truncating active logs instead of deleting them; weak: ' +
          'deletes files that processes still hold open.',
        'Strong: fixes the root cause with rotation or retention and adds monitoring; weak: cleans ' +
          'up once and waits for the next outage.',
      ],
    },
  ],
  'Team Leadership': [
    {
      id: 'skill-team-leadership-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you adapt the way you lead each team member depending on their experience with a ' +
        'particular task?',
      answer:
        "I use the idea behind Situational Leadership: the right style depends on the person's " +
        'competence and commitment for that specific task, not their seniority overall. Someone new to ' +
        'a task but enthusiastic needs direction: clear goals, steps, examples and frequent check-ins. ' +
        'Someone who has some skill but is struggling or discouraged needs coaching, with direction ' +
        'plus explanation, encouragement and room to ask questions. Someone capable but hesitant needs ' +
        'support: I ask for their plan, listen and build their confidence rather than tell them what ' +
        'to do. Someone both skilled and committed gets delegation: I agree on the outcome, deadline ' +
        'and check-in points, then step back. The same experienced shift lead may need direction on a ' +
        'new inventory system and full delegation on running the floor. I review this in one-on-ones ' +
        'and explain my approach, so that closer supervision is not read as distrust.',
      evaluationCriteria: [
        "Strong: matches style to the person's competence and commitment on a specific task; weak: " +
          'one style for everyone.',
        'Strong: describes distinct behaviors for directing, coaching, supporting and delegating; ' +
          'weak: describes only telling people what to do.',
        'Strong: gives an example of the same person needing different styles for different tasks; ' +
          'weak: gives theory without a concrete example.',
        'Strong: explains the approach to the team member to avoid misunderstanding; weak: changes ' +
          'style without saying why.',
      ],
    },
    {
      id: 'skill-team-leadership-2',
      type: 'behavioural',
      difficulty: 'HARD',
      question:
        'Tell me about a time a member of your team was consistently underperforming. What did you do?',
      answer:
        'Situation: A team member who had been solid for a year began missing deadlines, and his work ' +
        'needed rework about a third of the time, which was delaying others. Task: As team lead, I had ' +
        "to address the performance fairly while keeping the team's work on track. Action: I met him " +
        'privately, described specific examples and their impact, and asked what was going on. He ' +
        'mentioned a new process he had never been trained on, and a difficult time at home. We agreed ' +
        'on a plan: two training sessions, a weekly 20-minute check-in, clear expectations for ' +
        'turnaround and quality, and a temporary reduction in his workload. I documented the plan and ' +
        'told HR, so support and expectations were on record. Result: Within two months his rework ' +
        'rate fell below ten percent and he met every deadline. He later trained a new hire on the ' +
        'same process.',
      evaluationCriteria: [
        'Strong: addresses the issue early with specific examples and impact; weak: avoids it or is vague.',
        'Strong: asks about causes before judging, and distinguishes skill, clarity and personal ' +
          'factors; weak: assumes laziness from the start.',
        'Strong: sets clear expectations and a documented, time-bound plan with support; weak: gives ' +
          'a vague warning to improve.',
        'Strong: reports a measurable outcome and handles confidentiality appropriately; weak: ends ' +
          'the story without a result or shares private details.',
      ],
    },
  ],
  'Market Research': [
    {
      id: 'skill-market-research-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you estimate the market size for a new product using TAM, SAM and SOM? Walk through ' +
        'an example.',
      answer:
        'TAM is total demand if every possible customer bought, SAM is the part we can actually serve ' +
        'given our product, channels and geography, and SOM is the share we can realistically win in a ' +
        'few years. I prefer a bottom-up estimate: number of customers times annual spend. Say a ' +
        'scheduling tool for independent clinics: if industry data shows 150,000 eligible clinics and ' +
        'the price is $1,200 a year, TAM is $180 million. If we only sell in regions we support and ' +
        'integrate with two leading systems, used by 40 percent, SAM is 60,000 clinics, or $72 ' +
        'million. If comparable entrants reached 5 percent of their serviceable market in three years, ' +
        'SOM is about 3,000 clinics, or $3.6 million. I would cross-check against a top-down figure ' +
        'from industry reports, state each assumption and its source, and show a range, since the ' +
        'assumptions drive the answer.',
      evaluationCriteria: [
        'Strong: defines TAM, SAM and SOM correctly; weak: presents TAM as the revenue opportunity.',
        'Strong: builds a bottom-up estimate with customer counts and price; weak: quotes only an ' +
          'industry report figure.',
        'Strong: grounds the share assumption in benchmarks and cross-checks top-down; weak: picks ' +
          'an arbitrary market share.',
        'Strong: states assumptions and sources and gives a range; weak: presents one number as certain.',
      ],
    },
    {
      id: 'skill-market-research-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You need to survey potential customers about their intent to buy a new product. How do you ' +
        'design the study so the results can be trusted?',
      answer:
        'I would start with the decision the research must inform, then define the target population ' +
        'and a sampling frame that reaches it, with screening questions to exclude people outside it. ' +
        'For a proportion with a 5-point margin of error at 95 percent confidence, I need about 385 ' +
        'completes per segment I want to report, more if segments are compared. Questions should be ' +
        'neutral and single-barreled, with balanced scales; I would randomize option order and include ' +
        'attention checks to remove low-quality responses. Stated intent overstates real purchasing, ' +
        'so I would not read a top-two-box score as a forecast; I would apply a calibration factor ' +
        'from past launches or use a method that forces trade-offs, such as conjoint analysis or a Van ' +
        'Westendorp price sensitivity meter for pricing. I would pilot the survey, watch for ' +
        'nonresponse bias, and report the margin of error with the results.',
      evaluationCriteria: [
        'Strong: ties the design to a decision and defines population, sampling frame and screening; ' +
          'weak: starts writing questions before defining the decision.',
        'Strong: sizes the sample sensibly, such as about 385 for a 5-point margin, per reported ' +
          'segment; weak: surveys whoever is easy to reach in one sample.',
        'Strong: avoids leading or double-barreled questions and uses quality checks; weak: writes ' +
          'questions ad hoc.',
        'Strong: knows stated intent overstates behavior and uses calibration or trade-off methods; ' +
          'weak: treats stated intent as a sales forecast.',
      ],
    },
  ],
  Docker: [
    {
      id: 'skill-docker-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Your Docker image for a small service is 1.2 GB and every code change triggers a slow ' +
        'rebuild. How do you make it smaller and faster to build?',
      answer:
        'I would use a multi-stage build: compile or install dependencies in a builder stage with the ' +
        'full toolchain, then copy only the runtime artifacts into a slim final image, such as a -slim ' +
        'or distroless base. To keep the build cache effective, I order the Dockerfile from least to ' +
        'most frequently changing: copy the dependency manifest, such as package-lock.json or ' +
        'requirements.txt, and install dependencies before copying the source code, so a code change ' +
        'does not reinstall everything. A .dockerignore file keeps node_modules, .git and local build ' +
        'output out of the build context. I would combine apt-get install with cleaning the package ' +
        'lists in one RUN step, and use BuildKit cache mounts for package managers. Finally, I would ' +
        'pin base image versions, run as a non-root user, and check the result with docker image ' +
        'history or a tool such as dive to see which layers are large.',
      evaluationCriteria: [
        'Strong: uses multi-stage builds and a slim or distroless base image; weak: ships the build ' +
          'toolchain in the final image.',
        'Strong: orders layers so dependency installation is cached separately from source code; ' +
          'weak: copies everything first.',
        'Strong: uses .dockerignore and cleans package caches within the same layer; weak: runs ' +
          'cleanup in a separate layer, which does not shrink the image.',
        'Strong: verifies layer sizes and mentions pinning or non-root users; weak: does not measure ' +
          'where the size comes from.',
      ],
    },
    {
      id: 'skill-docker-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A containerized app works on your laptop, but in production it loses uploaded files on every ' +
        'restart and cannot reach the database at localhost. Explain both problems and how to fix ' +
        'them.',
      answer:
        "A container's writable layer is ephemeral: when the container is replaced, anything written " +
        'inside it is gone. Uploaded files must go to persistent storage, either a named volume or ' +
        'mounted disk for a single host, or better, object storage such as S3, which also works when ' +
        'several replicas run. The localhost problem is about network namespaces: inside a container, ' +
        'localhost refers to the container itself, not the host or another container. On a single host ' +
        'with Docker Compose, services on the same user-defined network reach each other by service ' +
        'name, such as db:5432. In production the database address should come from configuration, ' +
        'such as an environment variable or secret, never hard-coded. I would also check the container ' +
        'handles SIGTERM for graceful shutdown, using the exec form of CMD or an init process, so ' +
        'in-flight uploads are not cut off during deployments.',
      evaluationCriteria: [
        'Strong: explains that the container filesystem is ephemeral and moves data to volumes or ' +
          'object storage; weak: writes files inside the container and hopes it stays up.',
        "Strong: explains that localhost is the container's own network namespace and uses service " +
          'names or configuration; weak: suggests host networking everywhere.',
        'Strong: externalizes configuration through environment variables or secrets; weak: bakes ' +
          'connection strings into the image.',
        'Strong: considers multiple replicas or graceful shutdown; weak: ignores what happens during ' +
          'restarts and scaling.',
      ],
    },
  ],
  'A/B Testing': [
    {
      id: 'skill-a-b-testing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An A/B test shows 5.0 percent conversion in control and 5.4 percent in the variant, with ' +
        '10,000 users in each group. Is the variant a winner?',
      answer:
        'Not on this evidence. The pooled conversion rate is 5.2 percent, so the standard error of the ' +
        'difference is the square root of 0.052 x 0.948 x (1/10,000 + 1/10,000), about 0.31 percentage ' +
        'points. The observed difference of 0.4 points gives a z-score of about 1.3 and a two-sided ' +
        'p-value of about 0.2, well above the usual 0.05 threshold. The test is also underpowered for ' +
        'an effect this size: to detect a 0.4-point lift with 80 percent power at a 5 percent ' +
        'significance level, you need roughly 48,000 users per group. So I would report the result as ' +
        'inconclusive, not as evidence of no effect. The better practice is to set the minimum ' +
        'detectable effect and sample size before starting, then run to that size, covering full ' +
        'weekly cycles.',
      evaluationCriteria: [
        'Strong: computes or correctly estimates the significance, a p-value around 0.2; weak: calls ' +
          'it a win from the raw lift.',
        'Strong: recognizes the test is underpowered and estimates the required sample; weak: ' +
          'forgets power and calls the test a loss for the variant.',
        'Strong: distinguishes inconclusive from no effect; weak: concludes the variant has no effect.',
        'Strong: recommends fixing sample size and minimum detectable effect in advance; weak: ' +
          'decides the sample size after looking at results.',
      ],
    },
    {
      id: 'skill-a-b-testing-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'On day three of a planned two-week A/B test, a product manager wants to ship the variant ' +
        'because the dashboard shows p = 0.03. You also notice the split is 10,400 users in control ' +
        'and 9,600 in the variant, though it should be 50/50. What do you do?',
      answer:
        'I would recommend against shipping yet, for two reasons. First, checking results repeatedly ' +
        'and stopping at the first significant reading, known as peeking, inflates the false-positive ' +
        'rate well above 5 percent. Unless the test was designed for sequential analysis with adjusted ' +
        'boundaries, we should run to the planned sample size. Second, the split is a sample ratio ' +
        'mismatch. With an expected 10,000 per group, a chi-square test gives a statistic of about 32, ' +
        'a p-value far below 0.001, so the imbalance is not chance. It usually means a bug in ' +
        'assignment, redirects that lose users, or bots and logging filtered differently between arms, ' +
        'and it makes any result untrustworthy. I would investigate and fix the cause, restart the ' +
        'test, and explain to the product manager in plain terms why a result we cannot trust is worse ' +
        'than a short wait.',
      evaluationCriteria: [
        'Strong: explains why peeking inflates false positives and mentions sequential testing as ' +
          'the alternative; weak: sees nothing wrong with stopping as soon as p drops below 0.05.',
        'Strong: identifies the sample ratio mismatch and tests it; weak: ignores the 52/48 split.',
        'Strong: names plausible causes of the mismatch and investigates before trusting results; ' +
          'weak: adjusts for the imbalance and analyzes anyway.',
        'Strong: communicates the decision persuasively to the product manager; weak: gives in or ' +
          'refuses without explaining.',
      ],
    },
  ],
  Leadership: [
    {
      id: 'skill-leadership-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you decide which decisions to make yourself, which to make with your group, and which ' +
        'to delegate entirely?',
      answer:
        'I sort decisions by two things: how costly they are to reverse and how much the people ' +
        'affected need to own them. Reversible, low-impact decisions, the two-way doors, I delegate to ' +
        'whoever is closest to the work, with clear boundaries such as budget and deadlines, so speed ' +
        "is not lost waiting for me. Decisions where the team's knowledge matters and their commitment " +
        'is needed for execution, such as how we run a process, I make consultatively or by consensus. ' +
        'Hard-to-reverse decisions with significant risk, or conflicts that cannot be settled among ' +
        'peers, I make myself after gathering input, and I explain my reasoning. To avoid confusion, I ' +
        'make decision rights explicit with a simple framework such as DACI, naming the driver, ' +
        'approver, contributors and who is informed. I also state up front how a decision will be ' +
        'made, because asking for input and then overriding it without explanation damages trust.',
      evaluationCriteria: [
        'Strong: uses clear criteria such as reversibility, impact and need for buy-in; weak: ' +
          'decides everything personally or delegates everything.',
        'Strong: names an explicit decision-rights approach, such as DACI or RACI; weak: leaves ' +
          'decision rights implicit.',
        'Strong: states up front how each decision will be made and explains reasoning afterward; ' +
          'weak: asks for input and then overrides it without explanation.',
      ],
    },
    {
      id: 'skill-leadership-2',
      type: 'behavioural',
      difficulty: 'HARD',
      question:
        'Tell me about a time you made a decision that was unpopular with your team. How did you keep ' +
        'people committed afterward?',
      answer:
        'Situation: Midway through the year, our budget was cut and I could fund only one of two ' +
        'initiatives. The team strongly preferred a redesign of our internal tools, which they had ' +
        'championed, over a customer-facing fix that had less appeal but clearer impact on complaints ' +
        'and revenue. Task: As the lead, I had to make the call and keep a motivated team delivering. ' +
        'Action: I listened to the case for each option in a team session, then compared them openly ' +
        'on cost, impact and risk. I chose the customer fix, and told the team directly, explaining my ' +
        'reasoning and acknowledging what we were giving up rather than presenting it as painless. I ' +
        'asked the two strongest advocates of the redesign to lead parts of the fix, and put the ' +
        'redesign on the roadmap for the next budget cycle, with a date to revisit it. Result: We ' +
        'delivered the fix a week early, and complaints on that issue fell by about 40 percent. No one ' +
        'left the team, and the redesign was funded the following year.',
      evaluationCriteria: [
        'Strong: shows a real trade-off and a decision made with input but owned personally; weak: ' +
          'decision by avoidance.',
        'Strong: explains the reasoning openly and acknowledges the cost to the team; weak: ' +
          'announces the decision with no explanation.',
        'Strong: takes concrete steps to rebuild commitment, such as roles for dissenters or a path ' +
          'back; weak: expects the team to move on unaided.',
        'Strong: reports both the business result and the effect on the team; weak: reports delivery only.',
      ],
    },
  ],
  Storytelling: [
    {
      id: 'skill-storytelling-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'As a {role}, how do you structure a short story, such as a case study, a video or a ' +
        'five-minute talk, so the audience stays with it and acts on it?',
      answer:
        'I start by deciding the one thing the audience should feel, believe or do at the end, and cut ' +
        'everything that does not serve it. Then I use a structure with tension, such as situation, ' +
        'complication, resolution, or the And-But-Therefore pattern: here is the world and what ' +
        'matters, but here is the problem, therefore here is what changes. I open with something ' +
        'concrete, such as one person, one moment or one striking detail, rather than background, ' +
        'because specifics hold attention. The complication needs real stakes for this audience: what ' +
        'is lost if nothing changes. A character the audience recognizes, whether a customer, a user ' +
        'or a colleague, gives them someone to follow. Data supports the story rather than replacing ' +
        'it, so I pick the one or two numbers that carry the point and make them relatable, such as ' +
        'four hours a week per person instead of an annual total. The ending resolves the tension and ' +
        'makes the next step obvious, whether that is a purchase, a sign-up or approval for a pilot.',
      evaluationCriteria: [
        'Strong: starts from the single takeaway or action and cuts material that does not serve it; ' +
          'weak: includes everything they know about the subject.',
        'Strong: uses a recognizable structure with tension, such as SCR or And-But-Therefore; weak: ' +
          'lists facts in chronological order with no tension.',
        'Strong: opens with a concrete example and clear stakes; weak: opens with lengthy background.',
        'Strong: uses a few relatable numbers to support the story; weak: data dumps.',
        'Strong: ends by resolving the tension with a clear next step; weak: trails off without a ' +
          'clear ending or next step.',
      ],
    },
    {
      id: 'skill-storytelling-2',
      type: 'behavioural',
      difficulty: 'EASY',
      question: "Tell me about a time a story you told changed someone's mind or decision.",
      answer:
        'Situation: Our team wanted funding to simplify a returns process, but leadership had declined ' +
        'twice because the business case, mostly spreadsheets, did not seem urgent. Task: I was asked ' +
        'to present the case again at the quarterly review. Action: Instead of leading with the ' +
        'spreadsheet, I opened with one real customer, with permission and anonymized, who had made ' +
        'four calls over three weeks to return a faulty item and then posted about it publicly. I ' +
        'walked through her journey step by step on one slide, marking where our process failed her, ' +
        'and then showed that 18 percent of returns followed the same path, costing about $240,000 a ' +
        'year in handling time and refunds. I ended with a request for a six-week pilot. Result: The ' +
        'pilot was approved in the meeting. It cut repeat contacts on returns by a third, and the ' +
        'process was then rolled out fully.',
      evaluationCriteria: [
        'Strong: describes a concrete story used on purpose, not just a presentation; weak: ' +
          'describes a presentation of facts with no story.',
        'Strong: connects the story to data so it is credible; weak: relies on emotion alone.',
        'Strong: shows a clear change in the decision and a measurable outcome; weak: cannot say ' +
          'what changed as a result.',
        'Strong: respects privacy or accuracy when using real examples; weak: uses identifiable ' +
          'customer details without consent.',
      ],
    },
  ],
  Figma: [
    {
      id: 'skill-figma-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you build a button component in Figma so it can be reused consistently across a ' +
        'whole product?',
      answer:
        'I would build one main component with auto layout, so padding and spacing stay fixed and the ' +
        'button hugs its label as text changes. Rather than drawing separate buttons, I would create ' +
        'variants for the properties that really differ, such as type (primary, secondary, ghost), ' +
        'size and state (default, hover, pressed, disabled, focus). For things that would otherwise ' +
        'multiply the variant count, I would use component properties: a boolean to show an icon, an ' +
        'instance swap property for the icon itself, and a text property for the label. Colors, radius ' +
        'and spacing would come from variables rather than raw values, with modes for light and dark ' +
        'themes, so a theme change updates every instance. I would name layers and properties to match ' +
        'the code component, publish it to the team library with a description, and discourage ' +
        'detaching instances, since detached copies stop receiving updates.',
      evaluationCriteria: [
        'Strong: uses auto layout so the component resizes correctly with content; weak: uses ' +
          'fixed-size frames that break when the label changes.',
        'Strong: separates variants from component properties to avoid a combinatorial explosion of ' +
          'variants; weak: draws a separate component for every combination.',
        'Strong: uses variables or styles for tokens, including modes for theming; weak: hard-codes ' +
          'hex values.',
        'Strong: publishes to a library and aligns naming with code; weak: encourages detaching instances.',
      ],
    },
    {
      id: 'skill-figma-2',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you prepare a Figma file so developers can build from it without constant back-and-forth?',
      answer:
        'I organize the file so the current design is obvious: clear page names, finished frames ' +
        'marked Ready for development in Dev Mode, and older explorations moved to an archive page. ' +
        'Layers and frames get meaningful names, and I use the shared components, text styles and ' +
        'variables rather than one-off values, so developers can map them directly to tokens and code ' +
        'components. I design the states that are easy to forget: empty, loading, error, long text, ' +
        'and disabled, plus how the layout behaves at different widths, using auto layout and ' +
        'constraints so the resizing is visible. I add annotations for behavior that the static design ' +
        'cannot show, such as validation rules or what happens after a click, and link a prototype for ' +
        'key interactions. I set export settings on icons and images. Finally, I walk the developers ' +
        'through it briefly and agree on how questions and changes will be tracked.',
      evaluationCriteria: [
        'Strong: uses Dev Mode or a clear ready-for-development status and tidy organization; weak: ' +
          'hands over a file full of abandoned explorations.',
        'Strong: relies on shared components, styles and variables rather than one-off values; weak: ' +
          'uses one-off colors and spacing that cannot map to code.',
        'Strong: covers edge states and responsive behavior; weak: only the happy path at one screen size.',
        'Strong: annotates behavior and walks developers through the design; weak: expects ' +
          'developers to guess interactions.',
      ],
    },
  ],
  'Microsoft Office': [
    {
      id: 'skill-microsoft-office-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'You need to send a personalized letter to 300 clients whose names and addresses are in an ' +
        'Excel spreadsheet. How do you do it in Microsoft Office?',
      answer:
        'I would use Mail Merge in Word. First I clean the spreadsheet: one header row, one column per ' +
        'field, such as first name, last name, street, city and ZIP code, no blank rows, and ' +
        'duplicates removed. In Word I go to Mailings, Start Mail Merge, choose Letters, then Select ' +
        'Recipients and Use an Existing List to connect to the spreadsheet, and filter the list if ' +
        'only some clients should receive it. I write the letter and insert merge fields, such as ' +
        'Address Block and Greeting Line, or individual fields. Then I use Preview Results to check ' +
        'several records, especially ones with long names or missing data, and fix formatting issues, ' +
        'such as dates or currency that appear differently from the spreadsheet. Finally, Finish and ' +
        'Merge lets me edit individual documents, print, or send as email messages through Outlook. I ' +
        'would send a test to myself before the full run.',
      evaluationCriteria: [
        'Strong: names Mail Merge and the main steps: connect the list, insert fields, preview, ' +
          'finish; weak: copies and pastes each letter by hand.',
        'Strong: cleans and checks the source data first; weak: merges without checking.',
        'Strong: previews records and catches formatting issues with dates, numbers or missing ' +
          'fields; weak: merges all 300 without previewing any.',
      ],
    },
    {
      id: 'skill-microsoft-office-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A 40-page Word document has inconsistent headings and a table of contents that does not ' +
        'update correctly. How do you fix it and keep it easy to maintain?',
      answer:
        'The cause is almost always direct formatting: headings that were made bold and larger by hand ' +
        'instead of using heading styles, so the table of contents cannot find them. I would open the ' +
        'Navigation Pane to see which headings Word recognizes, then apply the built-in Heading 1, ' +
        'Heading 2 and Heading 3 styles to every heading, using the Styles pane to select all text ' +
        'with the same formatting where that helps. If the look needs to change, I modify the style ' +
        'itself rather than individual headings, so every heading updates at once. For numbered ' +
        'headings, I link a multilevel list to the heading styles. Then I replace the table of ' +
        'contents with an automatic one from the References tab and use Update Table, Update entire ' +
        'table. I would also check section breaks, which control different page numbering or ' +
        'orientation, and turn on Track Changes for reviewers.',
      evaluationCriteria: [
        'Strong: identifies direct formatting versus styles as the cause; weak: blames Word for a ' +
          'broken table of contents.',
        'Strong: applies and modifies heading styles rather than reformatting each heading; weak: ' +
          'reformats each heading by hand.',
        'Strong: uses an automatic table of contents and updates the entire table; weak: types it by hand.',
        'Strong: mentions related tools, such as the Navigation Pane, section breaks or Track ' +
          'Changes; weak: rebuilds the document from scratch.',
      ],
    },
  ],
  AutoCAD: [
    {
      id: 'skill-autocad-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain model space, paper space and annotation scaling in AutoCAD. How would you set up a ' +
        'sheet to plot a plan at 1/4" = 1\'-0"?',
      answer:
        'Geometry is drawn in model space at full size, one unit per real inch or millimeter, never ' +
        'scaled down. Paper space layouts represent the printed sheet, with a title block at 1:1, and ' +
        'viewports that look into model space at a chosen scale. For 1/4" = 1\'-0", the viewport scale ' +
        'is 1:48, which I set from the viewport scale list, then lock the viewport so panning or ' +
        'zooming cannot change it. For text and dimensions, I use annotative styles: I set the ' +
        'annotation scale to match the viewport, so text defined as 3/32" on paper plots at that ' +
        'height regardless of scale, and the same objects can display correctly in another viewport at ' +
        'a different scale. The alternative, dimensioning in paper space, also works but is less ' +
        'robust when geometry moves. I would check units with the UNITS command and plot with the ' +
        'correct plot style table, CTB or STB, for line weights.',
      evaluationCriteria: [
        'Strong: draws at full size in model space and composes sheets in paper space; weak: scales ' +
          'the geometry.',
        'Strong: sets the viewport scale correctly, 1:48, and locks the viewport; weak: zooms by ' +
          'hand in the viewport or leaves it unlocked.',
        'Strong: explains annotative text and dimensions and how annotation scale matches the ' +
          'viewport; weak: scales text by hand for every viewport.',
        'Strong: mentions units, plot styles or line weights; weak: ignores units and plot settings.',
      ],
    },
    {
      id: 'skill-autocad-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A consultant sends you their drawings to use as a background, and both sets will go through ' +
        'several revisions. How do you manage this in AutoCAD so your drawings stay coordinated?',
      answer:
        'I would attach their files as external references rather than inserting or copying them, so ' +
        'each revision updates my drawings when I reload the reference. I would use Overlay rather ' +
        'than Attach where my file will in turn be referenced by others, to avoid nested references, ' +
        "and relative paths so the project folder can move. Before attaching, I check the drawing's " +
        'units (INSUNITS) and coordinate system, so the background lands in the right place at the ' +
        "right scale. I control the consultant's layers through the reference, using layer states and " +
        'VISRETAIN, instead of changing their file, and clip the reference to the area I need. When a ' +
        'revision arrives, I use the External References palette to reload and DWG Compare to see what ' +
        'changed, and log it. For issuing, I use eTransmit to package files with their references, and ' +
        'I bind only for archived or final record sets.',
      evaluationCriteria: [
        'Strong: uses external references rather than copying geometry, and manages paths and ' +
          "nesting; weak: copies and pastes the consultant's geometry into their own file.",
        'Strong: checks units and coordinates before attaching; weak: attaches first and moves the ' +
          'drawing until it looks right.',
        "Strong: controls appearance through layer settings without editing the consultant's file; " +
          "weak: edits or explodes the consultant's drawing.",
        'Strong: tracks revisions with reload and compare tools and packages with eTransmit; weak: ' +
          'rebinds everything.',
      ],
    },
  ],
  'Google Analytics': [
    {
      id: 'skill-google-analytics-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How does the Google Analytics 4 data model work, and how would you track a sign-up form ' +
        'submission as a key event?',
      answer:
        'GA4 is event-based: every interaction, including a page view, is an event with parameters, ' +
        'and sessions and users are derived from those events rather than being the basic unit, as ' +
        'they were in Universal Analytics. For a sign-up, I would use the recommended event name ' +
        'sign_up with a parameter such as method. I would fire it only on a successful submission, ' +
        'either from a dataLayer push after the server confirms the sign-up or on the confirmation ' +
        'page, through Google Tag Manager, not on the button click, which would count failed attempts. ' +
        "Enhanced measurement's automatic form events are not reliable enough for this. I would verify " +
        'it in DebugView, then mark sign_up as a key event in the Admin events settings, which is what ' +
        'GA4 has called conversions since 2024. Any custom parameter I want in reports must be ' +
        'registered as a custom dimension. I would also note that standard reports can take a day or ' +
        'more to process.',
      evaluationCriteria: [
        'Strong: explains the event-based model with parameters, versus the session-based Universal ' +
          'Analytics; weak: describes GA4 as Universal Analytics with new menus.',
        'Strong: fires the event on confirmed success rather than a button click; weak: counts every ' +
          'button click as a sign-up.',
        'Strong: verifies in DebugView and marks it as a key event; weak: checks only the standard ' +
          'reports a day later.',
        'Strong: knows custom parameters must be registered as custom dimensions; weak: expects ' +
          'custom parameters to appear in reports automatically.',
      ],
    },
    {
      id: 'skill-google-analytics-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Organic search traffic in GA4 dropped 40 percent week over week, but sales look normal. How ' +
        'do you investigate?',
      answer:
        'With sales steady, I would suspect measurement before demand. First I check what changed on ' +
        'our side: Google Tag Manager versions, site releases that may have dropped the tag from some ' +
        'page templates, a new consent banner, or changed consent mode settings, which reduce observed ' +
        'data when users decline. Comparing page-level data before and after shows whether specific ' +
        'templates lost tracking. Second, I check attribution: if organic fell while direct or ' +
        'Unassigned traffic rose by a similar amount, something is stripping the referrer, such as a ' +
        'redirect or a change to referral exclusions. Third, I compare with Google Search Console ' +
        'clicks, an independent source. If Search Console shows the same drop, it is real: I would ' +
        'check for a search algorithm update, lost rankings on high-traffic pages, indexing problems, ' +
        'or robots.txt and noindex mistakes in a recent release. I would document the finding and add ' +
        'annotations or alerts for next time.',
      evaluationCriteria: [
        'Strong: suspects measurement changes first, such as tags, releases and consent mode; weak: ' +
          'assumes demand fell and changes the SEO strategy.',
        'Strong: checks channel reassignment to direct or Unassigned as a sign of referrer loss; ' +
          'weak: looks only at total traffic.',
        'Strong: cross-checks against Google Search Console as an independent source; weak: trusts ' +
          'GA4 alone.',
        'Strong: has a plan for a real drop, such as rankings, algorithm updates, indexing or robots ' +
          'mistakes; weak: has no next step if the drop is real.',
      ],
    },
  ],
  Jira: [
    {
      id: 'skill-jira-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Write a JQL query that finds all open high-priority bugs in a project that have not been ' +
        'updated in two weeks, and explain how you would use it.',
      answer:
        'The query could be: project = ABC AND issuetype = Bug AND statusCategory != Done AND priority ' +
        'in (High, Highest) AND updated <= -14d ORDER BY priority DESC, updated ASC. Using ' +
        'statusCategory rather than listing status names means it still works if the workflow has ' +
        'custom statuses such as In Review or Blocked, because every status belongs to the To Do, In ' +
        'Progress or Done category. The updated <= -14d clause finds issues with no change in the last ' +
        '14 days, and the sort puts the most important and most neglected first. I would save it as a ' +
        'filter, add it to a dashboard with a Filter Results or Two Dimensional Filter Statistics ' +
        'gadget grouped by assignee, and set a weekly subscription so the team gets it by email. It ' +
        'becomes the agenda for a short triage review, where each item is updated, reassigned or ' +
        'closed.',
      evaluationCriteria: [
        'Strong: writes valid JQL with the right fields and relative date syntax; weak: writes JQL ' +
          'that fails on relative dates.',
        'Strong: uses statusCategory or explains how to handle custom statuses; weak: hard-codes one ' +
          'status.',
        'Strong: saves the query as a filter and uses it in dashboards, subscriptions or triage; ' +
          'weak: runs the query once by hand.',
      ],
    },
    {
      id: 'skill-jira-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "Your team's Jira backlog has grown to 1,200 issues, and nobody trusts it anymore. What do you do?",
      answer:
        'I would agree first with the product owner and team that the backlog should reflect work we ' +
        'realistically intend to do, not every idea ever raised. Then I would clean it in passes. ' +
        'Issues untouched for, say, six months would be closed in bulk with a label such as ' +
        'backlog-cleanup and a comment, so they can be found and reopened if they matter. Duplicates ' +
        'get linked and closed. The remaining items get sorted into a ranked top section, refined to a ' +
        'clear definition of ready, and an unranked pool. I would also fix the causes: too many issue ' +
        'types or statuses, vague tickets, and requests filed straight into the backlog. Options ' +
        'include a separate intake board for new requests, required fields for bugs, and an automation ' +
        'rule that flags or closes issues untouched for a set period. A regular refinement session ' +
        'keeps it healthy, with a target size of no more than a few sprints of ready work.',
      evaluationCriteria: [
        'Strong: agrees the purpose of the backlog with the product owner before cleaning; weak: ' +
          'starts closing issues without agreement.',
        'Strong: closes stale items safely with labels and comments so they are recoverable; weak: ' +
          'deletes them.',
        'Strong: fixes the causes through intake, workflow simplification or automation rules; weak: ' +
          'cleans the backlog once and lets it grow again.',
        'Strong: sets a refinement cadence and a sensible size target; weak: has no routine to keep ' +
          'it healthy.',
      ],
    },
  ],
  'Sales Forecasting': [
    {
      id: 'skill-sales-forecasting-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'As a {role}, how do you build a sales forecast for next quarter, and how do you judge whether ' +
        'it is any good?',
      answer:
        'I would combine at least two methods and reconcile them. A historical method starts from the ' +
        'same quarter last year, adjusted for the recent growth trend and known changes such as price ' +
        'increases, promotions, new locations or lost customers. A driver-based method models the ' +
        'parts of the sale: for a store, traffic times conversion rate times average transaction, so ' +
        '12,000 visitors at 25 percent conversion and $48 per transaction give $144,000; for a B2B ' +
        'team, open pipeline weighted by stage probabilities based on our own historical win rates, ' +
        'plus expected new deals that close within the quarter. If the methods disagree, the gap tells ' +
        'me which assumption to question. To judge quality, I track forecast against actual each ' +
        'period using mean absolute percentage error for accuracy and bias, meaning whether we are ' +
        'consistently over or under, and I review the largest misses to improve the assumptions.',
      evaluationCriteria: [
        'Strong: uses more than one method, such as historical and driver-based or pipeline-based, ' +
          'and reconciles them; weak: relies on a single method or gut feel.',
        'Strong: breaks the forecast into drivers with a correct worked example; weak: gives a ' +
          'single top-line number with no drivers.',
        "Strong: bases stage probabilities or assumptions on the team's own history; weak: uses gut feel.",
        'Strong: measures accuracy and bias against actuals; weak: never compares forecasts with actuals.',
      ],
    },
    {
      id: 'skill-sales-forecasting-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your sales forecasts have come in 10 to 15 percent too high for three quarters in a row. How ' +
        'do you find out why and fix it?',
      answer:
        'A consistent miss in one direction is bias, not noise, so it has a cause worth finding. I ' +
        'would break the misses down by segment, product, region, salesperson or store, and by the ' +
        'part of the forecast they came from, to see whether the error is concentrated. For pipeline ' +
        'forecasts, common causes are stage probabilities set by policy rather than measured from ' +
        'history, stale opportunities that stay open past their close dates, and deals forecast by ' +
        'optimistic individuals; I would recalibrate probabilities from actual conversion rates and ' +
        'add rules such as removing deals with no activity in 30 days. For trend-based forecasts, ' +
        'common causes are growth assumptions that extrapolate a one-time spike, ignored ' +
        'cannibalization from promotions, and seasonality applied to the wrong base. I would then ' +
        'backtest the revised method on the last few quarters to confirm it would have removed most of ' +
        'the bias, and review bias monthly from then on.',
      evaluationCriteria: [
        'Strong: recognizes consistent error as bias and segments it to locate the source; weak: ' +
          'treats each miss as bad luck.',
        'Strong: names realistic causes, such as uncalibrated stage probabilities, stale deals or ' +
          "optimistic growth assumptions; weak: blames the sales team's effort.",
        'Strong: recalibrates from actual history and adds hygiene rules; weak: keeps the same ' +
          'assumptions and hopes.',
        'Strong: backtests the revised method and monitors bias going forward; weak: adopts the new ' +
          'method untested.',
      ],
    },
  ],
  'Account Management': [
    {
      id: 'skill-account-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you build an account plan for a key client, and what goes into it?',
      answer:
        'An account plan starts with the client, not our products: their strategy, goals for the year ' +
        'and the pressures on them, which I learn from conversations, annual reports and news. Next is ' +
        'a stakeholder map: the economic buyer, day-to-day users, my champion, any detractors, and how ' +
        'strong my relationship is with each, because a relationship that depends on one person is a ' +
        'risk. Then the current state: what they buy, usage or adoption, service issues, contract and ' +
        'renewal dates, and profitability. From that I identify opportunities, such as unserved ' +
        'departments or needs our other services address, and risks, such as falling usage or a ' +
        'sponsor leaving. The plan ends with a few objectives for the year, each with actions, owners ' +
        'and dates, such as an executive meeting in the first quarter or a business review before ' +
        'renewal. I review it with my manager and update it at least quarterly.',
      evaluationCriteria: [
        "Strong: grounds the plan in the client's goals and business, not only in what we sell; " +
          'weak: starts from products to push.',
        'Strong: includes a stakeholder map and addresses single-threaded relationships; weak: ' +
          'relies on one contact.',
        'Strong: covers current footprint, renewal dates, risks and opportunities; weak: omits ' +
          'renewal dates and risks.',
        'Strong: ends with concrete objectives, owners and dates and a review cadence; weak: ' +
          'produces a document that is never reviewed.',
      ],
    },
    {
      id: 'skill-account-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "Ninety days before renewal, your largest client's new executive sponsor tells you they are " +
        'reviewing all suppliers. What do you do?',
      answer:
        'I would treat it as a serious risk but also as a chance to build a relationship with the new ' +
        'sponsor. I would ask for a meeting soon, to learn their priorities, how the review will run, ' +
        'who else is involved, and what success looks like for them. Before that meeting, I would ' +
        'prepare evidence of value in their terms, such as cost savings, time saved or service levels ' +
        'achieved, with data and quotes from their own team. I would strengthen relationships across ' +
        'the account, since the new sponsor will ask their people, and bring in a senior leader from ' +
        'our side to match their level. I would also identify weaknesses honestly, such as service ' +
        'problems, and show a plan to address them. If price comes up, I would not offer a discount ' +
        'reflexively; I would trade any concession for something in return, such as a longer term. I ' +
        'would agree on a clear timeline to the renewal.',
      evaluationCriteria: [
        'Strong: engages the new sponsor early to understand their priorities and the review ' +
          'process; weak: waits for the sponsor to make contact.',
        "Strong: builds a quantified value case in the client's terms; weak: talks about features " +
          'rather than outcomes.',
        'Strong: multi-threads the relationship and brings in executive support; weak: relies on the ' +
          'existing champion alone.',
        'Strong: addresses weaknesses honestly and avoids reflexive discounting; weak: leads with a ' +
          'price cut.',
      ],
    },
  ],
  'Change Management': [
    {
      id: 'skill-change-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A new process or system is about to be introduced across several teams. What goes into your ' +
        'change management plan?',
      answer:
        'I would start with an impact assessment: which groups are affected, what changes for each in ' +
        'their daily work, and how big that change is, because a finance team losing a familiar tool ' +
        'faces different issues from a team gaining a new approval step. Then I would line up ' +
        'sponsorship: a visible senior sponsor who explains why the change matters, and managers ' +
        'equipped to explain it to their own teams, since employees usually want to hear about changes ' +
        'that affect them from their direct manager. The plan would include a communication plan with ' +
        'timing and channels for each group, training close to the go-live date, and support such as ' +
        "job aids and floor walkers. I use a model such as Prosci's ADKAR, awareness, desire, " +
        "knowledge, ability and reinforcement, to check each group's readiness. Finally I would define " +
        'adoption measures, such as usage, error rates and help requests, and a plan to reinforce the ' +
        'change and retire the old way.',
      evaluationCriteria: [
        'Strong: starts with an impact assessment by group; weak: treats every affected group the same.',
        'Strong: plans active sponsorship and equips managers to lead the change with their teams; ' +
          'weak: expects an announcement email to carry the change.',
        'Strong: includes communication, training and support timed to go-live; weak: trains staff ' +
          'months before go-live and offers no support.',
        'Strong: uses a recognized model appropriately and defines adoption measures; weak: equates ' +
          'change management with sending announcements.',
      ],
    },
    {
      id: 'skill-change-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Six weeks after a new process went live, only 40 percent of staff use it, and some managers ' +
        'quietly let their teams keep the old way. What do you do?',
      answer:
        'I would find out why before pushing harder. I would look at the adoption data by team to see ' +
        'where usage is low, and talk with staff and managers in those teams. The barriers usually ' +
        'fall into a few types: people do not see why the change matters, they see it as worse for ' +
        'them, they lack the skill, or the new process has real flaws. I would address each ' +
        'accordingly: fix genuine defects quickly and tell people they were fixed, offer targeted ' +
        'coaching rather than repeating general training, and explain the benefits in terms of their ' +
        'own work. The managers matter most. I would meet them individually, understand their ' +
        "concerns, and make their role clear, with the sponsor's backing, including adoption in their " +
        'goals if needed. Then I would set a date to switch off the old way, publish adoption by team, ' +
        'and recognize teams that make the change.',
      evaluationCriteria: [
        'Strong: diagnoses the reasons for low adoption by team before acting; weak: reissues the ' +
          'same announcement.',
        'Strong: separates awareness, motivation, skill and genuine process flaws and responds to ' +
          'each; weak: treats all resistance as stubbornness.',
        'Strong: engages resistant managers directly with sponsor support; weak: goes around the managers.',
        'Strong: reinforces with a firm end date for the old way, visible metrics and recognition; ' +
          'weak: lets the old process run indefinitely alongside the new.',
      ],
    },
  ],
  'Copy Editing': [
    {
      id: 'skill-copy-editing-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What does a copy edit cover that a proofread does not, and how do you keep a long document ' +
        'consistent?',
      answer:
        'A copy edit happens before layout and deals with the text itself: grammar, usage and ' +
        'punctuation, clarity and wordiness, consistency of terms, and conformance to the house style, ' +
        'such as AP or Chicago. It also includes checking facts, names, titles, numbers and quotations ' +
        'against sources, and flagging passages that might raise legal concerns, such as unsupported ' +
        'claims about competitors. Proofreading comes later, on the designed or final version, and ' +
        'catches remaining typos, layout problems and errors introduced in production. To stay ' +
        'consistent in a long document, I keep a style sheet as I go, recording decisions such as ' +
        'spelling of product names, capitalization, the serial comma and how numbers are written, ' +
        "since AP and Chicago differ on when to spell them out. I respect the author's voice and use " +
        'queries for substantive changes or anything I am unsure about.',
      evaluationCriteria: [
        'Strong: distinguishes copy editing, on text before layout, from proofreading on final ' +
          'proofs; weak: uses the two terms interchangeably.',
        'Strong: includes fact-checking, consistency and house style, naming AP or Chicago; weak: ' +
          'checks only grammar and spelling.',
        "Strong: keeps a style sheet and uses author queries; weak: rewrites the author's voice freely.",
      ],
    },
    {
      id: 'skill-copy-editing-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Edit this sentence and explain each change: "Our new app, which launched last month, have ' +
        'helped over 50% of users to more quickly and easily manage there budgets, according to a ' +
        'survey."',
      answer:
        'First, the grammar: the subject is app, so have helped becomes has helped, and there becomes ' +
        'their. Second, the split infinitive to more quickly and easily manage is not wrong, but it is ' +
        'clumsy; manage their budgets more quickly and easily reads better. Third, style: AP now ' +
        'accepts both over and more than with numbers and uses the % sign with numerals, but I would ' +
        'follow our house style sheet. Most important is the claim. It says the app caused the ' +
        'improvement and covers all users, while the support is an unnamed survey. I would query the ' +
        'author: which survey, how many respondents, and what exactly did they say? A more accurate ' +
        'version is: "More than half of the 400 users we surveyed in May said our new app, launched ' +
        'last month, helps them manage their budgets more quickly and easily," with the real numbers ' +
        'inserted once confirmed.',
      evaluationCriteria: [
        'Strong: fixes the agreement error and their/there; weak: misses one of the errors or ' +
          'introduces a new one.',
        'Strong: improves the awkward construction while knowing split infinitives are not errors; ' +
          'weak: treats the split infinitive as a grammar error.',
        'Strong: applies house style on over versus more than and the percent sign; weak: applies ' +
          'personal preference instead of the style sheet.',
        'Strong: challenges the unsupported causal claim and queries the source; weak: fixes only grammar.',
      ],
    },
  ],
  'Data Visualization': [
    {
      id: 'skill-data-visualization-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you choose the right chart for a message? Give examples of good and poor choices.',
      answer:
        'I start from the comparison the viewer needs to make. To compare categories, I use a bar ' +
        'chart, sorted and starting at zero, because length is read accurately. To show change over ' +
        'time, a line chart. To show a distribution, a histogram or box plot. To show a relationship ' +
        'between two measures, a scatter plot. For part of a whole, a stacked bar, or a pie only when ' +
        'there are two or three parts with clearly different sizes. Poor choices include 3D charts, ' +
        'which distort sizes; pie charts with many slices; bar charts with a truncated axis, which ' +
        'exaggerate differences; dual-axis charts, whose scales can be chosen to suggest any ' +
        'correlation; and rainbow colors for ordered data, where a single-hue gradient works better. I ' +
        'use color sparingly to highlight what matters, check it is readable for people with ' +
        'color-vision deficiency, and give the chart a title that states the takeaway.',
      evaluationCriteria: [
        'Strong: matches chart types to comparisons, such as bar, line, histogram and scatter; weak: ' +
          'uses the same chart type for every message.',
        'Strong: names specific poor practices, such as truncated bar axes, 3D, dual axes or ' +
          'overloaded pies; weak: thinks any chart is fine if the data is correct.',
        'Strong: uses color purposefully and accessibly and writes takeaway titles; weak: uses color ' +
          'as decoration.',
      ],
    },
    {
      id: 'skill-data-visualization-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'Executives say a dashboard with 20 charts is unusable. How do you redesign it?',
      answer:
        'I would start by interviewing a few of the executives to learn which decisions the dashboard ' +
        'should support and which questions they ask in their meetings, then list the few measures ' +
        'that answer them. The redesign would put those key numbers at the top, each with context, ' +
        'such as comparison to target and to the same period last year, because a number alone does ' +
        'not say whether it is good. Below that, a small number of charts would explain the main ' +
        'drivers, with detail available through drill-down or a separate page rather than all at once. ' +
        'I would use consistent scales and formatting, remove decoration, and use color only for ' +
        'meaning, such as highlighting measures off target, with colorblind-safe palettes and labels. ' +
        'Annotations would explain notable changes. I would test a prototype with two or three users, ' +
        'check load time, and track usage after launch to see what is actually viewed.',
      evaluationCriteria: [
        'Strong: starts from decisions and questions, not available data; weak: starts by listing ' +
          'every metric available.',
        'Strong: creates a visual hierarchy with key measures in context, such as target and prior ' +
          'period; weak: shows raw numbers with no comparison.',
        'Strong: uses progressive disclosure and purposeful, accessible color; weak: restyles the ' +
          'same 20 charts.',
        'Strong: tests with users and monitors usage after launch; weak: launches without testing ' +
          'and never checks usage.',
      ],
    },
  ],
  'Financial Modeling': [
    {
      id: 'skill-financial-modeling-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do the three financial statements link in a model, and how do you find the error when the ' +
        'balance sheet does not balance?',
      answer:
        'Net income from the income statement starts the cash flow statement and flows into retained ' +
        'earnings. Non-cash items such as depreciation are added back and reduce PP&E through its ' +
        'roll-forward, along with capital expenditure. Changes in working capital accounts, such as ' +
        'receivables, inventory and payables, appear in operating cash flow with the opposite sign for ' +
        'assets. Debt issuance and repayment move the debt balance and financing cash flow, and ' +
        'interest flows from the debt schedule into the income statement. The ending cash balance from ' +
        'the cash flow statement becomes cash on the balance sheet. When it does not balance, I find ' +
        'the first period where the check is non-zero, then test whether the difference equals a ' +
        'single line item or twice one, which suggests a sign error. Usually a balance sheet item ' +
        'changes without a matching cash flow line, or a hard-coded value has broken a link.',
      evaluationCriteria: [
        'Strong: describes the key links accurately, including net income, depreciation, working ' +
          'capital, debt and cash; weak: links statements loosely or misses key flows.',
        'Strong: gets working capital signs right; weak: adds an increase in receivables to cash.',
        'Strong: debugs systematically from the first unbalanced period and by matching the ' +
          'difference to line items; weak: hunts randomly through the model.',
        'Strong: names typical causes, such as a missing cash flow line, sign errors or hard-codes; ' +
          'weak: plugs the difference to force the balance.',
      ],
    },
    {
      id: 'skill-financial-modeling-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'In your DCF, the terminal value is 80 percent of enterprise value. Is that a problem, and how ' +
        'do you make the valuation more robust?',
      answer:
        'It is common, especially for growing companies, but it means the valuation rests mostly on ' +
        'the terminal assumptions, so they need scrutiny. With the perpetuity growth method, terminal ' +
        "value is next year's free cash flow divided by WACC minus g. If final-year free cash flow is " +
        '100, WACC 9 percent and g 3 percent, terminal value is 103 / 0.06, about 1,717; at g of 4 ' +
        'percent it is 104 / 0.05, or 2,080, 21 percent higher from one point of growth. So g should ' +
        'stay below long-run nominal economic growth, typically 2 to 3 percent. The terminal year must ' +
        'also be normalized: steady margins, and reinvestment consistent with the growth rate rather ' +
        'than depreciation far above capital expenditure. I would cross-check by computing the implied ' +
        'exit multiple against comparable companies, extend the forecast if the business has not ' +
        'reached a steady state, and show a sensitivity table of WACC against g.',
      evaluationCriteria: [
        'Strong: explains that a high terminal share is common but demands scrutiny of terminal ' +
          'assumptions; weak: sees no issue or rejects the DCF outright.',
        'Strong: applies the perpetuity growth formula correctly and shows its sensitivity to g; ' +
          'weak: cannot show how sensitive the value is to g.',
        'Strong: normalizes the terminal year, including reinvestment consistent with growth; weak: ' +
          'uses a terminal year with unsustainable margins or reinvestment.',
        'Strong: cross-checks with an implied exit multiple and presents sensitivity tables; weak: ' +
          'presents a single value with no cross-check.',
      ],
    },
  ],
  Java: [
    {
      id: 'skill-java-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What is the contract between equals and hashCode in Java, and what goes wrong if a class ' +
        'overrides only equals?',
      answer:
        'If two objects are equal according to equals, they must return the same hashCode. The reverse ' +
        'is not required: unequal objects can share a hash code, though good distribution matters for ' +
        'performance. Hash-based collections such as HashMap and HashSet first use hashCode to find a ' +
        'bucket, then equals within the bucket. If a class overrides equals but not hashCode, two ' +
        'equal objects usually get different identity-based hash codes and land in different buckets. ' +
        'A HashSet can then hold two equal elements, and map.get with an equal key returns null. Both ' +
        'methods should use the same fields, for example with Objects.equals and Objects.hash, or the ' +
        'class can be a record, which generates both. A related pitfall is mutating a field used in ' +
        'hashCode while the object is a key in a map, which makes the entry unreachable, so keys ' +
        'should be immutable.',
      evaluationCriteria: [
        'Strong: states the contract correctly, including that unequal objects may share hash codes; ' +
          'weak: says unequal objects must have different hash codes.',
        'Strong: explains how HashMap uses hashCode then equals and the resulting failures; weak: ' +
          'says only that it is a bad practice.',
        'Strong: gives a correct implementation approach, such as Objects.hash or records; weak: ' +
          'writes a hashCode that ignores fields used in equals.',
        'Strong: mentions the mutable-key pitfall; weak: uses mutable objects as map keys freely.',
      ],
    },
    {
      id: 'skill-java-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "A Java service's memory grows steadily until it throws OutOfMemoryError after a few days. How " +
        'do you find the cause?',
      answer:
        'I first read the exact error, because Java heap space, Metaspace, unable to create native ' +
        'thread and Direct buffer memory point to different problems. For heap exhaustion, I run with ' +
        '-XX:+HeapDumpOnOutOfMemoryError and take heap dumps at intervals with jcmd <pid> ' +
        'GC.heap_dump, then compare them in Eclipse Memory Analyzer, using the dominator tree and leak ' +
        'suspects report to see which objects keep growing and what holds references to them. GC logs, ' +
        'enabled with -Xlog:gc*, show whether live data after each full collection is rising, which ' +
        'confirms a leak rather than an undersized heap. Java Flight Recorder helps with allocation ' +
        'profiling at low overhead. Typical causes are unbounded caches or static maps, listeners ' +
        'never removed, ThreadLocal values in pooled threads, and unclosed resources. I would fix the ' +
        'root cause, such as a bounded cache with eviction, and in containers set -XX:MaxRAMPercentage ' +
        'so the heap fits the memory limit.',
      evaluationCriteria: [
        'Strong: distinguishes the types of OutOfMemoryError; weak: treats every OOM as a heap problem.',
        'Strong: uses heap dumps and a tool such as Eclipse MAT to find retaining references; weak: ' +
          'guesses from the code instead of reading a heap dump.',
        'Strong: uses GC logs or JFR to confirm a leak versus an undersized heap; weak: just raises -Xmx.',
        'Strong: names common leak causes and container memory settings; weak: offers only a bigger heap.',
      ],
    },
  ],
  Networking: [
    {
      id: 'skill-networking-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'A user can reach websites by IP address but not by name. What is the likely problem, and how ' +
        'do you troubleshoot it?',
      answer:
        'That points to name resolution, meaning DNS, since connectivity itself works. I would check ' +
        'which DNS servers the device is using with ipconfig /all on Windows or resolvectl status on ' +
        'Linux, then test resolution directly with nslookup or dig, first against the configured ' +
        'server and then against a known public resolver. If the public resolver works and ours does ' +
        'not, the problem is our DNS server or the path to it, such as a firewall blocking port 53. If ' +
        'the device has the wrong DNS servers, DHCP may be handing out bad settings, or someone ' +
        'configured them statically. I would also check the hosts file for stale entries, flush the ' +
        'local cache with ipconfig /flushdns, and consider VPN software, which often changes DNS ' +
        'settings or uses split DNS for internal names. If only internal names fail, I would check the ' +
        'internal DNS zone.',
      evaluationCriteria: [
        'Strong: identifies DNS as the likely cause because IP connectivity works; weak: reinstalls ' +
          'the browser or network driver.',
        'Strong: uses specific tools, such as nslookup, dig and ipconfig /all, and compares ' +
          'resolvers; weak: pings the website and stops there.',
        'Strong: considers DHCP settings, hosts file, cache, firewall or VPN split DNS; weak: cannot ' +
          'name where wrong DNS settings come from.',
      ],
    },
    {
      id: 'skill-networking-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Design network segmentation for an office with staff laptops, servers, VoIP phones, printers, ' +
        'IoT devices such as cameras, and guest Wi-Fi.',
      answer:
        'I would put each group in its own VLAN and subnet: staff, servers, voice, printers, IoT, ' +
        'guest and a dedicated management network for switches and access points. Traffic between ' +
        'VLANs would be routed through a firewall with a default-deny policy and explicit rules: staff ' +
        'can reach servers on the required ports and printers on their printing ports, but IoT cameras ' +
        'can reach only their video recorder and update servers, and nothing can reach the management ' +
        'network except administrators. Guest Wi-Fi gets internet access only, with client isolation ' +
        'so guests cannot see each other. Staff authentication would use 802.1X with WPA3-Enterprise ' +
        'on Wi-Fi and, ideally, on wired ports, so a device lands in the right VLAN based on identity. ' +
        'Voice gets QoS priority. I would enable DHCP snooping and port security, log denied traffic, ' +
        'and document the rule set with an owner for each rule.',
      evaluationCriteria: [
        'Strong: separates device types into VLANs, including a management network; weak: puts ' +
          'everything on one flat network.',
        'Strong: routes inter-VLAN traffic through a firewall with default deny and least-privilege ' +
          'rules; weak: VLANs with full routing between them.',
        'Strong: isolates guests and restricts IoT devices tightly; weak: gives guests and cameras ' +
          'the same access as staff.',
        'Strong: adds 802.1X, QoS for voice or switch protections such as DHCP snooping; weak: ' +
          'relies on VLANs alone without authentication or monitoring.',
      ],
    },
  ],
  Prototyping: [
    {
      id: 'skill-prototyping-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'As a {role}, how do you decide what kind of prototype to build and at what level of fidelity?',
      answer:
        'I start from the question the prototype must answer, usually the riskiest assumption. Is it ' +
        'whether people want it, whether they can use it, whether it works physically, or whether it ' +
        'can be made at target cost? Then I build the cheapest prototype that answers that question ' +
        'convincingly. Early on, that may be sketches, paper screens or a cardboard and foam model to ' +
        'test form and flow. For usability, a clickable prototype or a looks-like model with realistic ' +
        'content. For function, a works-like prototype that may look rough but proves the mechanism, ' +
        'circuit or interaction. Fidelity has side effects: a polished prototype invites comments on ' +
        'color rather than the concept, and a 3D-printed part may behave differently from the final ' +
        'molded or machined part in strength and tolerance. I define what result would change the ' +
        'design before testing, so the prototype leads to a decision.',
      evaluationCriteria: [
        'Strong: ties the prototype to a specific question or risk; weak: builds whatever looks most ' +
          'impressive.',
        'Strong: chooses the lowest fidelity that answers the question; weak: always builds high fidelity.',
        'Strong: understands fidelity side effects, such as feedback focus or material differences; ' +
          'weak: treats the prototype as if it were the final product.',
        'Strong: sets success criteria before testing; weak: tests first and decides afterward what ' +
          'counts as success.',
      ],
    },
    {
      id: 'skill-prototyping-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time testing a prototype changed the direction of your design.',
      answer:
        'Situation: We were designing a new scheduling flow, and the team was confident in a ' +
        'single-page form that showed every option at once, since it had tested well in internal ' +
        'reviews. Task: I was responsible for validating the design before development started. ' +
        'Action: I built a clickable prototype with realistic data and ran sessions with six users ' +
        'from our target group, giving each the same three tasks, such as rebooking an appointment. I ' +
        'measured task completion and time, and asked them to think aloud. Four of the six missed an ' +
        'option that was visible on screen because the page was too dense, and two booked the wrong ' +
        'date. I shared video clips with the team and sketched a step-by-step alternative, which I ' +
        'tested with five more users. Result: Task completion rose from about half to all five users, ' +
        'the team adopted the stepped design, and support requests about booking errors fell after ' +
        'launch.',
      evaluationCriteria: [
        'Strong: describes a prototype built to answer a specific question; weak: describes building ' +
          'a prototype with no clear question.',
        'Strong: uses a sound test method with defined tasks or measures; weak: asks users whether ' +
          'they like it.',
        "Strong: lets evidence override the team's assumptions and shares it persuasively; weak: " +
          'defends the original design against the evidence.',
        'Strong: shows the changed design and a measurable result; weak: ends with a subjective impression.',
      ],
    },
  ],
  'B2B Sales': [
    {
      id: 'skill-b2b-sales-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you qualify a B2B opportunity? Walk through the framework you use.',
      answer:
        'I use MEDDICC, or MEDDPICC with paper process added. Metrics: what measurable outcome does ' +
        'the customer need, such as cutting processing time by 30 percent? Economic buyer: who ' +
        'controls the budget and can say yes, and have I met them? Decision criteria: what will they ' +
        'judge vendors on, technical, commercial and risk? Decision process: who is involved, in what ' +
        'steps and by when, including legal and security review? Paper process: how contracts and ' +
        'purchase orders get approved, which often adds weeks. Identify pain: what is the cost of the ' +
        'problem and why act now? Champion: someone inside with influence who sells for us when we are ' +
        'not in the room, tested by whether they give access and information. Competition, including ' +
        'doing nothing. I score each element, and gaps become my next actions. If there is no pain, no ' +
        'budget owner and no compelling event, I disqualify early rather than fill the pipeline.',
      evaluationCriteria: [
        'Strong: applies a named framework, such as MEDDICC or BANT, and explains each element ' +
          'accurately; weak: lists the letters without explaining them.',
        'Strong: distinguishes a champion from a friendly contact and tests the champion; weak: ' +
          'treats any friendly contact as a champion.',
        'Strong: accounts for the decision and paper process, including legal and procurement; weak: ' +
          'assumes signature follows a verbal yes.',
        'Strong: uses gaps to drive next steps and disqualifies weak deals early; weak: keeps every ' +
          'deal in the pipeline.',
      ],
    },
    {
      id: 'skill-b2b-sales-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A deal you forecast to close this month stalls: your champion has gone quiet, and procurement ' +
        'asks for a 25 percent discount. What do you do?',
      answer:
        'First I would find out what changed, because silence usually means something has: a ' +
        'reorganization, a competing priority, budget pressure or a competitor. I would contact the ' +
        'champion directly with a short, specific message, and also reach other stakeholders I have ' +
        'built relationships with, since a deal that depends on one person is fragile. With ' +
        'procurement, I would recognize that asking for a discount is their job, and find out what is ' +
        'behind it: a budget limit, a competing quote or a standard target. I would not give a ' +
        'discount without something in return, such as a longer term, a larger volume, faster ' +
        'signature or a case study, and I would restate the value case in their numbers. I would ' +
        'review the mutual action plan with the buyer to confirm the remaining steps and dates. ' +
        'Finally, I would update my forecast honestly and tell my manager now, not at month-end.',
      evaluationCriteria: [
        'Strong: diagnoses what changed and re-engages through multiple stakeholders; weak: keeps ' +
          'emailing the silent champion only.',
        'Strong: treats the procurement request as a negotiation with give-gets; weak: concedes the ' +
          'discount.',
        'Strong: reaffirms value and the mutual action plan; weak: pitches new features instead.',
        'Strong: updates the forecast honestly and early; weak: keeps the deal in the commit until ' +
          'the last day.',
      ],
    },
  ],
  'Consultative Selling': [
    {
      id: 'skill-consultative-selling-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What does a good discovery conversation look like in consultative selling? Give examples of ' +
        'the questions you ask.',
      answer:
        "The goal of discovery is to understand the client's situation well enough to recommend " +
        'something that genuinely fits, so I ask more than I talk and take notes. I use a structure ' +
        'like SPIN. Situation questions set context, kept brief: what they do today and what prompted ' +
        'the conversation now. Problem questions surface difficulties: what is not working, and what ' +
        'they have tried. Implication questions explore the cost of the problem: what happens if it ' +
        'continues, and who else it affects. Need-payoff questions let the client state the value of ' +
        'solving it: what would it mean for you if this were fixed? The same pattern works whether I ' +
        'am selling software, a loan or a training plan. I summarize what I heard and check it is ' +
        'right before recommending anything, and I tie each part of my recommendation back to a need ' +
        'they named. If what we offer does not fit, I say so.',
      evaluationCriteria: [
        'Strong: emphasizes listening and understanding needs before recommending; weak: talks ' +
          'through a product demo.',
        'Strong: uses a structure such as SPIN with good example questions for each stage; weak: ' +
          'asks only yes-or-no questions.',
        'Strong: summarizes and confirms understanding, then links the recommendation to stated ' +
          'needs; weak: recommends before confirming what the client said.',
        'Strong: is willing to say when the offer is not a fit; weak: pitches features after one question.',
      ],
    },
    {
      id: 'skill-consultative-selling-2',
      type: 'situational',
      difficulty: 'EASY',
      question:
        'During discovery, you realize the option the client asked for is not the right fit for what ' +
        'they need. What do you do?',
      answer:
        'I would tell them, tactfully and with reasons. First I would play back what I heard about ' +
        'their goals and constraints, so they can confirm I understood. Then I would explain why the ' +
        'option they asked for does not match those goals, for example that it costs more than they ' +
        'need or does not solve the main problem they described, and recommend what I think fits ' +
        'better, even if it is a smaller sale. If nothing we offer fits, I would say so and, where ' +
        'appropriate, point them to a better alternative. The client may still choose their original ' +
        'request, which is their decision, but they will make it with full information, and I would ' +
        'document my recommendation. Clients remember honest advice, and it produces referrals and ' +
        'repeat business, while a sale that does not meet their needs usually leads to complaints, ' +
        'cancellations or returns.',
      evaluationCriteria: [
        "Strong: raises the mismatch honestly and explains it in terms of the client's goals; weak: " +
          'sells what was asked for without comment.',
        'Strong: recommends a better fit even when it means a smaller sale or no sale; weak: upsells ' +
          'regardless of fit.',
        "Strong: respects the client's final decision and documents the advice; weak: pressures the " +
          'client to change their mind.',
      ],
    },
  ],
  Copywriting: [
    {
      id: 'skill-copywriting-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you turn a list of product features into persuasive copy? Show an example.',
      answer:
        'I ask "so what?" of each feature until I reach an outcome the reader cares about. For a ' +
        'budgeting app, automatic bank sync is the feature; no manual entry is the benefit; knowing ' +
        'exactly where your money went in five minutes a week is the outcome. Before writing, I ' +
        "collect the audience's own words from reviews, support tickets, sales calls and surveys, " +
        'because their phrasing of the problem makes the best copy. Then I choose a structure, such as ' +
        'problem, agitate, solution for a landing page, and lead with the single most important ' +
        'outcome. A headline could be "See where every dollar went, without typing a single receipt," ' +
        'with a subhead naming the feature as proof: "Connects to your bank and sorts spending ' +
        'automatically." I prefer specific numbers and concrete images to adjectives, keep one clear ' +
        'call to action, and test key lines rather than trusting my own preference.',
      evaluationCriteria: [
        'Strong: translates features into benefits and concrete outcomes, with a worked example; ' +
          'weak: lists features with adjectives.',
        'Strong: draws on voice-of-customer research; weak: writes from internal assumptions about ' +
          'the audience.',
        'Strong: uses a deliberate structure, such as PAS or AIDA, and a single call to action; ' +
          'weak: writes several competing calls to action.',
        'Strong: prefers specificity and testing to adjectives and opinion; weak: lists features ' +
          'with superlatives.',
      ],
    },
    {
      id: 'skill-copywriting-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A client asks for the headline "The #1 app doctors recommend: lose 10 pounds in a week, ' +
        'guaranteed!" How do you respond?',
      answer:
        'I would explain that the headline creates legal and reputational risk and offer stronger ' +
        'alternatives. In the United States, the FTC requires advertisers to have evidence for ' +
        'objective claims before making them. "#1" needs a defined basis, such as a current ' +
        'independent ranking. "Doctors recommend" implies a representative survey of doctors, which I ' +
        'would ask to see, and health claims need competent and reliable scientific evidence. A ' +
        'specific weight-loss result has to reflect what typical users achieve, not the best case, and ' +
        'rapid weight-loss promises draw regulatory attention. "Guaranteed" obliges the client to ' +
        'honor a clear refund policy. I would ask what evidence the client actually has, then write ' +
        'claims that match it, for example "Users who logged meals daily lost an average of 4 pounds ' +
        'in their first month," if their data supports that, and bring in legal review for health ' +
        'claims.',
      evaluationCriteria: [
        'Strong: identifies the substantiation problems with each element of the claim; weak: sees ' +
          'only a style problem with the headline.',
        'Strong: references FTC advertising standards, including typical results and health-claim ' +
          'evidence; weak: treats it as a matter of taste.',
        'Strong: asks for the evidence and writes accurate alternatives that remain persuasive; ' +
          'weak: writes it as asked.',
        'Strong: involves legal review and explains the risk tactfully to the client; weak: refuses ' +
          'bluntly or writes it without warning.',
      ],
    },
  ],
  Kubernetes: [
    {
      id: 'skill-kubernetes-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'A pod is stuck in CrashLoopBackOff. How do you debug it?',
      answer:
        'CrashLoopBackOff means the container starts, exits, and Kubernetes restarts it with ' +
        'increasing delays. I would run kubectl describe pod to see the events, the last state and the ' +
        'exit code: 137 with reason OOMKilled means the container exceeded its memory limit, while ' +
        'exit code 1 usually means the application failed. Then kubectl logs <pod> --previous shows ' +
        'the output of the crashed container, not the new one. Common causes are a missing or wrong ' +
        'ConfigMap, Secret or environment variable, a failed connection to a dependency at startup, a ' +
        'wrong command or entrypoint, and a liveness probe that fires before the app is ready, killing ' +
        'a healthy but slow start, which a startupProbe solves. For images without a shell, kubectl ' +
        'debug can attach an ephemeral container. I would also check whether a recent rollout changed ' +
        'the image or configuration, and roll back with kubectl rollout undo if production is ' +
        'affected.',
      evaluationCriteria: [
        'Strong: uses describe, events, exit codes and logs --previous; weak: runs kubectl get pods ' +
          'repeatedly and waits.',
        'Strong: interprets exit codes, such as 137 for OOMKilled; weak: ignores the exit code.',
        'Strong: names common causes, including misconfigured probes and the startupProbe fix; weak: ' +
          'restarts the pod without finding the cause.',
        'Strong: uses kubectl debug or rollbacks appropriately; weak: edits the live pod or debugs ' +
          'in production without a rollback plan.',
      ],
    },
    {
      id: 'skill-kubernetes-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you configure a Kubernetes Deployment so that rolling updates and node maintenance ' +
        'cause no downtime?',
      answer:
        'Readiness probes are essential, so a new pod receives traffic only once it can serve. The ' +
        'rolling update strategy can use maxUnavailable: 0 and maxSurge: 1 or more, so capacity never ' +
        'drops during a rollout. On shutdown, Kubernetes sends SIGTERM and removes the pod from ' +
        'endpoints at roughly the same time, so the app must handle SIGTERM by finishing in-flight ' +
        'requests, and a short preStop sleep gives load balancers time to stop sending traffic; ' +
        'terminationGracePeriodSeconds must exceed that total. For node drains and upgrades, a ' +
        'PodDisruptionBudget, such as minAvailable of two, keeps enough replicas running. I would run ' +
        'at least three replicas spread across nodes and zones with topologySpreadConstraints, and set ' +
        'resource requests accurately so the scheduler places pods sensibly. Finally, I would test it ' +
        'by running a load test during a rollout and a node drain and checking for errors.',
      evaluationCriteria: [
        'Strong: uses readiness probes and a surge-based rolling update strategy; weak: relies on ' +
          'liveness probes alone.',
        'Strong: handles graceful termination with SIGTERM handling, preStop and grace periods; ' +
          'weak: assumes Kubernetes handles shutdown automatically.',
        'Strong: uses PodDisruptionBudgets and spreads replicas across nodes or zones; weak: runs ' +
          'replicas that may all land on one node.',
        'Strong: verifies with a load test during rollout and drain; weak: assumes defaults are enough.',
      ],
    },
  ],
  'Pipeline Management': [
    {
      id: 'skill-pipeline-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You need $600,000 in new bookings next quarter. Your average deal is $30,000, your win rate ' +
        'is 25 percent and your sales cycle is about 90 days. How much pipeline do you need, and when?',
      answer:
        'I need 20 won deals, since 600,000 / 30,000 = 20. At a 25 percent win rate, that takes 80 ' +
        'qualified opportunities, or $2.4 million of pipeline, which is four times coverage. Because ' +
        'the cycle is about 90 days, most of those opportunities must already exist or be created ' +
        'early this quarter to close next quarter; pipeline created late next quarter will mostly ' +
        'close the quarter after. So I compare current qualified pipeline with close dates next ' +
        'quarter against the $2.4 million and plan prospecting to fill the gap now. I would also use ' +
        'the historical win rate by stage and source rather than one average, since late-stage deals ' +
        'convert better. Pipeline velocity, opportunities times win rate times deal size divided by ' +
        'cycle length, shows which lever helps most: here 80 x 0.25 x $30,000 / 90 days, about $6,700 ' +
        'a day. Improving win rate or deal size can reduce the volume needed.',
      evaluationCriteria: [
        'Strong: calculates 20 deals, 80 opportunities and $2.4 million, or four times coverage, ' +
          'correctly; weak: miscalculates the number of deals or opportunities.',
        'Strong: accounts for the sales cycle when timing pipeline creation; weak: treats pipeline ' +
          'created next quarter as enough.',
        'Strong: refines with stage-based or source-based conversion rates; weak: uses one blended ' +
          'win rate for everything.',
        'Strong: uses pipeline velocity or similar levers to plan; weak: only asks for more pipeline.',
      ],
    },
    {
      id: 'skill-pipeline-management-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "Your team's pipeline shows four times coverage, yet the team keeps missing its number. What " +
        'do you look at?',
      answer:
        'Coverage measures quantity, so I would look at quality. First, aging: how many opportunities ' +
        'are older than our typical cycle or have close dates that have already slipped, often ' +
        'repeatedly. Second, activity: deals with no meeting or customer contact in the last 30 days ' +
        'are usually not real. Third, stage definitions: whether stages have clear exit criteria based ' +
        'on buyer actions, such as a confirmed economic buyer or a completed evaluation, or whether ' +
        'reps move deals forward on hope. Fourth, conversion by stage and by rep, compared with ' +
        'history, which shows where deals die. Fifth, concentration: a few very large deals can ' +
        'inflate coverage. I would then clean the pipeline with the team, closing dead deals, and ' +
        'rebuild coverage targets using our real conversion rates. I would also coach in pipeline ' +
        'reviews by asking what the buyer has done, not what the rep believes.',
      evaluationCriteria: [
        'Strong: looks at pipeline quality, such as aging, slipped dates and inactivity; weak: ' +
          'accepts the coverage ratio at face value.',
        'Strong: checks stage definitions and exit criteria based on buyer actions; weak: accepts ' +
          'stages as reps report them.',
        'Strong: analyzes conversion by stage and rep and concentration in large deals; weak: ' +
          'reviews only the total.',
        'Strong: cleans the pipeline and coaches on evidence; weak: just asks for more pipeline.',
      ],
    },
  ],
  'Staff Scheduling': [
    {
      id: 'skill-staff-scheduling-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you build a weekly staff schedule that covers demand without exceeding your labor budget?',
      answer:
        "I start with a demand forecast by day and hour, based on last year's same weeks, recent " +
        'trends, and known events, such as reservations, group bookings, promotions or local events. I ' +
        'convert that into labor hours using productivity standards, such as covers per server or ' +
        'transactions per cashier per hour, and check the total against the budget: with projected ' +
        'sales of $40,000 and a 28 percent labor target, I have $11,200, which at an average of $16 an ' +
        'hour is about 700 hours. I stagger start times to match the peaks rather than scheduling ' +
        'everyone for full shifts, and make sure each shift has the right skills, such as a keyholder ' +
        'or certified staff. I build in compliance: required breaks, limits for minors, overtime, and ' +
        'predictive scheduling laws in some cities and states that require advance notice and pay ' +
        'premiums for late changes. After the week, I compare scheduled with actual hours and sales.',
      evaluationCriteria: [
        "Strong: forecasts demand by hour from history and known events; weak: copies last week's schedule.",
        'Strong: converts demand to labor hours and checks against the budget with correct ' +
          'arithmetic; weak: schedules by gut feel without checking the budget.',
        'Strong: matches shifts to peaks and skills coverage; weak: schedules everyone for full shifts.',
        'Strong: builds in labor-law compliance, such as breaks, minors, overtime and predictive ' +
          'scheduling rules; weak: overlooks labor law until there is a complaint.',
      ],
    },
    {
      id: 'skill-staff-scheduling-2',
      type: 'situational',
      difficulty: 'EASY',
      question: 'Two people call out an hour before a busy Saturday shift. What do you do?',
      answer:
        'First I would work out which positions are critical and what the shift can run on. Then I ' +
        'would contact people most likely to come in: part-timers who want more hours and anyone who ' +
        'has offered to be on call, checking that I do not create overtime or break rules for minors ' +
        'without approval. I would offer any incentive our policy allows. While waiting, I would plan ' +
        'to run short: combine sections or stations, move a cross-trained person, simplify the ' +
        'offering if needed, and step in myself. I would brief the team at the start of the shift so ' +
        'everyone knows the plan and who covers what, and keep an eye on breaks so no one is ' +
        'overloaded. Afterward, I would record the call-outs under our attendance policy, thank ' +
        'whoever came in, and, if call-outs are frequent, build a standby list and talk with the staff ' +
        'involved.',
      evaluationCriteria: [
        'Strong: prioritizes critical positions and calls the right people while respecting overtime ' +
          'and minor rules; weak: calls anyone available regardless of overtime or minor rules.',
        'Strong: has a backup plan to run short, including stepping in personally; weak: cancels ' +
          'service or leaves the team to struggle.',
        'Strong: communicates the plan to the team; weak: lets the team find out as the shift starts.',
        'Strong: follows up on attendance and builds a standby list; weak: lets frequent call-outs ' +
          'continue unaddressed.',
      ],
    },
  ],
  'Vendor Management': [
    {
      id: 'skill-vendor-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you select a new vendor for an important product or service?',
      answer:
        'I start by writing down requirements with the people who will use the service: scope, ' +
        'volumes, quality standards, deadlines, and any must-haves, such as insurance or ' +
        'certifications. Then I get proposals from at least three vendors, using a request for ' +
        'proposal for larger purchases so the responses are comparable. I score them on weighted ' +
        'criteria agreed in advance, for example quality and capability 35 percent, total cost 30 ' +
        'percent, reliability and references 20 percent, and financial stability and compliance 15 ' +
        'percent. Total cost matters more than the unit price: delivery, minimum orders, setup fees ' +
        'and payment terms can reverse the ranking. I call references and ask about problems, not just ' +
        'satisfaction, and verify certificates of insurance. The contract would set service levels, ' +
        'remedies, payment terms, termination rights and a review schedule. Where possible, I start ' +
        'with a trial order or pilot before committing fully.',
      evaluationCriteria: [
        'Strong: defines requirements with users and gets comparable proposals from several vendors; ' +
          'weak: asks vendors for prices without a written scope.',
        'Strong: uses weighted criteria agreed in advance; weak: picks the lowest price.',
        'Strong: evaluates total cost and checks references and insurance; weak: compares only unit prices.',
        'Strong: sets service levels, remedies and termination terms in the contract; weak: agrees ' +
          "to the vendor's standard terms unread.",
      ],
    },
    {
      id: 'skill-vendor-management-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Two weeks before a critical deadline, your main vendor tells you they cannot deliver on time. ' +
        'What do you do?',
      answer:
        'I would first get the facts: what exactly is late, why, what they can deliver and when, and ' +
        'whether partial delivery or a substitute is possible. I would escalate to their management to ' +
        'ask what they can do to recover, such as extra shifts or another location, and remind them of ' +
        "the contract's commitments without making threats on the first call. At the same time, I " +
        'would contact backup vendors for quotes and lead times, so I have options if the recovery ' +
        'plan is not credible. I would assess the impact on my plan, decide which parts can be ' +
        'resequenced or scaled back, and brief my stakeholders early with options and a ' +
        'recommendation, rather than waiting until I have a complete solution. Once through the ' +
        'deadline, I would review what happened, apply any contract remedies, and consider a second ' +
        'qualified vendor for critical items.',
      evaluationCriteria: [
        'Strong: clarifies the facts and explores partial delivery or recovery with the vendor; ' +
          'weak: threatens or switches vendors on the first call.',
        'Strong: develops backup options in parallel; weak: waits to see whether the vendor recovers.',
        'Strong: informs stakeholders early with options and a recommendation; weak: hides the ' +
          'problem until the deadline.',
        'Strong: reviews afterward and reduces single-vendor risk; weak: moves on without reviewing ' +
          'what went wrong.',
      ],
    },
  ],
  'Adobe Photoshop': [
    {
      id: 'skill-adobe-photoshop-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What is non-destructive editing in Photoshop, and how do you work that way?',
      answer:
        'Non-destructive editing means every change can be adjusted or undone later without degrading ' +
        'the original pixels. In practice, I never edit the background layer directly. Tonal and color ' +
        'changes go on adjustment layers, such as Curves, Levels or Hue/Saturation, instead of the ' +
        'Image, Adjustments menu, which changes pixels permanently. I hide parts of a layer with layer ' +
        'masks instead of erasing, so I can paint them back. I convert layers to Smart Objects before ' +
        'scaling or applying filters, so transformations can be redone without quality loss and ' +
        'filters become editable Smart Filters, including Camera Raw. Retouching goes on a separate ' +
        'empty layer with Sample All Layers enabled. I keep the layered PSD as the master and export ' +
        'flattened copies for delivery. This makes revisions quick when a client asks to undo one ' +
        'change.',
      evaluationCriteria: [
        'Strong: defines non-destructive editing and why it matters for revisions; weak: describes ' +
          'editing in general without explaining why it matters.',
        'Strong: uses adjustment layers, layer masks and Smart Objects or Smart Filters; weak: edits ' +
          'pixels directly on the image layer.',
        'Strong: keeps a layered master file; weak: erases pixels and saves over the original.',
      ],
    },
    {
      id: 'skill-adobe-photoshop-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You need to prepare the same image for a printed piece and for social media. How do you ' +
        'handle resolution, color and export for each?',
      answer:
        'For print, I check the image has about 300 pixels per inch at the final printed size, and I ' +
        'would not simply upsample a small image; Super Resolution or Preserve Details 2.0 can help a ' +
        'little, but I would ask for a better source if it falls short. I soft-proof with View, Proof ' +
        "Setup using the printer's CMYK profile to see out-of-gamut colors, then convert to that " +
        "profile or supply RGB if the printer's workflow asks for it. I extend the image into the " +
        'bleed, typically 0.125 inch, and keep important content inside the safe area. For social ' +
        "media, I work in sRGB, crop to the platform's aspect ratio, such as 4:5 portrait, and use " +
        "Export As to produce a JPEG, PNG or WebP at the platform's recommended pixel dimensions, " +
        'balancing quality and file size. I check any text remains readable on a phone.',
      evaluationCriteria: [
        "Strong: knows print needs about 300 ppi at final size, bleed and the printer's CMYK profile " +
          'with soft-proofing; weak: uses the same RGB file for print.',
        'Strong: uses sRGB and platform-specific dimensions and formats for web and social; weak: ' +
          'uploads print files that are oversized or in CMYK.',
        'Strong: avoids naive upsampling; weak: uses one file for both.',
      ],
    },
  ],
  'Benefits Administration': [
    {
      id: 'skill-benefits-administration-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An employee has a baby in July and wants to add the child to their health plan. What are the ' +
        'rules and the steps?',
      answer:
        'A birth is a qualifying life event. Under HIPAA special enrollment rules, a group health plan ' +
        'must give at least 30 days to request enrollment, and coverage for a newborn is effective ' +
        'from the date of birth, even though the request comes later. The Section 125 cafeteria plan ' +
        'rules also allow the employee to change their pre-tax elections mid-year, consistent with the ' +
        'event, for example moving from employee-only to family coverage and adjusting a dependent ' +
        "care FSA. I would confirm the plan's deadline, which may be longer than the minimum, collect " +
        'documentation such as a birth certificate when available, and update enrollment in the HRIS ' +
        'so the carrier feed picks it up. I would then change the payroll deduction, including any ' +
        'retroactive premium owed, and tell the employee the cost and timing. Finally, I would check ' +
        'the carrier shows the child as covered.',
      evaluationCriteria: [
        'Strong: identifies the birth as a qualifying event with a special enrollment window of at ' +
          'least 30 days; weak: says the employee must wait for open enrollment.',
        'Strong: knows newborn coverage is retroactive to the date of birth; weak: starts coverage ' +
          'from the date of enrollment.',
        'Strong: applies Section 125 mid-year election change rules, including FSAs; weak: ignores ' +
          'the effect on pre-tax elections.',
        'Strong: covers HRIS, carrier, payroll deduction and communication steps; weak: stops after ' +
          'updating one system.',
      ],
    },
    {
      id: 'skill-benefits-administration-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your monthly health insurance invoice does not match the employee deductions in payroll. How ' +
        'do you reconcile it, and what usually causes the differences?',
      answer:
        "I would compare three lists at the employee level: the carrier's enrollment on the invoice, " +
        'the HRIS benefit elections and the payroll deductions, matching on employee ID and coverage ' +
        "tier. The usual causes are terminated employees still on the carrier's file, new hires or " +
        'newly eligible employees missing from it, tier mismatches, such as family coverage billed but ' +
        'employee-only deducted, deduction codes set up wrongly in payroll, and retroactive changes ' +
        'that the invoice includes but payroll has not caught up with. Each has a different fix: a ' +
        'retroactive termination with the carrier, which carriers usually limit to a set window, a ' +
        'payroll adjustment, or correcting the enrollment feed. A late termination also matters for ' +
        'COBRA: the employer must notify the plan administrator within 30 days of the qualifying ' +
        'event, and the administrator then has 14 days to send the election notice. I would log ' +
        'findings and move to a monthly audit.',
      evaluationCriteria: [
        'Strong: reconciles at the employee level across carrier, HRIS and payroll; weak: compares ' +
          'only total amounts.',
        'Strong: names the common causes, including terminations, new hires and tier mismatches; ' +
          'weak: assumes the carrier made the error.',
        'Strong: knows retroactive limits and COBRA notice timing; weak: misses COBRA consequences ' +
          'of late terminations.',
        'Strong: fixes root causes, such as feeds or deduction codes, and sets up a recurring audit; ' +
          'weak: corrects this month and waits for the next mismatch.',
      ],
    },
  ],
  'Construction Documents': [
    {
      id: 'skill-construction-documents-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What goes into a construction document set, and how do the drawings and specifications work ' +
        'together?',
      answer:
        'The drawings show quantity, location, dimensions and relationships, organized by discipline: ' +
        'general sheets, such as the cover, code analysis and life safety plans, then civil, ' +
        'architectural, structural, mechanical, electrical and plumbing, and interiors where relevant. ' +
        'The specifications describe quality: materials, products, standards, testing and installation ' +
        'requirements, usually organized by CSI MasterFormat divisions, with each section in three ' +
        'parts: general, products and execution. They are complementary, so something shown but not ' +
        'specified, or specified but not shown, is still required, and the contract usually sets an ' +
        'order of precedence for conflicts. Before issue, I would coordinate across disciplines, check ' +
        "references between sheets and details, and make sure the specifications match the drawings' " +
        'terminology. Changes before bidding go out as addenda; after the contract, as supplemental ' +
        'instructions or change orders.',
      evaluationCriteria: [
        'Strong: explains that drawings show quantity and location and specifications define quality ' +
          'and execution; weak: thinks the drawings alone define the work.',
        'Strong: knows the MasterFormat organization and three-part section format; weak: cannot ' +
          'describe how specifications are organized.',
        'Strong: understands complementary documents and order of precedence for conflicts; weak: ' +
          'assumes the drawings always override the specifications.',
        'Strong: distinguishes addenda from post-contract changes and stresses coordination checks; ' +
          'weak: treats addenda and change orders as the same thing.',
      ],
    },
    {
      id: 'skill-construction-documents-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'During construction, the contractor reports that a beam on the structural drawings clashes ' +
        'with ductwork on the mechanical drawings. How do you handle it?',
      answer:
        'I would make sure the issue goes through a formal request for information, with the exact ' +
        'locations, sheet references and photographs, rather than being settled by a verbal ' +
        'conversation on site. I would bring the structural and mechanical designers together quickly, ' +
        'because the answer affects both, and ask for options: rerouting or resizing the duct, ' +
        'relocating the beam, or a coordinated opening in the beam if the engineer confirms the ' +
        'structure allows it. The response would come back as a written answer or supplemental ' +
        'instruction with revised details. If it changes cost or time, the contractor submits a change ' +
        'order request, which I would evaluate against the contract before approval. Meanwhile, I ' +
        'would check whether the same clash repeats on other floors. Afterward, I would log it and ' +
        'look at why coordination missed it, such as the absence of a BIM clash detection run, to ' +
        'improve the process.',
      evaluationCriteria: [
        'Strong: uses a formal RFI with documentation; weak: resolves it verbally on site.',
        'Strong: involves both design disciplines and considers options, including structural ' +
          'verification; weak: lets one discipline decide alone.',
        'Strong: handles cost and schedule effects through change order procedures; weak: lets the ' +
          'contractor proceed and price it later.',
        'Strong: checks for repeats and improves coordination, such as clash detection; weak: fixes ' +
          'this clash only.',
      ],
    },
  ],
  'Customer Retention': [
    {
      id: 'skill-customer-retention-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you spot customers who may leave, before they go, and how do you measure retention?',
      answer:
        'Customers rarely leave without warning signs, so I look for leading indicators: falling usage ' +
        'or purchase frequency, repeated complaints or unresolved tickets, low satisfaction or NPS ' +
        'scores, a key contact leaving, failed payments, and an approaching renewal or contract end. I ' +
        'would combine the most predictive signals into a simple health score, check it against ' +
        'customers who actually left, and act on it with proactive outreach to fix problems before the ' +
        'renewal conversation. I would also gather cancellation reasons through exit surveys or calls ' +
        'and group them, since the fix for price complaints differs from the fix for poor service. To ' +
        'measure, the customer retention rate is customers at the end of the period minus new ' +
        'customers, divided by customers at the start: with 500 at the start, 60 new and 520 at the ' +
        'end, retention is 460 / 500, or 92 percent. For subscriptions, I would also track revenue ' +
        'retention.',
      evaluationCriteria: [
        'Strong: names specific leading indicators of churn; weak: relies on customers saying they ' +
          'are unhappy.',
        'Strong: validates signals against actual churn and acts proactively; weak: uses a health ' +
          'score that has never been tested.',
        'Strong: collects and categorizes cancellation reasons to address root causes; weak: records ' +
          'a cancellation as other.',
        'Strong: calculates retention correctly, excluding new customers; weak: counts new customers ' +
          'in the retention rate.',
      ],
    },
    {
      id: 'skill-customer-retention-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A long-time customer contacts you to cancel, frustrated after several service problems. How ' +
        'do you handle the conversation?',
      answer:
        'I would let them explain fully without interrupting, then acknowledge the specific problems ' +
        'and apologize for them, not with a generic line. I would ask what matters most to them now ' +
        'and whether anything would change their decision, which tells me whether this is about the ' +
        'problems or something else, such as price or a change in their needs. If the problems are ' +
        'fixable, I would explain concretely what I will do and by when, within my authority, and ' +
        'escalate if needed; a credit or discount can help, but only alongside a real fix. If they ' +
        'still want to leave, I would make cancellation easy and respectful, because a difficult exit ' +
        'guarantees they never return and tell others. Either way, I would record the reasons ' +
        'accurately so the underlying issues reach the people who can fix them, and follow up as ' +
        'promised.',
      evaluationCriteria: [
        'Strong: listens fully and acknowledges specific problems; weak: reads from a script.',
        'Strong: asks questions to understand the real reason before offering anything; weak: offers ' +
          'a discount immediately.',
        'Strong: offers a concrete fix, not only a discount; weak: pushes retention offers regardless.',
        'Strong: respects the decision to leave and records reasons for root-cause follow-up; weak: ' +
          'makes leaving difficult.',
      ],
    },
  ],
  'General Ledger': [
    {
      id: 'skill-general-ledger-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What is the general ledger, and how does it relate to subledgers and the trial balance?',
      answer:
        "The general ledger is the complete record of a company's financial transactions, organized by " +
        'the accounts in the chart of accounts: assets, liabilities, equity, revenue and expenses, ' +
        'usually numbered in ranges so each type is easy to find. Subledgers hold the detail for ' +
        'high-volume areas, such as accounts receivable by customer, accounts payable by vendor, fixed ' +
        'assets by asset, and payroll, and post summarized totals to control accounts in the general ' +
        'ledger. That is why each subledger should be reconciled to its control account every month; a ' +
        'difference means something was posted directly to the ledger or failed to post. The trial ' +
        'balance lists every general ledger account balance at a point in time, and total debits must ' +
        'equal total credits. A balanced trial balance does not prove the books are right, since ' +
        'errors such as a wrong account can still balance, which is why account reconciliations ' +
        'matter.',
      evaluationCriteria: [
        'Strong: defines the general ledger and the chart of accounts structure; weak: confuses the ' +
          'general ledger with a journal.',
        'Strong: explains subledgers, control accounts and why they are reconciled; weak: does not ' +
          'know why subledgers are reconciled.',
        'Strong: explains the trial balance and that balancing does not prove correctness; weak: ' +
          'assumes a balanced trial balance means the books are right.',
      ],
    },
    {
      id: 'skill-general-ledger-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'At month-end, a suspense account holds $18,400 of unexplained entries, some of them months ' +
        'old. How do you clear it and stop it from recurring?',
      answer:
        'I would list every item in the account with its date, amount, source and preparer, and age ' +
        'it. Then I would trace each item to its source: bank statements for unidentified deposits or ' +
        'payments, remittance details for unapplied customer receipts, payroll and benefits reports ' +
        'for posting differences, and intercompany records. Typical causes are receipts without a ' +
        'matching invoice reference, bank feed transactions with no matching rule, and imports with ' +
        'unmapped accounts. Once identified, each item gets a correcting journal entry to the right ' +
        'account, with supporting documents and approval. Anything truly unresolvable after reasonable ' +
        'effort would be written off only with approval at the right level, considering materiality, ' +
        'and with the attempts documented. To prevent recurrence, I would require the account to be ' +
        'reconciled monthly with an aging, set a policy that items are cleared within 30 days, and fix ' +
        'the causes, such as mapping rules or remittance procedures.',
      evaluationCriteria: [
        'Strong: analyzes and ages each item and traces it to source documents; weak: writes off the ' +
          'balance in one entry.',
        'Strong: names realistic causes, such as unapplied cash, unmatched bank feeds or mapping ' +
          'gaps; weak: cannot say how items end up in suspense.',
        'Strong: corrects with documented, approved journal entries and controlled write-offs; weak: ' +
          'writes off the balance.',
        'Strong: adds controls, such as monthly reconciliation, a clearing deadline and root-cause ' +
          'fixes; weak: clears the account without preventing recurrence.',
      ],
    },
  ],
  Prospecting: [
    {
      id: 'skill-prospecting-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you build an outbound prospecting sequence for a new list of target accounts?',
      answer:
        'I start by tightening the list against our ideal customer profile and looking for triggers ' +
        'that make a conversation timely, such as a new leader, funding, expansion, hiring for a ' +
        'relevant role or a regulation change. Then I research the right people in each account, ' +
        'usually more than one, since buying groups are large. The sequence mixes channels over about ' +
        'three weeks: perhaps eight to twelve touches across email, phone and LinkedIn. Each message ' +
        "is short, relevant to the person's role and trigger, and ends with one easy ask. " +
        'Personalization means relevance, not just mentioning their college. I track reply, positive ' +
        'reply and meeting rates by message and segment, and change one element at a time. I also ' +
        'protect deliverability and compliance: authenticated domains, low volumes per mailbox, spam ' +
        "complaints well under Gmail's 0.3 percent limit, a clear way to opt out under CAN-SPAM, and " +
        'care with texting and autodialed calls under the TCPA.',
      evaluationCriteria: [
        'Strong: targets by ideal customer profile and timely triggers; weak: works through an ' +
          'alphabetical list.',
        'Strong: designs a multichannel, multi-touch sequence to several people per account; weak: ' +
          'sends one email to one contact.',
        'Strong: personalizes for relevance and measures reply and meeting rates; weak: uses a ' +
          'generic template for everyone.',
        'Strong: addresses deliverability and legal compliance, such as CAN-SPAM and TCPA; weak: ' +
          'ignores deliverability limits and opt-out rules.',
      ],
    },
    {
      id: 'skill-prospecting-2',
      type: 'behavioural',
      difficulty: 'EASY',
      question: 'Tell me about a piece of cold outreach that turned into a real opportunity.',
      answer:
        'Situation: I was given a territory of mid-sized manufacturers that had never bought from us, ' +
        'and I needed to build pipeline in my first quarter. Task: I set a goal of ten qualified ' +
        'meetings in eight weeks. Action: I looked for companies with recent triggers, and found one ' +
        'that had announced a second plant and was hiring an operations manager. I researched the ' +
        'plant director, then called and emailed with a message about the problems companies typically ' +
        'hit when standardizing processes across two sites, which was our strength, and asked one ' +
        'question about how they planned to handle it. She did not reply to the first three touches, ' +
        'but responded to a short email sharing a two-minute case study from a similar company. ' +
        'Result: That led to a discovery meeting, then a pilot at the new plant and a contract worth ' +
        '$85,000 in annual revenue. I reused the trigger-based approach and reached twelve meetings ' +
        'that quarter.',
      evaluationCriteria: [
        'Strong: explains how the prospect was chosen, such as triggers or fit; weak: picked the ' +
          'prospect at random.',
        'Strong: shows relevant, persistent outreach across several touches; weak: gave up after one ' +
          'attempt.',
        'Strong: describes the messaging that worked and why; weak: cannot say why the message worked.',
        'Strong: gives a concrete outcome and what was reused; weak: gives no result.',
      ],
    },
  ],
  'Risk Management': [
    {
      id: 'skill-risk-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'As a {role}, walk through how you identify, assess and respond to risks.',
      answer:
        'I identify risks systematically rather than from memory: checklists and past lessons learned, ' +
        'structured reviews with the people doing the work, and field-specific tools, such as the PAVE ' +
        'checklist of pilot, aircraft, environment and external pressures in aviation, or threat ' +
        'modeling in security. Each risk is written as a cause, an event and an effect, so it can be ' +
        'assessed. I rate likelihood and severity, often on a simple matrix, to prioritize, paying ' +
        'particular attention to severe outcomes even when unlikely. For each serious risk I choose a ' +
        'response: avoid it by changing the plan, reduce likelihood or impact, transfer it, for ' +
        'example through insurance or contract terms, or accept it knowingly, with a contingency plan. ' +
        'Each gets an owner and an early warning sign or trigger, such as a weather minimum or ' +
        'schedule threshold. I review the list regularly, because risks change, and check that ' +
        'mitigations actually work.',
      evaluationCriteria: [
        'Strong: identifies risks systematically using field-appropriate tools; weak: relies on ' +
          'brainstorming from memory.',
        'Strong: assesses likelihood and severity to prioritize; weak: treats all risks as equal.',
        'Strong: knows the response options of avoid, mitigate, transfer and accept; weak: treats ' +
          'every risk as something to mitigate.',
        'Strong: assigns owners, triggers and regular reviews; weak: writes a list once and files it.',
      ],
    },
    {
      id: 'skill-risk-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'You identify a risk that is unlikely but would be severe, and your stakeholders want to ' +
        'accept it to save time and money. What do you do?',
      answer:
        'I would make sure the decision is informed and owned, not that I win the argument. First I ' +
        'would describe the risk concretely: what could happen, how it would unfold, the realistic ' +
        'range of likelihood, and the consequences, including safety, legal or reputational ones that ' +
        'do not show up in an expected-cost calculation. Multiplying a small probability by a large ' +
        'impact understates risks that are catastrophic or irreversible. Then I would present options, ' +
        'because the choice is rarely all or nothing: a cheaper partial mitigation, an early warning ' +
        'indicator with a contingency plan, or transferring part of the risk. If the person with ' +
        'authority still chooses to accept it, that can be legitimate, so I would record the ' +
        'acceptance, the rationale and the review date in the risk register. If it involves safety or ' +
        'legal compliance beyond their authority, I would escalate instead of accepting it.',
      evaluationCriteria: [
        'Strong: communicates the risk concretely, including non-financial consequences; weak: ' +
          'describes the risk in vague terms.',
        'Strong: explains why expected value misleads for severe or irreversible outcomes; weak: ' +
          'multiplies probability by impact and stops there.',
        'Strong: offers intermediate options, such as partial mitigation or triggers and ' +
          'contingencies; weak: presents only all-or-nothing choices.',
        'Strong: documents formal acceptance by the right authority and escalates safety or legal ' +
          'issues; weak: accepts it informally or overrides the decision owner.',
      ],
    },
  ],
  Statistics: [
    {
      id: 'skill-statistics-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A colleague says a p-value of 0.03 means there is a 97 percent chance the effect is real. ' +
        'What is wrong with that, and how do you explain what the p-value means?',
      answer:
        'The p-value is the probability of seeing data at least as extreme as ours if the null ' +
        'hypothesis were true, so with no real effect, results like this would occur about 3 percent ' +
        'of the time. It is not the probability that the hypothesis is true or the effect is real. ' +
        'That probability depends on how plausible the effect was before the study and how many ' +
        'hypotheses were tested; if we test twenty metrics, one may reach p < 0.05 by chance alone. A ' +
        'p-value also says nothing about size: a trivial effect can be highly significant in a large ' +
        'sample. So I would report the effect size with a confidence interval, such as a 2-point ' +
        'increase with a 95 percent interval of 0.2 to 3.8 points, and note the number of comparisons. ' +
        'I might explain it as how surprising the data would be if nothing were going on, not how ' +
        'likely our idea is.',
      evaluationCriteria: [
        'Strong: defines the p-value correctly as conditional on the null hypothesis; weak: says it ' +
          'is the probability the result is due to chance.',
        'Strong: explains why it is not the probability the effect is real, including prior ' +
          'plausibility; weak: treats 1 minus p as the chance the effect is real.',
        'Strong: raises multiple comparisons and significance versus practical importance; weak: ' +
          'equates a small p-value with a large effect.',
        'Strong: recommends effect sizes with confidence intervals and explains in plain language; ' +
          'weak: reports only significant or not.',
      ],
    },
    {
      id: 'skill-statistics-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Treatment A has a higher success rate than treatment B for both small and large cases, but a ' +
        'lower success rate overall. How is that possible, and which result do you trust?',
      answer:
        "This is Simpson's paradox, caused by a confounding variable: case size affects both which " +
        'treatment is chosen and the chance of success. Take a classic example: A succeeds in 81 of 87 ' +
        'small cases, 93 percent, and 192 of 263 large cases, 73 percent, for 273 of 350 overall, 78 ' +
        'percent. B succeeds in 234 of 270 small cases, 87 percent, and 55 of 80 large cases, 69 ' +
        'percent, for 289 of 350, 83 percent. A is better in each group, but it was mostly given the ' +
        'hard, large cases, which drags its overall rate down. If case size influences treatment ' +
        'choice and outcome, the stratified comparison is the right one, and A is better. But the ' +
        'answer depends on the causal structure: if the grouping variable were itself caused by the ' +
        'treatment, stratifying would be wrong. In practice, I would draw a causal diagram, then ' +
        'stratify or use regression to adjust for genuine confounders.',
      evaluationCriteria: [
        "Strong: names Simpson's paradox and explains confounding; weak: cannot explain how the " +
          'reversal happens.',
        'Strong: gives or follows a correct numerical illustration; weak: makes arithmetic errors in ' +
          'the rates.',
        'Strong: explains that the correct comparison depends on causal structure, not a fixed rule; ' +
          'weak: always trusts the aggregated result.',
        'Strong: uses stratification, regression adjustment or causal diagrams in practice; weak: ' +
          'cannot say how to adjust in practice.',
      ],
    },
  ],
  Terraform: [
    {
      id: 'skill-terraform-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What is Terraform state, and how do you manage it safely when a team works on the same ' +
        'infrastructure?',
      answer:
        "State is Terraform's record of which real resources correspond to which resources in the " +
        'configuration, with their attributes. Terraform compares configuration, state and reality to ' +
        'build a plan, so losing or corrupting state is serious. For a team, I keep state in a remote ' +
        'backend, such as S3, Azure Storage, Google Cloud Storage or HCP Terraform, with locking so ' +
        'two applies cannot run at once; recent Terraform versions support native S3 locking, ' +
        'replacing the older DynamoDB table. Because state can contain secrets in plain text, I ' +
        'encrypt it, restrict access and never commit it to Git. I split state by environment and ' +
        'component so one mistake has a limited blast radius. I never hand-edit the state file; for ' +
        'changes I use moved and import blocks or terraform state commands. Finally, plans run in CI ' +
        'on every pull request and applies happen through a reviewed pipeline.',
      evaluationCriteria: [
        'Strong: explains what state is and why it matters for planning; weak: describes state as a ' +
          'log file.',
        'Strong: uses a remote backend with locking and knows current locking options; weak: keeps ' +
          'state on a laptop or in Git.',
        'Strong: treats state as sensitive and splits it to limit blast radius; weak: stores one ' +
          'state for everything with open access.',
        'Strong: avoids hand edits and uses moved or import blocks and CI-driven plans; weak: edits ' +
          'the JSON state file by hand.',
      ],
    },
    {
      id: 'skill-terraform-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'After you moved a resource into a module, terraform plan wants to destroy and recreate your ' +
        'production database. What happened, and how do you fix it safely?',
      answer:
        'Terraform tracks resources by address. Moving aws_db_instance.main into a module changes its ' +
        'address to something like module.database.aws_db_instance.main, so Terraform sees one ' +
        'resource removed and a new one added. The fix is to tell Terraform it is the same object with ' +
        'a moved block whose from argument is aws_db_instance.main and whose to argument is ' +
        'module.database.aws_db_instance.main. This is better than terraform state mv, because it is ' +
        'reviewed in code and works for everyone applying the configuration. After adding it, the plan ' +
        'should show a move and no replacement. I would also read the plan for any attribute marked ' +
        'forces replacement, since a changed argument such as the identifier could still trigger ' +
        'recreation. As safeguards, I would set prevent_destroy to true in the lifecycle block of ' +
        'critical resources, confirm recent backups or snapshots, keep deletion protection enabled, ' +
        'and require a reviewed plan in CI before applies.',
      evaluationCriteria: [
        'Strong: explains that the resource address changed, so Terraform plans destroy and create; ' +
          'weak: blames a Terraform bug.',
        'Strong: uses a moved block, or state mv with its trade-offs; weak: lets Terraform recreate ' +
          'the database and restores from backup.',
        'Strong: checks the plan for remaining forces replacement attributes; weak: assumes a moved ' +
          'block fixes every replacement.',
        'Strong: adds safeguards, such as prevent_destroy, deletion protection, backups and reviewed ' +
          'plans; weak: relies on reviewers noticing a destroy.',
      ],
    },
  ],
  TypeScript: [
    {
      id: 'skill-typescript-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What is the difference between any and unknown in TypeScript, and when would you use each?',
      answer:
        'Both accept any value, but they behave oppositely afterward. A value typed any switches off ' +
        'type checking: you can call methods on it, pass it anywhere and assign it to any type, so ' +
        'mistakes compile and the any spreads silently through the code. A value typed unknown can ' +
        'hold anything, but you cannot use it until you narrow it, with typeof, instanceof, the in ' +
        'operator, a custom type guard, or runtime validation. That makes unknown the right type for ' +
        'data whose shape you do not control, such as the result of JSON.parse, a message from another ' +
        'window, or an error in a catch clause, which strict mode types as unknown by default. I ' +
        'reserve any for rare, contained cases, such as a gradual migration from JavaScript, and keep ' +
        'it out of shared code with the no-explicit-any lint rule. Overusing type assertions with as ' +
        'is a similar hole and deserves the same caution.',
      evaluationCriteria: [
        'Strong: explains that any disables checking while unknown forces narrowing before use; ' +
          'weak: says unknown is just a safer-sounding any.',
        'Strong: gives appropriate uses of unknown, such as parsed JSON or catch variables; weak: ' +
          'uses any for API responses.',
        'Strong: mentions narrowing techniques and limiting any with lint rules; weak: treats them ' +
          'as synonyms.',
      ],
    },
    {
      id: 'skill-typescript-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your API client is fully typed, yet production still crashes on unexpected response shapes. ' +
        'Why does TypeScript not catch this, and how do you fix it?',
      answer:
        'TypeScript types are erased at compile time, so declaring that fetch returns a User, usually ' +
        'via a type assertion or a generic on response.json(), is a promise the compiler cannot check. ' +
        'If the server sends null, a renamed field or an error object, the code trusts a type that is ' +
        'not true. The fix is to validate at the boundary: parse responses with a schema library such ' +
        'as Zod or Valibot and infer the TypeScript type from the schema, so the type and the runtime ' +
        'check cannot drift apart. Failures then surface as a clear parse error at the edge rather ' +
        'than a crash deep in the UI. I would model responses as discriminated unions, such as a ' +
        'status of success or error, and handle them with an exhaustive switch that assigns the ' +
        'leftover case to never, so adding a new case causes a compile error. I would also enable ' +
        'strict mode and noUncheckedIndexedAccess, and generate types from an OpenAPI schema where one ' +
        'exists.',
      evaluationCriteria: [
        'Strong: explains type erasure and why assertions on external data are unsafe; weak: ' +
          'believes the compiler checks response shapes at runtime.',
        'Strong: validates at runtime with a schema and infers types from it; weak: writes ' +
          'validation separately from the types so they drift.',
        'Strong: uses discriminated unions and exhaustiveness checks with never; weak: handles ' +
          'responses with optional fields everywhere.',
        'Strong: mentions strict compiler options or generated types; weak: adds more as assertions.',
      ],
    },
  ],
  'User Stories': [
    {
      id: 'skill-user-stories-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Write a user story with acceptance criteria for a password reset feature, and explain what ' +
        'makes it a good story.',
      answer:
        'The story: as a registered user who has forgotten my password, I want to reset it through a ' +
        'link sent to my email, so that I can get back into my account without contacting support. ' +
        'Acceptance criteria in Given-When-Then form: given a registered email, when I request a ' +
        'reset, then I receive a link that expires after 60 minutes and works only once. Given any ' +
        'email address, when I request a reset, then I see the same confirmation message, so the page ' +
        'does not reveal which emails have accounts. Given a valid link, when I set a new password ' +
        'that meets the password rules, then I can log in with it and my other sessions are signed ' +
        'out. It is a good story because it follows INVEST: independent, negotiable, valuable, ' +
        'estimable, small and testable. It names a real user and benefit, and its criteria are ' +
        'testable and include security edge cases.',
      evaluationCriteria: [
        'Strong: uses the role, goal and benefit format with a real user need; weak: writes a task ' +
          'instead of a user need.',
        'Strong: writes testable acceptance criteria, ideally Given-When-Then; weak: writes criteria ' +
          'that cannot be tested, such as works well.',
        'Strong: covers edge cases, such as expiry, single use and account enumeration; weak: covers ' +
          'only the happy path.',
        'Strong: explains quality with INVEST or similar criteria; weak: cannot say what makes a ' +
          'story good.',
      ],
    },
    {
      id: 'skill-user-stories-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'A user story is too big to finish in one sprint. How do you split it?',
      answer:
        'I split it vertically, so each smaller story still delivers something a user can see and ' +
        'test, rather than horizontally by technical layer, such as one story for the database and one ' +
        'for the interface, which delivers no value until all are done. Useful patterns are: workflow ' +
        'steps, such as building the basic checkout before saved payment methods; business rule ' +
        'variations, handling the common rule first and exceptions later; data variations, such as ' +
        'supporting one file format before others; the happy path first, then error handling and edge ' +
        'cases; and simple versus complex versions of the interface. If the size comes from ' +
        'uncertainty rather than scope, I would run a short time-boxed spike to learn enough to ' +
        'estimate. After splitting, I check that each story still meets INVEST, in particular that it ' +
        'is valuable on its own, and I work with the product owner to order them so the most valuable ' +
        'slice ships first.',
      evaluationCriteria: [
        'Strong: splits vertically into slices that each deliver user value; weak: splits by ' +
          'technical layer.',
        'Strong: names several splitting patterns with examples; weak: splits arbitrarily by time.',
        'Strong: uses a spike for uncertainty rather than scope; weak: guesses an estimate for a ' +
          'large unknown.',
        'Strong: checks each slice against INVEST and orders by value with the product owner; weak: ' +
          'produces slices that deliver nothing alone.',
      ],
    },
  ],
  'Active Directory': [
    {
      id: 'skill-active-directory-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "A user's Active Directory account keeps locking out every few minutes, even after a password " +
        'reset. How do you find the source?',
      answer:
        'Lockouts after a password change almost always come from a device or process still trying the ' +
        'old password. First I would find where the failed attempts come from. Domain controllers ' +
        'forward bad-password attempts to the PDC emulator, which logs event ID 4740 with the caller ' +
        'computer name when the account locks. I can search for that event in the Security log with ' +
        'Get-WinEvent, or use the Account Lockout Status tool to see bad-password counts on each ' +
        'domain controller. On the source computer, event 4625 shows failed logons and the process or ' +
        'logon type. Common culprits are credentials saved in Windows Credential Manager, mapped ' +
        'drives with stored credentials, a phone or tablet email app, a service or scheduled task ' +
        "running under the user's account, and disconnected remote desktop sessions. Once found, I " +
        'update or remove the stale credentials and unlock the account, and if a service runs as a ' +
        'person, I would move it to a managed service account.',
      evaluationCriteria: [
        'Strong: recognizes stale credentials as the typical cause; weak: resets the password again ' +
          'and again.',
        'Strong: uses event ID 4740 on the PDC emulator and 4625 on the source computer, or lockout ' +
          'tools; weak: searches random domain controllers by hand.',
        'Strong: lists realistic sources, such as mobile devices, services, tasks, mapped drives and ' +
          "old sessions; weak: checks only the user's own computer.",
        'Strong: fixes the root cause, such as using managed service accounts; weak: just unlocks ' +
          'repeatedly.',
      ],
    },
    {
      id: 'skill-active-directory-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A new Group Policy setting is not taking effect on some computers. How do you troubleshoot it?',
      answer:
        'On an affected computer, I would run gpresult /h report.html as an administrator to see which ' +
        'GPOs applied, which were filtered out, and why. Common causes follow from how Group Policy ' +
        'works. Processing order is local, site, domain, then OU, with the closest OU winning unless a ' +
        'higher GPO is Enforced, and Block Inheritance on an OU can stop domain-level policy. Security ' +
        'filtering may exclude the computer, and since a 2016 security update the computer account ' +
        'also needs Read permission on the GPO, which Authenticated Users normally provides. A WMI ' +
        'filter may not match. A user setting in a GPO linked to an OU containing only computers will ' +
        'not apply unless loopback processing is enabled. Some settings, such as software installation ' +
        'or folder redirection, apply only at restart or logon. Finally, SYSVOL or AD replication ' +
        'problems can mean some domain controllers lack the new policy, which repadmin /replsummary ' +
        'and DFS Replication health checks reveal.',
      evaluationCriteria: [
        'Strong: uses gpresult or Resultant Set of Policy to see applied and filtered GPOs; weak: ' +
          'runs gpupdate repeatedly and hopes.',
        'Strong: explains processing order, Enforced and Block Inheritance; weak: cannot say which ' +
          'GPO wins a conflict.',
        'Strong: checks security filtering, WMI filters and user versus computer configuration with ' +
          'loopback; weak: assumes linking a GPO is enough for it to apply.',
        'Strong: considers restart or logon requirements and replication health; weak: expects every ' +
          'setting to apply instantly.',
      ],
    },
  ],
  'Backup and Recovery': [
    {
      id: 'skill-backup-and-recovery-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A database can lose at most 15 minutes of data and must be back online within four hours. ' +
        'What backup design do you use?',
      answer:
        'The 15-minute limit is the recovery point objective, so backups alone once a day are not ' +
        'enough. I need point-in-time recovery: for SQL Server, full recovery model with transaction ' +
        'log backups at least every 15 minutes; for PostgreSQL, continuous WAL archiving; for managed ' +
        'cloud databases, automated backups with point-in-time restore enabled, checking the ' +
        "provider's actual restore granularity. A typical schedule is a weekly full backup, daily " +
        'differentials and frequent log backups, so a restore needs only the last full, the latest ' +
        'differential and subsequent logs. The four-hour limit is the recovery time objective, so I ' +
        'would time a full restore of the current database size in a test environment, including log ' +
        'replay, and make sure it fits with margin. Copies go to separate storage, with at least one ' +
        'offsite or in another region, following the 3-2-1 rule, and every backup job is monitored ' +
        'with alerts on failure.',
      evaluationCriteria: [
        'Strong: translates the limits into RPO and RTO correctly; weak: confuses RPO with RTO.',
        'Strong: designs point-in-time recovery with log backups or WAL archiving at the right ' +
          'frequency; weak: schedules a nightly full backup only.',
        'Strong: verifies the RTO with a timed restore test; weak: assumes the restore will be fast enough.',
        'Strong: applies 3-2-1 and monitors backup jobs; weak: keeps all copies on the same storage.',
      ],
    },
    {
      id: 'skill-backup-and-recovery-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you make backups resilient to ransomware, and how do you prove they will work when needed?',
      answer:
        'Attackers now target backups first, so the backup system needs separation and immutability. I ' +
        'would keep at least one copy immutable, using object lock on cloud storage or hardened ' +
        'immutable repositories, and one offline or logically air-gapped, following the 3-2-1-1-0 ' +
        'idea: three copies, two media, one offsite, one immutable or offline, and zero errors after ' +
        'verification. The backup infrastructure would use separate credentials and MFA, not domain ' +
        'administrator accounts, and ideally sit outside the production domain. Retention must be long ' +
        'enough to restore from before the attacker arrived, since intrusions often go unnoticed for ' +
        'weeks. Encryption keys and runbooks must be stored where the ransomware cannot reach them. ' +
        'Proof comes from restores, not job logs: regular automated restore tests of individual ' +
        'systems, periodic full recovery exercises including identity services such as Active ' +
        'Directory, malware scans of restored data, and measuring the actual recovery time against the ' +
        'objective.',
      evaluationCriteria: [
        'Strong: uses immutable and offline copies, such as object lock or air gaps; weak: keeps ' +
          'backups writable from the production network.',
        'Strong: separates backup credentials and infrastructure from the production domain; weak: ' +
          'uses domain admin accounts for backups.',
        'Strong: sets retention long enough for attacker dwell time and protects keys and runbooks; ' +
          'weak: keeps only a few days of backups.',
        'Strong: proves recoverability with regular restore tests and full exercises; weak: trusts ' +
          'job success reports.',
      ],
    },
  ],
  'Content Writing': [
    {
      id: 'skill-content-writing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you write a long-form article that ranks in search and is genuinely useful to the reader?',
      answer:
        'I start with search intent: I look at what currently ranks for the main query to see whether ' +
        'people want a how-to guide, a comparison or a definition, and I match that format. Then I ' +
        'outline around the questions a reader has, drawing on related searches, customer questions ' +
        'and sales conversations, and I answer the main question early rather than after a long ' +
        'introduction. What makes it worth ranking is information others do not have: first-hand ' +
        "experience, original data, expert input and concrete examples, which is what Google's " +
        'guidance on helpful, people-first content and E-E-A-T rewards. Structure matters: descriptive ' +
        'headings, short paragraphs, lists and tables where they help scanning. I cite credible ' +
        'sources, write a clear title tag and meta description, and add internal links to related ' +
        'pages. I avoid keyword stuffing and mass-produced pages, which search engines treat as spam, ' +
        'and I update the article when facts change.',
      evaluationCriteria: [
        'Strong: analyzes search intent and matches format; weak: writes the article first and adds ' +
          'keywords later.',
        'Strong: adds original value, such as experience, data or expert input, referencing helpful ' +
          'content or E-E-A-T; weak: rewrites what already ranks.',
        'Strong: structures for scanning and answers the main question early; weak: buries the ' +
          'answer under a long introduction.',
        'Strong: handles on-page basics and avoids keyword stuffing or scaled low-value content; ' +
          'weak: repeats the keyword to hit a density target.',
      ],
    },
    {
      id: 'skill-content-writing-2',
      type: 'situational',
      difficulty: 'EASY',
      question:
        'A subject-matter expert gives you rough notes and 30 minutes of their time for an article. ' +
        'How do you make the most of it?',
      answer:
        'I would prepare before the meeting: read the notes, research the topic enough to ask informed ' +
        'questions, and send the expert a short outline with my main questions, so they can think ' +
        'ahead. In the interview, I would record it with permission and focus on what I cannot find ' +
        'elsewhere: their opinions, stories from real projects, mistakes they see people make, and ' +
        'specific examples or numbers. Open questions such as "What do people usually get wrong about ' +
        'this?" produce better material than yes-or-no questions. I would ask for anything they can ' +
        'share afterward, such as data or images. Then I would draft quickly while it is fresh, in ' +
        'plain language for the target reader, and send the expert the draft for a focused accuracy ' +
        'review, asking them to check facts rather than rewrite the style. Finally, I would credit ' +
        'them appropriately and share the published piece with them.',
      evaluationCriteria: [
        'Strong: prepares questions and shares an outline in advance; weak: arrives unprepared and ' +
          'improvises.',
        'Strong: draws out stories, opinions and specifics rather than generic facts; weak: asks for ' +
          'definitions anyone could find.',
        'Strong: records with permission and drafts promptly for the target reader; weak: relies on ' +
          'memory and drafts days later.',
        "Strong: uses a focused accuracy review and respects the expert's time; weak: asks the " +
          'expert to rewrite the draft.',
      ],
    },
  ],
  'Curriculum Development': [
    {
      id: 'skill-curriculum-development-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you design a course or unit from scratch? Walk through your approach.',
      answer:
        'I use backward design. First, I define the desired results: what learners should be able to ' +
        "do at the end, written as measurable objectives with verbs from Bloom's taxonomy, such as " +
        'analyze or apply rather than understand, and aligned with the relevant standards or job ' +
        'tasks. For workplace training, I begin with a needs analysis to confirm training is the right ' +
        'solution at all. Second, I decide the evidence: the assessments that would show each ' +
        'objective was met, including performance tasks, not just recall questions. Third, I plan the ' +
        'learning: sequencing from prior knowledge, explanation and modeling, plenty of practice with ' +
        'feedback, and activities that mirror how the skill is used. I design for different learners, ' +
        'using Universal Design for Learning principles such as multiple ways to engage with content. ' +
        'Finally, I pilot the material, gather feedback and results, and revise, which is the ' +
        'evaluation step of ADDIE.',
      evaluationCriteria: [
        'Strong: uses backward design or ADDIE, starting from measurable objectives; weak: starts by ' +
          'choosing activities or slides.',
        'Strong: aligns assessments with objectives before planning activities; weak: writes the ' +
          'test at the end.',
        'Strong: plans practice and feedback and designs for varied learners; weak: plans lectures ' +
          'with no practice.',
        'Strong: pilots and revises based on evidence; weak: launches without testing.',
      ],
    },
    {
      id: 'skill-curriculum-development-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Learners do well on the end-of-course quiz, but their performance afterward does not change. ' +
        'What is wrong with the design, and how do you fix it?',
      answer:
        'The assessment is probably measuring recall while the real goal is application, so the course ' +
        'is aligned to the wrong level. A multiple-choice quiz on definitions shows learners can ' +
        'recognize information right after studying it, not that they can use it weeks later in a real ' +
        'situation. I would rewrite objectives in terms of performance, such as handle a customer ' +
        'escalation using the four-step process, and redesign assessments to match, using scenarios, ' +
        'case studies, simulations or observed tasks with a rubric. The learning itself needs ' +
        'realistic practice with feedback, and spacing: short retrieval practice over several weeks, ' +
        'rather than one session, improves retention. Transfer also depends on the environment, so I ' +
        'would provide job aids and ask managers or teachers to reinforce the skill and give chances ' +
        "to use it. Then I would measure behavior change, level 3 in Kirkpatrick's model, for example " +
        'through observation or work samples.',
      evaluationCriteria: [
        'Strong: diagnoses misalignment between recall-based assessment and applied objectives; ' +
          'weak: blames learners for not applying it.',
        'Strong: redesigns assessments to be performance-based with rubrics; weak: adds more quiz ' +
          'questions.',
        'Strong: adds realistic practice, spaced retrieval and support for transfer; weak: repeats ' +
          'the course.',
        'Strong: measures behavior change, such as Kirkpatrick level 3; weak: measures only ' +
          'satisfaction and quiz scores.',
      ],
    },
  ],
  'Digital Marketing': [
    {
      id: 'skill-digital-marketing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You spend $20,000 a month on paid ads and acquire 400 customers. The average first order is ' +
        "$80 at a 40 percent gross margin, and a customer's lifetime gross profit averages $300. Is " +
        'the spending working?',
      answer:
        'Customer acquisition cost is $20,000 / 400 = $50. Return on ad spend is 400 x $80 / $20,000 = ' +
        '1.6, and the first order earns $32 of gross profit, so each new customer loses about $18 on ' +
        'the first purchase. The lifetime view is much better: $300 of gross profit against a $50 CAC ' +
        'is a 6 to 1 ratio, above the common 3 to 1 benchmark. So the spending works if the lifetime ' +
        'figure is reliable, which I would check with cohort data: how quickly customers reorder and ' +
        'how long it takes to recover the $50, since a long payback period strains cash. I would also ' +
        'break the numbers down by channel and campaign, since an average can hide a channel with a ' +
        'CAC of $150. Finally, I would check that the 400 customers are measured in our own order data ' +
        'rather than summed from platform reports, which tend to double count.',
      evaluationCriteria: [
        'Strong: calculates CAC, ROAS and first-order gross profit correctly; weak: mixes up revenue ' +
          'and profit in the calculations.',
        'Strong: evaluates lifetime value to CAC and payback period, not just ROAS; weak: judges ' +
          'success on ROAS alone.',
        'Strong: validates lifetime value with cohort data; weak: assumes lifetime value without evidence.',
        'Strong: segments by channel and uses first-party data rather than platform-reported totals; ' +
          'weak: adds up platform-reported conversions.',
      ],
    },
    {
      id: 'skill-digital-marketing-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Ad platform dashboards claim 1,300 conversions combined, but your store recorded 900 orders. ' +
        "How do you decide where to put next quarter's budget?",
      answer:
        'The gap is expected: each platform counts conversions it touched, using its own attribution ' +
        'window and often view-through conversions, so the same order is claimed by several platforms, ' +
        'and some orders would have happened anyway. I would use our own order data as the source of ' +
        'truth, and an analytics tool with a consistent attribution model to compare channels on an ' +
        'equal footing. But attribution still shows correlation, not incremental impact, so for the ' +
        'biggest channels I would run incrementality tests: geographic holdouts, where ads pause in ' +
        'matched regions, or platform conversion lift studies with randomized control groups. For the ' +
        'overall mix, a marketing mix model, using open-source tools such as Robyn or Meridian, ' +
        "estimates each channel's contribution and diminishing returns from spend and sales history. " +
        'Budget should move toward channels with the lowest marginal cost per incremental customer, ' +
        'not the best average, and I would keep a test budget to keep learning.',
      evaluationCriteria: [
        'Strong: explains why platform numbers overlap and overstate; weak: picks the platform with ' +
          'the best-looking dashboard.',
        'Strong: uses first-party data and a consistent attribution model; weak: relies on ' +
          'last-click attribution alone.',
        'Strong: measures incrementality with holdouts or lift tests and knows mix modeling; weak: ' +
          'moves budget by reported ROAS alone.',
        'Strong: allocates on marginal incremental returns; weak: shifts budget to the platform ' +
          'reporting the most conversions.',
      ],
    },
  ],
  'Email Marketing': [
    {
      id: 'skill-email-marketing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'What needs to be in place for marketing emails to reach the inbox today?',
      answer:
        'Authentication comes first: SPF and DKIM, with the DKIM and From domains aligned, and a DMARC ' +
        'record. Since 2024, Gmail and Yahoo require these for bulk senders, roughly those sending ' +
        '5,000 or more messages a day to their users, along with one-click unsubscribe using the ' +
        'List-Unsubscribe headers, unsubscribes honored within two days, and spam complaint rates kept ' +
        'below 0.3 percent, ideally under 0.1 percent, which I monitor in Google Postmaster Tools. ' +
        'Microsoft introduced similar rules for Outlook consumer addresses in 2025. Beyond that, ' +
        'deliverability depends on reputation: sending only to people who opted in, ideally confirmed ' +
        'by double opt-in, removing hard bounces immediately, and suppressing or re-engaging ' +
        'subscribers inactive for several months. A new domain or IP needs gradual warm-up. Content ' +
        'matters less than reputation, but I avoid image-only emails and misleading subject lines, and ' +
        'include the physical address and opt-out required by CAN-SPAM.',
      evaluationCriteria: [
        'Strong: covers SPF, DKIM and DMARC with alignment; weak: mentions only SPF.',
        'Strong: knows current mailbox provider requirements, including one-click unsubscribe and ' +
          'the 0.3 percent complaint limit; weak: treats deliverability as a content problem only.',
        'Strong: manages list hygiene, consent and warm-up; weak: buys or rents lists.',
        'Strong: mentions legal requirements, such as CAN-SPAM; weak: overlooks legal requirements.',
      ],
    },
    {
      id: 'skill-email-marketing-2',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Your email open rates jumped in late 2021, but clicks and sales did not. Why, and which ' +
        'metrics should you rely on now?',
      answer:
        'The jump came from Apple Mail Privacy Protection, launched in September 2021, which preloads ' +
        'email content, including the tracking pixel, for users who enable it, whether or not they ' +
        'read the email. Those emails are counted as opened, so open rates are inflated and ' +
        'unreliable, especially for audiences with many Apple Mail users. I would rely on clicks and ' +
        'click-through rate, conversions, revenue per email sent, and negative signals such as ' +
        'unsubscribes and spam complaints. Click-to-open rate is also distorted, since its denominator ' +
        'includes machine opens. Some platforms can flag machine opens, which helps, but I would still ' +
        'not use opens to pick A/B test winners or to define engaged subscribers for list cleaning; ' +
        'clicks or site activity are better. Subject line tests should be judged on clicks or ' +
        'conversions. For reporting, I would explain the change so leaders do not read the jump as ' +
        'improvement.',
      evaluationCriteria: [
        'Strong: identifies Apple Mail Privacy Protection and how it inflates opens; weak: blames ' +
          'better subject lines.',
        'Strong: shifts to clicks, conversions and revenue per email as primary metrics; weak: keeps ' +
          'reporting open rate as the main metric.',
        'Strong: recognizes effects on A/B tests, engagement segments and click-to-open rate; weak: ' +
          'uses opens to choose test winners and clean lists.',
      ],
    },
  ],
  'FAA Regulations': [
    {
      id: 'skill-faa-regulations-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An aircraft that is not operated under a minimum equipment list has an inoperative piece of ' +
        'equipment. How do you determine whether it can legally fly?',
      answer:
        'Under 14 CFR 91.213(d), the aircraft may fly with the item inoperative only if it is not ' +
        "required by any of these: the VFR-day type certification requirements, the aircraft's " +
        'equipment list or kinds of operations equipment list, section 91.205 or other rules for the ' +
        'kind of flight being made, such as night or IFR, or an airworthiness directive. If it is ' +
        'required by any of them, the aircraft is not airworthy until it is repaired. If it is not ' +
        'required, the item must be removed, with the removal recorded under 14 CFR 43.9, or ' +
        'deactivated and placarded Inoperative, with any deactivation that involves maintenance done ' +
        'and recorded under Part 43. A rated pilot or an appropriately certificated mechanic must also ' +
        'determine that the inoperative item does not create a hazard. So I would check the equipment ' +
        'list and the ADs for that aircraft, not just the 91.205 list, since an item such as a ' +
        'specific light or indicator may be required by the type certificate or an AD.',
      evaluationCriteria: [
        'Strong: cites 91.213(d) and its four sources of requirements: type certification, equipment ' +
          'list or KOEL, 91.205 and ADs; weak: checks only the 91.205 list.',
        'Strong: requires removal or deactivation with an Inoperative placard; weak: leaves the item ' +
          'in place without a placard.',
        'Strong: records the maintenance under Part 43 and makes the hazard determination; weak: ' +
          'skips the logbook entry or the hazard determination.',
        'Strong: checks aircraft-specific documents; weak: relies on memory of the 91.205 list alone.',
      ],
    },
    {
      id: 'skill-faa-regulations-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do airworthiness directives work, and how do you confirm an aircraft complies with all ' +
        'that apply to it?',
      answer:
        'Airworthiness directives, issued under 14 CFR Part 39, are legally enforceable rules that ' +
        'correct an unsafe condition in an aircraft, engine, propeller or appliance. They may be ' +
        'one-time or recurring, with compliance times in hours, cycles or calendar time, and ' +
        'applicability is often limited to specific models or serial numbers. An alternative method of ' +
        'compliance requires FAA approval. Under 91.403 the owner or operator is responsible for ' +
        'compliance, and 91.417 requires records of the current status of applicable ADs, including ' +
        'the method of compliance, the AD number and revision date, and for recurring ADs when the ' +
        "next action is due. To confirm compliance, I would search the FAA's Dynamic Regulatory System " +
        'by make, model and serial number for the airframe, engine, propeller and installed ' +
        'appliances, check superseded and revised ADs, and compare against the AD status list and the ' +
        'logbook entries under 43.9. Gaps mean the aircraft is not airworthy until resolved.',
      evaluationCriteria: [
        'Strong: explains that ADs are enforceable under Part 39 and covers one-time and recurring ' +
          'types; weak: describes ADs as advisory.',
        'Strong: knows owner or operator responsibility and the 91.417 record contents; weak: thinks ' +
          'only the mechanic is responsible for compliance.',
        'Strong: researches ADs for airframe, engine, propeller and appliances by serial number; ' +
          'weak: checks only the airframe ADs.',
        'Strong: reconciles the AD status list against logbook entries and knows AMOCs need FAA ' +
          'approval; weak: trusts the AD status list without checking the logbooks.',
      ],
    },
  ],
  HRIS: [
    {
      id: 'skill-hris-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you keep the data in an HRIS accurate, and why does it matter beyond HR?',
      answer:
        'The HRIS feeds payroll, benefits carrier files, compliance reports such as EEO-1 and ACA ' +
        'forms, and often system access through identity integrations, so a wrong date or status ' +
        'becomes a wrong paycheck, a coverage gap or an ex-employee with active access. I would treat ' +
        'the HRIS as the single source of truth, with changes made there first rather than patched ' +
        'downstream. Controls include required fields and validation rules, entering effective-dated ' +
        'changes with the correct effective date, role-based security, and approval workflows for ' +
        'sensitive changes such as pay. I would run regular audit reports: active employees without a ' +
        'manager, missing or invalid tax data, terminated employees still in benefits feeds, and ' +
        'mismatches with payroll. Integration error queues need an owner who checks them daily. Clear ' +
        'data definitions, training for people who enter data, and a periodic full reconciliation with ' +
        'payroll and benefits complete the picture.',
      evaluationCriteria: [
        'Strong: explains downstream effects on payroll, benefits, compliance and access; weak: sees ' +
          'the HRIS as an HR-only database.',
        'Strong: uses preventive controls, such as validation, effective dating and approvals; weak: ' +
          'fixes errors in payroll directly.',
        'Strong: runs specific audit reports and monitors integration errors; weak: finds errors ' +
          'only when employees complain.',
        'Strong: assigns ownership and reconciles with payroll and benefits regularly; weak: leaves ' +
          'data quality to whoever enters it.',
      ],
    },
    {
      id: 'skill-hris-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Your organization is moving to a new HRIS. What are the biggest risks, and how would you ' +
        'manage them?',
      answer:
        'The biggest risks are data, integrations, payroll accuracy and adoption. For data, I would ' +
        'clean records in the old system before migration, map every field and code to the new ' +
        'structure, and decide how much effective-dated history to bring, then reconcile record counts ' +
        'and key fields after each test load. For integrations with payroll, benefits carriers, time ' +
        'tracking and single sign-on, I would test end to end with realistic scenarios, such as hires, ' +
        'terminations and pay changes. Payroll is the highest risk, so I would run at least two ' +
        'parallel payrolls and reconcile every difference before cutover. Security roles need design ' +
        'and testing so people see only what they should, especially identification numbers and pay. I ' +
        'would avoid cutover near year-end or open enrollment. Finally, training and support for ' +
        'managers and employees, with a clear contact for issues, decide whether the new system is ' +
        'used properly.',
      evaluationCriteria: [
        'Strong: plans data cleansing, mapping and reconciliation of migrated records; weak: ' +
          'migrates the data as is.',
        'Strong: tests integrations end to end and runs parallel payrolls; weak: trusts vendor ' +
          'testing and goes live without a parallel run.',
        'Strong: designs and tests security roles for sensitive data; weak: copies old access rights ' +
          'without review.',
        'Strong: times cutover sensibly and plans training and support; weak: goes live at year-end ' +
          'with no training plan.',
      ],
    },
  ],
  'Legal Research': [
    {
      id: 'skill-legal-research-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you research a legal question in a jurisdiction you are unfamiliar with, and how do ' +
        'you confirm your authorities are still good law?',
      answer:
        'I start with secondary sources, such as a practice guide, treatise or legal encyclopedia for ' +
        'that state, or an annotated code, to learn the framework, key terms and leading authorities ' +
        'quickly. Then I go to the primary law: the controlling statutes and regulations, and cases ' +
        'from courts whose decisions bind the court hearing the matter, distinguishing mandatory ' +
        'authority from persuasive authority from other jurisdictions. I use headnotes, key numbers ' +
        'and the citing references of good cases to find others, and read the full opinions rather ' +
        'than relying on summaries. Every authority I rely on goes through a citator, such as ' +
        "Shepard's or KeyCite, to check for negative treatment, including reversal, overruling or a " +
        'later statute that changed the rule. I keep a research log of sources and search terms, note ' +
        'the currency date of each database, and summarize the answer with its limits and any open ' +
        'questions.',
      evaluationCriteria: [
        'Strong: uses secondary sources to orient before primary law; weak: starts keyword searching ' +
          'in case law with no framework.',
        'Strong: distinguishes mandatory from persuasive authority for the relevant court; weak: ' +
          'cites any case found regardless of the court.',
        'Strong: validates every authority with a citator and checks for statutory changes; weak: ' +
          'relies on a case without checking its treatment.',
        'Strong: reads full opinions and keeps a research log; weak: relies on headnotes or summaries.',
      ],
    },
    {
      id: 'skill-legal-research-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A colleague hands you a draft brief that cites several cases found with a generative AI tool. ' +
        'What do you do before it is filed?',
      answer:
        'I would verify every citation independently before anything is filed. Generative AI tools can ' +
        'invent cases that look real, misstate holdings or fabricate quotations, and courts have ' +
        'sanctioned lawyers for filing such citations. For each case, I would pull the opinion from a ' +
        'reliable database, confirm the citation, court and date, read the relevant part to check that ' +
        'it supports the stated proposition, compare quoted language word for word, and run it through ' +
        'a citator. Anything unverifiable comes out. I would tell the responsible attorney what I ' +
        "found, tactfully but clearly. I would also check the court's local rules and standing orders, " +
        'since some require disclosure or certification of AI use, and remember the ethical duties: ' +
        'ABA Formal Opinion 512 addresses competence, confidentiality and candor when using generative ' +
        'AI, and client information should not be entered into tools without appropriate safeguards.',
      evaluationCriteria: [
        'Strong: verifies every citation, holding and quotation against the actual source; weak: ' +
          'checks only that the citations look right.',
        'Strong: knows the risk of fabricated citations and possible sanctions; weak: assumes the AI ' +
          'tool is accurate.',
        'Strong: checks court rules on AI disclosure and the ethical duties, such as ABA Formal ' +
          'Opinion 512; weak: has not considered court rules or ethics.',
        'Strong: raises the issue with the responsible attorney and protects client confidentiality; ' +
          'weak: fixes it quietly or files without telling anyone.',
      ],
    },
  ],
  'Machine Learning': [
    {
      id: 'skill-machine-learning-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Your fraud detection model has 99.5 percent accuracy, and fraud is 0.5 percent of ' +
        'transactions. Is the model good?',
      answer:
        'We cannot tell from accuracy, because a model that labels every transaction legitimate also ' +
        'scores 99.5 percent while catching no fraud. With imbalanced classes, I would look at the ' +
        'confusion matrix and at precision, the share of flagged transactions that are actually fraud, ' +
        'and recall, the share of fraud we catch. Across thresholds, the precision-recall curve and ' +
        'its area are more informative than ROC AUC when positives are rare. The threshold should come ' +
        'from business costs: a missed fraud may cost hundreds of dollars, while a false alarm costs a ' +
        'review or annoys a customer, so I would pick the threshold that minimizes expected cost or ' +
        'meets review capacity. Training can use class weights or resampling, and I would check ' +
        'calibration if scores feed decisions. Validation should use a time-based split, since fraud ' +
        'patterns change, and stratify so every fold contains fraud cases.',
      evaluationCriteria: [
        'Strong: shows that accuracy is misleading against the all-negative baseline; weak: accepts ' +
          '99.5 percent accuracy as good.',
        'Strong: uses precision, recall and PR curves for imbalanced data; weak: reports accuracy or ' +
          'ROC AUC alone.',
        'Strong: chooses thresholds from business costs or capacity; weak: uses the default 0.5 threshold.',
        'Strong: handles imbalance in training and validates with time-based or stratified splits; ' +
          'weak: validates on a random split without considering time.',
      ],
    },
    {
      id: 'skill-machine-learning-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A model scored 0.92 AUC in offline validation but performs much worse after deployment. What ' +
        'could explain the gap, and how do you prevent it?',
      answer:
        'The most common cause is leakage in the offline evaluation. Target leakage happens when a ' +
        'feature contains information available only after the outcome, such as a field updated when a ' +
        'customer churns. Temporal leakage happens when a random split lets the model train on future ' +
        'data; a time-based split fixes it. Entity leakage happens when the same customer appears in ' +
        'training and test data. The second cause is training-serving skew: features computed ' +
        'differently in the batch pipeline and the live service, different defaults for missing ' +
        'values, or stale features at prediction time. The third is real change: data drift in the ' +
        'inputs or concept drift in the relationship, sometimes caused by the model itself influencing ' +
        'behavior. To prevent it, I would audit features for availability at prediction time, share ' +
        'feature code between training and serving, run the model in shadow mode before launch, and ' +
        'monitor input distributions and performance once labels arrive.',
      evaluationCriteria: [
        'Strong: identifies target, temporal and entity leakage and the time-based split fix; weak: ' +
          'blames the model architecture.',
        'Strong: explains training-serving skew and shared feature logic; weak: does not compare ' +
          'features across training and serving.',
        'Strong: distinguishes data drift from concept drift, including feedback effects; weak: ' +
          'retrains blindly without understanding the cause.',
        'Strong: prevents with feature audits, shadow deployment and monitoring; weak: retrains and hopes.',
      ],
    },
  ],
  'Media Relations': [
    {
      id: 'skill-media-relations-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you pitch a story to a journalist so that it has a real chance of coverage?',
      answer:
        'I start with the journalist, not the announcement: I read their recent work to understand ' +
        'their beat, the angles they favor and their audience, and I pitch only stories that fit. The ' +
        'story needs news value for their readers, such as timeliness, impact, novelty, a human story ' +
        'or new data, so I look for the angle that makes our news matter beyond our organization. The ' +
        'pitch itself is a short, personalized email: a specific subject line, the news in the first ' +
        'sentence, why it matters to their audience, and what I can offer, such as an interview with a ' +
        'spokesperson, exclusive data, a customer story or images. If I offer an exclusive or an ' +
        'embargo, I agree on the terms before sharing details. I follow up once, politely, and respect ' +
        'deadlines and refusals. Long term, the best results come from being a reliable source who ' +
        'responds quickly and never wastes their time.',
      evaluationCriteria: [
        "Strong: researches the journalist's beat and audience before pitching; weak: pitches " +
          'without knowing what the journalist covers.',
        'Strong: finds genuine news value and an angle for their readers; weak: pitches the ' +
          'announcement as written for internal audiences.',
        'Strong: writes a concise, personalized pitch with useful assets; weak: sends a long press ' +
          'release to a mass list.',
        'Strong: handles exclusives and embargoes correctly and follows up appropriately; weak: mass ' +
          'emails a release.',
      ],
    },
    {
      id: 'skill-media-relations-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'At 4 p.m., a reporter calls about an allegation against your organization that you had not ' +
        'heard of, with a 6 p.m. deadline. What do you do?',
      answer:
        'I would stay calm and gather information rather than react: what the allegation is, what ' +
        'evidence or sources they have, what their deadline and angle are, and whether anyone else has ' +
        'been contacted. I would not say "no comment," speculate or deny something I have not checked, ' +
        'and I would tell them I will get back to them before the deadline. Then I would alert the ' +
        'leaders responsible and legal counsel immediately, and start finding the facts. Within the ' +
        'deadline, I would give an accurate statement: what we know, what we are doing to find out ' +
        'more, and, if people may be affected, that we take it seriously and what they should do. If I ' +
        'need to share context not for attribution, I would agree the ground rules with the reporter ' +
        'before saying it. I would log everything, brief any spokesperson, prepare for follow-up ' +
        'coverage and monitor the story after it runs.',
      evaluationCriteria: [
        'Strong: gathers the details and deadline calmly and commits to a response; weak: hangs up ' +
          'to find out more.',
        'Strong: avoids no comment, speculation and unverified denials; weak: says no comment or ' +
          'issues a denial.',
        'Strong: escalates to leadership and legal quickly and works to establish facts; weak: ' +
          'handles it alone without escalating.',
        'Strong: issues an accurate, timely statement and agrees attribution ground rules in ' +
          'advance; weak: misses the deadline or speaks off the record without agreement.',
      ],
    },
  ],
  PowerShell: [
    {
      id: 'skill-powershell-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How does PowerShell differ from traditional shells such as Command Prompt or Bash, and why ' +
        'does it matter?',
      answer:
        'The key difference is that PowerShell pipes objects, not text. In Bash, commands pass ' +
        'strings, so you parse output with tools such as grep, awk and cut, which breaks when the ' +
        'format changes. In PowerShell, Get-Process returns process objects with properties, so ' +
        'Get-Process | Where-Object CPU -gt 100 | Sort-Object CPU -Descending | Select-Object -First 5 ' +
        'Name, CPU filters and sorts on real properties without parsing. Commands follow a consistent ' +
        'verb-noun naming pattern, such as Get-Service and Stop-Service, with common parameters, and ' +
        'Get-Help, Get-Command and Get-Member make the system discoverable: Get-Member shows the ' +
        'properties and methods of whatever is in the pipeline. Many commands that change things ' +
        'support -WhatIf and -Confirm, which is valuable for safe administration. PowerShell 7 runs on ' +
        'Windows, Linux and macOS, while Windows PowerShell 5.1 remains on Windows.',
      evaluationCriteria: [
        'Strong: explains the object pipeline versus text and why it matters; weak: treats ' +
          'PowerShell as cmd with new commands.',
        'Strong: gives a correct pipeline example with Where-Object, Sort-Object or Select-Object; ' +
          'weak: parses text output with string matching.',
        'Strong: mentions discoverability, such as Get-Help and Get-Member, or safety features such ' +
          'as -WhatIf; weak: cannot find properties or commands without searching online.',
      ],
    },
    {
      id: 'skill-powershell-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you write a PowerShell script that disables user accounts inactive for 90 days, safely?',
      answer:
        'I would start in report mode. Using the ActiveDirectory module, Search-ADAccount ' +
        '-AccountInactive -TimeSpan 90.00:00:00 -UsersOnly finds candidates based on ' +
        'lastLogonTimestamp, which replicates with a lag of up to about two weeks, acceptable at 90 ' +
        'days. I would exclude service accounts, break-glass accounts and recently created users by ' +
        'filtering on OU, group membership or whenCreated, then export the list with Export-Csv for ' +
        'review. The action step would pipe the approved list to Disable-ADAccount, first with -WhatIf ' +
        'to confirm the scope, then for real, and also set the description to the date and reason and ' +
        'move each account to a disabled-users OU. I would wrap each change in try and catch with ' +
        '-ErrorAction Stop, so one failure is logged without hiding others, and log everything with ' +
        'Start-Transcript. Finally, I would run it as a scheduled task under a dedicated account with ' +
        'only the delegated rights it needs.',
      evaluationCriteria: [
        'Strong: uses Search-ADAccount or Get-ADUser with the right inactivity attribute and knows ' +
          'its lag; weak: uses lastLogon without knowing it is not replicated.',
        'Strong: excludes service and special accounts and produces a report before acting; weak: ' +
          'disables every matching account at once.',
        'Strong: uses -WhatIf, error handling and logging; weak: runs the change without previewing ' +
          'or logging.',
        'Strong: runs under a least-privilege account; weak: runs untested bulk changes as domain admin.',
      ],
    },
  ],
  React: [
    {
      id: 'skill-react-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A React component fetches a user inside useEffect, using the id prop in the URL, with an ' +
        'empty dependency array. What problems does this have, and how would you fix them?',
      answer:
        'First, the empty dependency array means the effect runs only on mount, so when the id prop ' +
        'changes, the component keeps showing the old user; the react-hooks exhaustive-deps lint rule ' +
        'flags this. Adding id to the dependencies exposes the second problem, a race condition: if id ' +
        'changes quickly, an earlier, slower response can arrive last and overwrite the correct user. ' +
        'The fix is a cleanup function that aborts the request with an AbortController or sets an ' +
        'ignore flag so stale responses are discarded. Third, it usually lacks loading and error ' +
        'states. In development, Strict Mode mounts components twice, which helps reveal missing ' +
        'cleanup. In practice I would rather not hand-write this at all: a data-fetching library such ' +
        'as TanStack Query or SWR handles caching, deduplication, cancellation and retries, and in ' +
        'frameworks with Server Components or route loaders, the data can be fetched before the ' +
        'component renders.',
      evaluationCriteria: [
        'Strong: identifies the missing id dependency and stale data; weak: adds eslint-disable to ' +
          'silence the warning.',
        'Strong: explains the race condition and fixes it with cleanup or AbortController; weak: ' +
          'does not recognize out-of-order responses.',
        'Strong: handles loading and error states and understands Strict Mode double-invocation; ' +
          'weak: assumes the effect runs once in development.',
        'Strong: recommends a data-fetching library or framework loaders for real apps; weak: ' +
          'insists on hand-written effects everywhere.',
      ],
    },
    {
      id: 'skill-react-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Typing in a search box above a large list makes a React app lag badly. How do you diagnose ' +
        'and fix it?',
      answer:
        'I would record the interaction in the React DevTools Profiler to see which components render ' +
        'on each keystroke and why, and use the browser performance panel to check whether the time ' +
        'goes to rendering, filtering or the DOM. Typical causes are search state held high in the ' +
        'tree so every keystroke re-renders the whole page, list items receiving new object or ' +
        'function props each render so memoization never helps, an expensive filter recomputed on ' +
        'every render, and simply rendering thousands of DOM nodes. Fixes follow the cause: move the ' +
        'input state down so only the relevant part re-renders; memoize list items with React.memo and ' +
        'stable props, or let the React Compiler do it; keep the input responsive with ' +
        'useDeferredValue, so the list updates at lower priority; memoize the filtered result; and ' +
        'virtualize the list with a library such as TanStack Virtual, so only visible rows are ' +
        'rendered. Keys must be stable IDs, not array indexes.',
      evaluationCriteria: [
        'Strong: profiles with React DevTools and the browser to find the actual cause; weak: ' +
          'guesses which component is slow.',
        'Strong: names causes, such as high state, unstable props, expensive computation and DOM ' +
          'size; weak: blames React in general.',
        'Strong: applies matching fixes, such as state colocation, memoization, useDeferredValue and ' +
          'virtualization; weak: wraps everything in useMemo.',
        'Strong: uses stable keys and measures after changes; weak: wraps everything in useMemo blindly.',
      ],
    },
  ],
  SAP: [
    {
      id: 'skill-sap-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Walk through the procure-to-pay process in SAP and the accounting entries each step creates.',
      answer:
        'A purchase requisition, created in ME51N or the equivalent Fiori app, records the internal ' +
        'need, and after approval becomes a purchase order in ME21N with the vendor, price, quantity ' +
        'and account assignment. The goods receipt is posted in MIGO, typically movement type 101: for ' +
        'stock items it debits inventory and credits the GR/IR clearing account at the purchase order ' +
        'price; for non-stock items with account assignment, it debits the expense or cost center ' +
        'instead. Invoice verification in MIRO matches the invoice to the purchase order and goods ' +
        'receipt, the three-way match, and if within tolerance debits GR/IR and credits the vendor ' +
        'account in accounts payable; price differences go to the material or a price difference ' +
        'account, depending on the price control. The payment run, F110, then debits the vendor and ' +
        'credits the bank. In S/4HANA, vendors are managed as business partners and all of this posts ' +
        'to the universal journal.',
      evaluationCriteria: [
        'Strong: lists the steps in order with correct transactions, such as ME51N, ME21N, MIGO, ' +
          'MIRO and F110; weak: describes the process only in general terms.',
        'Strong: gives the correct entries, including the GR/IR clearing account; weak: posts the ' +
          'goods receipt directly to accounts payable.',
        'Strong: explains the three-way match and tolerance handling; weak: pays invoices without matching.',
        'Strong: mentions S/4HANA differences, such as business partners or the universal journal; ' +
          'weak: describes only older ECC practices.',
      ],
    },
    {
      id: 'skill-sap-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'At month-end, the GR/IR clearing account in SAP has a large balance with items more than 90 ' +
        'days old. What does it mean, and how do you clean it up?',
      answer:
        'GR/IR holds the timing difference between goods receipts and invoices. A credit balance on a ' +
        'purchase order means goods were received but not invoiced, effectively an accrual; a debit ' +
        'means invoiced but not received. Old items usually signal process problems: quantity or price ' +
        'differences never resolved, receipts posted against the wrong purchase order, canceled ' +
        'invoices, or purchase orders left open after the final invoice. I would list open items by ' +
        'purchase order with MB5S or the GR/IR monitoring apps, age them and work through the largest ' +
        'with buyers and receiving: correcting or reversing wrong receipts, chasing missing invoices, ' +
        'and flagging final invoices. Small, genuinely unresolvable differences can be cleared with ' +
        'MR11 under an approved threshold, and F.13 clears matched items automatically. For the ' +
        'balance sheet, balances are regrouped into accrued liabilities or prepayments. Then I would ' +
        'fix the causes, such as receiving discipline and closing completed purchase orders.',
      evaluationCriteria: [
        'Strong: explains what credit and debit GR/IR balances represent; weak: sees GR/IR as a ' +
          'suspense account to empty.',
        'Strong: names common causes of aged items; weak: blames the system.',
        'Strong: uses the right tools, such as MB5S, MR11 with approval and F.13, and regroups for ' +
          'reporting; weak: writes everything off with MR11.',
        'Strong: works with procurement and receiving on root causes; weak: writes off the balance.',
      ],
    },
  ],
  'Talent Management': [
    {
      id: 'skill-talent-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you run a talent review and succession planning process that leaders trust and use?',
      answer:
        'I would begin by identifying the critical roles, those where a vacancy would seriously hurt ' +
        'the business or where replacements are scarce. For the talent review, managers rate ' +
        'performance and potential using shared definitions; potential needs clear criteria, such as ' +
        'learning agility, aspiration and the ability to handle larger scope, rather than gut feel. A ' +
        'nine-box grid is a useful summary, but the value is in calibration sessions, where leaders ' +
        'discuss each person with evidence and challenge each other, which reduces biases such as ' +
        'recency, halo and favoring people similar to themselves. For each critical role, we name ' +
        'successors with readiness levels, such as ready now, ready in one to two years and longer ' +
        'term, and check the slate for depth and diversity. Each successor gets a development plan, ' +
        'mostly through stretch assignments, plus retention risks and actions. I would treat ratings ' +
        'as confidential and review progress at least twice a year.',
      evaluationCriteria: [
        'Strong: focuses succession on critical roles; weak: tries to name a successor for every role.',
        'Strong: defines potential with clear criteria and uses calibration to reduce bias; weak: ' +
          'relies on the nine-box alone.',
        'Strong: builds slates with readiness levels and development plans; weak: names successors ' +
          'with no development plan.',
        'Strong: addresses confidentiality, diversity of slates and follow-through; weak: shares ' +
          'potential ratings openly or never revisits the plan.',
      ],
    },
    {
      id: 'skill-talent-management-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you helped keep a high performer who was at risk of leaving.',
      answer:
        'Situation: A top analyst, whose work supported two major clients, seemed disengaged, and her ' +
        'manager mentioned she had declined to lead a new project. Task: As the HR partner for the ' +
        'team, I wanted to understand the risk and help her manager respond before she resigned. ' +
        'Action: I suggested the manager hold a stay conversation, and coached him to ask open ' +
        'questions: what she enjoyed, what frustrated her and what she wanted next. She said she felt ' +
        'stuck, with no path toward a management role, and that her pay had fallen behind the market. ' +
        'I benchmarked her salary, which was 12 percent below the market median, and worked with the ' +
        'manager on a market adjustment and a development plan that included leading a small team on a ' +
        'six-month project, with clear criteria for a promotion. Result: She stayed, was promoted to ' +
        'team lead a year later, and we added stay conversations for all high performers to the annual ' +
        'talent review.',
      evaluationCriteria: [
        "Strong: identifies the risk early and seeks to understand the person's motivations; weak: " +
          'waits for a resignation letter.',
        'Strong: uses data, such as pay benchmarking, and concrete development actions; weak: offers ' +
          'a counteroffer only after resignation.',
        'Strong: works through the manager rather than around them; weak: bypasses the manager.',
        'Strong: reports the outcome and a broader process improvement; weak: ends at she stayed.',
      ],
    },
  ],
  Wireframing: [
    {
      id: 'skill-wireframing-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What is a wireframe for, and what should and should not be in it?',
      answer:
        'A wireframe is a quick, low-cost way to decide structure before investing in visual design or ' +
        'code. It should show layout, information hierarchy, content priority, navigation and the main ' +
        'interactions, so the team can agree on what goes on each screen and where. It should use ' +
        'realistic content, such as real headings and plausible data lengths, rather than lorem ipsum, ' +
        'because content length drives layout. Annotations should explain behavior the drawing cannot ' +
        'show, such as what happens on click, validation rules, and empty or error states. It should ' +
        'not include final colors, typography, imagery or polished styling, which pull the discussion ' +
        'toward looks too early and make changes feel expensive. Grayscale, simple shapes and standard ' +
        'placeholders keep the focus on structure. I keep wireframes cheap enough to throw away, often ' +
        'sketching several alternatives, and move to higher fidelity once the structure is validated.',
      evaluationCriteria: [
        'Strong: explains that wireframes settle structure, hierarchy and flow cheaply; weak: treats ' +
          'wireframes as rough mockups of the final look.',
        'Strong: uses realistic content and annotations for behavior and states; weak: uses lorem ' +
          'ipsum and leaves behavior unexplained.',
        'Strong: excludes visual styling and explains why; weak: produces near-final mockups.',
      ],
    },
    {
      id: 'skill-wireframing-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Whenever you share wireframes, stakeholders comment mostly on colors, fonts and images. How ' +
        'do you get feedback on what matters at this stage?',
      answer:
        'I would set context before showing anything: what problem the screens solve, which user task ' +
        'they support, and that this stage is about structure and content, with visual design coming ' +
        'later. I would keep the wireframes obviously unfinished, in grayscale with simple ' +
        'placeholders, and remove anything that looks like a design decision, such as a stray color or ' +
        'stock photo. Then I would ask specific questions rather than "what do you think?", for ' +
        'example "Is anything missing that a customer needs to decide here?" or "Which of these two ' +
        'layouts makes the next step clearer?" Walking through a realistic scenario, step by step, ' +
        'keeps attention on the flow. When visual comments come up, I would note them in a parking lot ' +
        'for the visual design stage, so people feel heard. Afterward, I would summarize the decisions ' +
        'made and share them, so the same points are not reopened later.',
      evaluationCriteria: [
        'Strong: sets context and states what feedback is needed before presenting; weak: shares ' +
          'screens with no framing.',
        'Strong: keeps wireframes visibly low fidelity; weak: polishes wireframes to impress.',
        'Strong: asks specific questions and walks through a scenario; weak: asks whether people like it.',
        'Strong: parks visual comments respectfully and records decisions; weak: argues about colors ' +
          'or ignores the comments.',
      ],
    },
  ],
  'Adobe InDesign': [
    {
      id: 'skill-adobe-indesign-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you set up a 24-page brochure in InDesign so it is consistent and easy to edit?',
      answer:
        'In document setup, I would use facing pages at the final trim size, add a bleed of typically ' +
        '0.125 inch or 3 mm, set margins and columns, and often a baseline grid so text aligns across ' +
        'columns. Recurring elements, such as page numbers, running headers and footers, and ' +
        'background elements, go on parent pages, which Adobe used to call master pages, with ' +
        'different parents for different section types. Text formatting is done entirely through ' +
        'paragraph and character styles, with nested or GREP styles for repeated patterns, and object ' +
        'and table styles for frames and tables, so a change to a style updates the whole document. ' +
        'Colors are defined as named swatches. Images are linked, not embedded, and placed in frames ' +
        'with fitting options. Long text is threaded through frames or a primary text frame. Page ' +
        'count should be a multiple of four for saddle stitching, which 24 is.',
      evaluationCriteria: [
        'Strong: sets up trim, bleed, margins and grids correctly; weak: sets up a document without bleed.',
        'Strong: uses parent pages for recurring elements; weak: places page numbers on each page by hand.',
        'Strong: uses paragraph, character, object and table styles and named swatches; weak: ' +
          'formats text by hand.',
        'Strong: links images and threads text, and considers binding page counts; weak: embeds ' +
          'images and uses separate unthreaded frames.',
      ],
    },
    {
      id: 'skill-adobe-indesign-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your InDesign file is going to a commercial printer. What preflight checks and export ' +
        'settings do you use?',
      answer:
        'First I would ask the printer for their specifications: PDF standard, color profile, bleed ' +
        'and any restrictions. Then I would run the Preflight panel with a custom profile that flags ' +
        'missing or modified links, overset text, images below about 300 effective ppi, RGB images if ' +
        'the printer wants CMYK, unexpected spot colors and missing fonts. In Separations Preview I ' +
        "would check ink coverage against the printer's limit and make sure no spot color has crept " +
        'in; the Ink Manager can map accidental spots to process. I would check black: 100 percent K ' +
        'for body text, a rich black only for large areas, and overprint settings with Overprint ' +
        'Preview on. Elements that bleed must extend past the trim. Then I would export to the PDF ' +
        'standard the printer requests, often PDF/X-4, with bleed and crop marks, and use Package to ' +
        'hand over fonts and links. Finally, I would review the exported PDF, ideally with Output ' +
        'Preview in Acrobat.',
      evaluationCriteria: [
        "Strong: starts from the printer's specifications; weak: uses default settings and hopes.",
        'Strong: uses Preflight for links, overset text, resolution, color mode and fonts; weak: ' +
          'sends the file without preflighting.',
        'Strong: checks separations, ink coverage, black handling and overprints; weak: ignores ink ' +
          'coverage and overprints.',
        'Strong: exports to a PDF/X standard with bleed and packages the job; weak: exports a default PDF.',
      ],
    },
  ],
  'Cash Handling': [
    {
      id: 'skill-cash-handling-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'Walk through how you open, run and close a cash drawer accurately.',
      answer:
        'At opening, I count the starting float by denomination, ideally with a second person, and ' +
        'sign for it. Each drawer has one responsible person, because shared drawers make shortages ' +
        'impossible to trace. During the shift, I count change back to the customer, keep their bill ' +
        'visible on the drawer ledge until the change is given so there is no dispute, check large ' +
        'bills for security features, close the drawer between transactions, and make drops to the ' +
        'safe when cash exceeds the limit. At closing, I count by denomination, compare the total with ' +
        'the point-of-sale or teller system, and record any overage or shortage honestly, since a ' +
        'hidden overage can mask a mistake. Deposits are counted under dual control, sealed and ' +
        'logged. Large cash transactions have legal rules: banks file Currency Transaction Reports ' +
        'over $10,000, other businesses file IRS Form 8300, and splitting transactions to avoid ' +
        'reporting is illegal structuring.',
      evaluationCriteria: [
        'Strong: verifies the float and keeps one person accountable per drawer; weak: shares ' +
          'drawers or skips the opening count.',
        'Strong: uses sound practices during the shift, such as counting back change, drops and ' +
          'counterfeit checks; weak: leaves the drawer open between sales.',
        'Strong: reconciles to the system at close and records overages and shortages honestly; ' +
          'weak: adjusts the count to match the system.',
        'Strong: knows dual control for deposits and large-cash reporting rules; weak: counts ' +
          'deposits alone.',
      ],
    },
    {
      id: 'skill-cash-handling-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Your location has had small, repeated cash shortages over several weeks. How do you ' +
        'investigate and fix it?',
      answer:
        'I would treat it as a pattern to investigate, not an excuse to accuse anyone. First I would ' +
        'gather data: every shortage by date, shift, register and person responsible, looking for ' +
        'concentrations. Then I would check the point-of-sale reports for the same periods: voids, ' +
        'no-sale openings, refunds, discounts and price overrides, since theft often hides in these, ' +
        'and compare with camera footage where available. I would also look for process gaps that ' +
        'cause honest errors, such as shared drawers, skipped counts, mid-shift drawer swaps or poor ' +
        'change-making on busy shifts. Fixes include individual drawers, blind counts where the ' +
        'counter does not see the expected total, surprise counts, dual control for deposits, and ' +
        'approval for voids and refunds. If the evidence points to one person, I would involve HR or ' +
        'loss prevention and follow policy, and document everything. Most importantly, I would confirm ' +
        'the shortages stop.',
      evaluationCriteria: [
        'Strong: analyzes shortages by shift, register and person before drawing conclusions; weak: ' +
          'accuses whoever worked the last shift.',
        'Strong: reviews voids, no-sales, refunds and overrides, and camera footage; weak: relies on ' +
          'the count totals alone.',
        'Strong: fixes process gaps, such as shared drawers, and adds controls such as blind or ' +
          'surprise counts; weak: adds cameras but changes no procedures.',
        'Strong: involves HR or loss prevention fairly and documents; weak: accuses without evidence.',
      ],
    },
  ],
  Coaching: [
    {
      id: 'skill-coaching-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What coaching model do you use, and how is a coaching conversation different from giving advice?',
      answer:
        'I often use the GROW model. Goal: what does the person want to achieve, in specific terms? ' +
        'Reality: where are they now, what have they tried and what is getting in the way? Options: ' +
        'what could they do, generating several possibilities before judging any? Will, or way ' +
        'forward: what will they do, by when, and how will we know it worked? The difference from ' +
        'advice is who does the thinking. In coaching, I mostly ask open questions, listen and reflect ' +
        'back, so the person finds the answer and owns it, which makes follow-through far more likely. ' +
        'Questions such as "What would you try if you knew it would work?" or "What is one step you ' +
        'could take this week?" help. Coaching is not always right: someone new to a task, or a safety ' +
        'issue, needs direct instruction first. I close each session with a commitment and follow up ' +
        'on it next time.',
      evaluationCriteria: [
        'Strong: describes a model, such as GROW, accurately with example questions; weak: describes ' +
          'coaching as giving good advice.',
        'Strong: explains that coaching helps the person find and own the answer, versus telling; ' +
          'weak: solves problems for the person.',
        'Strong: knows when directive instruction is more appropriate; weak: coaches a beginner who ' +
          'needs instruction.',
        'Strong: ends with commitments and follow-up; weak: coaching conversations without action.',
      ],
    },
    {
      id: 'skill-coaching-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you used coaching, rather than instructions, to help someone change a ' +
        'habit that was holding them back.',
      answer:
        "Situation: A newly promoted team lead was working late every night and her team's deadlines " +
        'were still slipping, because she was doing much of the work herself. Task: I was asked to ' +
        'coach her over three months to become an effective lead. Action: In our first session, I used ' +
        'the GROW model and asked her to describe what a good week would look like. She said it was a ' +
        'team that delivered without her checking everything. When we looked at her reality, she ' +
        "realized she avoided delegating because she feared being judged on others' mistakes. We " +
        'agreed she would delegate two recurring tasks with clear standards and a midpoint check, and ' +
        'track how much time it freed. In later sessions, we reviewed what happened, including one ' +
        'delegated task that went wrong, and what she learned. Result: Within two months her overtime ' +
        'dropped sharply, the team met its next three deadlines, and two team members took on new ' +
        'responsibilities.',
      evaluationCriteria: [
        'Strong: uses a coaching approach that helps the person find the cause, not just advice; ' +
          'weak: gives the person the answer.',
        'Strong: agrees specific, measurable commitments and reviews them over time; weak: ends ' +
          'sessions without commitments.',
        'Strong: handles setbacks as learning within the coaching relationship; weak: treats ' +
          'setbacks as failure.',
        "Strong: reports concrete progress in the person's performance; weak: gives no evidence of change.",
      ],
    },
  ],
  'Competitive Analysis': [
    {
      id: 'skill-competitive-analysis-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you structure a competitive analysis so it informs a decision rather than becoming a ' +
        'long document?',
      answer:
        'I start with the decision it should inform, such as pricing, positioning, a product roadmap ' +
        'or entering a market, because that decides which competitors and which dimensions matter. The ' +
        'competitor set should include direct competitors, indirect alternatives, and the status quo ' +
        'of doing nothing or using spreadsheets, which is often the biggest competitor. I gather ' +
        'information ethically: public pricing and documentation, filings and earnings calls, customer ' +
        'reviews, job postings that reveal strategy, and above all win-loss interviews and ' +
        'conversations with customers who evaluated alternatives. I compare on the criteria customers ' +
        'actually use to choose, not on our own feature list, and note where we win, where we lose and ' +
        'why. The output is short: the implications for the decision, supported by evidence, plus ' +
        'practical tools such as sales battlecards. I would set a cadence to refresh it, since the ' +
        'landscape changes.',
      evaluationCriteria: [
        'Strong: starts from the decision and chooses competitors and dimensions accordingly; weak: ' +
          'lists every competitor it can find.',
        'Strong: includes indirect alternatives and the status quo; weak: compares only named rivals.',
        'Strong: uses ethical, varied sources, especially win-loss and customer input; weak: relies ' +
          'on competitor websites alone.',
        'Strong: produces decision-focused implications and refreshes them; weak: produces a feature ' +
          'matrix with no conclusions.',
      ],
    },
    {
      id: 'skill-competitive-analysis-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A new low-price competitor is winning deals, and leadership wants to match their prices. How ' +
        'do you analyze the situation before they decide?',
      answer:
        'I would first find out where we are really losing. Win-loss data by segment, deal size and ' +
        'use case often shows the competitor wins mainly with price-sensitive, smaller customers, ' +
        'while larger customers still choose us. I would interview some lost customers to learn ' +
        'whether price was the real reason or a proxy for fit. Then I would model the cost of ' +
        'matching: the revenue lost across existing customers who would expect the same price, against ' +
        'the deals likely to be won back. Alternatives are usually better than an across-the-board ' +
        'cut: a lower-priced tier with fewer features for the segment that needs it, clearer ' +
        'communication of the value and total cost of ownership for the rest, or competitive pricing ' +
        'limited to specific deal situations with approval. I would present these options with their ' +
        'estimated impact, recommend one, and set measures such as win rate by segment to review after ' +
        'a quarter.',
      evaluationCriteria: [
        'Strong: segments losses to see where and why the competitor wins; weak: treats all lost ' +
          'deals the same.',
        'Strong: verifies that price is the real reason through customer interviews; weak: takes ' +
          "sales' word that price is the reason.",
        'Strong: models the cost of matching, including existing customers; weak: looks only at ' +
          'deals won back.',
        'Strong: offers alternatives, such as a fenced tier or value messaging, with measures; weak: ' +
          'matches price immediately.',
      ],
    },
  ],
  'Content Strategy': [
    {
      id: 'skill-content-strategy-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you build a content strategy for an organization that currently publishes whatever ' +
        'someone happens to suggest?',
      answer:
        'I would tie content to business goals first: for example, more qualified leads, lower support ' +
        'volume, or higher retention. Then I would research the audience, their questions and the jobs ' +
        'they are trying to do, through customer interviews, sales and support conversations, and ' +
        'search data. A content audit of what already exists shows what performs, what is outdated and ' +
        'what is missing. From those inputs, I would choose a few core topics where we have real ' +
        'expertise and audience demand, and structure them as clusters: a pillar page on the broad ' +
        'topic linked to detailed pieces answering specific questions. I would decide formats and ' +
        'channels based on where the audience is, and set up an editorial calendar, a workflow with ' +
        'owners, a style guide and review steps. Distribution is planned with each piece, not ' +
        'afterward. Finally, I would define measures tied to the goals, such as leads from content or ' +
        'support deflection, and review quarterly.',
      evaluationCriteria: [
        'Strong: ties the strategy to business goals and audience needs; weak: writes posts based on ' +
          'whoever suggests them.',
        'Strong: audits existing content before planning new content; weak: keeps producing new ' +
          'content without reviewing the old.',
        'Strong: organizes around focused topics, such as clusters, with governance and a calendar; ' +
          'weak: publishes random topics with no calendar or owners.',
        'Strong: plans distribution and measures against goals; weak: measures only page views.',
      ],
    },
    {
      id: 'skill-content-strategy-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A company has 600 old blog posts, organic traffic is flat, and many posts cover the same ' +
        'topics. What do you do?',
      answer:
        'I would run a content audit. I would export every URL with its traffic, rankings and queries ' +
        'from Google Search Console, engagement and conversions from analytics, and backlinks from an ' +
        'SEO tool, then classify each post. Keep posts that perform well. Update posts that are ' +
        'relevant but outdated or slipping in rankings. Consolidate overlapping posts that compete for ' +
        'the same queries, which is keyword cannibalization: merge them into the strongest URL, carry ' +
        'over useful content and 301-redirect the others to it. Remove posts with no traffic, links or ' +
        'business value, using a 410 or 404, or a redirect if there is a close equivalent. I would ' +
        'never delete a page with meaningful backlinks or conversions without redirecting it. After ' +
        'changes, I would fix internal links to point to final URLs, update the sitemap and monitor ' +
        'rankings and traffic for a few months, working in batches so effects are measurable.',
      evaluationCriteria: [
        'Strong: gathers traffic, query, conversion and backlink data for each URL; weak: judges ' +
          'posts by page views alone.',
        'Strong: classifies into keep, update, consolidate and remove with sound criteria; weak: ' +
          'keeps everything or deletes by age.',
        'Strong: handles cannibalization with merges and 301 redirects and protects pages with ' +
          'backlinks; weak: deletes overlapping posts without redirects.',
        'Strong: updates internal links and monitors results in batches; weak: deletes old posts wholesale.',
      ],
    },
  ],
  CSS: [
    {
      id: 'skill-css-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'Explain how the cascade and specificity decide which CSS rule wins.',
      answer:
        'When several declarations target the same property on the same element, the cascade decides ' +
        'in order. First comes origin and importance: important declarations beat normal ones, and ' +
        'author styles beat browser defaults. Next come cascade layers, declared with @layer: for ' +
        'normal declarations, later layers beat earlier ones, and styles outside any layer beat ' +
        'layered styles. Then specificity: inline styles beat ID selectors, IDs beat classes, ' +
        'attributes and pseudo-classes, and those beat element selectors, counted as a three-part ' +
        'weight. Finally, if everything else ties, the declaration that appears later wins. The ' +
        ':where() pseudo-class adds zero specificity, and :is() takes the specificity of its most ' +
        'specific argument. In practice I keep specificity low and flat, mostly single classes, avoid ' +
        'ID selectors and !important for styling, and use layers to order resets, libraries and ' +
        'components predictably.',
      evaluationCriteria: [
        'Strong: explains the order: importance and origin, layers, specificity, then source order; ' +
          'weak: believes the rule written last always wins.',
        'Strong: calculates specificity correctly for IDs, classes and elements; weak: counts ' +
          'selectors instead of weighing them.',
        'Strong: knows modern tools, such as @layer, :where() or :is(); weak: fixes conflicts with ' +
          '!important.',
      ],
    },
    {
      id: 'skill-css-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you build a card grid that shows one column on phones and up to four on wide ' +
        'screens, with cards that adjust their own layout to the space they get?',
      answer:
        'For the grid, I would use CSS Grid with grid-template-columns: repeat(auto-fill, ' +
        'minmax(min(16rem, 100%), 1fr)) and a gap. The browser fits as many columns of at least 16rem ' +
        'as the container allows, and the min() prevents overflow on very narrow screens. To cap the ' +
        'grid at four columns, I can set a max-width on the container or switch to explicit column ' +
        'counts with media queries. For the cards themselves, container queries are the right tool, ' +
        "since a card's layout should depend on its own width, not the viewport: set container-type: " +
        'inline-size on the card wrapper, then use an @container rule, for example switching the card ' +
        'to a horizontal image-and-text layout when it is wider than 30rem. Container queries are ' +
        'supported in all major browsers. I would avoid fixed heights so content can grow, and test ' +
        'with long titles and missing images.',
      evaluationCriteria: [
        'Strong: uses CSS Grid with auto-fill or auto-fit and minmax correctly; weak: hard-codes ' +
          'column counts at each breakpoint.',
        'Strong: handles narrow-screen overflow and capping columns; weak: lets cards overflow on ' +
          'small phones.',
        'Strong: uses container queries for component-level responsiveness; weak: relies only on ' +
          'viewport breakpoints.',
        'Strong: tests with realistic, varied content and avoids fixed heights; weak: designs for ' +
          'one perfect content length.',
      ],
    },
  ],
  'Journal Entries': [
    {
      id: 'skill-journal-entries-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'A company pays $12,000 on January 1 for a one-year insurance policy. Record the payment and ' +
        'the January 31 adjusting entry.',
      answer:
        'On January 1, the payment buys coverage for future months, so it is an asset: debit prepaid ' +
        'insurance $12,000 and credit cash $12,000. On January 31, one month of coverage has been ' +
        'used, so one twelfth is recognized as expense: debit insurance expense $1,000 and credit ' +
        'prepaid insurance $1,000. The same adjusting entry repeats each month, and by December 31 the ' +
        'prepaid balance is zero. I would keep an amortization schedule as support and often set it up ' +
        'as a recurring entry in the accounting system. Some small businesses expense the whole amount ' +
        'when paid; that is acceptable only if the amount is immaterial, because otherwise it ' +
        'overstates January expenses and understates the rest of the year. At each month-end, I would ' +
        'reconcile the prepaid balance to the schedule.',
      evaluationCriteria: [
        'Strong: records the payment as a prepaid asset with the correct debit and credit; weak: ' +
          'expenses the full $12,000 in January.',
        'Strong: records the monthly adjustment of $1,000 correctly; weak: records the monthly ' +
          'amount incorrectly.',
        'Strong: supports the entries with an amortization schedule and reconciliation; weak: ' +
          'adjusts without a schedule.',
        'Strong: explains why expensing upfront distorts monthly results unless immaterial; weak: ' +
          'cannot explain the effect on monthly results.',
      ],
    },
    {
      id: 'skill-journal-entries-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "The last week of the month's payroll, $50,000 gross, will be paid on the 5th of next month. " +
        "Record the month-end accrual, including the employer's share of payroll taxes.",
      answer:
        'The wages were earned this month, so the expense belongs this month. At month-end, I would ' +
        'debit wages expense $50,000 and credit accrued wages payable $50,000. The employer also owes ' +
        'its share of FICA, 7.65 percent of $50,000, or $3,825, assuming no one has passed the Social ' +
        'Security wage base, so I would debit payroll tax expense $3,825 and credit accrued payroll ' +
        'taxes $3,825, adding federal and state unemployment taxes where employees have not reached ' +
        "those wage bases. The employees' withholdings, such as income tax, their own FICA and 401(k) " +
        'deferrals, do not change total expense, so they are split out when payroll is actually ' +
        'processed. I would set both accrual entries to reverse on the first day of next month, so ' +
        'when payroll posts normally on the 5th, with withholdings credited to their liability ' +
        'accounts, the expense is not counted twice. Support would be the payroll register or hours ' +
        'worked.',
      evaluationCriteria: [
        'Strong: accrues gross wages as expense in the period earned; weak: waits until payday to ' +
          'record the expense.',
        "Strong: accrues the employer's share of taxes correctly, $3,825, noting wage base limits; " +
          'weak: omits employer taxes or double counts employee FICA.',
        'Strong: explains why employee withholdings do not change expense and are recorded at ' +
          'processing; weak: records withholdings as extra expense.',
        'Strong: uses reversing entries to prevent double counting and documents support; weak: ' +
          'books the accrual and the payment without a reversal.',
      ],
    },
  ],
  QuickBooks: [
    {
      id: 'skill-quickbooks-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Your bank reconciliation in QuickBooks Online is off by $1,250. How do you find the difference?',
      answer:
        "First I would check that the beginning balance matches the ending balance on last month's " +
        'statement. If it does not, someone has changed, deleted or added a transaction in an already ' +
        'reconciled period, which the audit log and previous reconciliation reports will show. If the ' +
        'beginning balance is right, I would look for transactions of exactly $1,250, or $625, since a ' +
        'transaction entered with the wrong sign creates a difference of twice its amount. Other ' +
        'common causes are duplicates from the bank feed, where a transaction was added instead of ' +
        'matched to one already entered, customer payments left in Payments to deposit, formerly ' +
        'Undeposited Funds, instead of being grouped into the actual bank deposit, and transactions ' +
        'dated in the wrong period. I would compare the cleared items against the statement line by ' +
        'line if needed. I would not force it with an adjustment, and after finishing, I would set a ' +
        'closing date with a password.',
      evaluationCriteria: [
        'Strong: checks the beginning balance and uses the audit log for changes to reconciled ' +
          'periods; weak: starts ticking transactions at random.',
        'Strong: uses amount-based clues, such as the exact amount or half of it; weak: searches ' +
          'only for the exact amount.',
        'Strong: names QuickBooks-specific causes, such as bank feed duplicates and Payments to ' +
          'deposit; weak: blames the bank.',
        'Strong: avoids forcing an adjustment and locks the period with a closing date; weak: forces ' +
          'the reconciliation with an adjustment.',
      ],
    },
    {
      id: 'skill-quickbooks-2',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How would you set up QuickBooks so that management can see profit by location or department?',
      answer:
        'I would turn on class tracking, location tracking or both in the account settings, depending ' +
        'on how management wants to slice the results: locations often represent stores or regions, ' +
        'and classes represent departments or business lines. I would keep the chart of accounts lean ' +
        'instead of creating separate income and expense accounts for each department, because classes ' +
        'and locations give that breakdown without cluttering the ledger. Then every transaction needs ' +
        'a class or location, so I would enable the warning when a transaction is saved without one ' +
        'and train the people entering bills, invoices and expenses. Shared costs, such as rent for a ' +
        'shared office, can be allocated by a monthly journal entry using an agreed basis, such as ' +
        'headcount or square footage. Management then uses the Profit and Loss by Class or by Location ' +
        'reports. I would review unassigned amounts monthly and fix them before closing.',
      evaluationCriteria: [
        'Strong: uses classes or locations rather than duplicating accounts; weak: creates separate ' +
          'accounts for each department.',
        'Strong: enforces assignment on every transaction with settings and training; weak: leaves ' +
          'classes optional.',
        'Strong: allocates shared costs on a documented basis and uses the right reports; weak: ' +
          'charges all shared costs to one department.',
      ],
    },
  ],
  Spanish: [
    {
      id: 'skill-spanish-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What do you pay attention to when using Spanish at work with customers, patients or colleagues?',
      answer:
        'Register comes first: I use usted with adults I serve unless they invite me to use tú, since ' +
        'informality can come across as disrespect. I keep in mind regional variation, because people ' +
        'come from many countries: a word like camión means a bus in Mexico but a truck elsewhere, and ' +
        'some everyday words are offensive in one country and harmless in another. False cognates ' +
        'cause real mistakes: embarazada means pregnant, not embarrassed; constipado usually means ' +
        'having a cold; and éxito means success, not exit. In service settings, I use plain language, ' +
        'avoid literal translations of English idioms, and confirm understanding by asking the person ' +
        'to explain back in their own words rather than asking "¿Entiende?", which people often answer ' +
        'yes to politely. Written materials, such as forms and notices, should be professionally ' +
        'translated and reviewed, not written on the spot. And I know where my fluency ends, so I ' +
        'bring in a qualified interpreter when the stakes require it.',
      evaluationCriteria: [
        'Strong: handles register, usted versus tú, appropriately; weak: uses tú with everyone.',
        'Strong: is aware of regional variation and false cognates, with correct examples; weak: ' +
          'translates word for word.',
        'Strong: checks comprehension with teach-back rather than yes-or-no questions; weak: asks ' +
          'whether they understood.',
        'Strong: knows the limits of their fluency and when professional translation or ' +
          'interpretation is needed; weak: overestimates their own ability.',
      ],
    },
    {
      id: 'skill-spanish-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A Spanish-speaking customer or patient needs to understand something with legal or medical ' +
        'consequences, such as a consent form or loan terms. Your Spanish is conversational. What do ' +
        'you do?',
      answer:
        'I would not interpret high-stakes information myself unless I am qualified for it, because ' +
        'conversational fluency does not cover technical terms, and a mistake could harm the person or ' +
        'create legal problems. I would use a qualified interpreter through our phone or video ' +
        'service, or an in-person interpreter if available, and avoid relying on family members, ' +
        'especially children, who may not interpret accurately and raise privacy concerns. In ' +
        'healthcare, organizations receiving federal funds must provide language assistance, including ' +
        'qualified interpreters, under Title VI and Section 1557 of the Affordable Care Act. I would ' +
        'provide translated versions of documents where they exist. I would use my Spanish to make the ' +
        'person welcome and explain what is happening, then let the interpreter handle the substance. ' +
        'I would check understanding by asking the person to explain it back, and record in the file ' +
        'that an interpreter was used, with their identification number.',
      evaluationCriteria: [
        'Strong: recognizes the limits of conversational fluency for high-stakes information; weak: ' +
          'interprets legal or medical terms themselves.',
        'Strong: uses a qualified interpreter and avoids family members, especially minors; weak: ' +
          'asks a relative or child to translate.',
        'Strong: knows relevant obligations, such as Title VI or Section 1557 in healthcare; weak: ' +
          'is unaware of any obligation.',
        'Strong: uses translated documents, confirms understanding and documents interpreter use; ' +
          'weak: skips documenting that an interpreter was used.',
      ],
    },
  ],
  'Accounts Payable': [
    {
      id: 'skill-accounts-payable-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'A vendor offers terms of 2/10, net 30. What does that mean, and should you take the discount?',
      answer:
        'The terms mean the buyer can take a 2 percent discount by paying within 10 days; otherwise ' +
        'the full amount is due in 30 days. Skipping the discount means paying 2 percent more to keep ' +
        'the money for 20 extra days. The annualized cost is 2 / 98 x 365 / 20, about 37 percent, so ' +
        'unless cash is very tight, taking the discount beats almost any other use of the money or any ' +
        'borrowing cost, such as a credit line at 9 percent. To capture discounts reliably, invoices ' +
        'need to be approved and entered quickly, so I would route discount invoices as a priority, ' +
        'flag the discount date in the system and schedule payment runs so they fall inside the ' +
        'window. I would record the discount correctly, usually as a reduction in the cost of the ' +
        'purchase, and track discounts missed as a measure of AP performance.',
      evaluationCriteria: [
        'Strong: explains the terms and calculates the annualized cost, about 37 percent; weak: ' +
          'misreads the terms or cannot estimate the cost.',
        'Strong: compares the cost with borrowing rates or other uses of cash; weak: takes or skips ' +
          'discounts by habit.',
        'Strong: describes process steps to capture discounts consistently and tracks missed ' +
          'discounts; weak: pays whenever invoices happen to be processed.',
      ],
    },
    {
      id: 'skill-accounts-payable-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'You receive an email, apparently from a long-standing vendor, asking you to update their bank ' +
        "details before this week's payment run. What do you do?",
      answer:
        'I would treat it as possible business email compromise, one of the most costly frauds in ' +
        'accounts payable, and not change anything based on the email. I would verify the request by ' +
        'calling the vendor using a phone number already in our vendor master or contract, never one ' +
        'from the email, and speak to a known contact. I would also check the email itself: a ' +
        'lookalike domain, a changed reply-to address, or unusual urgency are warning signs, though a ' +
        'compromised real vendor account can look perfect. Any change would follow our vendor master ' +
        'procedure: written request, independent verification, approval by someone other than the ' +
        'person entering it, and a change report reviewed before the payment run. I would hold ' +
        'payments to that vendor until verified. If it is fraudulent, I would alert IT security and ' +
        'warn colleagues. If money has already been sent, I would contact our bank immediately to ' +
        "attempt a recall and report it to the FBI's IC3.",
      evaluationCriteria: [
        'Strong: verifies through a known, independent phone number; weak: replies to the email to confirm.',
        "Strong: recognizes warning signs and that a real vendor's account may be compromised; weak: " +
          'trusts the email because it looks genuine.',
        'Strong: applies segregation of duties and change reports for vendor master changes; weak: ' +
          'lets the same person request and approve changes.',
        'Strong: knows the response steps, including holding payment, bank recall and reporting; ' +
          'weak: cannot say what to do if money has already gone.',
      ],
    },
  ],
  'Adobe After Effects': [
    {
      id: 'skill-adobe-after-effects-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you make animation in After Effects feel natural rather than mechanical?',
      answer:
        'Linear keyframes make objects start and stop instantly, which looks robotic, so the first ' +
        'step is easing: Easy Ease as a starting point, then the Graph Editor to shape the speed or ' +
        'value curve, for example a fast start with a long, gentle settle. Beyond easing, I apply ' +
        'classic animation principles: a slight anticipation before a big move, overshoot and settle ' +
        'at the end, and follow-through or overlapping action, where parts of an object arrive at ' +
        'slightly different times. Offsetting the timing of related elements by a few frames instead ' +
        'of moving them all together makes a sequence feel organic. Parenting elements to a null ' +
        'object keeps complex movement manageable. I enable motion blur for fast movement, and I use ' +
        'simple expressions where they help, such as wiggle for subtle camera shake or loopOut for ' +
        'repeating cycles. Finally, I review at full speed with audio, since timing that looks right ' +
        'frame by frame can feel wrong in playback.',
      evaluationCriteria: [
        'Strong: uses easing and the Graph Editor rather than linear keyframes; weak: animates with ' +
          'linear keyframes.',
        'Strong: applies animation principles, such as anticipation, overshoot and overlapping ' +
          'action; weak: moves everything on the same frame.',
        'Strong: offsets timing and uses parenting, motion blur or expressions appropriately; weak: ' +
          'leaves every element moving independently.',
        'Strong: reviews at full speed with audio; weak: judges timing frame by frame only.',
      ],
    },
    {
      id: 'skill-adobe-after-effects-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A 30-second After Effects project renders slowly and previews stutter. How do you speed it up?',
      answer:
        'I would first find what is expensive: turning layers or effects off one at a time, and ' +
        'checking the composition for heavy effects such as large blurs, particle systems, 3D layers ' +
        'with depth of field, or expressions that evaluate every frame. Footage is often the ' +
        'bottleneck: long-GOP formats such as H.264 and HEVC from phones and cameras are slow to ' +
        'decode, so I would transcode them to an editing codec such as ProRes, or use proxies for ' +
        'high-resolution footage. For previews, I would lower the preview resolution, use a region of ' +
        'interest, and make sure the disk cache is on a fast SSD with enough memory allocated. I would ' +
        'pre-render finished, heavy sections and replace them with the rendered file. GPU acceleration ' +
        'and multi-frame rendering help if the hardware supports them. For final output, I would ' +
        'render a high-quality intermediate and compress it with Adobe Media Encoder.',
      evaluationCriteria: [
        'Strong: isolates the expensive layers, effects or expressions; weak: guesses or upgrades hardware.',
        'Strong: handles footage codecs with transcoding or proxies; weak: edits phone footage ' +
          'directly in long-GOP formats.',
        'Strong: uses preview settings, cache configuration and pre-rendering; weak: previews at ' +
          'full resolution every time.',
        'Strong: knows GPU and multi-frame rendering and a sensible final export workflow; weak: ' +
          'renders the final file directly to a heavily compressed format.',
      ],
    },
  ],
  ADP: [
    {
      id: 'skill-adp-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you check a payroll in ADP before submitting it?',
      answer:
        'I would run the preview reports ADP provides before final processing, such as the pre-process ' +
        'payroll register in Workforce Now, and compare totals with the previous comparable pay ' +
        'period: gross pay, taxes, deductions, net pay and headcount. Then I would review exceptions ' +
        'employee by employee: gross pay that changed by more than a set percentage, unusually high ' +
        'overtime, missing or unapproved timecards, new hires set up with the right pay rate, tax ' +
        'jurisdictions and direct deposit, terminations with final pay that meets state timing rules, ' +
        'one-time earnings or deductions, benefit deduction changes from open enrollment or life ' +
        'events, and garnishments. Negative or zero net pay needs an explanation. I would make sure ' +
        'employees who moved or work remotely have the correct state and local tax setup. A second ' +
        "person reviews the register before submission, and I would submit before ADP's processing " +
        'cutoff so funds move on time.',
      evaluationCriteria: [
        'Strong: runs preview or pre-process reports and compares with the prior period; weak: ' +
          'submits without reviewing reports.',
        'Strong: reviews employee-level exceptions, such as rate changes, overtime, new hires and ' +
          'terminations; weak: reviews only totals.',
        'Strong: checks tax jurisdictions, deductions and garnishments; weak: assumes tax setup is ' +
          'always right.',
        'Strong: uses a second reviewer and respects processing deadlines; weak: submits alone at ' +
          'the last minute.',
      ],
    },
    {
      id: 'skill-adp-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'After payroll has been processed, you discover an employee was underpaid $600 because ' +
        'approved overtime was missed. What do you do?',
      answer:
        'I would confirm the amount, including whether the missed overtime changes the regular rate ' +
        'because of bonuses or other pay, and then tell the employee promptly, explaining what ' +
        'happened and when they will be paid. For a meaningful amount like $600, I would usually run ' +
        'an off-cycle payroll or manual check in ADP rather than wait for the next regular payroll, ' +
        'and some state laws require prompt payment of wages owed, so I would check the rules for ' +
        'their state. Taxes must be withheld correctly; the correction can be treated as supplemental ' +
        'wages. Then I would find the cause: a timecard approved after the cutoff, an import that ' +
        'failed, or a pay code set up wrongly, and check whether other employees were affected in the ' +
        'same period. Finally, I would fix the process, for example with an exception report of ' +
        'approved hours not paid, and document the correction for audit purposes.',
      evaluationCriteria: [
        'Strong: confirms the amount, including effects on the regular rate; weak: pays the missed ' +
          'hours at the base rate without checking.',
        'Strong: pays promptly through an off-cycle run, checking state timing rules; weak: waits ' +
          'for the next regular payroll without checking state law.',
        'Strong: handles tax withholding on the correction properly; weak: pays the correction ' +
          'without withholding.',
        'Strong: finds the root cause, checks for other affected employees and adds a control; weak: ' +
          'fixes only this employee.',
      ],
    },
  ],
  'Brand Management': [
    {
      id: 'skill-brand-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you measure the health of a brand over time?',
      answer:
        'I would combine a brand tracking study with behavioral data. The tracker surveys a consistent ' +
        "sample of the category's buyers at regular intervals, using the same questions each wave, and " +
        'measures the brand funnel: unaided and aided awareness, consideration, preference and ' +
        'purchase, plus loyalty measures such as repeat purchase intent. It also tracks the ' +
        'associations people hold about us and key competitors, such as quality, value or trust, to ' +
        'see whether our positioning is landing. Behavioral measures complement it: branded search ' +
        'volume, direct traffic, share of voice against competitors, repeat purchase rate, and the ' +
        'price premium we can sustain without losing share. Campaigns can be assessed with brand lift ' +
        'studies that compare exposed and control groups. I would watch for conversion drop-offs ' +
        'between funnel stages, which show where to act, and report trends rather than single waves, ' +
        'since small movements are often within the margin of error.',
      evaluationCriteria: [
        'Strong: uses a consistent tracking study covering the brand funnel; weak: relies on ' +
          'occasional one-off surveys with changing questions.',
        'Strong: tracks brand associations against competitors to test positioning; weak: measures ' +
          'awareness only.',
        'Strong: adds behavioral measures, such as branded search, share of voice or price premium; ' +
          'weak: relies on survey data alone.',
        'Strong: interprets trends with attention to margin of error and funnel drop-offs; weak: ' +
          'reacts to every small change between waves.',
      ],
    },
    {
      id: 'skill-brand-management-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'The sales team wants to launch a discount product line under your premium brand name. How do ' +
        'you decide whether to allow it?',
      answer:
        'I would start with the brand promise and the evidence of what customers value in it, because ' +
        "a cheaper line can dilute a premium brand's meaning and pull existing customers down to the " +
        'lower price. Then I would assess the opportunity: who the new line is for, how much that ' +
        'segment overlaps with our current customers, how much cannibalization to expect, and whether ' +
        'the product quality will meet the standard the brand name implies. The choice is rarely yes ' +
        'or no; brand architecture offers options. A sub-brand or an endorsed brand, such as a new ' +
        'name with "from" our brand in smaller type, keeps some trust while protecting the main brand, ' +
        'and a separate brand gives the most protection. I would test the concepts with target and ' +
        'current customers, model the financials for each option, and present a recommendation with ' +
        'guardrails, such as distinct packaging, channels and pricing floors.',
      evaluationCriteria: [
        'Strong: assesses dilution and cannibalization risks against the brand promise; weak: ' +
          'welcomes any extra revenue.',
        'Strong: considers brand architecture options, such as sub-brands, endorsed brands or ' +
          'separate brands; weak: treats it as a yes-or-no choice.',
        'Strong: uses customer research and financial modeling to decide; weak: decides on instinct.',
        'Strong: proposes guardrails rather than a flat yes or no; weak: gives an unconditional yes or no.',
      ],
    },
  ],
  'C++': [
    {
      id: 'skill-c-plus-plus-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What is RAII, and how do smart pointers apply it? When would you use unique_ptr versus shared_ptr?',
      answer:
        'RAII, resource acquisition is initialization, ties the lifetime of a resource, such as ' +
        'memory, a file handle, a lock or a socket, to an object: the constructor acquires it and the ' +
        'destructor releases it. Because destructors run when objects go out of scope, including ' +
        'during exception unwinding, resources cannot leak on early returns or exceptions. ' +
        'std::lock_guard and std::fstream are examples. Smart pointers apply the same idea to heap ' +
        'memory. std::unique_ptr expresses exclusive ownership: it cannot be copied, only moved, and ' +
        'it has essentially no overhead, so it is the default choice, created with std::make_unique. ' +
        'std::shared_ptr is for genuinely shared ownership: it keeps a reference count, updated ' +
        'atomically, and frees the object when the last owner goes away. Cycles of shared_ptr leak, so ' +
        'std::weak_ptr breaks them. Non-owning access should use raw pointers or references. Ideally ' +
        'classes follow the rule of zero.',
      evaluationCriteria: [
        'Strong: explains RAII and why destructors make it exception-safe; weak: describes RAII as a ' +
          'naming convention.',
        'Strong: distinguishes unique_ptr exclusive ownership from shared_ptr reference counting, ' +
          'with costs; weak: uses shared_ptr everywhere by default.',
        'Strong: mentions weak_ptr for cycles and non-owning raw pointers or references; weak: ' +
          'ignores reference cycles.',
      ],
    },
    {
      id: 'skill-c-plus-plus-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Code that loops over a std::vector with a range-based for loop and calls push_back on the ' +
        'same vector inside the loop crashes intermittently. Why, and what other iterator invalidation ' +
        'pitfalls should you know?',
      answer:
        "When push_back exceeds the vector's capacity, the vector allocates a new buffer, moves the " +
        'elements and frees the old one. Every iterator, pointer and reference into the vector, ' +
        'including the hidden iterators of the range-based loop, then points to freed memory, which is ' +
        'undefined behavior. It is intermittent because it happens only when capacity runs out. Fixes: ' +
        'loop by index and read v.size() each iteration, since indexes stay valid, or collect new ' +
        'items in a separate vector and append them after the loop; reserve helps only with a known ' +
        'upper bound. Related pitfalls: erasing inside a loop invalidates the erased iterator, so use ' +
        'the iterator erase returns or std::erase_if from C++20; inserting into an unordered_map can ' +
        'rehash and invalidate iterators; and a std::string_view or span outlives the buffer it refers ' +
        'to. AddressSanitizer and debug standard library modes catch these early.',
      evaluationCriteria: [
        'Strong: explains reallocation invalidating iterators, pointers and references; weak: blames ' +
          'the compiler or the hardware.',
        'Strong: explains why the crash is intermittent, tied to capacity; weak: cannot explain why ' +
          'it only happens sometimes.',
        'Strong: gives correct fixes, such as index loops or deferred appends; weak: calls reserve ' +
          'as a guaranteed fix.',
        'Strong: knows other cases, such as erase in loops or unordered_map rehash, and tools like ' +
          'AddressSanitizer; weak: knows no other invalidation cases.',
      ],
    },
  ],
  Canva: [
    {
      id: 'skill-canva-1',
      type: 'technical',
      difficulty: 'EASY',
      question: "How do you use Canva to keep a whole team's designs on brand?",
      answer:
        'I would set up the Brand Kit with the approved logos, color palette and fonts, so they appear ' +
        'first in every editor and people stop guessing hex codes. Then I would create brand templates ' +
        'for the formats the team uses most, such as social posts, presentations, flyers and email ' +
        'headers, and lock elements that should never change, such as the logo position and footer, so ' +
        'people edit only the content areas. Where the plan allows, I would turn on brand controls ' +
        'that limit colors and fonts to the Brand Kit, and an approval workflow, so designs are ' +
        'reviewed before they are published. Templates and assets go into clearly named shared ' +
        "folders. I would also write a one-page guide with dos and don'ts, such as minimum logo size " +
        'and image style, and review a sample of published designs each month to update templates ' +
        'where people keep working around them.',
      evaluationCriteria: [
        'Strong: sets up a Brand Kit with logos, colors and fonts; weak: lets people upload their ' +
          'own logos and pick colors.',
        'Strong: creates brand templates with locked elements; weak: shares editable designs with no locks.',
        'Strong: uses brand controls or approvals, organized folders and a short guide; weak: relies ' +
          'on people remembering the rules.',
      ],
    },
    {
      id: 'skill-canva-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You designed a flyer in Canva that will be professionally printed. What do you check before ' +
        'sending it?',
      answer:
        'I would confirm the design is set to the exact final trim size, then turn on the print bleed ' +
        'view and extend background colors and images past the trim into the bleed, while keeping text ' +
        'and logos inside the safe margin, so nothing is cut off. I would check that every image is ' +
        'high resolution at its printed size; small web images look soft in print. Canva designs in ' +
        'RGB, so bright colors may shift in print; I would use the PDF Print download, select crop ' +
        'marks and bleed, and choose the CMYK option where my plan offers it, or ask the printer how ' +
        'they handle RGB files. If exact brand colors matter, I would request a printed proof. Before ' +
        'downloading, I would check spelling, contact details and QR codes by actually scanning them, ' +
        'and make sure fonts and images are licensed for print use. Finally, I would confirm the ' +
        "printer's specifications, such as bleed size and file format.",
      evaluationCriteria: [
        'Strong: sets exact size, bleed and safe margins; weak: exports at the default size with no bleed.',
        'Strong: checks image resolution at print size; weak: uses images pulled from the web.',
        'Strong: exports PDF Print with bleed and crop marks and handles RGB versus CMYK; weak: ' +
          'downloads a standard PDF for print.',
        "Strong: proofs content, QR codes and licensing, and confirms the printer's specifications; " +
          'weak: skips proofing details such as QR codes.',
      ],
    },
  ],
  Confluence: [
    {
      id: 'skill-confluence-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you structure a Confluence space so people can find information and trust that it is ' +
        'current?',
      answer:
        'I would make the space home page an index: what the space is for, who owns it, and links to ' +
        'the most used pages. Under it, a shallow page tree organized by how people look for things, ' +
        'such as by product area, with separate sections for decisions, how-to guides, requirements ' +
        'and meeting notes, so reference material is not buried among meeting pages. Templates for ' +
        'recurring page types, such as requirements, decision records and retrospectives, keep pages ' +
        'consistent. Labels add a second way to find content. Each important page has a named owner ' +
        'and a last reviewed date at the top, and outdated pages are archived rather than left to ' +
        'mislead. I would link requirements to Jira issues with the Jira macro so status is live ' +
        'rather than copied. Permissions should be open by default within the organization, restricted ' +
        'only where necessary, and I would review the space quarterly to archive stale pages.',
      evaluationCriteria: [
        'Strong: designs a clear home page and a shallow, purpose-based page tree; weak: lets pages ' +
          'pile up under the home page.',
        'Strong: uses templates and labels for consistency and findability; weak: lets each author ' +
          'format pages differently.',
        'Strong: assigns page owners and review dates and archives stale content; weak: leaves ' +
          'outdated pages visible.',
        'Strong: links Jira issues rather than copying status; weak: copies status into pages by hand.',
      ],
    },
    {
      id: 'skill-confluence-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "Your team's requirements live in Confluence, but engineers say the pages are out of date and " +
        'they rely on chat threads instead. What do you do?',
      answer:
        'I would ask a few engineers what specifically goes wrong: pages that are too long to scan, ' +
        'decisions made in chat that never reach the page, or no clear way to tell current content ' +
        'from old. Usually the fix is to make one page per feature the single source of truth, with a ' +
        'short summary at the top, a status, an owner and a decision log section, so the latest ' +
        'decisions are visible without reading the whole page. When a decision is made in chat or a ' +
        'meeting, the owner records it on the page with a link, which I would model consistently ' +
        'myself. Linking the Jira epic and issues keeps delivery status live. I would add updating the ' +
        "page to the team's definition of done for refinement, and encourage engineers to watch the " +
        'pages they work from, so they see changes. After a few weeks, I would check with the team ' +
        'whether they trust the pages again.',
      evaluationCriteria: [
        'Strong: diagnoses the specific reasons the pages are not trusted; weak: reminds people to ' +
          'use Confluence.',
        'Strong: establishes a single source of truth with status, owner and decision log; weak: ' +
          'keeps decisions spread across pages and chat.',
        'Strong: builds habits, such as recording chat decisions and linking Jira, into team ' +
          'routines; weak: relies on one person to keep pages current.',
        'Strong: checks back with the team; weak: sends a reminder to read Confluence.',
      ],
    },
  ],
  'Cross-Selling': [
    {
      id: 'skill-cross-selling-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you find cross-selling opportunities that genuinely help the client rather than just ' +
        'adding revenue?',
      answer:
        "I start from the client's needs and situation, not the product list. Data helps point to " +
        'possibilities: what the client already has, how they use it, and events that create new ' +
        'needs, such as a business expanding to a new location or, for a banking customer, buying a ' +
        'home or starting a business. Then I confirm in conversation, asking about their goals and ' +
        'plans before suggesting anything, and I recommend only what fits, explaining the benefit and ' +
        'the cost in their terms. Timing matters: right after we have solved a problem or delivered ' +
        'results is better than during a complaint. I would measure success by products that are ' +
        'actually used and retained, customer satisfaction and complaint rates, not just products ' +
        'sold. In regulated fields, I follow the rules on disclosures, suitability and consent, and ' +
        "never open a product or add a service without the client's clear agreement.",
      evaluationCriteria: [
        'Strong: grounds cross-selling in client needs, data and life or business events; weak: ' +
          'offers every product to every client.',
        'Strong: confirms needs in conversation and explains benefit and cost; weak: pitches without ' +
          'confirming needs.',
        'Strong: measures usage, retention and satisfaction, not only sales; weak: counts products ' +
          'sold as success.',
        'Strong: follows consent and disclosure rules; weak: pushes products to hit targets.',
      ],
    },
    {
      id: 'skill-cross-selling-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Your team has aggressive cross-sell targets, and you notice a colleague adding products or ' +
        'services that customers did not clearly ask for. What do you do?',
      answer:
        'I would treat it as serious, because adding products without informed consent harms customers ' +
        'and can be illegal; regulators have fined financial institutions heavily for exactly this. ' +
        'First, I would make sure of the facts, noting specific cases, such as accounts opened without ' +
        'a signature or services added that the customer later disputed, without investigating beyond ' +
        'my role. Then I would raise it through the proper channel: my manager, or if the manager is ' +
        'involved or encourages it, compliance, HR or the ethics hotline, which usually allows ' +
        'anonymous reports and protects against retaliation. I would not confront the colleague ' +
        'publicly or ignore it because targets are tough. I would also raise the broader issue that ' +
        'the targets may be driving this behavior, and suggest measuring quality, such as products in ' +
        'active use and complaint rates. Meanwhile, I would make sure my own customers have what they ' +
        'agreed to.',
      evaluationCriteria: [
        'Strong: recognizes unauthorized products as serious misconduct with regulatory ' +
          'consequences; weak: sees it as aggressive but acceptable selling.',
        'Strong: documents specific facts without overstepping; weak: investigates beyond their role ' +
          'or gossips.',
        'Strong: reports through appropriate channels, including compliance or a hotline if needed; ' +
          'weak: ignores it or confronts the colleague publicly.',
        'Strong: raises the incentive problem constructively; weak: stays quiet to protect the ' +
          "team's numbers.",
      ],
    },
  ],
  'Deep Learning': [
    {
      id: 'skill-deep-learning-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: "Your neural network's training loss is not going down. How do you debug it?",
      answer:
        'First I would try to overfit a single small batch. If the model cannot drive the loss near ' +
        'zero on a handful of examples, the problem is in the code or data pipeline, not the capacity. ' +
        'I would check that inputs and labels line up, inspect a few samples after preprocessing and ' +
        'augmentation, and confirm normalization. I would check that the loss matches the output: ' +
        "PyTorch's CrossEntropyLoss expects raw logits, so applying softmax first makes training " +
        'stall. Common code bugs include forgetting optimizer.zero_grad, so gradients accumulate, and ' +
        'the wrong train or eval mode for dropout and batch norm. Then the learning rate: too high ' +
        'gives spikes or NaNs, too low gives a flat curve, and a learning-rate range test finds a ' +
        'sensible value. I would log gradient norms per layer to spot vanishing or exploding ' +
        'gradients, using clipping or better initialization where needed, and check loss scaling if ' +
        'mixed precision produces NaNs.',
      evaluationCriteria: [
        'Strong: starts with overfitting a tiny batch to separate bugs from capacity; weak: makes ' +
          'the network bigger.',
        'Strong: checks the data pipeline, labels and preprocessing; weak: trusts the data loader ' +
          'without looking at samples.',
        'Strong: names specific code bugs, such as softmax before CrossEntropyLoss or missing ' +
          'zero_grad; weak: tweaks hyperparameters at random.',
        'Strong: tunes the learning rate and monitors gradients; weak: makes the network bigger.',
      ],
    },
    {
      id: 'skill-deep-learning-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You have 2,000 labeled images for a classification task with eight classes. How do you build ' +
        'a strong model?',
      answer:
        'With so little data, I would not train from scratch. I would start with a pretrained ' +
        'backbone, such as a convolutional network or vision transformer trained on a large dataset, ' +
        'or a self-supervised model whose embeddings transfer well. A quick baseline is a linear ' +
        'classifier on frozen embeddings. Then I would fine-tune: train the new head first with the ' +
        'backbone frozen, then unfreeze some or all layers with a lower learning rate for the ' +
        'pretrained weights, using early stopping. Data augmentation suited to the domain, such as ' +
        'flips and crops for photos but not for text-like images where orientation matters, stretches ' +
        'the data further. The validation setup matters most: a stratified split, or cross-validation ' +
        'given the small size, and checks for duplicates or near-duplicates across splits, which ' +
        'inflate scores. I would handle class imbalance with weighting, review misclassified examples ' +
        'for label errors, and use the model to pick the most useful images to label next.',
      evaluationCriteria: [
        'Strong: uses transfer learning from a pretrained model, with a frozen-embedding baseline; ' +
          'weak: trains a large network from scratch.',
        'Strong: fine-tunes sensibly, such as staged unfreezing and lower learning rates; weak: ' +
          'unfreezes everything with a high learning rate.',
        'Strong: uses domain-appropriate augmentation; weak: applies augmentation without checking ' +
          'it suits the data.',
        'Strong: builds a sound validation setup, checks for leakage and label errors, and considers ' +
          'active learning; weak: trusts a single random split.',
      ],
    },
  ],
  'E-Discovery': [
    {
      id: 'skill-e-discovery-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'When does the duty to preserve electronically stored information arise, and how do you ' +
        'implement a legal hold?',
      answer:
        'The duty arises when litigation is reasonably anticipated, which can be well before a ' +
        'complaint is filed, for example when a demand letter arrives or an incident makes a claim ' +
        'likely. Implementing a hold starts with identifying the key custodians and data sources: ' +
        'email, shared drives, collaboration tools such as Teams or Slack, text messages on phones, ' +
        'databases and any ephemeral messaging apps. I would send a written hold notice to custodians ' +
        'explaining what to keep, in plain language, and require acknowledgment. IT must suspend ' +
        'automatic deletion, such as email retention policies and device wiping for departing ' +
        'employees, and preserve data of custodians who leave. I would send periodic reminders, track ' +
        'everything, and release the hold when the matter ends. Under Federal Rule of Civil Procedure ' +
        '37(e), failing to take reasonable steps can lead to measures to cure prejudice, and an intent ' +
        'to deprive can lead to an adverse inference or dismissal.',
      evaluationCriteria: [
        'Strong: identifies the trigger as reasonable anticipation of litigation; weak: waits for a ' +
          'lawsuit to be filed.',
        'Strong: covers custodians and modern data sources, including chat and mobile devices; weak: ' +
          'covers only email.',
        'Strong: includes written notices, acknowledgments, IT suspension of deletion and reminders; ' +
          'weak: sends a single email and never follows up.',
        'Strong: knows the consequences under FRCP 37(e); weak: thinks the only risk is a fine.',
      ],
    },
    {
      id: 'skill-e-discovery-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You have two million documents to review before a production deadline. How do you make the ' +
        'review defensible and proportional?',
      answer:
        'Scope comes first. Under Rule 26(b)(1), discovery must be proportional to the needs of the ' +
        'case, so at the Rule 26(f) conference I would negotiate custodians, date ranges and data ' +
        'sources, and test proposed search terms with hit reports before agreeing to them, documenting ' +
        'it all in an ESI protocol. Processing reduces volume: global deduplication, email threading ' +
        'so only inclusive emails are reviewed, and near-duplicate grouping. For the review itself, I ' +
        'would use technology-assisted review, typically continuous active learning, which ranks ' +
        'documents by likely relevance as reviewers code them, and validate the result statistically, ' +
        'such as by sampling the unreviewed set to estimate recall. Privilege needs a separate, ' +
        'careful review and a privilege log, and I would seek a Federal Rule of Evidence 502(d) order ' +
        'so inadvertent production does not waive privilege. Quality control sampling and an agreed ' +
        'production format complete the process.',
      evaluationCriteria: [
        'Strong: applies proportionality and negotiates scope at the Rule 26(f) conference, testing ' +
          'search terms; weak: reviews everything that hits on broad terms.',
        'Strong: reduces volume with deduplication, threading and near-duplicate detection; weak: ' +
          'reviews every duplicate separately.',
        'Strong: uses technology-assisted review with statistical validation, such as recall ' +
          'estimates; weak: assumes keyword search alone is defensible.',
        'Strong: protects privilege with logs and a 502(d) order and applies quality control; weak: ' +
          'relies on goodwill to recover privileged documents.',
      ],
    },
  ],
  'Financial Reporting': [
    {
      id: 'skill-financial-reporting-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Depreciation expense increases by $100 and the tax rate is 25 percent. Walk through the ' +
        'effect on the three financial statements.',
      answer:
        'On the income statement, operating income falls by $100. Taxes fall by $25, so net income ' +
        'falls by $75. On the cash flow statement, net income is down $75, but depreciation is a ' +
        'non-cash expense added back, up $100, so cash from operations rises by $25, because of the ' +
        'tax saving, assuming the depreciation is also deductible for tax. On the balance sheet, cash ' +
        'is up $25 and net property, plant and equipment is down $100, so total assets fall by $75. On ' +
        'the other side, retained earnings fall by $75 with net income, so equity is down $75, and the ' +
        'balance sheet balances. If the change affected book depreciation only and not tax ' +
        'depreciation, the tax effect would instead sit in deferred taxes rather than cash. This kind ' +
        'of check is a quick way to test that a model or a set of statements links correctly.',
      evaluationCriteria: [
        'Strong: gives the correct income statement effect, net income down $75; weak: forgets the ' +
          'tax effect.',
        'Strong: shows cash from operations up $25 from the tax shield; weak: says depreciation has ' +
          'no effect on cash.',
        'Strong: balances the balance sheet, with assets and equity both down $75; weak: leaves the ' +
          'balance sheet unbalanced.',
        'Strong: notes the deferred tax case when book and tax depreciation differ; weak: assumes ' +
          'book and tax always match.',
      ],
    },
    {
      id: 'skill-financial-reporting-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "While closing this year's books, you find an error in last year's issued financial " +
        'statements. How do you decide how to handle it?',
      answer:
        'Under ASC 250, the answer depends on materiality, judged both quantitatively and ' +
        'qualitatively, for example whether the error changes a trend, turns a loss into a profit, ' +
        'affects compliance with debt covenants or involves fraud. Public companies follow SEC ' +
        'guidance in SAB 99 and SAB 108, which requires evaluating the error under both the rollover ' +
        'and iron curtain approaches. If the error is material to the prior statements, they must be ' +
        'restated and reissued, a Big R restatement; a public company would also file an 8-K under ' +
        'Item 4.02 stating they should no longer be relied on. If it is immaterial to the prior period ' +
        'but correcting it in the current period would be material, the comparative figures are ' +
        'revised in the current filing, a little r revision, with disclosure. If it is immaterial both ' +
        'ways, it can be corrected in the current period. I would involve the auditors and audit ' +
        'committee early and evaluate the related control deficiency.',
      evaluationCriteria: [
        'Strong: assesses materiality quantitatively and qualitatively under ASC 250 and SAB 99; ' +
          'weak: looks only at a percentage threshold.',
        'Strong: distinguishes restatement, revision and current-period correction correctly; weak: ' +
          'restates every error.',
        'Strong: knows public company requirements, such as SAB 108 approaches and Item 4.02 8-K; ' +
          'weak: knows no SEC-specific requirements.',
        'Strong: involves auditors and the audit committee and evaluates internal control ' +
          'implications; weak: corrects it quietly without telling auditors.',
      ],
    },
  ],
  FLSA: [
    {
      id: 'skill-flsa-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A nonexempt employee paid $20 an hour works 45 hours in a week and earns a $100 production ' +
        'bonus. What is the correct pay under the FLSA?',
      answer:
        'Nondiscretionary bonuses, such as production or attendance bonuses promised in advance, must ' +
        'be included in the regular rate for overtime. Straight-time pay is 45 x $20 = $900, plus the ' +
        '$100 bonus, for $1,000. The regular rate is $1,000 / 45 hours = $22.22. Because straight time ' +
        'for all 45 hours is already paid, the overtime premium owed is half the regular rate for the ' +
        '5 overtime hours: 0.5 x $22.22 x 5 = $55.56. Total pay is $1,055.56. Ignoring the bonus would ' +
        'give a premium of only $50, underpaying by $5.56, and at scale, across a workforce and the ' +
        'two-year lookback, or three years if willful, plus liquidated damages, that becomes a costly ' +
        'violation. Only truly discretionary bonuses, where both the decision and amount are at the ' +
        "employer's discretion, can be excluded. I would also check state rules, such as daily " +
        'overtime in California.',
      evaluationCriteria: [
        'Strong: includes the nondiscretionary bonus in the regular rate; weak: pays overtime on the ' +
          'base rate only.',
        'Strong: calculates the regular rate, premium and total correctly, $1,055.56; weak: ' +
          'miscalculates the regular rate.',
        'Strong: distinguishes discretionary from nondiscretionary bonuses; weak: treats all bonuses ' +
          'as discretionary.',
        'Strong: notes liability exposure and state overtime rules; weak: ignores state law.',
      ],
    },
    {
      id: 'skill-flsa-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you decide whether a position can be classified as exempt from overtime under the FLSA?',
      answer:
        'An employee is exempt only if all three tests are met, and the job title does not decide it. ' +
        'First, the salary basis test: a predetermined salary not reduced for variations in the ' +
        'quantity or quality of work, except for permitted deductions; improper deductions can cost ' +
        'the exemption. Second, the salary level: the federal minimum is $684 a week, $35,568 a year, ' +
        "since a federal court vacated the Department of Labor's 2024 increase. Several states, such " +
        'as California, New York and Washington, set much higher thresholds, and the employer must ' +
        'meet whichever is higher. Third, the duties test for the exemption claimed: executive, ' +
        'administrative, professional, computer or outside sales, each with specific primary-duty ' +
        'requirements, such as exercising discretion and independent judgment on significant matters ' +
        'for the administrative exemption. Highly compensated employees earning at least $107,432 need ' +
        'only meet one duty customarily and regularly. Misclassification risks back pay, liquidated ' +
        "damages and attorneys' fees, so I would document the analysis.",
      evaluationCriteria: [
        'Strong: applies all three tests: salary basis, salary level and duties; weak: relies on the ' +
          'job title or salary alone.',
        'Strong: gives the current federal salary threshold and knows the 2024 rule was vacated; ' +
          'weak: cites the vacated $844 weekly threshold.',
        'Strong: applies higher state thresholds and specific duty tests; weak: ignores state thresholds.',
        'Strong: knows the consequences of misclassification and documents the analysis; weak: ' +
          'relies on job title.',
      ],
    },
  ],
  'Go-to-Market Strategy': [
    {
      id: 'skill-go-to-market-strategy-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'What goes into a go-to-market plan for a new product?',
      answer:
        'It starts with the target: the ideal customer profile and the buyer and user personas within ' +
        'it, sized and prioritized, because a launch aimed at everyone reaches no one. Then ' +
        'positioning: the problem we solve, the alternatives customers use today, and why we are ' +
        'different and better for this segment, captured in a positioning statement and a messaging ' +
        'framework. Pricing and packaging follow from the value and the competitive set. The sales ' +
        'motion and channels come next: product-led with self-serve sign-up, sales-led with account ' +
        'executives, partner-led through resellers, or a mix, and that choice shapes everything from ' +
        'the website to hiring. The plan covers launch activities by tier, sales and support ' +
        'enablement, and content. It sets measurable goals, such as pipeline created, trial-to-paid ' +
        'conversion, win rate against named competitors and time to first value, with a timeline and ' +
        'owners, and a date to review results.',
      evaluationCriteria: [
        'Strong: defines a specific target segment and personas; weak: targets everyone who might buy.',
        'Strong: articulates positioning against real alternatives and a messaging framework; weak: ' +
          'describes features instead of positioning.',
        'Strong: covers pricing, packaging and the choice of sales motion and channels; weak: omits ' +
          'how the product will be sold.',
        'Strong: includes enablement, measurable goals and a review point; weak: launches with no ' +
          'goals or review.',
      ],
    },
    {
      id: 'skill-go-to-market-strategy-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Three months after launch, sign-ups are on target, but paid conversion is half the plan. How ' +
        'do you diagnose the problem and adjust?',
      answer:
        'I would break the funnel into steps: sign-up, activation, meaning reaching the first moment ' +
        'of value, engaged use, and conversion to paid, and find where the drop is largest. Then I ' +
        'would compare sign-ups with the target customer profile. Hitting sign-up targets with the ' +
        'wrong audience, for example students or very small companies attracted by a broad campaign, ' +
        'looks healthy at the top and fails at conversion. I would segment conversion by source, ' +
        'company size and use case, since some segments may convert as planned. I would talk to users ' +
        'who signed up and did not convert to learn whether the issue is value, onboarding, price, ' +
        'packaging or timing. Fixes follow the finding: tighter targeting and messaging, a faster ' +
        'onboarding path to first value, sales follow-up for high-fit sign-ups, or changes to the ' +
        'trial or free tier. I would run these as experiments and track leading indicators such as ' +
        'activation.',
      evaluationCriteria: [
        'Strong: analyzes the funnel step by step, including activation; weak: looks only at ' +
          'sign-ups and revenue.',
        'Strong: checks sign-up quality against the ideal customer profile; weak: celebrates sign-up ' +
          'volume.',
        'Strong: segments conversion and interviews non-converting users; weak: relies on dashboards alone.',
        'Strong: proposes targeted fixes run as experiments with leading indicators; weak: changes ' +
          'pricing immediately.',
      ],
    },
  ],
  'HR Compliance': [
    {
      id: 'skill-hr-compliance-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A US company is growing from 40 to 120 employees. Which federal employment law thresholds ' +
        'will it cross, and what changes for HR?',
      answer:
        'At 40 employees it is already covered by Title VII, the ADA and GINA, which apply at 15, and ' +
        'by the ADEA and COBRA at 20. At 50 employees, the FMLA applies: employees who have worked 12 ' +
        'months and 1,250 hours at a site with 50 employees within 75 miles become eligible for up to ' +
        '12 weeks of job-protected leave, so HR needs notices, forms and tracking. At 50 full-time ' +
        'employees, including equivalents, the company becomes an applicable large employer under the ' +
        'ACA, so it must offer affordable, minimum-value coverage to full-time employees or risk ' +
        'penalties, and file Forms 1094-C and 1095-C. At 100 employees, it must file the EEO-1 ' +
        'Component 1 report each year, and the WARN Act applies to plant closings and mass layoffs, ' +
        "requiring 60 days' notice. State laws often have lower thresholds, so I would map those too, " +
        'and update handbooks, posters, training and recordkeeping as each threshold approaches.',
      evaluationCriteria: [
        'Strong: correctly identifies the FMLA and ACA thresholds at 50, and EEO-1 and WARN at 100; ' +
          'weak: mixes up or misses thresholds.',
        'Strong: knows the laws already applicable at 15 and 20 employees; weak: does not know the ' +
          'baseline coverage.',
        'Strong: explains the practical HR changes at each threshold, such as notices, filings and ' +
          'tracking; weak: lists laws without practical actions.',
        'Strong: notes that state thresholds may be lower; weak: assumes federal thresholds are the ' +
          'only ones.',
      ],
    },
    {
      id: 'skill-hr-compliance-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'An employee reports that their manager keeps making comments about their religion, and asks ' +
        'you to keep it confidential and take no action. What do you do?',
      answer:
        'I would thank them for coming forward and be honest that I cannot promise complete ' +
        'confidentiality or inaction: once the company knows about possible harassment, it has a duty ' +
        'to look into it and stop it, and ignoring it exposes the employee and the company to further ' +
        'harm. I would explain that information will be shared only with those who need it, and that ' +
        'retaliation for reporting is prohibited and will be acted on. I would document what they told ' +
        'me, with dates and specifics, and arrange a prompt, impartial investigation, using an outside ' +
        'investigator if the manager is senior. If needed, I would put interim measures in place that ' +
        'do not disadvantage the employee, such as changing reporting lines temporarily. After the ' +
        'investigation, I would take proportionate corrective action, tell the employee the outcome as ' +
        'far as appropriate, and check in afterward to make sure there is no retaliation.',
      evaluationCriteria: [
        'Strong: explains honestly that full confidentiality and inaction cannot be promised, and ' +
          'why; weak: promises to keep it secret and do nothing.',
        'Strong: reassures about need-to-know handling and protection against retaliation; weak: ' +
          'offers no reassurance.',
        'Strong: documents and starts a prompt, impartial investigation with interim measures; weak: ' +
          'waits for more complaints before acting.',
        'Strong: takes corrective action and follows up on retaliation; weak: agrees to do nothing.',
      ],
    },
  ],
  'Information Architecture': [
    {
      id: 'skill-information-architecture-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: "How do you use card sorting and tree testing to design a site's navigation?",
      answer:
        'I use them at different stages. Card sorting is generative: participants group content items, ' +
        'written on cards, into categories. In an open sort they also name the groups, which shows ' +
        'their mental model and vocabulary. I would use 30 to 60 cards representing real content and ' +
        'around 15 to 30 participants to see reliable patterns, then analyze the similarity matrix and ' +
        'dendrogram to find natural groupings and common labels. A closed sort, with categories I ' +
        'provide, tests whether a proposed structure works. From the results, I draft a hierarchy. ' +
        'Tree testing is evaluative: participants see only the text hierarchy, without visual design, ' +
        'and try to find where they would complete realistic tasks, such as finding the return policy. ' +
        'With about 50 participants I measure success rate, directness, meaning success without ' +
        'backtracking, and first clicks, find where people go wrong, revise the labels or structure, ' +
        'and test again.',
      evaluationCriteria: [
        'Strong: distinguishes card sorting, generative, from tree testing, evaluative; weak: uses ' +
          'the methods interchangeably.',
        'Strong: knows open versus closed sorts and how to analyze results; weak: runs a sort with ' +
          'no analysis plan.',
        'Strong: designs tree tests with realistic tasks and measures success, directness and first ' +
          'clicks; weak: tests with visual designs or vague tasks.',
        'Strong: uses reasonable sample sizes and iterates; weak: tests with a handful of colleagues once.',
      ],
    },
    {
      id: 'skill-information-architecture-2',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What is the difference between information architecture and navigation, and what are the main ' +
        'parts of an information architecture?',
      answer:
        'Information architecture is the underlying structure of content: how it is organized, labeled ' +
        'and related, so people can find and understand it. Navigation is one way users experience ' +
        'that structure, through menus, breadcrumbs and links, so it is a visible expression of the ' +
        'architecture, not the whole of it. The classic components are organization systems, meaning ' +
        'how content is grouped, for example by topic, task, audience or date; labeling systems, the ' +
        "words used for categories and links, which should match users' language rather than internal " +
        'jargon; navigation systems, global, local and contextual; and search systems, including how ' +
        'results are ranked and filtered. Underneath sit taxonomies and metadata that let content be ' +
        'tagged, reused and filtered. Good information architecture starts with user research and a ' +
        'content inventory, and it has to scale as content grows.',
      evaluationCriteria: [
        'Strong: distinguishes the structure of information from the navigation interface; weak: ' +
          'treats IA as the navigation menu.',
        'Strong: names organization, labeling, navigation and search systems; weak: mentions only menus.',
        'Strong: mentions taxonomies and metadata and grounding in user research; weak: designs the ' +
          'structure from internal assumptions.',
      ],
    },
  ],
  MATLAB: [
    {
      id: 'skill-matlab-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What is the difference between * and .* in MATLAB, and why does vectorization matter?',
      answer:
        'The * operator is matrix multiplication, following linear algebra rules, so the inner ' +
        'dimensions must agree: a 3-by-2 matrix times a 2-by-4 matrix gives a 3-by-4 result. The .* ' +
        'operator multiplies element by element, so the arrays must be the same size or compatible for ' +
        'implicit expansion, which MATLAB has supported since R2016b. The same distinction applies to ' +
        '/ versus ./ and ^ versus .^, so squaring each element of a vector needs x.^2, while x^2 fails ' +
        'unless x is square. Vectorization means writing operations on whole arrays instead of loops ' +
        'over elements, for example y = a.*x.^2 + b rather than a for loop. It is usually clearer and ' +
        'often faster, because it uses optimized built-in routines, although the modern execution ' +
        'engine has reduced the penalty for loops. When a loop is necessary, I preallocate the output ' +
        'with zeros so the array does not grow in each iteration.',
      evaluationCriteria: [
        'Strong: distinguishes matrix from element-wise operators, with dimension rules; weak: uses ' +
          '* for element-wise work.',
        'Strong: applies it to related operators, such as .^ and ./; weak: fixes one operator and ' +
          'misses others.',
        'Strong: explains vectorization and preallocation; weak: grows arrays inside loops.',
      ],
    },
    {
      id: 'skill-matlab-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You are simulating a system of differential equations with ode45, and it runs extremely ' +
        'slowly with tiny time steps. What is likely happening, and what do you do?',
      answer:
        'This is the classic sign of a stiff system: the model has dynamics on very different time ' +
        'scales, such as fast electrical transients alongside slow thermal changes. An explicit solver ' +
        'such as ode45 must keep its step size tiny to stay stable for the fastest mode, even after ' +
        'that mode has died out, so it takes millions of steps. The fix is a stiff solver, such as ' +
        'ode15s, or ode23s, ode23t or ode23tb depending on the problem, which uses implicit methods ' +
        'stable at much larger steps. Supplying the Jacobian, or at least its sparsity pattern, ' +
        'through odeset speeds them up further. I would also review tolerances, since an overly tight ' +
        "RelTol or an AbsTol unsuited to the variable's scale forces small steps, and check the " +
        "model's units and scaling. If events such as switching occur, event functions avoid stepping " +
        'blindly across discontinuities.',
      evaluationCriteria: [
        'Strong: identifies stiffness and explains why explicit solvers take tiny steps; weak: ' +
          "blames the computer's speed.",
        'Strong: switches to an appropriate stiff solver, such as ode15s; weak: loosens the ' +
          'tolerance until it runs faster.',
        'Strong: provides a Jacobian or sparsity pattern and reviews tolerances; weak: uses default ' +
          'solver settings without review.',
        'Strong: considers scaling and event handling for discontinuities; weak: ignores scaling and ' +
          'discontinuities.',
      ],
    },
  ],
  'Meta Ads': [
    {
      id: 'skill-meta-ads-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you set up conversion tracking for Meta ads so the delivery system optimizes on real ' +
        'results?',
      answer:
        'I would use both the Meta Pixel in the browser and the Conversions API from the server, ' +
        'because browser restrictions, ad blockers and iOS privacy changes lose many pixel events. To ' +
        'avoid counting conversions twice, both sources send the same event name and a matching event ' +
        'ID so Meta deduplicates them. Server events should include customer information parameters, ' +
        'such as email and phone, hashed, to improve matching, which Events Manager reports as the ' +
        'Event Match Quality score. I would use standard events, such as Purchase, with value and ' +
        'currency, verify the domain, and test with the Test Events tool before launch. Then I choose ' +
        'an optimization event with enough volume: an ad set needs roughly 50 optimization events a ' +
        'week to exit the learning phase, so a low-volume business might optimize on add to cart or a ' +
        'qualified lead event at first. Finally, I compare Meta-reported conversions with our own ' +
        'records.',
      evaluationCriteria: [
        'Strong: combines the Pixel and Conversions API with deduplication by event ID; weak: counts ' +
          'conversions twice.',
        'Strong: improves match quality with hashed customer parameters; weak: sends minimal server data.',
        'Strong: uses standard events with values and tests before launch; weak: launches without ' +
          'testing events.',
        'Strong: chooses an optimization event with enough volume for the learning phase; weak: ' +
          'optimizes on a rare event with too little volume.',
      ],
    },
    {
      id: 'skill-meta-ads-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "A Meta campaign's cost per purchase has doubled over three weeks. How do you diagnose the cause?",
      answer:
        'I would break cost per purchase into its parts: CPM, click-through rate and conversion rate, ' +
        'since cost per purchase equals the cost per impression, CPM divided by 1,000, divided by both ' +
        'CTR and conversion rate. If CPM rose, the cause is the auction: seasonal competition, such as ' +
        'the fourth quarter, or a narrower audience. If CTR fell while frequency rose, the creative is ' +
        'fatigued and needs new concepts, not just new colors. If clicks held up but conversions fell, ' +
        'I would check the site: broken checkout, a price change, stock issues or slow pages, and the ' +
        'tracking itself, such as Conversions API errors or pixel changes, which can look like worse ' +
        'performance. I would also check for self-inflicted problems: frequent significant edits that ' +
        'reset the learning phase, budget increases that were too large at once, or overlapping ad ' +
        'sets competing with each other. Finally, I would compare with our own sales data, to confirm ' +
        'the change is real and not an attribution shift.',
      evaluationCriteria: [
        'Strong: decomposes cost per purchase into CPM, CTR and conversion rate; weak: looks only at ' +
          'cost per purchase.',
        'Strong: identifies creative fatigue from frequency and CTR trends; weak: swaps colors on ' +
          'the same ads.',
        'Strong: checks the website and tracking before blaming the platform; weak: blames the ' +
          "platform's algorithm first.",
        'Strong: considers learning-phase resets, budget changes and overlap, and verifies with ' +
          'first-party data; weak: edits campaigns daily.',
      ],
    },
  ],
  'Microsoft Project': [
    {
      id: 'skill-microsoft-project-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you build a schedule in Microsoft Project so the critical path is reliable?',
      answer:
        'I would set tasks to auto scheduled, because manually scheduled tasks ignore dependencies and ' +
        'break the calculation. Every task except the project start and finish needs at least one ' +
        'predecessor and one successor, so the network is complete; mostly finish-to-start links, with ' +
        'start-to-start or finish-to-finish and lags where the work genuinely overlaps. I would link ' +
        'detailed tasks rather than summary tasks. I avoid hard constraints such as Must Start On, ' +
        'which override the logic; when a date matters, I use a deadline, which flags a problem ' +
        'without fixing the date. Durations come from the people doing the work. Once resources are ' +
        'assigned and the plan is approved, I set a baseline so progress can be compared. Then I show ' +
        'critical tasks in the Gantt chart and check total slack: tasks with zero or negative slack ' +
        'drive the finish date, and I would investigate any unexpectedly large slack, which usually ' +
        'means a missing link.',
      evaluationCriteria: [
        'Strong: uses auto scheduling and a complete dependency network; weak: leaves tasks manually ' +
          'scheduled.',
        'Strong: avoids hard constraints and uses deadlines instead; weak: pins dates with Must Start On.',
        'Strong: sets a baseline and reviews critical tasks and total slack; weak: tracks progress ' +
          'with no baseline.',
        'Strong: recognizes missing links from unexpected slack; weak: trusts the critical path ' +
          'without checking slack.',
      ],
    },
    {
      id: 'skill-microsoft-project-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'After assigning resources, a key engineer is overallocated, and leveling pushes the finish ' +
        'date out by three weeks. How do you handle it?',
      answer:
        'First I would confirm the overallocation is real in the Resource Usage view, since a person ' +
        'assigned at 100 percent to two short overlapping tasks may be a scheduling artifact. I would ' +
        'check task types: with fixed units, fixed duration or fixed work, and effort-driven ' +
        'scheduling, changing assignments alters durations in different ways, so I need to know what ' +
        'Project will recalculate. Automatic leveling only delays tasks, so rather than accept the ' +
        'three weeks, I would look for better options: reassign some tasks to another qualified ' +
        "person, split long tasks, reduce the engineer's allocation on non-critical work, add help on " +
        'the critical tasks, or revisit dependencies that are preferences rather than real ' +
        'constraints. Leveling within available slack shows how much can be absorbed without moving ' +
        'the finish. Then I would present the remaining trade-off to the sponsor: the new date, or the ' +
        'resources or scope change needed to keep the old one.',
      evaluationCriteria: [
        'Strong: verifies overallocation in resource views; weak: trusts the red overallocation ' +
          'flags without checking.',
        'Strong: understands task types and effort-driven scheduling effects; weak: changes ' +
          'assignments without knowing what Project will recalculate.',
        'Strong: explores alternatives to automatic leveling, such as reassignment, splitting or ' +
          'revisiting dependencies; weak: accepts whatever automatic leveling produces.',
        'Strong: communicates the trade-off to the sponsor; weak: silently accepts the leveled date.',
      ],
    },
  ],
  Onboarding: [
    {
      id: 'skill-onboarding-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you design an onboarding program for new hires, and how do you measure whether it works?',
      answer:
        'I would design it in phases. Preboarding, between offer and start date, covers paperwork, ' +
        'equipment, system access and a welcome message, so the first day is not spent waiting for a ' +
        'laptop; in the US, Form I-9 Section 1 is due by the first day and Section 2 within three ' +
        'business days. The first week covers the organization, policies and required training, with ' +
        'the manager setting clear 30, 60 and 90-day goals and a buddy assigned for everyday ' +
        'questions. The first 90 days focus on role-specific learning, with scheduled check-ins at 30, ' +
        '60 and 90 days. Roles must be explicit: HR owns the framework and compliance, the manager ' +
        'owns goals and feedback, and the buddy owns informal support, with checklists for each. To ' +
        'measure it, I would track early attrition, such as 90-day retention, time to productivity as ' +
        'defined for each role, new-hire survey results at 30 and 90 days, and completion of required ' +
        'steps, then review results by department.',
      evaluationCriteria: [
        'Strong: structures onboarding in phases from preboarding through 90 days; weak: treats ' +
          'onboarding as a single orientation day.',
        'Strong: defines roles for HR, manager and buddy with checklists; weak: leaves ' +
          'responsibilities unclear.',
        'Strong: includes compliance steps, such as Form I-9 timing; weak: overlooks employment ' +
          'paperwork deadlines.',
        'Strong: measures outcomes, such as early attrition, time to productivity and surveys; weak: ' +
          'measures attendance at orientation.',
      ],
    },
    {
      id: 'skill-onboarding-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you improved an onboarding process using feedback or data.',
      answer:
        'Situation: In a growing company, 22 percent of new hires in customer-facing roles were ' +
        'leaving within their first 90 days, and exit comments mentioned feeling lost. Task: As the HR ' +
        'generalist responsible for onboarding, I was asked to find out why and fix it within two ' +
        'quarters. Action: I surveyed recent hires at 30 days and interviewed eight of them and their ' +
        'managers. The main issues were that training started a week late because accounts were not ' +
        'ready, and that new hires did not know whom to ask for help. I set up a preboarding checklist ' +
        'with IT so accounts were created before day one, introduced a buddy program with a short ' +
        'guide for buddies, and gave managers a 30-60-90 template with scheduled check-ins. Result: ' +
        'Within six months, 90-day attrition fell to 12 percent, 30-day survey scores on clarity of ' +
        'role rose from 3.1 to 4.2 out of 5, and managers adopted the template across other ' +
        'departments.',
      evaluationCriteria: [
        'Strong: uses data and direct feedback to find root causes; weak: changes things based on ' +
          'assumptions.',
        'Strong: makes specific changes matched to the causes; weak: launches a generic welcome program.',
        'Strong: involves managers and other departments, such as IT; weak: works on it alone within HR.',
        'Strong: reports measurable improvements; weak: describes activity rather than results.',
      ],
    },
  ],
  Pandas: [
    {
      id: 'skill-pandas-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What does SettingWithCopyWarning mean in pandas, how do you avoid it, and how does ' +
        'copy-on-write change things?',
      answer:
        'The warning appears when you assign to something that may be a copy rather than a view of the ' +
        'original DataFrame, most often through chained indexing, such as selecting rows with a ' +
        'boolean mask and then assigning to a column of the result in a second step. Depending on ' +
        'internal details, the assignment might update the original or only a temporary copy, so the ' +
        'change can silently vanish. The fix is to do selection and assignment in a single .loc call, ' +
        "such as df.loc[df['qty'] > 0, 'status'] = 'active', and to call .copy() explicitly when you " +
        'intend to create a separate DataFrame you will modify. Copy-on-write, available as an option ' +
        'in pandas 2.x and the default from pandas 3.0, makes behavior predictable: any DataFrame ' +
        'derived from another behaves as a copy, so chained assignment never modifies the original and ' +
        'pandas warns about it. Code that uses .loc for updates works the same under both models.',
      evaluationCriteria: [
        'Strong: explains chained indexing and the view-versus-copy ambiguity; weak: blames pandas ' +
          'for a spurious warning.',
        'Strong: fixes it with a single .loc assignment or an explicit .copy(); weak: silences the ' +
          'warning with pd.options.',
        'Strong: understands copy-on-write and its effect on chained assignment; weak: is unaware of ' +
          'copy-on-write.',
      ],
    },
    {
      id: 'skill-pandas-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You need to join a five-million-row transactions DataFrame to a customer table and compute ' +
        "each customer's share of their segment's revenue. How do you do it correctly and efficiently?",
      answer:
        'Correctness first. I would check that the key has the same dtype on both sides, since an ' +
        'integer key on one side and a string on the other silently matches nothing. Then merge with ' +
        "validate='many_to_one', which raises an error if the customer table has duplicate keys that " +
        'would multiply transactions, and indicator=True to count transactions without a matching ' +
        'customer, and compare row counts before and after. For the calculation, I would first ' +
        'aggregate revenue per customer with groupby, then compute segment totals with ' +
        "groupby('segment')['revenue'].transform('sum'), which returns a value aligned to each row, " +
        'and divide. That avoids row-wise apply, which is far slower. For efficiency, I would load ' +
        'only needed columns, use category dtypes for repeated strings such as segment, and aggregate ' +
        'before merging where possible, so the join runs on fewer rows. Finally, I would check that ' +
        'shares sum to one within each segment.',
      evaluationCriteria: [
        'Strong: validates the join with validate, indicator and row counts, and checks key dtypes; ' +
          'weak: merges without checking keys or row counts.',
        'Strong: uses groupby with transform for aligned group totals; weak: merges the totals back ' +
          'with a second groupby by hand.',
        'Strong: avoids row-wise apply and reduces memory with dtypes and early aggregation; weak: ' +
          'uses apply with a lambda for each row.',
        'Strong: sanity-checks results, such as shares summing to one; weak: trusts the output ' +
          'without checks.',
      ],
    },
  ],
  Phlebotomy: [
    {
      id: 'skill-phlebotomy-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'What is the order of draw for venipuncture, and why does it matter?',
      answer:
        'The order recommended by CLSI is: blood culture bottles or sterile tubes first; then sodium ' +
        'citrate tubes, light blue top, for coagulation; then serum tubes, with or without clot ' +
        'activator or gel, red or gold top; then heparin, green top; then EDTA, lavender or pink top; ' +
        'and finally sodium fluoride and potassium oxalate, gray top. The order prevents additive ' +
        'carryover from one tube to the next on the needle. For example, EDTA carried into a chemistry ' +
        'tube can falsely raise potassium and lower calcium, which might lead to wrong treatment ' +
        'decisions, and clot activator in a citrate tube can affect coagulation results. Sterile ' +
        'samples go first to reduce contamination. When drawing a light blue tube first with a ' +
        "butterfly set, I would draw a discard tube to fill the tubing's dead space, so the citrate " +
        'tube has the correct blood-to-additive ratio. Each tube is then inverted gently the number of ' +
        'times the manufacturer specifies.',
      evaluationCriteria: [
        'Strong: gives the correct CLSI order of draw; weak: uses an incorrect or partial order.',
        'Strong: explains additive carryover, with an example such as EDTA and potassium; weak: says ' +
          'only that it is the standard.',
        'Strong: knows the discard tube with a butterfly before citrate tubes; weak: omits the ' +
          'discard tube.',
        'Strong: mentions correct inversion of tubes; weak: shakes tubes vigorously.',
      ],
    },
    {
      id: 'skill-phlebotomy-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "The lab reports that a high share of your clinic's samples are hemolyzed or show falsely high " +
        'potassium. What could be causing it, and how do you fix it?',
      answer:
        'Most causes are in collection and handling. Hemolysis comes from using a very small needle ' +
        'with strong vacuum, pulling hard on a syringe plunger, forcing blood from a syringe into a ' +
        'tube through the needle, shaking tubes instead of gently inverting them, drawing before the ' +
        'alcohol has dried, and difficult draws with a lot of probing. Falsely high potassium without ' +
        'visible hemolysis often comes from fist pumping, a tourniquet left on longer than about one ' +
        'minute, EDTA carryover from an incorrect order of draw, or samples left unspun or exposed to ' +
        'temperature extremes before processing. I would review technique with the staff, ideally by ' +
        'observing draws, and check supplies, such as needle gauges and tube types. I would ' +
        'standardize the practices: tourniquet under a minute, no fist pumping, correct order of draw, ' +
        'gentle inversion, and transfer devices for syringes. Then I would track the hemolysis and ' +
        'rejection rates with the lab to confirm improvement.',
      evaluationCriteria: [
        'Strong: names mechanical causes of hemolysis, such as small needles, syringe force and ' +
          'shaking; weak: blames the lab analyzer.',
        'Strong: identifies causes of false potassium, such as fist pumping, tourniquet time and ' +
          'EDTA carryover; weak: does not connect potassium results to collection technique.',
        'Strong: considers handling and transport factors; weak: considers only the draw itself.',
        'Strong: retrains, standardizes practice and monitors rates with the lab; weak: issues a ' +
          'one-time reminder.',
      ],
    },
  ],
  'Presentation Skills': [
    {
      id: 'skill-presentation-skills-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you prepare a presentation for senior decision-makers who give you only 15 minutes?',
      answer:
        'I would put the conclusion first: the first minute states the recommendation or decision ' +
        'needed and the main reason, because senior audiences often interrupt or run short of time, ' +
        'and they should leave with the point even if we never reach slide three. The structure ' +
        'follows the pyramid principle: the main message, then three or so supporting arguments, each ' +
        'backed by evidence. Each slide has an action title, a full sentence stating its takeaway, so ' +
        'the titles alone tell the story, and detailed analysis moves to an appendix. I would plan for ' +
        'about ten minutes of content and leave time for discussion, which is where decisions get ' +
        'made. I would anticipate the hardest questions and prepare answers, and where possible speak ' +
        'with key attendees beforehand, so there are no surprises in the room. Finally, I would ' +
        'rehearse out loud with a timer, including a version cut to five minutes in case the slot ' +
        'shrinks.',
      evaluationCriteria: [
        'Strong: leads with the conclusion and the decision needed; weak: builds up to the ' +
          'conclusion at the end.',
        'Strong: structures the argument clearly, such as the pyramid principle, with action titles; ' +
          'weak: uses topic titles such as Background.',
        'Strong: leaves time for discussion and moves detail to an appendix; weak: fills all 15 ' +
          'minutes with slides.',
        'Strong: anticipates questions, pre-wires stakeholders and rehearses with timing; weak: ' +
          'improvises answers to predictable questions.',
      ],
    },
    {
      id: 'skill-presentation-skills-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Five minutes into your presentation, a senior attendee interrupts to say your numbers are ' +
        'wrong. What do you do?',
      answer:
        'I would stay calm and treat it as a question rather than an attack. I would thank them and ' +
        'ask which number and what they are comparing it with, because the disagreement is often about ' +
        'definitions, such as gross versus net, or a different time period. If I can see the ' +
        'explanation, I would clarify briefly. If they are right, I would say so plainly, explain the ' +
        'effect on the conclusion, and adjust; admitting an error quickly protects credibility far ' +
        'more than defending it. If I cannot resolve it on the spot, I would say I will check and ' +
        'follow up by a specific time, note it visibly, and continue with the parts of the ' +
        'presentation that do not depend on that number, so the meeting is not lost. Afterward, I ' +
        'would follow up as promised and fix the source of the discrepancy. Preparation reduces this ' +
        'risk: checking numbers against the sources the audience uses.',
      evaluationCriteria: [
        'Strong: stays calm and asks for specifics before responding; weak: argues immediately.',
        'Strong: concedes errors promptly and explains their impact on the conclusion; weak: defends ' +
          'the number regardless.',
        'Strong: commits to a follow-up and continues productively when the issue cannot be resolved ' +
          'live; weak: lets the question derail the whole presentation.',
        'Strong: follows up and reconciles data sources beforehand in future; weak: argues or ' +
          'dismisses the point.',
      ],
    },
  ],
  'Preventive Maintenance': [
    {
      id: 'skill-preventive-maintenance-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'As a {role}, how do you decide what preventive maintenance to perform and how often?',
      answer:
        "The manufacturer's recommendations are the baseline: for vehicles, the service schedule in " +
        "the owner's or service information, including the severe-service schedule for vehicles that " +
        "tow, idle a lot or make short trips; for electrical equipment, the manufacturer's " +
        'instructions and NFPA 70B, which became a standard in 2023 and sets intervals based on the ' +
        "equipment's condition, criticality and environment. I adjust from there. Equipment that is " +
        'critical, heavily used or in harsh conditions needs shorter intervals, and failure history ' +
        'shows where problems recur. Where practical, I add condition-based checks that show when ' +
        'maintenance is actually needed: oil and fluid analysis, battery and charging tests, tire and ' +
        'brake measurements, infrared thermography of electrical connections or insulation resistance ' +
        'testing. Each task follows a checklist, and the results are recorded with readings, not just ' +
        'a tick, so trends reveal deterioration before a failure.',
      evaluationCriteria: [
        'Strong: starts from manufacturer schedules and relevant standards, such as severe-service ' +
          'schedules or NFPA 70B; weak: sets intervals by habit.',
        'Strong: adjusts intervals for criticality, usage, environment and failure history; weak: ' +
          'applies the same schedule everywhere.',
        'Strong: uses condition-based checks appropriate to the field; weak: replaces parts on a ' +
          'fixed schedule only.',
        'Strong: records actual readings and tracks trends; weak: ticks boxes without data.',
      ],
    },
    {
      id: 'skill-preventive-maintenance-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A customer wants to skip or stretch scheduled maintenance to save money. How do you respond?',
      answer:
        'I would respect that it is their decision and their budget, and help them make it with good ' +
        'information. First I would explain, in plain terms, what each item does and what happens if ' +
        'it is skipped: some items are low risk to delay, while others, such as brake fluid, a timing ' +
        'belt, or tightening and testing electrical connections, can lead to a failure that costs far ' +
        'more or creates a safety hazard. I would prioritize the list into what should be done now, ' +
        'what can wait until a set date, and what could be checked first to see if it is needed, such ' +
        'as measuring wear or testing rather than replacing. I would mention effects on warranties or ' +
        'insurance where relevant, since some require proof of maintenance. If they decline ' +
        'safety-critical work, I would document the recommendation and their decision, for example on ' +
        'the work order, and follow up on the deferred items later.',
      evaluationCriteria: [
        'Strong: explains the consequences of skipping each item clearly and without pressure; weak: ' +
          'uses scare tactics to sell the work.',
        'Strong: prioritizes by risk and offers inspection-based alternatives; weak: presents the ' +
          'list as all or nothing.',
        'Strong: mentions warranty or insurance implications; weak: does not mention warranty consequences.',
        'Strong: documents declined safety-critical recommendations and follows up; weak: lets the ' +
          'customer decline without a record.',
      ],
    },
  ],
  'Process Mapping': [
    {
      id: 'skill-process-mapping-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What are a SIPOC, a swimlane diagram and a value stream map, and when would you use each?',
      answer:
        'A SIPOC is a high-level scoping tool listing suppliers, inputs, the process in five to seven ' +
        'steps, outputs and customers. I use it at the start of a project to agree on the process ' +
        'boundaries and who is involved before drawing details. A swimlane diagram, or ' +
        'cross-functional flowchart, often drawn in BPMN notation, shows each step, decision and ' +
        'handoff, with a lane for each role or department, so it reveals who does what and where work ' +
        'passes between teams, which is where delays and errors cluster. A value stream map adds data ' +
        'to the flow: processing time for each step, waiting time between steps, queues and rework ' +
        'rates, so you can compare total lead time with the time someone actually works on the item ' +
        'and target the biggest waits. I would use a value stream map when the goal is speed or ' +
        'efficiency and a swimlane diagram when the goal is clarity of roles.',
      evaluationCriteria: [
        'Strong: defines each tool accurately; weak: confuses the three tools.',
        'Strong: explains when each is useful: scoping, roles and handoffs, or time and flow; weak: ' +
          'uses one tool for every purpose.',
        'Strong: mentions lead time versus process time or BPMN notation; weak: describes maps ' +
          'without data.',
      ],
    },
    {
      id: 'skill-process-mapping-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An invoice approval process takes 12 days on average. How would you map it and find improvements?',
      answer:
        'I would map the process as it really works, not as the policy says. That means walking ' +
        'through it with the people who do each step, looking at real invoices and system records, and ' +
        'including exceptions and rework loops, such as invoices returned for missing purchase order ' +
        'numbers. I would draw it as a swimlane map across accounts payable, approvers and purchasing, ' +
        'then add timing data: for a sample of invoices, how long each step takes to work and how long ' +
        'the invoice waits before it. Typically, actual work is an hour or less while most of the 12 ' +
        'days is waiting in inboxes, queues and rework. The improvements follow from the biggest ' +
        'waits: approval limits so small invoices skip layers, automatic matching to purchase orders, ' +
        'reminders and escalation after a set time, and fixing the cause of rework at the source. I ' +
        'would agree on a target, pilot the to-be process and measure the new cycle time.',
      evaluationCriteria: [
        'Strong: maps the actual as-is process with the people involved, including exceptions; weak: ' +
          'maps the process from the policy manual.',
        'Strong: collects time data separating work time from waiting; weak: measures only total ' +
          'cycle time.',
        'Strong: targets the largest waits and rework causes with specific improvements; weak: ' +
          'proposes automation without analysis.',
        'Strong: pilots and measures the result; weak: rolls out changes without measuring.',
      ],
    },
  ],
  Proofreading: [
    {
      id: 'skill-proofreading-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What techniques do you use to catch errors when proofreading?',
      answer:
        'The main challenge is that the brain reads what it expects, so my techniques all force a ' +
        'fresh look. I read in several passes, each for one thing: running text, then names, numbers, ' +
        'dates and prices, then headings, captions and footers, which people tend to skip, then links ' +
        'or contact details. I read aloud or use text-to-speech, which catches missing and repeated ' +
        'words. I change the format, printing it or changing the font and width, and for spelling ' +
        'alone, I sometimes read backwards word by word so meaning does not distract me. Time away ' +
        'helps, even an hour, and so does a second reader for important pieces. I check against the ' +
        'approved copy when one exists. Spell-check is a first step, not a safeguard, since it misses ' +
        'correctly spelled wrong words such as form for from. I also keep a list of errors I tend to ' +
        'make and check for them.',
      evaluationCriteria: [
        'Strong: uses several focused passes, including often-skipped elements; weak: reads the text ' +
          'once from start to finish.',
        'Strong: uses techniques that defeat reading what you expect, such as reading aloud or ' +
          'changing format; weak: rereads silently on screen.',
        'Strong: knows spell-check misses wrong but valid words and uses a personal error list or ' +
          'second reader; weak: relies on spell-check.',
      ],
    },
    {
      id: 'skill-proofreading-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You are proofreading the final print proof of a brochure and the matching web landing page. ' +
        'What do you check beyond spelling?',
      answer:
        'For both, I compare against the final approved copy to catch text that was dropped or changed ' +
        'in layout, and check consistency of style: capitalization, number formats, product names and ' +
        'punctuation. Facts that carry risk get a dedicated pass: prices, dates, phone numbers, ' +
        'addresses and legal disclaimers. On the print proof, I look at layout problems: widows and ' +
        'orphans, awkward line breaks and hyphenation, text running into margins, misaligned elements, ' +
        'captions matching their images, and page numbers and running heads. On the web page, I click ' +
        'every link and button, test any form, check the page at phone and desktop widths, and check ' +
        'the page title, meta description and image alt text. I mark corrections clearly, using ' +
        'standard proofreading marks or precise PDF comments, and avoid rewriting at this stage, since ' +
        'changes on a final proof are expensive and can introduce new errors.',
      evaluationCriteria: [
        'Strong: compares the proof with the approved copy and checks style consistency; weak: ' +
          'checks spelling only.',
        'Strong: gives a dedicated pass to high-risk facts such as prices, dates and disclaimers; ' +
          'weak: treats all text the same.',
        'Strong: checks layout issues in print and functional elements on the web; weak: proofreads ' +
          'the web page like a printed page.',
        'Strong: marks corrections clearly and avoids rewriting at proof stage; weak: rewrites ' +
          'sentences on the final proof.',
      ],
    },
  ],
  'Quarterly Business Reviews': [
    {
      id: 'skill-quarterly-business-reviews-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you structure a quarterly business review so the client finds it valuable rather than ' +
        'a sales pitch?',
      answer:
        "Preparation starts with the client's goals, the ones we agreed at the last review or at " +
        'onboarding. I would agree on the agenda with my main contact in advance, and make sure the ' +
        'right people attend, including someone with budget authority at least twice a year. The core ' +
        'of the meeting is value delivered against those goals, expressed in their terms, such as ' +
        'hours saved, costs reduced or service levels met, with data from both sides. Then adoption ' +
        'insights: where usage is strong, where it is lagging, and what that means for them. I would ' +
        'cover service performance honestly, including problems and what we did about them. A short ' +
        'look ahead at relevant product changes, and recommendations tied to their goals, come next, ' +
        'rather than a general pitch. We finish by agreeing on goals for next quarter and a mutual ' +
        'action list with owners, which I send in a written summary within a day or two.',
      evaluationCriteria: [
        "Strong: anchors the review on the client's goals and agrees the agenda and attendees; weak: " +
          'presents a standard deck to every client.',
        "Strong: shows value in the client's terms with data; weak: shows activity metrics such as " +
          'logins only.',
        'Strong: reports service issues honestly and includes adoption insights; weak: leaves out problems.',
        'Strong: ends with agreed goals and mutual actions and a written summary; weak: ends without ' +
          'agreed next steps.',
      ],
    },
    {
      id: 'skill-quarterly-business-reviews-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "Preparing for a quarterly business review, you see that the client's usage has dropped 30 " +
        'percent, and their executive sponsor will attend. How do you handle it?',
      answer:
        'I would not hide it or bury it at the end, because the executive may already know, and ' +
        'finding out from us with a plan builds trust. Before the meeting, I would investigate: where ' +
        'usage dropped, by team or feature, and talk to my day-to-day contacts and users to learn why, ' +
        'such as a reorganization, a champion leaving, a competing tool, a product problem or a ' +
        'seasonal pattern. I would bring in my own manager or product team if the cause is on our ' +
        'side. In the meeting, I would present the trend openly, with the diagnosis and a concrete ' +
        'plan, such as retraining a new team, fixing an integration, or adjusting the rollout, and ask ' +
        'the executive what their priorities are now, since the drop may reflect a change in their ' +
        'goals. We would agree on actions and a checkpoint before the next review, and I would update ' +
        'my account risk assessment and renewal forecast internally.',
      evaluationCriteria: [
        'Strong: investigates the cause before the meeting with users and internal teams; weak: ' +
          'walks in with only the usage chart.',
        'Strong: presents the decline openly with a diagnosis and plan; weak: hides the drop or ' +
          'explains it away.',
        "Strong: asks about the executive's current priorities; weak: presents a plan without asking.",
        'Strong: agrees actions and a checkpoint and updates internal risk forecasts; weak: avoids ' +
          'the topic.',
      ],
    },
  ],
  Revit: [
    {
      id: 'skill-revit-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Explain families, types and instances in Revit, and when you would use type versus instance ' +
        'parameters.',
      answer:
        'Everything in Revit belongs to a family. System families, such as walls, floors, roofs and ' +
        'ceilings, are defined in the project. Loadable families, such as doors, furniture and ' +
        'fixtures, are separate .rfa files loaded into the project, and in-place families are one-off ' +
        'elements modeled in the project. A family contains types, such as a door in 36 by 80 inch and ' +
        '32 by 80 inch sizes. An instance is each placed element. Type parameters are shared by every ' +
        'instance of that type, so changing one changes them all, which suits properties that should ' +
        'be consistent and scheduled, such as size, material or manufacturer. Instance parameters vary ' +
        'element by element, such as sill height, mark or room-specific comments. For data that must ' +
        'appear in schedules and tags across families, I use shared parameters. I avoid in-place ' +
        'families for repeated elements, since they cannot be scheduled and managed like loadable ' +
        'ones.',
      evaluationCriteria: [
        'Strong: distinguishes system, loadable and in-place families; weak: treats all families the same.',
        'Strong: explains types and instances correctly; weak: confuses types and instances.',
        'Strong: chooses type versus instance parameters sensibly with examples; weak: makes ' +
          'everything instance parameters.',
        'Strong: mentions shared parameters or the limits of in-place families; weak: models ' +
          'repeated items as in-place families.',
      ],
    },
    {
      id: 'skill-revit-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Several people will work in the same Revit model at once. How do you set up and run ' +
        'worksharing to avoid lost work and conflicts?',
      answer:
        'I would enable worksharing and create a central model, on Revit Cloud Worksharing or a file ' +
        "or Revit Server depending on the team's setup, and everyone works in a local copy created " +
        'when they open the model, never in the central file directly. Worksets are organized to match ' +
        'how the work is divided, such as by building area or discipline, with linked models, such as ' +
        'structure and MEP, on their own worksets so they can be unloaded for performance. People sync ' +
        'with central frequently, at least every hour or two and before breaks, and relinquish ' +
        "elements they have borrowed, so others can edit them. Other disciplines' models are linked " +
        'using shared coordinates rather than copied in. I would set view templates and standards so ' +
        'views stay consistent, and monitor model health: warnings, file size, unused families to ' +
        'purge and regular audits. For archiving or issuing, I would detach from central, and I would ' +
        'keep backups of the central model.',
      evaluationCriteria: [
        'Strong: uses a central model with local copies and never works in central directly; weak: ' +
          'works directly in the central file.',
        'Strong: organizes worksets logically, including links; weak: puts everything on one workset.',
        'Strong: syncs frequently and relinquishes borrowed elements; weak: syncs once a day.',
        'Strong: uses shared coordinates and maintains model health, audits and backups; weak: ' +
          "copies other disciplines' models into their own.",
      ],
    },
  ],
  'SOX Compliance': [
    {
      id: 'skill-sox-compliance-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What do Sections 302 and 404 of the Sarbanes-Oxley Act require, and how is a key control tested?',
      answer:
        'Section 302 requires the CEO and CFO to certify each quarterly and annual report: that it is ' +
        'accurate, and that they are responsible for disclosure controls and internal control, have ' +
        'evaluated them and disclosed significant deficiencies and fraud to the auditors and audit ' +
        'committee. Section 404(a) requires management to assess the effectiveness of internal control ' +
        'over financial reporting each year, usually against the COSO 2013 framework, and 404(b) ' +
        'requires the external auditor to attest to that assessment for accelerated and large ' +
        'accelerated filers. Testing a key control starts with a walkthrough to confirm understanding, ' +
        'then a test of design: would the control, performed as described, prevent or detect a ' +
        'material misstatement? Then a test of operating effectiveness over a sample, sized by ' +
        'frequency, for example 25 for a daily control and 2 for a quarterly one, checking evidence of ' +
        'what the reviewer actually examined, not just a signature.',
      evaluationCriteria: [
        'Strong: describes Section 302 certifications and Section 404(a) and 404(b) accurately; ' +
          'weak: confuses the sections or the filers they apply to.',
        'Strong: references COSO and knows which filers need auditor attestation; weak: cannot name ' +
          'the framework.',
        'Strong: explains walkthroughs and tests of design and operating effectiveness; weak: tests ' +
          'only that a signature exists.',
        'Strong: sizes samples by frequency and looks for evidence of review precision; weak: ' +
          'accepts a sign-off.',
      ],
    },
    {
      id: 'skill-sox-compliance-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'While testing a key journal entry review control, you find it was not performed for 2 of 25 ' +
        'samples. How do you evaluate the exception?',
      answer:
        'First I would understand the exceptions: why the review was missed, whether the two entries ' +
        'were themselves correct, and whether it was an isolated lapse, such as a reviewer on leave, ' +
        'or a breakdown. With two deviations in 25, the control generally cannot be concluded ' +
        'effective, since typical sampling plans for a control like this allow no exceptions, or at ' +
        'most one with an expanded sample, so it is a deficiency. Expanding the sample to rescue the ' +
        'conclusion is rarely appropriate. Then I would evaluate severity: is there a reasonable ' +
        'possibility that a material misstatement would not be prevented or detected in time? That ' +
        'depends on the potential magnitude of misstatement in the entries the control covers, and ' +
        'whether compensating controls, such as a detailed account reconciliation or analytical ' +
        'review, operate at a precision that would catch a material error. The result is a deficiency, ' +
        'a significant deficiency or a material weakness. I would document the evaluation, agree ' +
        'remediation, retest after a sufficient period, and report significant deficiencies and ' +
        'material weaknesses to the audit committee.',
      evaluationCriteria: [
        'Strong: investigates the cause of the exceptions and the correctness of the affected ' +
          'entries; weak: records the exceptions without asking why.',
        'Strong: concludes the control is not operating effectively and does not expand samples to ' +
          'rescue it; weak: expands the sample until the rate looks acceptable.',
        'Strong: evaluates severity using reasonable possibility, magnitude and compensating ' +
          'controls; weak: treats any exception as a material weakness.',
        'Strong: classifies correctly, remediates, retests and communicates to the audit committee; ' +
          'weak: stops at the deficiency without remediation or reporting.',
      ],
    },
  ],
  'TCP/IP': [
    {
      id: 'skill-tcp-ip-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Split the network 192.168.10.0/24 into subnets for four departments of up to 50 hosts each. ' +
        'What are the subnets?',
      answer:
        'Each subnet needs at least 52 addresses, 50 hosts plus the network and broadcast addresses, ' +
        'so 6 host bits, 64 addresses with 62 usable, are enough. That gives a /26 prefix, mask ' +
        '255.255.255.192, and a /24 splits into exactly four of them. The first is 192.168.10.0/26, ' +
        'with usable hosts .1 to .62 and broadcast .63. The second is 192.168.10.64/26, hosts .65 to ' +
        '.126, broadcast .127. The third is 192.168.10.128/26, hosts .129 to .190, broadcast .191. The ' +
        'fourth is 192.168.10.192/26, hosts .193 to .254, broadcast .255. The gateway would usually be ' +
        'the first usable address in each subnet. One caution: 62 usable addresses leave only about a ' +
        'dozen spare per department, fewer once printers, phones and the gateway take addresses, so if ' +
        'growth is expected I would allocate larger subnets from a bigger private range rather than ' +
        'fit everything into one /24.',
      evaluationCriteria: [
        'Strong: chooses /26 and explains why, including network and broadcast addresses; weak: ' +
          'chooses /24 per department or forgets reserved addresses.',
        'Strong: lists all four subnets with correct host ranges and broadcasts; weak: makes errors ' +
          'in boundaries or broadcast addresses.',
        'Strong: notes the limited growth headroom and plans address space accordingly; weak: ' +
          "allocates exactly to today's headcount.",
      ],
    },
    {
      id: 'skill-tcp-ip-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'An application cannot connect to a server port. Using what you know about TCP, how do you ' +
        'tell whether the problem is routing, a firewall or the service itself?',
      answer:
        'The failure mode is the first clue. Connection refused means a TCP reset came back: the host ' +
        'is reachable, but nothing is listening on that port, or a firewall is actively rejecting. A ' +
        'timeout means packets are being dropped silently: a firewall drop rule, a routing problem or ' +
        'a host that is down. I would test the port directly with Test-NetConnection -Port, nc -zv or ' +
        'curl, since ping only tests ICMP, which is often blocked anyway. On the server, ss -ltnp or ' +
        'netstat shows whether the service is listening and on which address, since a service bound to ' +
        '127.0.0.1 refuses outside connections. A packet capture with tcpdump or Wireshark settles it: ' +
        'a SYN with no SYN-ACK points to the path or firewall; a handshake that completes followed by ' +
        'a reset points to the application. If the handshake works but large transfers or TLS ' +
        'handshakes hang, I would suspect an MTU problem with ICMP blocked, and asymmetric routing ' +
        'through stateful firewalls.',
      evaluationCriteria: [
        'Strong: distinguishes refused, a reset, from timeout, a silent drop, and what each implies; ' +
          'weak: treats every failure as the network being down.',
        'Strong: tests the TCP port directly and checks listening sockets and bind addresses; weak: ' +
          'relies on ping.',
        'Strong: uses packet capture to read the handshake; weak: guesses without capturing traffic.',
        'Strong: knows subtler causes, such as MTU black holes or asymmetric routing; weak: stops at ' +
          'basic checks.',
      ],
    },
  ],
  'Territory Management': [
    {
      id: 'skill-territory-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You have 120 accounts in your territory and can make about 80 field visits a month. How do ' +
        'you decide which accounts get your time?',
      answer:
        'I would tier accounts by potential, not by current revenue alone: size, fit with our ideal ' +
        'customer profile, whitespace for products they do not yet buy, and relationship strength. Say ' +
        '15 A accounts get two visits a month, 30 visits; 35 B accounts get one a month, 35 visits; ' +
        'that leaves 15 visits, so the 70 C accounts cannot all be visited quarterly, which would need ' +
        'about 23 a month. I would cover most C accounts by phone, video and email, visiting only ' +
        'those with a live opportunity, or move B accounts to every six weeks if the data supports it. ' +
        'Then I would plan routes by clustering visits geographically, so travel time does not eat the ' +
        'capacity, and schedule A account meetings first. I would track revenue and pipeline by tier ' +
        'and review the tiers quarterly, promoting accounts that show new potential.',
      evaluationCriteria: [
        'Strong: tiers accounts by potential and fit, not just current revenue; weak: visits whoever ' +
          'they know best.',
        'Strong: does the capacity arithmetic and adjusts coverage to fit; weak: promises coverage ' +
          'that exceeds capacity.',
        'Strong: uses remote coverage for lower tiers and plans efficient routes; weak: drives ' +
          'between accounts in no particular order.',
        'Strong: tracks results and reviews tiers regularly; weak: sets tiers once and never revisits them.',
      ],
    },
    {
      id: 'skill-territory-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'You inherit a territory from a salesperson who left suddenly. Several key accounts are ' +
        'unhappy, and the pipeline is thin. What do you do in your first 90 days?',
      answer:
        'In the first two weeks, I would review the CRM and talk to my manager and support teams to ' +
        'list every open issue, renewal date and opportunity, then contact the key accounts ' +
        'personally, starting with the unhappy ones and upcoming renewals. In those conversations I ' +
        'would mostly listen, acknowledge what went wrong, and agree on specific fixes with dates, ' +
        'pulling in support or management where needed, then follow through visibly. Trust comes back ' +
        'through kept promises, not a pitch. In parallel, I would rebuild the pipeline: tier the ' +
        'accounts by potential, look for whitespace and lapsed customers, and start a prospecting plan ' +
        'for high-fit accounts we do not yet serve. By day 90, I would want every key account ' +
        'contacted with an account plan, no unresolved escalations, and pipeline coverage heading ' +
        'toward our target, and I would report progress to my manager every couple of weeks.',
      evaluationCriteria: [
        'Strong: quickly inventories issues, renewals and opportunities; weak: starts prospecting ' +
          'before reviewing the accounts.',
        'Strong: contacts unhappy key accounts early, listens and delivers specific fixes; weak: ' +
          'sends an introductory email and pitches.',
        'Strong: rebuilds pipeline in parallel through tiering, whitespace and prospecting; weak: ' +
          'waits to fix relationships before building pipeline.',
        'Strong: sets 90-day goals and communicates progress; weak: has no measures for the first 90 days.',
      ],
    },
  ],
  'Transportation Management': [
    {
      id: 'skill-transportation-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you choose between parcel, less-than-truckload and full truckload for a shipment, and ' +
        'what drives LTL cost?',
      answer:
        'Parcel suits individual packages, generally under about 150 pounds each. LTL suits roughly ' +
        'one to six pallets or 150 to 15,000 pounds, where the shipment shares a trailer and moves ' +
        'through terminals, which adds handling and transit time. Full truckload makes sense when the ' +
        'load fills much of a trailer, often ten or more pallets, or when speed, security or fragility ' +
        'justifies a dedicated truck, and it can be cheaper than a large LTL shipment, so I compare ' +
        'both quotes. LTL pricing depends on freight class under the National Motor Freight ' +
        'Classification, which is largely based on density, with the 2025 update moving many items to ' +
        'density-based classes, plus weight, distance, fuel surcharge and accessorials such as ' +
        'liftgate, residential or limited-access delivery and inside delivery. Accurate weights, ' +
        'dimensions and class avoid costly reweigh and reclassification charges, and better ' +
        'palletizing that increases density can lower the class.',
      evaluationCriteria: [
        'Strong: gives sensible ranges for parcel, LTL and FTL and compares quotes near the ' +
          'break-even; weak: always books the same mode.',
        'Strong: explains freight class and density, including the current NMFC approach; weak: does ' +
          'not know how freight class is set.',
        'Strong: names accessorials and fuel surcharges as cost drivers; weak: compares base rates only.',
        'Strong: avoids reweigh and reclass charges with accurate data and better packing; weak: ' +
          'accepts reclass charges as normal.',
      ],
    },
    {
      id: 'skill-transportation-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "A key carrier's on-time delivery has slipped to 82 percent, and customers are complaining. " +
        'What do you do?',
      answer:
        'I would start with data: on-time performance by lane, origin, destination and day of week, ' +
        'and the reasons behind late loads. Part of the problem may be ours, such as late tenders, ' +
        "loads not ready at pickup, or long dock waits that push the carrier's drivers past their " +
        "hours of service, so I would check our side honestly. Then I would meet the carrier's account " +
        'manager with the scorecard, agree on the causes and a corrective action plan with targets and ' +
        'dates, such as dedicated capacity on the worst lanes. In the meantime, I would protect ' +
        'customers: move the worst lanes to backup carriers in the routing guide, prioritize critical ' +
        'orders and give customer service accurate delivery estimates. I would review the contract for ' +
        'service commitments and remedies. If performance does not recover by the agreed date, I would ' +
        'shift volume permanently, and in the longer term avoid depending on one carrier for critical ' +
        'lanes.',
      evaluationCriteria: [
        "Strong: analyzes on-time data by lane and root cause, including the shipper's own " +
          'contribution; weak: blames the carrier without looking at their own operations.',
        'Strong: works with the carrier on a scorecard-based corrective action plan; weak: threatens ' +
          'to pull all the freight immediately.',
        'Strong: protects customers with backup carriers and communication; weak: waits for ' +
          'customers to complain.',
        'Strong: uses contract remedies and reduces dependence on a single carrier; weak: keeps ' +
          'relying on one carrier.',
      ],
    },
  ],
  'Unit Testing': [
    {
      id: 'skill-unit-testing-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What makes a good unit test?',
      answer:
        'A good unit test is fast, isolated and deterministic: it runs in milliseconds, does not ' +
        'depend on other tests, the network, a real database or the clock, and gives the same result ' +
        'every time. It tests behavior through the public interface rather than implementation ' +
        'details, so refactoring without changing behavior does not break it. It follows a clear ' +
        'arrange, act, assert structure and checks one behavior, so a failure points to one cause, and ' +
        'its name describes the scenario and expected result, such as ' +
        'returns_zero_total_for_empty_cart. Time, randomness and external services are injected so ' +
        'tests can control them, using simple fakes or stubs rather than heavy mocking of every ' +
        'collaborator. Good tests cover edge cases, such as empty inputs, boundaries and error paths, ' +
        'not just the happy path. Finally, a test is only useful if it can fail, so I make sure it ' +
        'fails when the behavior is broken.',
      evaluationCriteria: [
        'Strong: describes fast, isolated and deterministic tests; weak: writes tests that hit the ' +
          'network or depend on order.',
        'Strong: tests behavior through the public interface rather than implementation details; ' +
          'weak: tests private methods directly.',
        'Strong: uses clear structure and names and covers edge cases; weak: writes tests named ' +
          'test1 with no edge cases.',
        'Strong: controls time and dependencies with injection and fakes; weak: mocks everything.',
      ],
    },
    {
      id: 'skill-unit-testing-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your test suite has become slow and flaky, and developers rerun CI until it passes. How do ' +
        'you fix it?',
      answer:
        'First I would measure: which tests fail intermittently, using CI history or automatic rerun ' +
        'detection, and which take the most time. Flaky tests get quarantined with an owner and a ' +
        'ticket, so they stop blocking work without being forgotten, and I would make clear that ' +
        'retries are not a fix. The common causes have known cures: dependence on the current time or ' +
        'time zones, fixed with an injected clock; randomness, fixed with seeds; shared state or ' +
        'test-order dependence, fixed by isolating setup and teardown; real network or file system ' +
        'calls, replaced with fakes or hermetic test environments; and sleeps in asynchronous tests, ' +
        'replaced by waiting for a condition. For speed, I would move slow integration tests out of ' +
        'the unit suite into a separate stage, parallelize the suite, and remove redundant end-to-end ' +
        'tests covered elsewhere. I would track flakiness and duration over time on a dashboard.',
      evaluationCriteria: [
        'Strong: measures flaky and slow tests before acting and quarantines with ownership; weak: ' +
          'deletes or reruns tests at random.',
        'Strong: names common causes, such as time, randomness, shared state and sleeps, with ' +
          'specific fixes; weak: adds sleeps and retries.',
        'Strong: improves speed through test layering and parallelization; weak: runs everything in ' +
          'one slow stage.',
        'Strong: rejects retries as a solution and tracks metrics over time; weak: adds automatic ' +
          'retries and moves on.',
      ],
    },
  ],
  'Variance Analysis': [
    {
      id: 'skill-variance-analysis-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'The standard is 2 kg of material per unit at $5 per kg. You produced 1,000 units using 2,200 ' +
        'kg bought at $4.80 per kg. Calculate and interpret the price and usage variances.',
      answer:
        'The price variance is actual quantity times the difference between actual and standard price: ' +
        '2,200 x ($4.80 - $5.00) = $440 favorable. The usage variance is standard price times the ' +
        'difference between actual and standard quantity for the output: standard quantity is 1,000 x ' +
        '2 = 2,000 kg, so $5.00 x (2,200 - 2,000) = $1,000 unfavorable. Together they make a net $560 ' +
        'unfavorable, which matches actual cost of $10,560 against standard cost of $10,000. The ' +
        'interpretation matters more than the arithmetic: the two variances may be linked. If ' +
        'purchasing bought cheaper, lower-quality material, it may have caused more waste in ' +
        'production, so the purchasing saving cost the company overall. I would talk to purchasing and ' +
        'production before attributing responsibility, and check whether the standard itself is still ' +
        'realistic.',
      evaluationCriteria: [
        'Strong: calculates the price variance, $440 favorable, correctly; weak: mixes up actual and ' +
          'standard prices.',
        'Strong: calculates the usage variance, $1,000 unfavorable, and reconciles to the total; ' +
          'weak: uses actual price for the usage variance.',
        'Strong: interprets the link between cheaper material and higher usage; weak: treats the ' +
          'variances as unrelated.',
        'Strong: investigates with the responsible teams and questions the standard; weak: blames ' +
          'production immediately.',
      ],
    },
    {
      id: 'skill-variance-analysis-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "A department's expenses are 15 percent over budget, but volume was 20 percent higher than " +
        'planned. Is the department overspending?',
      answer:
        'A static budget comparison cannot answer that, so I would use a flexible budget. Suppose the ' +
        'budget was $500,000: $200,000 fixed and $300,000 variable for 10,000 units, or $30 per unit. ' +
        'Actual volume was 12,000 units and actual spending $575,000, 15 percent over. The flexible ' +
        'budget at actual volume is $200,000 plus 12,000 x $30, or $560,000. So $60,000 of the overrun ' +
        'is simply the volume variance, the cost of doing more work, while the spending variance is ' +
        'only $15,000, about 2.7 percent over the flexed budget. That smaller amount is the real ' +
        'question: I would split it into fixed and variable lines to find where it arose, such as ' +
        'overtime to handle the extra volume or a price increase. The analysis depends on classifying ' +
        'costs correctly, so I would check that the fixed and variable split reflects how costs ' +
        'actually behave, including step costs.',
      evaluationCriteria: [
        'Strong: explains why a static budget comparison misleads when volume changes; weak: calls ' +
          'the department overspent by 15 percent.',
        'Strong: builds a flexible budget and calculates the volume and spending variances ' +
          'correctly; weak: flexes fixed costs along with variable costs.',
        'Strong: investigates the remaining spending variance by line; weak: stops at the total.',
        'Strong: checks the fixed and variable cost classification, including step costs; weak: ' +
          'assumes the fixed and variable split is correct.',
      ],
    },
  ],
  'Vital Signs': [
    {
      id: 'skill-vital-signs-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What are the normal ranges for adult vital signs, and which technique errors make blood ' +
        'pressure readings inaccurate?',
      answer:
        'For a resting adult, heart rate is typically 60 to 100 beats per minute, respiratory rate 12 ' +
        'to 20 breaths per minute, oral temperature about 97.8 to 99.1 degrees Fahrenheit, and oxygen ' +
        'saturation 95 to 100 percent, though providers may set lower targets for some patients, such ' +
        'as those with COPD. Under the ACC/AHA guideline, normal blood pressure is below 120 over 80, ' +
        'elevated is 120 to 129 systolic, stage 1 hypertension is 130 to 139 or 80 to 89, and stage 2 ' +
        'is 140 or higher, or 90 or higher. Common technique errors are a cuff that is too small, ' +
        'which reads falsely high, or too large; an arm not supported at heart level; legs crossed or ' +
        'feet not flat; the patient talking; no five-minute rest; a cuff over clothing; and caffeine, ' +
        'exercise or smoking within 30 minutes. I would recheck abnormal readings and record which arm ' +
        'and position were used.',
      evaluationCriteria: [
        'Strong: gives correct normal ranges for heart rate, respiration, temperature and oxygen ' +
          'saturation; weak: gives ranges that are wrong or outdated.',
        'Strong: knows current blood pressure categories; weak: uses outdated categories.',
        'Strong: names technique errors, especially cuff size, arm position, talking and rest; weak: ' +
          'blames the equipment only.',
        'Strong: rechecks abnormal readings and documents arm and position; weak: records the first ' +
          'reading only.',
      ],
    },
    {
      id: 'skill-vital-signs-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "A patient's blood pressure reads 186/118, and they mention a headache and blurred vision. " +
        'What do you do?',
      answer:
        'I would treat this as potentially urgent. First, I would recheck the reading promptly with ' +
        'correct technique and the right cuff size, ideally manually, while keeping the patient seated ' +
        'and calm, but I would not let the recheck delay escalation. A pressure at or above 180 over ' +
        '120 with symptoms such as headache, blurred vision, chest pain, shortness of breath, ' +
        'confusion or weakness can indicate a hypertensive emergency with organ damage, so I would ' +
        'notify the provider or nurse in charge immediately and stay with the patient, following the ' +
        "facility's protocol, which may include calling an emergency response. I would not give " +
        'medication or advice beyond my scope. I would ask about other symptoms, current medications ' +
        'and whether they missed doses, and have that ready for the provider. Then I would document ' +
        'the readings with times, arm and position, the symptoms and whom I notified and when.',
      evaluationCriteria: [
        'Strong: recognizes the reading with symptoms as a possible hypertensive emergency; weak: ' +
          'treats it as a routine high reading.',
        'Strong: rechecks with correct technique without delaying escalation; weak: rechecks ' +
          'repeatedly before telling anyone.',
        'Strong: notifies the provider immediately, stays with the patient and follows protocol ' +
          'within scope; weak: leaves the patient to find the provider or gives advice beyond scope.',
        'Strong: gathers relevant information and documents times, readings and notifications; weak: ' +
          'cannot say when readings were taken or whom they told.',
      ],
    },
  ],
  'Active Listening': [
    {
      id: 'skill-active-listening-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What does active listening involve in practice, and how do you show a customer that you have ' +
        'understood them?',
      answer:
        'Active listening means giving full attention to understanding the other person before ' +
        'responding, rather than waiting for a turn to talk or jumping to a solution. In practice, I ' +
        'ask open questions, such as "Can you walk me through what happened?", and let the person ' +
        'finish, tolerating short pauses, since people often add the most important detail after a ' +
        'silence. I take brief notes. Then I paraphrase what I heard in my own words, for example "So ' +
        'the order arrived late and the replacement was the wrong size, and you need it before ' +
        'Friday," which lets them correct me. I acknowledge emotions without arguing with them: "It ' +
        'sounds like this has been really frustrating." Clarifying questions fill gaps. Only after ' +
        'they confirm my summary do I move to solutions, and I connect my answer to what they told me. ' +
        'Body language, tone and avoiding distractions such as typing while they talk also signal ' +
        'attention.',
      evaluationCriteria: [
        'Strong: explains listening to understand rather than to reply; weak: describes listening as ' +
          'staying quiet.',
        'Strong: uses paraphrasing, summarizing and open and clarifying questions with good ' +
          "examples; weak: repeats the customer's words mechanically.",
        'Strong: acknowledges emotions appropriately; weak: tells the customer to calm down.',
        'Strong: confirms understanding before proposing solutions; weak: interrupts with an answer.',
      ],
    },
    {
      id: 'skill-active-listening-2',
      type: 'behavioural',
      difficulty: 'EASY',
      question:
        'Tell me about a time that listening carefully changed the outcome of a conversation with a ' +
        'customer.',
      answer:
        'Situation: A long-standing customer called to cancel their service, and the notes suggested ' +
        "the reason was price, since they had mentioned a competitor's lower quote. Task: I needed to " +
        'understand whether we could keep them and, if not, handle the cancellation well. Action: ' +
        'Instead of going straight to a discount, I asked them to tell me what had led to the decision ' +
        'and let them talk. After a few minutes, they mentioned that the real problem was three missed ' +
        "delivery windows that had cost them staff time, and the competitor's quote was just the " +
        'trigger. I summarized this back, apologized for the specific failures, and arranged a fixed ' +
        'delivery slot with our operations team, confirming it in writing that day. Result: They ' +
        'stayed, at the same price, and the account renewed the following year. I also shared the ' +
        'pattern of missed windows with operations, which led to a routing change for that area.',
      evaluationCriteria: [
        'Strong: shows listening beyond the stated reason to find the real issue; weak: takes the ' +
          'first reason at face value.',
        'Strong: uses specific listening behaviors, such as open questions and summarizing; weak: ' +
          'says only that they listened carefully.',
        'Strong: acts on what was heard with a concrete fix; weak: listens but changes nothing.',
        'Strong: reports the outcome and any wider improvement; weak: gives no outcome.',
      ],
    },
  ],
  'Air Navigation': [
    {
      id: 'skill-air-navigation-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Your true course is 090 degrees, the wind is from 180 degrees at 20 knots, and your true ' +
        'airspeed is 120 knots. Estimate the wind correction angle, true heading and groundspeed.',
      answer:
        'The wind is from the south, a direct crosswind from the right when flying east, so I correct ' +
        'to the right, into the wind. The wind correction angle is the arcsine of crosswind over true ' +
        'airspeed: 20 / 120 is about 0.167, giving roughly 9.6 degrees, about 10 degrees. A quick ' +
        'mental check is crosswind divided by airspeed in nautical miles per minute: 20 / 2 = 10 ' +
        'degrees. So the true heading is about 100 degrees. With a pure crosswind, groundspeed is the ' +
        'square root of 120 squared minus 20 squared, about 118 knots, a little below true airspeed ' +
        'because part of the airspeed goes into cancelling drift. To fly it, I would convert to ' +
        'magnetic heading by applying the local variation, subtracting east and adding west, then ' +
        'compass deviation from the card. In flight, I would compare actual groundspeed and drift with ' +
        'the plan and adjust the heading and fuel estimates.',
      evaluationCriteria: [
        'Strong: determines that the correction is to the right, into the wind; weak: corrects the ' +
          'wrong way.',
        'Strong: calculates a wind correction angle of about 10 degrees and a true heading of about ' +
          '100 degrees; weak: gets the angle badly wrong or adds it the wrong way.',
        'Strong: calculates a groundspeed of about 118 knots with correct reasoning; weak: assumes ' +
          'groundspeed equals true airspeed.',
        'Strong: applies variation and deviation correctly and verifies in flight; weak: skips ' +
          'variation or applies it with the wrong sign.',
      ],
    },
    {
      id: 'skill-air-navigation-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You are flying an RNAV (GPS) approach in instrument conditions. What do you verify before and ' +
        'during the approach, and what do you do if the equipment loses integrity?',
      answer:
        'Before the flight, I would check that the navigation database is current, review GPS NOTAMs ' +
        'for outages or interference testing, and for a receiver without WAAS, check a RAIM prediction ' +
        'for the arrival time. I would also follow the alternate-planning rules for my equipment, ' +
        'since without WAAS I cannot plan on GPS approaches at both destination and alternate. For the ' +
        'approach, I load the whole procedure from the database, never building it from individual ' +
        'waypoints, and compare the waypoints, altitudes and sequence with the chart. I brief which ' +
        'line of minima I will use, LPV, LNAV/VNAV, LP or LNAV, but I fly to the minima the receiver ' +
        'actually annunciates. Before the final approach fix, I confirm the approach mode is active ' +
        'and the CDI has scaled down. If integrity is lost or the approach downgrades before the final ' +
        'approach fix, I do not continue on the original minima; after it, I fly the missed approach ' +
        'and use a backup navigation source.',
      evaluationCriteria: [
        'Strong: checks database currency, NOTAMs and RAIM for non-WAAS receivers; weak: assumes GPS ' +
          'is always available.',
        'Strong: loads the full procedure from the database and verifies it against the chart; weak: ' +
          'builds the approach from individual waypoints.',
        'Strong: uses the minima annunciated by the receiver and confirms approach mode before the ' +
          'final fix; weak: flies to the minima briefed rather than those annunciated.',
        'Strong: responds correctly to loss of integrity, including flying the missed approach; ' +
          'weak: continues descending after an integrity alert.',
      ],
    },
  ],
  'Aircraft Maintenance': [
    {
      id: 'skill-aircraft-maintenance-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You are installing a critical fastener that requires a specific torque value and safety wire. ' +
        'How do you do it correctly, and what do you record?',
      answer:
        "I take the torque value from the current manufacturer's maintenance data, not memory, and " +
        'check whether it is for dry or lubricated threads and whether running torque from a ' +
        'self-locking nut must be added. The torque wrench must be within its calibration date. If I ' +
        'use an extension that changes the effective length, I calculate the wrench setting: the ' +
        'desired torque times the wrench length, divided by the wrench length plus the extension ' +
        'length. I tighten in the specified sequence, and if the hole for safety wire does not line ' +
        'up, I never over-torque or back off beyond the allowed range to align it. Safety wire is ' +
        'installed so the tension pulls the fastener in the tightening direction, with the specified ' +
        'twists per inch and a pigtail bent back. I inspect the result, then record the work under 14 ' +
        'CFR 43.9: description, date, my signature, certificate number and type, referencing the data ' +
        'used.',
      evaluationCriteria: [
        'Strong: uses current approved data and calibrated tools, including dry versus lubricated ' +
          'and running torque; weak: torques from memory with an unchecked wrench.',
        'Strong: applies the extension correction formula correctly; weak: ignores the extension effect.',
        'Strong: safeties correctly, with wire tension in the tightening direction, and does not ' +
          'over-torque to align; weak: over-torques to line up the hole.',
        'Strong: records the work per 43.9 with the required elements; weak: records the work ' +
          'informally or not at all.',
      ],
    },
    {
      id: 'skill-aircraft-maintenance-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you found a problem during maintenance or an inspection, and there was ' +
        'pressure to release the aircraft anyway.',
      answer:
        'Situation: During a routine inspection on an aircraft due out in 90 minutes, I noticed ' +
        'chafing on a wire bundle behind a panel outside the scope of my task card, with the ' +
        'insulation worn through on one wire. Task: I needed to make sure the aircraft was airworthy, ' +
        'even though the flight was full and operations were pushing for an on-time departure. Action: ' +
        'I stopped, documented the damage with photos, and reported it to my lead, explaining that a ' +
        'bare wire near structure could short and that it was not something to defer. When the shift ' +
        'supervisor asked if it could be looked at on the next check, I explained the risk and the ' +
        'regulation, and I would not sign the release with a known defect. We wrote it up, repaired it ' +
        'per the wiring manual and added a clamp. Result: The flight left 50 minutes late. Our quality ' +
        'team later found the same chafing point on two other aircraft in the fleet.',
      evaluationCriteria: [
        'Strong: identifies a real airworthiness issue, even outside the assigned task; weak: stays ' +
          'strictly within the task card.',
        'Strong: resists schedule pressure and refuses to sign for a known defect; weak: signs off ' +
          'under pressure.',
        'Strong: documents and communicates clearly with supervisors; weak: fixes it quietly without ' +
          'a record.',
        'Strong: follows approved data for the repair and shows a wider safety benefit; weak: defers ' +
          'it informally.',
      ],
    },
  ],
  'Android Development': [
    {
      id: 'skill-android-development-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What happens to an Android Activity on a configuration change, such as rotation, and how do ' +
        'you preserve state correctly?',
      answer:
        'By default, the Activity is destroyed and recreated, so anything held only in its fields is ' +
        'lost. A ViewModel survives configuration changes, so screen state and in-progress loading ' +
        'belong there rather than in the Activity, and the UI observes it through StateFlow or Compose ' +
        'state. But a ViewModel does not survive process death, which happens when the system kills a ' +
        'background app to reclaim memory. For small UI state that should survive that, such as a ' +
        'search query or selected tab, I use SavedStateHandle in the ViewModel or rememberSaveable in ' +
        'Compose, which store it in the saved instance state bundle; large objects do not belong ' +
        'there. Durable data, such as drafts or user content, goes into Room or DataStore. I never ' +
        'hold a reference to an Activity or View in a ViewModel, since that leaks the destroyed ' +
        "Activity. To test, I rotate the device and use the developer option that doesn't keep " +
        'activities.',
      evaluationCriteria: [
        'Strong: explains destruction and recreation on configuration changes; weak: blames Android ' +
          'for losing data.',
        'Strong: uses ViewModel for configuration changes and SavedStateHandle or rememberSaveable ' +
          'for process death; weak: keeps state in Activity fields.',
        'Strong: persists durable data and avoids leaking Activity references; weak: stores an ' +
          'Activity reference in the ViewModel.',
        'Strong: tests both rotation and process death; weak: tests rotation only.',
      ],
    },
    {
      id: 'skill-android-development-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Users report ANRs and jank on a screen that loads data from the network and a local database. ' +
        'How do you find and fix the problems?',
      answer:
        'An ANR happens when the main thread is blocked, for example when an input event is not ' +
        'handled within about five seconds. I would start with Android vitals in the Play Console to ' +
        'see ANR clusters and their stack traces, then reproduce locally with StrictMode enabled to ' +
        'flag disk and network access on the main thread. For jank, I would capture a system trace ' +
        'with Perfetto or the Android Studio profiler, and use JankStats or Macrobenchmark to measure ' +
        'frame timing. Typical fixes: move database and network work off the main thread with ' +
        'coroutines, using suspend functions or Flow in Room and Dispatchers.IO for blocking calls; ' +
        'avoid heavy work in onCreate or in composition; give LazyColumn items stable keys and use ' +
        'stable types to limit recomposition; load images with a library that decodes off the main ' +
        'thread at the right size; and add Baseline Profiles to improve startup and first frames. ' +
        'Afterward, I would compare the metrics and watch vitals after release.',
      evaluationCriteria: [
        'Strong: explains what causes ANRs and uses Android vitals stack traces; weak: guesses at ' +
          'causes without data.',
        'Strong: uses StrictMode, Perfetto or profiler traces and frame metrics; weak: relies on ' +
          'manual testing on a fast device.',
        'Strong: moves work off the main thread correctly with coroutines and Room; weak: wraps the ' +
          'call in a thread without structure.',
        'Strong: addresses Compose recomposition, image loading or Baseline Profiles and verifies ' +
          'after release; weak: optimizes without measuring before and after.',
      ],
    },
  ],
  'Apache Airflow': [
    {
      id: 'skill-apache-airflow-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What does it mean for an Airflow task to be idempotent, and why does it matter?',
      answer:
        'An idempotent task produces the same result no matter how many times it runs for the same ' +
        'data interval. It matters because Airflow reruns tasks routinely: automatic retries after ' +
        'failures, manual clears, and backfills over past dates. If a daily task appends rows, each ' +
        "rerun duplicates that day's data; if it reads the current time, a backfill for last March " +
        "processes today's data instead. To make tasks idempotent, I base every query and file path on " +
        "the run's data interval, such as data_interval_start and data_interval_end, or the ds " +
        'template, rather than now(). I write outputs by replacing the partition for that interval, ' +
        'with a delete and insert in one transaction, an insert overwrite, or a MERGE, never a blind ' +
        'append. External side effects, such as sending emails or calling APIs, need safeguards, such ' +
        'as a check whether the action was already done. That way, rerunning any task is safe.',
      evaluationCriteria: [
        'Strong: defines idempotency for a data interval and why reruns happen; weak: assumes a task ' +
          'runs only once.',
        'Strong: uses the data interval or templates instead of the current time; weak: uses now() ' +
          'or the current date in queries.',
        'Strong: writes with partition overwrite or MERGE rather than append; weak: appends and ' +
          'deduplicates later.',
        'Strong: guards external side effects; weak: ignores side effects such as emails or API calls.',
      ],
    },
    {
      id: 'skill-apache-airflow-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your Airflow scheduler is slow, new DAGs take minutes to appear, and tasks wait a long time ' +
        'to start. What could be causing it?',
      answer:
        'The most common cause is heavy top-level code in DAG files. The DAG processor parses every ' +
        'file repeatedly, so a database query, API call or heavy import at module level runs on every ' +
        'parse and slows everything; that work belongs inside tasks, with heavy imports moved into the ' +
        'task functions. Large numbers of dynamically generated DAGs from one file make this worse. ' +
        'For tasks waiting to start, I would check concurrency limits at each level: core parallelism, ' +
        'pool slots, max_active_tasks and max_active_runs per DAG, and executor capacity, such as ' +
        'Celery worker slots or Kubernetes resource limits. Sensors in poke mode hold a worker slot ' +
        'the whole time they wait; deferrable operators, which hand the wait to the triggerer, or ' +
        'reschedule mode free those slots. The metadata database can also be the bottleneck: large ' +
        'XComs stored in it and years of task history, which airflow db clean can trim. I would ' +
        'measure DAG parse times before and after changes.',
      evaluationCriteria: [
        'Strong: identifies top-level code in DAG files as a parsing problem and moves it into ' +
          'tasks; weak: adds scheduler resources before looking at DAG code.',
        'Strong: checks concurrency limits, pools and executor capacity; weak: raises parallelism ' +
          'without checking pools or executors.',
        'Strong: replaces poke-mode sensors with deferrable operators or reschedule mode; weak: adds ' +
          'more workers for waiting sensors.',
        'Strong: considers metadata database load, such as large XComs and history cleanup, and ' +
          'measures parse times; weak: ignores the metadata database.',
      ],
    },
  ],
  'API Testing': [
    {
      id: 'skill-api-testing-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How would you design tests for a REST endpoint that creates an order, POST /orders?',
      answer:
        'I would cover the happy path first: a valid request returns 201 Created, usually with a ' +
        'Location header, the response body matches the documented schema, and a follow-up GET returns ' +
        'the stored order with the same data. Then validation: missing required fields, wrong types, ' +
        'negative quantities and values at the boundaries should return 400 or 422 with a clear error ' +
        'message, and nothing should be created. Then security: no token returns 401, a valid token ' +
        "without permission returns 403, and one user cannot create orders on another user's account. " +
        'References to products that do not exist should fail cleanly. I would also test behavior that ' +
        'causes real incidents: retrying the same request with an idempotency key should not create a ' +
        'duplicate, and concurrent requests should not oversell stock. Each test creates and cleans up ' +
        'its own data, so tests can run in any order, and I validate responses against the OpenAPI ' +
        'schema automatically.',
      evaluationCriteria: [
        'Strong: covers status codes, schema and persistence on the happy path; weak: checks only ' +
          'the status code.',
        'Strong: tests validation and boundary values with correct error codes; weak: tests only ' +
          'valid input.',
        'Strong: tests authentication and authorization, including 401 versus 403; weak: treats 401 ' +
          'and 403 as interchangeable.',
        'Strong: covers idempotency or concurrency and keeps tests independent; weak: writes tests ' +
          'that depend on each other.',
      ],
    },
    {
      id: 'skill-api-testing-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your API tests break whenever another team changes their service, and the shared end-to-end ' +
        'environment is unreliable. How do you test service integrations more reliably?',
      answer:
        'I would move most integration confidence from end-to-end tests to contract testing. With ' +
        'consumer-driven contracts, using a tool such as Pact, each consumer records the requests it ' +
        'makes and the parts of the responses it relies on, and the provider verifies those contracts ' +
        "in its own pipeline, so a breaking change fails the provider's build before it is deployed, " +
        'and a can-i-deploy check gates releases. Where teams publish OpenAPI specifications, I would ' +
        'add schema validation and automated diff checks that flag breaking changes, such as removed ' +
        "fields or new required parameters. For my own service's tests, dependencies are replaced with " +
        'stubs, such as WireMock, driven by the same contracts, so tests are fast and deterministic. I ' +
        'would keep a small number of end-to-end tests for the most critical user journeys only, with ' +
        'dedicated test data, and agree on versioning and deprecation rules with the other teams so ' +
        'changes are announced rather than discovered.',
      evaluationCriteria: [
        'Strong: uses consumer-driven contract testing with provider verification; weak: mocks the ' +
          "other team's service by hand and never checks it.",
        'Strong: validates and diffs OpenAPI schemas for breaking changes; weak: discovers breaking ' +
          'changes in production.',
        'Strong: stubs dependencies in component tests and limits end-to-end tests to critical ' +
          'journeys; weak: runs everything against the shared environment.',
        'Strong: agrees on versioning and deprecation practices across teams; weak: handles changes ' +
          'informally.',
      ],
    },
  ],
  'ARM Cortex-M': [
    {
      id: 'skill-arm-cortex-m-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do interrupt priorities work in the Cortex-M NVIC, and what pitfalls do you watch for?',
      answer:
        'A lower priority number means a higher priority, so priority 0 preempts priority 5. Each ' +
        'device implements only some priority bits, often three or four, stored in the most ' +
        'significant bits of the 8-bit field, so writing a small value directly to the register can ' +
        'silently become priority 0; the CMSIS function NVIC_SetPriority handles the shift. Priority ' +
        'grouping splits the value into preemption priority, which allows nesting, and subpriority, ' +
        'which only orders pending interrupts. With an RTOS such as FreeRTOS, any interrupt that calls ' +
        'the RTOS API must have a priority numerically equal to or greater than ' +
        "configMAX_SYSCALL_INTERRUPT_PRIORITY, or the kernel's critical sections will not mask it and " +
        'data can be corrupted. Other pitfalls: long handlers that delay lower-priority work, shared ' +
        "variables without volatile and proper critical sections, and clearing a peripheral's " +
        'interrupt flag at the very end of the handler, which can cause a spurious re-entry unless a ' +
        'memory barrier ensures the write completes.',
      evaluationCriteria: [
        'Strong: explains that lower numbers are higher priority and the implemented-bits shift; ' +
          'weak: thinks higher numbers are higher priority.',
        'Strong: distinguishes preemption priority from subpriority; weak: treats all priority bits ' +
          'as the same.',
        'Strong: knows the RTOS maximum syscall priority rule; weak: calls RTOS functions from any ' +
          'interrupt.',
        'Strong: names pitfalls such as long handlers, shared data protection and late flag ' +
          'clearing; weak: does heavy work in handlers.',
      ],
    },
    {
      id: 'skill-arm-cortex-m-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your Cortex-M firmware hits a HardFault intermittently in the field. How do you find the cause?',
      answer:
        'I would write a fault handler that captures the evidence. Bit 2 of the EXC_RETURN value in LR ' +
        'shows whether the main or process stack was active, and from that stack I read the stacked ' +
        'registers, especially PC, the faulting instruction, and LR. On ARMv7-M and ARMv8-M Mainline ' +
        'parts, such as the M3, M4, M7 and M33, I also read the fault status registers: CFSR shows ' +
        'usage, bus or memory management faults, HFSR shows whether a configurable fault escalated, ' +
        'and MMFAR or BFAR hold the faulting address when their valid bits are set. The M0 and M0+ ' +
        'lack these registers, so the stacked PC is the main clue. I would save this to a no-init RAM ' +
        'area, reset, then report it, and map the PC to source with the map file or addr2line. Common ' +
        'causes are stack overflow, invalid or null pointers, unaligned access and imprecise bus ' +
        'faults; disabling write buffering temporarily can make those precise. Stack painting or an ' +
        'MPU guard region helps catch overflow.',
      evaluationCriteria: [
        'Strong: reads the correct stack using EXC_RETURN and extracts the stacked PC and LR; weak: ' +
          'reads the wrong stack or guesses from the source.',
        'Strong: interprets CFSR, HFSR and the fault address registers, and knows M0 differences; ' +
          'weak: ignores the fault status registers.',
        'Strong: preserves fault data across reset for field diagnosis; weak: loses the evidence on reset.',
        'Strong: names common causes and techniques, such as stack painting, MPU guards or precise ' +
          'bus faults; weak: adds more stack and hopes.',
      ],
    },
  ],
  'Audit Planning': [
    {
      id: 'skill-audit-planning-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you set materiality for a financial statement audit, and how does it shape the audit plan?',
      answer:
        'I choose a benchmark that reflects what users of the statements focus on. For a stable, ' +
        'profitable company, that is often about 5 percent of pre-tax income from continuing ' +
        'operations; where income is volatile or near zero, a percentage of revenue, expenses or total ' +
        'assets, such as 0.5 to 1 percent of revenue, works better. For example, pre-tax income of $8 ' +
        'million gives materiality of $400,000. Performance materiality is set lower, usually 50 to 75 ' +
        'percent of materiality, depending on risk and past misstatements, say 65 percent, or ' +
        '$260,000, so that undetected and uncorrected misstatements together stay below materiality. A ' +
        'clearly trivial threshold, often about 5 percent of materiality, here $20,000, sets the level ' +
        'below which misstatements are not accumulated. Performance materiality drives which accounts ' +
        'are in scope and the sample sizes for testing. I would document the judgment and revisit ' +
        'materiality if actual results differ from the figures used in planning.',
      evaluationCriteria: [
        'Strong: selects an appropriate benchmark and percentage with reasoning; weak: picks a ' +
          'percentage without reasoning.',
        'Strong: sets performance materiality and a clearly trivial threshold correctly; weak: uses ' +
          'overall materiality for testing.',
        'Strong: explains how materiality drives scoping and sample sizes; weak: treats materiality ' +
          'as a formality.',
        'Strong: documents and revisits materiality as results change; weak: never revisits materiality.',
      ],
    },
    {
      id: 'skill-audit-planning-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Walk through how you identify and respond to risks of material misstatement when planning an ' +
        'audit, including fraud risk.',
      answer:
        'I start by understanding the entity and its environment: its business, industry, reporting ' +
        'framework and estimates, its internal control, and its IT environment, including general IT ' +
        'controls. Under the revised risk assessment standard, AU-C 315 after SAS 145, inherent risk ' +
        'and control risk are assessed separately, inherent risk is placed on a spectrum, and the most ' +
        'severe are significant risks. Preliminary analytics, such as comparing ratios with the prior ' +
        'year and expectations, highlight unusual movements. For fraud, under AU-C 240 the team holds ' +
        'a brainstorming session; revenue recognition is a presumed fraud risk, rebuttable only with ' +
        'justification, and management override of controls is always a risk, so I plan journal entry ' +
        'testing, a review of estimates for bias and an evaluation of unusual transactions. Then I ' +
        'link each risk to the relevant assertions and design responses with the right nature, timing ' +
        'and extent, including specific substantive procedures for significant risks.',
      evaluationCriteria: [
        'Strong: builds understanding of the entity, controls and IT environment; weak: starts ' +
          'testing without understanding the business.',
        'Strong: applies the current risk assessment approach, with separate inherent and control ' +
          'risk and significant risks; weak: assesses a single combined risk.',
        'Strong: addresses presumed fraud risks correctly, including management override procedures; ' +
          'weak: treats management override as unlikely.',
        'Strong: links risks to assertions and designs responsive procedures; weak: uses the same ' +
          'audit program for every client.',
      ],
    },
  ],
  'AutoCAD Electrical': [
    {
      id: 'skill-autocad-electrical-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How does AutoCAD Electrical differ from plain AutoCAD for control schematics, and how do you ' +
        'set up a project?',
      answer:
        'In plain AutoCAD, a schematic is just lines and blocks. In AutoCAD Electrical, components and ' +
        'wires carry data: each component has a tag, catalog part number and connection points, wires ' +
        'get wire numbers, and relay coils and their contacts are linked as parents and children, with ' +
        'automatic cross-referencing between them. That makes reports, such as bills of materials, ' +
        'wire from-to lists and terminal plans, come straight from the drawings. I would start a ' +
        'project with a project file listing all the drawings, then set the project properties: the ' +
        'symbol library, JIC or IEC, the component tagging scheme, often based on sheet and line ' +
        'reference, wire numbering rules and ladder settings. I would use the catalog database for ' +
        'part numbers so the bill of materials is accurate, and use templates with the title block ' +
        'attributes mapped to project data.',
      evaluationCriteria: [
        'Strong: explains that components and wires carry data, with tags, wire numbers and ' +
          'parent-child links; weak: treats it as drawing software with electrical symbols.',
        'Strong: sets up a project file and project properties, including libraries and numbering ' +
          'rules; weak: starts drawing without project settings.',
        'Strong: uses the catalog database and generates reports from the drawings; weak: types part ' +
          'numbers by hand.',
      ],
    },
    {
      id: 'skill-autocad-electrical-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You revise a set of AutoCAD Electrical schematics: a relay moves to another sheet and several ' +
        'rungs are inserted. How do you keep tags, cross-references, wire numbers and reports correct?',
      answer:
        "I make the changes with AutoCAD Electrical's own commands, such as moving and copying " +
        'components and inserting ladder rungs, never with plain AutoCAD commands or by exploding ' +
        'blocks, since that strips the data. After the changes, I run the project-wide update and ' +
        'retag tools so line-based tags and wire numbers are renumbered consistently across all ' +
        'drawings, and cross-references between the relay coil and its contacts update to the new ' +
        'sheet and line. Wires that continue between sheets use source and destination signal arrows, ' +
        'so the connection is preserved and cross-referenced. Then I run the Electrical Audit to find ' +
        'problems such as duplicate wire numbers, contacts with no parent coil, or coils with more ' +
        'contacts than the part allows. Panel layout footprints stay linked to schematic components, ' +
        'so I check the panel matches. Finally, I regenerate the reports, such as the bill of ' +
        'materials and wire lists, and update the revision block.',
      evaluationCriteria: [
        'Strong: uses AutoCAD Electrical commands and avoids exploding blocks; weak: edits with ' +
          'plain AutoCAD commands.',
        'Strong: runs project-wide update and retag to keep tags, wire numbers and cross-references ' +
          'consistent; weak: renumbers by hand.',
        'Strong: uses signal arrows for multi-sheet connections and runs the Electrical Audit; weak: ' +
          'draws wires between sheets as unconnected lines.',
        'Strong: checks panel layouts and regenerates reports with revision tracking; weak: forgets ' +
          'the panel and reports.',
      ],
    },
  ],
  'Automotive Electrical Systems': [
    {
      id: 'skill-automotive-electrical-systems-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you perform a voltage drop test on a starter circuit, and what readings point to a problem?',
      answer:
        'First I make sure the battery is fully charged and passes a load or conductance test, because ' +
        'a weak battery makes every reading misleading. Then I disable the engine from starting, for ' +
        'example by disabling fuel or ignition per the service information, and measure while ' +
        'cranking, because voltage drop shows resistance only under load. On the positive side, I put ' +
        "the meter leads on the battery positive post, not the clamp, and the starter's main terminal. " +
        'On the ground side, I measure from the battery negative post to the engine block or starter ' +
        'case. As a general guide, more than about 0.5 volt on the positive side or about 0.2 to 0.3 ' +
        "volt on the ground side indicates excessive resistance, but I check the manufacturer's " +
        'specification. If a side is high, I move the leads across each connection and cable section ' +
        'to find the exact spot, such as a corroded terminal or a loose ground strap.',
      evaluationCriteria: [
        'Strong: tests the battery first and measures under load while cranking; weak: tests with a ' +
          'weak battery.',
        'Strong: places the leads correctly on posts and terminals for both sides; weak: measures on ' +
          'cable clamps or with the engine off.',
        'Strong: knows typical acceptable limits and checks specifications; weak: has no reference ' +
          'for acceptable readings.',
        'Strong: isolates the high-resistance point by testing individual connections; weak: ' +
          'replaces the starter or cables without isolating the fault.',
      ],
    },
    {
      id: 'skill-automotive-electrical-systems-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "A vehicle's battery goes flat after sitting for two days. How do you find the parasitic draw?",
      answer:
        'I start by confirming the battery and charging system are healthy, since a weak battery or a ' +
        'leaking alternator diode can look like a draw. Then I measure the draw with a low-amp clamp ' +
        'or an ammeter in series at the battery, using a jumper or switch while connecting so the ' +
        'circuit is never broken, because breaking it can wake modules and reset the sleep timer. With ' +
        'doors closed, or latches tricked closed, and the hood switch handled, I wait for the modules ' +
        'to go to sleep, which can take from several minutes to over an hour on some vehicles. ' +
        'Acceptable draw after sleep is usually under about 50 milliamps, but I check the ' +
        'specification. To isolate the circuit, I measure millivolt drop across each fuse and convert ' +
        'it with a fuse voltage drop chart, rather than pulling fuses, which wakes modules. A scan ' +
        'tool can show a module keeping the network awake. Common causes are aftermarket accessories, ' +
        'lights that stay on, and modules that do not sleep.',
      evaluationCriteria: [
        'Strong: rules out battery and alternator problems first; weak: starts looking for a draw ' +
          'with a failing battery.',
        'Strong: measures without breaking the circuit and waits for modules to sleep; weak: ' +
          'disconnects the battery cable to connect the meter.',
        'Strong: knows a typical acceptable draw and checks specifications; weak: measures before ' +
          'modules sleep.',
        'Strong: isolates with fuse voltage drop testing and scan tool network data; weak: pulls ' +
          'fuses one by one immediately.',
      ],
    },
  ],
  'Aviation Weather': [
    {
      id: 'skill-aviation-weather-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Decode this METAR: KDEN 121853Z 27015G25KT 10SM FEW080 BKN120 18/M02 A2992 RMK AO2. What ' +
        'matters for your flight?',
      answer:
        'It is Denver International Airport, on the 12th day of the month at 1853 Zulu. The wind is ' +
        'from 270 degrees true at 15 knots, gusting to 25. Visibility is 10 statute miles. There are a ' +
        'few clouds at 8,000 feet above ground level and a broken layer at 12,000 feet, which is the ' +
        'ceiling, since a ceiling is the lowest broken or overcast layer. The temperature is 18 ' +
        'degrees Celsius and the dewpoint minus 2, a wide spread, so fog is unlikely. The altimeter ' +
        'setting is 29.92 inches of mercury. The remark AO2 means an automated station with a ' +
        'precipitation discriminator. What matters: the 10-knot gust factor means turbulence near the ' +
        'ground and a higher approach speed, commonly adding half the gust factor, and I would check ' +
        "the crosswind component for the runway in use against my limits. At Denver's elevation, the " +
        'warm temperature also means a high density altitude.',
      evaluationCriteria: [
        'Strong: decodes each element correctly, including wind, clouds, temperature and altimeter; ' +
          'weak: decodes wind or clouds incorrectly.',
        'Strong: identifies the ceiling as the broken layer at 12,000 feet; weak: confuses few ' +
          'clouds with a ceiling.',
        'Strong: draws operational conclusions, such as gusts, crosswind and approach speed; weak: ' +
          'decodes without drawing any conclusions.',
        'Strong: notes density altitude at a high-elevation airport; weak: ignores density altitude.',
      ],
    },
    {
      id: 'skill-aviation-weather-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'On an IFR flight plan, the forecast shows a freezing level of 6,000 feet, cloud tops at 9,000 ' +
        'and moderate icing along your route. Your aircraft is not approved for flight into known ' +
        'icing. How do you decide?',
      answer:
        "The aircraft's limitations prohibit flight into known icing conditions, and FAA legal " +
        'interpretations treat forecasts of icing together with visible moisture at or below freezing ' +
        'along the route as known icing, so launching into it would violate the limitation. I would ' +
        'study the products: the graphical forecasts, current and forecast icing products, AIRMET ' +
        'Zulu, SIGMETs and pilot reports, plus soundings for temperature and cloud layers. Then I ' +
        'would look for a legal, safe plan with outs. If the minimum en route altitudes are above the ' +
        'freezing level, there is no escape into warmer air below. Climbing above 9,000 feet tops may ' +
        'work in a capable aircraft, but the climb and descent pass through the icing layer. Other ' +
        'options are a route around it, a later departure, or not going. If I would have to rely on ' +
        'luck or assumptions about where the tops are, I would not go.',
      evaluationCriteria: [
        'Strong: understands the known-icing limitation and how forecasts factor in; weak: treats ' +
          'icing forecasts as advisory.',
        'Strong: uses the right icing products, such as CIP and FIP, AIRMET Zulu and PIREPs; weak: ' +
          'checks only the surface forecast.',
        'Strong: analyzes escape options, such as warm air below, tops and MEAs versus the freezing ' +
          'level; weak: plans to descend without checking MEAs.',
        'Strong: reaches a conservative go or no-go decision; weak: plans to climb through and see.',
      ],
    },
  ],
  Bookkeeping: [
    {
      id: 'skill-bookkeeping-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'Walk through your month-end close as a bookkeeper.',
      answer:
        'I make sure every transaction for the month is recorded: sales, bills, expenses, payroll and ' +
        'any loans or owner contributions. Then I reconcile every bank, credit card and loan account ' +
        'to its statement, and clear uncategorized or suspense items. I compare the accounts ' +
        'receivable and accounts payable aging reports with the balance sheet and follow up on old ' +
        'items. I post recurring adjustments: depreciation, amortization of prepaid expenses such as ' +
        'insurance, and accruals for significant bills not yet received, if the business uses the ' +
        'accrual basis. I reconcile sales tax and payroll liabilities to the filings and payments. ' +
        'Then I review the profit and loss and balance sheet against prior months and budget, looking ' +
        'for anything unusual, such as a negative balance or an expense that doubled. Finally, I lock ' +
        'the period with a closing date and send the owner the reports with a short note on notable ' +
        'items.',
      evaluationCriteria: [
        'Strong: reconciles all bank, credit card and loan accounts and clears uncategorized items; ' +
          'weak: leaves accounts unreconciled.',
        'Strong: reviews receivables and payables agings and posts recurring adjustments; weak: ' +
          'skips the agings.',
        'Strong: reconciles tax and payroll liabilities and reviews statements for anomalies; weak: ' +
          'files tax returns without checking the liability accounts.',
        'Strong: locks the period and reports to the owner; weak: leaves the period open to changes.',
      ],
    },
    {
      id: 'skill-bookkeeping-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A small business has kept its books on a cash basis, and a bank now wants accrual-basis ' +
        'financial statements. What adjustments do you make?',
      answer:
        'I would record what was earned and incurred in the period regardless of cash. Revenue earned ' +
        'but not yet collected becomes accounts receivable: debit receivables and credit revenue. ' +
        'Bills for expenses incurred but unpaid become accounts payable, and expenses such as wages or ' +
        'utilities incurred but not yet billed become accrued liabilities. Payments made in advance, ' +
        'such as annual insurance, become prepaid expenses, amortized over the period covered. ' +
        'Customer deposits for work not yet done are unearned revenue, a liability, not income. If the ' +
        'business holds inventory, purchases are moved to inventory and only the cost of goods sold is ' +
        'expensed. Equipment purchases are capitalized and depreciated rather than expensed. For ' +
        'example, $30,000 of December work invoiced but unpaid adds $30,000 to receivables and ' +
        'revenue. I would document each adjustment and note that the tax return may still be filed on ' +
        'the cash basis if the business qualifies.',
      evaluationCriteria: [
        'Strong: records receivables, payables and accrued liabilities correctly; weak: records only ' +
          'receivables.',
        'Strong: handles prepaid expenses and unearned revenue; weak: treats deposits as income.',
        'Strong: addresses inventory and capitalization of fixed assets; weak: expenses equipment ' +
          'purchases.',
        'Strong: documents adjustments and distinguishes book basis from tax basis; weak: mixes up ' +
          'book and tax bases.',
      ],
    },
  ],
  'Brand Identity Design': [
    {
      id: 'skill-brand-identity-design-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'What goes into a brand identity system beyond the logo?',
      answer:
        'The logo itself needs a suite: a primary version, horizontal and stacked lockups, a symbol or ' +
        'icon for small spaces such as app icons and favicons, and one-color and reversed versions, ' +
        'with rules for clear space, minimum size and misuse. Color is specified for every medium: ' +
        'Pantone for spot printing, CMYK for process printing, and RGB and hex for screens, with ' +
        'tested combinations that meet WCAG contrast requirements, such as 4.5 to 1 for body text. ' +
        'Typography covers primary and secondary typefaces, a hierarchy of sizes and weights, and ' +
        'licensing for print, web and apps, with fallbacks. The system also defines imagery and ' +
        'illustration style, iconography, layout grids, and notes on voice and tone, shown through ' +
        'example applications such as stationery, social posts, signage and presentations. It is ' +
        'delivered as guidelines plus organized asset files in the right formats, such as SVG, PDF and ' +
        'PNG.',
      evaluationCriteria: [
        'Strong: specifies a complete logo suite with usage rules; weak: delivers a single logo file.',
        'Strong: defines color for each medium, including accessible contrast; weak: gives only hex values.',
        'Strong: covers typography with licensing, imagery, icons and grids; weak: chooses fonts ' +
          'without checking licensing.',
        'Strong: delivers guidelines, applications and properly formatted asset files; weak: hands ' +
          'over files without guidance.',
      ],
    },
    {
      id: 'skill-brand-identity-design-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A client loves a logo concept that looks great large, but it fails at small sizes and in one ' +
        'color. How do you handle it?',
      answer:
        'I would show the problem rather than argue about it. I would put the logo into the real ' +
        'places it will appear: a 16-pixel browser tab, a social media profile image, a one-color ' +
        'stamp or fax, embroidery on a uniform, and a small printed label, next to the large version ' +
        'they love. Seeing thin lines disappear and details merge usually makes the point without ' +
        'debate. Then I would offer a solution that keeps what they like: a responsive logo system, ' +
        'where the full version is used at large sizes and simplified versions, with fewer details, ' +
        'heavier strokes or just the symbol, are used at small sizes. I would test those versions in ' +
        'the same contexts, including one-color and reversed, and document in the guidelines the ' +
        'minimum size for each. If the concept cannot be simplified without losing its character, I ' +
        'would recommend refining the concept before it is finalized.',
      evaluationCriteria: [
        'Strong: demonstrates the issue in realistic applications rather than arguing; weak: argues ' +
          'from design theory.',
        'Strong: proposes a responsive logo system that preserves the concept; weak: tells the ' +
          'client the concept does not work.',
        'Strong: tests simplified versions in one color, reversed and small sizes; weak: approves ' +
          'versions without testing them.',
        'Strong: documents minimum sizes and is willing to recommend refining the concept; weak: ' +
          'leaves minimum sizes undocumented.',
      ],
    },
  ],
  'Business Development': [
    {
      id: 'skill-business-development-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you evaluate and structure a potential strategic partnership?',
      answer:
        'I would start with fit: whether we share target customers without competing for the same ' +
        'budget, whether our capabilities complement each other, and what each side gains, because a ' +
        'partnership that benefits only one side fades quickly. I would size the opportunity with a ' +
        'realistic model of joint customers and revenue, and weigh the costs, such as integration ' +
        "work, enablement and management time. Due diligence covers the partner's reputation, " +
        'financial stability, customer base and any channel conflict with our own sales team. The ' +
        'structure depends on the type: referral, reseller, technology integration or co-marketing. ' +
        'The agreement should define goals, responsibilities, economics such as revenue share or ' +
        'referral fees, data sharing, term and exit rights, and avoid broad exclusivity unless tied to ' +
        'performance and time limits. I prefer to start with a pilot and a joint business plan with ' +
        'measurable targets, and an executive sponsor on each side.',
      evaluationCriteria: [
        'Strong: evaluates strategic fit and mutual benefit; weak: pursues partnerships that benefit ' +
          'only one side.',
        'Strong: sizes the opportunity and considers costs and channel conflict; weak: assumes ' +
          'revenue without a model.',
        'Strong: structures terms, including economics, exit rights and limits on exclusivity; weak: ' +
          'grants broad exclusivity to close the deal.',
        'Strong: starts with a pilot, joint plan, metrics and executive sponsors; weak: signs a ' +
          'long-term deal with no measures.',
      ],
    },
    {
      id: 'skill-business-development-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a new market or partnership opportunity you developed from scratch.',
      answer:
        'Situation: Our company sold scheduling software mainly to clinics, and leadership wanted ' +
        'growth beyond healthcare, but no one had tested other sectors. Task: I was asked to find and ' +
        'prove one new segment within two quarters. Action: I analyzed our customer base and found a ' +
        'handful of customers in veterinary practices who had adopted us on their own, with unusually ' +
        "high retention. I interviewed six of them to understand why, then researched the segment's " +
        'size and its main practice management software. I approached that software provider with a ' +
        "proposal for an integration and co-marketing, backed by our customers' feedback, and " +
        'negotiated a six-month pilot with a referral fee. Result: The integration launched in four ' +
        'months, the partnership brought in 40 new practices in the first six months, and the segment ' +
        'became a formal part of the plan with its own sales target the following year.',
      evaluationCriteria: [
        'Strong: uses data or customer insight to identify the opportunity; weak: chases a trend ' +
          'without evidence.',
        'Strong: validates demand before committing resources; weak: commits before validating demand.',
        'Strong: structures a partnership or entry plan with a pilot; weak: goes all in at once.',
        'Strong: reports measurable results and lasting adoption; weak: ends with the deal being signed.',
      ],
    },
  ],
  C: [
    {
      id: 'skill-c-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What does the volatile keyword do in C, when is it required, and what does it not guarantee?',
      answer:
        'volatile tells the compiler that an object can change or be observed outside the normal flow ' +
        'of the program, so every read and write in the source must actually happen, in order relative ' +
        'to other volatile accesses, rather than being cached in a register or optimized away. It is ' +
        'required for memory-mapped hardware registers, such as a status register polled in a loop, ' +
        'for variables shared between an interrupt handler and the main loop, and for local variables ' +
        'modified between setjmp and longjmp. It does not make operations atomic: a 32-bit counter on ' +
        'an 8-bit microcontroller, or a read-modify-write such as count++, can still be interrupted ' +
        'midway, so shared data needs a critical section or C11 atomics. It also does not order ' +
        'volatile accesses against ordinary ones or provide memory barriers between cores or with DMA, ' +
        'which need explicit barriers. Overusing volatile on ordinary variables only slows code down.',
      evaluationCriteria: [
        'Strong: explains that volatile prevents the compiler from caching or removing accesses; ' +
          'weak: says volatile makes a variable thread-safe.',
        'Strong: names the main uses: hardware registers, ISR-shared variables and setjmp cases; ' +
          'weak: cannot name where it is needed.',
        'Strong: explains that volatile provides neither atomicity nor memory barriers, with ' +
          'examples; weak: uses volatile as a substitute for locking.',
      ],
    },
    {
      id: 'skill-c-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'What is undefined behavior in C? Give examples, and explain how you guard against it in ' +
        'production code.',
      answer:
        'Undefined behavior is any operation the C standard places no requirements on, so the compiler ' +
        'may assume it never happens and optimize accordingly, which can produce results far from what ' +
        'the code appears to say. Examples include signed integer overflow, reading or writing outside ' +
        'an array, using an uninitialized variable, dereferencing a null or dangling pointer, shifting ' +
        "by a negative amount or by the type's width or more, violating strict aliasing by accessing " +
        'an object through an incompatible pointer type, and data races. A classic consequence: a ' +
        'check such as testing whether x + 1 is less than x to detect signed overflow can be deleted ' +
        'entirely by the optimizer. To guard against it, I compile with warnings such as -Wall and ' +
        '-Wextra as errors, run unit tests on the host with the undefined behavior and address ' +
        'sanitizers, use static analysis and a coding standard such as MISRA C, use unsigned types ' +
        'where wraparound is intended, use memcpy for type punning, and prefer bounded functions such ' +
        'as snprintf.',
      evaluationCriteria: [
        'Strong: defines undefined behavior and explains that optimizers exploit it; weak: describes ' +
          'it as implementation-defined behavior.',
        'Strong: gives several correct examples, including signed overflow and strict aliasing; ' +
          'weak: names only null pointers.',
        'Strong: gives a concrete example of an optimization removing a check; weak: assumes the ' +
          'code always does what it appears to say.',
        'Strong: uses layered defenses, such as warnings, sanitizers, static analysis and MISRA; ' +
          'weak: relies on code review alone.',
      ],
    },
  ],
  'Campaign Management': [
    {
      id: 'skill-campaign-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you plan and run a multichannel marketing campaign from brief to wrap-up?',
      answer:
        'It starts with a brief: the business objective, target audience, core message and offer, the ' +
        'primary KPI and its target, budget, timeline and owners. From that, I build a channel plan, ' +
        'such as paid social, search, email and events, with the role of each channel and budget by ' +
        'channel and week. Creative and assets go through a review process that includes brand and ' +
        'legal checks. Measurement is set up before launch: UTM conventions, conversion events in ' +
        'analytics and the CRM, and a holdout group where possible to measure incremental impact. A ' +
        'launch checklist covers links, tracking, personalization fields, suppression lists and ' +
        'consent rules. In flight, I monitor daily at first, then weekly, against pacing and KPI ' +
        'targets, and shift budget toward what works. At wrap-up, I compare results with targets, ' +
        'calculate cost per result and return, and document what to repeat and what to change.',
      evaluationCriteria: [
        'Strong: writes a brief with objective, audience, KPIs, budget and owners; weak: starts with ' +
          'channels and creative before a brief.',
        'Strong: sets up tracking and incrementality measurement before launch; weak: adds tracking ' +
          'after launch.',
        'Strong: uses a QA checklist and monitors pacing in flight; weak: launches without checks ' +
          'and reviews only at the end.',
        'Strong: conducts a post-campaign analysis with documented learnings; weak: reports results ' +
          'without learnings.',
      ],
    },
    {
      id: 'skill-campaign-management-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Halfway through a campaign, spend is on pace, but leads are 40 percent below target. What do ' +
        'you do?',
      answer:
        'I would not simply increase spend. First I would check tracking, because a broken form ' +
        'integration or conversion tag can make a working campaign look like a failing one; I would ' +
        'compare analytics and platform data with leads actually in the CRM. Then I would break the ' +
        'funnel down by channel, audience and creative: impressions, click-through rate, landing page ' +
        'conversion rate and lead quality. That shows where the problem is: weak click-through points ' +
        'to targeting or creative, good clicks with poor conversion point to the landing page or ' +
        'offer, and a single underperforming channel may be absorbing budget. I would fix the biggest ' +
        'problem first, such as testing a new landing page variant, refreshing fatigued creative, ' +
        'tightening targeting, or moving budget from weak to strong channels. I would tell ' +
        'stakeholders early, with a revised forecast and the actions under way, and agree on a ' +
        'checkpoint to judge the fixes.',
      evaluationCriteria: [
        'Strong: verifies tracking before changing the campaign; weak: rewrites the ads before ' +
          'checking tracking.',
        'Strong: breaks down the funnel by stage and channel to locate the problem; weak: looks only ' +
          'at the total number of leads.',
        'Strong: applies targeted fixes and reallocates budget; weak: increases spend across the board.',
        'Strong: communicates early with a revised forecast and checkpoint; weak: waits until the ' +
          'end to report.',
      ],
    },
  ],
  'Candidate Sourcing': [
    {
      id: 'skill-candidate-sourcing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Write a Boolean search string to find senior backend engineers with Python and AWS ' +
        'experience, excluding recruiters, and explain how you would use and refine it.',
      answer:
        'A starting string: ("backend engineer" OR "back-end developer" OR "software engineer") AND ' +
        '(Python OR Django OR FastAPI) AND (AWS OR "Amazon Web Services") AND (senior OR lead OR ' +
        'staff) NOT (recruiter OR "talent acquisition"). Parentheses group synonyms so OR applies ' +
        'within each group, quotation marks keep phrases together, and NOT removes recruiters whose ' +
        'profiles mention the same keywords. Titles vary widely, so I would add synonyms and check ' +
        'whether the platform supports them; some LinkedIn Recruiter fields handle titles better as ' +
        'filters. For an X-ray search on a general search engine, I would add site: with the profile ' +
        'URL pattern and location terms. Then I would refine from results: review the first 30 ' +
        'profiles, note false positives and missing good candidates, and adjust terms. I would also ' +
        'search GitHub, meetup and conference speaker lists, and calibrate with the hiring manager ' +
        'using a few sample profiles.',
      evaluationCriteria: [
        'Strong: writes a valid Boolean string with grouped synonyms, quoted phrases and NOT; weak: ' +
          'writes a string with mismatched parentheses or no synonyms.',
        'Strong: explains the logic of each operator; weak: uses operators without understanding grouping.',
        'Strong: refines iteratively from results and uses X-ray or other sources; weak: runs one ' +
          'search and works through the results.',
        'Strong: calibrates with the hiring manager using sample profiles; weak: searches without ' +
          'calibrating.',
      ],
    },
    {
      id: 'skill-candidate-sourcing-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Your outreach for a hard-to-fill role gets an 8 percent response rate. How do you improve it?',
      answer:
        'I would check targeting first: if I am messaging people who are a poor fit or just changed ' +
        'jobs, no wording will help, so I would recalibrate the profile with the hiring manager and ' +
        'focus on people likely to be open, for example those two or more years into their current ' +
        'role. Then the message: short, personal and specific about why I contacted this person, with ' +
        'the most compelling facts about the role up front, such as the problem they would work on, ' +
        'the team, pay range, flexibility, and a low-commitment ask, such as a 15-minute call. A note ' +
        'from the hiring manager or an engineer often gets much higher response. I would send two or ' +
        'three follow-ups spaced a few days apart, try email as well as platform messages, and test ' +
        'subject lines and send times. I would track response and interested rates by message version ' +
        'and source.',
      evaluationCriteria: [
        'Strong: checks targeting and calibration before rewriting messages; weak: blames the ' +
          'candidate market.',
        'Strong: writes personalized, specific messages with a clear value proposition and easy ask; ' +
          'weak: sends the same template to everyone.',
        'Strong: uses follow-ups, multiple channels and hiring manager involvement; weak: sends one ' +
          'message and gives up.',
        'Strong: tests and tracks response rates by version and source; weak: changes several things ' +
          'at once without tracking.',
      ],
    },
  ],
  'Care Planning': [
    {
      id: 'skill-care-planning-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'Walk through how you develop a nursing care plan for a patient admitted with pneumonia.',
      answer:
        'I follow the nursing process. Assessment: respiratory rate and effort, oxygen saturation, ' +
        'lung sounds, cough and sputum, temperature, fluid status, mental status, mobility and the ' +
        "patient's understanding and preferences. From that, nursing diagnoses, for example " +
        'ineffective airway clearance related to excessive secretions, as evidenced by crackles and an ' +
        'ineffective cough, plus risks such as deficient fluid volume. Goals are specific and ' +
        'measurable, such as maintaining oxygen saturation at or above the ordered target and clearing ' +
        'secretions effectively within 48 hours. Interventions include positioning with the head of ' +
        'the bed raised, coughing and deep breathing and incentive spirometry, oxygen and antibiotics ' +
        'as ordered and on time, hydration, early mobility, and education on each. Evaluation compares ' +
        "the patient's response with the goals at set times, and I revise the plan when goals are not " +
        'met. The plan is individualized with the patient and shared with the care team.',
      evaluationCriteria: [
        'Strong: uses the nursing process: assessment, diagnosis, planning, implementation and ' +
          'evaluation; weak: lists tasks without the process.',
        'Strong: writes a correct nursing diagnosis with related factors and defining ' +
          'characteristics; weak: writes a medical diagnosis or a vague problem.',
        'Strong: sets measurable, time-bound goals and evidence-based interventions; weak: sets ' +
          'goals such as patient will improve.',
        'Strong: evaluates and revises the plan and involves the patient and team; weak: leaves the ' +
          'plan unchanged once written.',
      ],
    },
    {
      id: 'skill-care-planning-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "On day three, your patient's care plan goals are not being met: they still need more oxygen " +
        'than expected and refuse to get out of bed. What do you do?',
      answer:
        'I would reassess the patient fully rather than just repeating the plan: vital signs, work of ' +
        'breathing, lung sounds, mental status, pain and fluid balance. Rising oxygen needs may mean ' +
        'the patient is getting worse, so if the findings meet escalation criteria, I would notify the ' +
        'provider promptly using SBAR, or call the rapid response team if needed. For the refusal, I ' +
        'would ask why: pain, fear of falling, breathlessness when moving, fatigue, low mood or ' +
        'confusion, which could signal delirium. Each points to a different intervention, such as pain ' +
        'control before activity, physical therapy help, small goals like sitting in a chair, or ' +
        'treating the cause of confusion. I would revise the care plan with the patient, involving ' +
        'family and the respiratory therapist and physical therapist, and document the reassessment, ' +
        'the changes and communication, then hand them over clearly to the next shift.',
      evaluationCriteria: [
        'Strong: reassesses fully and recognizes possible deterioration; weak: repeats the same ' +
          'interventions.',
        'Strong: escalates using SBAR or rapid response criteria; weak: waits for the next scheduled ' +
          'rounds.',
        'Strong: explores reasons for refusal and matches interventions to them; weak: labels the ' +
          'patient noncompliant.',
        'Strong: revises the plan collaboratively and documents and hands over; weak: changes the ' +
          'plan alone without communicating it.',
      ],
    },
  ],
  'Cisco IOS': [
    {
      id: 'skill-cisco-ios-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you configure a Cisco switch port as an 802.1Q trunk carrying only VLANs 10, 20 and ' +
        '30, and how do you verify it?',
      answer:
        'In interface configuration mode for the port, I would enter switchport mode trunk, and on ' +
        'platforms that support both encapsulations, first switchport trunk encapsulation dot1q. Then ' +
        'switchport trunk allowed vlan 10,20,30 limits the trunk to those VLANs. I would set the ' +
        'native VLAN to an unused VLAN with switchport trunk native vlan 999 on both ends, so untagged ' +
        'traffic does not land in a user VLAN, and disable DTP negotiation with switchport ' +
        'nonegotiate. A common mistake later is running switchport trunk allowed vlan 40 to add a ' +
        'VLAN, which replaces the whole list; the add keyword is needed. To verify, show interfaces ' +
        'trunk lists the mode, native VLAN and allowed and active VLANs, and show interfaces ' +
        'switchport shows the operational mode. A native VLAN mismatch appears as a CDP warning in the ' +
        'log. Finally, I would save with copy running-config startup-config.',
      evaluationCriteria: [
        'Strong: gives the correct trunk commands, including the allowed VLAN list; weak: leaves the ' +
          'port negotiating or allows all VLANs.',
        'Strong: sets an unused native VLAN and disables DTP; weak: leaves VLAN 1 as the native VLAN.',
        'Strong: knows the add keyword pitfall when changing allowed VLANs; weak: overwrites the ' +
          'allowed list by mistake.',
        'Strong: verifies with show interfaces trunk and saves the configuration; weak: assumes it ' +
          'works without checking.',
      ],
    },
    {
      id: 'skill-cisco-ios-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You need to change an access control list on a remote Cisco router that you manage over SSH. ' +
        'How do you make the change without locking yourself out?',
      answer:
        'I would plan a safety net before touching anything. One approach is reload in 10, which ' +
        'reboots the router to the saved startup configuration after ten minutes unless I cancel it ' +
        'with reload cancel once I confirm access. On IOS versions that support the configuration ' +
        'archive, configure terminal revert timer achieves the same more gracefully, rolling back ' +
        'unless I enter configure confirm. For the change itself, ACLs are processed top-down with an ' +
        'implicit deny at the end, so I make sure a permit for my management traffic comes before any ' +
        'new deny. With a named or numbered ACL, I insert or remove specific sequence-numbered entries ' +
        'rather than deleting and re-entering the whole list, which leaves a window with no filtering ' +
        'or with everything denied. I confirm the interface and direction with show ip interface, ' +
        'check hit counters with show access-lists, test traffic, then cancel the reload and save the ' +
        'configuration.',
      evaluationCriteria: [
        'Strong: sets up a rollback mechanism, such as reload in or a configuration revert timer; ' +
          'weak: makes changes live with no fallback.',
        'Strong: understands top-down ACL processing and the implicit deny; weak: places new denies ' +
          'above the management permit.',
        'Strong: edits with sequence numbers instead of removing and re-adding the whole ACL; weak: ' +
          'removes the whole ACL and re-enters it.',
        'Strong: verifies with show commands and saves only after confirming; weak: saves ' +
          'immediately after typing the change.',
      ],
    },
  ],
  'Classroom Management': [
    {
      id: 'skill-classroom-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you establish routines and expectations at the start of the year so that your ' +
        'classroom runs smoothly?',
      answer:
        'I teach procedures as explicitly as content: how to enter the room, start the warm-up, hand ' +
        'in work, transition between activities, get help and leave. For each, I explain it, model it, ' +
        'have students practice it, and give specific feedback, then reteach when it slips, especially ' +
        'after breaks. I keep a small number of expectations, stated positively, such as "be ready, be ' +
        'respectful, be responsible," and give concrete examples of what each looks like in different ' +
        'parts of the lesson. Students help shape how we meet them, which builds ownership. ' +
        'Consistency matters more than severity: predictable, proportionate responses to misbehavior, ' +
        'and far more specific praise than correction. Relationships are the foundation, so I greet ' +
        'students at the door, learn their names and interests quickly, and contact families with good ' +
        'news early. Finally, engaging, well-paced lessons with little dead time prevent much ' +
        'misbehavior in the first place.',
      evaluationCriteria: [
        'Strong: teaches procedures explicitly with modeling, practice and reteaching; weak: expects ' +
          'students to know procedures already.',
        'Strong: sets a few positive expectations with concrete examples and student input; weak: ' +
          'posts a long list of rules.',
        'Strong: emphasizes consistency and a high ratio of specific praise to correction; weak: ' +
          'responds inconsistently or mostly with correction.',
        'Strong: builds relationships and uses engaging instruction to prevent problems; weak: ' +
          'relies on consequences alone.',
      ],
    },
    {
      id: 'skill-classroom-management-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A student repeatedly disrupts lessons, and your usual strategies are not working. What do you do?',
      answer:
        'I would step back and look for the function of the behavior. For a couple of weeks, I would ' +
        'record when it happens, what happens right before and right after: the antecedent, behavior ' +
        'and consequence. Often a pattern appears, such as disruption when written work starts, which ' +
        'suggests avoidance, or when the student gets a laugh, which suggests attention. Then I would ' +
        'talk with the student privately, at a calm time, to listen and agree on a plan, and adjust ' +
        'what I can: seating, breaking tasks into smaller steps, offering a legitimate way to take a ' +
        'break or get attention, and noticing positive behavior. I would contact the family to work ' +
        'together and share what I see. I would consult colleagues, the counselor or the student ' +
        'support team; if the behavior persists or suggests an unmet need, a formal functional ' +
        'behavior assessment and behavior plan, or an evaluation for support services, may be ' +
        'appropriate. Throughout, I avoid public power struggles.',
      evaluationCriteria: [
        'Strong: gathers data to identify the function of the behavior, such as ABC records; weak: ' +
          'reacts to each incident without looking for patterns.',
        'Strong: speaks with the student privately and adjusts instruction and environment; weak: ' +
          'corrects the student publicly.',
        "Strong: involves the family and the school's support team; weak: handles it alone.",
        'Strong: knows when to pursue a formal behavior assessment or evaluation and avoids power ' +
          'struggles; weak: escalates to discipline only.',
      ],
    },
  ],
  'Cloud Architecture': [
    {
      id: 'skill-cloud-architecture-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you choose between serverless functions, containers and virtual machines for a workload?',
      answer:
        "I look at the workload's shape and constraints. Serverless functions fit event-driven or " +
        'spiky workloads with idle periods, since they scale to zero and you pay per execution, but ' +
        'they have limits on execution time, such as 15 minutes for AWS Lambda, cold-start latency, ' +
        'and constraints on memory, local state and runtime control. Containers fit long-running ' +
        'services and steady traffic, with more control over the runtime and better cost at sustained ' +
        'load; managed platforms such as Fargate or Cloud Run reduce the operational burden, while ' +
        'Kubernetes offers the most flexibility at the highest operational cost. Virtual machines fit ' +
        'software that needs full operating system control, special licensing, specific hardware such ' +
        'as GPUs with custom drivers, or legacy applications that cannot be containerized. I also ' +
        "weigh the team's skills, portability, and total cost, including engineering time. Often a " +
        'system mixes them, such as containers for the API and functions for event processing.',
      evaluationCriteria: [
        'Strong: matches workload patterns to each option, such as spiky versus steady load; weak: ' +
          'picks the option the team already knows.',
        'Strong: knows serverless limits, such as execution time, cold starts and state; weak: ' +
          'assumes serverless fits every workload.',
        'Strong: distinguishes managed container platforms from Kubernetes and when VMs are needed; ' +
          'weak: treats Kubernetes as the default for containers.',
        'Strong: considers team skills and total cost, including mixed architectures; weak: compares ' +
          'only list prices.',
      ],
    },
    {
      id: 'skill-cloud-architecture-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Design tenant isolation for a multi-tenant SaaS application. What are the models and their ' +
        'trade-offs?',
      answer:
        'There are three broad models. Silo gives each tenant its own stack or database: the strongest ' +
        'isolation and easiest per-tenant compliance and restore, but the highest cost and operational ' +
        'effort as tenants grow. Pool shares infrastructure and databases, with every row tagged by ' +
        'tenant ID: efficient and simple to operate, but one bug in a query can leak data across ' +
        'tenants, and noisy neighbors can affect each other. Bridge or tiered models mix them, for ' +
        'example pooled for standard customers and siloed for enterprise tiers or data residency. In ' +
        'the pool model, I would enforce isolation below the application code, with database row-level ' +
        'security driven by the tenant context, and scoped credentials so a request can only reach its ' +
        "own tenant's data, plus per-tenant encryption keys where required. I would add per-tenant " +
        'rate limits and quotas, tag costs by tenant, automate tenant onboarding, and include ' +
        'automated cross-tenant access tests in CI.',
      evaluationCriteria: [
        'Strong: explains silo, pool and bridge models with their trade-offs; weak: chooses a model ' +
          'without discussing trade-offs.',
        'Strong: enforces isolation below application code, such as row-level security or scoped ' +
          'credentials; weak: relies on every query remembering a WHERE clause.',
        'Strong: addresses noisy neighbors with quotas and rate limits; weak: lets one tenant ' +
          'degrade service for everyone.',
        'Strong: covers cost attribution, onboarding automation and cross-tenant testing; weak: ' +
          'finds tenant leaks in production.',
      ],
    },
  ],
  'Color Grading': [
    {
      id: 'skill-color-grading-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'Walk through your color grading workflow from log camera footage to a final grade.',
      answer:
        "I start with color management: identify each camera's log format and color space, such as " +
        'S-Log3 or LogC, and transform it to the working space, either with a color space transform ' +
        'into a wide-gamut working space such as DaVinci Wide Gamut or ACES, or directly to Rec.709 ' +
        'for simple SDR projects, rather than grading log by eye. I grade on a calibrated reference ' +
        'monitor in a dim, controlled room. Then primary correction shot by shot: exposure, white ' +
        'balance and contrast, judged with scopes, such as the waveform for levels, the RGB parade for ' +
        'balance and the vectorscope for saturation and skin tones, which should sit near the skin ' +
        'tone line. Next, I match shots within each scene so cuts are seamless. Secondary corrections ' +
        'use qualifiers and windows for specific areas, such as skin or sky. The creative look goes on ' +
        'top, often applied at group or timeline level, and I check the final output on the delivery ' +
        'format.',
      evaluationCriteria: [
        'Strong: uses color management with transforms rather than grading log by eye; weak: grades ' +
          'log footage by eye.',
        'Strong: uses scopes and a calibrated monitor; weak: grades on an uncalibrated consumer display.',
        'Strong: separates primaries, shot matching, secondaries and the creative look; weak: does ' +
          'everything in one correction.',
        'Strong: checks skin tones and verifies output in the delivery format; weak: judges only in ' +
          'the grading software.',
      ],
    },
    {
      id: 'skill-color-grading-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your grade looks right in the grading suite, but the client says it looks washed out on their ' +
        'Mac and on YouTube. Why, and how do you fix it?',
      answer:
        'This is usually a display and gamma tagging mismatch rather than a bad grade. Grading for ' +
        'broadcast uses a Rec.709 display with gamma 2.4 in a dim room. A file tagged as standard ' +
        "Rec.709 is interpreted by Apple's ColorSync, used by QuickTime and Safari, with an effective " +
        'gamma closer to 1.96, which lifts the shadows and makes the image look flat. Many consumer ' +
        'devices and browsers behave in varying ways, so the same file can look different on each. ' +
        'Fixes depend on the main destination. In DaVinci Resolve, the Rec.709-A output tag makes ' +
        'Apple software display the file as it looked in the suite; alternatively, grading or ' +
        'exporting for a gamma 2.2 display suits web-first delivery. I would agree the primary viewing ' +
        'environment with the client early, export test clips and check them on the actual target ' +
        'devices and platforms, such as a Mac, a phone and an uploaded private YouTube video.',
      evaluationCriteria: [
        'Strong: identifies gamma tagging and display interpretation differences as the cause; weak: ' +
          'regrades the project brighter.',
        'Strong: explains the Rec.709 gamma 2.4 versus Apple ColorSync behavior; weak: says only ' +
          'that Macs show colors differently.',
        'Strong: knows fixes, such as the Rec.709-A tag or grading for gamma 2.2 for web delivery; ' +
          'weak: exports a lighter version without understanding why.',
        'Strong: agrees the target viewing environment and tests on real devices; weak: approves ' +
          'based on the suite alone.',
      ],
    },
  ],
  'Community Management': [
    {
      id: 'skill-community-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you set up moderation and engagement for an online brand community?',
      answer:
        'I start with clear, public community guidelines explaining what is encouraged and what is not ' +
        'allowed, such as harassment, spam or sharing private information, and what happens when rules ' +
        'are broken, so moderation is consistent and defensible. Moderation has layers: automated ' +
        'filters for spam and abusive terms, human review of flagged content, and an escalation matrix ' +
        'that routes issues to the right team, such as customer support, legal, PR or safety, with ' +
        'target response times and a crisis path. Saved responses for common questions keep replies ' +
        'fast and on brand. For engagement, I plan regular prompts and events, such as questions of ' +
        'the week, expert sessions and challenges, recognize helpful members publicly, and give the ' +
        'most active members roles such as moderator or ambassador. I track active members, response ' +
        'time, engagement rate, sentiment, and the share of questions answered by other members, which ' +
        'shows a healthy community.',
      evaluationCriteria: [
        'Strong: writes clear public guidelines with consequences; weak: moderates with unwritten rules.',
        'Strong: layers automated filtering, human review and an escalation matrix; weak: relies on ' +
          'manual review only.',
        'Strong: plans engagement activities and empowers community members; weak: posts ' +
          'announcements only.',
        'Strong: measures community health with relevant metrics beyond follower counts; weak: ' +
          'reports follower growth alone.',
      ],
    },
    {
      id: 'skill-community-management-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A post criticizing your product goes viral in your community, and comments are piling up, ' +
        'some of them abusive. What do you do?',
      answer:
        'I would respond quickly with a short public acknowledgment, so people see we have noticed and ' +
        'are looking into it, and I would not delete legitimate criticism, since removing it usually ' +
        'makes the backlash worse. I would apply the community guidelines consistently: remove abuse, ' +
        'threats and personal information, and explain why where appropriate, while leaving critical ' +
        'but civil comments. At the same time, I would alert the relevant internal teams, such as ' +
        'product, support and communications, following our escalation or crisis protocol, to ' +
        'establish the facts. Once we know more, I would post a clear update with what happened, what ' +
        'we are doing and by when, and invite affected people to contact support directly so ' +
        'individual cases are handled privately. I would monitor sentiment and volume and keep ' +
        'updating until the issue is resolved, then hold a review to learn from it.',
      evaluationCriteria: [
        'Strong: acknowledges quickly and publicly without deleting legitimate criticism; weak: ' +
          'stays silent or deletes the post.',
        'Strong: moderates abuse consistently according to the guidelines; weak: removes criticism ' +
          'along with abuse.',
        'Strong: escalates internally and follows up with facts and actions; weak: posts a generic ' +
          'apology and moves on.',
        'Strong: moves individual cases to private channels, monitors sentiment and reviews ' +
          'afterward; weak: argues with individuals in public threads.',
      ],
    },
  ],
  'Conduit Bending': [
    {
      id: 'skill-conduit-bending-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'You need a 6-inch offset in EMT using 30-degree bends. How far apart are the bends, and how ' +
        'much shrink do you allow for?',
      answer:
        'For 30-degree bends, the multiplier is 2, so the distance between the two bend marks is 6 x 2 ' +
        '= 12 inches. Shrink for 30-degree bends is about 1/4 inch per inch of offset depth, so a ' +
        '6-inch offset shrinks the run by about 1 1/2 inches. To land the offset where it is needed, I ' +
        'add the shrink to the measurement to the obstruction when placing the first mark, then mark ' +
        'the second bend 12 inches from the first. I make both bends in the same plane, rotating the ' +
        'conduit exactly 180 degrees between them, and check with a level that there is no dog leg. ' +
        'Other common multipliers are 6 for 10 degrees, 2.6 for 22.5 degrees, 1.4 for 45 degrees and ' +
        '1.2 for 60 degrees, with shrink of 1/16, 3/16, 3/8 and 1/2 inch per inch of offset. Thirty ' +
        'degrees is a good balance of shrink and pulling ease.',
      evaluationCriteria: [
        'Strong: applies the 30-degree multiplier of 2 to get 12 inches between bends; weak: uses ' +
          'the wrong multiplier.',
        'Strong: calculates shrink of about 1 1/2 inches and accounts for it when marking; weak: ' +
          'forgets shrink.',
        'Strong: avoids dog legs by keeping bends in one plane; weak: bends out of plane and ' +
          'produces a dog leg.',
        'Strong: knows other common multipliers and shrink values; weak: knows only one angle.',
      ],
    },
    {
      id: 'skill-conduit-bending-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You are running 3/4-inch EMT with several bends between two boxes. Which NEC rules apply, and ' +
        'how do you bend a stub-up to a 14-inch height?',
      answer:
        'Under NEC 358.26, the total bends between pull points, such as boxes or conduit bodies, must ' +
        'not exceed 360 degrees, so four 90-degree bends is the maximum, and offsets and kicks count ' +
        'toward the total. Bends must not damage the conduit or reduce its internal diameter, and ' +
        '358.24 requires the radius to meet the minimums in Chapter 9, which a correct bender ' +
        'provides. Under 358.30, EMT must be securely fastened within 3 feet of each box or fitting ' +
        "and at least every 10 feet. For the stub-up, I deduct the bender's take-up, which is " +
        'typically 6 inches for a 3/4-inch EMT hand bender, 5 inches for 1/2-inch and 8 inches for ' +
        "1-inch, though I check the bender's markings. For 14 inches, I mark 14 - 6 = 8 inches from " +
        "the end, align the bender's arrow with the mark, with the short leg toward the hook, and bend " +
        'to 90 degrees, checking with a level.',
      evaluationCriteria: [
        'Strong: applies the 360-degree rule between pull points, counting offsets; weak: counts ' +
          'only the 90-degree bends.',
        'Strong: knows support requirements, within 3 feet of boxes and every 10 feet; weak: ' +
          'supports conduit at random spacing.',
        'Strong: uses the correct take-up for 3/4-inch EMT and marks at 8 inches; weak: forgets ' +
          'take-up or uses the wrong deduction.',
        'Strong: aligns the bender correctly and checks the bend with a level; weak: bends from the ' +
          'wrong end.',
      ],
    },
  ],
  Confidentiality: [
    {
      id: 'skill-confidentiality-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'As a {role}, what employee information must be kept confidential, and how do you protect it ' +
        'day to day?',
      answer:
        'Sensitive information includes pay and bank details, Social Security numbers, performance and ' +
        'disciplinary records, investigation files, background check results, and anything medical. ' +
        'Medical information has specific rules: the ADA requires it to be kept in separate, ' +
        'confidential files, not the personnel file, and the same applies to FMLA certifications; ' +
        'health plan information held for the benefit plan is protected health information under ' +
        'HIPAA, kept apart from employment decisions. Day to day, I give access on a need-to-know ' +
        'basis, share files through secure, access-controlled systems rather than email attachments, ' +
        'lock my screen, keep printed records secured and shred them at the end of their retention ' +
        'period, and avoid discussing cases where others can hear. I send payroll reports only to ' +
        'authorized people. One nuance: under the National Labor Relations Act, most employees have ' +
        'the right to discuss their own pay, so confidentiality applies to the information I hold ' +
        'about others, not to their own conversations.',
      evaluationCriteria: [
        'Strong: identifies categories of sensitive employee information; weak: lists only Social ' +
          'Security numbers.',
        'Strong: knows specific rules for medical information, such as ADA separate files, FMLA and ' +
          'HIPAA; weak: keeps medical information in the personnel file.',
        'Strong: applies practical safeguards, such as need-to-know access, secure sharing and ' +
          'disposal; weak: emails spreadsheets of employee data freely.',
        'Strong: understands that employees may discuss their own pay under the NLRA; weak: tells ' +
          'employees they cannot discuss pay.',
      ],
    },
    {
      id: 'skill-confidentiality-2',
      type: 'situational',
      difficulty: 'EASY',
      question:
        'A manager asks you why one of their employees is on leave and what the medical condition is. ' +
        'How do you respond?',
      answer:
        'I would explain that I can share what the manager needs to plan the work, but not the medical ' +
        'details. The manager can know that the employee is on approved leave, the expected dates or ' +
        'return date, and, when the employee returns, any work restrictions or accommodations the ' +
        'manager needs to implement, without the diagnosis behind them. I would explain why: medical ' +
        'information is confidential under laws such as the ADA and the FMLA, and sharing it could ' +
        "expose the company and harm the employee's trust. I would offer practical help instead, such " +
        'as planning coverage and what to say to the team, which is simply that the colleague is out ' +
        'and when they are expected back. If the manager asked because they are worried about the ' +
        'employee, I would suggest a kind, non-intrusive message. If the manager insisted, I would ' +
        'escalate to my own manager rather than share.',
      evaluationCriteria: [
        'Strong: shares only work-relevant information, such as dates and restrictions, and not the ' +
          'diagnosis; weak: shares the diagnosis on request.',
        'Strong: explains the legal and trust reasons for confidentiality; weak: refuses without ' +
          'explaining.',
        'Strong: helps the manager with coverage and team communication; weak: refuses to help the ' +
          'manager plan.',
      ],
    },
  ],
  'Construction Safety': [
    {
      id: 'skill-construction-safety-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What are the main OSHA requirements on a construction site for fall protection, scaffolds, ' +
        'ladders and trenches?',
      answer:
        'Most construction deaths come from the Focus Four hazards: falls, struck-by, caught-in or ' +
        'between, and electrocution, with falls the leading cause. Under 29 CFR 1926.501, fall ' +
        'protection, such as guardrails, safety nets or personal fall arrest systems, is required at 6 ' +
        'feet or more above a lower level. Scaffolds need fall protection at 10 feet, must be erected ' +
        'and inspected under a competent person, and need proper access. Portable ladders used for ' +
        'access must extend 3 feet above the landing. Trenches 5 feet deep or more need a protective ' +
        'system, such as sloping, shoring or a trench box, unless in stable rock; trenches of 20 feet ' +
        'or more need a system designed by a registered professional engineer, and trenches 4 feet or ' +
        'deeper need a ladder or other exit within 25 feet of workers. A competent person inspects ' +
        'excavations daily. I would also cover silica controls, electrical safety and hazard ' +
        'communication in site planning and training.',
      evaluationCriteria: [
        'Strong: names the Focus Four hazards and falls as the leading cause; weak: lists general ' +
          'hazards only.',
        'Strong: gives correct thresholds: 6 feet for fall protection, 10 for scaffolds, 5 for ' +
          'trenches; weak: gets the thresholds wrong.',
        'Strong: knows ladder, trench egress and engineered protection requirements; weak: omits ' +
          'trench egress and engineering requirements.',
        'Strong: mentions competent person inspections and other key programs; weak: does not ' +
          'mention a competent person.',
      ],
    },
    {
      id: 'skill-construction-safety-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "You see a subcontractor's crew working at a roof edge without fall protection. Their foreman " +
        'says they will be done in 20 minutes. What do you do?',
      answer:
        'I would stop the work immediately, because this is an imminent danger and a fall from a roof ' +
        'edge can kill in seconds; 20 minutes is no justification. I would get the workers back from ' +
        'the edge calmly and clearly, then talk with the foreman away from the crew. The work resumes ' +
        'only when proper protection is in place, such as guardrails, a personal fall arrest system ' +
        'with a suitable anchor, or a safety monitoring system only where the rules allow it. I would ' +
        'find out why it happened: missing equipment, poor planning, or a culture of shortcuts. I ' +
        'would document the stop, the conditions and the corrective actions, inform the ' +
        "subcontractor's management and our project leadership, and enforce the safety requirements in " +
        "their contract. Under OSHA's multi-employer policy, the general contractor can be cited as " +
        'the controlling employer, so this is our responsibility too. I would follow up with a toolbox ' +
        'talk and more frequent checks on that crew.',
      evaluationCriteria: [
        'Strong: stops the work immediately and treats it as imminent danger; weak: waits 20 minutes ' +
          'to avoid conflict.',
        'Strong: requires proper fall protection before work resumes; weak: lets them finish with a ' +
          'verbal warning.',
        'Strong: investigates the root cause and documents and escalates to both companies; weak: ' +
          'stops the work but records nothing.',
        'Strong: understands controlling employer responsibility and follows up; weak: accepts the ' +
          '20 minutes.',
      ],
    },
  ],
  'Consumer Insights': [
    {
      id: 'skill-consumer-insights-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What is the difference between an observation and a consumer insight, and how do you get from ' +
        'one to the other?',
      answer:
        'An observation is what people do or say, such as that parents buy snacks in bulk on weekends. ' +
        'An insight explains why, revealing a motivation or tension that the business can act on, such ' +
        'as that parents want to feel prepared for chaotic weekday afternoons without seeming to hand ' +
        'out junk food. The test of an insight is that it makes people nod in recognition and suggests ' +
        'a product, message or experience that did not seem obvious before. To get there, I combine ' +
        'sources: quantitative data, such as sales, panel data and surveys, to see what is happening ' +
        'and how big it is, and qualitative research, such as interviews, home visits and social ' +
        'listening, to understand why. Contradictions between what people say and what they do are ' +
        "especially revealing. I write the insight as a short statement in the consumer's voice, test " +
        'it with consumers and stakeholders, and translate it into specific implications for the ' +
        'brand.',
      evaluationCriteria: [
        'Strong: distinguishes observations, what, from insights, why, with an example; weak: uses ' +
          'insight for any data point.',
        'Strong: explains that insights must be actionable and resonate with consumers; weak: states ' +
          'an insight that suggests no action.',
        'Strong: triangulates quantitative and qualitative sources and looks for contradictions; ' +
          'weak: relies on a single source.',
        'Strong: validates the insight and translates it into implications; weak: presents the ' +
          'insight without testing it.',
      ],
    },
    {
      id: 'skill-consumer-insights-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'In a survey, 70 percent of consumers said they want sustainable packaging and would pay more ' +
        'for it, but sales of your eco version are flat. How do you explain this and what do you do?',
      answer:
        'This is the classic gap between what people say and what they do. Surveys invite socially ' +
        'desirable answers, and willingness to pay in a hypothetical question costs nothing. At the ' +
        'shelf, other factors decide: price, habit, visibility, whether the product looks as good, and ' +
        'whether the benefit is even noticed. I would use better evidence. Sales data and loyalty card ' +
        'data show who actually buys the eco version and who tried it once and went back. Choice-based ' +
        'methods, such as conjoint analysis with realistic price points, estimate the real premium ' +
        'people accept when trading off against other attributes. Shopper research at the point of ' +
        'purchase shows whether the product is seen and understood. In-market tests, such as price ' +
        'tests in a few stores, give the most reliable answer. Likely actions include narrowing the ' +
        'price premium, making the sustainable option the default, and communicating benefits that ' +
        'matter more at the shelf, such as quality.',
      evaluationCriteria: [
        'Strong: explains the say-do gap, including social desirability and hypothetical willingness ' +
          'to pay; weak: assumes consumers lied.',
        'Strong: uses behavioral data to see actual purchase patterns; weak: relies on more surveys.',
        'Strong: uses choice-based methods, shopper research or in-market tests; weak: asks ' +
          'consumers again whether they would pay more.',
        'Strong: recommends practical actions based on the evidence; weak: abandons the product.',
      ],
    },
  ],
  'Contract Administration': [
    {
      id: 'skill-contract-administration-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you manage change orders on a construction contract?',
      answer:
        'Changes come from owner requests, unforeseen site conditions or design errors and omissions, ' +
        "and each must follow the contract's process. First, notice: contracts set deadlines, for " +
        'example claims within 21 days under AIA A201, and missing them can forfeit the right to ' +
        'payment or time. The change is then priced by the method the contract allows, such as lump ' +
        'sum, unit prices or time and materials with agreed markups, with supporting quotes and labor ' +
        'and material breakdowns. Any time impact needs a schedule analysis showing the effect on the ' +
        'critical path, not just a number of days. The architect or owner reviews and approves, and ' +
        'the executed change order adjusts the contract sum and time. If the price cannot be agreed ' +
        'but the work must proceed, a construction change directive authorizes it while the amount is ' +
        'settled. I never proceed on verbal direction, keep a change log with status, and update the ' +
        'schedule of values and pay applications.',
      evaluationCriteria: [
        "Strong: follows the contract's notice requirements and deadlines; weak: misses notice deadlines.",
        'Strong: prices changes with proper support and analyzes schedule impact on the critical ' +
          'path; weak: prices without support or claims days without analysis.',
        'Strong: uses construction change directives when price is not agreed; weak: lets work stop ' +
          'until price is agreed.',
        'Strong: keeps a change log and requires written authorization; weak: proceeds on verbal ' +
          'instructions.',
      ],
    },
    {
      id: 'skill-contract-administration-2',
      type: 'technical',
      difficulty: 'HARD',
      question: "Walk through how you review a subcontractor's monthly payment application.",
      answer:
        'I check the application against the approved schedule of values line by line, and verify the ' +
        'percent complete claimed for each line in the field, with the superintendent, rather than ' +
        'accepting it. Stored materials are paid only if the contract allows it and the subcontractor ' +
        'provides documentation, such as invoices, proof of insurance and, for off-site storage, a ' +
        'bill of sale or other proof of title. Only executed change orders can be billed; pending ' +
        'changes are excluded. I recalculate retainage at the contract rate, including any reduction ' +
        'the contract allows after a milestone, subtract previous payments and confirm the arithmetic. ' +
        'I require lien waivers, a conditional waiver for the current payment and an unconditional ' +
        'waiver for the previous one, from the subcontractor and, where required, its lower-tier ' +
        'subcontractors and suppliers. On public or prevailing-wage jobs, certified payroll must be ' +
        'complete. I resolve discrepancies with the subcontractor before approving, and process ' +
        'payment within the prompt payment timelines that apply.',
      evaluationCriteria: [
        'Strong: verifies percent complete in the field against the schedule of values; weak: ' +
          'approves percent complete as billed.',
        'Strong: handles stored materials, change orders and retainage correctly; weak: pays for ' +
          'unapproved changes or miscalculates retainage.',
        'Strong: collects conditional and unconditional lien waivers, including lower tiers; weak: ' +
          'accepts waivers only from the subcontractor.',
        'Strong: checks certified payroll where required and respects prompt payment rules; weak: ' +
          'ignores certified payroll or payment deadlines.',
      ],
    },
  ],
  'Contract Management': [
    {
      id: 'skill-contract-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Once a supplier contract is signed, how do you manage it so the organization actually gets ' +
        'what it is paying for?',
      answer:
        'I would record the contract in a central repository or contract lifecycle management system ' +
        'with its key data: parties, value, term, renewal and notice dates, pricing, service levels ' +
        'and the internal owner. From the contract, I would build an obligations register listing what ' +
        'each side must do and when: deliverables, reports, service levels, insurance certificates, ' +
        'audits and price adjustment mechanisms. Performance is reviewed regularly against agreed ' +
        'KPIs, with service credits applied when the contract provides them, since unclaimed credits ' +
        'are lost value. Invoices are checked against contract rates, because billing drift is common. ' +
        'Changes go through formal amendments, not email agreements. Renewal dates get alerts at least ' +
        '90 to 120 days ahead, so there is time to review performance, benchmark prices and ' +
        'renegotiate or exit before an automatic renewal. I would also monitor supplier risk, such as ' +
        'financial health, and hold relationship reviews with key suppliers.',
      evaluationCriteria: [
        'Strong: centralizes contracts with key metadata and owners; weak: keeps contracts in ' +
          'personal email.',
        'Strong: tracks obligations and enforces service levels and credits; weak: never checks ' +
          'whether service levels are met.',
        'Strong: checks invoices against contract rates and controls changes through amendments; ' +
          'weak: pays invoices without checking rates.',
        'Strong: manages renewals with early alerts and monitors supplier risk; weak: finds out ' +
          'about renewals from the invoice.',
      ],
    },
    {
      id: 'skill-contract-management-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A major supplier contract automatically renewed for three years with a 12 percent price ' +
        'increase because no one gave notice in time. What do you do?',
      answer:
        'I would first read the contract closely: the renewal and notice clause, whether the price ' +
        'increase follows a mechanism with a cap or index that may not have been applied correctly, ' +
        'and any rights to terminate for convenience or for performance failures. Supplier performance ' +
        'data matters, because missed service levels can give leverage or a termination right. Then I ' +
        'would talk to the supplier: a supplier that values the relationship will often negotiate even ' +
        'when the contract favors them, especially if we can offer something, such as a longer ' +
        'commitment, more volume or faster payment, and if we have credible alternative quotes. I ' +
        'would involve legal counsel and tell the budget owner and my manager early about the cost ' +
        'impact. Finally, I would fix the process: every contract in the repository with an owner, ' +
        'automated alerts 120 days before notice deadlines and a renewal review checklist.',
      evaluationCriteria: [
        'Strong: reviews the contract for notice, price mechanism and termination rights; weak: ' +
          'accepts the renewal without reading the contract.',
        'Strong: uses performance data and alternatives as negotiation leverage; weak: negotiates on ' +
          'goodwill alone.',
        'Strong: negotiates with give-gets and involves legal and stakeholders; weak: demands ' +
          'concessions with nothing to offer.',
        'Strong: fixes the renewal process with ownership and alerts; weak: blames the previous ' +
          'owner and moves on.',
      ],
    },
  ],
  'Credit Analysis': [
    {
      id: 'skill-credit-analysis-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'A loan applicant earns $8,000 a month gross, pays $450 a month on a car loan and $150 in ' +
        'credit card minimums, and wants a mortgage with a total housing payment of $2,200. Calculate ' +
        'the debt-to-income ratios and explain what else you would assess.',
      answer:
        'The front-end, or housing, ratio is $2,200 / $8,000 = 27.5 percent. The back-end ratio ' +
        'includes all monthly debt payments: ($2,200 + $450 + $150) / $8,000 = $2,800 / $8,000 = 35 ' +
        'percent. Both are within common limits: conventional loans often allow a back-end ratio up to ' +
        'about 45 percent, or higher with strong compensating factors through automated underwriting, ' +
        'and FHA guidelines start from 31 and 43 percent. But ratios are only one part. I would assess ' +
        'the five Cs: character, through the credit report and payment history; capacity, meaning ' +
        'stable, verified income, with a two-year history for self-employed borrowers; capital, such ' +
        'as the down payment and reserves after closing; collateral, through the appraisal and ' +
        'loan-to-value ratio; and conditions, such as the loan terms and purpose. The lender must also ' +
        "make a reasonable, documented determination of the borrower's ability to repay under " +
        'Regulation Z.',
      evaluationCriteria: [
        'Strong: calculates front-end and back-end ratios correctly, 27.5 and 35 percent; weak: ' +
          'leaves the housing payment out of the back-end ratio.',
        'Strong: compares them with realistic program limits; weak: applies an outdated fixed 43 ' +
          'percent cap to every loan.',
        'Strong: assesses the five Cs, including income stability, reserves and collateral; weak: ' +
          'decides on the ratios alone.',
        'Strong: mentions the ability-to-repay requirement; weak: overlooks the legal documentation ' +
          'requirement.',
      ],
    },
    {
      id: 'skill-credit-analysis-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A small business requests a $500,000 term loan. EBITDA is $220,000, cash taxes $30,000, ' +
        'maintenance capital spending $20,000, existing annual debt service $60,000, and the new ' +
        "loan's annual payment would be $75,000. How do you evaluate it?",
      answer:
        'I would calculate the debt service coverage ratio. Cash flow available for debt service is ' +
        'EBITDA minus cash taxes and maintenance capital spending: $220,000 - $30,000 - $20,000 = ' +
        '$170,000. Total debt service would be $60,000 + $75,000 = $135,000, so coverage is $170,000 / ' +
        '$135,000, about 1.26 times, just above a typical minimum of 1.20 to 1.25. That is thin, so I ' +
        'would stress-test it: a 10 percent fall in EBITDA gives $148,000 of cash flow and coverage of ' +
        'about 1.10 times, below the minimum. Next, I would check the quality and trend of earnings ' +
        'over three years, one-time items, customer concentration, and working capital needs. I would ' +
        "look at global cash flow, including the owners' personal income and obligations if they " +
        'guarantee the loan, and at collateral value and loan-to-value. If I supported it, I would ' +
        'structure protections such as a minimum coverage covenant, personal guarantees and annual ' +
        'financial reporting.',
      evaluationCriteria: [
        'Strong: calculates cash flow available for debt service and a DSCR of about 1.26 correctly; ' +
          'weak: uses EBITDA as cash flow without deductions.',
        'Strong: compares with typical minimums and stress-tests the result; weak: accepts a ratio ' +
          'just over the minimum without stress testing.',
        'Strong: assesses earnings quality, concentration, working capital and global cash flow; ' +
          'weak: relies on one year of results.',
        'Strong: considers collateral and structures covenants and guarantees; weak: approves on ' +
          'cash flow alone with no protections.',
      ],
    },
  ],
  'Crop Production': [
    {
      id: 'skill-crop-production-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you decide the fertilizer rates for a corn field?',
      answer:
        'I start with a current soil test, sampled by grid or management zone every few years, to know ' +
        'pH, phosphorus, potassium and organic matter. I correct pH with lime first, because the wrong ' +
        'pH limits nutrient availability. For phosphorus and potassium, I follow university ' +
        'recommendations based on soil test levels: build-up where levels are low, maintenance based ' +
        'on crop removal where they are optimal, and little or none where they are high. Nitrogen is ' +
        'the largest decision. In many Corn Belt states, land-grant universities publish rates using ' +
        'the maximum return to nitrogen approach, which accounts for the price ratio of nitrogen to ' +
        'corn, and I subtract credits for a previous soybean crop or applied manure. Following the 4R ' +
        'principles, right source, rate, time and place, I would split nitrogen, with part at or after ' +
        'planting as a side-dress, to reduce losses, using a late-spring nitrate test where useful. I ' +
        'keep records of rates and yields.',
      evaluationCriteria: [
        "Strong: starts from soil testing and corrects pH; weak: applies fertilizer at last year's rates.",
        'Strong: applies soil-test-based phosphorus and potassium recommendations; weak: applies ' +
          'phosphorus and potassium regardless of soil test levels.',
        'Strong: uses a university nitrogen rate approach, such as MRTN, with credits for previous ' +
          'crops and manure; weak: applies nitrogen for a yield goal alone without credits.',
        'Strong: applies the 4Rs, including split application, and keeps records; weak: applies all ' +
          'nitrogen in the fall or early spring without justification.',
      ],
    },
    {
      id: 'skill-crop-production-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'In midseason, you find patches of yellow, stunted plants in a soybean field. How do you ' +
        'diagnose and respond?',
      answer:
        'I would look at the pattern first, because it points to the cause. Straight lines or streaks ' +
        'that follow equipment passes suggest an application problem, such as herbicide overlap or ' +
        'carryover. Damage along a field edge downwind of another crop suggests drift. Patches in low, ' +
        'wet areas suggest waterlogging or root disease, and patches on high-pH soils suggest iron ' +
        'deficiency chlorosis. Random, expanding patches suggest pests or disease. Then I would scout ' +
        'closely: dig up plants to check roots for rot, nodulation and soybean cyst nematode cysts, ' +
        'look for insects and leaf symptoms, and compare affected and healthy areas. I would take soil ' +
        'and tissue samples from both, and check the weather and application records. Where a ' +
        'treatment is justified, I would use integrated pest management thresholds rather than ' +
        'spraying by default, and I would consult an agronomist or extension specialist for uncertain ' +
        'cases. I would record everything for future variety and drainage decisions.',
      evaluationCriteria: [
        'Strong: uses the spatial pattern to narrow possible causes; weak: diagnoses from one plant.',
        'Strong: scouts thoroughly, including roots, nodulation and nematodes; weak: looks only at ' +
          'the leaves.',
        'Strong: uses soil and tissue sampling and records to confirm; weak: guesses the cause from ' +
          'symptoms alone.',
        'Strong: applies IPM thresholds, consults experts and records for future decisions; weak: ' +
          'sprays a broad-spectrum product right away.',
      ],
    },
  ],
  'Customer Relationship Management': [
    {
      id: 'skill-customer-relationship-management-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What should a CRM record for each client account, and how do you keep the data useful?',
      answer:
        'For each account, the CRM should hold the company details, and contacts with their roles, ' +
        'such as decision maker, day-to-day user or champion, and how strong our relationship is with ' +
        'each. It should record the history of meetings, calls and key emails with short notes on what ' +
        'was discussed and agreed, open opportunities with stage, value and expected close date, ' +
        'renewal and contract dates, open support cases, and the next step with a date. To keep it ' +
        'useful, I log activities the same day, use the agreed stage definitions, fill required ' +
        'fields, update close dates when deals move, and remove or merge duplicates. I set tasks and ' +
        'reminders for follow-ups so nothing depends on memory. A CRM is only as good as its data, and ' +
        'the payoff is that anyone covering for me can see the full picture of an account and that ' +
        'forecasts reflect reality.',
      evaluationCriteria: [
        'Strong: lists the key data: contacts and roles, interaction history, opportunities, ' +
          'renewals and next steps; weak: records only names and phone numbers.',
        'Strong: describes hygiene habits, such as same-day logging, stage definitions and ' +
          'deduplication; weak: updates records at the end of the month.',
        'Strong: explains the value for coverage, follow-up and forecasting; weak: sees the CRM as ' +
          'admin for management.',
      ],
    },
    {
      id: 'skill-customer-relationship-management-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you use CRM data to decide which clients need your attention this week?',
      answer:
        'I build a few saved views or dashboards that surface accounts needing action, rather than ' +
        'relying on memory. The most useful are: renewals or contract end dates in the next 90 days, ' +
        'with their status; accounts with no meaningful contact in, say, 60 days; accounts with open ' +
        'or escalated support cases; accounts where orders or usage have dropped compared with the ' +
        'same period last year; and open opportunities with close dates this month or with no activity ' +
        'for two weeks. If the CRM has a health score, I sort by it, but I check what drives the ' +
        'score. Each morning or Monday, I review these views, set tasks and plan calls, prioritizing ' +
        'by value and risk. I also check relationship coverage: an important account where we know ' +
        'only one person is a risk, so I plan to meet others. Automated alerts for key events, such as ' +
        'a contact leaving, help catch changes early.',
      evaluationCriteria: [
        'Strong: uses specific saved views, such as upcoming renewals, no recent contact and ' +
          'declining usage; weak: scrolls through accounts from memory.',
        'Strong: prioritizes by value and risk with a regular review routine; weak: reacts to ' +
          'whoever calls first.',
        'Strong: checks relationship coverage and avoids single-threaded accounts; weak: tracks only ' +
          'the main contact.',
        'Strong: uses alerts and understands what drives health scores; weak: trusts a health score ' +
          'without knowing its inputs.',
      ],
    },
  ],
  'Data Structures and Algorithms': [
    {
      id: 'skill-data-structures-and-algorithms-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Given an array of integers and a target, return the indices of two numbers that add up to the ' +
        'target. Walk through your approaches and their complexity.',
      answer:
        'The brute-force approach checks every pair with two nested loops, which is O(n squared) time ' +
        'and O(1) extra space. That works for small inputs but is too slow for large ones. The better ' +
        'approach uses a hash map in one pass: for each element x at index i, I check whether target ' +
        'minus x is already in the map; if so, I return its index and i; otherwise I store x with its ' +
        'index. That is O(n) time and O(n) space, because each lookup and insert takes constant time ' +
        'on average. Checking before inserting handles duplicates correctly, such as [3, 3] with ' +
        'target 6, and ensures an element is not paired with itself. Sorting with two pointers would ' +
        'take O(n log n) and requires keeping original indices. I would clarify assumptions: whether ' +
        'exactly one solution exists, and what to return if none does.',
      evaluationCriteria: [
        'Strong: gives the brute-force approach and its O(n squared) complexity; weak: jumps to an ' +
          'optimized answer without a baseline.',
        'Strong: gives the one-pass hash map solution with O(n) time and space; weak: uses a map but ' +
          'gets the complexity wrong.',
        'Strong: handles duplicates and self-pairing correctly and clarifies assumptions; weak: ' +
          'pairs an element with itself.',
      ],
    },
    {
      id: 'skill-data-structures-and-algorithms-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Design a least recently used (LRU) cache with get and put operations that both run in ' +
        'constant time.',
      answer:
        'I would combine a hash map with a doubly linked list. The list keeps entries in order of use, ' +
        'most recent at the head and least recent at the tail, and the map stores each key with a ' +
        'pointer to its list node. For get, I look up the node in the map; if found, I move it to the ' +
        'head, which takes constant time with a doubly linked list because I can unlink a node given ' +
        'only the node, and return the value. For put, if the key exists I update the value and move ' +
        'it to the head; otherwise I create a node at the head and add it to the map, and if the size ' +
        'exceeds capacity, I remove the tail node and delete its key from the map. Sentinel head and ' +
        "tail nodes avoid edge cases. In practice, Java's LinkedHashMap with access order, or Python's " +
        'OrderedDict with move_to_end, does this. For concurrent use, I would add locking or use a ' +
        'proven caching library.',
      evaluationCriteria: [
        'Strong: combines a hash map with a doubly linked list and explains why both are needed; ' +
          'weak: uses a list and searches it on each get.',
        'Strong: describes get and put, including eviction, in constant time; weak: cannot explain ' +
          'why access is constant time.',
        'Strong: uses sentinel nodes or handles edge cases such as updates of existing keys; weak: ' +
          'forgets to update existing keys.',
        'Strong: mentions library equivalents and concurrency considerations; weak: has no view on ' +
          'thread safety.',
      ],
    },
  ],
  DAX: [
    {
      id: 'skill-dax-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What is the difference between row context and filter context in DAX, and what does CALCULATE do?',
      answer:
        'Filter context is the set of filters applied when a measure is evaluated, coming from the ' +
        "visual's rows and columns, slicers, and report or page filters, and it determines which rows " +
        'a measure such as SUM(Sales[Amount]) sees. Row context exists when DAX iterates over a table ' +
        'row by row, in a calculated column or an iterator such as SUMX, and it lets an expression ' +
        "refer to the current row's values, but it does not filter other tables by itself. CALCULATE " +
        'evaluates an expression in a modified filter context: it can add, replace or remove filters, ' +
        'as in CALCULATE([Total Sales], \'Product\'[Color] = "Red") or CALCULATE([Total Sales], ' +
        "REMOVEFILTERS('Date')). It also performs context transition: when called inside a row " +
        'context, it turns the current row into an equivalent filter context. That happens implicitly ' +
        'whenever a measure is referenced inside an iterator or calculated column, which is powerful ' +
        'but can be slow or surprising on large tables.',
      evaluationCriteria: [
        'Strong: defines filter context and its sources correctly; weak: confuses filter context ' +
          'with row context.',
        'Strong: defines row context and that it does not filter by itself; weak: says row context ' +
          'filters related tables.',
        'Strong: explains CALCULATE modifying filters, with correct syntax examples; weak: writes ' +
          'syntax that would not run.',
        'Strong: explains context transition, including implicit transition with measures; weak: ' +
          'cannot explain why measures behave differently inside iterators.',
      ],
    },
    {
      id: 'skill-dax-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A year-to-date sales measure in a Power BI report returns blanks or wrong values. What do you ' +
        'check?',
      answer:
        'Time intelligence functions such as TOTALYTD and DATESYTD depend on a proper date table, so I ' +
        'check that first: a separate table with one row per day, contiguous with no gaps, covering ' +
        "complete years, marked as a date table, and related to the fact table's date column in a " +
        "one-to-many relationship. The visual must use the date table's columns, not the date column " +
        'from the sales table; otherwise the time intelligence filters do not apply. For a fiscal ' +
        'year, the year-end parameter must be set, such as "6/30" for June 30. If the relationship ' +
        'uses a date-time column with times, dates will not match, so I convert to date. If there are ' +
        'several date columns, such as order and ship date, an inactive relationship needs ' +
        'USERELATIONSHIP. Wrong totals can come from measures that are not additive across the total ' +
        'row. I test the measure in DAX query view or a simple table visual, and check for ' +
        'bidirectional relationships that add filters unexpectedly.',
      evaluationCriteria: [
        'Strong: checks for a complete, contiguous, marked date table with the correct relationship; ' +
          "weak: uses the sales table's dates with no date table.",
        'Strong: uses date table columns in visuals and handles fiscal year-ends; weak: uses the ' +
          "fact table's date column in visuals.",
        'Strong: considers date-time mismatches and inactive relationships with USERELATIONSHIP; ' +
          'weak: ignores time components or inactive relationships.',
        'Strong: diagnoses totals and bidirectional filter issues with simple test visuals or ' +
          'queries; weak: rewrites the measure by trial and error.',
      ],
    },
  ],
  'Demand Generation': [
    {
      id: 'skill-demand-generation-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Sales needs $3 million in new bookings next year from marketing-generated leads. The average ' +
        'deal is $50,000, the win rate from sales-qualified lead is 20 percent, and 25 percent of ' +
        'marketing-qualified leads become sales-qualified. How many leads do you need, and what does ' +
        'that mean for the plan?',
      answer:
        'I would work backward through the funnel. $3 million at $50,000 a deal is 60 deals. At a 20 ' +
        'percent win rate, that requires 300 sales-qualified leads, and at 25 percent conversion, ' +
        '1,200 marketing-qualified leads, or 100 a month. If our blended cost per marketing-qualified ' +
        'lead is $250, that is a program budget of about $300,000, which I would test against the ' +
        'available budget. Timing matters: with a sales cycle of, say, four months, leads generated ' +
        'late in the year close next year, so lead generation must be front-loaded. I would split the ' +
        "target by channel, based on each channel's historical volume, cost and conversion, since a " +
        'cheap channel with poor conversion is not cheap. Finally, I would agree these conversion ' +
        'assumptions with sales, track them monthly, and adjust if conversion rates differ from plan, ' +
        'since a small change in conversion changes the lead volume needed dramatically.',
      evaluationCriteria: [
        'Strong: calculates 60 deals, 300 SQLs and 1,200 MQLs, 100 a month, correctly; weak: ' +
          'miscalculates the funnel.',
        'Strong: translates volume into a budget using cost per lead; weak: stops at a lead count ' +
          'with no budget implication.',
        'Strong: accounts for sales cycle timing and channel-level conversion differences; weak: ' +
          'assumes leads convert in the same period.',
        'Strong: agrees assumptions with sales and tracks conversion monthly; weak: sets the target alone.',
      ],
    },
    {
      id: 'skill-demand-generation-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "Sales says marketing's leads are poor quality, and marketing says sales does not follow up. " +
        'How do you fix it?',
      answer:
        'I would treat it as a shared process problem and start with data rather than opinions. I ' +
        'would look at what happened to recent leads: how quickly sales contacted them, how many were ' +
        'rejected and why, and how lead sources and scores related to closed deals. Usually both sides ' +
        'have a point. Then I would bring both teams together to agree on a service-level agreement: ' +
        'shared definitions of a marketing-qualified and sales-qualified lead based on fit with the ' +
        'ideal customer profile and buying signals; a lead scoring model calibrated against closed-won ' +
        'deals, not guesswork; a follow-up commitment, such as contact within one business day and a ' +
        'set number of attempts; and required rejection reasons, with rejected leads recycled to ' +
        'nurturing. The CRM must record every step so there is closed-loop reporting. Finally, I would ' +
        'give both teams a shared goal, such as pipeline created, review the numbers together monthly ' +
        'and refine the definitions.',
      evaluationCriteria: [
        'Strong: uses data on follow-up speed, rejection reasons and conversion to closed deals; ' +
          'weak: argues from anecdotes.',
        'Strong: creates a service-level agreement with shared lead definitions and follow-up ' +
          'commitments; weak: lets each team define a good lead differently.',
        'Strong: calibrates lead scoring against closed-won data and recycles rejected leads; weak: ' +
          'sets scores by opinion.',
        'Strong: sets shared pipeline goals with closed-loop reporting and regular reviews; weak: ' +
          'sets separate goals for each team.',
      ],
    },
  ],
  'Design Systems': [
    {
      id: 'skill-design-systems-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'What are design tokens, and how do they connect design and code in a design system?',
      answer:
        'Design tokens are named, platform-independent values for design decisions: colors, spacing, ' +
        'typography, radius, shadows, motion. They are usually layered. Primitive tokens hold raw ' +
        'values, such as blue-600. Semantic tokens describe purpose, such as color-background-danger ' +
        'or space-inline-md, and point to primitives. Component tokens, where needed, apply semantics ' +
        'to a specific component. Components use semantic tokens, so changing a theme, such as dark ' +
        'mode or a second brand, means remapping semantic tokens rather than editing every component. ' +
        'In design tools, tokens live as Figma variables with modes for themes. For code, tokens are ' +
        'stored in a source format, such as JSON following the Design Tokens Community Group format, ' +
        'and a build tool such as Style Dictionary transforms them into CSS custom properties, iOS and ' +
        'Android resources. A clear naming convention, a single source of truth, and versioned ' +
        'releases with change notes keep design and code in sync.',
      evaluationCriteria: [
        'Strong: defines tokens and the primitive, semantic and component layers; weak: treats ' +
          'tokens as a color palette.',
        'Strong: explains how semantic tokens enable theming; weak: hard-codes colors inside components.',
        'Strong: describes the pipeline from design tool variables to code, such as Style ' +
          'Dictionary; weak: keeps design values and code values separately by hand.',
        'Strong: emphasizes naming, a single source of truth and versioning; weak: renames tokens ' +
          'freely without versioning.',
      ],
    },
    {
      id: 'skill-design-systems-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Adoption of your design system is low: product teams detach components and build their own. ' +
        'What do you do?',
      answer:
        "I would treat product teams as the design system's customers and find out why they work " +
        'around it. I would look at data, such as library usage analytics in Figma and scans of the ' +
        'codebase for system components versus custom ones, and interview designers and engineers from ' +
        'several teams. The usual reasons are missing components or variants, components too rigid for ' +
        'real cases, bugs or accessibility gaps in the coded versions, mismatches between design and ' +
        'code, slow responses to requests, and poor documentation. Then I would act on the biggest ' +
        'issues: add the most requested components, add flexibility where it is justified, fix quality ' +
        'problems, and publish a clear roadmap. A contribution model lets teams add to the system with ' +
        'review, so their custom work becomes shared. Office hours and quick support help. I would ' +
        'measure adoption over time and celebrate teams that migrate, rather than relying on mandates.',
      evaluationCriteria: [
        'Strong: investigates reasons with usage data and interviews; weak: blames teams for not ' +
          'following the rules.',
        'Strong: identifies common causes, such as gaps, rigidity, quality and design-code mismatch; ' +
          'weak: assumes teams are careless.',
        'Strong: responds with a roadmap, quality fixes and a contribution model; weak: answers ' +
          'requests one by one with no plan.',
        'Strong: measures adoption and builds support rather than policing; weak: mandates usage and ' +
          'polices detaches.',
      ],
    },
  ],
  'Drug Utilization Review': [
    {
      id: 'skill-drug-utilization-review-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'What does prospective drug utilization review involve when you verify a new prescription?',
      answer:
        'Prospective review happens before the medication is dispensed. It is required for Medicaid ' +
        "prescriptions by OBRA '90 and has become standard practice for every patient. I screen the " +
        "prescription against the patient's full profile, including over-the-counter products and " +
        'supplements, for therapeutic duplication, drug-disease contraindications, drug-drug ' +
        'interactions, incorrect dose or duration, drug allergies, and signs of misuse or abuse. ' +
        'Dosing must fit the patient: renal function, estimated with Cockcroft-Gault creatinine ' +
        'clearance for many drugs, hepatic function, age, weight, and pregnancy or lactation. For ' +
        'controlled substances, I check the state prescription drug monitoring program. Software ' +
        'alerts help, but many are clinically insignificant, so I judge each one rather than ' +
        'overriding reflexively. When I find a real problem, I contact the prescriber with a specific ' +
        'recommendation, such as a dose adjustment, document the outcome, and counsel the patient.',
      evaluationCriteria: [
        'Strong: lists the screening categories, such as duplication, interactions, dosing and ' +
          'contraindications; weak: checks interactions only.',
        'Strong: adjusts for patient factors, including renal function; weak: ignores kidney ' +
          'function when dosing.',
        'Strong: checks the PDMP for controlled substances and handles alert fatigue thoughtfully; ' +
          'weak: overrides alerts by habit or skips the PDMP.',
        'Strong: contacts the prescriber with specific recommendations and documents; weak: refuses ' +
          'or fills without contacting the prescriber.',
      ],
    },
    {
      id: 'skill-drug-utilization-review-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A patient presents a new opioid prescription. Their profile shows a current benzodiazepine, ' +
        'and the prescription monitoring program shows opioid prescriptions from three different ' +
        'prescribers in the last month. What do you do?',
      answer:
        'Several red flags are present, and pharmacists have a corresponding responsibility under DEA ' +
        'regulations to ensure a controlled substance prescription is for a legitimate medical ' +
        'purpose. Clinically, combining an opioid with a benzodiazepine carries an FDA boxed warning ' +
        'for profound sedation, respiratory depression and death. I would not dispense until I have ' +
        'resolved the concerns. I would contact the prescriber to confirm the prescription, share the ' +
        'monitoring program findings and the benzodiazepine, and discuss options, such as a lower ' +
        'dose, a shorter supply or coordination with the other prescribers. I would talk with the ' +
        'patient privately and without judgment about their pain, their prescribers and their ' +
        'medications. If I dispense, I would offer naloxone and counsel on the risks. If legitimacy ' +
        'cannot be established, I would decline to fill and document my reasons, following state law ' +
        'and pharmacy policy, and refer the patient appropriately.',
      evaluationCriteria: [
        'Strong: recognizes corresponding responsibility and the red flags; weak: sees only an ' +
          'insurance or refill issue.',
        'Strong: knows the opioid-benzodiazepine boxed warning risks; weak: treats the combination ' +
          'as routine.',
        'Strong: contacts prescribers and speaks with the patient respectfully; weak: confronts the ' +
          'patient or fills silently.',
        'Strong: offers naloxone, declines when legitimacy cannot be established, and documents; ' +
          'weak: fills without counseling or refuses without documenting.',
      ],
    },
  ],
  'E-Filing': [
    {
      id: 'skill-e-filing-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Walk through filing a document in federal court through CM/ECF, and what you check before ' +
        'submitting.',
      answer:
        "Before filing, I check the court's local rules, electronic filing procedures and the judge's " +
        'individual practices, which can add requirements on format, page limits or courtesy copies. ' +
        'The document must be a text-searchable PDF within the size limit, with an electronic ' +
        "signature in the form the procedures require, such as /s/ and the attorney's name. Exhibits " +
        'are separate, clearly labeled attachments. Under Federal Rule of Civil Procedure 5.2, I ' +
        'redact personal identifiers, leaving only the last four digits of Social Security and ' +
        "financial account numbers, the year of birth, and minors' initials. Sealed documents follow " +
        "the court's separate sealing procedure. In CM/ECF, I select the correct event, link the " +
        'filing to related docket entries such as the motion being opposed, and pay any fee. Unless a ' +
        "local rule says otherwise, electronic filings are due by midnight in the court's time zone. I " +
        'save the Notice of Electronic Filing and serve any party not on the system.',
      evaluationCriteria: [
        'Strong: checks local rules, ECF procedures and judge-specific practices; weak: assumes all ' +
          'courts follow the same rules.',
        'Strong: prepares compliant PDFs, signatures and exhibits; weak: files scanned images ' +
          'without signatures.',
        'Strong: applies Rule 5.2 redaction requirements correctly; weak: leaves full identifiers in ' +
          'public filings.',
        'Strong: selects the right event, knows the midnight deadline and saves the NEF; weak: files ' +
          'under the wrong event and loses the receipt.',
      ],
    },
    {
      id: 'skill-e-filing-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "It is 11:40 p.m. on the filing deadline, and the court's electronic filing system keeps " +
        'rejecting your upload. What do you do?',
      answer:
        'I would work the problem and document it at the same time. First, I would tell the ' +
        'supervising attorney immediately. I would take screenshots of each error with the time shown ' +
        'and keep a log of attempts. Then I would try quick fixes: if the file is too large, split ' +
        'exhibits into separate attachments or reduce image resolution; if the PDF is rejected, print ' +
        "it to a new PDF; and try another browser or computer. I would check the court's website for a " +
        "notice of system outage. If filing still fails, the court's electronic filing procedures " +
        'usually have a technical failure provision, typically allowing filing as soon as possible on ' +
        'the next business day with a declaration explaining the failure, and Federal Rule of Civil ' +
        "Procedure 6(a)(3) extends deadlines when the clerk's office is inaccessible, which can " +
        'include an electronic system outage. I would follow the procedure precisely, notify opposing ' +
        'counsel as a courtesy, and afterward plan filings earlier in the day.',
      evaluationCriteria: [
        'Strong: escalates to the attorney and documents the failure with timestamps; weak: keeps ' +
          'trying quietly past midnight.',
        'Strong: tries practical fixes, such as file size, PDF regeneration and another browser; ' +
          'weak: gives up after the first error.',
        'Strong: knows technical failure procedures and FRCP 6(a)(3) on inaccessibility; weak: ' +
          'assumes the deadline is simply missed.',
        'Strong: notifies opposing counsel and prevents recurrence by filing earlier; weak: files ' +
          'late without telling anyone.',
      ],
    },
  ],
  EKG: [
    {
      id: 'skill-ekg-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'Describe the correct placement of the electrodes for a standard 12-lead EKG.',
      answer:
        'The chest leads are placed by counting intercostal spaces, not by eye. V1 goes in the fourth ' +
        'intercostal space just right of the sternum, and V2 in the fourth intercostal space just left ' +
        'of the sternum. V4 goes in the fifth intercostal space at the left midclavicular line, and V3 ' +
        'midway between V2 and V4. V5 goes at the left anterior axillary line at the same horizontal ' +
        'level as V4, and V6 at the left midaxillary line at the same level. Limb electrodes go on the ' +
        'arms and legs, usually wrists or upper arms and ankles or thighs, placed symmetrically. ' +
        'Before placing them, I clean and dry the skin, remove lotion, and clip hair where needed, and ' +
        'the patient lies relaxed, warm and still. Common errors are placing V1 and V2 too high, in ' +
        'the second or third intercostal space, and reversing the arm leads, both of which change the ' +
        "tracing and can mimic disease. I label the tracing with the patient's details and time.",
      evaluationCriteria: [
        'Strong: places V1 through V6 correctly using intercostal spaces and anatomical lines; weak: ' +
          'places chest leads by eye.',
        'Strong: places limb leads correctly and symmetrically; weak: places limb electrodes on the ' +
          'torso in a standard resting EKG.',
        'Strong: prepares the skin and positions the patient properly; weak: places electrodes over ' +
          'lotion or hair.',
        'Strong: knows common placement errors and their effects; weak: does not know how ' +
          'misplacement changes the tracing.',
      ],
    },
    {
      id: 'skill-ekg-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'While you are recording an EKG, the tracing is full of artifact, and the patient says they ' +
        'have chest pain that started an hour ago. What do you do?',
      answer:
        'The chest pain comes first. I would tell the provider immediately, because new chest pain can ' +
        "mean a heart attack, where minutes matter, and follow the office's emergency protocol, which " +
        'may include calling 911. I would stay with the patient, keep them at rest and take vital ' +
        'signs. At the same time, a readable EKG is valuable to the provider, so I would quickly fix ' +
        'the artifact: a wandering baseline usually comes from poor contact or breathing movement, so ' +
        'I would reattach electrodes on clean, dry skin; fuzzy, jagged lines suggest muscle tremor ' +
        'from cold, tension or talking, so I would cover the patient and ask them to relax; and ' +
        'regular fine interference suggests nearby electrical equipment, so I would move or unplug ' +
        'devices where safe. I would hand the tracing to the provider right away rather than ' +
        'interpreting it myself, since diagnosis is outside my scope, and document the time and ' +
        'symptoms.',
      evaluationCriteria: [
        'Strong: treats new chest pain as urgent and notifies the provider immediately; weak: ' +
          'finishes the EKG before mentioning the pain.',
        'Strong: follows emergency protocol, stays with the patient and takes vital signs; weak: ' +
          'leaves the patient alone to find help.',
        'Strong: identifies artifact types and their fixes correctly; weak: repeats the test without ' +
          'fixing the cause.',
        'Strong: stays within scope by not interpreting, and documents times; weak: tells the ' +
          'patient what the tracing shows.',
      ],
    },
  ],
  'Electrical Troubleshooting': [
    {
      id: 'skill-electrical-troubleshooting-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Before troubleshooting a circuit, how do you make sure it is safe, and when is live ' +
        'troubleshooting justified?',
      answer:
        'The default is to establish an electrically safe work condition under NFPA 70E: identify ' +
        'every source of supply from current drawings and labels, open the disconnects, apply lockout ' +
        'and tagout devices, and verify the absence of voltage with a properly rated meter, using the ' +
        'live-dead-live method, testing the meter on a known live source before and after. Capacitors ' +
        'and other stored energy must be discharged. Some troubleshooting, however, requires the ' +
        'circuit to be energized, such as measuring voltage or checking control circuit operation. ' +
        'That work is allowed for qualified persons, but only after a risk assessment for shock and ' +
        "arc flash, with the right PPE from the equipment's arc flash label or the standard's tables, " +
        'insulated tools, respect for the approach boundaries, and using meters rated for the ' +
        'location, such as CAT III or CAT IV. I keep my exposure short, and once I have found the ' +
        'fault, the repair itself is done de-energized.',
      evaluationCriteria: [
        'Strong: establishes an electrically safe work condition with lockout and tagout and ' +
          'live-dead-live testing; weak: trusts that the breaker is off.',
        'Strong: knows when energized diagnostic work is permitted and what it requires; weak: works ' +
          'live for convenience.',
        'Strong: uses correct PPE, boundaries and properly rated meters; weak: uses a ' +
          'general-purpose meter and everyday clothing.',
        'Strong: performs repairs de-energized; weak: works live for convenience.',
      ],
    },
    {
      id: 'skill-electrical-troubleshooting-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'In a house, lights flicker and brighten when large appliances run, and some outlets measure ' +
        'about 60 volts while others measure about 180 volts. What is likely wrong, and how do you ' +
        'find it?',
      answer:
        'This pattern points to an open or high-resistance neutral. When the neutral is lost, loads on ' +
        'the two 120-volt legs end up in series across 240 volts, so the voltage divides according to ' +
        'the loads: the lightly loaded side rises and the heavily loaded side falls. It is dangerous, ' +
        'since the high voltage can damage equipment and start fires, so I would advise turning off ' +
        'sensitive loads. At the panel, I would measure leg to leg, which should be a normal 240, and ' +
        'each leg to neutral, then repeat with a load applied. If the imbalance appears at the main ' +
        'panel, the problem is the service neutral, either in the panel, the meter base or the ' +
        "utility's connection, and I would call the utility for their side. If it appears only on " +
        'certain circuits, I would look for a multiwire branch circuit with a failed neutral, often a ' +
        'loose wire nut or a receptacle where the neutral passed through device terminals instead of a ' +
        'pigtail.',
      evaluationCriteria: [
        'Strong: identifies an open or high-resistance neutral and explains the voltage division; ' +
          'weak: replaces light fixtures or outlets.',
        'Strong: treats it as a hazard and protects equipment; weak: leaves the circuit running ' +
          'while investigating.',
        'Strong: isolates service neutral versus branch neutral with measurements under load; weak: ' +
          'checks at one outlet only.',
        'Strong: knows common failure points, such as multiwire branch circuits and device ' +
          'terminals; weak: tightens connections at random.',
      ],
    },
  ],
  'Embedded Linux': [
    {
      id: 'skill-embedded-linux-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Describe the boot sequence of a typical embedded Linux device and where you customize it for ' +
        'a new board.',
      answer:
        "The processor's boot ROM runs first and loads a small first-stage loader, often the U-Boot " +
        'SPL, from a boot medium such as eMMC, SD or SPI flash. That initializes DRAM and loads the ' +
        'full bootloader, usually U-Boot, which sets up essential hardware, reads its environment and ' +
        'loads the kernel image, the device tree blob, and optionally an initramfs, passing kernel ' +
        'arguments such as the root filesystem and console. The kernel uses the device tree to learn ' +
        'what hardware is present, probes drivers, mounts the root filesystem and starts init, ' +
        'typically systemd or BusyBox init, which starts services and the application. For a new ' +
        'board, the main customization points are the device tree, describing peripherals, pin ' +
        'multiplexing and memory; the U-Boot board configuration and environment; the kernel ' +
        'configuration and drivers; and the root filesystem, built with Yocto or Buildroot. I would ' +
        'also tune boot time, for example by trimming drivers and services.',
      evaluationCriteria: [
        'Strong: describes the sequence from boot ROM through SPL, U-Boot, kernel and init; weak: ' +
          'describes only the kernel starting.',
        'Strong: explains the role of the device tree and kernel arguments; weak: hard-codes ' +
          'hardware details in drivers.',
        'Strong: identifies customization points: device tree, bootloader, kernel config and root ' +
          'filesystem; weak: customizes by editing files on a running device.',
        'Strong: mentions build systems such as Yocto or Buildroot and boot-time tuning; weak: ' +
          'builds the filesystem by hand.',
      ],
    },
    {
      id: 'skill-embedded-linux-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you design reliable over-the-air software updates for thousands of embedded Linux ' +
        'devices in the field?',
      answer:
        'The core design is A/B, or dual-copy, updates: the device runs from one root filesystem ' +
        'partition while the update is written to the other, then the bootloader switches to it. If ' +
        'the new image fails to boot or fails a health check, a boot counter in U-Boot makes it fall ' +
        'back to the previous partition automatically, and the application marks the new image as good ' +
        'only after it has proven itself. Established frameworks, such as SWUpdate, RAUC or Mender, ' +
        'implement this rather than a custom script. Images are cryptographically signed and verified ' +
        'before installation, ideally as part of a secure boot chain. The root filesystem is ' +
        'read-only, with user data and configuration on a separate partition that survives updates, ' +
        'and data migrations are versioned. The process must survive power loss at any point. For ' +
        'bandwidth, delta updates help. Rollout is staged, starting with a small percentage of ' +
        'devices, with monitoring of update success and device health before expanding.',
      evaluationCriteria: [
        'Strong: uses A/B partitions with automatic rollback via boot counting and health checks; ' +
          'weak: writes the new image over the running system.',
        'Strong: signs and verifies images, ideally with secure boot; weak: installs any image it receives.',
        'Strong: separates a read-only root filesystem from persistent data and handles power loss; ' +
          'weak: leaves the root filesystem writable with data mixed in.',
        'Strong: uses established frameworks and staged rollouts with monitoring; weak: pushes each ' +
          'update to every device at once.',
      ],
    },
  ],
  'Employee Onboarding': [
    {
      id: 'skill-employee-onboarding-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you onboard a new frontline employee so that they are productive and safe in their ' +
        'first two weeks?',
      answer:
        'Before the first day, I would complete the paperwork, including Form I-9 and tax forms, ' +
        'arrange the uniform, name tag and system logins, and schedule the first shifts with a ' +
        'designated trainer, avoiding the busiest periods at first. On day one, I would welcome them ' +
        'personally, introduce the team, show them around, and cover safety first: emergency exits, ' +
        'first aid, chemical safety, safe lifting and, in food service, food safety and hygiene ' +
        'basics. Then role training follows a checklist in stages: watch the trainer, do the task with ' +
        'support, then do it alone and be signed off. Any required certifications, such as a food ' +
        'handler card or responsible alcohol service training where the state or locality requires ' +
        'them, are scheduled early. For minors, I check hour and task restrictions. I would check in ' +
        'at the end of the first week and second week, ask what is unclear, give specific feedback, ' +
        'and adjust the training plan.',
      evaluationCriteria: [
        'Strong: prepares paperwork, equipment and trainer schedules before day one; weak: has them ' +
          'start on their first shift with no setup.',
        'Strong: prioritizes safety training and required certifications; weak: covers policies but ' +
          'not safety.',
        'Strong: uses a staged, checklist-based training approach with sign-off; weak: tells them to ' +
          'shadow whoever is around.',
        'Strong: checks in regularly and respects rules for minors; weak: leaves new hires without ' +
          'feedback.',
      ],
    },
    {
      id: 'skill-employee-onboarding-2',
      type: 'situational',
      difficulty: 'EASY',
      question:
        "A new hire's first shift falls on your busiest night, and their trainer has just called out. " +
        'What do you do?',
      answer:
        'I would not leave the new hire to figure things out alone on a busy night, because a bad ' +
        'first shift is a common reason new employees quit, and it can also create safety and service ' +
        'problems. I would assign another experienced team member as their trainer for the shift, even ' +
        'if that means adjusting stations, or take them under my own wing for part of the shift. I ' +
        'would give them a limited, manageable role, such as a single station or simple tasks they can ' +
        'learn quickly, with clear instructions and someone to ask. If that is not possible, I would ' +
        'offer to move their first shift to a quieter time, with pay for any time they already came in ' +
        'as required. Either way, I would brief them honestly about the situation, check in during the ' +
        'shift, and talk with them at the end about how it went and what comes next.',
      evaluationCriteria: [
        'Strong: assigns an alternative trainer or personally supports the new hire; weak: lets them ' +
          'work alone.',
        'Strong: limits the new hire to manageable tasks with clear support; weak: gives a new hire ' +
          'the busiest station.',
        'Strong: considers rescheduling and communicates honestly, checking in during and after the ' +
          'shift; weak: stays silent and leaves it to the team.',
      ],
    },
  ],
  Epic: [
    {
      id: 'skill-epic-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you use Epic efficiently and safely for documentation, and what pitfalls do you avoid?',
      answer:
        'For efficiency, I set up personalization: SmartPhrases, the dot phrases, for documentation I ' +
        'write often, SmartLists for common choices, and favorites or preference lists for orders and ' +
        'smart sets relevant to my role. I keep the In Basket under control by handling messages daily ' +
        'and using pools as my team intends. For safety, the biggest risks are the wrong patient and ' +
        'outdated information. I confirm the patient with two identifiers and check the header before ' +
        'documenting or ordering, and I close charts I am not using. Copying forward a previous note ' +
        'is fast but can carry over problems that have resolved, old medications or findings I did not ' +
        'assess, so I review and edit anything copied. I read alerts, such as drug interaction ' +
        'warnings and best practice advisories, before acting on them rather than dismissing them by ' +
        'habit. I document at the time of care, not in advance, and use barcode scanning where my role ' +
        'involves giving medications.',
      evaluationCriteria: [
        'Strong: uses SmartPhrases, SmartLists, favorites or preference lists appropriately; weak: ' +
          'keeps typing the same notes by hand.',
        'Strong: prevents wrong-patient errors with two identifiers and careful chart handling; ' +
          "weak: relies on the patient's name alone.",
        'Strong: avoids copy-forward errors and alert fatigue; weak: copies forward without review ' +
          'and dismisses alerts by reflex.',
        'Strong: documents contemporaneously and uses barcode scanning where relevant; weak: ' +
          'documents ahead of time or at the end of shift.',
      ],
    },
    {
      id: 'skill-epic-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question: 'Epic goes down unexpectedly during your shift. What do you do?',
      answer:
        'I would follow our downtime procedures, which I should know before I need them. First, I ' +
        "would confirm the outage with the help desk or the unit's communication channel, so I know " +
        'whether it is my workstation or the whole system. For current patient information, I would ' +
        'use the downtime reports on the designated business continuity computers, which hold recent ' +
        'medication administration records, patient lists, allergies and recent results printed or ' +
        'stored before the outage. Work continues on paper: downtime forms for orders, documentation ' +
        'and medication administration, with downtime labels or careful handwritten identifiers on ' +
        'specimens. Communication moves to phone or in person, with read-back of orders. Safety checks ' +
        'matter more, not less, because the usual alerts are gone. When the system returns, I would ' +
        'enter the downtime documentation back into Epic with the correct times, reconcile orders to ' +
        'avoid duplicates, and confirm results reached the right charts.',
      evaluationCriteria: [
        'Strong: confirms the scope of the outage and knows the downtime procedures; weak: ' +
          'improvises without knowing the procedure.',
        'Strong: uses business continuity downtime reports for current patient data; weak: works ' +
          'without current medication information.',
        'Strong: switches to paper forms and heightened manual safety checks with read-back; weak: ' +
          'relies on memory.',
        'Strong: back-enters documentation with correct times and reconciles orders after recovery; ' +
          'weak: leaves paper records unreconciled.',
      ],
    },
  ],
  'Exercise Programming': [
    {
      id: 'skill-exercise-programming-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How would you design a 12-week strength program for a healthy beginner?',
      answer:
        'I start with screening and assessment: a health questionnaire such as the PAR-Q+, the ' +
        "client's goals, training and injury history, and movement screening, referring for medical " +
        'clearance if anything calls for it. For a beginner, I would plan two or three full-body ' +
        'sessions a week, in line with guidelines to train all major muscle groups at least two days a ' +
        'week, using eight to ten exercises covering squat, hinge, push, pull and carry patterns. ' +
        'Early on, one to three sets of 8 to 12 repetitions at a moderate effort, leaving two or three ' +
        'repetitions in reserve, lets the client learn technique while building strength. Progression ' +
        'uses progressive overload: when the client completes the top of the repetition range with ' +
        'good form for two sessions, I raise the load by a small step. Over 12 weeks, I would plan a ' +
        'simple progression with a lighter week around week 6, include aerobic activity toward 150 ' +
        'minutes a week, track every session, and reassess at the end.',
      evaluationCriteria: [
        'Strong: screens and assesses before programming, with referral where needed; weak: starts ' +
          'heavy training without screening.',
        'Strong: chooses appropriate frequency, exercises, sets and repetitions for a beginner; ' +
          "weak: copies an advanced athlete's program.",
        'Strong: applies progressive overload with a clear progression rule; weak: adds weight on a ' +
          'fixed schedule regardless of performance.',
        'Strong: plans recovery, aerobic activity, tracking and reassessment; weak: omits recovery ' +
          'or reassessment.',
      ],
    },
    {
      id: 'skill-exercise-programming-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A client who had knee surgery two years ago wants to train for a half marathon in 16 weeks ' +
        'and mentions some knee pain on long walks. How do you proceed?',
      answer:
        'I would stay within my scope: I cannot diagnose the knee pain, so I would ask the client to ' +
        'get clearance and guidance from their physician or physical therapist, and with their ' +
        'permission coordinate with that provider. I would also assess their current running or ' +
        'walking capacity, movement quality and strength. If cleared, I would plan conservatively. ' +
        'Running volume increases gradually, and I would start with run-walk intervals. Strength ' +
        'training for the quadriceps, hips and calves twice a week supports the knee, and low-impact ' +
        'cross-training, such as cycling, adds fitness without extra impact. I would use a ' +
        'pain-monitoring approach: mild discomfort that settles within 24 hours may be acceptable, but ' +
        'pain that increases, lingers or comes with swelling means reducing load and checking back ' +
        'with the provider. I would also be honest that 16 weeks may be tight and offer a later race ' +
        'as a realistic alternative if progress is slower.',
      evaluationCriteria: [
        'Strong: stays within scope and seeks medical clearance or coordination; weak: diagnoses the ' +
          'knee pain themselves.',
        'Strong: assesses current capacity before programming; weak: starts the plan without an assessment.',
        'Strong: progresses gradually with strength work, run-walk and cross-training; weak: follows ' +
          'a standard race plan.',
        'Strong: monitors pain with clear rules for backing off and sets realistic expectations; ' +
          'weak: tells the client to push through pain.',
      ],
    },
  ],
};
