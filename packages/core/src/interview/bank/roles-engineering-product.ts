import type { BankQuestion } from '../types';

/**
 * Role questions for the 'Engineering & Technology' and 'Product & Design' groups,
 * keyed by exact catalogue title. Each title has four: two technical, one situational and one
 * behavioural (STAR model answer), with at least one EASY or MEDIUM and at least one HARD.
 */
export const ROLE_QUESTIONS_ENGINEERING_PRODUCT: Record<string, BankQuestion[]> = {
  'Software Engineer': [
    {
      id: 'role-software-engineer-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you design an API endpoint that creates a payment so that a client can safely retry ' +
        'it after a timeout without charging the customer twice?',
      answer:
        'I would make the endpoint idempotent with a client-generated idempotency key sent in a header. ' +
        "On the first request, the server inserts a row keyed by that key and the caller's account, with " +
        'a unique constraint, in the same transaction that records the payment intent. If a retry ' +
        'arrives while the first is still in flight, the unique constraint stops a second insert and I ' +
        'return a 409 or make the caller wait on the original result. Once the payment completes, I ' +
        'store the response status and body against the key, so any later retry replays the exact same ' +
        'response. I would also hash the request body and reject a reused key with a different payload, ' +
        'expire keys after something like 24 hours, and pass the same key to the downstream payment ' +
        'processor so the guarantee holds end to end.',
      evaluationCriteria: [
        'Strong: uses a client-supplied idempotency key enforced by a unique constraint or atomic ' +
          "insert; weak: relies on checking 'does this payment exist' without handling concurrency.",
        'Strong: stores and replays the original response for retries, including for failures that ' +
          'were already decided.',
        'Strong: covers concurrent in-flight duplicates, key reuse with a different payload, and key ' +
          'expiry.',
        'Strong: extends idempotency to the downstream processor call, not just the local database.',
      ],
    },
    {
      id: 'role-software-engineer-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Latency at the 99th percentile doubled right after a deploy, but nothing in the diff looks ' +
        'suspicious. How do you find the cause?',
      answer:
        'First I confirm the correlation: does the regression line up exactly with the deploy across all ' +
        'instances, or only with the canary hosts? If it is clearly the deploy, I roll back to stop the ' +
        'impact and then investigate with the bad build in a staging or canary environment. I compare ' +
        'traces before and after to see which span got slower, such as a database call, an outbound ' +
        'request, or serialization. Things a small diff can hide include a dependency version bump in ' +
        'the lockfile, a changed default config, a new log statement in a hot loop, an ORM change that ' +
        'triggers N+1 queries, or a cache key change that drops the hit rate. I would check the query ' +
        'count per request, cache hit ratio, and GC pauses, then profile a single slow request. Finally ' +
        'I add a latency check to the canary stage so it is caught automatically next time.',
      evaluationCriteria: [
        'Strong: rolls back or mitigates first, then investigates; weak: debugs in production while ' +
          'users suffer.',
        'Strong: uses traces or spans to localize which part of the request slowed down rather than ' +
          'guessing from the diff.',
        'Strong: names non-obvious causes such as transitive dependency bumps, config defaults, N+1 ' +
          'queries, or cache hit rate changes.',
        'Strong: proposes a guardrail, such as canary latency checks, to catch it earlier next time.',
      ],
    },
    {
      id: 'role-software-engineer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "A teammate's pull request fixes an urgent customer bug, but it adds a special case that you " +
        'believe will make the module much harder to maintain. The customer is waiting. What do you do?',
      answer:
        'I separate the urgent problem from the design problem. The customer impact matters more today, ' +
        'so if the fix is correct, tested, and safe, I would approve it rather than block a release over ' +
        'structure. In the review I would leave a clear, specific comment explaining the maintenance ' +
        'concern, for example that a third special case in this branch means the logic should become a ' +
        'strategy table. Then I would talk to the teammate directly, not just in comments, and agree on ' +
        'a follow-up ticket with an owner and a target sprint, ideally linked from a short comment in ' +
        'the code. If the special case were actually risky, such as skipping validation, I would ask for a ' +
        'smaller safe change rather than approving. Afterward I would make sure the follow-up actually ' +
        'gets prioritized, because that is where these agreements usually fail.',
      evaluationCriteria: [
        'Strong: prioritizes the customer fix while distinguishing maintainability concerns from ' +
          'correctness or safety concerns.',
        'Strong: makes the design concern concrete and proposes a specific better structure; weak: ' +
          "vague 'this is messy' feedback.",
        'Strong: secures a tracked follow-up with an owner instead of an informal promise.',
        'Strong: talks with the teammate directly and respectfully rather than blocking through review ' +
          'comments alone.',
      ],
    },
    {
      id: 'role-software-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you reduced technical debt in a codebase while still delivering features.',
      answer:
        'Situation: Our order service had a 3,000-line module handling pricing, discounts, and taxes, ' +
        'and nearly every feature touching it caused a regression. Task: I owned the next two pricing ' +
        'features and wanted to make the module safer without stopping feature work. Action: I proposed ' +
        'a rule to the team: any change to the module had to leave it better. I first wrote ' +
        'characterization tests around current behavior, reaching about 80 percent coverage of the ' +
        'pricing paths. Then, as part of each feature, I extracted one concern at a time, starting with ' +
        'tax calculation, behind a clear interface. I kept each refactor in a separate pull request so ' +
        'reviews stayed small, and I tracked regression bugs to show progress. Result: Over two quarters ' +
        'we split the module into four components, pricing regressions dropped from about three a month ' +
        'to one a quarter, and the two features shipped on schedule.',
      evaluationCriteria: [
        'Strong: explains how debt was paid down incrementally alongside feature work, not as a ' +
          'separate rewrite that paused delivery.',
        'Strong: mentions safety nets such as characterization tests before refactoring.',
        'Strong: gives a measurable result such as fewer regressions or faster change lead time.',
        'Strong: shows how the team or stakeholders were brought along; weak: a solo refactor nobody ' +
          'agreed to.',
      ],
    },
  ],
  'Frontend Engineer': [
    {
      id: 'role-frontend-engineer-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A product page scores poorly on Largest Contentful Paint and Interaction to Next Paint. How ' +
        'would you diagnose and improve both?',
      answer:
        'I start with field data from real users, such as the Chrome User Experience Report or our own ' +
        'RUM, broken down by device type, because lab scores on a fast laptop hide the problem. For LCP, ' +
        'I identify the LCP element, usually the hero image, and check its timeline: slow server ' +
        'response, render-blocking CSS or scripts, or an image that is lazy-loaded or discovered late. ' +
        'Fixes include preloading or setting fetchpriority high on the hero image, serving properly ' +
        'sized AVIF or WebP images, inlining critical CSS, and server-side rendering the above-the-fold ' +
        'content. For INP, I record interactions in the Performance panel to find long tasks on the main ' +
        'thread. I break up long tasks, defer non-critical third-party scripts, avoid large synchronous ' +
        're-renders by memoizing or virtualizing lists, and yield to the main thread before heavy work. ' +
        'Then I verify in field data over the following weeks.',
      evaluationCriteria: [
        'Strong: starts from field data segmented by device rather than only a lab score; weak: runs ' +
          'Lighthouse once and guesses.',
        'Strong: identifies the LCP element and gives targeted fixes such as preloading, ' +
          'fetchpriority, image sizing, or critical CSS.',
        'Strong: ties INP to long main-thread tasks and proposes ways to break them up or defer work.',
        'Strong: explains how the improvement would be verified after release.',
      ],
    },
    {
      id: 'role-frontend-engineer-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you build a custom autocomplete dropdown so that it is fully accessible to keyboard ' +
        'and screen-reader users?',
      answer:
        'I would follow the WAI-ARIA combobox pattern, and first ask whether a native element could do ' +
        'the job, because native controls come with accessibility for free. For the custom version, the ' +
        'input gets role combobox, aria-expanded, and aria-controls pointing to a listbox, and each ' +
        'suggestion has role option with a unique id. Focus stays in the input; I use ' +
        'aria-activedescendant to indicate the highlighted option, so screen readers announce it as the ' +
        'user arrows through. Keyboard support includes Down and Up to move, Enter to select, Escape to ' +
        'close and restore the typed value, and Tab to leave normally. I announce the result count ' +
        'through a polite live region, ensure a visible focus style and at least 4.5:1 text contrast, ' +
        'and associate a real label with the input. Then I test with a keyboard alone, with VoiceOver ' +
        'and NVDA, and with an automated checker like axe.',
      evaluationCriteria: [
        'Strong: names the correct ARIA roles and states, such as combobox, listbox, option, ' +
          'aria-expanded, and aria-activedescendant.',
        'Strong: specifies full keyboard interaction including Escape and Tab behavior; weak: mentions ' +
          'only tab order.',
        'Strong: considers screen-reader announcements such as a live region for result counts.',
        'Strong: tests with real assistive technology, not just an automated linter.',
      ],
    },
    {
      id: 'role-frontend-engineer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Marketing wants to add three third-party tracking scripts to the checkout page. Your ' +
        'measurements show they add about 800 ms to load time. What do you do?',
      answer:
        'I would not just say yes or no; I would make the trade-off visible. I would share the ' +
        'measurement with marketing, along with what 800 ms on checkout is likely to cost, using our own ' +
        'data on conversion by load time if we have it. Then I would look for ways to meet their goal ' +
        'with less cost: do they need all three, or do two collect overlapping data? Could the events be ' +
        "sent server-side through a tag server or the vendors' server APIs? Could the scripts load with " +
        'async or defer, after the page becomes interactive, or only after consent? I would propose a ' +
        'performance budget for checkout and an A/B test of the page with and without the scripts so the ' +
        'decision is based on conversion data. If leadership still decides to add them, I would make ' +
        'sure the impact is monitored and documented.',
      evaluationCriteria: [
        'Strong: quantifies the cost in business terms such as conversion, not just milliseconds.',
        'Strong: offers concrete alternatives like server-side tagging, deferred loading, ' +
          'consolidating vendors, or loading after consent.',
        'Strong: proposes a performance budget or experiment to settle the decision with data.',
        'Strong: collaborates with marketing rather than vetoing; weak: either blocks outright or ' +
          'silently complies.',
      ],
    },
    {
      id: 'role-frontend-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you tracked down a bug that only happened in one browser or on one kind of ' +
        'device.',
      answer:
        'Situation: After a release, support reported that some users could not submit our signup form, ' +
        'but nobody on the team could reproduce it. Task: I took ownership of finding the cause before ' +
        'the weekend campaign drove more traffic. Action: I filtered our error monitoring by user agent ' +
        'and saw that every failure came from iOS Safari 15. On a real device through remote debugging, ' +
        'I found that our date field used a regular expression with lookbehind, which that Safari ' +
        'version did not support, so the whole validation script failed to parse. I replaced the ' +
        'lookbehind with a simple string check, added the browser to our automated cross-browser test ' +
        'matrix, and updated our build target so the transpiler would flag similar syntax. Result: The ' +
        'fix shipped the same day, signup completions on iOS recovered by about 12 percent, and the ' +
        'added test has since caught two similar issues before release.',
      evaluationCriteria: [
        'Strong: uses data such as error monitoring segmented by browser or device to narrow the problem.',
        'Strong: reproduces on the real target environment and identifies the precise root cause.',
        'Strong: adds a preventive measure such as a test matrix or build target change.',
        'Strong: states the user or business impact of the fix.',
      ],
    },
  ],
  'Backend Engineer': [
    {
      id: 'role-backend-engineer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you add caching to a read-heavy endpoint backed by a relational database, and how do ' +
        'you keep the cached data correct?',
      answer:
        'First I measure: which queries dominate, how often the data changes, and how stale the business ' +
        'can tolerate it being. For most cases I use cache-aside with Redis: read from the cache, and on ' +
        'a miss, load from the database and store the value with a TTL. For correctness, I invalidate or ' +
        'update the key when the underlying row changes, ideally driven by the write path or by change ' +
        'data capture so no writer can forget. The TTL is a safety net so stale entries eventually ' +
        'expire. I protect against a cache stampede on popular keys with request coalescing or a short ' +
        'lock, and add jitter to TTLs so keys do not expire together. I also include a version in the ' +
        'key format so schema changes do not read old shapes. Finally I track hit rate, latency, and a ' +
        'sample of stale-read checks so we know the cache is helping.',
      evaluationCriteria: [
        'Strong: starts from access patterns and staleness tolerance before choosing a design.',
        'Strong: explains a concrete invalidation approach plus TTL as a backstop; weak: relies on TTL ' +
          'alone without discussing staleness.',
        'Strong: addresses cache stampede or thundering herd with coalescing, locking, or jittered TTLs.',
        'Strong: defines metrics such as hit rate to prove the cache is effective.',
      ],
    },
    {
      id: 'role-backend-engineer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You need to add a required, non-nullable column to a PostgreSQL table with 200 million rows in ' +
        'a live system with no downtime. Walk me through it.',
      answer:
        'I would use an expand-and-contract migration. First, add the column as nullable with no ' +
        'default, which is a quick metadata change. On recent PostgreSQL versions, adding a column with ' +
        'a constant default is also fast, but a volatile default would rewrite the table. Second, deploy ' +
        'code that writes the new column on every insert and update. Third, backfill existing rows in ' +
        'small batches, for example 10,000 rows per transaction keyed by primary key, with a pause ' +
        'between batches and monitoring of replication lag and locks. Fourth, enforce the rule safely: ' +
        'add a CHECK constraint for column IS NOT NULL marked NOT VALID, then VALIDATE CONSTRAINT, which ' +
        'does not block writes. On PostgreSQL 12 and later, SET NOT NULL can then use that validated ' +
        'constraint and skip the full scan. Finally, deploy code that relies on the column, and set a ' +
        'short lock_timeout on every DDL statement so a blocked migration fails fast instead of queuing ' +
        'behind long transactions.',
      evaluationCriteria: [
        'Strong: separates schema change, dual writes, backfill, and enforcement into distinct ' +
          'deployable steps.',
        'Strong: backfills in batches while watching locks and replication lag; weak: runs one giant ' +
          'UPDATE.',
        'Strong: knows how to enforce NOT NULL without a long exclusive lock, such as NOT VALID check ' +
          'constraints then validation.',
        'Strong: mentions lock_timeout or similar safeguards against blocking the table.',
      ],
    },
    {
      id: 'role-backend-engineer-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'An upstream partner API that your service depends on starts timing out on about 5 percent of ' +
        'calls during peak hours, and your request queue is starting to back up. What do you do?',
      answer:
        'My first goal is to stop their problem from becoming our outage. I would check that our client ' +
        'timeout is short and explicit, because a default 30-second timeout holds threads and ' +
        'connections and is probably why our queue is growing. I would make retries limited, with ' +
        'exponential backoff and jitter, and only for idempotent calls, so we do not amplify their load. ' +
        'If failures keep rising, a circuit breaker lets us fail fast and serve a fallback such as ' +
        'cached data or a degraded response. I would isolate the partner calls in their own connection ' +
        'pool so other endpoints keep working. In parallel, I would contact the partner with timestamps, ' +
        'request IDs, and error rates, and check whether we are near a rate limit. Afterward I would ' +
        'review whether the call can move to an asynchronous queue and add an alert on upstream error ' +
        'rate.',
      evaluationCriteria: [
        'Strong: identifies long timeouts and resource exhaustion as the reason a partial upstream ' +
          'failure backs up the service.',
        'Strong: uses bounded retries with backoff and jitter only for idempotent operations; weak: ' +
          'simply adds more retries.',
        'Strong: applies circuit breaking, bulkheads, or fallbacks to protect the rest of the service.',
        'Strong: communicates with the partner using concrete evidence and plans longer-term decoupling.',
      ],
    },
    {
      id: 'role-backend-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a production incident in a service you owned. How did you handle it, and what ' +
        'changed afterward?',
      answer:
        'Situation: Our notification service started sending duplicate emails to customers late one ' +
        'evening, about 4,000 in the first 20 minutes. Task: I was on call and owned the service, so I ' +
        'needed to stop the duplicates, find the cause, and communicate. Action: I declared an incident, ' +
        'paused the sending worker with a feature flag, and posted a status update for support. Logs ' +
        'showed a consumer rebalance in our queue after a deploy, which replayed messages whose ' +
        'acknowledgments had not been committed. Because our send step was not idempotent, each replay ' +
        'sent again. I added a deduplication check on message ID before sending, then resumed the worker ' +
        'in stages. Result: Duplicates stopped within 35 minutes. In the blameless review we made all ' +
        'consumers idempotent, added an alert on duplicate sends per recipient, and changed deploys to ' +
        'drain consumers gracefully. We have had no duplicate incidents since.',
      evaluationCriteria: [
        'Strong: describes mitigating impact first, then diagnosing, with clear communication to ' +
          'affected teams.',
        "Strong: explains the technical root cause precisely rather than a vague 'a bug'.",
        'Strong: lists systemic follow-ups such as idempotency, alerts, or deploy changes from a ' +
          'blameless review.',
        'Strong: gives time-to-mitigate or impact numbers that show ownership.',
      ],
    },
  ],
  'Full Stack Engineer': [
    {
      id: 'role-full-stack-engineer-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you implement authentication for a single-page app and its API, and how do you ' +
        'protect it against XSS and CSRF?',
      answer:
        'For a first-party web app, I prefer a server-side session or a short-lived token stored in an ' +
        'HttpOnly, Secure cookie with SameSite set to Lax or Strict, rather than a JWT in localStorage, ' +
        'because JavaScript cannot read an HttpOnly cookie, so an XSS bug cannot steal it. Because ' +
        'cookies are sent automatically, I add CSRF protection: SameSite covers most cases, and for ' +
        'state-changing requests I also require a CSRF token or check the Origin header. Against XSS ' +
        "itself, I rely on the framework's output encoding, avoid injecting raw HTML, and set a strict " +
        'Content Security Policy. Passwords are hashed with Argon2 or bcrypt, login is rate-limited, and ' +
        'sessions are rotated on login and invalidated on logout and password change. If the API is also ' +
        'used by mobile apps, I would issue separate tokens for them through OAuth with refresh-token ' +
        'rotation, while keeping the browser on cookies.',
      evaluationCriteria: [
        'Strong: explains why HttpOnly cookies reduce token theft and the trade-off with localStorage.',
        'Strong: pairs cookie auth with CSRF defenses such as SameSite, tokens, or Origin checks.',
        'Strong: covers XSS prevention through encoding and Content Security Policy, and secure ' +
          'password hashing.',
        'Strong: handles session lifecycle details like rotation on login and invalidation on password ' +
          'change.',
      ],
    },
    {
      id: 'role-full-stack-engineer-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Build pagination for a list that users can filter and sort, from the database to the UI. What ' +
        'approach do you take?',
      answer:
        'For large or frequently changing data I use cursor-based, or keyset, pagination instead of ' +
        'OFFSET, because OFFSET gets slower as pages go deeper and can skip or duplicate rows when data ' +
        'changes. The API accepts filters, a sort field from an allow-list, a limit with a maximum, and ' +
        "an opaque cursor that encodes the last row's sort value plus its ID as a tiebreaker. The query " +
        'becomes WHERE (created_at, id) < (cursor values) ORDER BY created_at DESC, id DESC, backed by a ' +
        'composite index matching the filters and sort. The response returns items and a next cursor. In ' +
        'the UI I keep filters and sort in the URL so pages are shareable and the back button works, ' +
        'reset the cursor when filters change, and use infinite scroll or a Load more button. If users ' +
        'truly need page numbers, offset is acceptable for small datasets.',
      evaluationCriteria: [
        'Strong: explains why keyset or cursor pagination beats OFFSET for large or changing data, ' +
          'with a unique tiebreaker.',
        'Strong: designs the API contract with allow-listed sort fields, a capped limit, and an opaque ' +
          'cursor.',
        'Strong: supports the query with an appropriate composite index.',
        'Strong: handles UI concerns such as URL state and resetting pagination when filters change.',
      ],
    },
    {
      id: 'role-full-stack-engineer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'You own a feature end to end, and halfway through you realize the API contract you agreed with ' +
        'the mobile team needs to change. What do you do?',
      answer:
        'I would raise it with the mobile team right away, before writing more code against either ' +
        'version, because every day of delay increases their rework. I would come with specifics: what ' +
        'needs to change, why the original contract does not work, and two options, for example adding a ' +
        'new optional field versus changing an existing one. My default would be a backward-compatible ' +
        'change, since released mobile apps cannot be force-updated and old versions will call the API ' +
        'for months. If a breaking change is truly needed, I would version the endpoint or run both ' +
        'shapes in parallel until old app versions age out. I would update the shared schema, such as ' +
        'the OpenAPI spec, and the mock server so they can keep working, and agree on a new date if ' +
        'their estimate changes. Then I would tell the product owner about any timeline impact.',
      evaluationCriteria: [
        'Strong: communicates early with a concrete proposal rather than silently changing the contract.',
        'Strong: recognizes that released mobile clients cannot be updated instantly and prefers ' +
          'backward-compatible changes or versioning.',
        'Strong: updates the shared contract artifacts such as schema or mocks so the other team is ' +
          'unblocked.',
        'Strong: makes timeline impact visible to the product owner.',
      ],
    },
    {
      id: 'role-full-stack-engineer-4',
      type: 'behavioural',
      difficulty: 'EASY',
      question:
        'Tell me about a feature you delivered end to end, from the data model to the user interface.',
      answer:
        'Situation: Customers of our booking app kept calling support to reschedule appointments, about ' +
        '300 calls a week, because the app only allowed cancellation. Task: I was asked to build ' +
        'self-service rescheduling across the database, API, and web UI within one sprint. Action: I ' +
        'added a reschedule history table rather than overwriting the booking, so support could see ' +
        'changes. I built an API endpoint that checked availability and moved the booking in one ' +
        'transaction to prevent double-booking, and added tests for race conditions. On the frontend I ' +
        'reused the existing availability calendar, added a confirmation step, and sent an updated ' +
        'calendar invite. I shipped it behind a feature flag to 10 percent of users first and watched ' +
        'errors and support tags. Result: After full rollout, reschedule calls dropped by about 70 ' +
        'percent, and the history table later became the basis for a no-show report.',
      evaluationCriteria: [
        'Strong: shows decisions at each layer, such as data model, API, and UI, not just one.',
        'Strong: addresses correctness concerns like transactions or race conditions.',
        'Strong: uses a safe rollout such as a feature flag or staged release.',
        'Strong: reports a measurable user or business outcome.',
      ],
    },
  ],
  'Mobile Engineer': [
    {
      id: 'role-mobile-engineer-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you design offline support for a mobile app where users create and edit records while ' +
        'disconnected?',
      answer:
        'I would make the local database, such as SQLite through Room or Core Data, the source of truth ' +
        'for the UI, so the app behaves the same online and offline. Each local change is written to the ' +
        'database and to an outbox queue of pending operations with a client-generated UUID, so the ' +
        'server can treat retries idempotently. A sync worker, scheduled with WorkManager on Android or ' +
        'background tasks on iOS, sends the outbox when connectivity returns, with backoff. For pulling ' +
        'changes, the server exposes a delta endpoint based on an updated-since cursor. Conflicts are ' +
        'the hard part: I would pick a policy per data type, such as last-writer-wins with server ' +
        'timestamps for simple fields, field-level merging for forms, or surfacing a conflict to the ' +
        'user for important data. The UI should show sync status, and I would test with airplane mode, ' +
        'app kills mid-sync, and clock skew.',
      evaluationCriteria: [
        'Strong: makes local storage the source of truth with an outbox of pending operations.',
        'Strong: uses client-generated IDs and idempotent sync to survive retries.',
        'Strong: chooses explicit conflict resolution policies per data type; weak: ignores conflicts.',
        'Strong: mentions OS background scheduling constraints and testing edge cases like process ' +
          'death mid-sync.',
      ],
    },
    {
      id: 'role-mobile-engineer-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "Your app's cold start time is about 4 seconds on mid-range Android phones. How do you bring it " +
        'down?',
      answer:
        'First I measure on a real mid-range device in a release build, using Android vitals, ' +
        'Macrobenchmark, and a system trace, because debug builds and flagship phones hide the problem. ' +
        'The trace usually shows where time goes: Application.onCreate initializing many SDKs, disk or ' +
        'network work on the main thread, heavy dependency injection graphs, or a complex first layout. ' +
        'Fixes include lazily initializing SDKs that are not needed for the first screen, or using App ' +
        'Startup to order them; moving disk and network work off the main thread; simplifying the first ' +
        "screen's layout; and showing cached content immediately instead of waiting on the network. " +
        'Baseline Profiles are a big win, often 20 to 30 percent, because they precompile critical code ' +
        'paths. I would add a startup benchmark to CI with a budget so the gains do not erode as new ' +
        'SDKs are added.',
      evaluationCriteria: [
        'Strong: measures on real representative devices with release builds and system traces.',
        'Strong: names concrete startup costs such as SDK initialization or main-thread I/O and how to ' +
          'defer them.',
        'Strong: mentions platform tools like Baseline Profiles or App Startup, or the iOS equivalents ' +
          'for pre-main and launch time.',
        'Strong: adds a CI benchmark or budget to prevent regressions.',
      ],
    },
    {
      id: 'role-mobile-engineer-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A release with a crash in the payment flow has gone out, and you know many users will not ' +
        'update for weeks even after a fix is published. What do you do?',
      answer:
        'First I contain it: halt the staged rollout in the Play Console and App Store Connect if it is ' +
        'still in progress, and check whether the broken path sits behind a remote config flag or ' +
        'feature flag that lets me turn it off or fall back to the previous flow. If the crash is ' +
        'triggered by a server response, a server-side change may be the fastest fix for everyone, ' +
        'including users who never update. Then I prepare a hotfix, request an expedited review from ' +
        'Apple, and release it with a staged rollout while watching crash-free rates. For users stuck on ' +
        'the bad version, I would consider a soft or forced update prompt driven by a minimum supported ' +
        'version check. I would keep support informed. Afterward I would make sure every risky new flow ' +
        'ships behind a remote kill switch.',
      evaluationCriteria: [
        'Strong: halts the staged rollout and uses remote config or feature flags to disable the ' +
          'broken path.',
        'Strong: considers a server-side mitigation that helps users who never update.',
        'Strong: knows the release mechanics, such as expedited review, phased rollout, and minimum ' +
          'version prompts.',
        'Strong: adds a lasting safeguard such as kill switches for risky flows.',
      ],
    },
    {
      id: 'role-mobile-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you significantly reduced crashes or improved the stability of a mobile ' +
        'app.',
      answer:
        "Situation: Our iOS app's crash-free session rate had slipped to 97.8 percent, and store reviews " +
        'mentioned crashes in almost every one-star rating. Task: As the mobile engineer with the most ' +
        'context, I was asked to get us above 99.5 percent within a quarter. Action: I grouped crashes ' +
        'in Crashlytics by signature and found that five issues caused over 70 percent of them. The top ' +
        'one was a force unwrap on an optional field the API sometimes omitted; another was UI updates ' +
        'from a background thread in our image loader. I fixed those, replaced force unwraps in our ' +
        'networking layer with safe decoding, and enabled the Main Thread Checker in CI tests. I also ' +
        'made crash-free rate a release gate: if a phased rollout dropped below 99.3 percent, we paused ' +
        'it. Result: We reached 99.7 percent in ten weeks, and the average rating rose from 3.9 to 4.4.',
      evaluationCriteria: [
        'Strong: prioritizes by grouping crashes and fixing the highest-volume signatures first.',
        'Strong: explains specific root causes and code-level fixes.',
        'Strong: adds process safeguards such as release gates or CI checks.',
        'Strong: quantifies the outcome, for example crash-free rate or rating change.',
      ],
    },
  ],
  'DevOps Engineer': [
    {
      id: 'role-devops-engineer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you design a deployment pipeline that lets a team release several times a day without ' +
        'increasing outages?',
      answer:
        'I would build a pipeline where every merge to main produces one immutable artifact, such as a ' +
        'container image tagged with the commit, which is promoted unchanged through environments. ' +
        'Stages run fast unit tests and linting first, then integration tests and security scans, so ' +
        'failures show up within minutes. Deploys to production are automated and progressive: a canary ' +
        'receiving a small share of traffic, with automated analysis of error rate and latency against ' +
        'the baseline, then a gradual rollout. If the metrics degrade, the pipeline rolls back ' +
        'automatically. Database migrations must be backward compatible so rollback is always possible. ' +
        'Feature flags separate deploy from release so unfinished work can ship dark. I would track DORA ' +
        'metrics, such as deployment frequency, lead time, change failure rate, and time to restore, to ' +
        'show whether the changes actually improve things.',
      evaluationCriteria: [
        'Strong: builds once and promotes the same immutable artifact through environments.',
        'Strong: uses progressive delivery such as canary or blue-green with automated metric-based ' +
          'rollback.',
        'Strong: addresses backward-compatible database migrations so rollback stays possible.',
        'Strong: measures success with delivery metrics such as DORA rather than gut feel.',
      ],
    },
    {
      id: 'role-devops-engineer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you define service level objectives and alerting so that on-call engineers are paged ' +
        'only for problems that matter to users?',
      answer:
        'I start from the user journey and pick service level indicators that reflect user experience, ' +
        'for example the share of checkout requests that succeed within 500 ms, measured at the load ' +
        'balancer. With product owners I set an SLO, such as 99.9 percent over 28 days, which gives an ' +
        'error budget of about 40 minutes of full outage equivalent. Instead of paging on CPU or on ' +
        'single errors, I page on error-budget burn rate, using multiwindow alerts: a fast burn, such as ' +
        '14 times the budget rate over one hour confirmed by a five-minute window, pages someone, while ' +
        'a slow burn over several days opens a ticket. Cause-based signals like disk space become ' +
        'tickets or dashboards unless they predict imminent user impact. Each page must link to a ' +
        'runbook. I would review pages monthly and delete or tune any alert that was not actionable.',
      evaluationCriteria: [
        "Strong: defines SLIs from the user's perspective and derives an error budget from the SLO.",
        'Strong: pages on symptoms or burn rate rather than on causes like CPU; weak: alerts on every ' +
          'metric threshold.',
        'Strong: describes multiwindow or multi-burn-rate alerting with different responses for fast ' +
          'and slow burns.',
        'Strong: includes runbooks and a regular review to remove non-actionable alerts.',
      ],
    },
    {
      id: 'role-devops-engineer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A Friday evening production deploy fails halfway, and the rollback script also errors out. Some ' +
        'servers run the new version and some the old. What do you do?',
      answer:
        'I would declare an incident, pull in a second engineer, and post updates in the incident ' +
        'channel so support knows. The first question is user impact: is the mixed fleet serving errors, ' +
        'or working but inconsistent? If errors, I take the broken nodes out of the load balancer so ' +
        'traffic goes only to healthy ones, even at reduced capacity, and scale up those if needed. Next ' +
        'I figure out why rollback failed instead of rerunning it blindly. Often a database migration ' +
        'already ran, so the old code may not work against the new schema, which decides whether rolling ' +
        'forward with a fix is safer than rolling back. I make one change at a time and record every ' +
        'command in the channel. Once stable, I would leave deeper fixes for Monday, and the review ' +
        'would cover why the rollback path was untested and why we deploy late on Fridays.',
      evaluationCriteria: [
        'Strong: stabilizes user impact first, for example by draining unhealthy nodes, before diagnosing.',
        'Strong: investigates why rollback failed, including schema changes, rather than retrying blindly.',
        'Strong: weighs roll-forward against rollback based on evidence.',
        'Strong: communicates throughout and identifies systemic fixes such as testing rollback paths.',
      ],
    },
    {
      id: 'role-devops-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        "Tell me about a time you automated a manual process that was slowing down your team's releases.",
      answer:
        'Situation: Each release of our platform required an engineer to spend about half a day ' +
        'following a 40-step wiki page: building images, updating config files per environment, and ' +
        'clicking through a console. Releases happened only every two weeks, and about one in five had a ' +
        'manual mistake. Task: I proposed automating the process end to end, with the aim of weekly or ' +
        'more frequent releases. Action: I moved our infrastructure into Terraform modules, templated ' +
        'environment config with Helm values, and built a GitHub Actions pipeline that built the image ' +
        'once, deployed to staging, ran smoke tests, and promoted to production after a one-click ' +
        'approval. I paired with two engineers on the first few runs and deleted the wiki page once the ' +
        'pipeline was trusted. Result: Release time dropped from four hours to 25 minutes, we moved to ' +
        'releasing several times a week, and manual-error incidents fell to zero over the next six ' +
        'months.',
      evaluationCriteria: [
        'Strong: quantifies the cost of the manual process before automating it.',
        'Strong: names the concrete tooling and design, such as infrastructure as code and pipeline stages.',
        'Strong: explains how adoption and trust were built with the team.',
        'Strong: reports measurable improvements in time, frequency, or error rate.',
      ],
    },
  ],
  'Cloud Engineer': [
    {
      id: 'role-cloud-engineer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you design a web application on a public cloud so that it survives the loss of an ' +
        'availability zone?',
      answer:
        'I would keep the application tier stateless and run it in an auto-scaling group or Kubernetes ' +
        'deployment spread across at least three availability zones, behind a regional load balancer ' +
        'with health checks, so a zone failure just removes targets. State goes to managed services with ' +
        'multi-zone replication: for example a relational database with a synchronous standby in another ' +
        'zone and automatic failover, object storage for files, and a managed cache configured across ' +
        'zones. Sessions live in the cache or database, not on instances. I size capacity so the ' +
        'remaining zones can carry peak load if one is lost, which means running with headroom or ' +
        'scaling quickly. Everything is defined in infrastructure as code. Finally, I would test it with ' +
        'a game day that actually drains a zone, because many designs look redundant on paper but depend ' +
        'on a single NAT gateway or single-zone resource.',
      evaluationCriteria: [
        'Strong: keeps the compute tier stateless and spread across multiple zones behind a ' +
          'health-checked load balancer.',
        'Strong: uses multi-zone managed data services with automatic failover.',
        'Strong: plans capacity so surviving zones can handle peak load.',
        'Strong: proposes testing the failure and spots hidden single points of failure such as one ' +
          'NAT gateway.',
      ],
    },
    {
      id: 'role-cloud-engineer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A third-party analytics vendor needs read access to one S3 bucket in your production AWS ' +
        'account. How do you grant it with least privilege?',
      answer:
        'I would not create an IAM user with long-lived access keys. Instead, I would create an IAM role ' +
        "in our account whose trust policy allows only the vendor's AWS account to assume it, with an " +
        'external ID condition to prevent the confused deputy problem. The permissions policy grants ' +
        'only s3:GetObject on the specific prefix, plus s3:ListBucket on the bucket restricted to that ' +
        'prefix. If the objects are encrypted with a customer-managed KMS key, the role also needs ' +
        'kms:Decrypt on that key, scoped through the key policy. I would add a bucket policy that denies ' +
        'access from anything other than our own principals and that role, and set a maximum session ' +
        'duration. CloudTrail data events on the bucket record what the vendor reads. Finally, I would ' +
        'document an owner and review date, and use IAM Access Analyzer to confirm nothing broader is ' +
        'exposed.',
      evaluationCriteria: [
        'Strong: uses a cross-account role with a trust policy and external ID rather than static ' +
          'access keys.',
        'Strong: scopes permissions to specific actions and prefixes, including KMS decrypt if ' +
          'encryption is involved.',
        'Strong: adds guardrails such as bucket policies and logging with CloudTrail data events.',
        'Strong: plans ongoing review, for example with Access Analyzer, an owner, and an expiry.',
      ],
    },
    {
      id: 'role-cloud-engineer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Finance asks you to cut cloud spend by 25 percent this quarter without hurting reliability. ' +
        'Where do you start?',
      answer:
        'I would start with visibility, because you cannot cut what you cannot attribute. I would make ' +
        'sure resources are tagged by team and service, then use cost reports to rank the biggest line ' +
        'items. Quick wins are usually idle or orphaned resources, such as unattached volumes, old ' +
        'snapshots, idle load balancers, and non-production environments running overnight, which can be ' +
        'scheduled to shut down. Next is rightsizing compute based on actual utilization, and moving ' +
        'steady baseline usage to savings plans or reserved capacity. Data transfer is often a hidden ' +
        'cost: traffic through NAT gateways or across zones can be reduced with VPC endpoints. Storage ' +
        'lifecycle policies move old data to cheaper tiers. I would review each change with the owning ' +
        'team, stage risky changes, and watch SLOs. Then I would set up budgets and anomaly alerts so ' +
        'costs do not creep back.',
      evaluationCriteria: [
        'Strong: starts with cost attribution through tagging and ranking the biggest spend.',
        'Strong: names concrete levers such as idle resources, rightsizing, commitments, data ' +
          'transfer, and storage tiers.',
        'Strong: protects reliability by involving service owners and watching SLOs during changes.',
        'Strong: puts ongoing controls in place, such as budgets and anomaly alerts.',
      ],
    },
    {
      id: 'role-cloud-engineer-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about a time you migrated a workload to the cloud or between cloud environments.',
      answer:
        'Situation: Our customer portal ran on two aging on-premises servers whose support contract ' +
        'ended in four months, and a failed disk had already caused a six-hour outage. Task: I led the ' +
        'technical migration to AWS with a target of under 30 minutes of downtime. Action: I inventoried ' +
        'dependencies, including a nightly file drop from an internal system that nobody had documented. ' +
        'I rebuilt the environment in Terraform, containerized the app on ECS across two zones, and ' +
        'moved the database to RDS using the Database Migration Service with ongoing replication, so the ' +
        'final cutover only needed to catch up a few minutes of changes. We ran a full rehearsal in ' +
        'staging, lowered DNS TTLs a week ahead, and wrote a rollback plan. Result: Cutover took 18 ' +
        'minutes on a Saturday morning with no data loss, monthly infrastructure cost came in about 15 ' +
        'percent below the old hosting, and we have had no unplanned outages since.',
      evaluationCriteria: [
        'Strong: describes discovery of dependencies, including undocumented ones.',
        'Strong: explains a cutover strategy that minimizes downtime, such as ongoing replication and ' +
          'lowered DNS TTLs.',
        'Strong: includes rehearsal and a rollback plan.',
        'Strong: gives concrete results for downtime, cost, or reliability.',
      ],
    },
  ],
  'Security Engineer': [
    {
      id: 'role-security-engineer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you run a threat model for a new feature that lets users upload files that other ' +
        'users can download?',
      answer:
        'I would get the team together with a data flow diagram: the browser, upload API, storage, any ' +
        'processing such as thumbnailing, and the download path, marking trust boundaries. Then I would ' +
        'walk through STRIDE for each element. Key threats here: malicious files like malware or HTML ' +
        'and SVG files that execute script when served from our domain; oversized files or zip bombs ' +
        'exhausting resources; path traversal through crafted file names; insecure direct object ' +
        "references letting one user download another's private file; and parser vulnerabilities in " +
        'image processing libraries. Mitigations include validating type by content, not extension; size ' +
        'limits; storing files under random keys in a separate bucket; serving them from a separate ' +
        'domain with Content-Disposition attachment and nosniff headers; authorization checks on every ' +
        'download through short-lived signed URLs; malware scanning; and running processing in a ' +
        'sandbox. Each threat becomes a ticket with an owner.',
      evaluationCriteria: [
        'Strong: uses a structured method such as a data flow diagram with trust boundaries and STRIDE.',
        'Strong: identifies feature-specific threats such as stored XSS through uploads, IDOR, path ' +
          'traversal, and parser exploits.',
        'Strong: proposes concrete mitigations such as a separate serving domain, signed URLs, and ' +
          'content validation.',
        'Strong: turns findings into tracked work with owners.',
      ],
    },
    {
      id: 'role-security-engineer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'An alert shows that an access key for a production cloud account is being used from an ' +
        'unfamiliar IP address to list storage buckets. Walk me through your response.',
      answer:
        'I would treat it as a likely compromise. First, confirm and scope quickly: whose key it is, ' +
        'what the audit log shows it has called from that IP and others, and since when. Containment ' +
        'comes next, without destroying evidence: deactivate the key rather than deleting it, and attach ' +
        'a deny-all policy or revoke active sessions for the principal, since temporary credentials may ' +
        'already have been minted. I would search the logs for persistence, such as new IAM users, keys, ' +
        'roles, or changed trust policies, and for data access, such as GetObject calls and snapshot ' +
        'sharing. I would preserve logs and notify the incident lead, and legal and privacy if personal ' +
        'data might have been accessed, because notification deadlines may apply. Then eradicate and ' +
        'recover: remove persistence, rotate related secrets, and find how the key leaked, often a ' +
        'public repository or CI log. Finally, move to short-lived credentials and add detection rules.',
      evaluationCriteria: [
        'Strong: contains quickly by deactivating the key and revoking sessions while preserving evidence.',
        'Strong: hunts for persistence and data access in audit logs rather than assuming the key was ' +
          'the only foothold.',
        'Strong: involves legal or privacy stakeholders when personal data may be affected.',
        'Strong: finds the leak source and proposes durable fixes such as short-lived credentials.',
      ],
    },
    {
      id: 'role-security-engineer-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A penetration test finds a high-severity authorization flaw two days before a major product ' +
        'launch, and the product team wants to launch anyway. What do you do?',
      answer:
        'I would first make sure the finding is accurate and understood: reproduce it, confirm ' +
        'exploitability, and explain the impact in business terms, for example that any logged-in user ' +
        "can read other customers' invoices. Then I would work with engineering on options rather than " +
        'just saying no. Often a targeted fix, such as an ownership check on the affected endpoints, is ' +
        'feasible in two days, or the vulnerable feature can be disabled behind a flag while the rest of ' +
        'the product launches. If neither works, the decision belongs to an accountable business owner, ' +
        'not to security alone, so I would document the risk, likelihood, and impact and ask for a ' +
        'formal risk acceptance with a fix date. For a flaw that exposes customer data, I would ' +
        'recommend strongly against launching and escalate if needed, because the regulatory and trust ' +
        'cost would exceed a short delay.',
      evaluationCriteria: [
        'Strong: validates the finding and translates it into concrete business impact.',
        'Strong: offers options such as a quick targeted fix or disabling the affected feature instead ' +
          'of an all-or-nothing stance.',
        'Strong: uses formal, documented risk acceptance by an accountable owner.',
        'Strong: holds a firm line and escalates when customer data exposure is at stake.',
      ],
    },
    {
      id: 'role-security-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you got developers to adopt a security practice they initially resisted.',
      answer:
        'Situation: Secrets kept appearing in our repositories, with three leaked API keys in one ' +
        'quarter, but developers saw pre-commit scanning as slow and noisy. Task: I was responsible for ' +
        'reducing secret leaks without slowing teams down. Action: I first measured the complaints: the ' +
        'existing scanner had a false positive rate of about 40 percent and added 20 seconds to each ' +
        'commit. I replaced it with a faster tool, tuned the rules with allow-lists for test fixtures, ' +
        'and ran it in report-only mode for two weeks to prove the noise was gone. I also paired it with ' +
        'an easy alternative: a documented pattern for loading secrets from our vault, plus a ' +
        'one-command local setup. I presented the results at the engineering all-hands and asked two ' +
        'respected senior engineers to pilot it. Result: Adoption reached all 30 repositories in a ' +
        'month, false positives fell below 5 percent, and we had zero leaked secrets over the following ' +
        'two quarters.',
      evaluationCriteria: [
        'Strong: treats developer objections as data and fixes the underlying friction.',
        'Strong: provides an easy secure alternative, not just a blocking control.',
        'Strong: uses pilots, champions, or a phased rollout to build trust.',
        'Strong: reports measurable security and adoption outcomes.',
      ],
    },
  ],
  'QA Engineer': [
    {
      id: 'role-qa-engineer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you decide what to automate, and how do you structure a test suite for a web ' +
        'application?',
      answer:
        'I follow the test pyramid: most coverage comes from fast unit tests owned by developers, a good ' +
        'layer of API and integration tests, and a small number of end-to-end UI tests covering the ' +
        'critical user journeys, such as signup, checkout, and password reset. I automate tests that run ' +
        'often, protect high-risk or high-revenue paths, and have stable, predictable results. ' +
        'Exploratory testing, usability judgments, and features that are still changing shape are better ' +
        'done manually for now. For structure, I keep tests independent, create their own data through ' +
        'APIs rather than relying on shared fixtures, and use page objects or similar patterns so UI ' +
        'changes are fixed in one place. Tests run in CI on every pull request, with the slow suite on ' +
        'merge or nightly. I review coverage against a risk map regularly, not a raw coverage ' +
        'percentage.',
      evaluationCriteria: [
        'Strong: explains the test pyramid and pushes most checks to lower, faster layers.',
        'Strong: gives clear criteria for what to automate versus test manually.',
        'Strong: describes maintainability practices such as independent tests, owned test data, and ' +
          'page objects.',
        'Strong: connects coverage to risk rather than a coverage percentage alone.',
      ],
    },
    {
      id: 'role-qa-engineer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'About 15 percent of your end-to-end test runs fail intermittently, and engineers have started ' +
        'ignoring red builds. How do you fix this?',
      answer:
        'This is urgent because a suite nobody trusts is worse than no suite. First, I restore the ' +
        'signal: quarantine tests that are known to be flaky into a separate non-blocking job, so the ' +
        'main pipeline is reliable again, and track each quarantined test with an owner. Then I find ' +
        'root causes using data: rerun failures, record screenshots, videos, and network logs, and group ' +
        'flaky tests by cause. Typical causes are fixed sleeps instead of waiting for a specific ' +
        'condition, tests sharing data or depending on order, animations, third-party services, and ' +
        'environment resource limits. I fix them by using explicit waits on element state, making each ' +
        'test create isolated data, stubbing external services, and running tests in parallel safely. I ' +
        'would also add a flakiness dashboard and a rule that a test cannot return to the blocking suite ' +
        'until it passes, say, 50 consecutive runs.',
      evaluationCriteria: [
        'Strong: quarantines flaky tests to restore trust in the main pipeline, with owners tracking them.',
        'Strong: diagnoses with evidence such as reruns, videos, and logs, and names common causes ' +
          'like sleeps, shared data, and ordering.',
        'Strong: proposes concrete fixes such as condition-based waits, isolated data, and stubbing ' +
          'dependencies.',
        'Strong: sets an ongoing policy or metric for flakiness; weak: simply adds automatic retries.',
      ],
    },
    {
      id: 'role-qa-engineer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'On release day you find a medium-severity bug: a discount code fails for some customers. The ' +
        'product manager wants to ship anyway. What do you do?',
      answer:
        'My job is to make sure the decision is informed, not to own it alone. I would quickly narrow ' +
        'down the impact: which customers, which codes, how often, and whether there is a workaround, ' +
        'such as support applying the discount manually. I would also check whether the bug could cause ' +
        'incorrect charges, because overcharging customers is a very different risk from a code simply ' +
        'failing to apply. I would then give the product manager a short summary: reproduction steps, ' +
        'scope, severity, and options, such as shipping with a known issue and a support macro, fixing ' +
        'forward in a patch within a day, or disabling discount codes temporarily. If the team ships, I ' +
        'would make sure the bug is logged with priority, release notes or support know about it, and ' +
        'monitoring is in place. I would also ask why our tests missed it and add a regression test.',
      evaluationCriteria: [
        'Strong: quickly quantifies scope and checks for worse outcomes such as incorrect charges.',
        'Strong: presents clear options and lets the accountable owner decide.',
        'Strong: ensures mitigations like support workarounds and monitoring if shipping with the bug.',
        'Strong: closes the gap with a regression test and a look at why it was missed.',
      ],
    },
    {
      id: 'role-qa-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a bug that escaped to production on your watch. What did you change afterward?',
      answer:
        'Situation: A release of our invoicing app went out with a bug that rounded tax incorrectly for ' +
        'invoices with more than 20 line items, and a customer found it a week later. Task: As the QA ' +
        'engineer for that area, I needed to help fix it and, more importantly, understand why testing ' +
        'missed it. Action: I reproduced it and found that all our test data used invoices with five or ' +
        'fewer lines, because our fixtures had been copied from an old demo account. I worked with the ' +
        'developer on the fix and wrote parameterized tests covering boundary sizes and several tax ' +
        'rates. Then I reviewed our other test data for the same blind spot and built a small generator ' +
        'for realistic invoices based on anonymized production shapes. I shared the findings openly in ' +
        'our retrospective. Result: The fix shipped in two days, and the new data generator surfaced two ' +
        'more edge-case bugs before they reached customers that quarter.',
      evaluationCriteria: [
        'Strong: takes ownership without blaming developers.',
        'Strong: identifies the specific gap in test design or data that let the bug escape.',
        'Strong: fixes the class of problem, not just the single bug.',
        'Strong: shows a measurable or observable improvement afterward.',
      ],
    },
  ],
  'Embedded Systems Engineer': [
    {
      id: 'role-embedded-systems-engineer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An interrupt service routine writes sensor data that the main loop reads. How do you share that ' +
        'data safely?',
      answer:
        'The first rule is to keep the ISR short: capture the data, store it, and signal the main loop. ' +
        'For sharing, I would use a single-producer single-consumer ring buffer where the ISR only ' +
        'advances the head index and the main loop only advances the tail, which avoids locks if index ' +
        'updates are atomic on the processor. Shared variables must be declared volatile so the compiler ' +
        're-reads them rather than caching them in a register, but volatile does not make multi-byte ' +
        'operations atomic. For anything larger than the natural word size, such as a 32-bit value on an ' +
        '8-bit MCU or a struct, I would briefly disable that interrupt or use a critical section while ' +
        'copying it out, keeping that window as short as possible. On multicore or out-of-order parts, I ' +
        'would also add memory barriers. Finally, I would size the buffer for worst-case bursts and ' +
        'count overflows.',
      evaluationCriteria: [
        'Strong: keeps ISRs minimal and uses a lock-free single-producer single-consumer buffer or ' +
          'similar pattern.',
        'Strong: explains volatile correctly, including that it does not guarantee atomicity.',
        'Strong: protects non-atomic accesses with short critical sections.',
        'Strong: considers buffer sizing and overflow detection.',
      ],
    },
    {
      id: 'role-embedded-systems-engineer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Devices in the field reset randomly every few days, and you cannot reproduce it on the bench. ' +
        'How do you debug it?',
      answer:
        'First, I gather evidence from the field. Most MCUs have a reset cause register, so I would read ' +
        'it at boot and log whether the reset came from the watchdog, a brownout, a hard fault, or ' +
        'power-on, storing it with a timestamp in a small persistent log in flash or retained RAM. For ' +
        'hard faults, I would add a handler that saves the program counter, link register, and fault ' +
        'status registers before resetting, so I can map the crash to a line of code. Then I look for ' +
        'patterns: temperature, uptime, a particular feature, or a supply event such as a motor ' +
        'starting. Common causes include stack overflow, which I check with stack painting or guard ' +
        'regions; heap fragmentation over days; a counter overflow at 2^32 milliseconds, which is about ' +
        '49.7 days; and brownout from supply droop. I would then reproduce with accelerated conditions, ' +
        'such as fault injection or a thermal chamber.',
      evaluationCriteria: [
        'Strong: instruments devices to capture reset cause and fault context persistently.',
        'Strong: names plausible embedded causes such as stack overflow, fragmentation, timer ' +
          'overflow, brownout, and watchdog starvation.',
        'Strong: looks for environmental or uptime correlations in field data.',
        'Strong: reproduces with stress, accelerated, or fault-injection testing; weak: only adds ' +
          'print statements and waits.',
      ],
    },
    {
      id: 'role-embedded-systems-engineer-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Two weeks before production, you discover that a power loss during a firmware update can leave ' +
        'the device unbootable. The schedule is fixed. What do you do?',
      answer:
        'I would raise it immediately with the project lead with a clear risk estimate, because a ' +
        'bricked device in the field means returns or truck rolls, which usually costs more than a ' +
        'schedule slip. Then I would look for the smallest robust fix. If the flash has room, an A/B ' +
        'partition scheme with a small immutable bootloader solves it: the update writes to the inactive ' +
        'slot, verifies a checksum or signature, and only then flips a boot flag, and the bootloader ' +
        'falls back if the new image fails to confirm itself. If flash is too small, a recovery mode in ' +
        'the bootloader that can reload firmware over a serial port or USB is a fallback. I would test ' +
        'with automated power cuts at random points of the update, hundreds of times. If the fix cannot ' +
        'be done in time, a documented interim option is to ship with updates disabled until it is ' +
        'solved.',
      evaluationCriteria: [
        'Strong: escalates promptly with the cost of bricked field units compared with a schedule slip.',
        'Strong: proposes a robust update design such as A/B slots, an immutable bootloader, ' +
          'verification, and rollback.',
        'Strong: plans automated power-interruption testing.',
        'Strong: offers a fallback if the full fix cannot land in time.',
      ],
    },
    {
      id: 'role-embedded-systems-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you brought up firmware on a new board and worked with the hardware team ' +
        'to solve a problem.',
      answer:
        'Situation: Our first prototype run of a new sensor board arrived, and the MCU booted but the ' +
        'SPI accelerometer returned only zeros. Task: I owned firmware bring-up and needed the board ' +
        'working within a week for a customer demo. Action: I started with the simplest test, reading ' +
        'the device ID register, which failed. With a logic analyzer, I saw that the clock and ' +
        'chip-select lines looked correct but MISO never changed. I checked the schematic with the ' +
        "hardware engineer and we found the sensor's interface-select pin was tied to the wrong level, " +
        'putting it into I2C mode. Rather than wait for a board respin, we agreed on a rework: one ' +
        'resistor moved by hand on five boards. I documented the change as an erratum and added a ' +
        'self-test at boot that reads the ID and reports failures. Result: The demo went ahead on time, ' +
        'and the fix was included in the next board revision.',
      evaluationCriteria: [
        'Strong: uses a systematic bring-up sequence starting with simple, verifiable steps.',
        'Strong: uses instruments such as a logic analyzer or oscilloscope to isolate hardware versus ' +
          'firmware faults.',
        'Strong: collaborates with hardware engineers and finds a practical workaround.',
        'Strong: leaves lasting improvements such as errata documentation or self-tests.',
      ],
    },
  ],
  'Solutions Architect': [
    {
      id: 'role-solutions-architect-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A customer wants to sync orders from their on-premises ERP with a cloud SaaS platform in near ' +
        'real time. What integration architecture would you propose?',
      answer:
        'I would first clarify volume, acceptable latency, which system is the source of truth for each ' +
        'field, and what the ERP can expose, because older ERPs often offer only batch files or database ' +
        'access. Where possible, I would avoid point-to-point polling and use an event-driven design: ' +
        'capture changes in the ERP through its events, an outbox table, or change data capture, and ' +
        'publish them to a queue or integration platform. A consumer transforms them to the SaaS API ' +
        'format, with idempotent upserts keyed by the ERP order ID so retries are safe. I would include ' +
        "a dead-letter queue with alerting for records that fail validation, respect the SaaS platform's " +
        'rate limits, and add a nightly reconciliation job that compares counts and totals to catch ' +
        'drift. Connectivity from on-premises would go over a VPN or private link, with credentials in a ' +
        'vault.',
      evaluationCriteria: [
        'Strong: clarifies latency, volume, system-of-record ownership, and ERP capabilities before ' +
          'designing.',
        'Strong: proposes event-driven or change-data-capture integration with queues rather than ' +
          'fragile polling.',
        'Strong: designs for failure with idempotency, dead-letter handling, rate limits, and ' +
          'reconciliation.',
        'Strong: addresses secure connectivity between on-premises and cloud.',
      ],
    },
    {
      id: 'role-solutions-architect-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A customer says their new system must have zero downtime and zero data loss. How do you turn ' +
        'that into a design and a conversation about cost?',
      answer:
        'I would translate the statement into measurable targets, because zero is not achievable at any ' +
        'price. I would ask what each hour of downtime and each minute of lost data actually costs them, ' +
        'and which functions are critical, since often only order capture needs the strictest targets. ' +
        'Then I would define an RTO, how fast service must be restored, and an RPO, how much data loss ' +
        'is acceptable, per component. For example, RPO near zero within a region with synchronous ' +
        'replication across zones, and an RTO of 15 minutes for a regional failure with asynchronous ' +
        'cross-region replication, accepting a few seconds of potential loss. I would present two or ' +
        'three tiers with architecture and monthly cost: multi-zone, warm standby in a second region, or ' +
        'active-active. Active-active brings complexity around data consistency, so I would only ' +
        'recommend it if the business case justifies it.',
      evaluationCriteria: [
        'Strong: converts absolutes into RTO and RPO targets tied to the business cost of downtime and ' +
          'data loss.',
        'Strong: differentiates requirements per component instead of applying the strictest target ' +
          'everywhere.',
        'Strong: explains replication trade-offs, such as synchronous versus asynchronous and zone ' +
          'versus region.',
        'Strong: presents tiered options with cost and complexity so the customer can choose.',
      ],
    },
    {
      id: 'role-solutions-architect-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'You discover that the sales team promised a customer a capability that the platform does not ' +
        'support, and the contract is about to be signed. What do you do?',
      answer:
        'I would raise it with the account executive immediately and privately, with facts: what was ' +
        'promised, what the platform actually does, and the risk if the customer signs expecting it. ' +
        "Then I would look for a way to meet the customer's underlying need, because the promise is " +
        'often broader than the requirement. Maybe a configuration, an integration, a partner product, ' +
        'or a small piece of professional services work covers it, or the capability is already on the ' +
        'roadmap with a realistic date. Together with the account executive, I would go back to the ' +
        'customer with an honest description of what is available now and the proposed path. If ' +
        'something must be built, I would make sure it is written into the statement of work with scope ' +
        'and dates product management has agreed to. Afterward, I would suggest a review step for ' +
        'technical commitments in large deals.',
      evaluationCriteria: [
        'Strong: addresses it before signing and raises it with the salesperson privately and factually.',
        "Strong: looks for the customer's underlying need and alternative ways to meet it.",
        'Strong: ensures any commitment is documented with agreed scope and dates.',
        'Strong: proposes a process fix such as technical review of deal commitments.',
      ],
    },
    {
      id: 'role-solutions-architect-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: "Tell me about a time you changed a customer's mind about a technical approach.",
      answer:
        'Situation: A retail customer insisted on building their new inventory system as a set of about ' +
        '20 microservices because they had read it was best practice, but their team was six developers ' +
        'with no container experience. Task: As the solutions architect, I needed to recommend an ' +
        'architecture they could succeed with without dismissing their goals. Action: I asked what they ' +
        'hoped microservices would achieve, and the answers were independent deployments and scaling for ' +
        'the busy holiday season. I then showed a comparison of two options against those goals: a ' +
        'modular monolith with clear domain boundaries on a managed platform, and full microservices, ' +
        'including operational cost and required skills. I proposed a path where the modules could be ' +
        'extracted later if needed, and ran a workshop to model the boundaries. Result: They chose the ' +
        'modular approach, launched two months earlier than their original plan, and handled holiday ' +
        'peak traffic with autoscaling alone.',
      evaluationCriteria: [
        "Strong: uncovers the customer's underlying goals rather than arguing about technology labels.",
        "Strong: compares options against the customer's own criteria, including skills and " +
          'operational cost.',
        "Strong: leaves a path open for the customer's preference later, which respects their concerns.",
        'Strong: shows a concrete outcome from the changed approach.',
      ],
    },
  ],
  'Engineering Manager': [
    {
      id: 'role-engineering-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "How do you measure and improve your team's delivery performance without turning metrics into a " +
        'weapon?',
      answer:
        'I look at team-level flow metrics, not individual ones: the four DORA metrics of deployment ' +
        'frequency, lead time for changes, change failure rate, and time to restore, plus cycle time ' +
        'broken into stages such as coding, waiting for review, and waiting for deploy. I pair them with ' +
        'qualitative signals from retrospectives and a short developer experience survey, because ' +
        'numbers show where but not why. I share the metrics with the team as a diagnostic tool, and we ' +
        'pick one bottleneck per quarter. For example, if pull requests wait two days for review, we ' +
        'might agree on review norms or smaller changes. I never use these metrics to rank engineers, ' +
        'and I say that explicitly, because people will game any number used for evaluation. Individual ' +
        'performance conversations are based on impact, quality, and collaboration, using concrete ' +
        'examples.',
      evaluationCriteria: [
        'Strong: uses team-level flow metrics such as DORA and cycle time broken down by stage.',
        'Strong: combines metrics with qualitative input to understand causes.',
        "Strong: improves one bottleneck at a time with the team's involvement.",
        'Strong: explicitly avoids using delivery metrics to rank individuals and explains why.',
      ],
    },
    {
      id: 'role-engineering-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your team has grown from 6 to 14 engineers, and coordination is slowing everyone down. How do ' +
        'you restructure it?',
      answer:
        "Fourteen people is too many for one team's standups, planning, and ownership, so I would split " +
        'it, but the split should follow the architecture and the product, not just headcount. I would ' +
        "map the team's systems and the kinds of work that arrive, then look for boundaries where teams " +
        'can deliver independently, such as customer-facing features versus platform, or two product ' +
        'areas with separate services. Each new team should have around five to eight people, a clear ' +
        'mission, owned services, and its own on-call rotation, plus enough senior engineers to be ' +
        'self-sufficient. I would involve the team in drawing the boundaries, and ask people for ' +
        'preferences before assigning them. Shared concerns need explicit agreements, such as interface ' +
        'contracts between teams and a shared architecture forum. I would also plan leadership: ' +
        'promoting a tech lead or hiring another manager, since fourteen direct reports is too many for ' +
        'good one-on-ones.',
      evaluationCriteria: [
        'Strong: splits along product and architecture boundaries to minimize cross-team dependencies.',
        'Strong: gives teams clear missions, ownership, and on-call responsibility.',
        'Strong: involves engineers in the design and considers individual preferences.',
        'Strong: addresses management span and leadership capacity.',
      ],
    },
    {
      id: 'role-engineering-manager-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'An engineer who used to be one of your strongest has missed commitments for two months and ' +
        'seems disengaged. What do you do?',
      answer:
        'I would start with a private, curious conversation rather than a performance warning, because a ' +
        'sudden change in a strong performer usually has a cause. I would describe what I have observed ' +
        'with specific examples, then ask how they are doing and what has changed. Possible causes range ' +
        'from personal issues and burnout to boredom, frustration with a project, or a conflict on the ' +
        'team. If it is personal or health related, I would explain the support available, such as leave ' +
        'or adjusted scope, and involve HR as needed while respecting privacy. If it is about the work, ' +
        'we might change their project or responsibilities. Either way, I would agree on clear, ' +
        'realistic expectations and check in weekly. If nothing improves after a reasonable period with ' +
        'support in place, I would move to a formal performance conversation, documented and fair.',
      evaluationCriteria: [
        'Strong: opens with a private conversation using specific observations rather than assumptions.',
        'Strong: explores multiple causes, including personal, burnout, and project fit.',
        'Strong: offers concrete support and involves HR appropriately while protecting privacy.',
        'Strong: sets clear expectations and follow-up, escalating fairly only if needed.',
      ],
    },
    {
      id: 'role-engineering-manager-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question:
        'Tell me about a time you had to deliver difficult news to your team, such as a cancelled ' +
        'project or a reorganization.',
      answer:
        'Situation: Leadership cancelled a product my team of eight had worked on for nine months, ' +
        'because the company was refocusing on its core platform. Task: I had to tell the team, keep ' +
        'trust, and move everyone to new work within a month. Action: I asked for enough context to ' +
        'explain the reasoning honestly, including the market data behind it. I told the team in person ' +
        'on the same day I could share it, so they did not hear it through rumors, and I acknowledged ' +
        'the loss of their work rather than spinning it. Then I held one-on-ones with each person to ' +
        'hear their concerns and preferences for the next project. We held a short retrospective to ' +
        'capture what we had learned and reusable components, and I advocated for the team to own a ' +
        'meaningful platform area. Result: All eight engineers stayed, six moved into roles they had ' +
        'chosen, and two components we built were reused in the platform.',
      evaluationCriteria: [
        'Strong: communicates promptly and honestly, with the reasoning behind the decision.',
        'Strong: acknowledges the emotional impact rather than spinning the news.',
        'Strong: follows up individually and helps people into meaningful next work.',
        "Strong: shows outcomes such as retention or reuse of the team's work.",
      ],
    },
  ],
  'IT Support Specialist': [
    {
      id: 'role-it-support-specialist-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'A user says their laptop cannot connect to the internet, but colleagues nearby are fine. Walk ' +
        'me through how you troubleshoot it.',
      answer:
        'I start with quick questions: is it Wi-Fi or wired, did it ever work here, and did anything ' +
        'change, such as an update or a new location. Then I work up the network stack. I check that the ' +
        'adapter is enabled and connected to the right network, and run ipconfig or ifconfig. An address ' +
        'starting with 169.254 means the laptop did not get an address from DHCP, so I would look at the ' +
        'connection, reconnect, and renew the lease. If it has a valid address, I ping the default ' +
        'gateway, then a public IP such as 8.8.8.8, and then a domain name. If the IP ping works but ' +
        'names fail, it is a DNS problem, so I check the DNS servers and flush the cache. I would also ' +
        'check proxy or VPN settings and whether security software is blocking traffic. I document the ' +
        'fix in the ticket.',
      evaluationCriteria: [
        'Strong: asks scoping questions about what changed and whether others are affected.',
        'Strong: troubleshoots layer by layer: adapter, IP configuration, gateway, external IP, then DNS.',
        'Strong: correctly interprets a 169.254 address as a DHCP failure and separates DNS from ' +
          'connectivity.',
        'Strong: documents the resolution for future tickets.',
      ],
    },
    {
      id: 'role-it-support-specialist-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A user tells you they just entered their password on a page they now think was a phishing site. ' +
        'What do you do in the first hour?',
      answer:
        'I thank them for reporting it quickly and make sure they feel comfortable doing so again. Then ' +
        'I act fast, because attackers often use harvested credentials within minutes. I reset the ' +
        "user's password and revoke all active sessions and refresh tokens in the identity provider, so " +
        'any stolen session stops working. I review their MFA methods to make sure no new device or ' +
        'phone number was added, and check sign-in logs for logins from unfamiliar locations. In email, ' +
        'attackers often create forwarding or inbox rules to hide replies, so I check for and remove ' +
        'those, and look for messages sent from the account. I get the phishing URL and email, block the ' +
        'domain, and with the security team search for and remove the same email from other mailboxes. ' +
        'Finally, I escalate to security with a timeline and advise the user to change the password ' +
        'anywhere they reused it.',
      evaluationCriteria: [
        'Strong: resets the password and revokes existing sessions, not just the password.',
        'Strong: checks for attacker persistence such as new MFA methods, mailbox rules, and forwarding.',
        'Strong: contains spread by blocking the domain and purging the email from other mailboxes.',
        'Strong: escalates to security with evidence and treats the user supportively.',
      ],
    },
    {
      id: 'role-it-support-specialist-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A senior executive demands that you fix their personal tablet right now, while a ticket ' +
        "affecting a whole department's printing is open in your queue. What do you do?",
      answer:
        'I would acknowledge the executive politely and find out what they need and by when, because ' +
        'sometimes a quick answer unblocks them in two minutes. But the department-wide issue affects ' +
        "many people's work, so by normal priority rules it comes first, and our priority matrix exists " +
        'precisely so these calls are not based on seniority alone. I would tell the executive honestly ' +
        'that I am in the middle of an outage affecting a whole department and give a specific time when ' +
        'I or a colleague can help. If there is another technician available, I would hand one of the ' +
        'issues over. If the executive insists, I would involve my supervisor so the trade-off is a ' +
        'deliberate decision rather than mine alone. I would also check whether personal devices are ' +
        'even within our support policy, and follow it.',
      evaluationCriteria: [
        'Strong: applies an impact-based priority framework rather than deferring to rank.',
        'Strong: communicates respectfully with a specific time commitment.',
        'Strong: looks for ways to handle both, such as reassigning or quick triage.',
        'Strong: escalates appropriately and considers the support policy for personal devices.',
      ],
    },
    {
      id: 'role-it-support-specialist-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you helped a frustrated, non-technical user solve a problem and left them ' +
        'more confident.',
      answer:
        'Situation: A long-time office manager called me upset because a shared spreadsheet she ' +
        'maintained kept showing conflicting versions, and she had lost an afternoon of edits before a ' +
        'payroll deadline. Task: I needed to recover her work and stop it happening again, without ' +
        "overwhelming her with jargon. Action: I first recovered her edits from the file's version " +
        'history, which calmed the immediate stress. Then I found the cause: she was editing a synced ' +
        'local copy offline while colleagues edited the cloud version, creating conflict copies. I ' +
        'explained it with a simple analogy about two people editing printed copies of the same ' +
        'document. Together we set the file to open in the browser, and I wrote a one-page guide with ' +
        'screenshots that she kept by her desk. Result: The payroll submission went out on time, the ' +
        'conflicts stopped, and she later used the guide to train two new team members.',
      evaluationCriteria: [
        'Strong: addresses the urgent impact first before explaining the root cause.',
        'Strong: explains the technical cause in plain language or analogy.',
        'Strong: leaves the user with a durable fix or resource, not just a one-time repair.',
        'Strong: shows empathy and a positive outcome for the user.',
      ],
    },
  ],
  'Systems Administrator': [
    {
      id: 'role-systems-administrator-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "A Linux server's root filesystem is at 100 percent and an application is failing. How do you " +
        'troubleshoot it?',
      answer:
        'First, I confirm with df -h and also df -i, because running out of inodes produces the same ' +
        'errors when there are many tiny files. To find what is using space, I run du sorted by size on ' +
        'the filesystem, using -x to stay on one filesystem, and usually find large logs, core dumps, ' +
        'old packages, or a runaway temp directory. If df shows the disk full but du adds up to much ' +
        'less, a process is probably holding a deleted file open; lsof +L1 lists those, and restarting ' +
        'or reloading that process frees the space. To recover quickly, I would compress or move old ' +
        'logs rather than deleting anything I do not understand. Then I fix the cause: configure ' +
        'logrotate or journald size limits, clean package caches, and add disk usage alerts at around 80 ' +
        'percent so it does not happen again.',
      evaluationCriteria: [
        'Strong: checks both block usage and inode usage.',
        'Strong: knows the deleted-but-open-file case and how to find it with lsof.',
        'Strong: frees space safely without deleting files blindly.',
        'Strong: prevents recurrence with log rotation and monitoring thresholds.',
      ],
    },
    {
      id: 'role-systems-administrator-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you design a patching process for about 300 Windows and Linux servers that keeps them ' +
        'secure with minimal downtime?',
      answer:
        'I would start with an accurate inventory, including owners and criticality, because you cannot ' +
        'patch what you do not know about. Servers go into rings: a test ring of non-critical systems ' +
        'patched first, then general production, then the most critical systems, each a few days apart ' +
        'so problems surface early. Patches are deployed with tools such as WSUS or a configuration ' +
        "manager for Windows and Ansible with the distribution's package manager for Linux, in scheduled " +
        'maintenance windows agreed with service owners. Clustered or load-balanced services are patched ' +
        'one node at a time to avoid downtime. I would define timelines by severity, for example ' +
        'critical vulnerabilities that are actively exploited within days and others within 30 days, ' +
        'with an exception process for systems that cannot be patched. Every run ends with automated ' +
        'health checks, and a compliance report shows patch levels and exceptions to management.',
      evaluationCriteria: [
        'Strong: bases the process on an accurate inventory with owners and criticality.',
        'Strong: uses staged rings and rolling patching of clustered nodes to limit risk and downtime.',
        'Strong: defines severity-based timelines and an exception process.',
        'Strong: verifies with health checks and reports compliance.',
      ],
    },
    {
      id: 'role-systems-administrator-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "A vendor's business-critical application requires every user to be a local administrator on " +
        'their workstation to run. The business wants it deployed next week. What do you do?',
      answer:
        'Granting admin rights to all those users would greatly increase the risk from malware and ' +
        'phishing, so I would look for a way to meet the need without it. First I would find out exactly ' +
        'why the app wants admin rights; often it writes to a protected folder or registry key. Tools ' +
        'like Process Monitor reveal the specific access denied events, and I can then grant permissions ' +
        'only to those paths or use an application compatibility shim. Privilege management tools can ' +
        'also elevate just that executable. I would contact the vendor to ask whether a supported ' +
        'configuration exists without admin rights. If none of that works by the deadline, I would ' +
        'document the risk, propose compensating controls such as application allow-listing and extra ' +
        'monitoring, and ask the business owner to formally accept the risk with a review date, rather ' +
        'than quietly granting blanket admin.',
      evaluationCriteria: [
        'Strong: explains the security risk of broad local admin rights.',
        'Strong: investigates the specific permission the app needs and grants narrow access instead.',
        'Strong: engages the vendor and considers privilege management tools.',
        'Strong: uses formal risk acceptance and compensating controls if an exception is unavoidable.',
      ],
    },
    {
      id: 'role-systems-administrator-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you found the root cause of a recurring problem that others had been ' +
        'working around.',
      answer:
        "Situation: For months, a file server became unresponsive roughly once a week, and the team's " +
        'standard fix was to reboot it, costing users about 30 minutes of downtime each time. Task: I ' +
        'took on finding the real cause after joining the team. Action: I set up performance counter ' +
        'logging and noticed that before each hang, nonpaged pool memory climbed steadily for days. ' +
        "Using the pool monitoring tool, I traced the growth to a tag belonging to the backup agent's " +
        "filter driver. The vendor's release notes listed a memory leak fix in a newer version that had " +
        'never been installed because the agent was excluded from normal patching. I tested the update ' +
        'on a clone, then deployed it in a maintenance window, and added the agent to our patch process. ' +
        'Result: The server has not hung since, saving about two hours of disruption a month, and we ' +
        'added a memory trend alert to every file server.',
      evaluationCriteria: [
        'Strong: gathers data over time rather than accepting the workaround.',
        'Strong: uses specific diagnostic tools and evidence to trace the cause.',
        'Strong: tests the fix before production and addresses the process gap that allowed it.',
        'Strong: quantifies the improvement.',
      ],
    },
  ],
  'Network Engineer': [
    {
      id: 'role-network-engineer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Users at a branch office report intermittent slowness and dropped calls to headquarters. How do ' +
        'you troubleshoot it?',
      answer:
        'I would first pin down the pattern: times of day, which applications, and whether all users or ' +
        'some are affected. Then I test the path with continuous ping and MTR from the branch to ' +
        'headquarters to see where loss or latency starts. On the devices along the path I check ' +
        'interface counters for CRC errors, input errors, and drops, which can point to a bad cable, ' +
        'optic, or duplex mismatch, and I check link utilization during the bad periods. If the WAN link ' +
        'is saturated at peak, voice suffers first, so I check that QoS marks voice traffic with DSCP EF ' +
        'and queues it with priority end to end, since markings are often lost on the ISP link. I would ' +
        'also test for MTU problems over VPN tunnels, where fragmentation can cause drops for larger ' +
        'packets. Once found, I fix it, confirm with users, and add monitoring for loss and jitter.',
      evaluationCriteria: [
        'Strong: characterizes the pattern before changing anything.',
        'Strong: uses tools such as MTR and interface error counters to localize the problem along the ' +
          'path.',
        'Strong: considers utilization and QoS for voice, including DSCP markings across the WAN.',
        'Strong: mentions less obvious causes such as duplex mismatch or MTU and fragmentation over ' +
          'tunnels.',
      ],
    },
    {
      id: 'role-network-engineer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your company has two internet providers and runs BGP with both. How do you control which ' +
        'provider carries inbound and outbound traffic?',
      answer:
        'Outbound is the easier part because it is our decision. I would use local preference on routes ' +
        'learned from each provider: a higher local preference for the primary provider makes it ' +
        'preferred for all outbound traffic, or I can prefer one provider for specific prefixes to ' +
        'balance load. Inbound is harder because other networks decide how to reach us. The common tools ' +
        'are AS-path prepending on announcements to the backup provider, which makes that path look ' +
        'longer; announcing more specific prefixes through the preferred provider, as long as they are ' +
        'no longer than a /24, which is generally the smallest prefix accepted; and BGP communities that ' +
        'the provider supports to lower local preference inside their network. MED only influences a ' +
        'neighbor with multiple links to us. I would also filter announcements so we never become a ' +
        'transit path between the two providers, and apply RPKI route origin authorizations.',
      evaluationCriteria: [
        'Strong: uses local preference for outbound path selection.',
        'Strong: knows inbound tools such as AS-path prepending, more-specific prefixes, and provider ' +
          'communities, and their limits.',
        'Strong: understands that MED only affects a single neighboring AS.',
        'Strong: prevents accidental transit with outbound filtering and mentions route security such ' +
          'as RPKI.',
      ],
    },
    {
      id: 'role-network-engineer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "A business unit asks you to open an any-to-any firewall rule to a vendor's network by tomorrow " +
        'so an integration can go live. What do you do?',
      answer:
        'I would not open an any-to-any rule, but I also would not just refuse, because the business ' +
        'need is real. I would ask the business unit and vendor for the specifics: which systems talk to ' +
        'which, on what ports and protocols, and in which direction. Usually that turns out to be a ' +
        'couple of servers on HTTPS or SFTP. With that, I can write a narrow rule, source and ' +
        'destination hosts plus specific ports, which I can often implement by tomorrow through an ' +
        'expedited change. If they truly cannot give details in time, a temporary, narrower rule with an ' +
        "expiry date and extra logging is a better compromise, documented with the business owner's " +
        'approval. I would also consider placing the vendor connection in a segmented zone. After ' +
        'go-live, I would review the logs to confirm the rule matches actual traffic and tighten it if ' +
        'needed.',
      evaluationCriteria: [
        'Strong: refuses an overly broad rule but works to meet the business need.',
        'Strong: gathers the specific flows, ports, and hosts to write a least-privilege rule.',
        'Strong: uses expiry dates, logging, and documented approval for temporary exceptions.',
        'Strong: verifies against real traffic after implementation.',
      ],
    },
    {
      id: 'role-network-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a network cutover or hardware refresh you planned and executed.',
      answer:
        'Situation: Our headquarters core switches were end of support, and the network carried about ' +
        '600 users plus the phone system and a small data center. Task: I led the replacement with a ' +
        'target of under an hour of disruption. Action: I documented the current configuration, ' +
        'including VLANs, trunks, spanning tree priorities, and static routes that were not in any ' +
        'diagram. I staged the new switches with converted configurations and tested them in the lab ' +
        'with a copy of the routing setup. I labeled every cable and built a port mapping sheet, then ' +
        'planned the cutover for a Saturday with a minute-by-minute runbook, validation checks after ' +
        'each stage, and a rollback point. Two engineers moved cables in parallel while I verified ' +
        'routing and phone registration. Result: The cutover finished in 42 minutes, one mislabeled ' +
        'trunk was caught by our checks, and Monday opened with no network tickets.',
      evaluationCriteria: [
        'Strong: documents the existing state thoroughly, including undocumented items.',
        'Strong: pre-stages and tests configurations in a lab before the change.',
        'Strong: uses a detailed runbook with validation steps and a rollback point.',
        'Strong: reports outcome including issues caught by the process.',
      ],
    },
  ],
  'Mechanical Engineer': [
    {
      id: 'role-mechanical-engineer-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A steel bracket in a product is cracking in the field after a few months of use. How do you ' +
        'determine the cause and fix it?',
      answer:
        'A crack that appears after months of service suggests fatigue rather than a single overload, ' +
        'but I would confirm. I would collect failed parts and look at the fracture surfaces; beach ' +
        'marks and a smooth propagation zone with a small final fracture area indicate fatigue, and ' +
        'their origin usually sits at a stress concentration such as a sharp corner, hole, or weld toe. ' +
        'I would check the material and manufacturing: hardness, certifications, and whether the process ' +
        'added residual stress or surface defects. Then I would characterize real loads, ideally with ' +
        'strain gauges on a unit in use, because field vibration or misuse often exceeds design ' +
        'assumptions. With measured loads, I would run FEA to find peak stresses at the origin and ' +
        "compare against the material's fatigue strength with a Goodman analysis. Fixes might include a " +
        'larger fillet radius, a different weld detail, thicker material, or shot peening, validated by ' +
        'accelerated life testing.',
      evaluationCriteria: [
        'Strong: uses fractography to distinguish fatigue from overload and locate the crack origin.',
        'Strong: checks material and manufacturing variables as well as design.',
        'Strong: measures real service loads instead of trusting design assumptions.',
        'Strong: validates fixes with fatigue analysis and accelerated life testing.',
      ],
    },
    {
      id: 'role-mechanical-engineer-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you perform a tolerance stack-up for an assembly, and when would you use worst-case ' +
        'versus statistical analysis?',
      answer:
        'I start by defining the requirement, for example a minimum gap of 0.2 mm between a shaft and ' +
        'housing, and drawing a loop of dimensions from one side of that gap around the assembly to the ' +
        'other, with the sign of each contribution. I use the dimensions and GD&T tolerances from the ' +
        'drawings, including position and flatness where they affect the result. Worst-case analysis ' +
        'adds all tolerances arithmetically, which guarantees function but can force very tight and ' +
        'expensive tolerances. Statistical analysis, such as root sum square, assumes independent, ' +
        'normally distributed and centered processes, and predicts a much smaller variation, which is ' +
        'realistic for higher volumes with capable processes. I use worst case for safety-critical fits ' +
        'or low volumes, and RSS with a check of the process capability data for production parts. If ' +
        'the stack fails, I look for the biggest contributors and tighten only those or change the datum ' +
        'scheme.',
      evaluationCriteria: [
        'Strong: defines a clear functional requirement and builds a signed dimension loop.',
        'Strong: incorporates GD&T controls such as position, not just linear dimensions.',
        'Strong: explains the assumptions of RSS and when worst case is required.',
        'Strong: targets the largest contributors to fix a failing stack.',
      ],
    },
    {
      id: 'role-mechanical-engineer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "A supplier says they cannot hold one of your tolerances without doubling the part's price. What " +
        'do you do?',
      answer:
        'I would first go back to the design intent and ask whether the tolerance is functionally ' +
        'necessary, or inherited from a template or a previous design. I would rerun the tolerance stack ' +
        'or check with a quick test whether a looser tolerance still meets the requirement. If it is ' +
        'needed, I would ask the supplier what their process can reliably hold, using their capability ' +
        'data, and whether a different process or a secondary operation on just that feature would be ' +
        'cheaper than tightening the whole part. Design changes may also help: moving the datum, adding ' +
        'a feature that can be adjusted at assembly, or selective fit. I would get quotes from another ' +
        'supplier to check whether the problem is process-specific. Then I would bring the options, with ' +
        'cost and risk, to the project team and update the drawing formally through a change notice so ' +
        'the decision is documented.',
      evaluationCriteria: [
        'Strong: questions whether the tolerance is functionally required before accepting the cost.',
        'Strong: uses supplier process capability data to find what is achievable.',
        'Strong: considers design alternatives such as datum changes, adjustment features, or ' +
          'secondary operations.',
        'Strong: documents the decision through formal engineering change control.',
      ],
    },
    {
      id: 'role-mechanical-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you redesigned a part to make it easier or cheaper to manufacture.',
      answer:
        'Situation: An aluminum enclosure for one of our products was machined from solid billet, cost ' +
        'about $48 per unit, and took three setups, which limited output to 200 units a week. Task: With ' +
        'annual volume forecast to triple, I was asked to cut cost by at least 30 percent without ' +
        "changing the product's performance. Action: I reviewed the part with our machinist and a " +
        'die-casting supplier. I redesigned it for die casting with uniform 2.5 mm walls, draft angles ' +
        'on vertical faces, and generous radii, and moved tight-tolerance features to a few machined ' +
        'bosses so only one finishing setup was needed. I ran a thermal simulation to confirm heat ' +
        'dissipation was still adequate, then built ten prototype castings and put them through ' +
        'vibration and thermal cycling tests. Result: Unit cost fell to $21, a 56 percent reduction ' +
        'including tooling amortized over a year, and weekly capacity rose to over 1,000 units.',
      evaluationCriteria: [
        'Strong: involves manufacturing people or suppliers early in the redesign.',
        'Strong: names specific design-for-manufacturing changes, such as wall thickness, draft, ' +
          'radii, or fewer setups.',
        'Strong: validates that performance was maintained through analysis and testing.',
        'Strong: quantifies cost and capacity results, including tooling.',
      ],
    },
  ],
  'Electrical Engineer': [
    {
      id: 'role-electrical-engineer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You are designing power for a battery-powered sensor that spends most of its time asleep. How ' +
        'do you choose between a linear regulator and a switching regulator?',
      answer:
        'I would start from the power budget: the battery voltage range over its discharge curve, the ' +
        "load's voltage and current in each mode, and how much time it spends asleep versus active. A " +
        'linear regulator is simple, quiet, and cheap, but its efficiency is roughly output voltage ' +
        'divided by input voltage, so dropping 3.7 V to 1.8 V wastes about half the energy during active ' +
        'periods. A buck converter can be 85 to 95 percent efficient under load, but it adds ripple, ' +
        'EMI, and board area, and its light-load efficiency varies. For a device that sleeps most of the ' +
        'time, quiescent current often matters more than peak efficiency, so I would compare regulators ' +
        'with quiescent current in the low microamps or below, and bucks with a pulse-skipping ' +
        'light-load mode. I would also check dropout at end of battery life and whether sensitive analog ' +
        'circuits need a clean supply, possibly a buck followed by a low-noise LDO.',
      evaluationCriteria: [
        'Strong: starts from a power budget across operating modes and the battery discharge range.',
        'Strong: explains linear regulator efficiency as roughly Vout over Vin and the trade-offs of ' +
          'switching converters.',
        'Strong: recognizes quiescent current and light-load efficiency as dominant for mostly-asleep ' +
          'devices.',
        'Strong: considers dropout, noise-sensitive loads, and combined solutions like a buck followed ' +
          'by an LDO.',
      ],
    },
    {
      id: 'role-electrical-engineer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your board fails a radiated emissions test with a peak at a harmonic of the switching ' +
        "regulator's frequency. How do you find and fix the source?",
      answer:
        'First, I confirm the source: the peak at a harmonic of the switching frequency points to the ' +
        'regulator, but I would verify with a near-field probe and spectrum analyzer on the bench, ' +
        'scanning the board and cables. Often the board itself is not the antenna; attached cables ' +
        'radiate common-mode current, which I can check with a current clamp. For the regulator, the ' +
        'main culprit is usually the hot loop, the path of pulsed current through the input capacitor, ' +
        'switch, and ground return. Minimizing that loop area by placing the input capacitor right at ' +
        'the switch pins with a solid ground plane underneath often fixes it. Other fixes include a ' +
        'snubber on the switch node, a small gate or bootstrap resistor to slow the edges, ' +
        'spread-spectrum frequency modulation, a ferrite or common-mode choke on the cables, and keeping ' +
        'noisy traces away from board edges. I would verify each change with pre-compliance scans before ' +
        'the retest.',
      evaluationCriteria: [
        'Strong: localizes the source with near-field probes and checks for cable common-mode radiation.',
        'Strong: identifies the switching regulator hot loop and layout as the primary cause.',
        'Strong: gives several specific mitigations such as snubbers, edge-rate control, spread ' +
          'spectrum, and filtering.',
        'Strong: verifies changes with pre-compliance measurements before a formal retest.',
      ],
    },
    {
      id: 'role-electrical-engineer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Your design fails its thermal test by 8 degrees Celsius one week before design freeze. What do ' +
        'you do?',
      answer:
        'First, I would make sure the result is real: check thermocouple placement, ambient conditions, ' +
        'and whether the test load matches the worst-case profile in the specification. Then I would ' +
        'tell the project lead right away, with what we know and a plan, because a late surprise is ' +
        'worse. To find options quickly, I would identify which component is over its limit and by how ' +
        'much against its datasheet derating, since the hottest point may have more margin than ' +
        'expected, or less. Quick fixes might include a better thermal pad or heat sink, adding thermal ' +
        'vias under the part, copper pour, moving the part away from another heat source, or firmware ' +
        'changes such as lower switching frequency or duty-cycled loads. I would test the top two ' +
        'options in a day or two with reworked boards. If no fix fits in a week, I would present the ' +
        'trade-off of slipping design freeze versus a documented waiver with an agreed fix in the next ' +
        'revision.',
      evaluationCriteria: [
        'Strong: validates the test setup and worst-case conditions before reacting.',
        'Strong: escalates early with facts and a plan.',
        'Strong: proposes specific thermal mitigations, including hardware and firmware options.',
        'Strong: frames a clear decision between delay and a documented waiver if needed.',
      ],
    },
    {
      id: 'role-electrical-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time a design review caught a serious error, either in your design or in ' +
        "someone else's.",
      answer:
        "Situation: I was reviewing a colleague's schematic for a motor controller board before it went " +
        'to layout. Task: My role was to check power and protection circuits within a two-day review ' +
        'window. Action: Working through the input stage, I calculated the worst-case voltage during a ' +
        'load dump on the 24 V supply and found the input capacitors were rated for 35 V, while ' +
        "transients could reach about 40 V given the TVS diode's clamping voltage at the expected surge " +
        'current. I wrote it up with the calculation and datasheet references rather than just flagging ' +
        'it, and suggested either 50 V capacitors or a TVS diode with a lower clamping voltage. We ' +
        'reviewed it together and the designer chose the higher-rated capacitors, which fit the same ' +
        'footprint. I also proposed adding a worst-case transient check to our review checklist. Result: ' +
        'The fix cost about 20 cents per board, and the board passed surge testing on the first attempt.',
      evaluationCriteria: [
        'Strong: describes a specific technical error and the calculation that revealed it.',
        'Strong: documents findings with evidence and proposes solutions rather than just criticism.',
        'Strong: handles the review collaboratively.',
        'Strong: improves the review process, such as a checklist item, and states the outcome.',
      ],
    },
  ],
  'Civil Engineer': [
    {
      id: 'role-civil-engineer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you approach the stormwater management design for a new commercial site?',
      answer:
        'I start with the local requirements, because the stormwater ordinance usually sets the design ' +
        'storms, such as the 2-, 10-, and 100-year events, and requires post-development peak flows not ' +
        'to exceed pre-development levels, along with water quality treatment for a first-flush volume. ' +
        'I delineate drainage areas and calculate runoff for both conditions, using the rational method ' +
        'for small areas and inlet sizing, or the NRCS TR-55 method for routing and detention volumes. ' +
        'The added impervious area usually requires storage, such as a detention pond or underground ' +
        'chambers, with an outlet structure designed with orifices or weirs for each storm. For water ' +
        'quality and volume reduction, I consider green infrastructure like bioretention or permeable ' +
        'pavement if the soils allow infiltration, which the geotechnical report should confirm. I check ' +
        'pipe capacities and outlet velocities for erosion, and prepare the erosion and sediment control ' +
        'plan for construction.',
      evaluationCriteria: [
        'Strong: starts from local ordinance requirements for design storms and peak flow control.',
        'Strong: names appropriate hydrologic methods and when each applies.',
        'Strong: sizes detention with an outlet structure designed for multiple storm events.',
        'Strong: addresses water quality, infiltration feasibility, and construction erosion control.',
      ],
    },
    {
      id: 'role-civil-engineer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Walk me through how you check a simply supported reinforced concrete beam for flexure and ' +
        'shear.',
      answer:
        'Using ACI 318 strength design, I first determine factored loads, typically 1.2 dead plus 1.6 ' +
        'live, and compute the maximum moment and the shear at a distance d from the support face. For ' +
        'flexure, I compute the depth of the compression block from the steel area assuming the steel ' +
        'yields, then the nominal moment, and check that the strain in the tension steel is at least ' +
        '0.005 so the section is tension controlled and phi is 0.9. If it is not, phi is reduced. I ' +
        'confirm the steel area is above the minimum. For shear, the concrete contribution is roughly 2 ' +
        "times lambda times the square root of f'c times b times d in the simplified method; if the " +
        'factored shear exceeds phi times that, with phi of 0.75, I design stirrups for the remainder ' +
        'and check maximum spacing. Finally I check deflection, crack control spacing, and development ' +
        'lengths.',
      evaluationCriteria: [
        'Strong: uses correct load combinations and critical section locations.',
        'Strong: checks flexural capacity including tension-controlled strain limits and phi factors.',
        'Strong: designs shear with concrete contribution and stirrups, including spacing limits.',
        'Strong: covers serviceability and detailing such as deflection, cracking, and development length.',
      ],
    },
    {
      id: 'role-civil-engineer-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'During excavation, the contractor finds soft clay where the geotechnical report showed dense ' +
        'sand, right where spread footings are designed. What do you do?',
      answer:
        'I would ask the contractor to stop work in the affected area and protect the excavation, and I ' +
        'would notify the project manager and owner, because this is likely a differing site conditions ' +
        'issue with cost and schedule implications. I would get the geotechnical engineer of record to ' +
        'the site quickly to observe and test the soils, and to determine the extent with additional ' +
        'borings or test pits. Based on their recommendations, options include overexcavating and ' +
        'replacing with compacted structural fill, lowering the footings to competent material, ' +
        'increasing footing size for a lower bearing pressure, or switching to deep foundations such as ' +
        'helical piles. I would evaluate each for structural adequacy, settlement, cost, and schedule, ' +
        'then issue a formal design change through the RFI or change order process. Throughout, I would ' +
        'document conditions with photos and records, since they support the contractual claim.',
      evaluationCriteria: [
        'Strong: stops work in the area and notifies the owner, recognizing a differing site condition.',
        'Strong: engages the geotechnical engineer to characterize the extent before redesigning.',
        'Strong: lists credible foundation alternatives and evaluates them on safety, cost, and schedule.',
        'Strong: documents everything and uses formal change processes.',
      ],
    },
    {
      id: 'role-civil-engineer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you got a design through review and permitting with a public agency.',
      answer:
        'Situation: I was the project engineer for a 12-acre residential subdivision whose site plan ' +
        'received 46 review comments from the county, many on stormwater and traffic, with the ' +
        "developer's financing tied to approval within three months. Task: I needed to resolve the " +
        'comments and secure approval without a third submission. Action: I requested a meeting with the ' +
        'county reviewers before resubmitting, to understand the intent behind the ambiguous comments. ' +
        'Two comments conflicted, so we agreed on a solution in the meeting and I confirmed it by email. ' +
        'I organized the response in a comment-by-comment matrix referencing the sheet and calculation ' +
        'for each change, revised the detention design to meet a stricter release rate they had flagged, ' +
        'and had a colleague check the package. Result: The plans were approved on the second ' +
        'submission, six weeks later, and the county reviewer later asked to use our response matrix as ' +
        'an example for other applicants.',
      evaluationCriteria: [
        'Strong: engages reviewers directly to understand intent rather than guessing.',
        'Strong: handles conflicting comments with documented agreements.',
        'Strong: organizes a clear, traceable response to each comment.',
        'Strong: reports the approval outcome and timeline.',
      ],
    },
  ],
  'Product Manager': [
    {
      id: 'role-product-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You have 40 feature requests from customers, sales, and executives, and capacity for about five ' +
        'this quarter. How do you decide what to build?',
      answer:
        "I start with the product strategy and this quarter's goals, because prioritization without a " +
        'goal is just a popularity contest. I group the requests by the underlying problem, since ten ' +
        'requests often describe three problems. For each problem I estimate reach, impact on our goal ' +
        'metric, confidence in the evidence, and effort with engineering, using a framework like RICE to ' +
        'make the assumptions explicit, not to produce a magic number. I look for evidence from usage ' +
        'data, support tickets, and lost-deal reasons, and treat a single loud customer differently from ' +
        'a pattern across segments. I also keep some capacity for bugs and technical debt. Then I share ' +
        'the ranked list and the reasoning with stakeholders, including what we are not doing and why, ' +
        'and I revisit it when new evidence arrives.',
      evaluationCriteria: [
        'Strong: anchors prioritization in strategy and a goal metric.',
        'Strong: groups requests into underlying problems rather than ranking raw requests.',
        'Strong: uses a framework to expose assumptions and evidence, not as a mechanical score.',
        'Strong: communicates decisions, including what is deprioritized, transparently.',
      ],
    },
    {
      id: 'role-product-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'An A/B test of your new feature shows a 4 percent lift in your primary metric, but a guardrail ' +
        'metric, support tickets per user, rose 10 percent. Do you launch?',
      answer:
        'I would not decide from the headline numbers. First, I check the test itself: was it powered ' +
        'for both metrics, are the results statistically significant, and was there any sample ratio ' +
        'mismatch or novelty effect. Then I dig into why tickets rose. If the tickets come from ' +
        'confusion in one step of the new flow, it may be a fixable usability problem; if they come from ' +
        'errors or billing issues, it is more serious. I would estimate the value of the 4 percent lift ' +
        'against the cost of extra support and any churn risk, ideally in dollars. Often the right ' +
        'answer is to fix the cause of the tickets and rerun, or launch to a segment where tickets did ' +
        'not rise. If the cost exceeds the gain or the tickets indicate customer harm, I would not ' +
        'launch. I would write the decision and reasoning down for stakeholders.',
      evaluationCriteria: [
        "Strong: validates the experiment's integrity before interpreting results.",
        'Strong: investigates the cause of the guardrail movement rather than ignoring it.',
        'Strong: weighs benefit against cost in comparable terms, such as dollars or retention.',
        'Strong: considers intermediate options such as fixing and rerunning or a segmented launch.',
      ],
    },
    {
      id: 'role-product-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Your largest customer demands a custom feature that no other customer has asked for, and sales ' +
        'says the renewal depends on it. What do you do?',
      answer:
        "I would start by understanding the customer's underlying problem, ideally talking to them " +
        'directly with the account team, because a custom feature request often hides a more general ' +
        'need. If the need is shared by other customers or fits our strategy, we can build a general ' +
        'version that satisfies them too. If it is truly unique, I would quantify both sides: the ' +
        "renewal's revenue and risk against the engineering cost, the opportunity cost of what we would " +
        'not build, and the long-term maintenance burden. Options in between include configuration, an ' +
        'API or integration that lets them or a partner build it, professional services, or a paid ' +
        'roadmap commitment. I would bring the analysis to leadership, because a bespoke commitment for ' +
        'a major account is a business decision. Whatever is decided, I would make sure the commitment ' +
        'to the customer is specific and realistic.',
      evaluationCriteria: [
        'Strong: uncovers the underlying problem and whether it generalizes.',
        'Strong: quantifies the revenue at stake against engineering and opportunity costs.',
        'Strong: offers intermediate options such as configuration, APIs, or services.',
        'Strong: escalates the decision appropriately and keeps commitments realistic.',
      ],
    },
    {
      id: 'role-product-manager-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about a time you killed or significantly descoped a feature based on evidence.',
      answer:
        'Situation: We had spent six weeks building a collaborative whiteboard inside our project ' +
        'management product, and it was planned as the centerpiece of our spring launch. Task: As the ' +
        'product manager, I owned the decision on whether to launch and continue investing. Action: In a ' +
        'beta with 40 teams, usage dropped off sharply: 70 percent used it once and never again. ' +
        'Interviews showed that teams already used a dedicated whiteboard tool and mainly wanted its ' +
        'boards linked to tasks. I presented the data to my director and the engineering lead, proposed ' +
        'stopping the whiteboard, and suggested an embed integration with the two most popular ' +
        "whiteboard tools instead. I acknowledged the team's work and made sure they were involved in " +
        'shaping the new scope. Result: The integration shipped in three weeks, was used by 22 percent ' +
        'of active teams within two months, and we saved an estimated two quarters of work.',
      evaluationCriteria: [
        'Strong: uses clear quantitative and qualitative evidence for the decision.',
        'Strong: proposes a better alternative aligned with what users actually needed.',
        'Strong: handles the team and stakeholders with care, acknowledging sunk effort.',
        'Strong: quantifies the outcome and resources saved.',
      ],
    },
  ],
  'Product Owner': [
    {
      id: 'role-product-owner-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you write a good user story and acceptance criteria for the development team?',
      answer:
        "A user story describes a need from the user's point of view, in the form: as a type of user, I " +
        'want a capability, so that I get a benefit. The so-that part matters because it lets the team ' +
        'find better solutions. I check stories against INVEST: independent, negotiable, valuable, ' +
        'estimable, small, and testable. Acceptance criteria define when the story is done. I write them ' +
        'as specific, testable statements, often in Given, When, Then format, for example: given a cart ' +
        'with an expired coupon, when the user checks out, then the coupon is removed and a message ' +
        'explains why. I include edge cases, error states, and any non-functional needs such as ' +
        'performance or accessibility. I do not write the stories alone; I refine them with the team in ' +
        'backlog refinement so developers and testers can ask questions and suggest splits before sprint ' +
        'planning.',
      evaluationCriteria: [
        'Strong: explains the user story format including the benefit, and why it matters.',
        'Strong: uses INVEST or similar quality checks.',
        'Strong: writes specific, testable acceptance criteria covering edge cases and error states.',
        'Strong: refines stories collaboratively with the team.',
      ],
    },
    {
      id: 'role-product-owner-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "Your team's velocity swings widely from sprint to sprint, and stakeholders want a firm release " +
        'date for a large set of features. How do you give them a reliable forecast?',
      answer:
        'I would avoid promising a single date based on average velocity, because that hides the ' +
        'uncertainty. First, I would look at why velocity swings: unplanned work, stories that are too ' +
        'large, or estimation drift. Fixing those makes any forecast better. For the forecast itself, I ' +
        'would use historical throughput, such as the number of items completed per week, and run a ' +
        'Monte Carlo simulation to produce a range, for example a 50 percent chance of finishing by one ' +
        'date and an 85 percent chance by a later one. I would also make sure the scope is sized ' +
        'consistently, by splitting large epics into smaller stories. Then I would present stakeholders ' +
        'with that range and the trade-off between scope and date: which features are must-haves, and ' +
        'what could ship later. I would update the forecast every sprint so changes are visible early.',
      evaluationCriteria: [
        'Strong: investigates the causes of unstable velocity.',
        'Strong: forecasts with ranges and probabilities, for example Monte Carlo on throughput, ' +
          'rather than a single date.',
        'Strong: uses scope as the flexible lever and prioritizes must-haves with stakeholders.',
        'Strong: updates the forecast regularly and communicates changes early.',
      ],
    },
    {
      id: 'role-product-owner-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Midway through a sprint, a senior stakeholder demands that an urgent item be added immediately. ' +
        'What do you do?',
      answer:
        'I would first understand how urgent it really is: what happens if it waits until the next ' +
        'sprint, in a week or two? If it is a genuine emergency, such as a production issue or a legal ' +
        'deadline, we should handle it. In that case, I would bring it to the team, agree on what comes ' +
        'out of the sprint to make room, and make that trade-off visible to the stakeholder and others ' +
        'affected. If it can wait, I would explain that protecting the sprint goal helps the team ' +
        'deliver predictably, put the item at the top of the backlog, and refine it so it is ready on ' +
        'the first day of the next sprint. Either way, I would not simply push it onto the team. If this ' +
        'happens often, I would look at the pattern, for example by reserving some capacity for urgent ' +
        'work.',
      evaluationCriteria: [
        'Strong: assesses real urgency and the cost of waiting.',
        'Strong: makes trade-offs explicit by removing work if something is added.',
        'Strong: protects the sprint goal while responding respectfully to the stakeholder.',
        'Strong: addresses recurring interruptions with a process change.',
      ],
    },
    {
      id: 'role-product-owner-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time a requirement was misunderstood by the team and what you changed ' +
        'afterward.',
      answer:
        'Situation: We delivered a reporting export that let customers download data as a spreadsheet, ' +
        'but at the sprint review the finance stakeholders said it was useless because it exported what ' +
        'was on screen rather than all records matching the filter. Task: As product owner I had written ' +
        'the story, so I needed to fix the gap and prevent repeats. Action: I took responsibility in the ' +
        'review and worked with the team to understand where the understanding diverged. The acceptance ' +
        'criteria said export the report, which each of us read differently. We agreed on a fix for the ' +
        'next sprint, and I changed my process: I added concrete examples with sample data to acceptance ' +
        'criteria, and started inviting a stakeholder to refinement sessions for stories with business ' +
        'rules. Result: The corrected export shipped one sprint later, and over the following quarter, ' +
        'stories rejected at review dropped from about three per sprint to fewer than one.',
      evaluationCriteria: [
        'Strong: takes ownership of the ambiguity rather than blaming the team.',
        'Strong: identifies the specific wording or process gap that caused the misunderstanding.',
        'Strong: changes practice concretely, such as examples in acceptance criteria or stakeholder ' +
          'involvement.',
        'Strong: shows measurable improvement afterward.',
      ],
    },
  ],
  'Product Designer': [
    {
      id: 'role-product-designer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you build a design system component so that designers and engineers use it consistently?',
      answer:
        'I start by auditing how the component is currently used across the product, for example finding ' +
        'the eleven different button styles, and talking to the designers and engineers who use it. Then ' +
        "I define the component's purpose, variants, states such as hover, focus, disabled, and loading, " +
        'and the design tokens it uses for color, spacing, and type, so changes flow from one source. I ' +
        'design it in the shared library with clear names that match the code, and work with an engineer ' +
        'to build it at the same time, with accessibility covered, including focus styles, contrast, and ' +
        'keyboard behavior. Documentation includes when to use and when not to use it, with examples. To ' +
        'drive adoption, I make it easy: migrate a few high-traffic screens, announce it, and track ' +
        'usage. A contribution process with regular review keeps the system alive rather than frozen.',
      evaluationCriteria: [
        'Strong: begins with an audit of current usage and talks with users of the system.',
        'Strong: defines variants, states, and tokens, and aligns naming with code.',
        'Strong: builds accessibility into the component.',
        'Strong: plans adoption, documentation, and a governance or contribution process.',
      ],
    },
    {
      id: 'role-product-designer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'The shipping step of your checkout flow has a 60 percent drop-off rate. How would you approach ' +
        'redesigning it?',
      answer:
        'First, I would understand the problem before drawing anything. I would look at analytics for ' +
        'where users exit, field-level errors, and device split, watch session recordings, and run a few ' +
        'quick usability tests. Common causes at this step include unexpected shipping costs appearing ' +
        'for the first time, forced account creation, long forms with unclear errors, and poor mobile ' +
        'input. Based on what I find, design options might include showing estimated shipping costs ' +
        'earlier in the cart, offering guest checkout, address autocomplete, fewer fields, correct ' +
        'mobile keyboard types, inline validation with clear error messages, and saving progress. I ' +
        'would prototype the most promising changes, test them with users, and work with engineering and ' +
        'analytics to A/B test the redesign against the current flow, measuring completion rate as well ' +
        'as guardrails such as order errors. I would iterate based on the results.',
      evaluationCriteria: [
        'Strong: diagnoses with analytics, recordings, and research before designing.',
        'Strong: names likely causes such as surprise costs, forced accounts, and form friction.',
        'Strong: proposes concrete design solutions tied to those causes.',
        'Strong: validates with testing and an experiment, including guardrail metrics.',
      ],
    },
    {
      id: 'role-product-designer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Engineering estimates your design will take three times longer than the roadmap allows. What do ' +
        'you do?',
      answer:
        'I would sit down with the engineers to understand which parts drive the estimate, because often ' +
        'one or two elements, such as a custom animation, a new component, or a complex data ' +
        'requirement, account for most of the cost. Then I would go back to the user problem and ask ' +
        'which parts of the design deliver most of the value. Together we could look at options: using ' +
        'existing design system components instead of new ones, phasing the design so the core ' +
        'experience ships first and enhancements follow, or simplifying an interaction that is expensive ' +
        'to build but only slightly better for users. I would bring the product manager into the ' +
        'decision, since it is a scope and timeline trade-off. I would make sure any phase-two items are ' +
        'tracked rather than silently dropped, and I would involve engineers earlier in future designs ' +
        'to catch this sooner.',
      evaluationCriteria: [
        'Strong: finds which design elements drive engineering cost.',
        'Strong: prioritizes based on user value and proposes phasing or simplification.',
        'Strong: involves the product manager in the scope decision.',
        'Strong: tracks deferred work and involves engineering earlier in future.',
      ],
    },
    {
      id: 'role-product-designer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time user feedback significantly changed a design you were confident in.',
      answer:
        'Situation: I designed a new dashboard for small business owners that put key metrics in visual ' +
        'charts, and internal stakeholders loved it. Task: Before launch, I ran usability sessions with ' +
        'six customers to validate it. Action: Four of the six struggled: they did not want charts, they ' +
        'wanted to know what to do next, such as which invoices were overdue. I shared video clips with ' +
        'the team rather than just a summary, which made the finding hard to dismiss. I redesigned the ' +
        'top of the dashboard as a prioritized action list with the charts moved below, then tested ' +
        'again with five new participants, all of whom completed the key tasks. Result: After launch, ' +
        'the share of users who took an action from the dashboard rose from 18 percent to 41 percent, ' +
        'and the number of overdue invoices per customer dropped. I learned to test early, even with ' +
        'designs the team likes.',
      evaluationCriteria: [
        'Strong: shows openness to evidence that contradicts their own design.',
        'Strong: uses research artifacts such as video clips to persuade the team.',
        'Strong: iterates and retests to validate the change.',
        'Strong: reports measurable outcomes and a lesson learned.',
      ],
    },
  ],
  'UX Designer': [
    {
      id: 'role-ux-designer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you design the information architecture for a site with several hundred pages that ' +
        'users say is hard to navigate?',
      answer:
        'I would start with a content inventory to see what exists, and analytics and search logs to see ' +
        'what people look for and where they get lost. Internal search queries are especially revealing ' +
        'because they show the words users actually use. Then I would run an open card sort with ' +
        'representative users to understand how they group content, and use the results to draft a few ' +
        'candidate structures. I would validate those with tree testing, where users find items in a ' +
        'text-only hierarchy, which tests the structure without visual design. I would iterate until ' +
        'success rates are high on the most important tasks. The resulting navigation would use the ' +
        "users' labels, limit depth where possible, and support multiple paths such as search and " +
        'related links. I would also work with content owners to remove or merge outdated pages, since a ' +
        'smaller site is easier to navigate.',
      evaluationCriteria: [
        'Strong: starts with a content inventory plus analytics and search logs.',
        "Strong: uses card sorting to learn users' mental models.",
        'Strong: validates structures with tree testing before visual design.',
        'Strong: uses user language for labels and reduces content where possible.',
      ],
    },
    {
      id: 'role-ux-designer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you design validation and error handling for a long, multi-step form so that it meets ' +
        'WCAG 2.1 AA and works well for everyone?',
      answer:
        'I would design each field with a visible, persistent label rather than placeholder text, plus ' +
        'hints for format requirements such as date formats, shown before the user makes an error. I ' +
        'would validate inline when the user leaves a field, not on every keystroke, and never rely on ' +
        'color alone: errors get an icon and text, and text meets 4.5 to 1 contrast. Error messages say ' +
        'what went wrong and how to fix it. On submit, if there are errors, an error summary appears at ' +
        "the top, receives focus, and links to each field, and each field's error is programmatically " +
        'associated so screen readers announce it. For multiple steps, I would show progress, such as ' +
        'step 2 of 4, let users go back without losing data, and save progress. I would avoid time ' +
        'limits or allow extension, and test with keyboard-only users and screen readers.',
      evaluationCriteria: [
        'Strong: uses persistent labels and upfront hints instead of placeholder-only fields.',
        'Strong: ensures errors are not conveyed by color alone and explain how to fix them.',
        'Strong: designs an error summary with focus management and programmatic association for ' +
          'screen readers.',
        'Strong: addresses multi-step concerns such as progress, navigation without data loss, and ' +
          'time limits.',
      ],
    },
    {
      id: 'role-ux-designer-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A stakeholder asks you to make canceling a subscription harder, with extra screens and a hidden ' +
        'cancel link, to reduce churn. What do you do?',
      answer:
        'I would share my concern directly but constructively. Hidden cancellation is a dark pattern: it ' +
        'damages trust, generates complaints and chargebacks, and creates legal risk, because regulators ' +
        'such as the FTC have acted against cancellation flows that are harder than signup, and several ' +
        'states have click-to-cancel laws. I would also point out that it hides churn rather than fixing ' +
        'it. Instead, I would propose a retention flow that is honest and easy to complete: a short ' +
        'optional question about why they are leaving, with a relevant offer, such as pausing the ' +
        'subscription, downgrading to a cheaper plan, or a discount, and then a clear cancel button. I ' +
        'would suggest measuring both churn and complaints, and using the cancellation reasons to fix ' +
        'the underlying problems. If the stakeholder still insisted on the hidden approach, I would ' +
        'escalate it with legal involved rather than quietly building it.',
      evaluationCriteria: [
        'Strong: names the practice as a dark pattern and explains the trust, legal, and business risks.',
        'Strong: proposes an ethical alternative that still addresses the retention goal.',
        'Strong: uses cancellation reasons to address root causes of churn.',
        'Strong: escalates rather than complying if the stakeholder insists.',
      ],
    },
    {
      id: 'role-ux-designer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you designed something with little or no budget for user research.',
      answer:
        'Situation: I was the only designer on a team building an internal tool for warehouse staff to ' +
        'log damaged goods, with a two-week deadline and no research budget. Task: I needed confidence ' +
        'that the design would work for people on the warehouse floor, not just in meetings. Action: I ' +
        'asked the operations manager if I could spend two hours shadowing a shift, which cost nothing. ' +
        'I saw that workers wore gloves, used shared tablets, and logged damage while holding items, so ' +
        'I designed large touch targets, a photo-first flow, and only three required fields. I tested a ' +
        'clickable prototype with four workers during their breaks, fixing two confusing labels. Then I ' +
        'added a short feedback button in the tool itself. Result: The tool launched on time, average ' +
        'logging time dropped from about four minutes on paper to under one minute, and the feedback ' +
        'button surfaced two improvements we shipped the next month.',
      evaluationCriteria: [
        'Strong: finds creative low-cost research methods such as shadowing or guerrilla testing.',
        'Strong: translates observations into specific design decisions.',
        'Strong: builds in ongoing feedback after launch.',
        'Strong: quantifies the result.',
      ],
    },
  ],
  'UX Researcher': [
    {
      id: 'role-ux-researcher-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What makes a good interview guide for user research, and how do you avoid leading participants?',
      answer:
        'A good guide starts from clear research questions, what the team needs to learn to make a ' +
        'decision, and translates them into conversation topics rather than a rigid script. I open with ' +
        "easy questions about the participant's context, then move to specific past behavior, such as " +
        'walk me through the last time you did a task, because people are poor at predicting future ' +
        'behavior or explaining hypotheticals. To avoid leading, I ask open questions like how did you ' +
        'decide instead of yes or no questions, and avoid embedding assumptions such as how frustrating ' +
        'was that. I do not show our solution early, and I use neutral follow-ups like tell me more or ' +
        'what happened next. I also watch my own reactions, since nodding enthusiastically is leading ' +
        'too. I pilot the guide with one participant or a colleague and revise it before the full study.',
      evaluationCriteria: [
        'Strong: ties the guide to research questions and decisions.',
        'Strong: focuses on specific past behavior rather than hypotheticals or opinions.',
        'Strong: gives concrete examples of leading versus neutral questions.',
        'Strong: pilots and revises the guide.',
      ],
    },
    {
      id: 'role-ux-researcher-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'In two weeks and on a small budget, design a study to understand why trial users do not convert ' +
        'to paid plans.',
      answer:
        'I would combine behavioral data with qualitative insight. In the first days, I would work with ' +
        'an analyst to compare converters and non-converters: which features they used, how far they got ' +
        'in onboarding, and when they dropped off. That tells me where to look. In parallel, I would ' +
        'send a short exit survey to recently expired trial users with one open question about why they ' +
        'did not continue, which is cheap and can produce dozens of responses. Then I would recruit ' +
        'about eight people from those segments, a mix of non-converters and recent converters for ' +
        'contrast, for 30-minute interviews about what they were trying to achieve, what they tried, and ' +
        'what got in the way. Incentives can be modest gift cards. In the second week I would synthesize ' +
        'with affinity mapping, triangulate with the data, and present the top barriers with evidence ' +
        'and recommended next steps.',
      evaluationCriteria: [
        'Strong: combines quantitative behavioral data with qualitative methods.',
        'Strong: includes a comparison group such as converters.',
        'Strong: plans a realistic recruiting and timeline within the constraints.',
        'Strong: ends with synthesis and actionable recommendations tied to evidence.',
      ],
    },
    {
      id: 'role-ux-researcher-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A product manager asks you to run research to validate a decision they have already made. What ' +
        'do you do?',
      answer:
        'I would have an honest conversation about what they want to learn. If the decision is already ' +
        'final, research framed as validation is mostly theater, and the budget is better spent on a ' +
        'question where the answer can change something. Often, though, there is room to shape how the ' +
        'decision is implemented, so I would reframe the study around the open questions, such as how to ' +
        'design the feature so users adopt it, or what risks could make it fail. I would agree up front ' +
        'on what evidence would change the plan, and document it. I would design the study neutrally so ' +
        'it can show problems, and present findings candidly, including ones that challenge the ' +
        'decision. This approach keeps the partnership positive while protecting the credibility of ' +
        'research, which matters far more than any one study.',
      evaluationCriteria: [
        'Strong: raises the issue of confirmation-seeking research honestly with the PM.',
        'Strong: reframes the study around questions that can still influence outcomes.',
        'Strong: agrees in advance on what findings would change the plan.',
        'Strong: protects research credibility by reporting candidly.',
      ],
    },
    {
      id: 'role-ux-researcher-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about a time your research findings were unwelcome, and how you got them heard.',
      answer:
        'Situation: Leadership had committed to an AI-powered recommendations feature for our recipe ' +
        'app, and I was asked to study how people plan meals. Task: My findings showed that most users ' +
        'planned around what was already in their fridge, not recommendations, which undercut the ' +
        "feature's premise, and I needed the team to take that seriously. Action: Before the big " +
        'readout, I previewed the findings one-on-one with the product lead so she was not surprised in ' +
        'front of executives. I grounded the findings in evidence: video clips of participants, and a ' +
        'survey of 400 users showing 68 percent started meal planning from ingredients they had. I ' +
        'framed the finding as an opportunity and proposed a pivot: recommendations based on what users ' +
        'have. Result: The team adjusted the feature to use pantry-based input, and it reached twice the ' +
        'engagement target in its first month.',
      evaluationCriteria: [
        'Strong: anticipates resistance and previews findings with key stakeholders privately.',
        'Strong: uses compelling evidence combining qualitative and quantitative data.',
        'Strong: frames unwelcome findings constructively with a recommended path.',
        'Strong: shows the research changed the decision, with an outcome.',
      ],
    },
  ],
  'Graphic Designer': [
    {
      id: 'role-graphic-designer-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you prepare a design file for commercial printing?',
      answer:
        "I confirm the printer's specifications first, because they vary. Generally, I set the document " +
        'to the final trim size with a bleed, usually 0.125 inches on each side, for any element that ' +
        'runs off the edge, and keep text and important content inside a safe margin. Colors should be ' +
        'in CMYK, or specified Pantone spot colors if the job uses them, and I check that rich black is ' +
        'used for large black areas while small text stays 100 percent black to avoid registration ' +
        'problems. Images need to be at least 300 pixels per inch at final size. I embed or outline ' +
        'fonts and include linked files. Then I export a press-ready PDF, often PDF/X-1a or PDF/X-4, ' +
        'with crop marks and bleed, run a preflight check, and request a hard proof for color-critical ' +
        'work before the full run.',
      evaluationCriteria: [
        'Strong: includes bleed, trim, and safe margins with correct typical values.',
        'Strong: handles color correctly, including CMYK, spot colors, and black text.',
        'Strong: checks image resolution and font handling.',
        'Strong: exports to a press-ready standard, preflights, and proofs.',
      ],
    },
    {
      id: 'role-graphic-designer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "A client's logo needs to work everywhere from a 16-pixel browser icon to a billboard. How do " +
        'you build a flexible logo system?',
      answer:
        'One version cannot do every job, so I would design a responsive logo system. The primary logo ' +
        'is the full lockup, with symbol and wordmark, used where space allows. Secondary versions ' +
        'include a horizontal and a stacked layout for different aspect ratios, and a simplified symbol ' +
        'or monogram for small sizes, since fine details and thin strokes disappear at 16 pixels. For ' +
        'the favicon and app icon I would redraw the mark for the pixel grid and check it on real ' +
        'devices. I would define minimum sizes for each version, clear space, and approved color ' +
        'versions: full color, one color, and reversed for dark backgrounds. For large formats I would ' +
        'deliver vectors and check that the proportions and spacing hold up at scale. All of this goes ' +
        'into brand guidelines with examples of correct and incorrect use, and organized files in SVG, ' +
        'PNG, and print formats.',
      evaluationCriteria: [
        'Strong: proposes a system of versions for different sizes and aspect ratios rather than one logo.',
        'Strong: simplifies and optimizes the mark for very small sizes and tests it on real devices.',
        'Strong: defines minimum sizes, clear space, and color variations.',
        'Strong: delivers guidelines and correctly formatted files for each use.',
      ],
    },
    {
      id: 'role-graphic-designer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A client asks you to use a photo they found through an image search and to make the design look ' +
        "very close to a competitor's ad. What do you do?",
      answer:
        'I would explain both concerns in a helpful way. An image found through search is almost always ' +
        'copyrighted, and using it without a license can lead to takedowns or infringement claims, so I ' +
        'would offer alternatives: licensed stock with the right usage terms, a commissioned photo, or ' +
        'an image the client owns. I could find a few stock options in the same style right away, so the ' +
        "client sees that the look is achievable. On the competitor's ad, I would ask what they like " +
        'about it, such as the bold typography, the color mood, or the simple layout. I can use those ' +
        'principles while creating something that is clearly their own brand, which also works better ' +
        'because customers will not confuse them with the competitor. Closely copying the ad could ' +
        'create legal risk and weaken their identity.',
      evaluationCriteria: [
        'Strong: correctly identifies copyright and licensing risk with search-found images.',
        'Strong: offers practical licensed alternatives.',
        'Strong: draws out what the client likes about the competitor and applies principles without ' +
          'copying.',
        "Strong: frames advice in terms of the client's interests rather than simply refusing.",
      ],
    },
    {
      id: 'role-graphic-designer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you handled vague or contradictory feedback from a client through multiple ' +
        'revision rounds.',
      answer:
        'Situation: A restaurant group hired me to design menus for a new location, and after two rounds ' +
        "the owner's feedback was make it pop more, while the chef wanted it calmer. Task: I needed to " +
        'turn this into a direction both would approve before the print deadline in ten days. Action: I ' +
        'set up a short call with both of them and brought three concise options that pushed in clearly ' +
        'different directions, plus reference images from other menus. Rather than asking whether they ' +
        'liked each option, I asked specific questions, such as which one makes the specials easiest to ' +
        'find. They realized their real concern was that the specials were hard to spot. I kept the calm ' +
        'overall style the chef wanted and gave the specials a bold color block the owner liked. I then ' +
        'summarized the agreed direction in writing. Result: The next round was approved with minor text ' +
        'edits, and the menus were printed on schedule.',
      evaluationCriteria: [
        'Strong: brings stakeholders together and uses concrete options to clarify vague feedback.',
        'Strong: asks specific questions to uncover the real concern behind the feedback.',
        'Strong: finds a solution that satisfies conflicting parties.',
        'Strong: confirms the agreed direction in writing and delivers on time.',
      ],
    },
  ],
  'Fashion Designer': [
    {
      id: 'role-fashion-designer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'Walk me through taking a design from sketch to a production-ready tech pack.',
      answer:
        'Once the sketch is approved, I create technical flats, front and back views drawn to ' +
        'proportion, with callouts for construction details such as seam types, stitch counts, ' +
        'topstitching, closures, and trims. The tech pack includes a bill of materials with fabric ' +
        'content, weight, supplier, colorways, and every trim down to thread and labels, and a points of ' +
        'measure chart with measurements for the base size and tolerances. I add a grade rule for the ' +
        'size range, construction and finishing notes, label and packaging instructions, and care label ' +
        'content. Before sending to the factory, I check consistency between the flat, the measurements, ' +
        'and the BOM, since mismatches cause most sample errors. After the first proto sample, I run a ' +
        'fit session on a fit model, record comments and revised measurements in the tech pack, and ' +
        'track each revision with a date so the factory always works from the latest version.',
      evaluationCriteria: [
        'Strong: describes technical flats with construction callouts.',
        'Strong: includes a complete bill of materials and a points of measure chart with tolerances ' +
          'and grading.',
        'Strong: checks consistency across sections before sending to the factory.',
        'Strong: manages fit sessions and revision control.',
      ],
    },
    {
      id: 'role-fashion-designer-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How do you build a line plan for a seasonal collection and cost it to hit a target margin?',
      answer:
        'I start with the merchandising targets: total revenue, number of styles, category mix, and ' +
        "price points by channel, based on last season's sell-through and the brand's direction. The " +
        'line plan maps each slot, such as three dresses at one price point and two outerwear pieces at ' +
        'a higher one, balancing carryover bestsellers and new styles. For costing, I work backward from ' +
        'the retail price. If a dress retails at $120 and wholesale is half of retail, $60, then a 60 ' +
        'percent wholesale margin means the landed cost must be $24 or less. Landed cost includes ' +
        'fabric, trims, labor, freight, duty, and other fees, so duty rates on the specific fiber ' +
        'content matter. When a style costs too much, I look at fabric consumption through marker ' +
        'efficiency, trims, and construction details, or move it to a different price point. I track ' +
        'costs per style in the line plan and review them at each sample stage.',
      evaluationCriteria: [
        'Strong: builds the line plan from merchandising targets such as price points, category mix, ' +
          'and sell-through.',
        'Strong: works backward from retail to a target landed cost with correct margin arithmetic.',
        'Strong: knows the components of landed cost, including duty and freight.',
        'Strong: names practical ways to reduce cost without ruining the design.',
      ],
    },
    {
      id: 'role-fashion-designer-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'The production sample arrives with fit problems, and the fabric is now 20 percent over the ' +
        'target cost. The production slot is in three weeks. What do you do?',
      answer:
        'I would handle the two problems in parallel. For fit, I would run a fit session immediately, ' +
        'document the issues with photos and measurements, and decide which are pattern corrections and ' +
        'which are factory execution problems. I would send corrected specs the same day and ask the ' +
        'factory for a quick turnaround on a revised sample, or approve production based on photos and ' +
        'measurements of a corrected sample if time is short. For cost, I would ask the mill why the ' +
        'price rose and whether a different width, minimum, or a similar quality from another mill is ' +
        'available at the old price, and check whether the marker can be improved to use less fabric. If ' +
        'the cost cannot come down, I would take options to the merchandiser: absorb the margin hit, ' +
        'raise the price, or simplify a construction detail. I would confirm any production date change ' +
        'with the planning team early.',
      evaluationCriteria: [
        'Strong: works on fit and cost in parallel with clear documentation.',
        'Strong: distinguishes pattern issues from factory execution and uses fast revision methods.',
        'Strong: explores fabric alternatives and marker efficiency to recover cost.',
        'Strong: escalates trade-offs to merchandising and protects the production slot.',
      ],
    },
    {
      id: 'role-fashion-designer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you changed a design based on fit testing or customer feedback.',
      answer:
        'Situation: A pair of wide-leg trousers from our spring line had a return rate of about 30 ' +
        'percent, nearly double our average. Task: I was asked to find out why and fix the style before ' +
        'the reorder. Action: I read the return reasons and customer reviews, which mostly mentioned the ' +
        'waist gaping at the back and the rise being too short. I held fit sessions on three different ' +
        'body types, not just our standard fit model, and confirmed the back rise needed about three ' +
        'quarters of an inch more and a contoured waistband. I revised the pattern and grading, and ' +
        'added a hidden back elastic section. I also suggested adding rise measurements to the product ' +
        'page. Result: The revised style had a return rate of 14 percent, it sold through in six weeks, ' +
        'and we applied the new back rise to our trouser block for future seasons.',
      evaluationCriteria: [
        'Strong: uses return data and reviews to identify specific fit problems.',
        'Strong: tests on multiple body types rather than a single fit model.',
        'Strong: makes precise pattern changes and applies the learning to future blocks.',
        'Strong: quantifies improvement in returns or sales.',
      ],
    },
  ],
  'Interior Designer': [
    {
      id: 'role-interior-designer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you make sure a commercial interior space plan meets accessibility and code ' +
        'requirements?',
      answer:
        'I start by identifying the adopted codes for the jurisdiction, typically a version of the ' +
        'International Building Code and the 2010 ADA Standards, along with any local amendments. For ' +
        'accessibility, I check accessible routes at least 36 inches wide, door clear widths of at least ' +
        '32 inches with proper maneuvering clearances, a 60-inch turning space in restrooms, correct ' +
        'heights and clear floor space for counters and fixtures, and reach ranges for controls. For ' +
        'life safety, I verify occupant load, the number and separation of exits, egress widths, travel ' +
        'distances, and that furniture layouts do not block paths of egress. Finishes must meet flame ' +
        'spread ratings for their location. I coordinate with the architect and engineers on fire-rated ' +
        'walls and sprinklers. Before submitting, I run a checklist review, and I check the final ' +
        'installation in the field, because furniture placement often undoes compliant plans.',
      evaluationCriteria: [
        'Strong: identifies applicable codes and accessibility standards for the jurisdiction.',
        'Strong: cites correct key dimensions such as 36-inch routes, 32-inch door clearance, and ' +
          '60-inch turning space.',
        'Strong: addresses egress, occupancy, and finish flammability requirements.',
        'Strong: coordinates with other professionals and verifies the installation in the field.',
      ],
    },
    {
      id: 'role-interior-designer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you develop the FF&E specification and budget for a 40-room boutique hotel renovation?',
      answer:
        "I would start with the design concept and the owner's budget per key, and check both against " +
        'the brand or market expectations. I would build a room-by-room and public-space schedule of ' +
        'every item: furniture, lighting, window treatments, flooring, art, and accessories, with ' +
        'quantities. Each item gets a specification sheet with dimensions, materials, finish, ' +
        'flammability ratings such as CAL 117 or commercial fabric standards, durability ratings like ' +
        'double rubs for upholstery, and supplier. For the budget, I price each line including freight, ' +
        'receiving and warehousing, installation, taxes, and a contingency of around 10 percent. Lead ' +
        'times are critical, since custom casegoods can take 16 weeks or more, so I build a procurement ' +
        'schedule backward from the installation date. I review value-engineering options with the ' +
        'owner, such as a less expensive item in low-impact areas, and track approvals and orders.',
      evaluationCriteria: [
        'Strong: builds a complete item schedule with specifications including commercial performance ' +
          'standards.',
        'Strong: includes all budget components such as freight, warehousing, installation, and ' +
          'contingency.',
        'Strong: plans procurement around long lead times.',
        'Strong: uses value engineering thoughtfully and tracks approvals.',
      ],
    },
    {
      id: 'role-interior-designer-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'After furniture orders are placed, your client wants to change the main sofa and reports the ' +
        'total project is now 15 percent over budget. What do you do?',
      answer:
        'I would first understand why they want the change, because it might be a concern that can be ' +
        'solved another way. Then I would check the status of the existing order: whether it can be ' +
        'canceled, what the restocking or cancellation fees are, and how a new piece would affect the ' +
        'lead time and installation date. I would present the client with the facts in writing: the cost ' +
        'of changing, the schedule impact, and alternatives. For the budget, I would review the whole ' +
        'schedule with them to find savings, such as swapping lower-visibility items for less expensive ' +
        'options, reducing decorative accessories, or phasing some purchases. I would make sure any ' +
        'approved change is documented with a signed change order so costs and responsibilities are ' +
        'clear. Afterward, I would tighten my process so major pieces get explicit sign-off before ' +
        'ordering.',
      evaluationCriteria: [
        'Strong: explores the reason for the change before acting.',
        'Strong: checks cancellation terms, fees, and schedule impact.',
        'Strong: presents written options and finds savings across the project.',
        'Strong: documents changes with signed change orders.',
      ],
    },
    {
      id: 'role-interior-designer-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: "Tell me about a time you translated a client's vague vision into a design they loved.",
      answer:
        'Situation: A couple hired me to redesign their living and dining area and described what they ' +
        'wanted as warm but not cluttered. They had different tastes, one preferring minimalism and the ' +
        'other vintage pieces. Task: I needed to define a shared direction before spending their budget. ' +
        'Action: I asked each of them to collect images they liked and disliked, and we reviewed them ' +
        'together, pointing out common threads: natural wood, soft lighting, and a few meaningful ' +
        'objects. I created two mood boards and a rough floor plan, then a 3D rendering of the preferred ' +
        'scheme. I suggested keeping the space mostly minimal while featuring three of their vintage ' +
        'pieces as focal points, restored where needed. Result: They approved the design after one ' +
        'revision, the project finished within 3 percent of budget, and they later referred two friends ' +
        'to me.',
      evaluationCriteria: [
        'Strong: uses structured methods, such as image collection and mood boards, to clarify vague ' +
          'preferences.',
        'Strong: reconciles different tastes between decision-makers.',
        'Strong: uses visualizations to confirm direction before purchasing.',
        'Strong: reports outcome including budget performance or referrals.',
      ],
    },
  ],
  'Video Editor': [
    {
      id: 'role-video-editor-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'Describe your workflow for organizing and editing a multi-camera interview shoot.',
      answer:
        'Before editing, I set up organization, because it saves hours later. I ingest all media with ' +
        'checksums to verify copies, back up to a second drive, and use a consistent folder and naming ' +
        'structure by date, camera, and card. If the footage is heavy, I generate proxies for smooth ' +
        'editing. I sync the cameras and external audio using timecode if it was jam-synced on set, or ' +
        'by audio waveform otherwise, and create multicam clips. I organize bins for interviews, B-roll, ' +
        'graphics, and music, and add markers or transcript notes on the best sound bites. Many editing ' +
        'tools now generate transcripts, which makes finding quotes much faster. Then I build a paper ' +
        'edit or string-out of the story, edit the multicam by switching angles, refine the timing and ' +
        'pacing, and only then move to color, audio mixing, and graphics.',
      evaluationCriteria: [
        'Strong: uses verified ingest, backups, and consistent naming.',
        'Strong: syncs cameras and audio correctly using timecode or waveforms.',
        'Strong: organizes bins and uses transcripts or markers to find content.',
        'Strong: structures the story before moving to finishing work.',
      ],
    },
    {
      id: 'role-video-editor-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How do you prepare final deliverables for both broadcast television and online streaming?',
      answer:
        'I would get the delivery specifications from each outlet, because they are strict and differ. ' +
        'For US broadcast, audio loudness typically must be around minus 24 LKFS per ATSC A/85, with ' +
        'true peak limits around minus 2 dBTP, while many streaming and web platforms target louder ' +
        'levels, around minus 14 to minus 16 LUFS. I would create separate mixes rather than turning one ' +
        'up or down. For video, I check legal broadcast levels with scopes, the Rec. 709 color space, ' +
        'frame rate and resolution, and required codecs, such as ProRes for the broadcast master and ' +
        'H.264 or H.265 for the web. Broadcast deliverables often also need slates, bars and tone, ' +
        'specific timecode start points, closed captions in the required format, and separate audio ' +
        'stems. I would run quality control on each file before delivery, watching it fully and checking ' +
        'the metadata.',
      evaluationCriteria: [
        'Strong: knows that broadcast and streaming have different loudness targets and measures them.',
        'Strong: checks video levels, color space, frame rate, and codecs per specification.',
        'Strong: includes broadcast deliverable elements such as slates, captions, and stems.',
        'Strong: performs full quality control before delivery.',
      ],
    },
    {
      id: 'role-video-editor-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'The client approved the final cut, then asks for a major re-edit the day before the deadline. ' +
        'What do you do?',
      answer:
        'I would start by understanding what changed: a new stakeholder, a legal issue, or a concern ' +
        'about the message, and what exactly they want. Then I would assess whether the change is ' +
        'possible by the deadline, and what it would affect, such as color, sound mix, captions, and all ' +
        'exported versions. I would give the client clear options: a targeted set of changes that can be ' +
        'done in time, moving the deadline if the full re-edit is necessary, or delivering the approved ' +
        'version now and an updated one later. Because the cut was approved, I would point out that this ' +
        'is outside the agreed revisions and may involve additional cost, and confirm the scope in ' +
        'writing before starting. I would stay calm and solution-focused, since the client is probably ' +
        'under pressure too. Then I would deliver what we agreed.',
      evaluationCriteria: [
        'Strong: clarifies the reason and exact scope of the change.',
        'Strong: assesses the downstream impact on finishing work and deliverables.',
        'Strong: offers realistic options including schedule or phased delivery.',
        'Strong: handles the contract and cost implications professionally and confirms in writing.',
      ],
    },
    {
      id: 'role-video-editor-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you cut a long piece down significantly while keeping the story intact.',
      answer:
        'Situation: A nonprofit had a 22-minute documentary about its literacy program and needed a ' +
        '3-minute version for a fundraising gala, where it would be the main appeal. Task: I had one ' +
        'week to cut it while keeping the emotional arc that made the long version work. Action: I ' +
        'rewatched the full film and wrote down the core story in three sentences: a mother who could ' +
        'not read to her children, the program, and her reading to them at the end. Everything that did ' +
        "not serve that arc was cut, including two strong interviews. I used the mother's own voice as " +
        'narration over B-roll instead of a separate narrator, tightened cuts to remove pauses, and ' +
        'built the music to rise into the final scene. I screened a rough cut for two people who had ' +
        'never seen the long version. Result: The gala raised 35 percent more than the previous year, ' +
        "and the film became the organization's main online appeal.",
      evaluationCriteria: [
        'Strong: defines the core story before cutting.',
        'Strong: makes difficult cuts of good material to serve the arc.',
        'Strong: uses specific editing techniques to compress time and maintain emotion.',
        'Strong: tests with fresh viewers and reports a measurable outcome.',
      ],
    },
  ],
};
