import type { BankQuestion } from '../types';

/**
 * Skill questions, part C, keyed by exact skill name. Each skill has two questions: at least one
 * technical (how it works, how to apply it, a worked problem or a pitfall) and a second that differs in
 * type or difficulty. Certifications and licenses are asked about through the knowledge and practice they
 * stand for, never exam logistics. Text may use {role}; it never names a company.
 */
export const SKILL_QUESTIONS_C: Record<string, BankQuestion[]> = {
  'Point of Sale Systems': [
    {
      id: 'skill-point-of-sale-systems-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Walk me through ringing up a sale on a point of sale system when the customer has a coupon, pays ' +
        'partly with a gift card and partly by card, and one item scans at the wrong price.',
      answer:
        'I scan every item and watch the screen as I go, so I catch the price that does not match the ' +
        'shelf tag. For that item, I follow the store policy: usually I check the tag or the ad, and if ' +
        'the shelf price is right, I do a price override, which often needs a manager or lead approval, ' +
        'and I note the item so the tag or the system price gets fixed. I apply the coupon after all ' +
        'items are scanned, checking that it matches the items and is not expired, so the discount ' +
        'applies correctly. Then I total the sale and split the payment: I tender the gift card first ' +
        'for its balance, and the system shows the remaining amount, which the customer pays by card. I ' +
        'confirm the receipt shows both tenders and the coupon, and I offer the receipt and explain the ' +
        'corrected price if they ask.',
      evaluationCriteria: [
        'Strong: checks prices while scanning and follows the override and approval policy.',
        'Strong: applies coupons after scanning and verifies they are valid.',
        'Strong: handles split tender in the right order and confirms the remaining balance.',
        'Strong: reports the wrong price so it is fixed for the next customer.',
      ],
    },
    {
      id: 'skill-point-of-sale-systems-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'In the middle of a busy afternoon, the card reader on your register stops working and a line ' +
        'is forming. What do you do?',
      answer:
        'I would tell the customer at the register right away and apologize, and ask if they can pay ' +
        'another way or move to the next open register. I would try the quick fixes I am allowed to do, ' +
        'such as checking that the reader cable is connected or restarting the reader from the register ' +
        'menu, but not spend more than a minute on it with a line waiting. At the same time, I would ' +
        'call the lead or manager so they can open another register, move people, or switch to the ' +
        "store's backup process if several registers are down. I would put a sign up or ask a colleague " +
        'to redirect the line, and keep taking cash payments if the register still works for cash. ' +
        'Afterwards, I would make sure the problem is logged with the help desk so it gets repaired, and ' +
        'I would never write down card numbers or take payments in a way the store has not approved.',
      evaluationCriteria: [
        'Strong: keeps customers informed and offers alternatives quickly.',
        'Strong: tries only simple, permitted fixes and gets help without delay.',
        'Strong: keeps the line moving by opening other registers or redirecting customers.',
        'Strong: reports the fault and protects card data.',
      ],
    },
  ],
  'Computer Science': [
    {
      id: 'skill-computer-science-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A service must check whether each incoming ID belongs to a set of 50 million known IDs. ' +
        'Compare a hash set, a sorted array with binary search, and a Bloom filter for this job. Which ' +
        'would you choose, and why?',
      answer:
        'A hash set gives average O(1) lookups and inserts, but it has the highest memory overhead: in ' +
        'many runtimes each entry costs tens of bytes beyond the ID, so 50 million IDs can need several ' +
        'gigabytes. A sorted array of 8-byte IDs takes about 400 MB, and binary search needs at most 26 ' +
        'comparisons, so lookups are O(log n) and predictable, but each insert costs O(n), which suits ' +
        'a set rebuilt in batches. A Bloom filter uses a bit array and several hash functions: at about ' +
        '10 bits per element, roughly 60 MB here, it gives around a 1 percent false-positive rate and ' +
        'no false negatives, but it cannot list its members or, in its basic form, delete them. The ' +
        'choice depends on how often the set changes, the memory budget and the cost of a wrong yes. ' +
        'With memory to spare and frequent changes I would use a hash set; with tight memory I would ' +
        'put a Bloom filter in front of an exact store, so only possible hits pay for the exact check.',
      evaluationCriteria: [
        'Strong: states the time complexity and the memory cost of each option with rough numbers; ' +
          'weak: compares Big-O only and ignores memory.',
        'Strong: explains that a Bloom filter gives false positives but never false negatives and ' +
          'cannot delete in its basic form; weak: treats it as an exact set.',
        'Strong: notes that a sorted array makes inserts O(n) and suits sets built in batches; weak: ' +
          'ignores how often the set changes.',
        'Strong: ties the choice to update rate, memory budget and the cost of a false positive; ' +
          'weak: names one structure as always best.',
      ],
    },
    {
      id: 'skill-computer-science-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Two threads each increment a shared integer counter one million times without any locking. ' +
        'What final values can you get, why, and how would you fix it?',
      answer:
        'The total is usually below two million and changes from run to run. An increment is not one ' +
        'operation: each thread loads the value, adds one and stores it back, so if both threads load ' +
        '41, both store 42 and one update is lost. With pathological interleavings the result can in ' +
        'theory be as low as 2. In C and C++ a data race is undefined behavior, so the compiler may ' +
        "also keep the value in a register or reorder accesses, and Python's global interpreter lock " +
        'does not make += atomic either. My fixes, in order of preference: avoid sharing by giving each ' +
        'thread its own counter and summing at the end; use an atomic fetch-and-add, such as ' +
        'std::atomic or AtomicLong; or guard the increment with a mutex, which is correct but slowest ' +
        'under contention. Atomics and locks also guarantee that other threads see the write, which a ' +
        'plain variable does not. I would confirm the fix with a stress test and a race detector such ' +
        "as ThreadSanitizer or Go's -race flag.",
      evaluationCriteria: [
        'Strong: explains the load-add-store interleaving that loses updates; weak: says the result ' +
          'is random without naming a mechanism.',
        "Strong: knows a data race is undefined behavior in C and C++ and that Python's GIL does not " +
          'make += atomic; weak: assumes one line of code runs atomically.',
        'Strong: compares per-thread counters, atomics and mutexes, including their cost under ' +
          'contention; weak: only says to add a lock.',
        'Strong: mentions memory visibility and verifies with a race detector or stress test; weak: ' +
          'declares the bug fixed after one clean run.',
      ],
    },
  ],
  'Verbal Communication': [
    {
      id: 'skill-verbal-communication-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'When you explain something complex out loud to a listener outside your field, such as a ' +
        'customer or a new colleague, what do you do to make sure it lands?',
      answer:
        'I lead with the point in one sentence, what it means for them, before any background. Then I ' +
        'pick the two or three ideas they actually need and leave out the rest, because a listener ' +
        'cannot scroll back the way a reader can. I use plain words instead of acronyms, and one ' +
        'concrete example or analogy from their world; for instance, I have explained a data backlog as ' +
        'a warehouse with more deliveries than shelf space. I round numbers, say 40 percent rather than ' +
        '38.7, and signpost with phrases like there are two reasons. I pause after each point and watch ' +
        'their face and pace, or listen for silence on a call. Instead of asking whether it makes ' +
        'sense, which almost always gets a yes, I ask them to tell me how they would explain it to ' +
        'their team, or what they will do next. If their version is off, the gap shows me which part to ' +
        'say differently.',
      evaluationCriteria: [
        'Strong: opens with the conclusion and what it means for the listener; weak: starts with ' +
          'background and builds up slowly.',
        'Strong: limits content to a few ideas and uses plain language, rounded numbers and an ' +
          "example from the listener's world; weak: relies on jargon and detail.",
        'Strong: checks understanding with a playback question rather than does that make sense; ' +
          'weak: assumes silence means agreement.',
        'Strong: adjusts pace and wording based on cues from the listener; weak: delivers the same ' +
          'script regardless of reaction.',
      ],
    },
    {
      id: 'skill-verbal-communication-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'You are giving a five-minute spoken update to senior leaders. Two minutes in, one is on their ' +
        'phone and another interrupts to ask what the point is. What do you do?',
      answer:
        'I would take the interruption as useful feedback, not an insult. I would stop the background ' +
        'and give the point immediately, in one sentence, for example: the launch is on track, but we ' +
        'need a decision on the vendor contract by Friday, or we slip two weeks. Then I would say what ' +
        'I need from them and offer the options briefly, with my recommendation. I would drop the rest ' +
        'of my planned order and offer to answer questions, which brings the distracted person back ' +
        'because the discussion becomes about their decision. If they want detail, I have the numbers ' +
        'ready; if not, I send a short written summary afterward. Later, I would adjust how I prepare ' +
        'for this group: start with the ask and the headline, keep background for questions, and ' +
        'rehearse a 30-second version. I might also ask a leader I trust how this group likes updates ' +
        'delivered.',
      evaluationCriteria: [
        'Strong: responds calmly and states the point and the ask at once; weak: gets flustered or ' +
          'restarts the same script.',
        'Strong: reframes the update around a decision or action for the listeners; weak: continues ' +
          'to report information with no clear purpose.',
        'Strong: follows up in writing and has detail ready without forcing it; weak: defends the ' +
          'original structure.',
        'Strong: adapts future preparation, such as leading with the headline and practicing a short ' +
          'version; weak: treats it as a one-off.',
      ],
    },
  ],
  Judgment: [
    {
      id: 'skill-judgment-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What do you weigh when you face a situation in your {role} work that no rule, instruction or ' +
        'precedent covers?',
      answer:
        "First I work out what is at stake and for whom: customers, colleagues, the organization's " +
        'money, safety or legal exposure. Then I ask how reversible the decision is and how costly ' +
        'delay would be. A reversible, low-stakes call I make quickly and note; an irreversible or ' +
        'high-stakes one deserves more information, a second opinion or escalation even if it slows ' +
        'things down. I look at the purpose behind the nearest rules, because a policy written for a ' +
        'different case usually shows what the organization cares about. I check whether I have the ' +
        'authority to decide, and what precedent my choice would set if everyone in my position did the ' +
        'same. A useful test is whether I would be comfortable explaining the decision and my reasons ' +
        'to my manager, the affected person, or an auditor. Once I decide, I act, write down what I ' +
        'decided and why, tell the people who need to know, and suggest that the gap be covered in ' +
        'guidance.',
      evaluationCriteria: [
        'Strong: assesses stakes, reversibility and the cost of delay, and scales the effort to them; ' +
          'weak: applies the same approach to trivial and serious calls.',
        'Strong: uses the intent of related rules and considers precedent and authority; weak: either ' +
          'freezes without a rule or improvises without limits.',
        'Strong: uses a concrete test, such as whether the decision could be explained openly to ' +
          'those affected; weak: relies only on gut feel.',
        'Strong: acts, documents and communicates the decision, and flags the gap; weak: decides ' +
          'silently and leaves the gap for the next person.',
      ],
    },
    {
      id: 'skill-judgment-2',
      type: 'behavioural',
      difficulty: 'HARD',
      question:
        'Tell me about a time you made a judgment call that turned out to be wrong. How did you realize ' +
        'it, and what did you change afterward?',
      answer:
        "Situation: I was coordinating a product data cleanup, and a colleague's script flagged 1,200 " +
        'supplier records as duplicates. The merge tool was approved, and the deadline was the end of ' +
        'the week. Task: I had to decide whether to merge all the records at once or review them first. ' +
        'Action: The sample I checked, 30 records, looked right, so I approved a full merge. Two days ' +
        'later, accounts payable reported that invoices for two suppliers were being matched to the ' +
        'wrong entity. I stopped further merges, told my manager and the finance lead the same day, and ' +
        'worked with IT to restore the affected records from the pre-merge snapshot. We found that ' +
        'suppliers with shared parent names but separate tax IDs had been merged. Result: We corrected ' +
        '64 records within a week, and no payment went to the wrong party. I changed my practice: I now ' +
        'size samples to the risk, check the edge cases rather than a random handful, and run ' +
        'irreversible changes in stages.',
      evaluationCriteria: [
        'Strong: describes a genuine error with real consequences and owns it; weak: offers a ' +
          'disguised success or blames others.',
        'Strong: explains how the error came to light and responds quickly, including telling the ' +
          'right people; weak: hides the problem or waits.',
        'Strong: identifies what was wrong in the reasoning, such as an unrepresentative sample or ' +
          'ignoring reversibility; weak: blames bad luck.',
        'Strong: describes a lasting change in how similar calls are made; weak: says only that they ' +
          'learned to be more careful.',
      ],
    },
  ],
  'Human Resources Management': [
    {
      id: 'skill-human-resources-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Which workforce metrics would you report to leadership each quarter, and how do you calculate ' +
        'and interpret them?',
      answer:
        'I would keep it to a handful that link to decisions. Turnover rate is separations divided by ' +
        'average headcount, annualized, and I split it into voluntary and involuntary, regretted and ' +
        'non-regretted, and first-year turnover, which often points to hiring or onboarding problems. ' +
        'Time to fill, from approved requisition to accepted offer, and offer acceptance rate show ' +
        'recruiting health; a falling acceptance rate often signals pay that is below market. Internal ' +
        'fill rate shows whether we are developing people. Absence rate and overtime hours show ' +
        'workload strain. Engagement or pulse survey results, with participation rates, show sentiment. ' +
        'Span of control and headcount against plan show structure and cost. I would show trends over ' +
        'at least four quarters and break each figure down by department, level and manager, because ' +
        'company-wide averages hide hot spots. Every metric would come with a short interpretation and ' +
        'a recommended action, and I would protect small groups from identification.',
      evaluationCriteria: [
        'Strong: gives correct definitions, such as separations over average headcount for turnover; ' +
          'weak: lists metric names without formulas.',
        'Strong: segments turnover into voluntary, regretted and first-year; weak: reports a single ' +
          'company-wide turnover figure.',
        'Strong: shows trends and breakdowns by team or manager to find hot spots; weak: presents one ' +
          'quarter in isolation.',
        'Strong: pairs each metric with interpretation and action and protects confidentiality in ' +
          'small groups; weak: produces a dashboard with no recommendations.',
      ],
    },
    {
      id: 'skill-human-resources-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'One department has 35 percent annual turnover, twice the company average, and its head says it ' +
        'is just the labor market. What do you do?',
      answer:
        'I would test the labor-market explanation with data rather than argue it. First, I would ' +
        'compare the department with similar roles elsewhere in the organization and with external ' +
        'benchmarks for the same jobs and region. Then I would break the turnover down: voluntary or ' +
        'involuntary, tenure at exit, team and manager, and performance level of leavers. If most leave ' +
        'within a year, I would look at hiring and onboarding; if leavers cluster under one or two ' +
        'managers, at leadership. I would review exit interview themes, stay interviews with current ' +
        'employees, pay against market ranges, schedules, workload and promotion rates. I would also ' +
        'estimate the cost, for example recruiting, training and lost output per replacement, since ' +
        'that gets attention. I would then present the findings to the department head privately, agree ' +
        'on two or three actions with owners, such as a pay adjustment, manager coaching or revised ' +
        'schedules, and track turnover and early-tenure exits monthly.',
      evaluationCriteria: [
        'Strong: tests the explanation against internal comparisons and external benchmarks; weak: ' +
          'accepts or dismisses it without evidence.',
        'Strong: segments exits by tenure, manager, performance and type to locate the cause; weak: ' +
          'treats all turnover as one problem.',
        'Strong: uses several sources, such as exit and stay interviews, pay data and workload; weak: ' +
          'relies on exit interviews alone.',
        'Strong: quantifies the cost and agrees on specific, tracked actions with the department ' +
          'head; weak: writes a report and moves on.',
      ],
    },
  ],
  "Driver's License": [
    {
      id: 'skill-driver-s-license-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'If a {role} job involves driving for work, what habits keep you and the organization safe, and ' +
        'what do you do if you are in a collision while on the job?',
      answer:
        'Before setting off I check tires, lights, mirrors and fuel, secure any load, and plan the ' +
        'route so I am not reading directions while moving. On the road I keep at least a three-second ' +
        'following distance, more in rain or at night, keep to the speed limit, and do not handle my ' +
        'phone; calls wait until I am parked, or go through hands-free only where that is legal and ' +
        'company policy allows it. I take a break about every two hours on long drives. I keep my ' +
        'license valid, renew it on time, and tell my employer about any citation or change in status, ' +
        'because they usually check driving records and insurance depends on them. After a collision, I ' +
        'stop, turn on the hazard lights, check for injuries and call 911 if anyone is hurt or the road ' +
        'is blocked. I exchange details, take photos and witness contacts, avoid arguing about fault, ' +
        'report to my manager right away, and file any police or state report that is required.',
      evaluationCriteria: [
        'Strong: describes concrete habits, such as pre-trip checks, following distance and no phone ' +
          'handling; weak: says only that they are a careful driver.',
        'Strong: treats keeping the license valid and reporting citations as part of the job; weak: ' +
          'sees the license as a one-time requirement.',
        'Strong: gives a correct collision sequence: stop, secure the scene, check injuries, call for ' +
          'help, document, report; weak: would leave the scene or argue fault.',
        'Strong: knows work driving carries employer liability and follows company policy; weak: ' +
          'treats a work vehicle like a personal one.',
      ],
    },
    {
      id: 'skill-driver-s-license-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "You are running late for a client visit an hour's drive away at the end of a long day. You " +
        'feel drowsy, and your manager keeps messaging to ask when you will arrive. What do you do?',
      answer:
        'Safety comes before the appointment. I would not read or answer messages while driving. At the ' +
        'next safe place, such as a rest area or parking lot, I would stop, call or message the client ' +
        'and my manager with a realistic arrival time, or suggest moving the meeting to a video call or ' +
        'another day. Drowsiness is as dangerous as impaired driving, and the only real fixes are rest ' +
        'or not driving; opening the window or turning up the radio does not work. If I was close to ' +
        'dozing off, I would take a short nap of about 20 minutes, possibly with a coffee beforehand, ' +
        'and reassess; if I still felt unsafe, I would not continue. I would not speed to make up time. ' +
        'Afterward, I would talk with my manager about scheduling, such as avoiding long drives after ' +
        'full days and agreeing that I reply to messages only when parked.',
      evaluationCriteria: [
        'Strong: refuses to drive distracted or drowsy and stops somewhere safe to communicate; weak: ' +
          'answers messages while driving.',
        'Strong: knows that only rest addresses fatigue and that tricks like cold air do not; weak: ' +
          'relies on the radio or speeding up to get there sooner.',
        'Strong: manages the client and manager proactively with a new time or format; weak: arrives ' +
          'late without warning or cancels silently.',
        'Strong: raises the scheduling pattern with the manager afterward; weak: accepts the same ' +
          'pressure every week.',
      ],
    },
  ],
  Organization: [
    {
      id: 'skill-organization-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What system do you use to keep track of tasks, deadlines, documents and follow-ups in your ' +
        '{role} work so that nothing falls through the cracks?',
      answer:
        'I keep one trusted task list, rather than notes scattered across email, chat and paper. ' +
        'Anything that needs action goes into it as soon as it arrives, written as a next step with a ' +
        'due date, for example draft Q3 budget summary for Ana, due Thursday. My calendar holds fixed ' +
        'commitments and blocks of time for the most important tasks. I keep a separate waiting-for ' +
        'list of things other people owe me, each with a follow-up date, because that is where most ' +
        "dropped balls come from. For documents, I use the team's shared folders, a consistent naming " +
        'convention such as 2025-03-14_client_proposal_v2, and one current version instead of ' +
        'attachments flying around. Recurring processes, such as month-end reports, get checklists. ' +
        'Every Friday I spend half an hour on a weekly review: I clear my inboxes, update the list, ' +
        'check the next two weeks of deadlines and send any follow-ups. That review is what keeps the ' +
        'system trustworthy.',
      evaluationCriteria: [
        'Strong: describes one capture point and tasks written as concrete next actions with dates; ' +
          'weak: relies on memory or an overflowing inbox.',
        'Strong: tracks what others owe them and follows up on schedule; weak: loses track of ' +
          'delegated items.',
        'Strong: keeps documents findable with shared structure, naming and a single current version; ' +
          'weak: works from email attachments.',
        'Strong: has a regular review habit that keeps the system current; weak: builds a system but ' +
          'never maintains it.',
      ],
    },
    {
      id: 'skill-organization-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you brought order to something disorganized, such as a shared drive, a ' +
        'handoff process or a backlog. What did you change, and did it last?',
      answer:
        'Situation: My team of 12 shared a drive with about 4,000 files, many of them duplicate ' +
        'versions. Finding the signed copy of a contract could take 20 minutes, and twice we sent a ' +
        'client an outdated proposal. Task: I volunteered to fix it without disrupting live work. ' +
        'Action: I inventoried the folders, then held a 30-minute session where the team agreed on a ' +
        'structure by client and year, plus a naming convention with the date and version. I moved ' +
        'active files over two evenings, archived anything untouched for two years into a read-only ' +
        'folder, and deleted exact duplicates after checking with the owners. I wrote a one-page guide, ' +
        'assigned an owner to each top-level folder, and set a quarterly 15-minute tidy-up. Result: In ' +
        'a quick follow-up survey, people reported finding documents in under two minutes, and we had ' +
        'no more outdated proposals sent. Six months later the structure was still in use; two new ' +
        'hires learned it from the guide alone.',
      evaluationCriteria: [
        'Strong: quantifies the original disorder and its cost; weak: describes mess in general terms.',
        'Strong: involves the people who use the system so they adopt it; weak: imposes a personal scheme.',
        'Strong: builds in maintenance, such as owners, a guide and periodic reviews; weak: does a ' +
          'one-time cleanup.',
        'Strong: shows measurable results and evidence the change lasted; weak: stops the story at ' +
          'the cleanup.',
      ],
    },
  ],
  Accounting: [
    {
      id: 'skill-accounting-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'A company sells goods that cost $6,000 to a customer on credit for $10,000, using a perpetual ' +
        'inventory system. Record the journal entries and explain the effect on the financial ' +
        'statements.',
      answer:
        'Two entries are recorded at the point of sale. First, debit accounts receivable $10,000 and ' +
        'credit sales revenue $10,000. Second, debit cost of goods sold $6,000 and credit inventory ' +
        '$6,000, because a perpetual system updates inventory with each sale. On the income statement, ' +
        'revenue rises by $10,000 and gross profit by $4,000, before any tax. On the balance sheet, ' +
        'accounts receivable increases by $10,000, inventory falls by $6,000, and retained earnings ' +
        'rise by the $4,000 of profit, so the equation stays balanced. Cash does not change until the ' +
        'customer pays: on the cash flow statement under the indirect method, the $4,000 of profit is ' +
        'offset by the $10,000 increase in receivables and the $6,000 decrease in inventory, so ' +
        'operating cash flow is zero. When the customer pays, debit cash and credit accounts ' +
        'receivable. If payment looks doubtful, the company also estimates an allowance for credit ' +
        'losses.',
      evaluationCriteria: [
        'Strong: records both the revenue and the cost of sales entries with correct debits and ' +
          'credits; weak: records only the sale.',
        'Strong: explains the effect on all three statements, including zero operating cash flow ' +
          'until collection; weak: assumes the sale brings in cash.',
        'Strong: shows the balance sheet stays balanced through retained earnings; weak: cannot ' +
          'connect profit to equity.',
        'Strong: mentions collection and the allowance for credit losses; weak: stops at the sale.',
      ],
    },
    {
      id: 'skill-accounting-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A company reports record profit this year, yet it is struggling to make payroll. How can both ' +
        'be true, and how would you find the cause in the financial statements?',
      answer:
        'Profit is measured on an accrual basis, so it records revenue when earned and expenses when ' +
        'incurred, not when cash moves. I would start with the cash flow statement and compare ' +
        'operating cash flow with net income; under the indirect method, the working capital lines show ' +
        'where the gap is. The usual causes are receivables growing faster than sales because customers ' +
        'pay slowly, inventory building up, and suppliers being paid faster. I would calculate days ' +
        'sales outstanding, days inventory outstanding and days payables outstanding; the cash ' +
        'conversion cycle is DSO plus DIO minus DPO. For example, if DSO rises from 35 to 60 days on ' +
        '$12 million of annual sales, about $820,000 of cash is tied up. Then I would check investing ' +
        'and financing flows: capital spending, acquisitions, debt repayments, dividends or owner ' +
        'draws. Fixes include tighter collections, inventory reduction, better payment terms, a credit ' +
        'line, and a rolling 13-week cash forecast to see shortfalls early.',
      evaluationCriteria: [
        'Strong: explains accrual versus cash timing as the source of the gap; weak: suspects an ' +
          'accounting error without explaining timing.',
        'Strong: uses the cash flow statement and working capital movements to locate the cause; ' +
          'weak: looks only at the income statement.',
        'Strong: calculates or explains DSO, DIO, DPO and the cash conversion cycle correctly; weak: ' +
          'names them without showing how they tie up cash.',
        'Strong: checks investing and financing outflows and proposes specific fixes, including a ' +
          'short-term cash forecast; weak: suggests only cutting costs.',
      ],
    },
  ],
  'Software Engineering': [
    {
      id: 'skill-software-engineering-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You must change the behavior of a 1,500-line function in a legacy system that has no tests and ' +
        'that nobody on the team fully understands. How do you do it safely?',
      answer:
        'I would not rewrite it. First I would pin down its current behavior with characterization ' +
        'tests: feed it realistic inputs, ideally taken from production logs, and record the outputs as ' +
        'expected values, quirks included. To make it testable I would find seams, such as passing the ' +
        'database, clock or network client in as parameters, using small automated refactorings from ' +
        'the IDE so each step is low risk. Then I would refactor in small steps, such as extracting ' +
        'methods and renaming variables, committing each separately and running the tests every time. ' +
        'Refactoring commits and behavior changes go in separate pull requests, so reviewers can verify ' +
        'each. For the actual change, I write a failing test for the new behavior first, then make it ' +
        'pass. For risky changes I would ship behind a feature flag, or run old and new code side by ' +
        'side on real traffic and compare results before switching over. I would also record what I ' +
        'learned in the code and in notes.',
      evaluationCriteria: [
        'Strong: starts with characterization or approval tests that capture current behavior; weak: ' +
          'edits the function and tests manually.',
        'Strong: breaks dependencies through seams and uses small, automated refactorings; weak: does ' +
          'a big-bang rewrite.',
        'Strong: separates refactoring from behavior change and makes the change test-first; weak: ' +
          'mixes both in one large commit.',
        'Strong: reduces release risk with feature flags or side-by-side comparison; weak: deploys ' +
          'and hopes.',
      ],
    },
    {
      id: 'skill-software-engineering-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Similar code now appears in three places, and a teammate proposes extracting a shared ' +
        'abstraction. How do you decide whether to create it or leave the duplication?',
      answer:
        'I first ask whether the three copies represent the same knowledge, meaning they must change ' +
        'together for the same reason, or just look alike today. If it is one business rule, such as ' +
        'how a discount is calculated, duplication is a bug waiting to happen, because a fix must be ' +
        'made everywhere, so I would extract it. If the copies serve different callers that are likely ' +
        'to diverge, an abstraction couples them, and over time it gains flags and special cases until ' +
        'it is harder to understand than the duplicates. A wrong abstraction costs more than ' +
        'duplication. A good abstraction has a narrow interface, names a real domain concept, hides a ' +
        'decision that might change, and is easy to test alone. I would also consider the cost of ' +
        'sharing: a function in the same module is cheap, while a shared library across teams adds ' +
        'versioning and release coordination. If an existing abstraction has grown boolean parameters ' +
        'for each caller, I would inline it back and extract again.',
      evaluationCriteria: [
        'Strong: distinguishes duplicated knowledge from coincidental similarity; weak: removes all ' +
          'duplication on sight or never does.',
        'Strong: recognizes the cost of a wrong abstraction, such as flags and special cases ' +
          'accumulating; weak: assumes abstraction is always cleaner.',
        'Strong: describes what makes an abstraction good, such as a narrow interface and a domain ' +
          'name; weak: creates a generic helper or utils class.',
        'Strong: weighs the coupling and coordination cost of sharing across modules or teams; weak: ' +
          'ignores where the shared code will live.',
      ],
    },
  ],
  DevOps: [
    {
      id: 'skill-devops-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "Which metrics would you use to tell whether a team's software delivery is improving, and how " +
        'do you stop them from being gamed?',
      answer:
        'I would use the DORA measures. Deployment frequency and lead time for changes, from commit to ' +
        'running in production, measure throughput. Change failure rate, the share of deployments that ' +
        'cause a failure needing remediation, and the time to recover from a failed deployment measure ' +
        "stability. DORA's research shows that strong teams improve both together rather than trading " +
        'speed for stability; the best deploy on demand, with lead times under a day and recovery ' +
        'within an hour. I would collect the data automatically from version control, the pipeline and ' +
        'the incident tool, per service, and track medians and 90th percentiles over time. Breaking ' +
        'lead time into coding, review, waiting for tests and approval shows where the bottleneck is. ' +
        'To avoid gaming, I would not use the metrics to rank teams or individuals, which invites ' +
        'splitting deployments or not recording failures. I would read each throughput figure alongside ' +
        'a stability figure, and I would pair them with reliability objectives and developer feedback.',
      evaluationCriteria: [
        'Strong: names and correctly defines the four DORA metrics; weak: uses lines of code, story ' +
          'points or hours worked.',
        'Strong: explains that throughput and stability should improve together and reads them in ' +
          'pairs; weak: optimizes deployment count alone.',
        'Strong: measures automatically from systems and breaks lead time into stages to find ' +
          'bottlenecks; weak: relies on self-reported numbers.',
        'Strong: warns against ranking teams with the metrics and explains how they get gamed; weak: ' +
          'ties them to individual targets.',
      ],
    },
    {
      id: 'skill-devops-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A team releases once a month in a big-bang deployment that takes a weekend, and about a third ' +
        'of releases need a hotfix. Leadership wants weekly or even daily releases. How would you get ' +
        'there without making things worse?',
      answer:
        'The root problem is batch size: a month of changes is hard to test, hard to review and hard to ' +
        'roll back. I would first measure the baseline, such as lead time, failure rate and the manual ' +
        'steps, and map the release process to find the slowest and riskiest steps. Then I would build ' +
        'the foundations: one automated pipeline that builds an artifact once and promotes it through ' +
        'environments, fast automated tests aimed at the areas that caused past hotfixes, and ' +
        'infrastructure defined as code so environments match. Developers would move to trunk-based ' +
        'development with short-lived branches, and use feature flags to separate deploying code from ' +
        'releasing features. Database changes would follow an expand-and-contract pattern so each ' +
        'deploy stays backward compatible. Production deploys would go out as canaries with automatic ' +
        'rollback when health metrics degrade, with developers sharing on-call. I would increase ' +
        'cadence step by step, from monthly to every two weeks and then weekly, starting with one ' +
        'service, and hold blameless reviews of failures.',
      evaluationCriteria: [
        'Strong: identifies large batch size as the root cause and measures a baseline; weak: simply ' +
          'schedules releases more often.',
        'Strong: builds automation, targeted tests and consistent environments before increasing ' +
          'cadence; weak: increases frequency with manual steps intact.',
        'Strong: uses trunk-based development, feature flags and backward-compatible database ' +
          'migrations; weak: ignores how code and schema changes are decoupled.',
        'Strong: adds progressive delivery with automatic rollback and increases cadence gradually; ' +
          'weak: switches to daily releases all at once.',
        'Strong: addresses culture, such as shared on-call and blameless reviews; weak: treats it as ' +
          'a tooling project only.',
      ],
    },
  ],
  'Hospitality Management': [
    {
      id: 'skill-hospitality-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain occupancy, ADR and RevPAR. A 120-room hotel sells 90 rooms one night for $13,500 in ' +
        'room revenue: calculate each, and explain how you would use them in pricing decisions.',
      answer:
        'Occupancy is rooms sold divided by rooms available: 90 / 120 = 75 percent. ADR, the average ' +
        'daily rate, is room revenue divided by rooms sold: $13,500 / 90 = $150. RevPAR, revenue per ' +
        'available room, is room revenue divided by rooms available: $13,500 / 120 = $112.50, which ' +
        'equals occupancy times ADR. RevPAR matters because it balances rate and volume: cutting rates ' +
        'to fill rooms can raise occupancy while lowering RevPAR. I would compare it with the ' +
        'competitive set through a RevPAR index, where 100 means a fair share. Each occupied room also ' +
        'carries costs, such as housekeeping, amenities, utilities and online travel agency ' +
        'commissions, so I would also look at GOPPAR, gross operating profit per available room. For ' +
        'pricing, I forecast demand by date; on high-demand nights I raise rates, close discounted ' +
        'channels or apply minimum-stay rules, and on soft nights I target specific segments with ' +
        'packages rather than dropping the public rate for everyone.',
      evaluationCriteria: [
        'Strong: calculates occupancy 75 percent, ADR $150 and RevPAR $112.50 correctly; weak: ' +
          'confuses ADR with RevPAR.',
        'Strong: explains the rate-versus-occupancy trade-off that RevPAR captures; weak: treats a ' +
          'full house as success regardless of rate.',
        'Strong: compares with a competitive set and considers profit measures such as GOPPAR; weak: ' +
          'looks only at its own top-line figures.',
        'Strong: applies the metrics to pricing actions by demand level, such as closing discount ' +
          'channels or setting minimum stays; weak: sets one rate all year.',
      ],
    },
    {
      id: 'skill-hospitality-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Over three months, occupancy at your property rose 10 points, but guest review scores fell ' +
        'from 4.5 to 4.1. As a {role}, what do you do?',
      answer:
        'I would assume the two are connected and find out how. First I would sort the review and ' +
        'survey comments by theme, such as cleanliness, check-in waits, noise, breakfast crowding or ' +
        'maintenance, and see which grew fastest. Then I would check operating data against occupancy: ' +
        'rooms cleaned per housekeeper per shift, time from checkout to room ready, check-in wait at ' +
        'peaks, the maintenance backlog and rooms out of order, and whether staff schedules followed ' +
        'the occupancy forecast. I would look at the guest mix, because a new group or channel segment ' +
        'can bring different expectations. I would also ask line staff, since they know where the ' +
        'strain is. Likely fixes include scheduling to forecast, staggering shifts for peak arrivals, ' +
        'inspecting a share of rooms daily, clearing the top recurring maintenance issues, and ' +
        'responding to reviews. I would track scores weekly by theme and make clear to the team that we ' +
        'do not trade standards for volume.',
      evaluationCriteria: [
        'Strong: links the score drop to operating strain from higher occupancy and tests that link ' +
          'with data; weak: blames guests or review sites.',
        'Strong: categorizes complaints and checks operational measures such as room-ready times and ' +
          'staffing ratios; weak: reads reviews without analysis.',
        'Strong: involves frontline staff and considers changes in guest mix; weak: decides fixes ' +
          'alone from the office.',
        'Strong: takes specific actions and tracks scores weekly by theme; weak: launches a general ' +
          'customer service training.',
      ],
    },
  ],
  English: [
    {
      id: 'skill-english-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Correct this sentence from a client email and explain each change: Per our discussion, the ' +
        'reports was delayed due to the fact that there data were incomplete, we will send them Friday ' +
        'hopefully.',
      answer:
        'A corrected version: As we discussed, the reports were delayed because their data was ' +
        'incomplete. We will send them by Friday, May 16. First, reports is plural, so the verb is ' +
        'were, not was. Second, there should be their, the possessive. Third, due to the fact that is ' +
        'wordy, and because says the same thing. Fourth, the original joins two complete sentences with ' +
        'only a comma, a comma splice, so I split them with a period; a semicolon would also work. ' +
        'Fifth, hopefully at the end weakens the commitment, so I give a firm date, or if I cannot ' +
        'commit, I say what the date depends on. I also replaced per our discussion with the more ' +
        'natural as we discussed. Data was and data were are both accepted in American business ' +
        'English; I would follow the house style and keep it consistent.',
      evaluationCriteria: [
        'Strong: fixes the agreement error, there versus their, and the comma splice; weak: misses ' +
          'any of the three.',
        'Strong: tightens wordy phrasing and explains why; weak: leaves due to the fact that in place.',
        'Strong: replaces the vague hopefully with a clear commitment or condition; weak: focuses on ' +
          'grammar but ignores tone.',
        'Strong: explains each change in plain terms; weak: corrects without being able to say why.',
      ],
    },
    {
      id: 'skill-english-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'You run a weekly call in English with colleagues and clients, several of whom speak English as ' +
        'a second language, and decisions are being misunderstood. What do you change?',
      answer:
        'I would change both how I speak and how we confirm decisions. When speaking, I would use short ' +
        'sentences, common words and a steady pace with pauses, and avoid idioms such as circle back or ' +
        'ballpark, phrasal verbs that have simpler equivalents, such as postpone instead of put off, ' +
        'and jokes that depend on wordplay. I would say numbers and dates clearly and also show them in ' +
        'writing, since 05/06 means different dates in different countries. Before the call I would ' +
        'send an agenda, and during it I would share my screen with the key points, take one topic at a ' +
        'time, and invite questions by name, in a way that does not put anyone on the spot. At the end ' +
        'I would summarize each decision with the owner and date, and ask someone to play back the next ' +
        'steps. Afterward I would send a written recap. I would also turn on captions where the tool ' +
        'allows.',
      evaluationCriteria: [
        'Strong: names specific adjustments, such as avoiding idioms and phrasal verbs and speaking ' +
          'in short sentences; weak: says they would speak louder or slower only.',
        'Strong: makes dates and numbers unambiguous and supports speech with visuals; weak: relies ' +
          'entirely on speech.',
        'Strong: confirms decisions with a spoken summary, playback and a written recap; weak: ' +
          'assumes agreement from silence.',
        'Strong: draws others in respectfully and uses captions or agendas; weak: treats ' +
          "misunderstandings as the listeners' problem.",
      ],
    },
  ],
  'Google Analytics Certification': [
    {
      id: 'skill-google-analytics-certification-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'In GA4, what makes a session engaged, how are engagement rate and bounce rate calculated, and ' +
        'how would you use them to judge landing pages?',
      answer:
        'A GA4 session counts as engaged if it lasts longer than 10 seconds, includes a key event, or ' +
        'has at least two page or screen views; the 10-second timer can be raised to as much as 60 ' +
        'seconds in the admin settings. Engagement rate is engaged sessions divided by all sessions, ' +
        'and bounce rate is simply its complement, so 62 percent engagement means 38 percent bounce. ' +
        'That differs from the older Universal Analytics bounce rate, which counted any single-page ' +
        'session without an interaction hit, so a reader who spent four minutes on one article used to ' +
        'count as a bounce and now counts as engaged. To judge landing pages, I would compare ' +
        'engagement rate, average engagement time and key event rate by landing page and session ' +
        'source, with enough sessions to be meaningful. A page with high engagement but few key events ' +
        'may need a clearer next step, while low engagement from one channel often means a mismatch ' +
        'between the ad and the page.',
      evaluationCriteria: [
        'Strong: states the three conditions for an engaged session and the adjustable timer; weak: ' +
          'defines engagement vaguely as time on site.',
        'Strong: explains that GA4 bounce rate is one minus engagement rate and how it differs from ' +
          'Universal Analytics; weak: assumes the old definition still applies.',
        'Strong: analyzes by landing page and source together with key event rate; weak: ranks pages ' +
          'on one metric alone.',
        'Strong: turns findings into actions, such as fixing ad-to-page mismatch or adding a next ' +
          'step; weak: reports numbers without interpretation.',
      ],
    },
    {
      id: 'skill-google-analytics-certification-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your paid search manager says GA4 credits paid search with 400 key events this month, but the ' +
        'Traffic acquisition report shows 250. Why can both figures be right, and how would you use ' +
        'them in budget decisions?',
      answer:
        'They measure different things. The Traffic acquisition report uses session-scoped dimensions, ' +
        'so a key event is credited to the source of the session it happened in, with direct sessions ' +
        'falling back to the last non-direct source. The attribution reports in the Advertising section ' +
        "use the property's reporting attribution model, which defaults to data-driven: credit is " +
        'shared across the touchpoints in the lookback window, so paid search gets partial credit for ' +
        'conversions that finished in an organic or email session. GA4 reports by the date of the ' +
        'event, while the manager may be quoting Google Ads, which reports by click date and can ' +
        'include modeled and view-through conversions. Consent mode and thresholding can also change ' +
        'totals. For budgets I would agree one model and report, use it consistently, and reconcile ' +
        'totals with back-end orders. Because attribution shows correlation, I would test ' +
        'incrementality with a geo holdout or lift test before moving significant budget.',
      evaluationCriteria: [
        'Strong: explains session-scoped last non-direct click versus the data-driven reporting ' +
          'model; weak: assumes one of the numbers is a bug.',
        'Strong: notes differences in date basis and platform, such as Google Ads click-date ' +
          'reporting; weak: treats GA4 and Ads figures as interchangeable.',
        'Strong: recommends one consistent model and reconciliation with back-end orders; weak: picks ' +
          'whichever figure favors the channel.',
        'Strong: recognizes attribution is not causation and proposes an incrementality test; weak: ' +
          'moves budget on attributed figures alone.',
      ],
    },
  ],
  'Graphic Design': [
    {
      id: 'skill-graphic-design-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you choose and pair typefaces for a project, and which typographic details do you check ' +
        'before you send work out?',
      answer:
        'I start with the purpose and reading conditions: long text needs a face designed for ' +
        'comfortable reading at small sizes, while a headline can carry more personality. I usually ' +
        'pair by contrast, such as a serif for headings with a neutral sans serif for text, or use one ' +
        'family with a range of weights, and I rarely need more than two families. I check the ' +
        'practical side: weights, italics, tabular figures for tables, language support, and a license ' +
        'that covers print, web or app use. Then I set a type scale so hierarchy comes from consistent ' +
        'steps in size, weight and spacing. Before sending, I check body size, such as 16 pixels or ' +
        'more on screen; leading around 1.3 to 1.5 times the size for text; line length of roughly 45 ' +
        'to 75 characters; kerning in large headlines; letter spacing on all-caps; widows and orphans; ' +
        'ragged edges; true quotation marks, apostrophes and dashes; and no faked bold or italic.',
      evaluationCriteria: [
        'Strong: chooses type from purpose and reading conditions and pairs by clear contrast; weak: ' +
          'picks favorites or many families.',
        'Strong: checks practical constraints, such as weights, character sets, figures and ' +
          'licensing; weak: ignores licensing.',
        'Strong: builds hierarchy with a consistent type scale; weak: sizes each element by eye.',
        'Strong: lists concrete finishing checks, such as leading, line length, kerning, widows and ' +
          'true punctuation; weak: says they proofread generally.',
      ],
    },
    {
      id: 'skill-graphic-design-2',
      type: 'situational',
      difficulty: 'EASY',
      question:
        'A client reviews your layout and asks you to make it pop and make the logo bigger. You believe ' +
        'the design already works. How do you handle it?',
      answer:
        'I would treat make it pop as a symptom and find the real concern by asking questions: what ' +
        'should someone notice first, what feels flat, and where will this be seen? Often the answer is ' +
        'that the main message or call to action does not stand out, or the client worries their brand ' +
        'is not visible enough. I would go back to the brief and the goal, for instance getting ' +
        'sign-ups, and explain how the current hierarchy supports it. Then I would show rather than ' +
        'argue: one or two variations that address the concern, such as stronger contrast on the ' +
        'headline or a tighter crop on the image, alongside the larger logo, shown at real size in ' +
        'context, such as on a phone screen or a printed proof. Seeing them side by side usually ' +
        'settles it. If the client still prefers the larger logo, it is their communication, so I make ' +
        'it work as well as possible and note the decision.',
      evaluationCriteria: [
        'Strong: asks questions to uncover the concern behind vague feedback; weak: enlarges the logo ' +
          'immediately or refuses.',
        'Strong: ties the discussion to the brief, audience and goal; weak: defends the design on ' +
          'personal taste.',
        'Strong: shows options at real size in context instead of arguing; weak: debates in the abstract.',
        "Strong: accepts the client's final call professionally and documents it; weak: treats the " +
          'disagreement as a personal contest.',
      ],
    },
  ],
  PMP: [
    {
      id: 'skill-pmp-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Two months into a fixed-budget project, a senior stakeholder asks a developer directly to add ' +
        'a reporting feature because it is small. How do you handle it through change control?',
      answer:
        'I would thank the stakeholder and make clear the request is welcome but has to go through the ' +
        'change process, and I would ask the developer not to start unapproved work, since that is how ' +
        'scope creep happens. I would log a change request describing the feature and the business ' +
        'reason, then analyze its impact with the team: effort, schedule, cost, risks, quality and ' +
        'dependencies, and what planned work it would displace. I would prepare options, such as adding ' +
        'it with extra budget and time, swapping out lower-priority scope, or deferring it to a later ' +
        'phase. The decision goes to whoever has authority under the change management plan, usually ' +
        'the sponsor or change control board. If approved, I update the scope statement, work breakdown ' +
        'structure, schedule and cost baselines and the requirements documentation, then tell ' +
        'stakeholders. If rejected, I explain why to the requester. On an agile project, the item would ' +
        'go to the backlog for the product owner to prioritize.',
      evaluationCriteria: [
        'Strong: routes the request through a formal change request rather than accepting or refusing ' +
          'it informally; weak: lets the developer just do it.',
        'Strong: analyzes impact on scope, schedule, cost, risk and quality and offers options; weak: ' +
          'gives a yes-or-no answer without analysis.',
        'Strong: knows who has authority to approve and updates the baselines and documentation after ' +
          'a decision; weak: makes the decision alone and leaves the plan unchanged.',
        'Strong: communicates the outcome and addresses the informal request channel; weak: ignores ' +
          'how the request reached the team.',
      ],
    },
    {
      id: 'skill-pmp-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your schedule shows the project finishing three weeks late, and the end date is fixed by ' +
        'contract. Compare crashing, fast tracking and reducing scope, and explain how you would ' +
        'decide.',
      answer:
        'I would work only on the critical path, and watch near-critical paths with little float, ' +
        'because shortening one path can make another critical. Crashing adds resources to critical ' +
        'activities; I would pick those with the lowest cost per day saved, calculated as the extra ' +
        'cost divided by the days gained. It only works for effort-driven tasks, and adding people late ' +
        'can slow work down while they ramp up. Fast tracking overlaps activities planned in sequence, ' +
        'such as starting build before design is fully approved. It adds little direct cost but ' +
        'increases the risk of rework, and it only works where the dependency is discretionary rather ' +
        'than mandatory. Reducing scope, such as delivering the core on the date and the rest in a ' +
        'later release, needs customer and sponsor approval through change control. I would quantify ' +
        "each option's days saved, cost and risk, often combine them, rerun the schedule to confirm the " +
        'new critical path, and present a recommendation to the sponsor before rebaselining.',
      evaluationCriteria: [
        'Strong: focuses on the critical path and watches near-critical paths; weak: compresses any ' +
          'activity.',
        'Strong: explains crashing by lowest cost per day saved and its limits; weak: assumes more ' +
          'people always finish faster.',
        'Strong: explains fast tracking as overlapping activities with rework risk, limited to ' +
          'discretionary dependencies; weak: confuses it with crashing.',
        'Strong: treats scope reduction as a change needing approval and decides with quantified ' +
          'options; weak: cuts scope quietly.',
      ],
    },
  ],
  'Product Management': [
    {
      id: 'skill-product-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you decide which success metrics to set for a new feature, and how do you tell after ' +
        'launch whether it worked?',
      answer:
        'I start from the problem the feature is meant to solve and the behavior that would show it is ' +
        'solved. For a saved-search feature, that might be the share of active users who return through ' +
        'a saved search within two weeks, rather than clicks on the save button. I pick one primary ' +
        'metric, a couple of input metrics that move sooner, such as the share of searches saved, and ' +
        'guardrails that must not get worse, such as search latency or support tickets. Before launch I ' +
        'record the baseline, set a target with the team, and make sure instrumentation is in place and ' +
        'tested, since missing events are the most common reason nobody can answer the question later. ' +
        'Where possible I release to a randomized share of users with a holdout, so I can separate the ' +
        "feature's effect from seasonality. After launch I allow for novelty effects, look at segments " +
        'such as new versus existing users, and decide in advance what result would lead us to iterate, ' +
        'expand or remove it.',
      evaluationCriteria: [
        'Strong: derives metrics from the user problem and outcome rather than feature usage alone; ' +
          'weak: measures clicks or adoption only.',
        'Strong: sets a primary metric, leading input metrics and guardrails with a baseline and ' +
          'target; weak: picks metrics after launch.',
        'Strong: ensures instrumentation before launch and uses a holdout or experiment to isolate ' +
          'the effect; weak: compares before and after without controls.',
        'Strong: accounts for novelty effects and segments, and sets decision rules in advance; weak: ' +
          'declares success from the first week.',
      ],
    },
    {
      id: 'skill-product-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Your largest customer demands a custom feature that does not fit your product direction, and ' +
        'sales says the renewal depends on it. What do you do?',
      answer:
        "I would first understand the problem behind the request by talking to the customer's users, " +
        'not only the account team: what are they trying to do, how do they do it today, and what does ' +
        'it cost them? Often the need is narrower than the requested feature. Then I would check ' +
        'whether other customers or prospects share the underlying need, using support tickets, sales ' +
        'notes and usage data. That gives several options: a general capability that solves their case ' +
        'and serves others, a configuration or integration through our API, a workaround with services ' +
        'help, or a firm no with an alternative. I would estimate the cost of each, including long-term ' +
        'maintenance, because a one-off build becomes a permanent tax. I would take the options, the ' +
        'revenue at risk and the opportunity cost to the relevant leaders, so the decision is explicit. ' +
        'Whatever we decide, I would tell the customer directly and honestly, and avoid promising a ' +
        'date we cannot keep.',
      evaluationCriteria: [
        "Strong: digs into the underlying problem with the customer's users; weak: treats the feature " +
          'request as the requirement.',
        'Strong: checks whether the need is shared and looks for a general solution; weak: builds a ' +
          'one-off or refuses outright.',
        'Strong: weighs revenue at risk against build cost, maintenance and opportunity cost, and ' +
          'makes the trade-off explicit to leadership; weak: decides alone under sales pressure.',
        'Strong: communicates the outcome honestly with the customer and avoids false commitments; ' +
          'weak: promises vaguely to keep the renewal.',
      ],
    },
  ],
  'ServSafe Manager': [
    {
      id: 'skill-servsafe-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'At the start of a shift, a line cook tells you they have had vomiting and diarrhea since last ' +
        'night. What do you do, and what rules apply to ill food employees?',
      answer:
        'I would thank them for telling me and send them home: under the FDA Food Code, a food employee ' +
        'with vomiting or diarrhea must be excluded from the operation, not just moved to another ' +
        'station. They can generally return once they have been free of symptoms for at least 24 hours, ' +
        'or with medical documentation. If they are later diagnosed with one of the illnesses the Food ' +
        'Code lists, such as norovirus, hepatitis A, Shigella, Shiga toxin-producing E. coli, or ' +
        'typhoid or nontyphoidal Salmonella, or if they have jaundice, I must report it to the local ' +
        'regulatory authority and follow stricter return rules that may need its approval. I would ask ' +
        'where they worked and what they touched, then have those areas cleaned and sanitized, and ' +
        'discard any ready-to-eat food they handled. I would call in cover, record the exclusion and ' +
        'the date, and remind the team that reporting symptoms is required and will not get them in ' +
        'trouble, so people keep doing it.',
      evaluationCriteria: [
        'Strong: excludes the employee for vomiting or diarrhea rather than reassigning them; weak: ' +
          'lets them work away from food.',
        'Strong: knows the usual 24-hour symptom-free return and the reportable illnesses with ' +
          'stricter rules; weak: lets them return as soon as they feel better.',
        'Strong: addresses contamination by cleaning surfaces and discarding ready-to-eat food they ' +
          'handled; weak: focuses only on staffing.',
        'Strong: documents the exclusion and builds a culture where staff report symptoms; weak: ' +
          'makes staff afraid to report.',
      ],
    },
    {
      id: 'skill-servsafe-manager-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'At 2 p.m. you find the walk-in cooler reading 50°F. The 10 a.m. log showed 38°F. It holds ' +
        'cooked rice, sliced deli meat, dairy and raw chicken. What do you do?',
      answer:
        'First, I would check the actual internal temperature of the foods with a calibrated probe ' +
        'thermometer, since the air reading and the food can differ. Anything still at 41°F or below ' +
        'goes straight into a working cooler or onto ice. For TCS food above 41°F, the question is how ' +
        'long it has been out of temperature control. I only know it was fine at 10 a.m., so it may ' +
        'have been warming for up to four hours, and TCS food that has spent four hours or more between ' +
        '41°F and 135°F must be thrown out. Because I cannot show the time was shorter, I would discard ' +
        'the TCS food above 41°F, especially cooked rice, which can carry Bacillus cereus toxins, and ' +
        'sliced deli meat, where Listeria is a risk. Cooking the raw chicken would not destroy toxins ' +
        'some bacteria produce, so it goes too. I would call for repair, record what was discarded and ' +
        'why, and increase temperature checks until the unit is fixed. I would also consider a ' +
        'monitored alarm sensor for the walk-in.',
      evaluationCriteria: [
        'Strong: measures internal food temperatures with a calibrated thermometer before deciding; ' +
          'weak: decides from the air reading.',
        'Strong: applies the 41°F limit and the four-hour rule, and discards food when the time ' +
          'cannot be shown; weak: keeps food because it smells fine.',
        'Strong: knows that cooking does not make all temperature-abused food safe, such as food with ' +
          'heat-stable toxins; weak: plans to cook it thoroughly and serve it.',
        'Strong: records the incident, fixes the equipment and improves monitoring; weak: throws food ' +
          'away without documenting or preventing a repeat.',
      ],
    },
  ],
  'Technical Support': [
    {
      id: 'skill-technical-support-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A customer reports that your web application is slow and sometimes logs them out. Walk through ' +
        'how you troubleshoot it.',
      answer:
        'First I would gather facts: since when, how often, which pages, which browser and device, ' +
        'which network, and whether colleagues on their account see it. I would check our status page ' +
        'and monitoring for incidents, and search recent tickets for the same symptoms. Then I would ' +
        'try to reproduce it with their account or role. If I cannot, I would ask them for a HAR file ' +
        'and the browser console output while the problem happens, which shows slow requests, failed ' +
        'calls and the session cookie being dropped or rejected. Common causes of surprise logouts are ' +
        'a VPN or proxy that changes their IP address, browser extensions or privacy settings that ' +
        'block cookies, an incorrect computer clock that makes tokens look expired, or our session ' +
        'timeout being shorter than they expect. For slowness I would compare their timings with our ' +
        'server logs to separate network and device problems from ours. If it is our bug, I escalate ' +
        'with the reproduction steps, account, timestamps and evidence, and tell the customer when they ' +
        'will hear back.',
      evaluationCriteria: [
        'Strong: gathers specific facts and checks for known incidents before testing; weak: starts ' +
          'by asking them to clear the cache.',
        'Strong: uses evidence such as HAR files, console logs and server logs to isolate client, ' +
          'network or server; weak: guesses without data.',
        'Strong: knows realistic causes of logouts, such as blocked cookies, changing IPs, clock skew ' +
          'and session policy; weak: cannot name plausible causes.',
        'Strong: escalates with complete reproduction details and keeps the customer informed; weak: ' +
          "escalates with it's slow.",
      ],
    },
    {
      id: 'skill-technical-support-2',
      type: 'situational',
      difficulty: 'EASY',
      question:
        'You have worked with a frustrated customer for 40 minutes, and their issue needs a fix from ' +
        'engineering that could take days. How do you handle the rest of the conversation?',
      answer:
        'I would be honest that this needs our engineering team and cannot be fixed on this call, and I ' +
        'would acknowledge the time they have already spent and the impact on their work. Then I would ' +
        'look for a workaround that gets them moving now, such as another way to run the report or a ' +
        'manual step I can do for them. I would explain what happens next in plain terms: I am ' +
        'escalating with everything we have collected, so nobody asks them to repeat it; here is the ' +
        'ticket number; and I will update them by a specific time, such as tomorrow at noon, even if ' +
        'there is no fix yet. I would check the best way to reach them. After the call I would write a ' +
        'clear escalation with reproduction steps and impact, set myself a reminder, and keep that ' +
        'promise. When the fix ships, I would confirm with them that it works before closing the ' +
        'ticket.',
      evaluationCriteria: [
        'Strong: is honest about the limit of what can be done now and acknowledges the impact; weak: ' +
          'overpromises a quick fix.',
        'Strong: offers a practical workaround in the meantime; weak: leaves the customer stuck until ' +
          'the fix.',
        'Strong: sets a specific update time and owns follow-up, including confirming the fix; weak: ' +
          'says someone will be in touch.',
        'Strong: writes a complete escalation so the customer does not repeat themselves; weak: ' +
          'passes the ticket on with little detail.',
      ],
    },
  ],
  'Public Relations': [
    {
      id: 'skill-public-relations-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you measure the results of a PR program in a way that goes beyond counting press clips?',
      answer:
        'I follow the approach in the Barcelona Principles: set measurable objectives first, measure ' +
        'outcomes rather than just outputs, and never use advertising value equivalency, which prices ' +
        'coverage as if it were ads and says nothing about impact. Outputs are the coverage itself, ' +
        'which I judge by quality: outlet relevance to our audiences, prominence, whether our key ' +
        'messages appeared, and whether a spokesperson was quoted, plus share of voice against ' +
        'competitors on the topics we care about. Outtakes are what the audience took in, which I ' +
        'measure through referral traffic to our site, branded search volume, social engagement and ' +
        'survey questions on awareness and perception. Outcomes are changes in behavior or business ' +
        'results, such as sign-ups, inquiries, applications or policy decisions, tracked against a ' +
        'baseline and, where possible, compared with periods or regions without activity. I report a ' +
        'few of these against the objectives each quarter, with honest notes on what we cannot ' +
        'attribute to PR.',
      evaluationCriteria: [
        'Strong: ties measurement to objectives set in advance and rejects advertising value ' +
          'equivalency; weak: reports AVE or clip counts as results.',
        'Strong: evaluates coverage quality, such as message pull-through, outlet relevance and share ' +
          'of voice; weak: treats every mention equally.',
        'Strong: measures audience and business outcomes, such as search lift, perception surveys or ' +
          'inquiries; weak: stops at impressions.',
        'Strong: uses baselines or comparisons and states the limits of attribution; weak: claims all ' +
          'changes as PR results.',
      ],
    },
    {
      id: 'skill-public-relations-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Employees and customers are asking where your organization stands on a divisive public issue, ' +
        'and an executive wants to issue a statement today. How do you advise them?',
      answer:
        'I would slow the decision down enough to make it deliberate. First, I would ask whether the ' +
        'issue directly affects our business, employees, customers or mission, because that is what ' +
        'gives a statement credibility; an organization commenting on everything loses the right to be ' +
        'heard on anything. Second, I would check our record: a statement that conflicts with our own ' +
        'policies, lobbying or past actions invites accusations of hypocrisy, which are worse than ' +
        'silence. Third, I would map the likely reactions of each stakeholder group and the legal and ' +
        'regulatory considerations. If we speak, the statement should say what we are doing, not only ' +
        'what we believe, and employees should hear it first through internal channels. If we decide ' +
        'not to make a public statement, we still owe employees an honest internal explanation and ' +
        'should be ready for questions. Either way, I would prepare spokespeople, Q and A documents and ' +
        'monitoring, and write down the criteria so future decisions are consistent.',
      evaluationCriteria: [
        "Strong: tests relevance to the organization's operations, people and mission before " +
          'speaking; weak: issues a statement because others are doing so.',
        "Strong: checks consistency between words and the organization's own actions; weak: ignores " +
          'the risk of a say-do gap.',
        'Strong: considers employees first, stakeholder reactions and legal review; weak: focuses ' +
          'only on press coverage.',
        'Strong: prepares for either choice and sets criteria for future decisions; weak: treats it ' +
          'as a one-off reaction.',
      ],
    },
  ],
  'SHRM-CP': [
    {
      id: 'skill-shrm-cp-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An employee tells their manager they can no longer stand for full shifts because of a medical ' +
        'condition. Walk through how you handle this under the Americans with Disabilities Act.',
      answer:
        'The employee does not need to use the word accommodation; telling the manager is enough to ' +
        'start the interactive process, so the manager should bring in HR promptly. I would meet the ' +
        'employee to understand their limitations and review the essential functions of the job. I may ' +
        'ask for medical documentation confirming the disability and the need for accommodation, but ' +
        'not for more than that, and I keep it confidential in a file separate from the personnel file. ' +
        'Then we explore options together, such as a stool or sit-stand station, scheduled breaks, ' +
        'modified duties that do not remove essential functions, a schedule change or, as a last ' +
        "resort, reassignment to a vacant position. I consider the employee's preference, but the " +
        'employer may choose among effective options. Undue hardship is a high bar, judged against the ' +
        "organization's resources. I document each step, tell the manager only the work restrictions, " +
        'not the diagnosis, and follow up to confirm the accommodation works. I would also check state ' +
        'laws and whether pregnancy-related rules apply.',
      evaluationCriteria: [
        'Strong: recognizes that any notice of a medical limitation starts the interactive process; ' +
          'weak: waits for a formal written request.',
        'Strong: limits medical inquiries and keeps records confidential and separate; weak: asks for ' +
          'the diagnosis or shares it with the manager.',
        'Strong: explores practical accommodations, with reassignment as a last resort and undue ' +
          'hardship as a high bar; weak: says no if the job requires standing.',
        'Strong: documents each step, follows up and checks state and pregnancy-related laws; weak: ' +
          'treats it as a one-time decision.',
      ],
    },
    {
      id: 'skill-shrm-cp-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time a change in employment law or HR practice required you to update how your ' +
        'organization worked. How did you learn about it, and how did you put it into practice?',
      answer:
        "Situation: We hired in several states, and in 2022 I saw through my state HR association's " +
        'legal updates and a law firm alert that California would require pay ranges in job postings ' +
        'from January 2023, and that similar rules were coming in other states. Task: I had to make ' +
        'sure our postings complied everywhere we hired, including remote roles open to candidates in ' +
        'those states. Action: I summarized the requirements in a one-page table by state, confirmed ' +
        'our reading with employment counsel, and worked with compensation to set good-faith ranges for ' +
        'every open job family. I updated our applicant tracking system templates so a range was ' +
        'required before a posting could go live, trained recruiters and hiring managers in two short ' +
        'sessions, and set a quarterly check of new state laws. Result: Every posting carried a ' +
        'compliant range by the effective date, we had no complaints, and candidates dropped out less ' +
        'often at the offer stage because expectations matched. The state table became our standard for ' +
        'tracking new laws.',
      evaluationCriteria: [
        'Strong: describes a specific legal or practice change and credible sources for staying ' +
          'current; weak: relies on hearing about changes by chance.',
        'Strong: translates the requirement into process changes, such as templates, controls and ' +
          'training; weak: sends an email and hopes people comply.',
        'Strong: involves counsel or experts appropriately; weak: interprets complex law alone.',
        'Strong: reports a measurable outcome and a lasting way to track future changes; weak: treats ' +
          'it as a one-time fix.',
      ],
    },
  ],
  CPA: [
    {
      id: 'skill-cpa-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Under ASC 842, how does a lessee account for a five-year office lease with payments of ' +
        '$120,000 a year, and how do operating and finance lease treatment differ in the financial ' +
        'statements?',
      answer:
        'Unless the lease is 12 months or shorter and the short-term election is used, the lessee ' +
        'records a right-of-use asset and a lease liability at the present value of the lease payments. ' +
        'The discount rate is the rate implicit in the lease if readily determinable, otherwise the ' +
        'incremental borrowing rate; private companies may elect a risk-free rate. At 6 percent with ' +
        'payments at the end of each year, the liability is about $505,000, which is 120,000 times the ' +
        'five-year annuity factor of 4.212. The lease is a finance lease if any test is met: ownership ' +
        'transfers, a purchase option is reasonably certain to be exercised, the term is a major part ' +
        "of the asset's economic life, the present value is substantially all of its fair value, or the " +
        'asset is specialized. An office lease is usually operating: one straight-line lease cost of ' +
        '$120,000 a year in operating expenses, with payments in operating cash flows. A finance lease ' +
        'instead shows amortization plus front-loaded interest, and the principal portion of payments ' +
        'appears in financing cash flows.',
      evaluationCriteria: [
        'Strong: records a right-of-use asset and lease liability at present value and explains the ' +
          'discount rate hierarchy; weak: says operating leases stay off the balance sheet.',
        'Strong: calculates or estimates the liability correctly, about $505,000 at 6 percent; weak: ' +
          'uses the undiscounted $600,000.',
        'Strong: lists the finance lease classification tests; weak: cannot say what makes a lease a ' +
          'finance lease.',
        'Strong: contrasts straight-line single cost with amortization plus interest, including the ' +
          'cash flow classification; weak: treats both types the same.',
      ],
    },
    {
      id: 'skill-cpa-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'While closing the year, the controller asks you to record a large sale that shipped on January ' +
        '3 as December revenue, because the customer signed the order in December. What do you do?',
      answer:
        'I would not record it in December. Under ASC 606, revenue is recognized when control of the ' +
        'goods transfers to the customer, and for a product sale that is normally at shipment or ' +
        'delivery depending on the terms. A signed order in December creates a contract, but the ' +
        'performance obligation was not satisfied until January. I would check the contract and ' +
        'shipping terms to be sure; if title and risk passed in December, for example in a ' +
        'bill-and-hold arrangement meeting all the criteria, the answer could differ, but that is rare ' +
        'and needs documentation. If the facts are as described, I would explain the rule to the ' +
        'controller calmly, with the reference, and offer to help explain the timing to management. If ' +
        'they insisted, I would decline to make the entry and raise it with the CFO or, if necessary, ' +
        'the audit committee. My professional obligations on integrity and objectivity come first, and ' +
        'recording it would misstate both years and expose everyone involved.',
      evaluationCriteria: [
        'Strong: applies the transfer-of-control principle to conclude the revenue belongs in ' +
          'January; weak: accepts the signing date as the trigger.',
        'Strong: checks the contract and shipping terms and knows the narrow bill-and-hold exception; ' +
          'weak: ignores the contract facts.',
        'Strong: refuses to record the entry and escalates appropriately if pressed; weak: complies ' +
          'to avoid conflict.',
        'Strong: handles the conversation professionally and offers help with the business ' +
          'consequence; weak: accuses the controller without explaining.',
      ],
    },
  ],
  Invoicing: [
    {
      id: 'skill-invoicing-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What must a correct invoice contain, and which checks do you run before sending invoices at ' +
        'month-end?',
      answer:
        'A correct invoice has a unique, sequential invoice number; the invoice date and due date; our ' +
        "legal name, address and tax details; the customer's billing entity and address, which may " +
        'differ from the ship-to address; their purchase order number if they use one; line items with ' +
        'description, quantity, unit price and amount; discounts; sales tax by jurisdiction where it ' +
        'applies; the total; payment terms such as net 30; and remittance details. Before sending, I ' +
        'reconcile what I am billing against the source: the contract or price list, the order, and ' +
        'proof of delivery or approved timesheets, so I bill only what was delivered, at the agreed ' +
        'rate, in the right period. I check tax treatment, including exemption certificates, and the ' +
        "customer's own requirements, such as a portal upload, a PO on every invoice or a specific " +
        'contact. I look for duplicates and missed billable items with a quick report, and I confirm ' +
        'the invoice register ties to revenue in the ledger.',
      evaluationCriteria: [
        'Strong: lists the required elements, including PO number, terms, tax and remittance details; ' +
          'weak: lists only amount and due date.',
        'Strong: matches invoices to contract, order and delivery or time records before sending; ' +
          "weak: bills from memory or the sales team's email.",
        'Strong: checks customer-specific billing requirements, such as portals and PO rules, that ' +
          'cause payment delays; weak: ignores why invoices get rejected.',
        'Strong: checks for duplicates and missed items and ties the register to the ledger; weak: ' +
          'does no completeness check.',
      ],
    },
    {
      id: 'skill-invoicing-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A major customer disputes a $48,000 invoice, saying part of the service was not delivered, and ' +
        'is withholding the whole payment. What do you do?',
      answer:
        "I would contact the customer's accounts payable or project contact quickly to pin down exactly " +
        'which lines they dispute and why, and I would log the dispute in the receivables system so ' +
        'collections activity pauses on that amount. Internally, I would pull the evidence: the ' +
        'contract terms, statements of work, delivery confirmations or approved timesheets, and ask the ' +
        'account or project owner what happened. If part of the invoice is correct and undisputed, I ' +
        'would ask the customer to pay that portion now, because a dispute over one line should not ' +
        'hold up the rest. If we billed for something not delivered, I would issue a credit memo for ' +
        'that amount rather than editing or deleting the original invoice, which keeps the audit trail ' +
        'clean. If the charge is valid, I would send the evidence and agree a payment date. Finally, I ' +
        'would look for the root cause, such as billing before delivery confirmation, and fix that ' +
        'step.',
      evaluationCriteria: [
        'Strong: clarifies the specific disputed lines and records the dispute; weak: keeps sending ' +
          'reminders for the full amount.',
        'Strong: gathers contract and delivery evidence before responding; weak: concedes or refuses ' +
          'without checking.',
        'Strong: seeks payment of the undisputed portion and corrects errors with a credit memo; ' +
          'weak: voids and reissues invoices without a trail.',
        'Strong: fixes the root cause in the billing process; weak: resolves the case but not the pattern.',
      ],
    },
  ],
  PHR: [
    {
      id: 'skill-phr-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An employee asks for eight weeks off for surgery and recovery. Walk through FMLA eligibility ' +
        "and the employer's obligations.",
      answer:
        'First, coverage: a private employer is covered by the Family and Medical Leave Act if it has ' +
        '50 or more employees for 20 or more workweeks in the current or previous year. The employee is ' +
        'eligible if they have worked for the employer for 12 months, which need not be consecutive, ' +
        'worked at least 1,250 hours in the previous 12 months, and work at a site with 50 employees ' +
        'within 75 miles. Surgery with recovery normally qualifies as a serious health condition. ' +
        'Within five business days of the request I send the eligibility and rights notice; I may ' +
        'request medical certification, which the employee generally has 15 calendar days to return; ' +
        'then I send the designation notice. Eligible employees get up to 12 workweeks of job-protected ' +
        'leave in a 12-month period, with group health coverage continued on the same terms, and must ' +
        'be restored to the same or an equivalent position. I would also coordinate with paid leave, ' +
        'short-term disability and state leave laws, and consider the ADA if needs continue after FMLA ' +
        'runs out.',
      evaluationCriteria: [
        'Strong: states employer coverage and employee eligibility tests correctly, including 12 ' +
          'months, 1,250 hours and 50 within 75 miles; weak: cannot give the thresholds.',
        'Strong: knows the notice and certification timelines; weak: skips the designation notice.',
        'Strong: explains the protections, such as 12 weeks, continued health coverage and ' +
          'restoration; weak: treats FMLA as paid leave.',
        'Strong: coordinates with paid leave, disability, state laws and the ADA; weak: considers ' +
          'FMLA in isolation.',
      ],
    },
    {
      id: 'skill-phr-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'An internal audit finds that about 15 percent of your Form I-9s are missing, late or have ' +
        'errors. How do you fix this without creating new legal problems?',
      answer:
        "I would first confirm the rules: Section 1 must be completed by the employee's first day of " +
        'work, and Section 2 within three business days of the start date. Forms must be kept for three ' +
        'years after hire or one year after employment ends, whichever is later. For missing forms, I ' +
        "would have current employees complete a new I-9 now, dated with today's date, never backdated, " +
        'and attach a signed note explaining why. For errors, I would correct them by striking through, ' +
        'writing the correct information, and initialing and dating the change, or complete a new ' +
        'section and attach it. I would not ask employees for specific documents or more documents than ' +
        'required, because that can be unfair documentary practice discrimination. I would apply the ' +
        'same process to all employees, not only those who seem foreign-born. I would involve counsel, ' +
        'document the audit, and fix the cause, such as assigning I-9 completion to trained staff and ' +
        'tracking it in the onboarding system.',
      evaluationCriteria: [
        'Strong: knows the Section 1 and Section 2 timing and retention rules; weak: cannot state the ' +
          'deadlines.',
        'Strong: corrects forms transparently without backdating and with an explanatory note; weak: ' +
          'backdates or throws away flawed forms.',
        'Strong: avoids discrimination by not demanding specific documents and auditing all employees ' +
          'equally; weak: targets employees who seem foreign-born.',
        'Strong: involves counsel and fixes the process that caused the errors; weak: fixes the forms ' +
          'but not the process.',
      ],
    },
  ],
  'Supply Chain Management': [
    {
      id: 'skill-supply-chain-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What is the bullwhip effect, what causes it, and how would you reduce it in a supply chain you ' +
        'manage?',
      answer:
        'The bullwhip effect is the growing swing in orders as you move upstream: a small change in ' +
        'consumer demand becomes a bigger change in retailer orders, a bigger one at the distributor ' +
        'and the biggest at the manufacturer. There are four classic causes. Each tier forecasts from ' +
        'the orders it receives rather than from real demand. Orders are batched, for example weekly or ' +
        'to fill a truck. Price promotions cause forward buying. When supply is short, buyers inflate ' +
        'orders to secure allocation. Long lead times make every one of these worse. Remedies match the ' +
        'causes: share point-of-sale or consumption data across tiers and plan from it, through ' +
        'collaborative planning or vendor-managed inventory; order smaller and more often, with mixed ' +
        'loads; replace promotions with steadier pricing; allocate scarce supply by past sales rather ' +
        'than by order size; and shorten lead times. I would measure it by comparing the variability of ' +
        'orders with the variability of demand at each tier.',
      evaluationCriteria: [
        'Strong: defines the effect as amplifying order variability upstream; weak: describes it as ' +
          'general supply disruption.',
        'Strong: names the main causes, such as forecasting from orders, batching, promotions and ' +
          'shortage gaming; weak: names one cause.',
        'Strong: matches remedies to causes, such as demand data sharing, smaller orders and ' +
          'allocation rules; weak: suggests only more safety stock.',
        'Strong: proposes measuring order variability against demand variability; weak: has no way to ' +
          'tell if it improved.',
      ],
    },
    {
      id: 'skill-supply-chain-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Inventory has risen 25 percent over the past year, yet the order fill rate has fallen from 97 ' +
        'to 91 percent. How do you diagnose and fix it?',
      answer:
        'Having more inventory and worse service together usually means the wrong inventory in the ' +
        'wrong places. I would segment SKUs by volume and demand variability and compare stock with ' +
        'target for each segment. The typical findings are excess in slow movers or discontinued items, ' +
        'often from minimum order quantities or outdated forecasts, and shortages in fast movers whose ' +
        'demand grew or whose lead times lengthened. I would check whether safety stock and reorder ' +
        'parameters have been updated for current demand and lead time variability, whether forecasts ' +
        'for the growing items are biased low, and whether stock sits in the wrong warehouses relative ' +
        'to demand. I would also check data: inaccurate on-hand records or unreported damage create ' +
        'phantom inventory. Fixes include recalculating parameters by segment, rebalancing stock ' +
        'between locations, clearing obsolete stock, negotiating smaller order quantities, and a ' +
        'regular review of the top shortages. I would track fill rate, inventory days and excess stock ' +
        'by segment monthly.',
      evaluationCriteria: [
        'Strong: recognizes a mix problem and segments SKUs by volume and variability; weak: treats ' +
          'total inventory as the only lever.',
        'Strong: checks planning parameters, forecast bias and lead time changes; weak: assumes ' +
          'parameters are still right.',
        'Strong: considers location imbalance and record accuracy; weak: ignores where stock sits and ' +
          'whether the data is true.',
        'Strong: proposes segment-specific fixes and tracks service and inventory together; weak: ' +
          'cuts inventory across the board.',
      ],
    },
  ],
  BLS: [
    {
      id: 'skill-bls-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'You find an adult collapsed in a hallway at work. Walk through the BLS sequence.',
      answer:
        'First, I make sure the scene is safe. I tap the person and shout to check responsiveness. If ' +
        'there is no response, I shout for help, activate the emergency response system or call 911 on ' +
        'speaker, and send someone for the AED. I check breathing and a carotid pulse at the same time, ' +
        'for no more than 10 seconds. If they are not breathing normally, or only gasping, and I feel ' +
        'no pulse, I start CPR at once: 30 compressions to 2 breaths, with the heel of my hand on the ' +
        'lower half of the breastbone, pushing at least 2 inches but not more than 2.4 inches deep, at ' +
        '100 to 120 a minute, letting the chest recoil fully and keeping pauses under 10 seconds. As ' +
        'soon as the AED arrives, I turn it on and follow the prompts, and I resume compressions ' +
        'immediately after a shock. If there is a pulse but no normal breathing, I give one breath ' +
        'every 6 seconds and recheck the pulse every 2 minutes, giving naloxone if an opioid overdose ' +
        'is suspected.',
      evaluationCriteria: [
        'Strong: follows the correct order: scene safety, responsiveness, help and AED, breathing and ' +
          'pulse check within 10 seconds; weak: starts breaths before calling for help.',
        'Strong: gives correct compression depth, rate, recoil and the 30:2 ratio; weak: gives wrong ' +
          'numbers.',
        'Strong: uses the AED as early as possible and resumes compressions right after a shock; ' +
          'weak: delays the AED or checks pulse after the shock.',
        'Strong: distinguishes rescue breathing for a patient with a pulse and considers naloxone; ' +
          'weak: treats every case the same.',
      ],
    },
    {
      id: 'skill-bls-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'You arrive as the second rescuer at a cardiac arrest. The first rescuer is doing compressions ' +
        'that look too slow and shallow, and the AED has just arrived. What do you do?',
      answer:
        'I would take on a clear role immediately and say it out loud: I will set up the AED. I would ' +
        'apply the pads without stopping compressions, then give brief, specific feedback to the first ' +
        'rescuer, such as push faster and harder, at least two inches. If they were tiring, which is ' +
        'common after a minute or two and often shows as shallow compressions, I would offer to switch ' +
        'at the next AED analysis so the handover takes less than 10 seconds. When the AED tells us to ' +
        'stand clear, I would make sure nobody is touching the patient, deliver the shock if advised, ' +
        'and restart compressions immediately. From then on we would switch compressors every 2 ' +
        'minutes, at each rhythm check, using closed-loop communication: one person states an action ' +
        'and the other confirms it. When more help or the emergency team arrives, I would hand over ' +
        'clearly: time of collapse, time CPR started, number of shocks and any medication given.',
      evaluationCriteria: [
        'Strong: takes a defined role and uses closed-loop communication; weak: works in parallel ' +
          'without coordinating.',
        'Strong: gives respectful, specific feedback on rate and depth and recognizes fatigue; weak: ' +
          'says nothing or takes over abruptly.',
        'Strong: keeps pauses short, including pad placement during compressions and quick switches ' +
          'at analysis; weak: allows long interruptions.',
        'Strong: swaps compressors every 2 minutes and gives a structured handover; weak: has no plan ' +
          'for switching or handover.',
      ],
    },
  ],
  Dependability: [
    {
      id: 'skill-dependability-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What does dependability look like day to day in a {role} job, and how do you make sure people ' +
        'can count on you?',
      answer:
        'To me it means people can plan around what I say. I make commitments I can actually keep, ' +
        'which means checking my workload before saying yes and giving a realistic date rather than the ' +
        'one someone wants to hear. I write each promise down, even small ones like I will send you ' +
        'that link, because dropped small promises erode trust as fast as missed deadlines. If ' +
        'something puts a commitment at risk, I say so as early as I know, with a new date or options, ' +
        'instead of going quiet and hoping. I show up on time and prepared, my work is consistent ' +
        'rather than brilliant one week and sloppy the next, and I finish things, including the last ' +
        'ten percent such as documentation and handover notes. When I am away, I leave things so others ' +
        'are not blocked. I also keep confidences and follow through on agreed processes even when ' +
        'nobody is checking.',
      evaluationCriteria: [
        'Strong: describes realistic commitments and tracking every promise, including small ones; ' +
          'weak: equates dependability with working long hours.',
        'Strong: raises risks early and renegotiates rather than going silent; weak: tries to hide ' +
          'slippage.',
        'Strong: mentions consistency, punctuality and finishing work fully, including handover; ' +
          'weak: focuses only on attendance.',
        'Strong: gives concrete examples of habits; weak: lists adjectives such as reliable and ' +
          'hardworking.',
      ],
    },
    {
      id: 'skill-dependability-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'You promised a colleague in another team a data file by Thursday. On Wednesday, your manager ' +
        'gives you an urgent task that will take all of Thursday. What do you do?',
      answer:
        'I would not quietly let the promise slip. Right away, on Wednesday, I would tell my manager ' +
        'about the existing commitment and ask which matters more, since they may not know about it. At ' +
        'the same time I would contact my colleague to find out what they really need by Thursday and ' +
        "why: sometimes a partial file, such as the first region's data, or a file a day later works " +
        'fine, and sometimes their own deadline depends on it. If both truly matter, I would look for ' +
        'options, such as working a little extra on Wednesday evening, asking a teammate to produce the ' +
        'file, or handing over the query so my colleague can run it. Then I would confirm the new plan ' +
        'in writing to both people. Whatever happened, my colleague would hear from me before the ' +
        'deadline, not after it, with a specific new time, and I would deliver on that time.',
      evaluationCriteria: [
        'Strong: flags the conflict immediately to both the manager and the colleague; weak: lets the ' +
          'deadline pass and apologizes afterward.',
        'Strong: finds out what the colleague actually needs and explores partial or alternative ' +
          'deliveries; weak: treats it as all or nothing.',
        'Strong: lets the manager make an informed priority call; weak: decides alone without telling ' +
          'anyone.',
        'Strong: confirms a specific new commitment in writing and keeps it; weak: leaves the new ' +
          'date vague.',
      ],
    },
  ],
  Initiative: [
    {
      id: 'skill-initiative-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you decide when to act on something outside your assigned work, and how far to go ' +
        'without asking first?',
      answer:
        'I think of initiative as a scale: noticing and reporting a problem, recommending a fix, acting ' +
        'and then telling people, or simply acting. Where I sit on that scale depends on a few ' +
        'questions. Is it within my authority and skills? Is the action reversible and low risk? Does ' +
        "it affect other people's work, budget or customers? And what happens if nobody acts? A broken " +
        'link in our help content I would just fix and mention. A flaw in a shared process I would ' +
        'raise with the process owner along with a proposed solution and an offer to do the work. ' +
        'Anything that commits money, changes a policy or affects customers needs approval first, but I ' +
        'can still do the groundwork, such as gathering data and drafting the proposal, so the decision ' +
        'is easy. I also make sure my assigned work does not suffer, and I tell my manager what I am ' +
        'taking on so it is visible rather than a surprise.',
      evaluationCriteria: [
        'Strong: describes levels of initiative from reporting to acting and chooses among them ' +
          'deliberately; weak: always acts or always waits.',
        'Strong: uses criteria such as authority, reversibility, impact on others and cost of ' +
          'inaction; weak: relies on instinct alone.',
        'Strong: brings solutions and does groundwork even when approval is needed; weak: reports ' +
          'problems without proposals.',
        'Strong: keeps core work on track and makes extra work visible to the manager; weak: neglects ' +
          'assigned work for side projects.',
      ],
    },
    {
      id: 'skill-initiative-2',
      type: 'behavioural',
      difficulty: 'EASY',
      question:
        'Tell me about a time you spotted a problem or an opportunity that nobody had asked you to ' +
        'address, and acted on it.',
      answer:
        'Situation: In my previous job, our team answered about 150 customer emails a week, and I ' +
        'noticed that roughly a quarter asked the same three questions about invoice dates and payment ' +
        'methods. Task: Nobody had asked me to look at it, but the repetitive replies were slowing our ' +
        'response time, which was averaging two days. Action: I tracked the questions for two weeks to ' +
        'confirm the pattern, then drafted three clear help articles and saved reply templates that ' +
        'linked to them. I showed my manager the data and drafts before publishing, since the articles ' +
        'were customer-facing, and she asked finance to check the payment details. I also suggested ' +
        'adding the links to the invoice email. Result: Within a month, those three question types fell ' +
        'by about 40 percent, our average response time dropped to under a day, and the templates ' +
        'became part of onboarding for new team members.',
      evaluationCriteria: [
        'Strong: describes a problem they noticed themselves and validated with evidence; weak: ' +
          'describes an assigned task.',
        'Strong: takes action while involving the right people before customer-facing changes; weak: ' +
          'acts unilaterally on something outside their authority.',
        'Strong: reports a measurable result; weak: ends with the idea rather than the impact.',
        'Strong: shows the change lasted or spread to others; weak: the improvement faded when they ' +
          'moved on.',
      ],
    },
  ],
  'Nielsen Norman Group UX Certification': [
    {
      id: 'skill-nielsen-norman-group-ux-certification-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you run a heuristic evaluation of an interface, such as a checkout flow, and how do you ' +
        'report the findings?',
      answer:
        "I would use Jakob Nielsen's ten usability heuristics, such as visibility of system status, " +
        'match with the real world, user control and freedom, consistency and standards, error ' +
        'prevention, and recognition rather than recall. Three to five evaluators review the flow ' +
        'independently, because each finds different problems, and each walks through realistic tasks, ' +
        'such as buying two items with a discount code as a guest, noting every issue, the heuristic it ' +
        'violates and where it occurs. We then merge the lists and rate each problem for severity, ' +
        'considering frequency, impact and persistence, on a scale from cosmetic to catastrophic. The ' +
        'report lists issues grouped by severity, each with a screenshot, the heuristic, why it matters ' +
        'to users, and a recommended fix, for example the promo code error clears the whole form, ' +
        'violating error recovery. I would be clear about the limits: a heuristic evaluation is an ' +
        'expert review that finds likely problems cheaply, but it does not replace testing with real ' +
        'users, which I would schedule next.',
      evaluationCriteria: [
        'Strong: names several of the ten heuristics accurately; weak: evaluates from personal preference.',
        'Strong: uses several independent evaluators and realistic tasks; weak: relies on one ' +
          'reviewer skimming screens.',
        'Strong: rates severity and reports each issue with location, heuristic, impact and a ' +
          'recommendation; weak: delivers an unprioritized list.',
        'Strong: states that heuristic evaluation complements rather than replaces usability testing; ' +
          'weak: presents findings as proven user problems.',
      ],
    },
    {
      id: 'skill-nielsen-norman-group-ux-certification-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you run a quantitative usability benchmark to show whether a redesign actually ' +
        'improved the experience?',
      answer:
        'I would define the core tasks that matter most to users and the business, and measure the same ' +
        'tasks on the current design and the redesign. The metrics would be task success rate, time on ' +
        'task for successful attempts, errors, and a standardized questionnaire such as the System ' +
        'Usability Scale, plus a post-task ease rating. Unlike qualitative testing, where five users ' +
        'reveal most issues, quantitative work needs larger samples; around 40 participants per design ' +
        'gives reasonably tight confidence intervals. I would recruit representative users, keep the ' +
        'task wording, order rules and environment consistent, and usually run it unmoderated for ' +
        'scale, with screening to remove speeders. For analysis I would report confidence intervals ' +
        'rather than only averages, using an adjusted Wald interval for success rates and the geometric ' +
        'mean or log-transformed data for task times, which are skewed. Differences would be tested for ' +
        'statistical significance, and I would present the practical size of the change next to ' +
        'business outcomes, such as support calls.',
      evaluationCriteria: [
        'Strong: defines core tasks and measures success, time, errors and a standardized ' +
          'questionnaire such as SUS; weak: relies on opinions.',
        'Strong: uses an appropriate sample size for quantitative work, around 40, and explains why ' +
          'five is not enough; weak: reports percentages from five users.',
        'Strong: controls consistency between rounds and screens out low-quality sessions; weak: ' +
          'changes tasks between studies.',
        'Strong: reports confidence intervals, handles skewed time data and tests significance; weak: ' +
          'compares raw averages.',
      ],
    },
  ],
  'Sales Operations': [
    {
      id: 'skill-sales-operations-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain the sales velocity formula. A team has 120 open opportunities, a 25 percent win rate, ' +
        'a $40,000 average deal and a 90-day sales cycle: what is its velocity, and how would you use ' +
        'the formula?',
      answer:
        'Sales velocity is the number of opportunities times the win rate times the average deal size, ' +
        'divided by the length of the sales cycle. Here it is 120 times 0.25 times $40,000, which is ' +
        '$1.2 million, divided by 90 days, or about $13,300 of revenue a day. The formula is useful ' +
        'because it splits performance into four levers that different teams own. Marketing and ' +
        'prospecting drive the number of qualified opportunities; sales coaching and qualification ' +
        'affect win rate; pricing, packaging and multi-product selling affect deal size; and process ' +
        'changes, such as faster legal review, shorten the cycle. I would calculate it by segment, such ' +
        'as region, product or deal source, because the blended figure hides differences; a 10 percent ' +
        'gain in win rate means little if it comes with a longer cycle. I would also make sure the ' +
        'inputs are defined consistently in the CRM, such as when an opportunity counts as open and ' +
        'what counts as the start of the cycle.',
      evaluationCriteria: [
        'Strong: states the formula and calculates about $13,300 a day correctly; weak: cannot ' +
          'combine the inputs.',
        'Strong: explains the four levers and who influences each; weak: treats velocity as just a ' +
          'number to report.',
        'Strong: segments the calculation and watches trade-offs between levers; weak: uses only the ' +
          'blended figure.',
        'Strong: insists on consistent definitions of inputs in the CRM; weak: ignores data definitions.',
      ],
    },
    {
      id: 'skill-sales-operations-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "Two regional sales leaders both claim full credit for a large deal: one owns the customer's " +
        "headquarters, the other's rep sourced the deal through a local office. How do you resolve it?",
      answer:
        'I would first look at what the written rules of engagement and the compensation plan say about ' +
        'account ownership, sourcing and split credit, because the answer should come from the policy, ' +
        'not from who argues harder. If the policy covers the case, I would apply it, explain the ' +
        'reasoning to both leaders, and record the decision in the CRM so commissions and reporting ' +
        'match. If the policy is silent or ambiguous, I would gather the facts: who owned the account ' +
        'in the CRM at the time, who sourced and worked the opportunity, and what each side ' +
        'contributed. I would propose a split, such as 50/50 or a sourcing credit, and take it to the ' +
        'sales leader who owns crediting decisions, because sales operations should recommend rather ' +
        'than rule on compensation disputes. Afterward, I would update the rules of engagement to cover ' +
        'this scenario, such as global accounts with local buying centers, and tell the whole team, so ' +
        'the same dispute does not come up again.',
      evaluationCriteria: [
        'Strong: starts from written rules of engagement and the compensation plan; weak: decides by ' +
          'seniority or negotiation.',
        'Strong: gathers facts from the CRM and contribution history when the policy is unclear; ' +
          "weak: relies on each side's account.",
        'Strong: escalates to the right decision-maker with a recommendation and records the outcome; ' +
          'weak: imposes a ruling without authority.',
        'Strong: updates the policy to prevent the dispute from recurring; weak: treats it as a one-off.',
      ],
    },
  ],
  'Six Sigma Green Belt': [
    {
      id: 'skill-six-sigma-green-belt-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A shaft diameter has specification limits of 9.8 to 10.2 mm. The process is stable, with a ' +
        'mean of 10.05 mm and a standard deviation of 0.05 mm. Calculate Cp and Cpk and interpret them.',
      answer:
        'Cp compares the specification width with the process spread: (USL minus LSL) divided by 6 ' +
        'sigma, so 0.4 / 0.3 = 1.33. Cpk also accounts for centering: it is the smaller of (USL minus ' +
        'mean) / 3 sigma and (mean minus LSL) / 3 sigma. Here that is the smaller of 0.15 / 0.15 = 1.0 ' +
        'and 0.25 / 0.15 = 1.67, so Cpk is 1.0. The process spread would be capable at 1.33, but the ' +
        'mean sits 0.05 mm above target, so the upper tail reaches the limit: at 3 sigma, about 0.13 ' +
        'percent, or roughly 1,350 parts per million, will be oversize if the data is normal. The first ' +
        'improvement is to center the process, for example by adjusting the tool offset, which would ' +
        'raise Cpk to 1.33 without reducing variation. Before trusting these numbers I would confirm ' +
        'stability on a control chart, check normality, make sure the measurement system is adequate, ' +
        'and note whether sigma was estimated within subgroups, for Cpk, or overall, for Ppk.',
      evaluationCriteria: [
        'Strong: calculates Cp 1.33 and Cpk 1.0 correctly; weak: computes only Cp or confuses the formulas.',
        'Strong: explains that the gap between Cp and Cpk means the process is off center and ' +
          'estimates the defect rate; weak: reports the numbers without interpretation.',
        'Strong: recommends centering as the first fix and explains its effect; weak: jumps to ' +
          'reducing variation.',
        'Strong: checks stability, normality and measurement before using capability indices, and ' +
          'knows Cpk versus Ppk; weak: applies the formulas to any data.',
      ],
    },
    {
      id: 'skill-six-sigma-green-belt-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Before improving a process, you suspect the measurement system itself is adding variation. How ' +
        'do you run a gage R&R study, and how do you interpret the results?',
      answer:
        'I would run a crossed gage R&R: about 10 parts chosen to cover the real range of process ' +
        'variation, 3 operators, and 2 or 3 trials each, measured in random order without the operators ' +
        'seeing earlier results. The analysis, preferably by ANOVA, splits the observed variation into ' +
        'part-to-part variation, repeatability, which is variation when the same operator measures the ' +
        'same part again and usually points to the gage, and reproducibility, which is variation ' +
        'between operators and usually points to method or training. The common guidelines say a gage ' +
        'R&R under 10 percent of study variation is acceptable, 10 to 30 percent may be acceptable ' +
        'depending on the application and cost, and over 30 percent is not. The number of distinct ' +
        'categories should be at least 5. If the parts were too similar, the percentage looks worse ' +
        'than it is, so part selection matters. If repeatability dominates, I look at the gage, fixture ' +
        'and resolution; if reproducibility dominates, I standardize the method and train operators, ' +
        'then repeat the study.',
      evaluationCriteria: [
        'Strong: designs a crossed study with representative parts, several operators, repeated ' +
          'trials, randomization and blinding; weak: has one person measure a few parts.',
        'Strong: distinguishes repeatability from reproducibility and links each to likely causes; ' +
          'weak: treats measurement error as one number.',
        'Strong: applies the under 10, 10 to 30 and over 30 percent guidelines and the distinct ' +
          'categories check; weak: has no acceptance criteria.',
        'Strong: notes that part selection affects results and plans corrective action and a repeat ' +
          'study; weak: stops at the calculation.',
      ],
    },
  ],
  'Web Development': [
    {
      id: 'skill-web-development-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Compare client-side rendering, server-side rendering and static site generation for a web ' +
        'application. When would you use each?',
      answer:
        'With client-side rendering, the server sends a mostly empty HTML page and a JavaScript bundle, ' +
        'and the browser builds the page. It suits highly interactive, logged-in applications such as ' +
        'dashboards, but the first meaningful paint waits for JavaScript, which hurts slow devices and ' +
        'can hurt search indexing. Server-side rendering builds the HTML on the server for each ' +
        'request, so users and crawlers see content immediately, and the page then hydrates to become ' +
        'interactive. It suits personalized or frequently changing pages, such as product pages with ' +
        'live stock, at the cost of server work per request and a more complex setup. Static site ' +
        'generation builds HTML at deploy time and serves it from a CDN, which is the fastest and ' +
        'cheapest option for content that rarely changes, such as marketing pages, documentation or ' +
        'blogs. Many modern frameworks mix these per route, and incremental regeneration can refresh ' +
        'static pages on a schedule. I choose per page, based on how often content changes, whether it ' +
        'is personalized, and how much search visibility matters.',
      evaluationCriteria: [
        'Strong: explains where HTML is produced in each approach and the effect on first load and ' +
          'indexing; weak: confuses the approaches.',
        'Strong: matches each approach to suitable page types, such as dashboards, product pages and ' +
          'documentation; weak: picks one for everything.',
        'Strong: mentions trade-offs such as hydration cost, server load and CDN caching; weak: says ' +
          'one approach is always faster.',
        'Strong: knows frameworks can mix strategies per route; weak: treats the choice as ' +
          'all-or-nothing for the site.',
      ],
    },
    {
      id: 'skill-web-development-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "Your web application stores the user's session token in localStorage. What are the risks, and " +
        'how would you handle authentication sessions securely?',
      answer:
        'Anything in localStorage can be read by any JavaScript running on the page, so a single ' +
        'cross-site scripting flaw, including one in a third-party script, lets an attacker steal the ' +
        'token and use it elsewhere until it expires. I would keep the session in a cookie marked ' +
        'HttpOnly, so scripts cannot read it, Secure, so it only travels over HTTPS, and SameSite=Lax ' +
        'or Strict, which blocks most cross-site request forgery. For state-changing requests I would ' +
        'still add CSRF protection, such as a synchronizer token or checking the Origin header, because ' +
        'SameSite does not cover every case, such as same-site subdomains. I would keep sessions ' +
        'short-lived, rotate the session ID at login and privilege changes, invalidate it on the server ' +
        'at logout, and store server-side session state or short-lived access tokens with refresh ' +
        'tokens that rotate. Cookies do not remove the need to prevent XSS, so I would also encode ' +
        'output, avoid injecting raw HTML, and set a strict Content Security Policy.',
      evaluationCriteria: [
        'Strong: explains that localStorage is readable by any script and that XSS leads to token ' +
          'theft; weak: sees no difference between storage options.',
        'Strong: specifies HttpOnly, Secure and SameSite cookie attributes and what each prevents; ' +
          'weak: says to use cookies without attributes.',
        "Strong: adds CSRF protection and knows SameSite's limits; weak: ignores CSRF once cookies " +
          'are used.',
        'Strong: covers session lifecycle, such as rotation, expiry and server-side logout, plus XSS ' +
          'prevention with a Content Security Policy; weak: treats storage as the only concern.',
      ],
    },
  ],
  'Accreditation in Public Relations': [
    {
      id: 'skill-accreditation-in-public-relations-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Walk through how you would plan a public relations program using the RPIE process, and show ' +
        'what a well-written objective looks like.',
      answer:
        'RPIE stands for research, planning, implementation and evaluation. Research comes first: ' +
        'formal and informal research on the organization, the issue and the publics, such as surveys, ' +
        'media analysis and interviews, summarized in a situation analysis. Planning sets a goal, then ' +
        'measurable objectives for each key public, then strategies and tactics, a budget, a timeline ' +
        'and responsibilities. A good objective is specific, measurable and time-bound, and it focuses ' +
        'on outcomes, not outputs. For example, increase the share of local parents who know about the ' +
        'after-school program from 20 to 40 percent by September, rather than issue three press ' +
        'releases. Implementation carries out the tactics, with messages tailored to each public and ' +
        'channel, and tracks progress so the team can adjust. Evaluation measures results against the ' +
        'objectives using the baseline from the research, such as a repeat survey, and reports what ' +
        'worked and what to change. Each phase feeds the next: evaluation results become research for ' +
        'the next program.',
      evaluationCriteria: [
        'Strong: names and explains all four RPIE phases in order; weak: starts with tactics.',
        'Strong: writes an outcome objective with a baseline, target and deadline; weak: gives an ' +
          'output such as number of releases.',
        'Strong: ties objectives, strategies and tactics to specific publics; weak: addresses the ' +
          'general public.',
        'Strong: evaluates against the research baseline and feeds results into the next cycle; weak: ' +
          'evaluates by counting activity.',
      ],
    },
    {
      id: 'skill-accreditation-in-public-relations-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A client asks you to have employees post glowing product reviews on retail sites and to pay a ' +
        'few influencers for posts, without mentioning either. What do you do?',
      answer:
        'I would decline to do it that way and explain why, because it is both unethical and a legal ' +
        'risk. The PRSA Code of Ethics calls for honesty and disclosure of who is behind communication, ' +
        "and the FTC's Endorsement Guides require clear and conspicuous disclosure of any material " +
        'connection, such as employment, payment or free products, in reviews and social posts. The ' +
        "FTC's rule on fake reviews and testimonials, in force since 2024, adds civil penalties for " +
        'undisclosed insider reviews and for buying or creating fake ones. Retail platforms also remove ' +
        'such reviews and can penalize sellers. Then I would offer a better plan. Employees can share ' +
        'honest opinions if they clearly say they work for the company. Influencers can be paid if ' +
        'every post carries a clear label such as #ad at the start, with a written agreement requiring ' +
        'disclosure and a monitoring process. For reviews, we can ask genuine customers for honest ' +
        'reviews, without filtering for positive ones. I would put my advice in writing and walk away ' +
        'if the client insisted.',
      evaluationCriteria: [
        'Strong: refuses undisclosed endorsements and cites the ethical principle of disclosure; ' +
          'weak: complies because the client is paying.',
        'Strong: knows disclosure rules for material connections and the risks from fake or insider ' +
          'reviews; weak: thinks disclosure is optional on social media.',
        'Strong: offers a compliant alternative, such as labeled influencer posts and honest customer ' +
          'reviews; weak: just says no.',
        'Strong: documents the advice and is willing to walk away; weak: leaves no record of the advice.',
      ],
    },
  ],
  'AWS Developer Associate': [
    {
      id: 'skill-aws-developer-associate-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An AWS Lambda function processes messages from an SQS queue. Some messages fail and are ' +
        'retried endlessly, and others are processed twice. How do you configure and code this ' +
        'properly?',
      answer:
        'With an SQS event source, Lambda receives messages in batches. If the function throws, the ' +
        'whole batch becomes visible again after the visibility timeout, so messages that succeeded are ' +
        'reprocessed along with the failed ones. I would enable ReportBatchItemFailures and return only ' +
        'the IDs of the failed messages, so only those are retried. On the queue I would set a redrive ' +
        'policy with a maxReceiveCount, such as 5, and a dead-letter queue, so a poison message stops ' +
        "retrying and can be inspected, with an alarm on the dead-letter queue's depth. AWS recommends " +
        'a visibility timeout at least six times the function timeout, so messages are not redelivered ' +
        'while still being processed. Standard queues deliver at least once, so the handler must be ' +
        'idempotent, for example with a conditional write to DynamoDB keyed on the message ID, or by ' +
        'using a FIFO queue with deduplication where ordering matters. If a downstream database is ' +
        'fragile, I would set maximum concurrency on the event source mapping.',
      evaluationCriteria: [
        'Strong: explains batch retry behavior and uses partial batch responses; weak: wraps the ' +
          'handler in a try-catch that swallows errors.',
        'Strong: configures a dead-letter queue through a redrive policy with an alarm; weak: lets ' +
          'poison messages retry forever.',
        'Strong: sets the visibility timeout relative to the function timeout; weak: leaves defaults ' +
          'without checking.',
        'Strong: designs idempotent processing because delivery is at least once; weak: assumes each ' +
          'message arrives exactly once.',
      ],
    },
    {
      id: 'skill-aws-developer-associate-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "Design a DynamoDB table for an order service that must list a customer's orders newest first, " +
        'fetch any order by ID, and find all orders in PENDING status. Explain your key choices.',
      answer:
        "I would start from the access patterns, not the entities. For a customer's orders, the " +
        'partition key is CUSTOMER#id and the sort key is ORDER#timestamp#orderId, so a Query with ' +
        'ScanIndexForward set to false returns orders newest first, with pagination through ' +
        'LastEvaluatedKey. To fetch by order ID without knowing the customer, I would add a global ' +
        'secondary index keyed on orderId, or write a small lookup item. Status is the tricky one: a ' +
        'global secondary index keyed only on status would put every pending order in one partition, a ' +
        'hot key. I would make it a sparse index: set a pendingShard attribute, such as PENDING#3, only ' +
        'while the order is pending, spreading writes across a few shards, and query each shard in ' +
        'parallel; when the order moves on, I remove the attribute and it disappears from the index. I ' +
        'would never use Scan for these patterns. Index reads are eventually consistent, items are ' +
        'limited to 400 KB, and status updates use conditional writes to avoid lost updates.',
      evaluationCriteria: [
        'Strong: designs keys from access patterns, with a partition and sort key supporting ' +
          'newest-first queries; weak: models tables like a relational schema.',
        'Strong: uses global secondary indexes appropriately and avoids Scan; weak: plans to scan and ' +
          'filter.',
        'Strong: recognizes the hot partition risk of a low-cardinality status key and uses sparse or ' +
          'sharded indexes; weak: puts all pending orders under one key.',
        'Strong: mentions consistency of indexes, item size limits and conditional writes; weak: ' +
          "ignores DynamoDB's constraints.",
      ],
    },
  ],
  'Business Intelligence': [
    {
      id: 'skill-business-intelligence-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Two dashboards show different revenue figures for last month, and executives have noticed. How ' +
        'do you find out why, and how do you stop it from happening again?',
      answer:
        'I would reproduce both numbers from their underlying queries and compare them step by step. ' +
        'The usual causes are definitions, filters and timing. Definitions: gross or net of refunds and ' +
        'discounts, booked or recognized revenue, with or without tax and shipping, and which currency ' +
        'conversion rate applies on which date. Filters: one dashboard may exclude test accounts, ' +
        'internal orders or a region. Timing: one might use order date and the other invoice date, in ' +
        'different time zones, or one extract may have refreshed before late corrections. I would also ' +
        'check joins that duplicate rows, such as joining orders to a table with several rows per ' +
        'order. Once I have found the difference, I would explain it to the executives in plain terms ' +
        'and agree which definition is official. To prevent a repeat, I would define revenue once in a ' +
        'shared semantic layer or certified dataset, document it in a data catalog with an owner, mark ' +
        'certified dashboards visibly, and add automated reconciliation checks against the finance ' +
        'ledger.',
      evaluationCriteria: [
        'Strong: reconstructs both figures and compares definitions, filters, dates and time zones ' +
          'systematically; weak: assumes one dashboard is broken.',
        'Strong: checks for join duplication and refresh timing; weak: ignores data pipeline causes.',
        'Strong: gets an agreed official definition with an owner; weak: picks one figure without ' +
          'agreement.',
        'Strong: prevents recurrence with a semantic layer or certified dataset, documentation and ' +
          'reconciliation checks; weak: fixes the one dashboard.',
      ],
    },
    {
      id: 'skill-business-intelligence-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Your BI team builds about 30 new dashboards a quarter, but usage data shows most are opened a ' +
        'few times and then abandoned. How would you change the way the team works?',
      answer:
        'I would treat it as a product problem. First I would look at the usage data by dashboard and ' +
        'audience, and interview a sample of requesters to learn what decision each dashboard was meant ' +
        'to support and why people stopped using it. Common answers are that the question was one-off, ' +
        'the numbers could not be trusted, or the dashboard was hard to find or slow. Then I would ' +
        'change intake: every request must name the decision, the audience and how often it is made, ' +
        'and one-off questions get an ad hoc analysis instead of a dashboard. I would invest in a ' +
        'smaller set of certified datasets and core dashboards for key metrics, with owners, plus ' +
        'self-service access for analysts to build their own views on trusted data. I would retire ' +
        'dashboards unused for 90 days after warning owners, and track active users and repeat usage as ' +
        "the team's success measure rather than dashboards shipped.",
      evaluationCriteria: [
        'Strong: investigates usage data and requester interviews to understand abandonment; weak: ' +
          'assumes users need training.',
        'Strong: changes intake to tie requests to decisions and routes one-off questions elsewhere; ' +
          'weak: keeps building whatever is requested.',
        'Strong: builds certified datasets and self-service on trusted data; weak: adds more ' +
          'dashboards or tools.',
        'Strong: retires unused content and measures adoption rather than output; weak: counts ' +
          'dashboards delivered as success.',
      ],
    },
  ],
  Compassion: [
    {
      id: 'skill-compassion-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'In work where you deal with people in distress all day, how do you keep showing genuine ' +
        'compassion without burning out?',
      answer:
        "Compassion means noticing someone's suffering and wanting to help, which is different from " +
        'taking their distress on as my own; that difference is what makes it sustainable. In the ' +
        'moment, I focus on what helps: full attention for the few minutes I have, acknowledging what ' +
        'they are going through, and one concrete action, even a small one such as explaining what ' +
        'happens next. I accept that I cannot fix everything, and I keep clear roles and boundaries, ' +
        'for example not giving out my personal number. Between difficult encounters I take a short ' +
        'reset, such as a few breaths or a walk to the break room, rather than carrying one ' +
        'conversation into the next. After hard days I debrief with a colleague or supervisor, and I ' +
        'use supervision or employee assistance support when needed. I watch for warning signs of ' +
        'compassion fatigue in myself, such as irritability, numbness or dreading certain people, and ' +
        'act early. Sleep, exercise and time away from work matter as much as any technique.',
      evaluationCriteria: [
        'Strong: distinguishes compassion from absorbing distress and explains why that matters; ' +
          'weak: equates compassion with feeling the same pain.',
        'Strong: describes specific in-the-moment behaviors and realistic boundaries; weak: speaks in ' +
          'generalities.',
        'Strong: uses deliberate recovery practices, such as resets and debriefs; weak: relies on ' +
          'pushing through.',
        'Strong: recognizes warning signs of compassion fatigue and seeks support early; weak: does ' +
          'not see burnout as a risk.',
      ],
    },
    {
      id: 'skill-compassion-2',
      type: 'behavioural',
      difficulty: 'HARD',
      question:
        'Tell me about a time you had to hold firm on a decision or rule that hurt someone, while still ' +
        'treating them with compassion.',
      answer:
        'Situation: I was coordinating a training program, and a participant failed the final practical ' +
        'assessment for the second time. Under the program rules, that meant she could not continue and ' +
        'would have to reapply next year. She had been caring for a sick parent during the course. ' +
        'Task: I had to tell her the outcome, which I could not change, in a way that respected her and ' +
        'left her a path forward. Action: I met her in private rather than sending an email, told her ' +
        'the result in the first minute instead of building up to it, and then stopped talking and let ' +
        'her react. I acknowledged how much she had been juggling without suggesting it changed the ' +
        'result. Then I went through the specific skills she had missed, helped her apply for a ' +
        'hardship deferral that waived the reapplication fee, and connected her with a mentor for ' +
        'practice. Result: She reapplied, passed the next year, and later told me the meeting made her ' +
        'want to try again rather than give up.',
      evaluationCriteria: [
        "Strong: describes a real conflict between a firm decision and someone's distress; weak: " +
          'picks a situation with no real tension.',
        'Strong: delivers the news clearly and early, then gives space for the reaction; weak: ' +
          'softens it so much the message is unclear.',
        "Strong: acknowledges the person's situation without undermining the decision and offers " +
          'concrete help; weak: bends the rule or is cold.',
        'Strong: shows the outcome for the person and what they learned; weak: ends when the news is ' +
          'delivered.',
      ],
    },
  ],
  Professionalism: [
    {
      id: 'skill-professionalism-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What does professionalism mean to you in a {role} job, beyond dressing appropriately and being ' +
        'on time?',
      answer:
        'For me it comes down to being someone others can trust with work, information and ' +
        'relationships. That means doing what I say I will do, and saying so early when I cannot. I ' +
        'communicate respectfully in every channel, including chat and email, and I stay calm when ' +
        'others are not. I keep confidential information confidential and do not gossip about ' +
        'colleagues or clients. I own my mistakes, fix them and tell the people affected, rather than ' +
        'hiding or blaming. I keep appropriate boundaries, such as separating personal opinions from ' +
        'work decisions, and I am careful about what I post publicly about my work. I prepare for ' +
        "meetings, respect other people's time, and give credit to others. I also keep learning so my " +
        'skills stay current. Professionalism is tested most when something goes wrong or someone is ' +
        'difficult, so I judge myself by how I behave in those moments, not on ordinary days.',
      evaluationCriteria: [
        'Strong: describes concrete behaviors, such as keeping commitments, owning mistakes and ' +
          'confidentiality; weak: limits it to appearance and punctuality.',
        'Strong: covers respectful communication in all channels and composure under pressure; weak: ' +
          'ignores conduct when things go wrong.',
        'Strong: mentions boundaries, discretion and care with public posts; weak: overlooks ' +
          'confidentiality and representation.',
        'Strong: connects professionalism to trust and to behavior in difficult moments; weak: gives ' +
          'a list of adjectives.',
      ],
    },
    {
      id: 'skill-professionalism-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A senior colleague sends you an angry email, copied to several people, blaming you for a delay ' +
        'that was partly caused by their own late input. How do you respond?',
      answer:
        'I would not reply right away or in kind. First I would check the facts: the timeline, what was ' +
        'agreed and when each input arrived, so I know where I did and did not fall short. If I ' +
        'contributed to the delay, I would say so plainly. Then I would send a short, neutral reply to ' +
        'the same group, because they have seen the accusation: acknowledge the concern, state the ' +
        'current status and the plan to finish, and offer to discuss the rest directly, for example: ' +
        'thanks for flagging this; the report will be ready Thursday; I will set up a call to go ' +
        'through the timeline. I would not argue the details in front of everyone. In the call, I would ' +
        'walk through the facts calmly, including the late input, focusing on how we prevent it next ' +
        'time, such as agreed deadlines for inputs. If the pattern continued, I would raise it with my ' +
        'manager, with documentation.',
      evaluationCriteria: [
        'Strong: pauses, checks the facts and owns any genuine share of the problem; weak: fires back ' +
          'a defensive reply.',
        'Strong: sends a brief, neutral reply to the group focused on status and next steps; weak: ' +
          'argues the details in a reply-all.',
        'Strong: moves the detailed discussion to a private conversation focused on prevention; weak: ' +
          'avoids addressing it at all.',
        'Strong: knows when to escalate a repeated pattern, with documentation; weak: either ' +
          'escalates immediately or tolerates it indefinitely.',
      ],
    },
  ],
  'Embedded Systems': [
    {
      id: 'skill-embedded-systems-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A push button on your embedded device sometimes registers two or three presses for one. Why, ' +
        'and how do you fix it in hardware and firmware?',
      answer:
        'Mechanical contacts bounce: for a few milliseconds, often up to about 10 to 20 ms, the contact ' +
        'makes and breaks repeatedly, and a fast input sees each edge as a press. In hardware, an RC ' +
        'low-pass filter with a time constant of a few milliseconds, feeding a Schmitt-trigger input, ' +
        'smooths the bounce and gives a clean edge; adding ESD protection helps on external buttons. In ' +
        'firmware, I would not use a blocking delay inside an interrupt. A robust approach is to sample ' +
        'the pin from a periodic timer, such as every 5 ms, and change the debounced state only after ' +
        'several consecutive identical readings, such as four, which gives 20 ms. If I need an ' +
        'interrupt for wake-up, I take the first edge, disable that interrupt, and confirm the state ' +
        'from a timer before re-enabling it, which also prevents interrupt storms from noisy lines. I ' +
        'would use the internal or an external pull-up so the pin never floats, and verify the actual ' +
        'bounce time on an oscilloscope.',
      evaluationCriteria: [
        'Strong: explains contact bounce and its timescale; weak: blames the code without knowing the ' +
          'physical cause.',
        'Strong: describes a hardware option, such as an RC filter with a Schmitt trigger; weak: ' +
          'knows only software fixes.',
        'Strong: uses timer-based sampling or interrupt-then-confirm without blocking delays in an ' +
          'ISR; weak: puts a delay in the interrupt handler.',
        'Strong: handles pull-ups, interrupt storms and measures bounce with an oscilloscope; weak: ' +
          'picks a debounce time by guesswork.',
      ],
    },
    {
      id: 'skill-embedded-systems-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A battery-powered sensor must run for a year on a 230 mAh coin cell. It sleeps at 5 µA, wakes ' +
        'every minute for 50 ms at 10 mA to take a reading, and transmits every 15 minutes for 200 ms ' +
        'at 20 mA. Will it last, and how would you improve it?',
      answer:
        "Average current is the sum of each state's current times its duty cycle. Sleep contributes " +
        'about 5 µA. Sensing is 10 mA times 0.05 s divided by 60 s, about 8.3 µA. Transmitting is 20 mA ' +
        'times 0.2 s divided by 900 s, about 4.4 µA. The total is about 17.7 µA, so 230 mAh lasts ' +
        'roughly 13,000 hours, or about 1.5 years, on paper. In practice coin cells lose usable ' +
        'capacity under high pulse currents and at low temperatures, and self-discharge takes its ' +
        'share, so the real margin is thin. To improve it, I would first measure the real current ' +
        'profile with a power analyzer, because sleep current is often far higher than the datasheet ' +
        'due to floating GPIOs, enabled peripherals or pull-up resistors. Then I would shorten the ' +
        'awake time by running faster and sleeping sooner, use DMA, batch several readings per ' +
        'transmission, and add a capacitor to buffer radio pulses. I would also test brownout behavior ' +
        'at end of life.',
      evaluationCriteria: [
        'Strong: computes average current from duty cycles, about 17.7 µA, and estimates roughly 1.5 ' +
          'years; weak: uses peak current or cannot do the arithmetic.',
        'Strong: derates for pulse load, temperature and self-discharge; weak: trusts the nominal capacity.',
        'Strong: measures the real current profile and looks for leakage from GPIOs, peripherals and ' +
          'pull-ups; weak: relies on datasheet figures.',
        'Strong: proposes concrete reductions, such as shorter awake time, batching transmissions and ' +
          'buffering pulses, and tests brownout; weak: suggests a bigger battery only.',
      ],
    },
  ],
  'Learning and Development': [
    {
      id: 'skill-learning-and-development-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A manager asks you for a training course because customer complaints about their team have ' +
        'risen. How do you decide whether training is the right answer?',
      answer:
        'I would treat the request as a performance problem to diagnose before agreeing to a solution. ' +
        'First, I would get specifics: which complaints, since when, from which customers, and what the ' +
        'team should be doing that it is not. Then I would test whether the gap is one of knowledge or ' +
        'skill, or something else. A useful question is whether the person could do it correctly if ' +
        'their life depended on it; if yes, training will not fix it. Other causes are often stronger: ' +
        'unclear expectations, missing or poor tools, a new process, workload or staffing, incentives ' +
        'that reward speed over quality, or missing feedback. I would observe the work, review the data ' +
        'and talk to a few team members and customers. If there is a genuine skill gap, I would design ' +
        'targeted practice with on-the-job support from the manager. If not, I would recommend the real ' +
        'fix, such as a clearer procedure or a change in metrics, and agree how we will measure ' +
        'improvement in complaints.',
      evaluationCriteria: [
        'Strong: treats the request as a problem to diagnose rather than an order to fill; weak: ' +
          'starts building a course immediately.',
        'Strong: distinguishes skill and knowledge gaps from causes such as tools, process, ' +
          'incentives and feedback; weak: assumes all performance problems need training.',
        'Strong: gathers evidence through data, observation and interviews; weak: relies on the ' +
          "manager's view alone.",
        'Strong: agrees on a measurable outcome tied to the business problem; weak: measures ' +
          'completion or satisfaction.',
      ],
    },
    {
      id: 'skill-learning-and-development-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Leadership asks you to prove that a new sales negotiation training program was worth its cost. ' +
        'How would you evaluate it?',
      answer:
        'I would plan the evaluation before the program runs, using the Kirkpatrick levels. Level 1 is ' +
        'reaction: a short survey on relevance and intent to apply, useful for improving the course but ' +
        'not proof of value. Level 2 is learning: a skills assessment, such as a scored role-play ' +
        'before and after. Level 3 is behavior: whether reps apply the techniques on real deals, ' +
        'checked through manager observation, call recordings or deal reviews at 60 and 90 days. Level ' +
        '4 is results: changes in discount rates, win rates and deal size. To attribute results to the ' +
        'training, I would compare trained reps with a similar group trained later, or use staggered ' +
        'cohorts, and control for territory and seasonality. For return on investment, I would convert ' +
        'the margin gained from smaller discounts into dollars, subtract fully loaded costs including ' +
        "participants' time, and report ROI with assumptions stated. I would also identify what helped " +
        'or blocked transfer, such as manager coaching, and report it.',
      evaluationCriteria: [
        'Strong: uses all four Kirkpatrick levels and knows reaction scores are not proof of value; ' +
          'weak: reports satisfaction surveys as impact.',
        'Strong: measures behavior change on the job with concrete evidence; weak: stops at a ' +
          'post-course quiz.',
        'Strong: isolates the training effect with a comparison group or staggered rollout; weak: ' +
          'attributes any sales change to training.',
        'Strong: calculates ROI with full costs, including participant time, and states assumptions; ' +
          'weak: ignores costs or claims precise ROI without method.',
      ],
    },
  ],
  Lending: [
    {
      id: 'skill-lending-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A manufacturing business asks for $2 million to buy a new production line and to fund the ' +
        'working capital for a large new contract. How would you structure the credit?',
      answer:
        'I would match each need to a facility with the right term and repayment source. The production ' +
        'line is a long-term asset, so it fits a term loan amortized over part of its useful life, say ' +
        'seven years, secured by the equipment, with advance rates based on appraised or invoice value. ' +
        'The working capital need rises and falls with the contract, so it fits a revolving line of ' +
        'credit with a borrowing base, for example 80 percent of eligible receivables under 90 days and ' +
        'a lower percentage of eligible inventory, reported monthly, so borrowing follows the ' +
        'collateral. I would underwrite cash flow first: historical and projected debt service coverage ' +
        'with the new contract, and a downside case if the contract is delayed or lost. Covenants might ' +
        'include a minimum debt service coverage ratio such as 1.25 times, a maximum leverage ratio, ' +
        'financial reporting requirements and limits on distributions. I would consider personal ' +
        'guarantees from the owners, concentration risk from one customer, and price the facilities for ' +
        'the risk.',
      evaluationCriteria: [
        'Strong: matches facilities to purpose, using a term loan for equipment and a revolver with a ' +
          'borrowing base for working capital; weak: offers one term loan for everything.',
        'Strong: underwrites primary repayment from cash flow with a downside case; weak: relies on ' +
          'collateral alone.',
        'Strong: sets relevant covenants and reporting, such as debt service coverage and leverage; ' +
          'weak: has no ongoing monitoring.',
        'Strong: considers guarantees, customer concentration and pricing for risk; weak: ignores ' +
          'concentration in the new contract.',
      ],
    },
    {
      id: 'skill-lending-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "A consumer loan application is declined, partly based on the applicant's credit report. What " +
        'must happen next under ECOA and the FCRA?',
      answer:
        'Under the Equal Credit Opportunity Act and Regulation B, the lender must send an adverse ' +
        'action notice within 30 days of receiving a completed application. The notice must either ' +
        'state the specific principal reasons for the decision or tell the applicant they can request ' +
        'the reasons within 60 days. The reasons must be specific and accurate, such as debt-to-income ' +
        'ratio too high or insufficient length of employment, not vague phrases such as internal ' +
        'standards, and that applies even when a complex scoring model made the decision. The notice ' +
        'also includes the ECOA anti-discrimination statement and the name of the federal agency that ' +
        'supervises the lender. Because a credit report was used, the Fair Credit Reporting Act adds ' +
        'requirements: the name and contact details of the credit bureau, a statement that the bureau ' +
        "did not make the decision, the applicant's right to a free copy of the report within 60 days " +
        'and to dispute errors, and the credit score used with its key factors. I would keep records ' +
        'for at least 25 months.',
      evaluationCriteria: [
        'Strong: states the 30-day notice requirement and the obligation to give specific principal ' +
          'reasons; weak: thinks a simple decline message is enough.',
        'Strong: knows reasons must be specific even when a model made the decision; weak: accepts ' +
          'vague reasons.',
        'Strong: lists the FCRA disclosures, including bureau details, the free report, dispute ' +
          'rights and the score; weak: omits the credit report requirements.',
        'Strong: mentions the anti-discrimination statement and record retention; weak: ignores fair ' +
          'lending aspects.',
      ],
    },
  ],
  'LinkedIn Sales Navigator': [
    {
      id: 'skill-linkedin-sales-navigator-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you build a targeted prospect list in LinkedIn Sales Navigator and keep it useful over ' +
        'time?',
      answer:
        'I start with accounts, not people. In account search I filter by industry, headcount, ' +
        'headcount growth, location and, where helpful, department growth, then save the best matches ' +
        'to an account list and sync it with the CRM so I do not prospect accounts another rep owns. ' +
        'Then I run lead searches within those lists, filtering by function, seniority, geography and ' +
        'title keywords with Boolean operators, such as (VP OR Head OR Director) AND (Operations OR ' +
        'Supply Chain). I use spotlight filters to prioritize people who changed jobs in the past 90 ' +
        'days, posted recently, or have connections in common with my colleagues, which opens the door ' +
        'to a warm introduction. I save the searches so I get alerts for new matches, and I follow key ' +
        'leads to see their activity and account news, such as funding or leadership changes. Each week ' +
        'I review alerts, remove people who left, and move engaged leads into my sequence in the CRM.',
      evaluationCriteria: [
        'Strong: builds account lists first and syncs with the CRM to avoid duplicates and conflicts; ' +
          'weak: searches people at random.',
        'Strong: uses specific lead filters and Boolean title searches; weak: relies on a single keyword.',
        'Strong: prioritizes with signals such as job changes, recent posts and shared connections; ' +
          'weak: treats all leads equally.',
        'Strong: uses saved searches and alerts with a regular review routine; weak: builds a list ' +
          'once and lets it go stale.',
      ],
    },
    {
      id: 'skill-linkedin-sales-navigator-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Your InMail response rate is 8 percent, and most of your connection requests go unaccepted. ' +
        'What do you change?',
      answer:
        'I would first look at who I am contacting and what I send, because both are usually at fault. ' +
        'On targeting, I would check that the people fit the profile and are reachable: a smaller list ' +
        'with a strong reason to reach each person beats a large list. On timing, I would prioritize ' +
        'trigger events, such as a new role, a recent post or company news, because they give me a ' +
        'genuine reason to get in touch. On the message, I would send connection requests without a ' +
        'pitch, or with one line referring to something specific about them. InMails would be short, ' +
        'under about 100 words, open with their situation rather than my company, offer one relevant ' +
        'insight, and end with an easy question rather than a request for 30 minutes. Before reaching ' +
        'out, I would engage with their posts or use a mutual connection to get an introduction. I ' +
        'would test two message versions at a time on similar prospects, track acceptance and reply ' +
        'rates, and follow up through email or phone as well.',
      evaluationCriteria: [
        'Strong: diagnoses both targeting and messaging; weak: blames the platform or the prospects.',
        'Strong: uses trigger events and shared connections to make outreach relevant; weak: sends ' +
          'the same template to everyone.',
        'Strong: writes short, specific messages with a low-commitment ask and no pitch in connection ' +
          'requests; weak: pitches immediately.',
        'Strong: tests versions, measures rates and uses other channels; weak: changes everything at ' +
          'once with no measurement.',
      ],
    },
  ],
  MongoDB: [
    {
      id: 'skill-mongodb-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'In MongoDB, how do you decide whether to embed related data in a document or reference it from ' +
        'another collection? Use blog posts and comments as an example.',
      answer:
        'I design around how the application reads and writes the data. Embedding fits data that is ' +
        'read together, belongs to one parent, and stays bounded in size. Referencing fits data that ' +
        'grows without limit, is shared between parents, or is read and updated on its own. For a blog, ' +
        'embedding author name and tags in the post makes sense, because they are small and always ' +
        'shown with it. Comments are the tricky case: a popular post can collect thousands of comments, ' +
        'and an ever-growing array makes documents large, slows updates and can eventually hit the 16 ' +
        'MB document limit. I would store comments in their own collection with a postId field and an ' +
        'index on postId and createdAt, and perhaps embed the three most recent comments and a comment ' +
        'count in the post, which is the subset pattern, so the post page renders with one read. If ' +
        'author names change, I would accept some duplication and update it in the background, or look ' +
        'up authors by reference. Multi-document transactions exist but should not be the default.',
      evaluationCriteria: [
        'Strong: decides from access patterns and data growth; weak: applies relational normalization ' +
          'by default.',
        'Strong: identifies unbounded arrays and the 16 MB limit as reasons to reference; weak: ' +
          'embeds every comment in the post.',
        'Strong: uses patterns such as subset or a summary count with the right indexes; weak: ' +
          'ignores how the post page will be read.',
        'Strong: handles duplicated data and knows transactions are available but costly; weak: ' +
          'ignores consistency of duplicated fields.',
      ],
    },
    {
      id: 'skill-mongodb-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A MongoDB query that filters orders by status and date range and sorts by total has become ' +
        'slow. How do you diagnose it and design the right index?',
      answer:
        "I would run the query with explain('executionStats') and look at the winning plan and the " +
        'counts. A COLLSCAN stage means no usable index. Comparing totalKeysExamined and ' +
        'totalDocsExamined with nReturned shows the waste: examining 500,000 documents to return 50 ' +
        'means the index is not selective for this query. A SORT stage means the sort happens in ' +
        'memory, which is slow and limited in size. For a compound index, I follow the equality, sort, ' +
        'range guideline: equality fields first, then the sort field, then range fields. So for status ' +
        'equals shipped, a date range, and sort by total, the index would be on status ascending, then ' +
        'total descending, then createdAt ascending. That lets MongoDB read index entries already in ' +
        'sort order and apply the date range as a filter on the keys, avoiding the in-memory sort. If ' +
        'the query only needs indexed fields, a projection can make it covered. I would check the ' +
        'effect on writes and remove redundant indexes, then confirm the new plan with explain again.',
      evaluationCriteria: [
        'Strong: uses explain with executionStats and reads stages and examined-to-returned ratios; ' +
          'weak: adds indexes by guessing.',
        'Strong: applies the equality, sort, range guideline and proposes a correct compound index; ' +
          'weak: orders index fields arbitrarily.',
        'Strong: recognizes in-memory sorts and collection scans as key warning signs; weak: does not ' +
          'know what a SORT stage means.',
        'Strong: considers covered queries, write cost and redundant indexes, and verifies the new ' +
          'plan; weak: declares success without rechecking.',
      ],
    },
  ],
  'Mortgage Loan Originator License': [
    {
      id: 'skill-mortgage-loan-originator-license-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'On Monday a borrower gives you their name, income, Social Security number, property address, ' +
        'estimated value and loan amount. What TRID disclosures and deadlines follow, and what happens ' +
        'if fees change before closing?',
      answer:
        'Those six pieces of information make up an application under TRID, so the Loan Estimate must ' +
        'be delivered or mailed within three business days, by Thursday if there are no holidays. I ' +
        'cannot require documents or charge fees other than a reasonable credit report fee before the ' +
        'borrower receives the Loan Estimate and indicates intent to proceed. Fees are held to ' +
        'tolerances: lender and broker fees, affiliate fees, fees for services the borrower cannot shop ' +
        'for, and transfer taxes have zero tolerance; recording fees and services chosen from our ' +
        'written provider list can rise by up to 10 percent in total; items such as prepaid interest, ' +
        'insurance premiums and escrow deposits have no limit. If a valid changed circumstance occurs, ' +
        'such as a low appraisal, I can issue a revised Loan Estimate within three business days. The ' +
        'borrower must receive the Closing Disclosure at least three business days before consummation, ' +
        'and a new waiting period starts if the APR becomes inaccurate, the loan product changes or a ' +
        'prepayment penalty is added.',
      evaluationCriteria: [
        'Strong: identifies the six items that trigger an application and the three-business-day Loan ' +
          'Estimate deadline; weak: thinks the clock starts when documents arrive.',
        'Strong: explains zero, 10 percent and unlimited tolerance categories correctly; weak: ' +
          'believes any fee can change if disclosed again.',
        'Strong: knows revised estimates require a valid changed circumstance and timely reissue; ' +
          'weak: revises disclosures at will.',
        'Strong: states the Closing Disclosure three-day rule and the changes that restart it; weak: ' +
          'confuses the Loan Estimate and Closing Disclosure timing.',
      ],
    },
    {
      id: 'skill-mortgage-loan-originator-license-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A borrower qualifies for a conventional loan, but a colleague suggests steering them to a ' +
        'product with a higher rate because it pays the branch more. What do you do?',
      answer:
        'I would not do it, and I would explain why. Under the loan originator compensation rules in ' +
        "Regulation Z, an originator's pay cannot be based on a loan's terms, such as its rate, so the " +
        'product choice should make no difference to my pay; if it does at our branch, that itself is a ' +
        'compliance problem. The anti-steering rule prohibits directing a consumer to a loan that gives ' +
        "the originator more compensation unless the loan is in the consumer's interest. The safe " +
        'harbor is to present, for each type of loan the consumer is interested in, the option with the ' +
        'lowest interest rate, the lowest rate without risky features such as negative amortization or ' +
        'a prepayment penalty, and the lowest total origination points and fees. I would present the ' +
        "options honestly and document them and the borrower's choice. Because steering also creates " +
        "fair lending and UDAAP risk, I would raise the colleague's suggestion with compliance, not " +
        'just decline quietly. My NMLS license depends on ethical conduct, and continuing education ' +
        'covers exactly these rules.',
      evaluationCriteria: [
        'Strong: refuses and knows compensation cannot be based on loan terms; weak: goes along with ' +
          'it if the borrower still qualifies.',
        'Strong: explains the anti-steering rule and the safe harbor options; weak: cannot describe ' +
          'how to present options compliantly.',
        "Strong: documents the options presented and the borrower's choice; weak: leaves no record.",
        'Strong: escalates the suggestion to compliance and recognizes the fair lending and licensing ' +
          'risk; weak: stays silent about the colleague.',
      ],
    },
  ],
  'Real Estate': [
    {
      id: 'skill-real-estate-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Walk through a residential home purchase from accepted offer to closing. Which contingencies ' +
        'protect the buyer, and what happens at each step?',
      answer:
        'Once the offer is accepted, the buyer deposits earnest money with the escrow agent, title ' +
        'company or attorney, depending on local practice. The contract usually includes contingencies ' +
        'with deadlines. The inspection contingency gives the buyer a set period, often 7 to 10 days, ' +
        'to inspect and then negotiate repairs or credits, or cancel. The appraisal contingency ' +
        'protects the buyer if the home appraises below the price. The financing contingency lets them ' +
        'cancel if the loan is not approved by a date. There may also be a contingency for review of ' +
        "HOA documents or the sale of the buyer's current home. Meanwhile, the seller provides the " +
        'required disclosures, the title company searches the title and issues a commitment for title ' +
        'insurance, and the lender completes underwriting. The buyer must receive the Closing ' +
        'Disclosure at least three business days before closing. The buyer does a final walk-through, ' +
        'both sides sign, funds are wired after the wire instructions are verified by phone, and the ' +
        'deed is recorded.',
      evaluationCriteria: [
        'Strong: lists the main contingencies and explains what each protects and that they have ' +
          'deadlines; weak: cannot name contingencies beyond financing.',
        'Strong: describes the parallel workstreams of title, appraisal, underwriting and ' +
          'disclosures; weak: describes only signing and keys.',
        'Strong: mentions the Closing Disclosure timing and the final walk-through; weak: skips ' +
          'pre-closing checks.',
        'Strong: flags wire fraud risk and verifying instructions by phone; weak: ignores a major ' +
          'current fraud risk.',
      ],
    },
    {
      id: 'skill-real-estate-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A small apartment building has $240,000 of gross scheduled rent, 5 percent vacancy and $90,000 ' +
        'of operating expenses, and the asking price is $2.1 million. Calculate the NOI and cap rate, ' +
        'the value at a 6.5 percent market cap rate, and say what you would verify.',
      answer:
        'Effective gross income is $240,000 less 5 percent vacancy, which is $228,000. Net operating ' +
        'income is EGI minus operating expenses, excluding debt service and depreciation: $228,000 ' +
        'minus $90,000 is $138,000. The cap rate at the asking price is $138,000 divided by $2.1 ' +
        'million, about 6.57 percent. At a 6.5 percent market cap rate, the value is $138,000 divided ' +
        'by 0.065, about $2.12 million, so the asking price is roughly in line, but only if the NOI is ' +
        'real. I would verify the rent roll against the leases and bank deposits, and compare rents ' +
        'with market rents. I would check whether the expenses include a management fee even if the ' +
        'owner self-manages, realistic repairs and a reserve for replacements, and whether property ' +
        'taxes will be reassessed after the sale, which often raises them. I would also look at ' +
        'deferred maintenance from the inspection, vacancy history, and whether the NOI covers the ' +
        'planned loan payments with a debt service coverage ratio of around 1.25 or more.',
      evaluationCriteria: [
        'Strong: calculates EGI $228,000, NOI $138,000, a cap rate near 6.57 percent and a value near ' +
          '$2.12 million; weak: includes debt service in NOI or cannot do the math.',
        'Strong: explains that value depends on NOI being accurate and verifies rents against leases ' +
          "and deposits; weak: accepts the seller's figures.",
        'Strong: adjusts expenses for management, reserves and tax reassessment; weak: ignores items ' +
          'that change after a sale.',
        'Strong: checks financing capacity through debt service coverage; weak: ignores whether the ' +
          'property supports the loan.',
      ],
    },
  ],
  SIE: [
    {
      id: 'skill-sie-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'A $1,000 bond with a 5 percent coupon trades at $950. What are its nominal yield and current ' +
        'yield, how does its yield to maturity compare, and what happens to its price if market ' +
        'interest rates rise?',
      answer:
        'The nominal yield, or coupon rate, is 5 percent of par, which is $50 a year. The current yield ' +
        'is the annual interest divided by the market price: $50 divided by $950, about 5.26 percent. ' +
        'Because the bond trades at a discount, the investor also gains the $50 difference between ' +
        'price and par at maturity, so the yield to maturity is higher than the current yield. For a ' +
        'discount bond the order is nominal yield, then current yield, then yield to maturity; for a ' +
        'premium bond it is the reverse. Bond prices move inversely to interest rates: if market rates ' +
        "rise, newly issued bonds pay more, so this bond's price falls until its yield is competitive. " +
        'The price change is larger for longer maturities and lower coupons, which is what duration ' +
        'measures. I would also mention other bond risks, such as credit risk, call risk if the issuer ' +
        'can redeem early, and inflation risk.',
      evaluationCriteria: [
        'Strong: calculates the current yield of about 5.26 percent correctly; weak: confuses current ' +
          'yield with the coupon rate.',
        'Strong: explains why yield to maturity exceeds current yield for a discount bond and knows ' +
          'the premium case reverses; weak: cannot order the yields.',
        'Strong: explains the inverse price-yield relationship and greater sensitivity for long, ' +
          'low-coupon bonds; weak: thinks prices rise with rates.',
        'Strong: mentions credit, call and inflation risk; weak: treats bonds as riskless.',
      ],
    },
    {
      id: 'skill-sie-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A customer brings in $9,500 in cash several days in a row and asks you to deposit it into ' +
        'their brokerage account, mentioning they want to avoid paperwork. What do you do?',
      answer:
        'This is a red flag for structuring: breaking cash into amounts below the $10,000 threshold to ' +
        'avoid a Currency Transaction Report, which is a federal crime even if the money itself is ' +
        'legitimate. I would not coach the customer on how to avoid reporting, and I would not accept ' +
        'cash if firm policy forbids it, which is common at broker-dealers. I would escalate ' +
        "immediately to my supervisor and the firm's anti-money laundering compliance officer, and " +
        'describe the facts in writing: dates, amounts and what the customer said. The AML team decides ' +
        'whether to file a Suspicious Activity Report; broker-dealers must file one for suspicious ' +
        'transactions of $5,000 or more in certain circumstances. Crucially, I must not tell the ' +
        'customer that a SAR is being considered or has been filed, since tipping off is prohibited. I ' +
        'would stay professional and avoid accusing them. Know-your-customer information, such as their ' +
        'occupation and source of funds, also helps compliance judge whether the activity fits their ' +
        'profile.',
      evaluationCriteria: [
        'Strong: recognizes structuring and knows it is illegal regardless of the source of funds; ' +
          'weak: sees no issue if each deposit is under $10,000.',
        'Strong: escalates to the AML compliance officer with documented facts; weak: handles it ' +
          'alone or ignores it.',
        'Strong: knows SAR confidentiality and avoids tipping off the customer; weak: warns the ' +
          'customer about reporting.',
        'Strong: stays professional and uses know-your-customer information; weak: accuses the ' +
          'customer or lectures them.',
      ],
    },
  ],
  'Turbine Engines': [
    {
      id: 'skill-turbine-engines-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Describe the main sections of a turbofan engine and what happens to the air in each. Then ' +
        'explain what a hot start and a hung start are and how they are handled.',
      answer:
        'Air enters through the inlet and the fan. In a high-bypass turbofan most of that air bypasses ' +
        'the core and produces most of the thrust. The rest enters the core, where low- and ' +
        'high-pressure compressors raise its pressure; fuel is burned in the combustor at roughly ' +
        'constant pressure; and the hot gas expands through the high-pressure turbine, which drives the ' +
        'high-pressure compressor, and the low-pressure turbine, which drives the fan and low-pressure ' +
        'compressor, before leaving through the exhaust nozzle. A hot start is one where exhaust gas ' +
        'temperature rises toward or beyond its starting limit, often from too much fuel for the ' +
        'airflow, a weak starter or tailwind. A hung start is one where the engine lights off but stops ' +
        'accelerating below idle, with rotor speed stagnating and EGT often climbing. In both cases the ' +
        'crew or mechanic aborts the start according to the procedure, typically cutting fuel while ' +
        'continuing to motor the engine to clear fuel and cool it, then records any exceedance, which ' +
        'may require an inspection under the engine manual.',
      evaluationCriteria: [
        'Strong: describes the sections in order and which turbine drives which compressor or fan; ' +
          'weak: cannot explain how the turbine and compressor are linked.',
        "Strong: explains that in high-bypass engines most thrust comes from the fan's bypass air; " +
          'weak: thinks all thrust comes from the core exhaust.',
        'Strong: defines hot and hung starts correctly with likely causes; weak: confuses the two.',
        'Strong: describes aborting per procedure, motoring to clear fuel and recording exceedances; ' +
          'weak: would retry the start immediately.',
      ],
    },
    {
      id: 'skill-turbine-engines-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "Engine trend monitoring shows that, at the same thrust setting, one engine's exhaust gas " +
        'temperature and fuel flow have been rising over the past few hundred cycles, and its EGT ' +
        'margin is shrinking. How do you investigate?',
      answer:
        'First I would decide whether the trend is gradual or a step change. A gradual rise in EGT and ' +
        'fuel flow at constant fan speed usually means performance deterioration: compressor fouling or ' +
        'erosion, growing blade tip clearances, seal wear or hot section distress. A sudden step ' +
        'suggests an event such as foreign object damage, a bleed valve stuck open, or an ' +
        'instrumentation fault. I would validate the data by checking the thermocouple harness and ' +
        'comparing with the other engine, core speed and vibration. Then I would check the bleed air ' +
        'system and the variable stator vane schedule, since rigging errors mimic deterioration. If the ' +
        'data holds, I would consider an engine wash and compare before and after, because a recovery ' +
        'points to fouling. Then I would borescope the compressor, combustor and high-pressure turbine ' +
        'according to the engine manual and compare any burning, cracking, coating loss or erosion with ' +
        'its limits. Findings within limits get reduced reinspection intervals; I would plan removal ' +
        'before margin runs out, and document everything.',
      evaluationCriteria: [
        'Strong: distinguishes gradual deterioration from a step change and lists causes for each; ' +
          'weak: treats any rise as needing immediate engine removal.',
        'Strong: validates instrumentation and checks bleed and variable geometry systems before ' +
          'concluding; weak: trusts the trend data blindly.',
        "Strong: uses a wash comparison and borescope inspection against the manufacturer's manual " +
          'limits; weak: inspects without reference to limits.',
        'Strong: plans reinspection intervals and removal before margin is exhausted and documents ' +
          'findings; weak: has no forward plan.',
      ],
    },
  ],
  'Adobe Certified Professional': [
    {
      id: 'skill-adobe-certified-professional-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'A client needs a new logo, retouched product photos, a 12-page catalog and a 30-second ' +
        'promotional video. Which Adobe applications would you use for each, and how do you keep assets ' +
        'consistent across them?',
      answer:
        'I would design the logo in Illustrator, because it is vector artwork that must scale from a ' +
        'favicon to a billboard. I would retouch the photos in Photoshop, working non-destructively ' +
        'with adjustment layers and masks. The catalog belongs in InDesign, with parent pages, ' +
        'paragraph and character styles, and images placed as links so updated photos flow through. The ' +
        'video would be edited in Premiere Pro, with animated titles and logo reveals built in After ' +
        'Effects and brought across through Dynamic Link, so changes update without rendering ' +
        'intermediate files. To keep everything consistent, I would set up a Creative Cloud Library ' +
        'with the logo versions, brand colors and type styles, shared with anyone else working on the ' +
        'project, and place library assets as linked rather than copied so an update propagates ' +
        'everywhere. I would also use consistent color settings across the apps, organize files with a ' +
        'clear folder structure, and use Bridge to find and review assets quickly.',
      evaluationCriteria: [
        'Strong: matches each deliverable to the right application with a reason, such as vector ' +
          'versus raster; weak: does everything in Photoshop.',
        'Strong: uses linked files, styles and parent pages to keep documents editable; weak: embeds ' +
          'and formats manually.',
        'Strong: connects applications through Dynamic Link and shared libraries; weak: exports and ' +
          'reimports files repeatedly.',
        'Strong: keeps brand assets and color settings consistent across applications; weak: ' +
          'recreates colors and logos in each file.',
      ],
    },
    {
      id: 'skill-adobe-certified-professional-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you use generative AI features in Adobe applications, such as Generative Fill, ' +
        'responsibly in client work?',
      answer:
        'I treat generative features as a tool that needs the same care as any stock asset. First, I ' +
        "check the client's policy and contract: some clients forbid or restrict AI-generated content, " +
        'and some require disclosure. I do not prompt for trademarked logos, recognizable characters or ' +
        "real people's likenesses, and I check that outputs do not resemble protected work. Adobe " +
        'positions its Firefly models as trained on licensed and public-domain content, which lowers ' +
        "the risk, but I still review the terms that apply to the client's plan. Technically, I keep " +
        'the work non-destructive: Generative Fill creates its own layer with several variations, so I ' +
        'can compare, mask and refine, and I keep the original image. I check results closely at full ' +
        'size for artifacts, such as distorted hands, text or perspective, and for lower detail than ' +
        'the surrounding image, especially in print work. I attach Content Credentials where ' +
        'appropriate, so the edit history is transparent, and I note in my handoff which parts were ' +
        'generated.',
      evaluationCriteria: [
        'Strong: checks client policy and disclosure requirements before using generative features; ' +
          'weak: uses them without considering the client.',
        'Strong: avoids prompts for trademarks, characters or real people and understands usage ' +
          'terms; weak: assumes generated content is always safe to use.',
        'Strong: works non-destructively and inspects output for artifacts and resolution; weak: ' +
          'accepts the first result.',
        'Strong: uses Content Credentials or documents generated elements; weak: hides AI use from ' +
          'the client.',
      ],
    },
  ],
  'Artificial Intelligence': [
    {
      id: 'skill-artificial-intelligence-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Why do large language models sometimes state false information confidently, and what ' +
        'techniques reduce this in a product?',
      answer:
        'A language model generates text by predicting likely next tokens from patterns learned in ' +
        'training. It has no built-in way to check facts, so when the right answer is rare, missing or ' +
        'after its training cutoff, it produces fluent text that sounds plausible, with the same ' +
        'confidence either way. Ambiguous prompts and high sampling temperature make this worse. The ' +
        'most effective mitigation is grounding: retrieval-augmented generation fetches relevant ' +
        'passages from trusted sources and instructs the model to answer only from them, cite them, and ' +
        'say it does not know when the sources do not cover the question. Tools help too: calculations, ' +
        "database lookups and current data should come from code or APIs, not from the model's memory. " +
        'Structured outputs can be validated against schemas and business rules. For high-stakes ' +
        'answers, a human reviews before anything is sent. None of this is guaranteed, so I would ' +
        'measure hallucination rates on a test set, evaluate retrieval quality separately, and show ' +
        'users the sources so they can check.',
      evaluationCriteria: [
        'Strong: explains hallucination as a result of next-token prediction without fact checking; ' +
          'weak: thinks the model looks facts up in a database.',
        'Strong: describes grounding with retrieval, citations and permission to say I do not know; ' +
          'weak: relies on telling the model to be accurate.',
        'Strong: routes calculations and current data to tools and validates structured output; weak: ' +
          'trusts the model for arithmetic and live facts.',
        'Strong: measures hallucination and retrieval quality and keeps humans in the loop for high ' +
          'stakes; weak: assumes mitigation works without testing.',
      ],
    },
    {
      id: 'skill-artificial-intelligence-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Your team wants to launch an AI assistant next month that drafts replies to customer support ' +
        'tickets. What must be in place before launch, and how would you evaluate it?',
      answer:
        'I would start by defining what a good draft is: correct against our policies, complete, in the ' +
        'right tone, and safe. Then I would build an evaluation set of several hundred real, anonymized ' +
        'tickets covering common cases and hard ones, such as refunds, legal threats, angry customers ' +
        'and tickets containing instructions aimed at the model. Each draft would be scored against a ' +
        'rubric by experienced agents; an automated judge model can scale this, but only after checking ' +
        'that it agrees with human ratings. I would test security and privacy: prompt injection in ' +
        "tickets, leakage of other customers' data, what the vendor retains and where data is " +
        'processed, with sign-off from privacy and security. For launch, agents would review and edit ' +
        'every draft rather than replies being sent automatically, starting with a small group. I would ' +
        'monitor acceptance and edit rates, handle time, customer satisfaction and escalations, and ' +
        'keep a rollback path. Every prompt or model change would rerun the evaluation set as a ' +
        'regression test.',
      evaluationCriteria: [
        'Strong: defines quality criteria and builds a realistic evaluation set with hard cases; ' +
          'weak: tests on a few handpicked examples.',
        'Strong: uses human rating and calibrates any automated judge against it; weak: trusts an ' +
          'automated judge blindly.',
        'Strong: addresses prompt injection, data leakage and vendor data handling; weak: ignores ' +
          'security and privacy.',
        'Strong: launches with humans in the loop, staged rollout, monitoring and regression testing; ' +
          'weak: sends AI replies automatically on day one.',
      ],
    },
  ],
  'AWS Solutions Architect Associate': [
    {
      id: 'skill-aws-solutions-architect-associate-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Design the network for a three-tier web application in a new AWS VPC. Explain your subnets, ' +
        'routing and security controls, and one cost pitfall.',
      answer:
        'I would pick a CIDR block that does not overlap with other VPCs or on-premises networks, so ' +
        'peering or a transit gateway works later. Across at least two Availability Zones, I would ' +
        'create public subnets for the load balancer and NAT gateways, private subnets for the ' +
        'application servers or containers, and isolated private subnets for the database. Public ' +
        'subnets route to an internet gateway; private subnets route outbound traffic through a NAT ' +
        'gateway, ideally one per zone so losing a zone does not cut off the others. Security groups ' +
        'are stateful and do the main filtering: the load balancer accepts HTTPS from the internet, the ' +
        "application accepts traffic only from the load balancer's security group, and the database " +
        "only from the application's security group. Network ACLs are stateless, so if I use them I " +
        'must allow return traffic on ephemeral ports. The cost pitfall is NAT data processing charges: ' +
        'I would add gateway endpoints for S3 and DynamoDB, which are free, and interface endpoints ' +
        'where traffic volume justifies them. I would enable VPC flow logs.',
      evaluationCriteria: [
        'Strong: uses public, private and isolated subnets across at least two Availability Zones ' +
          'with correct routing; weak: puts everything in public subnets.',
        'Strong: chains security groups by reference and knows they are stateful while network ACLs ' +
          'are stateless; weak: opens broad CIDR ranges.',
        'Strong: plans NAT gateway resilience per zone and non-overlapping CIDRs; weak: ignores ' +
          'future connectivity and zone failure.',
        'Strong: identifies NAT data processing costs and uses VPC endpoints; weak: has no awareness ' +
          'of network costs.',
      ],
    },
    {
      id: 'skill-aws-solutions-architect-associate-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Users upload images and videos that must be processed into several formats. Today an EC2 web ' +
        'server receives the files and processes them directly, and it times out under traffic spikes. ' +
        'Redesign it on AWS.',
      answer:
        'I would take the heavy work out of the request path. Clients request a presigned S3 URL from ' +
        'the API and upload directly to S3, so the web tier never handles large files, with multipart ' +
        'upload for big videos. An S3 event notification sends a message to an SQS queue for each new ' +
        'object. Workers read from the queue: Lambda is fine for images if each job finishes well ' +
        'within its 15-minute limit, while video transcoding goes to containers on ECS with Fargate, or ' +
        'to AWS Elemental MediaConvert. The ECS service scales on queue backlog per task, so spikes ' +
        'simply lengthen the queue rather than causing timeouts. Failed messages go to a dead-letter ' +
        'queue after a few attempts, with an alarm. Processing must be idempotent, because messages can ' +
        'be delivered more than once. Job status goes in DynamoDB, and clients learn about completion ' +
        'through polling or a notification. I would apply S3 lifecycle rules to move originals to ' +
        'cheaper storage classes and encrypt everything.',
      evaluationCriteria: [
        'Strong: uses presigned URLs so uploads go straight to S3; weak: keeps streaming files ' +
          'through the web servers.',
        'Strong: decouples processing with an event notification and a queue, scaling workers on ' +
          'backlog; weak: just adds bigger EC2 instances.',
        "Strong: chooses compute by job length and knows Lambda's 15-minute limit; weak: puts long " +
          'video transcodes in Lambda.',
        'Strong: handles failures with dead-letter queues and idempotency, and manages storage cost ' +
          'with lifecycle rules; weak: ignores retries and storage growth.',
      ],
    },
  ],
  'Certified Scrum Product Owner': [
    {
      id: 'skill-certified-scrum-product-owner-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Three backlog items have these estimates: A has a cost of delay of 20 and a size of 10, B has ' +
        '8 and 2, and C has 13 and 13. Using weighted shortest job first, how would you order them, and ' +
        'what are the limits of the method?',
      answer:
        'Weighted shortest job first divides cost of delay by job size, so the items that deliver the ' +
        'most value per unit of effort come first. A scores 20 divided by 10, which is 2; B scores 8 ' +
        'divided by 2, which is 4; C scores 13 divided by 13, which is 1. The order is B, then A, then ' +
        'C. Cost of delay itself combines business or user value, time criticality, such as a ' +
        'regulatory deadline or a seasonal window, and risk reduction or the options the item opens up, ' +
        "all estimated relative to each other. The method's value is that it makes the conversation " +
        'about the cost of waiting explicit, instead of ordering by who shouts loudest. Its limits are ' +
        'that the numbers are relative guesses, it ignores dependencies, such as C being needed before ' +
        'A can be released, and it can keep postponing large but important work. As product owner I ' +
        'would use the scores as input, check the order against the product goal and dependencies, and ' +
        'explain the reasoning to stakeholders.',
      evaluationCriteria: [
        'Strong: calculates scores of 2, 4 and 1 and orders B, A, C; weak: orders by value alone.',
        'Strong: explains what makes up cost of delay, including time criticality and risk reduction; ' +
          'weak: treats cost of delay as revenue only.',
        'Strong: names limits, such as relative guesses, dependencies and postponing large items; ' +
          'weak: treats the formula as the final answer.',
        'Strong: keeps ownership of the ordering, checks it against the product goal and explains it ' +
          'transparently; weak: lets the score decide alone.',
      ],
    },
    {
      id: 'skill-certified-scrum-product-owner-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'At your sprint reviews, stakeholders watch a demo, nod and leave, and you get almost no useful ' +
        'feedback. How do you make the review useful?',
      answer:
        'I would remind myself and everyone that the sprint review is a working session to inspect the ' +
        'increment and adapt the product backlog, not a presentation for approval. First, I would check ' +
        'who attends: the people who use the product or feel its results, not only managers. I would ' +
        'send a short note beforehand with the sprint goal, what we will show and the questions we need ' +
        'answered. In the session I would connect the increment to the product goal, then let ' +
        'stakeholders use the working product themselves where possible, rather than watching slides. I ' +
        'would ask specific questions, such as would this change how your team handles returns, or ' +
        'which of these two options matters more next month. I would also share relevant data, such as ' +
        'usage figures or market changes, and show how the backlog might change, so the discussion ends ' +
        'with concrete choices about what comes next. Afterward I would update the backlog visibly and ' +
        'tell stakeholders how their input changed it, which makes the next review worth attending.',
      evaluationCriteria: [
        'Strong: reframes the review as a collaborative working session to adapt the backlog; weak: ' +
          'polishes the demo.',
        'Strong: invites the right stakeholders, including users, and prepares them with the goal and ' +
          'questions; weak: keeps the same attendee list.',
        'Strong: uses hands-on use of the product and specific questions; weak: asks any feedback? at ' +
          'the end.',
        'Strong: shows how feedback changed the backlog, closing the loop; weak: collects feedback ' +
          'that disappears.',
      ],
    },
  ],
  'Certified ScrumMaster': [
    {
      id: 'skill-certified-scrummaster-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you facilitate a sprint retrospective that leads to real improvement rather than the ' +
        'same complaints every time?',
      answer:
        'I structure it in five stages. First, set the stage: restate the purpose, agree on ground ' +
        'rules, and do a quick check-in so everyone speaks early; people must feel safe to be honest. ' +
        'Second, gather data, such as a timeline of the sprint, metrics like carried-over work or ' +
        'defects, and how people felt at different points. Third, generate insights by looking for ' +
        'causes, for example with five whys or grouping related issues, rather than stopping at ' +
        'symptoms. Fourth, decide what to do: pick one or two improvements the team can actually make, ' +
        'each with an owner and a concrete first step, and add them to the next sprint backlog so they ' +
        'compete for time like other work. Fifth, close with a quick check on how the retrospective ' +
        'itself went. At the next retrospective we start by reviewing whether the previous actions ' +
        'happened and helped. I vary the formats to keep people engaged, and I facilitate rather than ' +
        'lead, because the improvements belong to the team.',
      evaluationCriteria: [
        'Strong: uses a clear structure from setting the stage to deciding actions; weak: runs an ' +
          'open what went well, what did not list.',
        'Strong: creates psychological safety and gets everyone to contribute; weak: lets a few ' +
          'voices dominate.',
        'Strong: limits actions to one or two owned improvements placed in the next sprint backlog; ' +
          'weak: produces a long list of wishes.',
        'Strong: follows up on previous actions and varies formats; weak: never checks whether ' +
          'actions happened.',
      ],
    },
    {
      id: 'skill-certified-scrummaster-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "The team's line manager attends every Daily Scrum, asks each developer for a status update and " +
        'assigns tasks. The developers now talk to him, not to each other. What do you do as Scrum ' +
        'Master?',
      answer:
        'I would start with the manager privately, assuming good intentions: he probably needs ' +
        'visibility and confidence that work is on track. I would explain the purpose of the Daily ' +
        'Scrum: a 15-minute event for the developers to inspect progress toward the sprint goal and ' +
        'adapt their plan, which works only if they own it. I would ask what information he needs and ' +
        'offer better sources, such as the sprint backlog board, a burndown or a short weekly summary, ' +
        'and invite him to the sprint review, where stakeholder input matters most. We might agree that ' +
        'he attends as an observer for a while, or not at all. With the team, I would coach them to run ' +
        'the Daily Scrum around the sprint goal and the board, for example discussing what is blocking ' +
        'the goal, rather than reporting person by person, and to self-assign work. I would observe how ' +
        'it goes, give feedback to both sides, and raise it at the retrospective. If the pattern ' +
        "continued, I would work with the manager's own leadership on the organizational change.",
      evaluationCriteria: [
        'Strong: approaches the manager privately, assuming good intentions and understanding his ' +
          'need; weak: confronts him in front of the team.',
        "Strong: explains the Daily Scrum's purpose and ownership by the developers correctly; weak: " +
          'treats it as a status meeting.',
        "Strong: offers alternative ways to meet the manager's need for visibility; weak: simply bans him.",
        'Strong: coaches the team to focus on the sprint goal and self-assign work, and follows up ' +
          'over time; weak: fixes it once and moves on.',
      ],
    },
  ],
  'Code Review': [
    {
      id: 'skill-code-review-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'When you review a pull request, what do you look for, and how do you write comments that ' +
        'improve the code without slowing the team down?',
      answer:
        'I first read the description and linked ticket so I understand the intent, then review in ' +
        'order of importance. Design first: does the change belong here, and does it fit the existing ' +
        'architecture? Then correctness: edge cases, error handling, null and empty inputs, concurrency ' +
        'and backward compatibility of data or APIs. Then security, such as input validation, ' +
        'authorization checks and secrets, and whether the tests actually exercise the new behavior and ' +
        'would fail if it broke. Readability and naming come next; formatting and style I leave to ' +
        'automated linters and formatters, so humans do not argue about them. For comments, I explain ' +
        'why, not just what, I ask questions when I may be missing context, and I label comments as ' +
        'blocking, suggestion or nit so the author knows what must change. I point out good work too. ' +
        'To keep things moving, I review within a working day, encourage small pull requests of a few ' +
        'hundred lines, and switch to a quick call when a thread goes back and forth more than twice.',
      evaluationCriteria: [
        'Strong: reviews in priority order, with design and correctness before style; weak: focuses ' +
          'mainly on formatting and naming.',
        'Strong: checks tests, security and compatibility specifically; weak: trusts that passing CI ' +
          'means the change is right.',
        'Strong: writes comments that explain reasons, ask questions and mark severity; weak: leaves ' +
          'terse or demanding comments.',
        'Strong: keeps reviews fast with small pull requests, quick turnaround and automated style ' +
          'checks; weak: lets reviews sit for days.',
      ],
    },
    {
      id: 'skill-code-review-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A senior engineer opens a 2,000-line pull request that must ship today for a customer deadline ' +
        'and asks you for a quick approval. What do you do?',
      answer:
        'I would not rubber-stamp it, and I would not block it on principle either; I would manage the ' +
        'risk together with the author. First I would ask for a 20-minute walkthrough: what changed, ' +
        'what is risky, and what has been tested. That lets me focus review time on the parts where ' +
        'bugs are costly, such as data migrations, authentication, payment or concurrency code, and on ' +
        'tests for those paths. I would ask whether non-urgent parts, such as refactoring or cleanup ' +
        'mixed into the change, can be split into a separate pull request for later review. If the ' +
        'risky parts look sound, I would suggest shipping behind a feature flag or to a limited set of ' +
        'users, with monitoring and a tested rollback plan. I would state clearly in the review what I ' +
        'did and did not examine, and we would agree on a follow-up review of the remainder within a ' +
        'few days, tracked as a ticket. Afterward I would raise, without blame, how we avoid ' +
        'deadline-driven giant pull requests.',
      evaluationCriteria: [
        'Strong: neither rubber-stamps nor blocks reflexively, and manages risk with the author; ' +
          'weak: approves without reading or refuses outright.',
        'Strong: uses a walkthrough to target review effort at high-risk areas and their tests; weak: ' +
          'reads 2,000 lines linearly or not at all.',
        'Strong: splits non-urgent changes and reduces release risk with feature flags and rollback ' +
          'plans; weak: ships everything at once.',
        'Strong: documents the scope of the review, schedules follow-up and addresses the pattern; ' +
          'weak: lets it pass without follow-up.',
      ],
    },
  ],
  'Compensation and Benefits': [
    {
      id: 'skill-compensation-and-benefits-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How would you build a salary structure with grades and ranges from market data?',
      answer:
        'I would start with benchmark jobs that have clear survey matches, matched on job content ' +
        'rather than title, and pull data from at least two reputable salary surveys. I would age all ' +
        'data to a common effective date, for example by the expected annual increase, and blend the ' +
        'sources. Next I would confirm the pay philosophy, such as targeting the market median overall ' +
        'and a higher percentile for hard-to-fill skills. I would then group jobs of similar market ' +
        'value and internal worth into grades, with midpoints that step up by roughly 10 to 15 percent ' +
        'per grade, and set range spreads, the maximum over the minimum, of around 40 to 50 percent for ' +
        'professional roles, wider for senior ones. Jobs without survey matches are slotted by job ' +
        'evaluation and comparison with benchmarks. Finally, I would model the cost: employees below ' +
        'their new minimum need increases, and those above the maximum are red-circled, with lump sums ' +
        'instead of base increases. I would add geographic differentials where needed, publish ranges ' +
        'where pay transparency laws require it, and review the structure every year.',
      evaluationCriteria: [
        'Strong: matches benchmark jobs on content, uses several surveys and ages data to a common ' +
          'date; weak: uses one survey or matches on titles.',
        'Strong: ties the structure to an explicit pay philosophy and market percentile; weak: builds ' +
          'ranges with no stated market position.',
        'Strong: sets midpoint progression and range spreads with sensible figures; weak: cannot ' +
          'explain how grades and ranges are built.',
        'Strong: costs the implementation, handles employees below and above range, and considers ' +
          'transparency laws and geography; weak: ignores what the structure costs.',
      ],
    },
    {
      id: 'skill-compensation-and-benefits-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "Your group health plan renewal comes in 14 percent higher, and leadership wants the company's " +
        'cost held flat without a wave of employee complaints. What options do you bring them?',
      answer:
        'First I would have our broker market the renewal to other carriers and challenge the increase ' +
        'with claims data, such as large claims that will not recur. Then I would model options. Plan ' +
        'design: higher deductibles, copays or out-of-pocket maximums, or adding a high-deductible plan ' +
        'with a health savings account and an employer contribution to soften it. Contribution ' +
        'strategy: shifting part of the increase to employees, using tiers or salary bands so ' +
        'lower-paid staff are protected, while keeping the lowest-cost employee-only option within the ' +
        'ACA affordability threshold if we are an applicable large employer. Networks: a narrower or ' +
        'tiered network, or centers of excellence for high-cost procedures. Pharmacy: formulary ' +
        'management, step therapy and specialty drug programs, often the fastest-growing cost. Funding: ' +
        'a level-funded or self-funded arrangement with stop-loss coverage if our size and risk ' +
        'tolerance allow. I would show the cost and employee impact of each, recommend a combination, ' +
        'and plan clear communication well before open enrollment, including decision tools and ' +
        'examples.',
      evaluationCriteria: [
        'Strong: challenges the renewal by marketing it and using claims data before changing ' +
          'benefits; weak: accepts the increase as given.',
        'Strong: models several levers, such as plan design, contributions, networks, pharmacy and ' +
          'funding; weak: proposes only shifting cost to employees.',
        'Strong: protects lower-paid employees and checks ACA affordability; weak: ignores compliance ' +
          'and equity.',
        'Strong: shows cost and employee impact of each option and plans communication before ' +
          'enrollment; weak: announces changes at enrollment.',
      ],
    },
  ],
  'Cost Reduction': [
    {
      id: 'skill-cost-reduction-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "You are asked to find savings of 10 percent in a business unit's costs. How do you find and " +
        'prioritize the opportunities?',
      answer:
        'I would start with a spend analysis: all costs by category, supplier, cost center and trend, ' +
        'usually showing that a few categories make up most of the spend. For each major category I ' +
        'would look at four levers. Demand: can we use less, for example fewer software licenses, less ' +
        'printing or less travel? Specification: can we buy something simpler, such as standard ' +
        'packaging or a lower service level where it adds no value? Price: can we consolidate ' +
        'suppliers, renegotiate or rebid contracts? Process: can we remove waste, rework or manual ' +
        'steps, or automate them? I would benchmark against similar units and external data to size ' +
        'each opportunity, then prioritize by savings, time to realize, effort and risk to customers or ' +
        'revenue. I would avoid cutting things that drive growth, such as sales capacity, or that ' +
        'create hidden costs later, such as deferred maintenance. Every initiative gets an owner and a ' +
        'savings definition agreed with finance, so we track real reductions in the P&L rather than ' +
        'cost avoidance claims.',
      evaluationCriteria: [
        'Strong: starts with a structured spend analysis to find where money goes; weak: proposes ' +
          'across-the-board cuts.',
        'Strong: uses several levers, such as demand, specification, price and process; weak: relies ' +
          'only on negotiating supplier prices.',
        'Strong: prioritizes by savings, speed, effort and risk, protecting growth and avoiding ' +
          'hidden future costs; weak: cuts whatever is easiest.',
        'Strong: assigns owners and tracks savings in the P&L with finance; weak: counts promised ' +
          'savings as achieved.',
      ],
    },
    {
      id: 'skill-cost-reduction-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a cost reduction you led. How much did you save, and how did you make sure the ' +
        'savings lasted without hurting quality?',
      answer:
        'Situation: Non-labor spend in our operations division was $14 million and had grown 9 percent ' +
        'in a year, faster than volume. Task: The division head asked me to cut it by 8 percent within ' +
        '12 months without affecting service levels. Action: I built a spend analysis by category and ' +
        'supplier and found that maintenance supplies were bought from more than 300 suppliers, mostly ' +
        'by card, at very different prices. I ran a competitive bid and consolidated to three suppliers ' +
        'with catalog pricing, saving about 12 percent in that category. We standardized packaging ' +
        'materials with quality sign-off from the plant, and an audit of telecom bills found 180 unused ' +
        'lines. Each initiative had an owner, and finance agreed how we would measure savings against ' +
        'the baseline. Result: We delivered $1.1 million of annualized savings, about 7.9 percent. ' +
        'Service levels and quality metrics held steady, and a year later we still kept 90 percent of ' +
        'the savings because purchasing controls kept spending with the contracted suppliers.',
      evaluationCriteria: [
        'Strong: quantifies the baseline, the target and the savings achieved; weak: speaks in ' +
          'general terms.',
        'Strong: uses analysis to find where savings came from and several levers; weak: describes ' +
          'one lucky renegotiation.',
        'Strong: protects quality and service with checks or sign-off; weak: ignores the impact on ' +
          'operations.',
        'Strong: shows savings were validated by finance and sustained through controls; weak: ' +
          'reports only initial savings.',
      ],
    },
  ],
  CPR: [
    {
      id: 'skill-cpr-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What is hands-only CPR, when is conventional CPR with breaths better, and how do you use an ' +
        'AED?',
      answer:
        'Hands-only CPR means calling 911 and then pushing hard and fast in the center of the chest, at ' +
        'least 2 inches deep and 100 to 120 compressions a minute, with no rescue breaths. It is ' +
        'recommended for bystanders who see a teen or adult suddenly collapse, because in those cardiac ' +
        'arrests the blood still holds oxygen at first and uninterrupted compressions matter most. ' +
        'Conventional CPR with breaths, 30 compressions to 2 breaths, is better for children and ' +
        'infants and for arrests caused by a lack of oxygen, such as drowning, drug overdose or ' +
        'choking, and trained rescuers should give breaths when they can. To use an AED, I turn it on ' +
        'and follow its voice prompts. I expose the chest and dry it if wet, place one pad on the upper ' +
        'right chest below the collarbone and the other on the lower left side, avoiding any implanted ' +
        'device or medication patch. Everyone stands clear during analysis and shocks, and I resume ' +
        'compressions immediately after a shock or a no-shock message.',
      evaluationCriteria: [
        'Strong: explains hands-only CPR with correct depth and rate and when it fits; weak: cannot ' +
          'say when breaths matter more.',
        'Strong: identifies cases needing breaths, such as children, drowning and overdose; weak: ' +
          'treats all arrests the same.',
        'Strong: describes AED steps, including pad placement, drying the chest and avoiding patches ' +
          'or devices; weak: waits for the AED before starting compressions.',
        'Strong: stresses standing clear and resuming compressions immediately after the shock or ' +
          'no-shock message; weak: pauses compressions for long checks.',
      ],
    },
    {
      id: 'skill-cpr-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'At your workplace a man collapses. He is unresponsive, making occasional gasping sounds, and ' +
        'someone says he is having a seizure and should be left alone. What do you do?',
      answer:
        'I would treat it as a possible cardiac arrest. Occasional gasping, called agonal breathing, is ' +
        'not normal breathing; it is a common sign of cardiac arrest in the first minutes, and a brief ' +
        'seizure-like episode can also happen when the heart stops. After checking the scene is safe, I ' +
        'would tap and shout, then point at specific people: you, call 911 and put it on speaker; you, ' +
        'get the AED. If he is not breathing normally, I start compressions right away. If I was wrong ' +
        'and he is breathing normally, he will respond or start breathing normally, and I can place him ' +
        'in the recovery position and monitor him. Starting CPR on someone who turns out not to be in ' +
        'arrest rarely causes serious harm, while waiting costs survival with every minute. I would ' +
        'keep going until the AED arrives, then follow its prompts, and continue until emergency ' +
        'responders take over. Afterward I would tell responders what happened and when.',
      evaluationCriteria: [
        'Strong: recognizes gasping as agonal breathing and a sign of cardiac arrest; weak: accepts ' +
          'gasping as breathing.',
        'Strong: knows cardiac arrest can look like a seizure and does not wait it out; weak: leaves ' +
          'him alone as a seizure.',
        'Strong: directs specific people to call 911 and fetch the AED; weak: shouts for someone to ' +
          'help without assigning tasks.',
        'Strong: starts compressions promptly and understands the low risk of CPR compared with ' +
          'delay; weak: delays for fear of doing harm.',
      ],
    },
  ],
  'Financial Planning and Analysis': [
    {
      id: 'skill-financial-planning-and-analysis-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Revenue grew from $10.0 million to $11.18 million. Last year you sold 100,000 units of product ' +
        'A at $60 and 50,000 of B at $80; this year 90,000 of A at $62 and 70,000 of B at $80. Build a ' +
        'price, volume and mix bridge.',
      answer:
        "Last year's average price was $10.0 million over 150,000 units, about $66.67. Volume effect: " +
        'units grew by 10,000, and at the old average price that is worth about $667,000. Mix effect: ' +
        "this year's units at last year's prices give $5.4 million for A plus $5.6 million for B, $11.0 " +
        'million; 160,000 units at the old average price would give about $10.667 million, so the shift ' +
        "toward the higher-priced B adds about $333,000. Price effect: actual revenue minus this year's " +
        "units at last year's prices is $11.18 million minus $11.0 million, which is $180,000, all from " +
        "A's $2 increase on 90,000 units. The three effects add up to $1.18 million. The story for " +
        "management is that most growth came from selling more units and a richer mix, while A's price " +
        'rise came with 10 percent fewer A units, so I would check whether the price increase cost ' +
        'volume. I would state the method, since the order of calculation changes the split, and extend ' +
        'the bridge to gross margin, because mix matters even more there.',
      evaluationCriteria: [
        'Strong: calculates volume about $667,000, mix about $333,000 and price $180,000, reconciling ' +
          'to $1.18 million; weak: cannot separate the effects.',
        'Strong: explains the mix effect as the shift toward higher-priced units; weak: merges mix ' +
          'into volume without comment.',
        "Strong: interprets the result, such as whether A's price increase cost volume; weak: " +
          'presents numbers without a story.',
        'Strong: notes that method choices affect the split and extends the analysis to margin; weak: ' +
          'treats the split as uniquely defined.',
      ],
    },
    {
      id: 'skill-financial-planning-and-analysis-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "For three years, one department head's forecasts have been beaten by about 15 percent every " +
        'quarter, and you suspect deliberate sandbagging. What do you do?',
      answer:
        'I would start with data rather than accusation: compare forecasts with actuals over the period ' +
        'by line item and show the consistent bias, which is different from random error. Then I would ' +
        'meet the department head to understand it. Often the cause is the incentive system, such as ' +
        'bonuses paid for beating the forecast or budget, or a culture where missing a number is ' +
        'punished far more than being too cautious, so padding is rational. I would also check whether ' +
        'the bias comes from specific assumptions, such as conservative volume drivers or pipeline ' +
        'conversion rates. Then I would agree on changes: a driver-based forecast with assumptions ' +
        'written down, so they can be challenged one by one; forecast accuracy and bias tracked and ' +
        'reported for every department; and a range or probability for uncertain items instead of ' +
        'hidden buffers. If incentives reward beating the forecast, I would raise that with the CFO, ' +
        'because fixing the behavior requires fixing the reward. In the meantime, I would adjust the ' +
        'consolidated forecast for known bias and disclose that.',
      evaluationCriteria: [
        'Strong: quantifies consistent bias from history before raising it; weak: accuses the ' +
          'department head on a hunch.',
        'Strong: looks for causes in incentives and culture as well as assumptions; weak: treats it ' +
          'as a personal failing only.',
        'Strong: introduces driver-based forecasting, documented assumptions and bias tracking; weak: ' +
          'asks them to forecast more accurately.',
        'Strong: escalates incentive design issues and adjusts the consolidated view transparently; ' +
          'weak: quietly adds a correction factor.',
      ],
    },
  ],
  'Firmware Development': [
    {
      id: 'skill-firmware-development-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you use a watchdog timer correctly in firmware, and what mistakes make it useless?',
      answer:
        'A watchdog resets the microcontroller if firmware stops servicing it within a timeout, so it ' +
        'only helps if it is serviced when, and only when, the system is genuinely healthy. The classic ' +
        'mistake is kicking it from a timer interrupt: the interrupt keeps firing even when the main ' +
        'loop or a task is stuck, so the watchdog never fires. I would kick it from one place in the ' +
        'main loop or a supervisor task, and only after every critical task has checked in during that ' +
        'period, for example by setting a flag that the supervisor verifies and clears. I use an ' +
        'independent watchdog with its own clock, enable it as early as possible in startup, and where ' +
        'supported lock it so software cannot disable it. A windowed watchdog also catches code that ' +
        'runs too fast, such as a loop skipping its work. The timeout must exceed the worst-case loop ' +
        'time, including flash writes. After a reset I read the reset-cause register, log it to ' +
        'non-volatile memory, and enter a safe mode after repeated watchdog resets.',
      evaluationCriteria: [
        'Strong: explains why kicking from a timer interrupt defeats the watchdog; weak: kicks it ' +
          'from an ISR or a background timer.',
        'Strong: gates the kick on all critical tasks checking in; weak: kicks it wherever convenient.',
        'Strong: uses an independent or windowed watchdog, enables it early and sets the timeout from ' +
          'worst-case timing; weak: picks a timeout at random.',
        'Strong: records the reset cause and handles repeated resets with a safe mode; weak: lets the ' +
          'device reboot silently forever.',
      ],
    },
    {
      id: 'skill-firmware-development-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Design the bootloader and firmware update process for a microcontroller product so that a ' +
        'power loss or a bad image can never brick the device.',
      answer:
        'I would split flash into a small bootloader that is never updated in the field, or updated ' +
        'only with great care, and two application slots. The running application downloads the new ' +
        'image into the inactive slot, in chunks with integrity checks, so the current image is never ' +
        'erased. Each image carries a header with version, size, a hash and a digital signature, such ' +
        'as ECDSA, which the bootloader verifies with a public key stored in protected flash, rejecting ' +
        'unsigned or tampered images. After download the application marks the new slot as pending and ' +
        'reboots. The bootloader verifies it and boots it in trial mode. The new firmware must run its ' +
        'self-tests and then confirm itself; if it crashes or the watchdog resets it before confirming, ' +
        'the bootloader reverts to the previous slot. Any swap or state change is recorded so it can ' +
        'resume safely after power loss. I would add an anti-rollback version counter, de-initialize ' +
        'peripherals and interrupts before jumping, set the vector table and stack pointer correctly, ' +
        'and test by cutting power at every stage.',
      evaluationCriteria: [
        'Strong: keeps a known-good image at all times, using dual slots or a download area; weak: ' +
          'erases the running image before writing the new one.',
        'Strong: verifies integrity and authenticity with hashes and signatures in the bootloader; ' +
          'weak: checks only a CRC or nothing.',
        'Strong: uses trial boot with self-confirmation and automatic rollback; weak: has no recovery ' +
          'if the new image fails.',
        'Strong: handles power loss during swaps, anti-rollback, the clean jump to the application ' +
          'and power-cut testing; weak: assumes updates complete without interruption.',
      ],
    },
  ],
  'Google Cloud Professional Machine Learning Engineer': [
    {
      id: 'skill-google-cloud-professional-machine-learning-engineer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'On Google Cloud, how do you choose between BigQuery ML, AutoML in Vertex AI, and custom ' +
        'training for a new machine learning problem?',
      answer:
        'I would decide based on the data type, where the data lives, how much control I need and who ' +
        'will maintain the model. BigQuery ML lets you train and run models with SQL where the data ' +
        'already sits, such as logistic regression, boosted trees, k-means and ARIMA_PLUS for time ' +
        'series, and it can call models hosted in Vertex AI. It suits tabular problems, fast baselines ' +
        'and analyst teams. AutoML in Vertex AI suits tabular and image problems when you want strong ' +
        'accuracy without hand-built models: it searches architectures and hyperparameters, but gives ' +
        'less control and can cost more to train. Custom training in Vertex AI, with my own code and ' +
        'container in TensorFlow, PyTorch or XGBoost, is right when I need specific architectures, ' +
        'custom losses, large-scale distributed training on GPUs or TPUs, or full control over ' +
        'features. For many language or vision tasks, I would first try a pre-trained API or a ' +
        'foundation model with prompting or tuning. I start with a simple baseline and add complexity ' +
        'only when the gain justifies it.',
      evaluationCriteria: [
        'Strong: matches each option to data type, data location, control needs and team skills; ' +
          'weak: uses custom training for everything.',
        'Strong: knows what BigQuery ML supports and its advantage of training where the data lives; ' +
          'weak: thinks it is only for linear models.',
        "Strong: explains AutoML's trade-offs in control and cost and when custom training is needed; " +
          'weak: cannot say when AutoML falls short.',
        'Strong: considers pre-trained APIs and foundation models and starts from a baseline; weak: ' +
          'builds from scratch by default.',
      ],
    },
    {
      id: 'skill-google-cloud-professional-machine-learning-engineer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Design a production pipeline on Google Cloud that retrains, evaluates, deploys and monitors a ' +
        'model weekly, and explain how you prevent training-serving skew.',
      answer:
        'I would orchestrate the steps with Vertex AI Pipelines, with pipeline code versioned and ' +
        'deployed through Cloud Build. Each run extracts training data from BigQuery for a fixed time ' +
        'window, validates its schema and statistics against the previous run, for example with ' +
        'TensorFlow Data Validation, and stops if anomalies appear. Feature transformations are defined ' +
        'once and used in both training and serving, either in a shared preprocessing component or ' +
        'through Vertex AI Feature Store, so online predictions see the same features computed the same ' +
        'way, which is the main defense against skew. The pipeline trains the model, evaluates it on a ' +
        'held-out recent period and on important slices, and compares it with the production model; ' +
        'only if it beats it by a set margin is it registered in the Model Registry. Deployment to a ' +
        'Vertex AI endpoint uses a traffic split, starting with a small share. Vertex AI Model ' +
        'Monitoring watches feature skew and prediction drift and alerts the team, and lineage in ' +
        'Vertex ML Metadata lets us trace any prediction back to its data and code.',
      evaluationCriteria: [
        'Strong: orchestrates the pipeline with versioned code and CI/CD; weak: retrains manually in ' +
          'notebooks.',
        'Strong: validates data before training and gates deployment on comparison with the current ' +
          'model, including slices; weak: deploys every new model automatically.',
        'Strong: prevents skew by sharing transformations or a feature store between training and ' +
          'serving; weak: reimplements features separately for serving.',
        'Strong: uses staged traffic splits, skew and drift monitoring, alerts and lineage; weak: has ' +
          'no monitoring after deployment.',
      ],
    },
  ],
  'Incident Response': [
    {
      id: 'skill-incident-response-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "At 2 a.m., your endpoint detection tool alerts that Word on a finance employee's laptop " +
        'launched PowerShell, which downloaded and ran an encoded script. Walk through your first hour.',
      answer:
        'I would treat it as likely malicious, because Office spawning an encoded PowerShell command is ' +
        'a classic sign of a malicious document. First, I would confirm it in the process tree: the ' +
        'parent document, the decoded command, any files written and network connections made, and ' +
        'whether persistence was set up, such as scheduled tasks or registry run keys. I would then ' +
        "contain the laptop with the tool's network isolation, keeping it powered on so memory evidence " +
        'survives, and collect a memory image and triage data. To scope it, I would search the endpoint ' +
        'tool and SIEM for the same file hash, domains, IP addresses and the email that delivered the ' +
        "document, across all devices and mailboxes. I would disable or reset the user's credentials " +
        'and revoke their sessions, since the script may have stolen them, then block the indicators at ' +
        'the email gateway, proxy and firewall, and remove the email from other inboxes. I would open ' +
        'an incident record with a timeline, set the severity, and escalate according to the response ' +
        'plan.',
      evaluationCriteria: [
        'Strong: validates the alert through the process tree, decoded command, persistence and ' +
          'network activity; weak: closes it or reimages without investigating.',
        'Strong: isolates the host while preserving memory and evidence; weak: powers the laptop off ' +
          'or wipes it immediately.',
        'Strong: scopes across the environment using indicators and the delivery email; weak: treats ' +
          'it as one infected laptop.',
        'Strong: resets credentials, blocks indicators, documents a timeline and escalates by ' +
          'severity; weak: forgets identity compromise.',
      ],
    },
    {
      id: 'skill-incident-response-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'At 6 a.m., several file servers show encrypted files and a ransom note, and the attackers ' +
        'claim they have stolen data. You lead the response. What do you do?',
      answer:
        'I would activate the incident response plan and bring together the core team, including IT, ' +
        'security, legal, communications and leadership, over an out-of-band channel, because email and ' +
        'chat may be compromised. Containment comes first: disconnect affected segments and servers ' +
        'from the network, disable compromised accounts, block known command-and-control traffic, and ' +
        'protect backups by taking them offline. I would preserve evidence, such as memory images and ' +
        'logs, before rebuilding anything. Counsel would engage our incident response firm and notify ' +
        'the cyber insurer, and we would contact law enforcement. Investigation must find the initial ' +
        'access, the persistence and how far the attacker reached; if domain administrator credentials ' +
        'were taken, the directory itself needs recovery, including resetting the Kerberos ' +
        'ticket-granting account password twice. Legal would assess notification duties, such as state ' +
        "breach laws, regulators and customers, and for public companies the SEC's four-business-day " +
        'disclosure after a materiality determination. Any ransom discussion involves legal and ' +
        'sanctions checks. Recovery means rebuilding from clean backups only after the attacker is ' +
        'removed, then a blameless review.',
      evaluationCriteria: [
        'Strong: coordinates through an out-of-band channel with legal, communications and ' +
          'leadership; weak: handles it within IT over company email.',
        'Strong: contains quickly, protects backups and preserves evidence; weak: restores ' +
          'immediately without preserving evidence or closing access.',
        'Strong: finds the initial access and persistence, including identity infrastructure ' +
          'compromise; weak: assumes cleaning the servers is enough.',
        'Strong: addresses legal notification duties, insurer, law enforcement and ransom decisions; ' +
          'weak: ignores legal and regulatory obligations.',
        'Strong: rebuilds from clean backups after eradication and holds a review; weak: brings ' +
          'systems back before the attacker is removed.',
      ],
    },
  ],
  'Internal Controls': [
    {
      id: 'skill-internal-controls-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Explain the difference between preventive and detective controls and the idea of segregation ' +
        'of duties, using the purchasing and payment process as an example.',
      answer:
        'Preventive controls stop an error or fraud before it happens; detective controls find it ' +
        'afterward so it can be corrected. In purchasing and payments, preventive controls include ' +
        'requiring an approved purchase order above a threshold, a three-way match of purchase order, ' +
        'receiving record and invoice before payment, system limits on who can edit the vendor master, ' +
        'and dual approval of payment runs. Detective controls include monthly reviews of vendor master ' +
        'changes, duplicate payment reports, bank reconciliations and budget-to-actual reviews. ' +
        'Segregation of duties means no single person controls all of authorizing a transaction, ' +
        'holding the asset, recording it and reconciling it, because one person with all those powers ' +
        'could commit and conceal fraud. For example, the person who adds a vendor and its bank details ' +
        'should not also approve invoices or release payments. These controls sit within the COSO ' +
        'framework, whose five components are the control environment, risk assessment, control ' +
        'activities, information and communication, and monitoring. Good design uses both preventive ' +
        'and detective controls, because neither is perfect.',
      evaluationCriteria: [
        'Strong: defines preventive and detective controls with correct purchasing examples; weak: ' +
          'mixes the two up.',
        'Strong: explains segregation of duties across authorization, custody, recording and ' +
          'reconciliation; weak: gives only a general statement.',
        'Strong: identifies vendor master changes as a key risk point; weak: overlooks how fictitious ' +
          'vendors or altered bank details enable fraud.',
        'Strong: places controls within the COSO components and argues for combining types; weak: ' +
          'relies on a single control.',
      ],
    },
    {
      id: 'skill-internal-controls-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'In a three-person finance team, one person sets up vendors, enters invoices and releases ' +
        'payments. You cannot hire anyone else. How do you reduce the risk?',
      answer:
        'When full segregation of duties is impossible, I would split the most sensitive steps where ' +
        'possible and add compensating controls around the rest. First, I would require a second ' +
        'person, such as the controller or the executive director, to approve every payment release in ' +
        'the bank portal, with dual authorization set up by the bank so it cannot be bypassed. Second, ' +
        'changes to vendor bank details would need independent verification by phone using a number ' +
        'already on file, not one from the request, and someone other than the clerk would review a ' +
        'monthly report of all vendor master changes. Third, bank statements would go directly to ' +
        'someone independent, who reviews them and the payment register each month. I would also use ' +
        'positive pay with the bank, review payments above a threshold, run simple analytics for ' +
        'duplicate payments and vendors sharing an address or bank account with an employee, and ' +
        'require the clerk to take vacation while someone else covers. I would document these controls ' +
        'so auditors can test them.',
      evaluationCriteria: [
        'Strong: recognizes that compensating controls are needed when duties cannot be separated; ' +
          'weak: accepts the risk or says nothing can be done.',
        'Strong: adds independent approval of payments and verification of vendor bank changes; weak: ' +
          'relies on trusting the employee.',
        'Strong: uses detective reviews and analytics, such as change reports, statement review and ' +
          'duplicate checks; weak: adds only preventive steps.',
        'Strong: includes bank-level controls, mandatory vacation and documentation for auditors; ' +
          'weak: leaves controls informal.',
      ],
    },
  ],
  MEDDIC: [
    {
      id: 'skill-meddic-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Review this deal with MEDDICC: your contact is an operations manager who loves the product, ' +
        'the goal is to improve efficiency, you have not met anyone above her, and she says a decision ' +
        'will come this quarter. What are the gaps, and what do you do next?',
      answer:
        'Scoring it honestly, almost every element is weak. Metrics: improve efficiency is not a ' +
        'metric; I need a number the customer owns, such as reducing order processing time from four ' +
        'days to one, and what that is worth. Economic buyer: unknown and not met. Decision criteria ' +
        'and process: we know neither what they will judge us on nor the steps, approvals and timeline, ' +
        'including security review and the paper process. Identify pain: we know a wish for efficiency, ' +
        'not the cost of the problem or why it must be solved this quarter. Champion: the manager is an ' +
        'enthusiast, not yet a proven champion, because she has not given us access or inside ' +
        'information. Competition: unknown, including doing nothing. My next actions would be to work ' +
        'with her on a business case with quantified metrics, ask her to introduce us to the person who ' +
        'owns the budget, and jointly map the decision process with dates. I would move the close date ' +
        'or forecast category until those gaps close, because this quarter is currently her hope, not a ' +
        'plan.',
      evaluationCriteria: [
        'Strong: scores each element and identifies vague metrics, an unknown economic buyer and an ' +
          'unmapped process; weak: rates the deal as strong because the contact is enthusiastic.',
        'Strong: distinguishes an enthusiastic coach from a tested champion; weak: treats any ' +
          'supporter as a champion.',
        'Strong: turns gaps into specific next actions, such as quantifying metrics and getting ' +
          'access to the economic buyer; weak: plans only to follow up.',
        'Strong: adjusts the forecast to match the evidence; weak: keeps the deal in commit based on ' +
          "the contact's optimism.",
      ],
    },
    {
      id: 'skill-meddic-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'You discover late in a deal that your champion, who has been enthusiastic for months, has no ' +
        'real influence over the decision. What do you do?',
      answer:
        'I would first confirm it: ask her directly how decisions like this get made and who else is ' +
        'involved, and check what happened to the actions she promised, such as meetings arranged or ' +
        'information shared. A true champion has influence, has a personal stake in our solution ' +
        'succeeding, and sells for us when we are not in the room; if she has not opened doors in ' +
        'months, she may be a coach rather than a champion. I would not abandon her, because she still ' +
        'has useful knowledge and goodwill. Instead, I would ask her for help reaching the people who ' +
        'do have influence, framed around her goals, for example: who else needs to see the business ' +
        'case for this to get funded? I would map the buying group through her, other contacts and ' +
        'account research, then test a potential new champion by asking for something specific, such as ' +
        "access to the economic buyer or the decision criteria. I would update the deal's qualification " +
        'and forecast honestly and learn to test champions earlier.',
      evaluationCriteria: [
        "Strong: verifies the champion's influence through evidence of actions, not enthusiasm; weak: " +
          'assumes goodwill equals influence.',
        'Strong: keeps the original contact as a coach and uses her to reach decision-makers; weak: ' +
          'drops her or goes around her bluntly.',
        'Strong: tests any new champion with a concrete request for access or information; weak: ' +
          'names a new champion without testing.',
        'Strong: updates qualification and forecast honestly and changes their process to test ' +
          'champions earlier; weak: keeps the forecast unchanged.',
      ],
    },
  ],
  'Oracle Certified Professional': [
    {
      id: 'skill-oracle-certified-professional-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Oracle Database: an application runs the same query thousands of times a minute with literal ' +
        'values in the WHERE clause, CPU is high, and AWR shows heavy hard parsing. Explain the cause ' +
        'and how you would fix it.',
      answer:
        'Each distinct literal makes the SQL text unique, so Oracle must hard parse it: check syntax ' +
        'and privileges, optimize it and build a new cursor in the shared pool. At thousands of ' +
        'executions a minute, this burns CPU, floods the shared pool with single-use cursors and causes ' +
        'contention on library cache mutexes and shared pool latches. In the AWR report I would confirm ' +
        'it through hard parses per second, parse time as a share of DB time, and waits such as library ' +
        'cache mutex X, and in V$SQL I would find many statements sharing the same force-matching ' +
        'signature. The real fix is bind variables in the application, so one shared cursor is parsed ' +
        'once and reused. As a stopgap, CURSOR_SHARING set to FORCE makes Oracle replace literals with ' +
        'system-generated binds, but it affects the whole session or instance and should be temporary. ' +
        'With binds, skewed data can need different plans; adaptive cursor sharing handles this, and a ' +
        'SQL plan baseline can stabilize a critical plan. I would verify with DBMS_XPLAN.DISPLAY_CURSOR ' +
        'and compare parse rates afterward.',
      evaluationCriteria: [
        'Strong: explains that literals create unique SQL and force costly hard parses and shared ' +
          'pool contention; weak: blames the server size.',
        'Strong: uses AWR and V$SQL evidence, such as hard parse rates and force-matching signatures; ' +
          'weak: diagnoses without data.',
        'Strong: fixes the application with bind variables and treats CURSOR_SHARING=FORCE as a ' +
          'temporary measure; weak: sets FORCE permanently without caveats.',
        'Strong: addresses bind-sensitive plans with adaptive cursor sharing or plan baselines and ' +
          'verifies the result; weak: ignores the effect of skew.',
      ],
    },
    {
      id: 'skill-oracle-certified-professional-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Java SE: what are virtual threads, when do they help, and what pitfalls do you watch for when ' +
        'adopting them?',
      answer:
        'Virtual threads, final since Java 21, are lightweight threads managed by the JVM rather than ' +
        'the operating system. Many virtual threads are scheduled onto a small pool of carrier platform ' +
        'threads, and when a virtual thread blocks on I/O it unmounts, freeing the carrier for others. ' +
        'That makes the simple thread-per-request style scale to very large numbers of concurrent ' +
        'blocking tasks, such as calls to databases and HTTP services, without reactive code. They do ' +
        'not make CPU-bound work faster, because they still share the same cores. Pitfalls: virtual ' +
        'threads should not be pooled; create one per task, for example with ' +
        'Executors.newVirtualThreadPerTaskExecutor. Because they are cheap, they can overwhelm ' +
        'downstream systems, so I limit concurrency with a semaphore or the connection pool. In Java ' +
        '21, blocking inside a synchronized block pins the virtual thread to its carrier, which can ' +
        'exhaust carriers; I would use ReentrantLock there or move to a newer release that removes most ' +
        'pinning, and watch for pinned events in JDK Flight Recorder. Heavy ThreadLocal use also ' +
        'multiplies memory across millions of threads.',
      evaluationCriteria: [
        'Strong: explains that virtual threads are JVM-managed and unmount from carrier threads when ' +
          'blocking; weak: thinks they are faster OS threads.',
        'Strong: identifies I/O-bound, blocking workloads as the benefit and CPU-bound work as no ' +
          'gain; weak: expects them to speed up computation.',
        'Strong: knows not to pool them and to limit concurrency to protect downstream systems; weak: ' +
          'puts them in a fixed thread pool.',
        'Strong: knows about pinning with synchronized in Java 21 and ThreadLocal memory costs; weak: ' +
          'is unaware of pinning.',
      ],
    },
  ],
  'Product Marketing': [
    {
      id: 'skill-product-marketing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you set up a win-loss analysis program, and how do you turn its findings into ' +
        'action?',
      answer:
        'I would not rely on CRM loss reasons, because reps often default to price and rarely see the ' +
        'whole picture. Instead, I would interview buyers from a representative sample of won and lost ' +
        'deals, and deals that ended in no decision, within about one to two months of the decision ' +
        'while memories are fresh. A neutral interviewer, either someone outside the sales team or a ' +
        'third party, gets more candid answers. The interview guide covers the trigger for the ' +
        'purchase, the alternatives considered, the evaluation process and criteria, how each vendor ' +
        'came across, including our sales experience, and the deciding factors. I would code the ' +
        'answers into themes and track them over time, by segment and competitor. The findings go to ' +
        'the teams who can act: positioning and messaging changes, competitive battlecards and ' +
        'objection handling for sales, product gaps with evidence for the product team, and pricing or ' +
        'packaging issues. I would share a quarterly summary with leaders and check whether win rates ' +
        'move in the segments we targeted.',
      evaluationCriteria: [
        'Strong: uses buyer interviews rather than CRM loss reasons alone, and includes wins, losses ' +
          'and no decisions; weak: reads CRM fields.',
        'Strong: interviews soon after decisions with a neutral interviewer and a structured guide; ' +
          'weak: lets the account rep ask informally.',
        'Strong: codes themes and tracks them over time by segment and competitor; weak: shares anecdotes.',
        'Strong: routes findings to messaging, enablement, product and pricing and measures win rate ' +
          'changes; weak: produces a report with no follow-through.',
      ],
    },
    {
      id: 'skill-product-marketing-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Before a major launch, how do you test whether your positioning and messaging actually work ' +
        'with buyers?',
      answer:
        'I would test in stages, from qualitative to quantitative. First, I would run about 10 to 15 ' +
        'interviews with buyers who match the target profile, including some who chose competitors. I ' +
        'show them the positioning statement and two or three alternative value propositions, ask them ' +
        'to explain the product back in their own words, and listen for confusion, skepticism and the ' +
        'words they use. Next comes a message testing survey with a few hundred target buyers. I would ' +
        'use a monadic design, where each respondent sees only one message, to avoid comparison bias, ' +
        'and measure clarity, relevance to their problem, differentiation from alternatives, ' +
        'believability and intent to learn more. Then I would test in market: landing page variants or ' +
        'paid ads aimed at the same audience, measuring click-through and conversion, with enough ' +
        'traffic to be statistically meaningful. Finally, a few sales reps pilot the messaging on live ' +
        'calls and report reactions. I would combine the results and pick the message that buyers ' +
        'understand and believe, not just the one that sounds clever internally.',
      evaluationCriteria: [
        'Strong: starts with qualitative interviews using playback to test comprehension; weak: tests ' +
          'messages only with internal stakeholders.',
        'Strong: uses a survey design such as monadic testing and measures clarity, relevance, ' +
          'differentiation and believability; weak: asks which message people like best.',
        'Strong: validates in market with landing page or ad tests of adequate sample size; weak: ' +
          'relies on opinions only.',
        'Strong: includes sales pilots and chooses based on buyer understanding and belief; weak: ' +
          'picks the most creative line.',
      ],
    },
  ],
  'Product Strategy': [
    {
      id: 'skill-product-strategy-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What makes a good product strategy, and how do you turn a broad vision into a strategy the ' +
        'team can actually use to make decisions?',
      answer:
        'A vision describes the future we want to create; a strategy explains how we will get there, ' +
        'given the real obstacles. I find the clearest test is whether it has three parts: a diagnosis ' +
        'of the main challenge, such as mid-size clinics abandon us after onboarding because setup ' +
        'takes weeks; a guiding policy, such as win mid-size clinics by being the fastest to value; and ' +
        'a set of coherent actions that follow, such as templates, migration services and a self-serve ' +
        'setup flow. It should name the target customers and problems, why we can win against the ' +
        'alternatives, including doing nothing, how it supports the business model, and, just as ' +
        'important, what we will not do. I would make it measurable with a few outcome goals, such as ' +
        'time to first value and 90-day retention, so teams can judge their own work against it. The ' +
        'roadmap then becomes a set of bets derived from the strategy. I revisit it when evidence ' +
        'changes, such as new usage data, a shift in the market or a failed bet.',
      evaluationCriteria: [
        'Strong: distinguishes vision from strategy and includes a diagnosis, guiding policy and ' +
          'coherent actions; weak: presents a list of goals or features as a strategy.',
        'Strong: names target customers, the reason to win and explicit trade-offs; weak: tries to ' +
          'serve everyone.',
        'Strong: makes the strategy measurable with outcome goals that guide team decisions; weak: ' +
          'has no way to check progress.',
        'Strong: derives the roadmap from the strategy and revisits it with new evidence; weak: ' +
          'treats strategy as a one-time document.',
      ],
    },
    {
      id: 'skill-product-strategy-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Your product serves small businesses and large enterprises, and their needs are diverging: ' +
        'enterprises want controls and integrations, small businesses want simplicity. Both segments ' +
        'complain, and the roadmap is split. How do you decide the strategy?',
      answer:
        'I would start with evidence for each segment: revenue and growth, retention and expansion, ' +
        'acquisition cost and sales cycle, gross margin including support costs, and the size and ' +
        'growth of each market. I would also look at where we have a real advantage and what winning ' +
        'each segment would require over the next few years. Then I would lay out the realistic ' +
        'options: focus on one segment and serve the other in maintenance mode; serve both with a ' +
        'shared core and separate packaging, where enterprise features sit in a higher tier and stay ' +
        'out of the small-business experience; or, rarely, split into separate products. Each option ' +
        'has costs, such as slower enterprise sales, churn in the neglected segment, or engineering ' +
        'overhead for separate experiences. I would model the financial impact, discuss trade-offs with ' +
        'leadership and get an explicit decision, because an implicit split is what is failing now. ' +
        'Then I would communicate it to the team and customers, align roadmap capacity to it, and set ' +
        'measures to review within two or three quarters.',
      evaluationCriteria: [
        'Strong: compares segments on revenue, retention, cost to serve, margin and market potential; ' +
          'weak: decides on anecdotes or whoever complains loudest.',
        'Strong: lays out distinct options, such as focus, tiered packaging on a shared core, or ' +
          'separate products, with their costs; weak: tries to satisfy both fully.',
        'Strong: forces an explicit leadership decision and aligns roadmap capacity to it; weak: ' +
          'keeps splitting capacity evenly.',
        'Strong: communicates the choice and sets review points; weak: changes direction without ' +
          'explaining it.',
      ],
    },
  ],
  'Professional Scrum Product Owner': [
    {
      id: 'skill-professional-scrum-product-owner-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'In Scrum, what are the Product Goal, the Sprint Goal and the Definition of Done, and how do ' +
        "they relate to each other and to the product owner's accountability?",
      answer:
        'Each Scrum artifact has a commitment. The Product Goal is the commitment for the product ' +
        'backlog: it describes a future state of the product that the team works toward, and the team ' +
        'focuses on one Product Goal at a time, fulfilling or abandoning it before taking on the next. ' +
        'The Sprint Goal is the commitment for the sprint backlog: the single objective for the sprint, ' +
        'which gives developers flexibility in exactly what they build while keeping them focused. The ' +
        'Definition of Done is the commitment for the increment: the quality standard an item must meet ' +
        'before it counts as part of the increment. Together they link long-term direction, short-term ' +
        'focus and quality. The product owner is accountable for maximizing the value of the product, ' +
        'which includes developing and explicitly communicating the Product Goal, creating and ordering ' +
        'product backlog items, and keeping the backlog transparent and understood. The product owner ' +
        'is one person, not a committee, though they represent the needs of many stakeholders and can ' +
        'delegate work while remaining accountable.',
      evaluationCriteria: [
        'Strong: correctly pairs each commitment with its artifact; weak: confuses Product Goal, ' +
          'Sprint Goal and Definition of Done.',
        'Strong: explains how the three connect direction, focus and quality; weak: describes each in ' +
          'isolation.',
        "Strong: describes the product owner's accountability for value, the Product Goal and the " +
          'backlog; weak: describes the role as writing tickets.',
        'Strong: knows the product owner is one person who may delegate but stays accountable; weak: ' +
          'describes a committee of owners.',
      ],
    },
    {
      id: 'skill-professional-scrum-product-owner-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Your team ships every sprint, but you cannot tell whether the product is creating more value. ' +
        'As product owner, how would you start measuring value and use it to manage the backlog?',
      answer:
        'I would stop treating output, such as story points delivered, as a proxy for value, and look ' +
        'at four areas. Current value: what customers get today, measured through usage of key ' +
        'features, customer satisfaction and revenue or cost per user. Unrealized value: the gap ' +
        'between what we deliver and what customers could need, from market research, unmet requests ' +
        'and lost deals. Time to market: how quickly we can deliver and learn, through lead time and ' +
        'release frequency. Ability to innovate: how much capacity goes to new value rather than ' +
        'maintenance and defects. For each, I would pick one or two measures and record a baseline. ' +
        'Then I would turn large backlog items into hypotheses, such as we believe guided setup will ' +
        'raise week-one activation from 35 to 50 percent, with the measure defined before building. In ' +
        'sprint reviews I would show these measures next to the increment, and I would reorder the ' +
        'backlog based on what the evidence says, including stopping work on ideas that do not move the ' +
        'measure.',
      evaluationCriteria: [
        'Strong: separates outcomes from output and rejects velocity as a measure of value; weak: ' +
          'reports story points as value.',
        'Strong: measures several dimensions, such as current value, unrealized value, time to market ' +
          'and ability to innovate; weak: uses a single revenue number.',
        'Strong: frames backlog items as hypotheses with measures defined before building; weak: ' +
          'measures only after shipping, if at all.',
        'Strong: uses evidence in reviews to reorder or stop work; weak: collects metrics that never ' +
          'change decisions.',
      ],
    },
  ],
  'Series 63': [
    {
      id: 'skill-series-63-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Under the Uniform Securities Act, which practices are unethical or prohibited for an agent? ' +
        'Give examples.',
      answer:
        'Agents must deal fairly and honestly with clients. Prohibited practices include guaranteeing a ' +
        "client against loss, and sharing in the profits or losses of a client's account unless the " +
        'client and the broker-dealer have given written consent and the sharing is proportionate to ' +
        "the agent's own investment. Making unsuitable recommendations, or recommending without " +
        "reasonable grounds based on the client's financial situation, objectives and risk tolerance, " +
        'is prohibited, as is excessive trading to generate commissions, known as churning. Agents must ' +
        "not exercise discretion without written authority, although a client's instruction on time or " +
        'price alone, for that day, does not require it. Borrowing money from or lending to clients is ' +
        'prohibited unless the client is a financial institution or the arrangement is allowed by firm ' +
        'policy for relatives or similar relationships. Other examples include misrepresenting a ' +
        'registration as approval by the state administrator, selling away from the firm without its ' +
        'written approval, misleading statements about risk or fees, commingling client funds, and ' +
        'front-running client orders. The state administrator can deny, suspend or revoke registrations ' +
        'for such conduct.',
      evaluationCriteria: [
        'Strong: lists several prohibited practices accurately, including guarantees, unauthorized ' +
          'discretion and churning; weak: names only obvious fraud.',
        'Strong: knows the conditions for sharing in accounts and the time-and-price exception; weak: ' +
          'states rules without their exceptions.',
        'Strong: mentions borrowing and lending rules, selling away and misrepresenting registration; ' +
          'weak: misses conflicts of interest.',
        "Strong: knows the state administrator's powers over registrations; weak: thinks only FINRA " +
          'can act.',
      ],
    },
    {
      id: 'skill-series-63-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A wealthy client asks you to invest in a private real estate deal a friend of yours is ' +
        "organizing, outside your firm, and the friend offers you a finder's fee. What do you do?",
      answer:
        'I would not get involved without telling my firm. Taking part in a securities transaction away ' +
        'from the firm, known as selling away, is treated as an unethical practice under state rules ' +
        "and violates FINRA rules when done without the firm's knowledge and approval. Interests in a " +
        'private real estate deal are very likely securities, so the rules apply. I would give my firm ' +
        "written notice describing the deal, my role and the finder's fee before doing anything. If " +
        'compensation is involved, the firm must approve in writing, and if it does, it must supervise ' +
        'and record the transaction as its own; if it declines, I cannot take part. Separately, I would ' +
        'think about the client: the deal may be unregistered and illiquid and must be suitable for ' +
        'them, and my friendship with the organizer is a conflict of interest that I would need to ' +
        'disclose. Receiving a fee for a transaction the firm does not know about could cost me my ' +
        "registration, so I would wait for the firm's written answer.",
      evaluationCriteria: [
        'Strong: recognizes selling away and that private deal interests are likely securities; weak: ' +
          'treats it as a personal matter.',
        'Strong: gives written notice to the firm and needs written approval where compensation is ' +
          'involved; weak: tells the firm afterward or not at all.',
        'Strong: considers suitability, registration status and liquidity for the client; weak: ' +
          'focuses only on the fee.',
        'Strong: discloses the conflict of interest from the friendship; weak: ignores the conflict.',
      ],
    },
  ],
  Westlaw: [
    {
      id: 'skill-westlaw-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Write a Westlaw terms-and-connectors search for cases holding a landlord liable for injuries ' +
        "caused by a tenant's dog, and explain the syntax you use.",
      answer:
        'A reasonable search is: landlord lessor /p dog canine /s bit! attack! & liab! negligen!. A ' +
        'space between words means OR, so landlord lessor finds either term. The exclamation mark is ' +
        'the root expander, so bit! finds bite, bites, bitten and biting, and liab! finds liable and ' +
        'liability. The connector /s requires terms in the same sentence and /p in the same paragraph, ' +
        'which keeps results tied to the fact pattern instead of any opinion mentioning a dog. The ' +
        'ampersand means AND. Other useful tools are quotation marks for exact phrases, such as "strict ' +
        'liability", /n for terms within n words of each other, and the percent sign, which excludes a ' +
        'term. Before running it, I would select the right jurisdiction, then use filters on the ' +
        'results for date, court level and key number. If there are too many results, I tighten ' +
        'connectors, such as /s instead of /p; if too few, I add synonyms or loosen them. I would also ' +
        'compare with a natural language search, which can surface cases using different wording.',
      evaluationCriteria: [
        'Strong: writes a working search using OR by space, root expanders, proximity connectors and ' +
          'AND; weak: types a natural-language sentence and calls it terms and connectors.',
        "Strong: explains each connector's meaning correctly; weak: confuses /s with /p or the OR operator.",
        'Strong: chooses the jurisdiction and uses result filters, such as date, court and key ' +
          'number; weak: searches all jurisdictions without filtering.',
        'Strong: adjusts the search for too many or too few results; weak: accepts the first results.',
      ],
    },
    {
      id: 'skill-westlaw-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'In Westlaw, a case you rely on shows a red KeyCite flag, and another shows a yellow flag. How ' +
        'do you decide whether you can still cite them?',
      answer:
        'A flag is a prompt to read further, not an answer. A red flag means the case is no longer good ' +
        'law for at least one of its points, but that point may not be the one I rely on. I would open ' +
        'the negative history and negative treatment, read the later decision, and check which headnote ' +
        'or issue was reversed or overruled. If my point was untouched, I can still cite it, but I must ' +
        'disclose the subsequent history in the citation, and I would consider whether a cleaner ' +
        'authority exists. A yellow flag means some negative treatment, such as being distinguished or ' +
        'criticized, without reversal or overruling; I would read the treating cases to see whether the ' +
        'criticism affects my point and whether it comes from a court that matters in my jurisdiction. ' +
        'I would also watch for a blue-striped flag, meaning an appeal is pending, and the overruling ' +
        'risk warning, meaning the case relies on authority that has since been overruled. ' +
        'Headnote-specific citing references and depth-of-treatment bars help me see how later courts ' +
        'actually used my point.',
      evaluationCriteria: [
        'Strong: knows a red flag means negative for at least one point and reads which point; weak: ' +
          'drops or cites the case based on the flag alone.',
        'Strong: explains yellow flags and reads the treating cases for relevance and court; weak: ' +
          'ignores yellow flags.',
        'Strong: includes subsequent history in citations when required; weak: cites a reversed case ' +
          'without history.',
        'Strong: knows other signals, such as pending appeals and overruling risk, and uses ' +
          'headnote-specific references; weak: is unaware of them.',
      ],
    },
  ],
  'Business Case Development': [
    {
      id: 'skill-business-case-development-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What goes into a business case for a significant investment, and how do you make it credible ' +
        'to a finance committee?',
      answer:
        'A business case answers four questions: why act, what are the options, what will it cost and ' +
        'return, and how will we deliver and measure it. I start with the problem or opportunity and ' +
        'the cost of doing nothing, because the status quo is rarely free. I compare at least three ' +
        'options, including doing nothing and a minimal option, so the committee sees a real choice. ' +
        'Costs include one-time and ongoing items over the full life, such as licenses, implementation, ' +
        'internal staff time, training and decommissioning. Benefits are quantified with their ' +
        'assumptions and sources, split into cash benefits and softer ones, and each has a business ' +
        "owner who agrees to be accountable for delivering it. I show NPV at the organization's " +
        'discount rate, payback and, if useful, IRR, along with risks and mitigations. Credibility ' +
        'comes from conservative, sourced assumptions, a sensitivity analysis showing which assumptions ' +
        'matter and the break-even point, and a plan for tracking benefits after approval. I also align ' +
        'the case with finance early, so the numbers are not disputed in the meeting.',
      evaluationCriteria: [
        'Strong: compares several options, including doing nothing, and states the cost of the status ' +
          'quo; weak: presents one option as the only choice.',
        'Strong: includes full lifecycle costs, including internal time, and quantified benefits with ' +
          'owners; weak: counts only purchase price and optimistic benefits.',
        'Strong: uses NPV, payback and sensitivity or break-even analysis; weak: relies on a ' +
          'single-point estimate.',
        'Strong: plans benefit tracking and aligns with finance before the meeting; weak: treats ' +
          'approval as the end.',
      ],
    },
    {
      id: 'skill-business-case-development-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Three months after your business case was approved and the project started, you realize one of ' +
        'the main benefits was overstated by about 40 percent. What do you do?',
      answer:
        'I would verify the finding quickly and then raise it with the sponsor and finance, because bad ' +
        'news gets worse with time and credibility depends on disclosing it myself. First, I would ' +
        'rerun the business case with the corrected benefit and current cost estimates, looking only ' +
        'forward: money already spent is sunk and should not influence whether to continue, though it ' +
        'explains where we are. If the remaining investment still produces a positive NPV on the ' +
        'corrected figures, the recommendation may be to continue, perhaps with changes. If not, I ' +
        'would lay out options: rescope to the parts with the strongest return, find additional ' +
        'benefits that were not counted, pause, or stop. I would explain what caused the error, such as ' +
        'an untested assumption on automation rates, and what we have changed, such as validating key ' +
        'assumptions with a pilot. The governance body then decides with accurate information. Finally, ' +
        'I would update the benefits tracking baseline so reporting reflects the corrected case.',
      evaluationCriteria: [
        'Strong: raises the issue promptly and transparently with the sponsor and finance; weak: ' +
          'hides it hoping other benefits will compensate.',
        'Strong: reassesses on a forward-looking basis, ignoring sunk costs; weak: argues to continue ' +
          'because money has been spent.',
        'Strong: presents options, such as rescoping, pausing or stopping, with a recommendation; ' +
          'weak: offers only continue or cancel.',
        'Strong: explains the root cause, fixes the method and updates the benefits baseline; weak: ' +
          'corrects the number without learning.',
      ],
    },
  ],
  Catering: [
    {
      id: 'skill-catering-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you plan food quantities and staffing for a plated dinner compared with a buffet for ' +
        '250 guests?',
      answer:
        'For a plated dinner, I work from confirmed counts by entrée, including dietary and allergy ' +
        'meals, with a small overage, usually 3 to 5 percent, for accidents and late additions. ' +
        'Portions are controlled, such as 6 to 8 ounces of cooked protein. For a buffet, guests serve ' +
        'themselves and take more, so I plan more food per person, often 1.25 to 1.5 protein portions ' +
        'in total across options, and more for longer service or heartier crowds, with replenishment ' +
        'from the kitchen rather than putting everything out at once. A buffet also needs double-sided ' +
        'lines or several stations for 250 people, so nobody waits too long. Staffing differs as well: ' +
        'a plated dinner typically needs one server for every one or two tables of ten, depending on ' +
        'the service style, plus runners and a captain, while a buffet needs fewer servers, around one ' +
        'per 25 to 30 guests, plus attendants to replenish and clear. I would plan bartenders at about ' +
        "one per 75 to 100 guests and adjust for the venue layout, menu complexity and the client's " +
        'expectations.',
      evaluationCriteria: [
        'Strong: plans plated quantities from entrée counts with a small overage and controlled ' +
          'portions; weak: plans both styles the same way.',
        'Strong: increases per-person quantities for buffets and plans replenishment and line ' +
          'capacity; weak: underestimates buffet consumption.',
        'Strong: gives reasonable staffing ratios for servers, attendants and bartenders; weak: has ' +
          'no basis for staffing.',
        'Strong: adjusts for dietary needs, venue layout and service duration; weak: ignores ' +
          'allergies and logistics.',
      ],
    },
    {
      id: 'skill-catering-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "At an off-site wedding, the venue's power to your hot-holding equipment fails an hour before " +
        'dinner service for 180 guests. What do you do?',
      answer:
        'I would keep food safe first and the client calm second. I would check the temperature of ' +
        'every hot item immediately: hot food must stay at 135°F or above. I would ask the venue to ' +
        'restore power or provide another circuit, and at the same time move to backups: chafing dishes ' +
        'with fuel, insulated carriers, or our generator if we brought one. If food falls below 135°F ' +
        'and cannot be reheated properly, I can use time as a public health control: mark the time it ' +
        'left temperature control and serve or discard it within four hours, documenting it as our ' +
        'procedures require. I would not reheat food in a way we cannot verify. I would adjust the ' +
        'service plan, for example serving courses that need no holding first, or moving from buffet to ' +
        "family-style to shorten the time food sits out. I would tell the client's coordinator " +
        'promptly, with a realistic plan, rather than letting them discover a delay. Afterward I would ' +
        'review our site check and backup equipment list for off-site events.',
      evaluationCriteria: [
        'Strong: checks food temperatures and keeps hot food at 135°F or above; weak: assumes the ' +
          'food will stay warm.',
        'Strong: uses backup equipment and knows how to apply time as a public health control with ' +
          'documentation; weak: serves food of unknown temperature history.',
        'Strong: adapts the service sequence to reduce holding time; weak: keeps the original plan ' +
          'regardless.',
        'Strong: communicates promptly with the client and improves site checks afterward; weak: ' +
          'hides the problem from the client.',
      ],
    },
  ],
  CMA: [
    {
      id: 'skill-cma-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Your plant has spare capacity. A customer offers $42 per unit for a one-time order of 5,000 ' +
        'units. The normal price is $60, variable cost is $34 per unit, and fixed overhead is allocated ' +
        'at $15 per unit. Should you accept?',
      answer:
        'On the numbers, yes. Only relevant costs matter: with spare capacity, the fixed overhead does ' +
        'not change, so the $15 allocation is irrelevant. The incremental contribution is $42 minus ' +
        '$34, or $8 per unit, which is $40,000 on 5,000 units. Someone using full cost would see $49 ' +
        'per unit and wrongly reject the order. Before accepting, I would check any incremental costs ' +
        'specific to this order, such as setup, special packaging, shipping or overtime, and whether ' +
        'capacity is really spare for the whole period; if the order displaced regular sales, the lost ' +
        'contribution of $26 per unit would be an opportunity cost. I would also consider qualitative ' +
        'risks: regular customers learning of the lower price and asking for the same, cannibalization ' +
        'if this customer competes with our normal buyers, and pricing laws if the buyers compete with ' +
        'each other. If those risks are manageable, I would accept and document the decision.',
      evaluationCriteria: [
        'Strong: calculates $8 per unit and $40,000 of incremental contribution; weak: compares the ' +
          'offer with the $49 full cost.',
        'Strong: explains why allocated fixed overhead is irrelevant with spare capacity; weak: ' +
          'treats all costs as relevant.',
        'Strong: checks incremental costs and opportunity cost if capacity is constrained; weak: ' +
          'assumes there are no other effects.',
        'Strong: considers qualitative risks, such as price erosion, cannibalization and pricing law; ' +
          'weak: decides on numbers alone.',
      ],
    },
    {
      id: 'skill-cma-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "A plant manager's bonus is based on reported operating profit. Fixed manufacturing overhead is " +
        '$600,000 a year at a normal volume of 100,000 units. This year the plant produced 120,000 ' +
        'units but sold only 100,000. Explain what happened to profit and how you would fix the ' +
        'incentive.',
      answer:
        'Under absorption costing, which external reporting requires, fixed manufacturing overhead is ' +
        'included in inventory cost. At $6 per unit, the 20,000 unsold units carry $120,000 of this ' +
        "year's fixed overhead into inventory on the balance sheet instead of the income statement. " +
        'Reported profit is therefore $120,000 higher than under variable costing, even though sales ' +
        'did not change and the company now has more cash tied up in inventory, plus storage and ' +
        'obsolescence risk. The manager was rewarded for overproducing. To fix it, I would evaluate the ' +
        'plant internally on variable costing or throughput, where fixed overhead is expensed in the ' +
        'period and profit moves only with sales. I would add an inventory target or charge a carrying ' +
        'cost on inventory above plan, and balance the bonus with measures such as on-time delivery, ' +
        'cash flow or return on assets. I would also monitor production against demand-based schedules, ' +
        'and check whether overproduction has created slow-moving stock that needs a write-down.',
      evaluationCriteria: [
        'Strong: explains how absorption costing defers $120,000 of fixed overhead in inventory; ' +
          'weak: cannot explain why profit rose.',
        'Strong: contrasts variable costing, where profit follows sales; weak: thinks the two methods ' +
          'always give the same profit.',
        'Strong: identifies the incentive problem and the costs of excess inventory; weak: praises ' +
          'the higher profit.',
        'Strong: proposes better measures, such as variable costing, inventory charges and balanced ' +
          'metrics; weak: only tells the manager not to do it.',
      ],
    },
  ],
  'Data Engineering': [
    {
      id: 'skill-data-engineering-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you build data quality checks into a pipeline so that bad data is caught before it ' +
        'reaches dashboards and models?',
      answer:
        'I would check quality at the boundaries: when data enters the platform, after key ' +
        'transformations and before it is published. At ingestion, I validate the schema, such as ' +
        'expected columns, types and nullability, and I quarantine records or batches that fail rather ' +
        'than silently dropping them. For each important table I add tests for uniqueness of keys, ' +
        'not-null on required fields, accepted values for categories, referential integrity between ' +
        'facts and dimensions, and business rules, such as order totals never being negative. I also ' +
        'monitor freshness, meaning when the data last arrived, and volume against recent history, ' +
        'because a feed that delivers half its usual rows passes every row-level test. Critical checks ' +
        'block publication, while others only warn, so a minor issue does not stop the business. Each ' +
        'dataset has an owner who is alerted. With upstream teams, I would agree on data contracts that ' +
        'define the schema and meaning of the data they send, with changes announced in advance, and I ' +
        "would show data freshness and test status to the dashboard's users.",
      evaluationCriteria: [
        'Strong: places checks at ingestion, after transformation and before publishing; weak: checks ' +
          'only at the end or not at all.',
        'Strong: covers schema, keys, referential integrity, business rules, freshness and volume; ' +
          'weak: checks only for nulls.',
        'Strong: distinguishes blocking from warning checks and quarantines failures with owners ' +
          'alerted; weak: fails silently or stops everything for minor issues.',
        'Strong: uses data contracts with upstream producers and shows data status to consumers; ' +
          "weak: treats quality as only the pipeline's problem.",
      ],
    },
    {
      id: 'skill-data-engineering-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You are building a streaming pipeline that counts orders per minute from an event stream. ' +
        'Events can arrive late, out of order or more than once. How do you design it to produce ' +
        'correct results?',
      answer:
        'First, I would window by event time, the time the order happened, not processing time, so ' +
        'delays in the pipeline do not move orders into the wrong minute. To handle late events, I ' +
        'would use watermarks, which estimate how far event time has progressed, and an allowed ' +
        'lateness, for example five minutes, during which windows can be updated. Events later than ' +
        'that go to a side output for a correction job rather than being dropped silently. For ' +
        'duplicates, every event needs a unique ID; I would deduplicate within a time-bounded state ' +
        'store keyed on that ID. For delivery guarantees, stream processors such as Flink or Spark ' +
        'Structured Streaming give exactly-once state through checkpoints, and Kafka supports ' +
        'idempotent producers and transactions, but end-to-end correctness also needs an idempotent or ' +
        'transactional sink, such as upserts keyed on window and dimension, so replays after a failure ' +
        'overwrite rather than double count. I would monitor consumer lag, late-event rates and ' +
        'watermark delay, and reconcile streaming counts against the batch source daily.',
      evaluationCriteria: [
        'Strong: uses event-time windows with watermarks and allowed lateness; weak: counts by ' +
          'arrival time.',
        'Strong: handles events later than allowed lateness explicitly, such as through a side ' +
          'output; weak: drops them silently.',
        'Strong: deduplicates with unique event IDs and bounded state; weak: assumes each event ' +
          'arrives once.',
        'Strong: explains that exactly-once processing needs checkpointing plus an idempotent or ' +
          'transactional sink; weak: claims exactly-once because the broker supports it.',
        'Strong: monitors lag and late data and reconciles with a batch source; weak: has no way to ' +
          'detect errors.',
      ],
    },
  ],
  'Data Science': [
    {
      id: 'skill-data-science-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You are asked to build a model that predicts which subscribers will cancel next month. How do ' +
        'you frame the problem and avoid the mistakes that make such models look better than they are?',
      answer:
        'First I would define the prediction precisely: for each active subscriber at a cutoff date, ' +
        'will they cancel within the next 30 days, and what counts as canceling, such as a voluntary ' +
        'cancellation or also failed payments. The action matters too: if the model drives retention ' +
        'offers, it must predict early enough for the offer to work. The most common mistake is ' +
        'leakage: using features that are only known at or after cancellation, such as a cancellation ' +
        'survey, an account status that changes when someone cancels, or aggregates computed over the ' +
        'full history, including the future. Every feature must be computed only from data available ' +
        'before the cutoff. I would therefore build training data as snapshots at several past cutoffs ' +
        'and evaluate with a time-based split, training on earlier periods and testing on later ones, ' +
        'never a random split that mixes time. Because cancellations are a minority, I would evaluate ' +
        'with precision and recall at the operating threshold and with calibration, compare against a ' +
        'simple baseline, such as recent activity decline, and check performance by segment.',
      evaluationCriteria: [
        'Strong: defines the label, horizon and cutoff precisely and ties them to the intended ' +
          'action; weak: predicts churn vaguely.',
        'Strong: identifies leakage sources and computes features only from data before the cutoff; ' +
          'weak: uses any available field.',
        'Strong: uses snapshot training data and a time-based split; weak: uses a random train-test split.',
        'Strong: evaluates with appropriate metrics for a minority class, calibration, a baseline and ' +
          'segments; weak: reports accuracy.',
      ],
    },
    {
      id: 'skill-data-science-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your churn model is well calibrated. A retention offer costs $20, a saved customer is worth ' +
        '$300 in margin, and the offer saves about a quarter of those who would otherwise leave. Whom ' +
        'should you target, and what is wrong with targeting purely on churn risk?',
      answer:
        'For a customer with churn probability p, the expected gain from the offer is p times 0.25 ' +
        'times $300, which is $75p, minus the $20 cost. That is positive when p exceeds 20 divided by ' +
        '75, about 0.27, so with calibrated probabilities I would target customers above roughly a 27 ' +
        'percent churn risk, instead of a threshold chosen by default, such as 0.5. This relies on ' +
        'calibration, which I would check on recent data. The deeper problem is that churn risk is not ' +
        'the same as responsiveness to the offer. Some high-risk customers will leave regardless, some ' +
        'low-risk customers would stay anyway, and some react badly to being contacted. What matters is ' +
        'the uplift, the change in churn probability caused by the offer. I would run a randomized ' +
        'test, offering the treatment to a random part of the targeted group and holding out the rest, ' +
        'to measure the real save rate, and then build an uplift model from that data, targeting ' +
        'customers with the highest expected incremental value rather than the highest risk.',
      evaluationCriteria: [
        'Strong: derives the break-even threshold of about 0.27 from expected value; weak: uses 0.5 ' +
          'by default.',
        'Strong: explains that the threshold relies on calibrated probabilities; weak: treats model ' +
          'scores as probabilities without checking.',
        'Strong: distinguishes churn risk from the causal effect of the offer and explains uplift; ' +
          'weak: assumes the riskiest customers are the best targets.',
        'Strong: proposes a randomized holdout to measure the real effect and build an uplift model; ' +
          'weak: relies on the assumed 25 percent save rate.',
      ],
    },
  ],
  'Decision Making': [
    {
      id: 'skill-decision-making-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'When you face an important decision with several options and competing criteria, what process ' +
        'do you use to make it?',
      answer:
        'First, I clarify the decision itself: what exactly we are deciding, by when, who makes the ' +
        'final call and who needs to be consulted. Then I make sure there are real options, at least ' +
        'three including doing nothing, because many poor decisions come from a yes-or-no framing. I ' +
        'list the criteria that matter, such as cost, time, risk and customer impact, agree their ' +
        'relative weights with the people involved, and score each option in a simple weighted matrix. ' +
        'The matrix is a tool for discussion, not a calculator that decides for me. Where outcomes are ' +
        'uncertain, I estimate rough probabilities and consider the worst case, not just the expected ' +
        'case. Before committing, I run a short pre-mortem: imagine it is a year later and the decision ' +
        'failed, and ask why; that surfaces risks people hesitate to raise. I match effort to stakes ' +
        'and reversibility, so small reversible choices get decided fast. Finally, I communicate the ' +
        'decision and the reasoning, and set a date to review the outcome.',
      evaluationCriteria: [
        'Strong: defines the decision, deadline and decision-maker first; weak: jumps to evaluating ' +
          'options.',
        'Strong: generates several options, including doing nothing, and uses explicit weighted ' +
          'criteria; weak: frames choices as yes or no.',
        'Strong: considers uncertainty, worst cases and uses a pre-mortem; weak: considers only the ' +
          'expected outcome.',
        'Strong: scales effort to stakes and reversibility and reviews outcomes later; weak: spends ' +
          'equal effort on every decision.',
      ],
    },
    {
      id: 'skill-decision-making-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you had to make an important decision quickly with incomplete ' +
        'information. How did you decide, and how did it turn out?',
      answer:
        'Situation: Two days before a product launch, our payment provider warned that a known issue ' +
        'might cause about 2 percent of card payments to fail for the first week, with no fix ' +
        'confirmed. Task: As launch lead, I had to decide that afternoon whether to delay the launch, ' +
        'which had marketing spend committed, or go ahead. Action: I listed what we knew and did not ' +
        'know, and asked the provider and our engineers for the two facts that would change the ' +
        'decision most: whether failures would be visible to customers, and whether we could fall back ' +
        'to a second provider. Within two hours we learned that failures showed a clear error and that ' +
        'the fallback could be switched on for affected cards. I decided to launch on time with the ' +
        'fallback ready and a support script, and set a trigger: if failures exceeded 3 percent, we ' +
        'would pause sign-ups. I explained the reasoning to stakeholders in writing. Result: Failures ' +
        'peaked at 1.4 percent, the fallback recovered most of them, and the launch met its first-week ' +
        'target.',
      evaluationCriteria: [
        'Strong: identifies which missing information matters most and gets it quickly; weak: waits ' +
          'for complete information or ignores the gaps.',
        'Strong: makes a clear decision with safeguards, such as fallbacks and triggers to reverse; ' +
          'weak: decides without a plan B.',
        'Strong: communicates the reasoning and risks to stakeholders; weak: decides silently.',
        'Strong: reports the actual outcome and what they learned; weak: ends the story at the decision.',
      ],
    },
  ],
  'Disaster Recovery': [
    {
      id: 'skill-disaster-recovery-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A customer-facing application needs a recovery time objective of one hour and a recovery point ' +
        'objective of five minutes if its primary region fails. Compare backup and restore, pilot ' +
        'light, warm standby and active-active, and say which you would choose.',
      answer:
        'Backup and restore copies data to another region and rebuilds everything there after a ' +
        'disaster. It is cheapest, but recovery takes hours or days and data loss equals the time since ' +
        'the last backup, so it misses both targets. Pilot light continuously replicates the data to ' +
        'the recovery region and keeps core components ready but minimal, with compute scaled to zero ' +
        'or near it; recovery means provisioning and scaling the rest through infrastructure as code. ' +
        'Replication can meet a five-minute RPO, but a one-hour RTO is achievable only if provisioning ' +
        'is fully automated and rehearsed. Warm standby runs a smaller but complete copy of the stack, ' +
        'so failover means scaling up and switching traffic, usually within minutes; it costs more but ' +
        'meets both targets comfortably. Active-active serves traffic from both regions, giving ' +
        'near-zero downtime, but it is the most expensive and complex, especially for data consistency ' +
        'with writes in two regions. For these targets I would choose warm standby, or a well-automated ' +
        'pilot light if cost matters, with asynchronous replication monitored for lag.',
      evaluationCriteria: [
        'Strong: explains each strategy and its typical RTO, RPO and cost; weak: confuses backups ' +
          'with DR strategies.',
        'Strong: recognizes backup and restore cannot meet the targets; weak: proposes nightly backups.',
        'Strong: chooses warm standby or an automated pilot light and justifies it; weak: defaults to ' +
          'active-active regardless of cost.',
        'Strong: notes replication lag monitoring and the data consistency challenges of ' +
          'active-active; weak: assumes replication is instant.',
      ],
    },
    {
      id: 'skill-disaster-recovery-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'In your first full disaster recovery test, the application starts in the secondary region, but ' +
        'users cannot log in and some services time out. What typically goes wrong, and how do you make ' +
        'failover reliable?',
      answer:
        'Failures like this almost always come from hidden dependencies on the primary region. Typical ' +
        'culprits are an identity provider, secrets store or configuration service that only runs in ' +
        'the primary region; hard-coded endpoints or connection strings; container images or artifacts ' +
        "stored only in the primary region's registry; DNS records with long TTLs or health checks that " +
        'do not trigger; TLS certificates not issued for the secondary endpoints; partners or firewalls ' +
        "that only allow the primary region's IP addresses; and service quotas or capacity in the " +
        'secondary region that were never raised. Data can also be stale if replication lag was not ' +
        'monitored. To fix it, I would build a dependency map of every component, including third ' +
        'parties, and deploy both regions from the same infrastructure code so they cannot drift. ' +
        'Failover and failback should be automated with runbooks tested as code, and monitoring should ' +
        "cover replication lag and the standby's health. Then I would test regularly, starting with " +
        'component failovers and moving to full game days, and record the achieved RTO and RPO.',
      evaluationCriteria: [
        'Strong: identifies hidden dependencies on the primary region, such as identity, secrets and ' +
          'registries; weak: blames the network vaguely.',
        'Strong: names practical failure points, such as DNS TTLs, certificates, IP allowlists and ' +
          'quotas; weak: cannot list concrete causes.',
        'Strong: keeps regions in parity with shared infrastructure code and automates failover and ' +
          'failback; weak: relies on manual runbooks.',
        'Strong: tests regularly with escalating scope and measures achieved RTO and RPO; weak: ' +
          'treats one test as proof.',
      ],
    },
  ],
  DNS: [
    {
      id: 'skill-dns-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Explain what happens when a browser resolves www.example.com, and describe what A, AAAA, ' +
        'CNAME, MX and TXT records are used for.',
      answer:
        "The browser first checks its own cache and the operating system's cache. If there is no " +
        'answer, the operating system asks a recursive resolver, usually run by the network provider or a ' +
        'public DNS service. If the recursive resolver has no cached answer, it asks a root server, ' +
        'which refers it to the .com top-level domain servers, which refer it to the authoritative name ' +
        "servers for example.com. Those return the answer, and each resolver caches it for the record's " +
        'TTL. An A record maps a name to an IPv4 address and an AAAA record to an IPv6 address. A CNAME ' +
        "makes one name an alias of another, so www can point to a hosting provider's name; a CNAME " +
        'cannot sit at the zone apex, because the apex must hold SOA and NS records, which is why some ' +
        'providers offer alias or flattening records. MX records name the mail servers for a domain, ' +
        'with priority values. TXT records hold text used for things such as SPF, DKIM keys, DMARC ' +
        'policies and domain ownership verification.',
      evaluationCriteria: [
        'Strong: describes the path through caches, recursive resolver, root, TLD and authoritative ' +
          'servers; weak: says the browser asks a DNS server and gets an answer.',
        'Strong: explains TTL and caching at each level; weak: ignores caching.',
        'Strong: describes each record type correctly, including the CNAME apex restriction; weak: ' +
          'confuses A and CNAME records.',
        'Strong: knows TXT records carry email authentication and verification data; weak: cannot ' +
          'give a use for TXT records.',
      ],
    },
    {
      id: 'skill-dns-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "You need to move a busy domain's DNS from one provider to another with no outage. The zone is " +
        'signed with DNSSEC. How do you plan the migration?',
      answer:
        'First I would export the zone and recreate every record at the new provider, including the ' +
        'easily forgotten ones: TXT records for SPF, DKIM and verification, CAA, SRV and ' +
        "provider-specific alias records. I would query both providers' name servers directly with dig " +
        'and compare every answer before changing anything. Changing name servers happens at the ' +
        "registrar, and the parent zone's NS records are cached, often for up to two days, so both " +
        'providers must serve identical data throughout that period; I would freeze changes or make ' +
        'them in both places. Lowering TTLs helps only if done at least one old TTL in advance. DNSSEC ' +
        'is the main risk: if the DS record at the registrar points to keys the new provider does not ' +
        'use, validating resolvers return SERVFAIL for the whole domain. The simplest safe path is to ' +
        'remove the DS record, wait for its TTL to expire, migrate, then re-sign at the new provider ' +
        'and publish a new DS record. I would monitor resolution from several networks and keep the old ' +
        'provider running for at least a week.',
      evaluationCriteria: [
        "Strong: recreates all record types and verifies both providers' answers directly before " +
          'switching; weak: copies only A and MX records.',
        'Strong: understands parent NS caching and keeps both providers consistent during overlap; ' +
          'weak: expects the switch to take effect immediately.',
        'Strong: handles DNSSEC safely by removing the DS record and waiting, or by a coordinated key ' +
          'rollover; weak: ignores DNSSEC.',
        'Strong: lowers TTLs early enough, monitors from several networks and keeps the old provider ' +
          'for a period; weak: cancels the old provider on day one.',
      ],
    },
  ],
  'Front Desk Operations': [
    {
      id: 'skill-front-desk-operations-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What does a well-run front desk look like day to day, whether in an office, a clinic or a ' +
        'hotel?',
      answer:
        'It starts with a warm, prompt greeting: I acknowledge people within a few seconds, even if I ' +
        'am on the phone. Visitors sign in, show identification where policy requires, and get a badge, ' +
        'and I notify their host rather than sending them through unescorted. Calls are answered within ' +
        'a few rings with a standard greeting; before placing someone on hold I ask permission, and ' +
        'messages always include name, number, reason and time. Privacy matters: I do not confirm to ' +
        'callers or strangers whether a particular employee, patient or guest is present, and I keep ' +
        'screens and sign-in sheets from showing personal information. I follow security rules, such as ' +
        'not letting people follow others through controlled doors, and I know the emergency procedures ' +
        'and who to call. I run opening and closing checklists, keep the area tidy, manage deliveries, ' +
        'and log payments or keys as required. A running handover note lets the next shift know what is ' +
        'pending.',
      evaluationCriteria: [
        'Strong: describes prompt greeting, visitor sign-in, badges and host notification; weak: ' +
          'focuses only on answering phones.',
        'Strong: follows phone etiquette, such as asking before placing callers on hold and taking ' +
          'complete messages; weak: takes partial messages.',
        'Strong: protects privacy by not confirming who is present and shielding personal ' +
          'information; weak: shares schedules or presence freely.',
        'Strong: knows security and emergency procedures and uses checklists and handover notes; ' +
          'weak: has no routine.',
      ],
    },
    {
      id: 'skill-front-desk-operations-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A visitor arrives without an appointment, insists on seeing an employee right now, and grows ' +
        'agitated while other people wait and the phone rings. What do you do?',
      answer:
        'I would stay calm and keep my voice low and steady. I would ask for their name and the reason ' +
        'for the visit, without confirming whether the employee is in the building or even works there. ' +
        'I would say I will check whether someone is available, and invite them to take a seat. Then I ' +
        'would contact the employee, or their manager if unavailable, privately, and follow their ' +
        'instructions; if the employee does not want to meet, I would offer the visitor an alternative, ' +
        'such as leaving a message or contact details. I would not let them go past reception on their ' +
        'own. Meanwhile, I would briefly acknowledge the people waiting and let the phone roll to ' +
        'voicemail for a moment if needed. If the visitor became threatening, refused to leave or I ' +
        'felt unsafe, I would call security or 911 according to our procedure, without arguing. ' +
        'Afterward I would write a short incident note and tell my manager, so the team knows if the ' +
        'person returns.',
      evaluationCriteria: [
        "Strong: stays calm, gathers name and purpose, and does not confirm the employee's presence; " +
          'weak: tells the visitor where the employee sits.',
        'Strong: contacts the employee privately and offers alternatives; weak: sends the visitor ' +
          'through or refuses without options.',
        'Strong: keeps serving other people while managing the situation; weak: ignores everyone else.',
        'Strong: knows when to call security or 911 and documents the incident; weak: argues with a ' +
          'threatening visitor or forgets to report it.',
      ],
    },
  ],
  Gong: [
    {
      id: 'skill-gong-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you use Gong to review and improve your own sales calls?',
      answer:
        'Each week I pick two or three of my recorded calls, usually one that went well and one that ' +
        'stalled, and review them with the transcript and the call stats. I look at my talk-to-listen ' +
        'ratio and longest monologue, because long stretches of me talking in discovery usually mean I ' +
        "am pitching too early, and at how many questions I asked and how I handled the customer's " +
        'answers. I search the transcripts for moments that matter, such as when pricing, a competitor ' +
        'or an objection came up, and check how I responded. Trackers help me see patterns across many ' +
        'calls, for example how often next steps are agreed at the end. I compare my calls with those ' +
        'of top performers on the same kind of call and borrow specific phrases or question sequences. ' +
        'I choose one skill to improve at a time, such as pausing after a customer answers. I also ' +
        'share snippets with my manager for coaching, and I make sure recording disclosures are given, ' +
        'since some states require all parties to consent.',
      evaluationCriteria: [
        'Strong: reviews calls regularly using talk ratio, monologue length, questions and ' +
          'transcripts; weak: only listens to calls when a deal is lost.',
        'Strong: uses search and trackers to find key moments and patterns across calls; weak: ' +
          'listens start to finish without focus.',
        'Strong: compares with top performers and works on one skill at a time; weak: tries to change ' +
          'everything at once.',
        'Strong: mentions recording consent and disclosure; weak: ignores legal requirements for recording.',
      ],
    },
    {
      id: 'skill-gong-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'As a sales manager, you see a deal marked as commit for this quarter. In Gong, the last three ' +
        'calls had no one above manager level, pricing has not been discussed, and activity dropped two ' +
        'weeks ago. What do you do?',
      answer:
        'I would treat the data as questions for the rep, not a verdict, because some activity happens ' +
        'outside recorded calls. In our one-on-one, I would ask the rep to walk through the deal using ' +
        'our qualification framework: who the economic buyer is and when they last spoke, what the ' +
        'decision process and timeline are, whether pricing and the paper process have been discussed, ' +
        "and what the customer's compelling reason to act this quarter is. I would play a short snippet " +
        'from the last call where the customer talked about timing, to ground the discussion in what ' +
        'was actually said. If the rep cannot show access to the decision-maker, agreed pricing and a ' +
        'mutual plan with dates, the deal does not meet commit criteria, and I would move it to best ' +
        'case while we work on it. We would agree specific next steps, such as a call with the ' +
        "executive sponsor this week. I would also check whether this pattern appears in the rep's " +
        'other deals, which would point to a coaching need in multi-threading.',
      evaluationCriteria: [
        'Strong: uses conversation and activity data as evidence while checking with the rep; weak: ' +
          'either ignores the data or reclassifies the deal without talking to the rep.',
        'Strong: inspects the deal against qualification criteria, such as economic buyer, decision ' +
          'process and pricing; weak: asks only whether it will close.',
        'Strong: adjusts the forecast category based on evidence and agrees concrete next steps; ' +
          'weak: leaves it in commit on optimism.',
        "Strong: looks for patterns across the rep's deals to target coaching; weak: treats it as a " +
          'one-off.',
      ],
    },
  ],
  'Google Workspace': [
    {
      id: 'skill-google-workspace-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'In Google Drive, how do you decide between My Drive and shared drives, and how do you share ' +
        'files safely with colleagues and external partners?',
      answer:
        'Files in My Drive belong to the individual, so if that person leaves and their account is ' +
        'deleted, files they own can be lost unless ownership is transferred first. Team files should ' +
        'live in shared drives, which belong to the organization; members get roles such as viewer, ' +
        'commenter, contributor, content manager or manager, and files stay when people leave. For ' +
        'sharing, I prefer adding specific people or groups over link sharing. If I use a link, I keep ' +
        'it restricted to named people or to our organization, rather than anyone with the link, for ' +
        'anything sensitive. With external partners, I share only the specific files or a dedicated ' +
        'shared drive, give the lowest role that works, set access expiration dates where available, ' +
        'and disable download, print and copy for viewers when appropriate. I check the sharing ' +
        'settings before sending and review who has access periodically, removing people who no longer ' +
        'need it. Administrators can also restrict external sharing by organizational unit and apply ' +
        'data loss prevention rules.',
      evaluationCriteria: [
        'Strong: explains ownership differences between My Drive and shared drives and the risk when ' +
          'people leave; weak: stores team files in personal drives.',
        'Strong: uses specific people or groups and restricted links instead of anyone-with-the-link; ' +
          'weak: shares public links by default.',
        'Strong: applies least privilege for external partners, with expiration and download ' +
          'restrictions; weak: gives editors access to whole folders.',
        'Strong: reviews access periodically and knows admin controls exist; weak: never revisits sharing.',
      ],
    },
    {
      id: 'skill-google-workspace-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'In Google Sheets, you need a summary tab that pulls sales data from a separate spreadsheet and ' +
        'totals closed revenue by region, updating automatically. How do you build it?',
      answer:
        "I would bring the data in with IMPORTRANGE, which takes the source spreadsheet's URL and a " +
        'range such as Orders!A:F; the first time, someone has to click Allow access to connect the ' +
        'files. Then I would wrap it in QUERY to filter and aggregate in one formula: ' +
        '=QUERY(IMPORTRANGE("source URL", "Orders!A:F"), "select Col2, sum(Col5) where Col4 = \'Closed\' ' +
        'group by Col2", 1). With imported data, QUERY refers to columns as Col1, Col2 and so on rather ' +
        'than letters, which is the most common mistake. The final argument says there is one header ' +
        'row. Alternatives are FILTER or SUMIFS on the imported range, or XLOOKUP for lookups. To keep ' +
        'it robust, I would import whole columns so new rows are included, protect the summary tab so ' +
        'people cannot overwrite formulas, and use data validation dropdowns in the source for values ' +
        'like status, so a typo such as closed with a space does not drop from the totals. For very ' +
        'large data, Connected Sheets with BigQuery or a scheduled script may be better.',
      evaluationCriteria: [
        'Strong: uses IMPORTRANGE with QUERY or an equivalent and knows access must be granted; weak: ' +
          'copies and pastes data weekly.',
        'Strong: writes QUERY with ColN notation and correct grouping; weak: uses column letters on ' +
          'imported data and gets errors.',
        'Strong: protects formulas and uses data validation at the source; weak: ignores data entry errors.',
        'Strong: knows alternatives and scale limits, such as FILTER, SUMIFS or Connected Sheets; ' +
          'weak: has one approach regardless of size.',
      ],
    },
  ],
  'HashiCorp Terraform Associate': [
    {
      id: 'skill-hashicorp-terraform-associate-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What is the difference between count and for_each in Terraform, and what goes wrong when you ' +
        'remove an item from a list used with count?',
      answer:
        'Both create multiple instances of a resource. With count, instances are addressed by index, ' +
        'such as aws_instance.web[0], [1] and [2], built from a list. If I remove the middle item from ' +
        'the list, every later item shifts down one index, so Terraform sees instance [1] as changed ' +
        'and instance [2] as removed, and it updates or destroys and recreates resources that were ' +
        'never meant to change. With for_each, instances are addressed by key, such as ' +
        'aws_instance.web["api"], built from a map or a set of strings, so removing one key affects ' +
        'only that instance. I use count for identical copies or to make a resource optional with a 0 ' +
        'or 1 condition, and for_each whenever instances have distinct identities. Keys for for_each ' +
        'must be known at plan time, so they cannot depend on attributes computed during apply. A ' +
        'resource cannot use both. To switch an existing resource from count to for_each without ' +
        'destroying it, I add moved blocks mapping each old index to its new key, then confirm the plan ' +
        'shows no destroys.',
      evaluationCriteria: [
        'Strong: explains index-based addressing with count and key-based addressing with for_each; ' +
          'weak: says they are interchangeable.',
        'Strong: explains how removing a list element shifts indices and causes unintended changes; ' +
          'weak: does not see the risk.',
        'Strong: knows when each fits and that for_each keys must be known at plan time; weak: uses ' +
          'one everywhere.',
        'Strong: migrates safely with moved blocks and verifies the plan; weak: lets Terraform ' +
          'recreate resources.',
      ],
    },
    {
      id: 'skill-hashicorp-terraform-associate-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your team has dozens of cloud resources that were created by hand in the console. How do you ' +
        'bring them under Terraform management safely?',
      answer:
        'I would start by inventorying the resources and deciding which module and state each belongs ' +
        'in, since importing is the moment to get structure right. With Terraform 1.5 or later, I would ' +
        "write import blocks, each naming the target resource address and the provider's ID for the " +
        'existing object, such as a bucket name or instance ID, so imports are reviewed in code like ' +
        'any other change, instead of running terraform import by hand one resource at a time. Running ' +
        'terraform plan with the -generate-config-out option drafts configuration for resources that ' +
        'have none. The generated code is a starting point: I would remove computed or default ' +
        'attributes, replace hard-coded IDs with references, and organize it into modules. Then I ' +
        'iterate on plan until it shows the resources will be imported with no changes, which proves ' +
        'the configuration matches reality. I would add lifecycle prevent_destroy to critical resources ' +
        'such as databases, apply in a maintenance window, and afterward restrict console changes ' +
        'through permissions and run scheduled plans to detect drift.',
      evaluationCriteria: [
        'Strong: plans module and state structure before importing; weak: imports everything into one ' +
          'state.',
        'Strong: uses import blocks and config generation as reviewable code; weak: runs one-off ' +
          'imports without review.',
        'Strong: refines generated code and iterates until the plan shows no changes; weak: applies ' +
          'generated code as is.',
        'Strong: protects critical resources and prevents future drift with permissions and scheduled ' +
          'plans; weak: lets manual changes continue.',
      ],
    },
  ],
  'Help Desk Support': [
    {
      id: 'skill-help-desk-support-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you prioritize incoming help desk tickets, and what makes a ticket well handled from ' +
        'start to finish?',
      answer:
        'I set priority from two factors: impact, meaning how many people or how critical a business ' +
        'function is affected, and urgency, meaning how quickly it becomes a problem. A payroll system ' +
        'down for the whole company is high on both and is handled immediately, with the escalation ' +
        "path triggered; one person's printer issue with a workaround available is low on both. " +
        'Priorities map to response and resolution targets, so everyone knows what to expect. A ' +
        'well-handled ticket starts with a clear record: who, what device or system, the exact error, ' +
        'when it started and what changed. I check the knowledge base and known incidents, and if ' +
        'several people report the same thing, I link the tickets to one incident. I try to resolve it ' +
        'at first contact; if I cannot, I escalate with complete notes so the next person does not ' +
        'start over. I keep the user updated, confirm with them that the fix worked before closing, and ' +
        'write or update a knowledge article if the fix was new.',
      evaluationCriteria: [
        'Strong: prioritizes with impact and urgency and ties priority to response targets; weak: ' +
          'works tickets in arrival order.',
        'Strong: captures complete details and links related tickets to an incident; weak: logs vague ' +
          'descriptions.',
        'Strong: aims for first-contact resolution and escalates with full notes; weak: escalates ' +
          'without information.',
        'Strong: confirms the fix with the user and updates the knowledge base; weak: closes tickets ' +
          'without confirmation.',
      ],
    },
    {
      id: 'skill-help-desk-support-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A user calls to say they received an urgent email from IT asking them to sign in to keep their ' +
        'account, and they entered their password and approved a sign-in prompt on their phone. What do ' +
        'you do?',
      answer:
        'I would thank them for reporting it quickly and stay calm, because people who are blamed stop ' +
        'reporting. I treat the account as compromised. First, I reset the password and revoke all ' +
        'active sessions and tokens, so any attacker who signed in is kicked out. I check the ' +
        'registered multi-factor methods and remove any the user does not recognize, since attackers ' +
        'often add their own device. I review recent sign-in logs for unfamiliar locations or devices, ' +
        'and check the mailbox for new forwarding or deletion rules and any app permissions granted, ' +
        'which attackers use to stay hidden. I escalate to the security team according to our incident ' +
        'process with the details, and ask them to find and remove the same phishing email from other ' +
        'inboxes and block the sender and link. I ask the user whether they opened attachments or ' +
        'entered anything else. Finally, I help them sign back in, explain briefly how to spot similar ' +
        'emails and why they should never approve a prompt they did not start, and follow up on any ' +
        'security findings.',
      evaluationCriteria: [
        'Strong: treats the account as compromised and resets the password and revokes sessions ' +
          'immediately; weak: only resets the password.',
        'Strong: checks for persistence, such as added MFA methods, mailbox rules and app ' +
          'permissions; weak: assumes a reset fixes everything.',
        'Strong: escalates to security and helps remove the email from other inboxes; weak: treats it ' +
          'as an isolated case.',
        'Strong: responds without blame and coaches the user on prompt approval; weak: scolds the user.',
      ],
    },
  ],
  'HR Policy Development': [
    {
      id: 'skill-hr-policy-development-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Walk through how you would develop a new HR policy, such as a hybrid and remote work policy, ' +
        'from first draft to rollout.',
      answer:
        'I would start with the purpose and the problem: what the organization needs the policy to ' +
        'achieve and what is going wrong without it. Then I research requirements: federal, state and ' +
        'local laws where employees work, such as expense reimbursement rules, wage and hour issues for ' +
        'nonexempt staff working at home, and tax and registration consequences of employees working in ' +
        'other states. I look at existing policies the new one must fit with, and gather input from ' +
        'managers, employees and legal. The draft should be in plain language, with scope and ' +
        'eligibility, how requests are made and decided, expectations, equipment and expenses, ' +
        'security, exceptions, the policy owner and a review date. I have counsel review it, including ' +
        "whether any rule could be read as restricting employees' rights to discuss working conditions " +
        'under the National Labor Relations Act. For rollout, I brief managers first with examples of ' +
        'how to apply it consistently, publish it with a clear summary, collect acknowledgments, and ' +
        'set a date to review how it is working using requests, exceptions and feedback.',
      evaluationCriteria: [
        'Strong: starts from the business purpose and researches federal, state and local ' +
          'requirements; weak: copies a template.',
        'Strong: gathers input from managers, employees and legal and checks consistency with other ' +
          'policies; weak: drafts alone.',
        'Strong: writes in plain language with scope, procedure, exceptions, owner and review date, ' +
          'and checks labor law risks; weak: writes vague or legalistic rules.',
        'Strong: trains managers for consistent application and reviews the policy with data; weak: ' +
          'publishes it and moves on.',
      ],
    },
    {
      id: 'skill-hr-policy-development-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A terminated employee alleges race discrimination, pointing out that a colleague of a ' +
        'different race had more absences under the same attendance policy and was not disciplined. ' +
        'Your review shows managers apply the policy inconsistently. What do you do?',
      answer:
        'I would involve employment counsel immediately and make sure relevant documents are preserved, ' +
        'including attendance records, disciplinary files and manager emails. Then I would help counsel ' +
        'analyze the comparison: were the two employees similarly situated, with the same manager, role ' +
        "and policy, and were any of the colleague's absences protected, such as FMLA leave, ADA " +
        'accommodation or state paid sick leave, which cannot count against them? If the difference has ' +
        'no legitimate explanation, the organization may need to consider remedies, and counsel would ' +
        'advise on resolving the claim. Beyond this case, inconsistent enforcement is the real risk, ' +
        'because it creates evidence of pretext. I would audit how the policy has been applied across ' +
        'managers and groups, revise it with clear, objective steps, such as a defined points system, ' +
        'exclusions for protected leave and required HR review before termination, and train managers ' +
        'with examples. Discipline decisions should be documented with reasons and reviewed for ' +
        'consistency before they happen, not after.',
      evaluationCriteria: [
        'Strong: involves counsel and preserves relevant records promptly; weak: responds to the ' +
          'allegation informally.',
        'Strong: analyzes whether the comparator is similarly situated and whether absences were ' +
          'legally protected; weak: compares raw absence counts.',
        'Strong: audits enforcement more broadly and recognizes inconsistency as evidence of pretext; ' +
          "weak: treats it as one manager's issue.",
        'Strong: revises the policy with objective steps, protected leave exclusions, HR review and ' +
          'training; weak: only reminds managers to be fair.',
      ],
    },
  ],
  'Leadership Development': [
    {
      id: 'skill-leadership-development-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you design a development program for first-time managers that changes how they ' +
        'actually manage?',
      answer:
        'I would start by defining the few behaviors that matter most in our context, such as holding ' +
        'regular one-on-ones, setting clear expectations, giving feedback, delegating and handling ' +
        'performance issues early, based on engagement data, exit interviews and input from senior ' +
        'leaders. The program would follow the idea that most development comes from experience and ' +
        'relationships rather than classrooms. So it would run as a cohort over four to six months, ' +
        'with short workshops that are mostly practice, such as role-playing a difficult feedback ' +
        'conversation, followed by applying each skill at work within a week. Each participant would ' +
        'have a coach or peer group to discuss real situations, and their own manager would be briefed ' +
        'to reinforce the skills and review progress monthly. Stretch assignments, such as leading a ' +
        'cross-team project, add experience. I would measure behavior change through short 360-degree ' +
        'pulse surveys before and after, and track outcomes such as team engagement and retention for ' +
        'participants compared with managers who have not yet attended.',
      evaluationCriteria: [
        'Strong: targets a few specific manager behaviors grounded in organizational data; weak: ' +
          'covers a generic leadership curriculum.',
        'Strong: designs around practice, on-the-job application, coaching and peer learning over ' +
          'time; weak: relies on a one-off classroom event.',
        "Strong: involves participants' own managers to reinforce learning; weak: leaves the " +
          "participants' managers out.",
        'Strong: measures behavior change and team outcomes against a comparison group; weak: ' +
          'measures attendance and satisfaction.',
      ],
    },
    {
      id: 'skill-leadership-development-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A top individual contributor was promoted to manage her former peers. Three months in, her ' +
        'team complains that she redoes their work and makes every decision herself. As the person ' +
        'responsible for her development, what do you do?',
      answer:
        'I would meet her privately and start with her view, because micromanaging after a promotion ' +
        'usually comes from anxiety about results and a habit of being the expert, not from bad intent. ' +
        'I would share the feedback with specific, anonymized examples and help her see the cost: her ' +
        'team is disengaging, and she is working unsustainable hours while her own job, developing ' +
        'people and planning ahead, is not getting done. Together we would work on delegation: for each ' +
        'piece of work, decide the outcome, the level of authority the person has, and the checkpoints, ' +
        'rather than reviewing everything. She would pick two tasks to fully hand over this month. I ' +
        'would coach her to ask questions instead of giving answers, and to accept work that is good ' +
        'enough even if it is not done her way. I would arrange a peer mentor who made the same ' +
        'transition, check in every two weeks, and gather short team feedback after two months to see ' +
        'whether things have changed.',
      evaluationCriteria: [
        'Strong: explores the root cause, such as anxiety and expert habits, with empathy; weak: ' +
          'simply tells her to stop micromanaging.',
        'Strong: shares specific feedback and connects it to its cost for her and the team; weak: ' +
          'gives vague feedback.',
        'Strong: provides concrete tools, such as delegation levels, checkpoints and coaching ' +
          'questions; weak: offers general advice.',
        'Strong: adds support, such as a peer mentor, and follows up with team feedback; weak: has ' +
          'one conversation and assumes change.',
      ],
    },
  ],
  Litigation: [
    {
      id: 'skill-litigation-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Walk through the main stages of a civil lawsuit in United States federal court, from filing ' +
        'the complaint to appeal, and the key deadlines a litigation team tracks.',
      answer:
        'The plaintiff files a complaint and must serve the defendant within 90 days under Rule 4(m). ' +
        'The defendant generally has 21 days after service to answer or file a Rule 12 motion, such as ' +
        'a motion to dismiss for failure to state a claim, or 60 days if it waived formal service. The ' +
        'parties then hold a Rule 26(f) conference to plan discovery, and initial disclosures are due ' +
        "within 14 days afterward unless the court orders otherwise. The court's Rule 16 scheduling " +
        'order sets deadlines for amending pleadings, expert disclosures, the close of discovery and ' +
        'dispositive motions. Discovery includes document requests, interrogatories, requests for ' +
        'admission and depositions. After discovery, parties may move for summary judgment under Rule ' +
        '56. If the case survives, the court holds a pretrial conference, rules on motions in limine ' +
        'and sets trial. After judgment come post-trial motions, and a notice of appeal is generally ' +
        "due within 30 days of entry of judgment. Local rules and judges' standing orders add their own " +
        'requirements.',
      evaluationCriteria: [
        'Strong: describes the stages in order from complaint to appeal; weak: skips discovery ' +
          'planning or summary judgment.',
        'Strong: knows key deadlines, such as 90 days for service, 21 days to respond and 30 days to ' +
          'appeal; weak: cannot name any deadlines.',
        'Strong: explains the role of the Rule 26(f) conference and the scheduling order; weak: is ' +
          'unaware of how deadlines are set.',
        'Strong: notes local rules and standing orders; weak: relies only on the federal rules.',
      ],
    },
    {
      id: 'skill-litigation-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Two weeks before the discovery cutoff, you learn that your client failed to produce a set of ' +
        'responsive emails, some of which hurt its case. What do you do?',
      answer:
        'I would act quickly, because the duty to supplement under Rule 26(e) requires correcting ' +
        'incomplete discovery responses in a timely manner, and the certification we signed under Rule ' +
        '26(g) is now inaccurate. First, I would collect the emails, confirm how they were missed and ' +
        'whether more is missing, and review them for privilege, preparing a privilege log for any ' +
        'withheld items. I would explain to the client that withholding responsive documents because ' +
        'they are harmful is not an option: our ethical duties forbid concealing evidence, and failing ' +
        'to supplement can lead to the documents being excluded, other sanctions or an adverse ' +
        'inference, which usually hurt far more than the documents themselves. Then I would produce ' +
        'them promptly with a short explanation to opposing counsel and, if needed, agree to reopen a ' +
        'deposition or extend deadlines rather than risk a motion. I would also adjust our case ' +
        'strategy to deal with the harmful content directly. If the client refused to allow production, ' +
        'I would have to consider withdrawing.',
      evaluationCriteria: [
        'Strong: recognizes the duty to supplement and the inaccurate certification; weak: waits to ' +
          'see if the other side notices.',
        'Strong: reviews for privilege and investigates how the gap happened; weak: produces ' +
          'everything without review or ignores the cause.',
        'Strong: advises the client firmly on ethics and sanctions and produces promptly; weak: helps ' +
          'the client withhold harmful documents.',
        'Strong: manages the consequences, such as extended deadlines and revised strategy, and knows ' +
          'when withdrawal is required; weak: treats it as a clerical issue.',
      ],
    },
  ],
  Merchandising: [
    {
      id: 'skill-merchandising-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Explain sell-through, weeks of supply and GMROI, and show how you would use them to judge an ' +
        "item's performance.",
      answer:
        'Sell-through is units sold divided by units received, or by beginning stock plus receipts, ' +
        'over a period. If a store received 1,200 units of a jacket and sold 720 in six weeks, ' +
        'sell-through is 60 percent. Weeks of supply is units on hand divided by average weekly sales: ' +
        '480 units left selling 120 a week is four weeks of supply. GMROI, gross margin return on ' +
        'inventory investment, is gross margin dollars divided by average inventory at cost. An item ' +
        'that earned $90,000 of gross margin on $30,000 of average inventory has a GMROI of 3, meaning ' +
        '$3 of margin for each dollar tied up in stock. I use them together: high sell-through with low ' +
        'weeks of supply may mean we bought too little and are losing sales, so I would reorder if lead ' +
        'times allow. Low sell-through with many weeks left in a short season signals a markdown or ' +
        'transfer. GMROI tells me which items and categories deserve more space and buying budget, ' +
        'since a high-volume item with a thin margin can earn less than a smaller, higher-margin one.',
      evaluationCriteria: [
        'Strong: defines and calculates sell-through, weeks of supply and GMROI correctly; weak: ' +
          'confuses the formulas.',
        'Strong: interprets the metrics together, such as high sell-through signaling lost sales; ' +
          'weak: reads each in isolation.',
        'Strong: connects the metrics to actions, such as reorders, markdowns, transfers or space ' +
          'allocation; weak: reports numbers without decisions.',
        'Strong: explains why GMROI can favor lower-volume, higher-margin items; weak: judges items ' +
          'by sales volume alone.',
      ],
    },
    {
      id: 'skill-merchandising-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Four weeks into a 12-week season, a new seasonal line is selling 30 percent below plan. What ' +
        'do you do?',
      answer:
        'I would first find out where and why it is underperforming. I would break sales down by item, ' +
        'color, size, store and channel, and compare with similar items from past seasons. Often the ' +
        'gap is concentrated in a few colors, sizes or stores, or key sizes are out of stock. I would ' +
        'also check execution, such as whether the product is on the floor and in the planned location, ' +
        'priced correctly, and supported by the planned marketing, and read customer reviews and store ' +
        'feedback. Then I would act on what I find: transfer stock from weak to strong stores, fix ' +
        'presentation or placement, and cancel or reduce open orders for slow items while the supplier ' +
        'allows. On markdowns, an earlier, smaller markdown on the clearly weak items usually recovers ' +
        'more margin than a deep clearance at the end of the season, so I would model the options ' +
        'against weeks of supply. I would protect the items that are selling well. Finally, I would ' +
        "record what we learned for next season's assortment and buy.",
      evaluationCriteria: [
        'Strong: breaks performance down by item, size, store and channel to locate the problem; ' +
          'weak: treats the line as one number.',
        'Strong: checks execution, such as floor presence, pricing and marketing, before blaming the ' +
          'product; weak: assumes customers dislike it.',
        'Strong: uses several levers, such as transfers, order cancellations, placement and timed ' +
          'markdowns; weak: marks down everything immediately.',
        'Strong: models markdown timing against remaining weeks and protects winners, then records ' +
          'lessons; weak: waits until the end of season.',
      ],
    },
  ],
  'Motion Graphics': [
    {
      id: 'skill-motion-graphics-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Before starting a motion graphics project that will run on social media, a website and ' +
        'broadcast, which delivery specifications do you confirm, and why?',
      answer:
        'I confirm them all up front, because changing them late means reworking layouts and timing. ' +
        'First, aspect ratios and resolutions: 16:9 for web and broadcast, 9:16 for stories and ' +
        'short-form video, and 1:1 or 4:5 for feeds, which affects how I compose every scene. Then ' +
        'frame rate, such as 23.976, 25 or 29.97, matching the rest of the edit or the broadcast ' +
        'standard, and the duration of each version. For social, I keep text and logos out of the areas ' +
        'covered by platform buttons and captions, and I assume many people watch without sound, so key ' +
        'messages appear on screen and captions are delivered. For broadcast, I respect title-safe and ' +
        'action-safe areas and loudness standards, such as minus 24 LKFS in the United States or minus ' +
        "23 LUFS in Europe, and the network's file specifications. I also confirm codecs, such as a " +
        'ProRes master and H.264 delivery files, whether any element needs an alpha channel, and that ' +
        'fonts and music are licensed for every channel.',
      evaluationCriteria: [
        'Strong: confirms aspect ratios, resolutions, frame rates and durations for each channel ' +
          'before starting; weak: designs one version and crops later.',
        'Strong: accounts for platform interface overlays, sound-off viewing and captions; weak: ' +
          'ignores how social video is watched.',
        'Strong: knows broadcast safe areas and loudness standards; weak: is unaware of broadcast ' +
          'specifications.',
        'Strong: covers codecs, alpha channels and licensing; weak: forgets font and music licenses.',
      ],
    },
    {
      id: 'skill-motion-graphics-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you build a motion graphics template, such as an animated lower third, so that editors ' +
        'can change text and colors without breaking the animation?',
      answer:
        'I design the template around the changes editors will actually make. In After Effects, I ' +
        'expose only the needed controls in the Essential Graphics panel, such as the name and title ' +
        'text, a color choice limited to the brand palette, and perhaps a position option, and export ' +
        'it as a Motion Graphics template for use in Premiere Pro. The layout must adapt to content, so ' +
        "I drive the background bar's width from the text with an expression using sourceRectAtTime, " +
        'with padding, so a long name does not overflow. I use Responsive Design, Time, to mark the ' +
        'intro and outro as protected regions, so editors can stretch the duration without distorting ' +
        'the animation, and I pin elements so they hold their positions. Property names should be ' +
        'clear, and fonts must be available to editors. I test the template with the longest and ' +
        'shortest realistic names, special characters and several durations, and add a short note with ' +
        'limits, such as a maximum of 30 characters per line, before handing it over.',
      evaluationCriteria: [
        'Strong: exposes only the needed, constrained controls through Essential Graphics; weak: ' +
          'hands over the full project for editors to edit.',
        'Strong: makes layout respond to text length with expressions such as sourceRectAtTime; weak: ' +
          'uses a fixed-size box.',
        'Strong: protects intro and outro timing so duration can change; weak: animation breaks when ' +
          'the clip is trimmed.',
        'Strong: tests edge cases and documents limits; weak: tests with one sample name.',
      ],
    },
  ],
  'Paid Social': [
    {
      id: 'skill-paid-social-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you structure and run creative testing for paid social campaigns?',
      answer:
        'Platforms now automate much of the targeting, so creative has become the main lever, and I ' +
        'test it deliberately. I test distinct concepts first, such as different problems, angles or ' +
        'formats, because small tweaks rarely change results, and I refine winners later. Each ad is ' +
        'built for the platform: vertical video for short-form placements, a hook in the first two or ' +
        'three seconds, captions for sound-off viewing, and native styles, such as creator-led or ' +
        "demonstration videos, that look like the feed. For the test, I use the platform's experiment " +
        'tool or a separate campaign with equal budgets and the same audience, and I define the success ' +
        'metric in advance, usually cost per purchase or qualified lead, with early signals such as ' +
        'hook rate, hold rate and click-through rate. I let each variant gather enough conversions, for ' +
        'example around 50, before deciding, rather than calling winners after a day. Winners move into ' +
        'the main campaigns, and I watch for fatigue through rising frequency and falling ' +
        'click-through, refreshing creative on a regular schedule and keeping a log of what we learned.',
      evaluationCriteria: [
        'Strong: tests distinct concepts with a clear hypothesis and refines later; weak: tests ' +
          'button colors or tiny variations first.',
        'Strong: builds platform-native creative, such as strong hooks, vertical formats and ' +
          'captions; weak: reuses display or TV assets unchanged.',
        'Strong: uses controlled test structures, predefined metrics and enough conversions before ' +
          'deciding; weak: picks winners after a day.',
        'Strong: monitors fatigue and keeps a learnings log; weak: runs the same ad until it stops working.',
      ],
    },
    {
      id: 'skill-paid-social-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your B2B LinkedIn campaign produces leads at $250 each, but sales says almost none are ' +
        'qualified. How do you diagnose and fix it?',
      answer:
        'I would first get the facts by matching campaign leads to CRM outcomes, such as meetings ' +
        'booked, opportunities and pipeline, by campaign, audience, ad and form, because the average ' +
        'may hide one bad segment. Then I would check the main causes. Targeting: broad settings such ' +
        'as audience expansion or the audience network can bring in people outside the profile, and ' +
        'job-title targeting can be noisy, so I would use job function and seniority, company lists for ' +
        'target accounts, and exclusions for existing customers, competitors and students. Offer and ' +
        'form: lead gen forms are prefilled from the profile, which raises volume but lowers intent, so ' +
        'I would add one or two qualifying questions, such as team size or timeline, or send ' +
        'high-intent offers to a landing page. Optimization: the platform optimizes for whatever ' +
        'conversion it is told to, so I would feed back qualified outcomes through the Conversions API ' +
        'or offline conversion uploads, and judge campaigns on cost per qualified opportunity rather ' +
        'than cost per lead. I would review results with sales every two weeks.',
      evaluationCriteria: [
        'Strong: ties leads to CRM outcomes by segment before changing anything; weak: judges ' +
          'campaigns on cost per lead.',
        'Strong: tightens targeting with functions, seniority, account lists, exclusions and ' +
          'expansion settings; weak: keeps broad defaults.',
        'Strong: balances lead form convenience with qualifying questions or landing pages; weak: ' +
          'maximizes form volume regardless of intent.',
        'Strong: feeds qualified outcomes back to the platform and optimizes for cost per qualified ' +
          'opportunity; weak: lets the platform optimize for raw leads.',
      ],
    },
  ],
  'Performance Optimization': [
    {
      id: 'skill-performance-optimization-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'After a release, the 99th-percentile latency of an API doubled while the median barely ' +
        'changed. How do you find the cause?',
      answer:
        'A stable median with a worse tail means most requests are fine and some are much slower, so I ' +
        'look for what makes those requests different. First I confirm the regression lines up with the ' +
        'deployment and read the diff. Then I would segment slow requests by endpoint, customer, ' +
        'payload size and instance, using distributed traces to see where the time goes inside them: a ' +
        'downstream call, a database query or waiting in a queue. Typical tail causes are a query that ' +
        'becomes an N+1 pattern for large accounts, a cache whose hit rate fell after a key change, ' +
        'lock contention, garbage collection pauses from extra allocations, a thread or connection pool ' +
        'that saturates under bursts, and retries with long timeouts. I would check saturation metrics ' +
        'alongside utilization, since queues grow long before CPU reaches 100 percent. For CPU or ' +
        'allocation issues, I profile with flame graphs under realistic load. After fixing it, I verify ' +
        'with percentiles over a full traffic cycle, not averages, and add an alert on the 99th ' +
        'percentile.',
      evaluationCriteria: [
        'Strong: reads a stable median with a worse tail as affecting a subset of requests and ' +
          'segments them; weak: looks only at averages.',
        'Strong: uses traces and profiles to locate where time goes; weak: guesses and optimizes ' +
          'random code.',
        'Strong: names realistic tail causes, such as N+1 queries, cache misses, contention, GC ' +
          'pauses and pool saturation; weak: blames the network by default.',
        'Strong: verifies with percentiles and adds tail latency monitoring; weak: declares victory ' +
          'from one benchmark.',
      ],
    },
    {
      id: 'skill-performance-optimization-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A key landing page fails Core Web Vitals in field data: LCP is 4.1 seconds, INP is 450 ' +
        'milliseconds and CLS is 0.25. Explain what each measures and how you would fix them.',
      answer:
        'Largest Contentful Paint measures when the main content appears; good is 2.5 seconds or less. ' +
        'Interaction to Next Paint, which replaced First Input Delay in 2024, measures how quickly the ' +
        'page responds visually to clicks, taps and key presses; good is 200 milliseconds or less. ' +
        'Cumulative Layout Shift measures unexpected movement of content; good is 0.1 or less. Each is ' +
        'judged at the 75th percentile of real user visits. For LCP, I would find the LCP element, ' +
        'usually a hero image, then cut server response time with caching or a CDN, preload it with ' +
        'high fetch priority, never lazy-load it, serve modern formats at the right size, and remove ' +
        'render-blocking CSS and scripts. For INP, I would find long main-thread tasks in a performance ' +
        'profile, split them and yield to the browser, reduce and defer JavaScript, especially ' +
        'third-party scripts, and avoid forced layout in event handlers. For CLS, I would set ' +
        'dimensions on images and embeds, reserve space for ads and banners, and match fallback font ' +
        'metrics. Lab tools guide the work, but I confirm improvements with field data.',
      evaluationCriteria: [
        'Strong: defines LCP, INP and CLS with their good thresholds and the 75th-percentile field ' +
          'basis; weak: still refers to FID or confuses the metrics.',
        'Strong: gives targeted LCP fixes, such as server time, preloading and not lazy-loading the ' +
          'hero element; weak: suggests general minification only.',
        'Strong: fixes INP by breaking up long tasks and reducing JavaScript, including third ' +
          'parties; weak: does not know what affects responsiveness.',
        'Strong: fixes CLS by reserving space and handling fonts, and verifies with field data; weak: ' +
          'relies only on lab scores.',
      ],
    },
  ],
  'Power BI Data Analyst Associate': [
    {
      id: 'skill-power-bi-data-analyst-associate-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You inherit a Power BI model built on one flat three-million-row table containing sales, ' +
        'customer and product attributes, plus a separate budget table at month and product level. How ' +
        'would you remodel it?',
      answer:
        'I would turn it into a star schema. In Power Query, I would split the flat table into a Sales ' +
        'fact table holding keys, dates and numeric measures, and dimension tables for Customer and ' +
        'Product, each with one row per key and its descriptive attributes. I would add a proper Date ' +
        'table, marked as the date table, and relate it to the sales date. Relationships run ' +
        'one-to-many from each dimension to the fact, with single-direction filtering; I avoid ' +
        'bidirectional relationships unless there is a specific need, because they create ambiguity and ' +
        'slow performance. The budget is a second fact table at a different grain: it relates to ' +
        'Product and to the Date table at month level, for example through a month key, and budget ' +
        'measures should return blank at day level, where the numbers would mislead. Slicers on shared ' +
        'dimensions then filter both actual and budget. I would also remove unused columns, set correct ' +
        'data types, keep transformations foldable to the source where possible, and write explicit ' +
        'measures, such as Budget Variance, instead of relying on implicit summaries.',
      evaluationCriteria: [
        'Strong: converts the flat table into a star schema with fact and dimension tables and a ' +
          'marked Date table; weak: keeps the flat table and adds more columns.',
        'Strong: uses one-to-many, single-direction relationships and explains why bidirectional ' +
          'filters are risky; weak: makes every relationship bidirectional.',
        'Strong: handles the budget as a separate fact at month grain linked through shared ' +
          'dimensions; weak: merges budget into the sales table.',
        'Strong: optimizes the model with column removal, data types, query folding and explicit ' +
          'measures; weak: ignores model size and performance.',
      ],
    },
    {
      id: 'skill-power-bi-data-analyst-associate-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "Regional managers should see only their own region's data in a Power BI report, one manager " +
        'covers two regions, and the national director sees everything. How do you implement and test ' +
        'this?',
      answer:
        "I would use dynamic row-level security. A security table maps each user's sign-in email to the " +
        'regions they may see, one row per user and region, so the manager covering two regions gets ' +
        'two rows. Rather than relating this table into the model with a bidirectional filter, I would ' +
        'define a role with a DAX filter on the Region dimension, such as [Region] IN ' +
        'CALCULATETABLE(VALUES(Security[Region]), Security[Email] = USERPRINCIPALNAME()), which then ' +
        'filters the sales facts through the normal relationship. The national director can be covered ' +
        'by a separate role with no filter, or by an All flag in the security table. In the Power BI ' +
        'service, I assign roles to security groups rather than individuals, and maintain the mapping ' +
        'table from a governed source. A common mistake is forgetting that RLS applies only to users ' +
        'with Viewer access: workspace admins, members and contributors see all data, so report ' +
        'consumers should get access through an app or Viewer role. I would test each role with View as ' +
        'in Desktop and Test as role in the service, including the two-region manager.',
      evaluationCriteria: [
        'Strong: implements dynamic RLS with a mapping table and USERPRINCIPALNAME; weak: creates one ' +
          'static role per region and maintains it manually.',
        'Strong: handles multi-region users and the unrestricted director cleanly; weak: cannot ' +
          'support a user with two regions.',
        'Strong: knows RLS does not restrict workspace admins, members or contributors; weak: gives ' +
          'consumers edit access to the workspace.',
        'Strong: assigns roles to groups and tests each role in Desktop and the service; weak: ' +
          'publishes without testing as different users.',
      ],
    },
  ],
  'Pricing Strategy': [
    {
      id: 'skill-pricing-strategy-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A product has a 40 percent gross margin. If you raise its price by 10 percent, how much volume ' +
        'can you lose before gross profit falls? What if you cut the price by 10 percent instead?',
      answer:
        'The break-even volume change is minus the price change divided by the sum of the margin and ' +
        'the price change, all as fractions of the current price. For a 10 percent increase, that is ' +
        '0.10 divided by 0.50, so volume can fall by up to 20 percent before gross profit declines. Per ' +
        'unit, a $100 item with a $60 cost earns $40; at $110 it earns $50, and 80 units at $50 equal ' +
        '100 units at $40. For a 10 percent cut, margin falls to $30, so volume must rise by 0.10 ' +
        'divided by 0.30, about 33 percent, just to stay even. The asymmetry is why price cuts are ' +
        'often a poor lever for high-margin products and why small price increases can add a lot of ' +
        'profit. Whether a 10 percent increase actually loses less than 20 percent depends on price ' +
        'elasticity, which I would estimate from past price changes, tests in selected regions or ' +
        'segments, competitive alternatives and customer research, and I would watch competitor ' +
        'responses.',
      evaluationCriteria: [
        'Strong: calculates the 20 percent break-even volume loss and the 33 percent gain needed ' +
          'after a cut; weak: assumes a 10 percent price change needs a 10 percent volume change.',
        'Strong: explains the asymmetry between price increases and decreases; weak: treats them as ' +
          'symmetrical.',
        'Strong: ties the decision to estimated elasticity from tests or data; weak: decides on intuition.',
        'Strong: considers competitor reactions and customer segments; weak: ignores the market response.',
      ],
    },
    {
      id: 'skill-pricing-strategy-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you research willingness to pay and design the tiers and pricing for a new B2B ' +
        'software product?',
      answer:
        'I would start with value: interview target customers about the problem, what it costs them ' +
        'today and what alternatives they use, which gives a value ceiling and a reference point. Then ' +
        'I choose a value metric that grows with the value customers get, such as per user, per ' +
        'transaction or per location, and that they can predict and budget for. For willingness to pay, ' +
        'I would use several methods. The Van Westendorp questions, asking at what price it is too ' +
        'cheap, a bargain, getting expensive and too expensive, give an acceptable range. Gabor-Granger ' +
        'asks purchase likelihood at specific prices to estimate demand. Conjoint analysis shows how ' +
        'buyers trade off features against price, which is essential for packaging. I would then design ' +
        'good, better and best tiers around distinct customer segments, with clear fences so large ' +
        'customers cannot get full value from the cheapest tier, and put the features each segment ' +
        'values most in its tier. Finally, I would test prices with real buyers through sales ' +
        'conversations or controlled offers, and plan how to treat early customers when prices change.',
      evaluationCriteria: [
        'Strong: grounds pricing in customer value and alternatives before methods; weak: starts from ' +
          'cost plus margin or competitor prices alone.',
        'Strong: chooses a value metric that scales with customer value and is predictable; weak: ' +
          'ignores the pricing unit.',
        'Strong: uses several willingness-to-pay methods, such as Van Westendorp, Gabor-Granger and ' +
          'conjoint, and knows their uses; weak: asks customers what they would pay.',
        'Strong: designs segment-based tiers with fences and validates with real buyers; weak: builds ' +
          'tiers by splitting the feature list evenly.',
      ],
    },
  ],
  'Product Demonstrations': [
    {
      id: 'skill-product-demonstrations-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you structure a product demonstration so that it helps the buyer decide rather than ' +
        'becoming a feature tour?',
      answer:
        "I never demo without discovery first, so I know the buyer's two or three most important " +
        'problems, who will attend and what each person cares about. I open by confirming those ' +
        'priorities with the audience, which also tells me if anything has changed. Then I show the end ' +
        'result first, such as the finished report or the automated workflow, because it answers why ' +
        'they should care, and I work backward to how they get there. Each section follows a tell, ' +
        'show, tell pattern: what I am about to show and why it matters to them, the demonstration ' +
        'itself using their terminology and realistic data, and a short summary of the value. I skip ' +
        'features that do not relate to their problems, even impressive ones. I pause to ask questions, ' +
        'such as how does your team handle this today, and I handle does it do X questions honestly, ' +
        'offering a follow-up if needed. I leave time for discussion and end with agreed next steps. I ' +
        'rehearse in a stable environment and keep a recorded backup.',
      evaluationCriteria: [
        'Strong: bases the demo on discovery and confirms priorities at the start; weak: runs the ' +
          'same demo for every buyer.',
        "Strong: leads with outcomes and uses tell, show, tell with the buyer's terms and data; weak: " +
          'clicks through menus feature by feature.',
        'Strong: keeps it interactive and answers capability questions honestly; weak: talks for the ' +
          'whole session or overclaims.',
        'Strong: ends with agreed next steps and prepares a backup; weak: ends with any questions? ' +
          'and nothing scheduled.',
      ],
    },
    {
      id: 'skill-product-demonstrations-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Midway through a live demo to a buying committee, the product throws an error and the screen ' +
        'freezes. What do you do?',
      answer:
        'I would stay calm and acknowledge it plainly, for example: that is not what should happen; let ' +
        'me switch over so we keep using your time well. Making light of it briefly is fine, but I ' +
        'would not blame the engineering team or over-apologize. I would move to my backup right away: ' +
        'a second environment, a recorded video of the same workflow, or screenshots, which I prepare ' +
        'for every important demo. If none were available, I would turn the moment into a conversation ' +
        'about their process and how they would use that capability, then show the remaining parts that ' +
        'work. If the error might touch a buyer concern, such as reliability, I would address it ' +
        'directly: explain what I know, and promise a follow-up with the cause. After the call, I would ' +
        'send the recorded workflow with a short explanation within a day, log the bug with ' +
        'reproduction details, and offer a short session to show the section that failed. Then I would ' +
        'review my preparation, such as testing the exact flow shortly before the call.',
      evaluationCriteria: [
        'Strong: stays composed, acknowledges the issue and keeps control of the meeting; weak: ' +
          'panics, blames others or keeps retrying.',
        'Strong: switches to a prepared backup, such as another environment or a recording; weak: has ' +
          'no fallback.',
        'Strong: addresses any reliability concern directly and follows up with the cause and a ' +
          'replacement demo; weak: hopes nobody noticed.',
        'Strong: logs the bug and improves preparation; weak: treats it as bad luck.',
      ],
    },
  ],
  'Professional Networking': [
    {
      id: 'skill-professional-networking-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you build and maintain a professional network that is genuinely useful, without it ' +
        'feeling transactional?',
      answer:
        'I focus on giving before asking. When I meet someone, at an event, through work or online, I ' +
        'try to learn what they are working on and look for a way to help, such as sharing an article, ' +
        'making an introduction or giving feedback. I follow up within a day or two with something ' +
        'specific from our conversation, so it does not become a forgotten business card. I keep brief ' +
        'notes on people, such as their interests and what we discussed, so I can reconnect ' +
        'meaningfully months later. I stay in touch at a steady, low effort: congratulating people on ' +
        'new roles, commenting thoughtfully on their posts, or a short check-in a few times a year. I ' +
        'join one or two professional associations or communities and contribute, for example by ' +
        'volunteering or speaking, which builds relationships faster than attending alone. When I make ' +
        'introductions, I ask both people first. And when I do need help, I ask clearly and ' +
        'specifically, make it easy to say no, and close the loop by telling them how it turned out.',
      evaluationCriteria: [
        'Strong: gives value first and follows up specifically and promptly; weak: collects contacts ' +
          'and asks for favors.',
        'Strong: keeps notes and maintains contact at a sustainable rhythm; weak: reaches out only ' +
          'when they need something.',
        'Strong: contributes to communities and makes double opt-in introductions; weak: attends ' +
          'events passively.',
        'Strong: makes clear, easy-to-decline requests and closes the loop; weak: makes vague or ' +
          'heavy requests.',
      ],
    },
    {
      id: 'skill-professional-networking-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time a professional relationship you built led to a real opportunity or result ' +
        'for you or your organization.',
      answer:
        'Situation: At an industry conference two years ago, I met an operations director from a ' +
        'regional distributor during a panel break. We talked about the problems both our teams had ' +
        'with returns processing. Task: There was no immediate business reason to stay in touch, but I ' +
        'found her thinking useful and wanted to keep the connection. Action: I sent her a follow-up ' +
        'the next week with a case study we had discussed, then kept in light contact: congratulating ' +
        'her on a promotion and sharing an article on returns automation. A year later, I introduced ' +
        'her to a consultant in my network who had solved a similar problem, after checking with both ' +
        'of them. When my organization started looking for a distribution partner in her region, I ' +
        'asked her for a frank view of how such partnerships work. Result: She introduced us to her ' +
        "company's partnerships lead, and within four months we signed a pilot that now accounts for " +
        'about 8 percent of our regional revenue. She later referred a candidate we hired.',
      evaluationCriteria: [
        'Strong: shows how the relationship was built and maintained over time, including giving ' +
          'value first; weak: describes a single contact that paid off by luck.',
        'Strong: demonstrates genuine reciprocity, such as introductions and help; weak: the ' +
          'relationship only serves their interests.',
        'Strong: asks for help clearly and appropriately when the need arises; weak: pressures the contact.',
        'Strong: gives a concrete, measurable result; weak: ends without an outcome.',
      ],
    },
  ],
  'Sales Enablement': [
    {
      id: 'skill-sales-enablement-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you design onboarding for new account executives to shorten the time it takes them ' +
        'to become productive?',
      answer:
        'I would start by defining ramp in measurable milestones, such as first qualified opportunity, ' +
        'first closed deal and reaching full quota, and measure current time to each, so we know the ' +
        'baseline. Then I work backward from what top performers actually do, by listening to their ' +
        'calls and interviewing managers, and build the program around those skills rather than a ' +
        'product feature dump. The first weeks cover the customer, the problems we solve, ' +
        'qualification, our sales process and the CRM, with short lessons followed by practice: ' +
        'role-plays of discovery calls, a certified pitch and a demo delivered to a panel, each with a ' +
        'clear pass standard. New reps shadow experienced ones and then are shadowed on live calls. A ' +
        '30-60-90-day plan agreed with the manager sets activity and pipeline goals, and the manager ' +
        'reviews recorded calls weekly, since manager coaching matters more than any course. I would ' +
        'gather feedback from new hires and managers, compare cohorts on time to first deal and ramp ' +
        'attainment, and update the program each quarter.',
      evaluationCriteria: [
        'Strong: defines ramp with measurable milestones and a baseline; weak: measures course completion.',
        'Strong: builds content from what top performers do and focuses on practice and ' +
          'certification; weak: centers onboarding on product features.',
        'Strong: involves managers through a 30-60-90-day plan and weekly coaching; weak: leaves ' +
          'onboarding to enablement alone.',
        'Strong: compares cohorts and improves the program over time; weak: never evaluates it.',
      ],
    },
    {
      id: 'skill-sales-enablement-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Usage data shows that reps rarely use the battlecards, decks and playbooks your enablement ' +
        'team produces. What do you do?',
      answer:
        'I would find out why before producing anything new. First, I would look at the data in detail: ' +
        'which assets are used, by whom and at which stage, and whether the users of certain content ' +
        'win more often. Then I would talk to a mix of reps and managers. The usual reasons are that ' +
        'content is hard to find, too long, out of date, not trusted, or does not fit the moment in the ' +
        'deal where reps need it. Based on that, I would cut the library to a smaller set of essential ' +
        'assets, retire outdated ones and give each an owner and review date. I would build new content ' +
        'with top reps, so it reflects how deals are actually won, and test it in live deals before ' +
        'launch. Content should live where reps work, such as inside the CRM opportunity stage or their ' +
        'call workspace, rather than in a separate portal. Managers would reinforce it in deal reviews. ' +
        'Finally, I would measure usage and its link to win rates and deal cycle time, not the number ' +
        'of assets produced.',
      evaluationCriteria: [
        'Strong: investigates usage data and talks to reps before acting; weak: launches a new ' +
          'content portal.',
        'Strong: reduces and maintains the library with owners and review dates; weak: keeps adding assets.',
        'Strong: co-creates with top reps and puts content into the sales workflow; weak: writes ' +
          'content in isolation.',
        'Strong: involves managers and measures impact on win rates rather than output; weak: ' +
          'measures pieces of content produced.',
      ],
    },
  ],
  'Sales Presentations': [
    {
      id: 'skill-sales-presentations-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you structure a sales presentation to a buying committee after discovery?',
      answer:
        'I build it around their situation, not our company. I open by confirming the agenda and the ' +
        'time, and ask whether anything has changed. Then I summarize what we learned in discovery: ' +
        'their goals, the problems and what those problems cost, in their own words, and ask them to ' +
        'confirm or correct it. That earns the right to present. Next, I map our solution to each ' +
        'priority in turn, showing only what addresses it, and I bring proof: a short case study from a ' +
        'similar organization with measurable results, or a quick demonstration. I address the concerns ' +
        'each role will have, such as cost and return for finance, security and integration for IT, ' +
        'ease of use for the people who will use it daily, and risk and timeline for the sponsor. I ' +
        'cover implementation and support, then the investment and expected return. I close by ' +
        'proposing specific next steps and a mutual plan with dates. I keep slides few and visual, ' +
        'pause for questions throughout, and send a written summary afterward.',
      evaluationCriteria: [
        'Strong: opens by confirming priorities from discovery and asking for corrections; weak: ' +
          'starts with company history.',
        'Strong: maps the solution to each priority with relevant proof; weak: presents every feature.',
        'Strong: tailors points to each role on the committee; weak: addresses only the main contact.',
        'Strong: ends with specific next steps and a mutual plan; weak: ends with thank you and questions.',
      ],
    },
    {
      id: 'skill-sales-presentations-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "During your presentation, the buyer's CFO says in front of everyone that your price is 30 " +
        "percent higher than another vendor's. How do you respond?",
      answer:
        'I would not get defensive, and I would not offer a discount on the spot, which would signal ' +
        'that our price was padded. I would acknowledge the point and ask a clarifying question: thank ' +
        'you for raising it; can I ask what is included in the other proposal, so we are comparing the ' +
        'same scope? Often the comparison differs on implementation, support, licenses or term length. ' +
        'Then I would move the discussion from price to total cost and value, using numbers from their ' +
        'own discovery: for example, the reporting work we automate costs them about two full-time ' +
        'roles, and the difference in price is recovered in roughly five months. I would not criticize ' +
        'the other vendor; instead I would name the differences that matter for their priorities, such ' +
        'as implementation time or integration. If the CFO wants more detail, I would offer a ' +
        'side-by-side cost comparison after the meeting. Then I would return to the agenda, and later ' +
        'talk privately with my champion about how price is weighed in their decision.',
      evaluationCriteria: [
        'Strong: stays calm, acknowledges the concern and does not discount on the spot; weak: argues ' +
          'or immediately cuts the price.',
        'Strong: asks clarifying questions to compare like with like; weak: accepts the comparison at ' +
          'face value.',
        "Strong: reframes around total cost and value using the buyer's own numbers; weak: repeats " +
          'that quality costs more.',
        'Strong: avoids disparaging the competitor and follows up with detail and the champion; weak: ' +
          'attacks the other vendor.',
      ],
    },
  ],
  'Site Reliability Engineering': [
    {
      id: 'skill-site-reliability-engineering-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A service has a 99.9 percent availability SLO over 30 days. How much error budget is that, how ' +
        'would you measure the SLI, and what should happen when the budget runs out?',
      answer:
        'A 99.9 percent SLO allows 0.1 percent unreliability. In time, 30 days is 43,200 minutes, so ' +
        'the budget is about 43 minutes of full downtime. For a request-based SLI it is 0.1 percent of ' +
        'requests: with 10 million requests a month, 10,000 can fail. I prefer request-based SLIs, ' +
        'defined as good requests divided by valid requests, where good means a successful response ' +
        'within a latency threshold, such as under 300 milliseconds. I measure them as close to the ' +
        'user as practical, at the load balancer or from client telemetry, because server-side metrics ' +
        'miss failures that happen before traffic reaches the servers. The SLO itself should reflect ' +
        'what users need, not what the system happens to achieve, and it should never be 100 percent. ' +
        'The error budget policy, agreed with product leaders in advance, says what happens when the ' +
        'budget is exhausted: for example, releases are limited to fixes and reliability work until the ' +
        'service is back within budget, and incidents that consumed a large share get a postmortem. ' +
        'While budget remains, teams are free to ship.',
      evaluationCriteria: [
        'Strong: calculates about 43 minutes or 0.1 percent of requests correctly; weak: cannot ' +
          'convert the SLO to a budget.',
        'Strong: defines the SLI as good over valid events including latency, measured close to ' +
          'users; weak: uses CPU or server uptime as the SLI.',
        'Strong: explains why the SLO should reflect user needs and not be 100 percent; weak: aims ' +
          'for perfect reliability.',
        'Strong: describes an error budget policy agreed in advance, with consequences when the ' +
          'budget is spent; weak: treats the budget as a report only.',
      ],
    },
    {
      id: 'skill-site-reliability-engineering-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your team gets paged on every brief error spike but sometimes misses slow, steady degradation. ' +
        'How would you design alerting based on SLO burn rates?',
      answer:
        'Burn rate is how fast the error budget is being consumed relative to the SLO: the error rate ' +
        'divided by the allowed error rate. For a 99.9 percent SLO, a 1 percent error rate is a burn ' +
        'rate of 10. A burn rate of 1 uses exactly the whole budget over the 30-day window. I would ' +
        'alert on significant budget consumption, not on raw error rates. A common multiwindow, ' +
        'multi-burn-rate setup pages when the burn rate exceeds 14.4 over one hour, which consumes 2 ' +
        'percent of the monthly budget, and also pages at 6 over six hours, which is 5 percent. A ' +
        'ticket, not a page, is raised at a burn rate of 1 over three days, which is 10 percent, ' +
        'catching slow degradation. Each alert also requires a short window, about a twelfth of the ' +
        'long one, to show the same burn rate, so alerts clear quickly after a fix. I would test the ' +
        'thresholds against past incidents and review alert precision and missed incidents regularly.',
      evaluationCriteria: [
        'Strong: defines burn rate correctly and relates thresholds to budget consumed; weak: alerts ' +
          'on fixed error rate thresholds.',
        'Strong: uses several windows and burn rates to catch both fast and slow problems; weak: uses ' +
          'one window only.',
        'Strong: adds short windows so alerts reset quickly and separates pages from tickets; weak: ' +
          'pages for everything.',
        'Strong: validates thresholds against past incidents and reviews precision and recall; weak: ' +
          'sets thresholds once and never revisits them.',
      ],
    },
  ],
  Snowflake: [
    {
      id: 'skill-snowflake-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'At 10 a.m., someone runs an UPDATE without a WHERE clause on a production table in Snowflake. ' +
        'How do you recover the data, and what limits should you know about?',
      answer:
        "Snowflake's Time Travel lets me query and restore data as it was before the change. First, I " +
        'find the query ID of the bad UPDATE in the query history. Then I create a restored copy with a ' +
        'zero-copy clone as of just before that statement, for example CREATE TABLE orders_restored ' +
        "CLONE orders BEFORE(STATEMENT => 'the query ID'), or use AT with a timestamp or offset. I " +
        'check the restored data, compare row counts and spot-check values, then swap it in with ALTER ' +
        'TABLE orders SWAP WITH orders_restored, or merge only the affected rows back if legitimate ' +
        'changes happened after 10 a.m. Cloning is fast because it copies metadata, not data. Limits ' +
        'matter: the default Time Travel retention is one day, configurable up to 90 days on Enterprise ' +
        'Edition and above; transient and temporary tables have at most one day and no Fail-safe. ' +
        'Fail-safe adds seven days after Time Travel, but only Snowflake support can recover from it. ' +
        'Longer retention costs storage. I would also tighten roles so few users can modify production ' +
        'tables directly.',
      evaluationCriteria: [
        'Strong: uses Time Travel with the query ID or a timestamp and restores through a clone and ' +
          'swap or targeted merge; weak: plans to restore from an external backup first.',
        'Strong: validates the restored data and handles later legitimate changes; weak: swaps blindly.',
        'Strong: knows retention limits, table type differences and that Fail-safe needs support; ' +
          'weak: thinks Time Travel is unlimited.',
        'Strong: adds preventive access controls and weighs retention cost; weak: stops at recovery.',
      ],
    },
    {
      id: 'skill-snowflake-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A Snowflake query on a large sales table takes 12 minutes. How do you use the Query Profile to ' +
        'diagnose it, and what would you change?',
      answer:
        'In the Query Profile I first look at the most expensive operators. If the table scan ' +
        'dominates, I compare partitions scanned with partitions total: scanning most partitions when ' +
        'the query filters on a date means pruning is not working. That happens when data is not ' +
        'naturally ordered by the filter column, or when the filter wraps the column in a function or ' +
        'casts it. For a very large table that is usually filtered by date, I would consider a ' +
        'clustering key on that column, weighing the ongoing reclustering cost, and rewrite filters to ' +
        'compare the raw column. If a join operator outputs far more rows than its inputs, that is an ' +
        'exploding join from a missing or wrong join key, and I fix the logic. If the profile shows ' +
        'bytes spilled to local or, worse, remote storage, the warehouse lacks memory for the ' +
        'operation, so I reduce the data earlier with filters or pre-aggregation, or use a larger ' +
        'warehouse for this workload. Scaling up helps a single heavy query; multi-cluster warehouses ' +
        'help concurrency, not one query.',
      evaluationCriteria: [
        'Strong: checks partitions scanned against total to assess pruning; weak: does not know what ' +
          'pruning is.',
        'Strong: identifies exploding joins and spilling in the profile and explains their causes; ' +
          'weak: only suggests a bigger warehouse.',
        'Strong: weighs clustering keys and rewrites filters so they can prune; weak: adds clustering ' +
          'without considering cost.',
        'Strong: distinguishes scaling up for heavy queries from multi-cluster for concurrency; weak: ' +
          'confuses the two.',
      ],
    },
  ],
  'Strategic Sourcing': [
    {
      id: 'skill-strategic-sourcing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you use a portfolio approach, such as the Kraljic matrix, to set sourcing strategies ' +
        'for different spend categories?',
      answer:
        'The Kraljic matrix classifies categories by profit impact, meaning spend level and effect on ' +
        'cost or quality, and by supply risk, meaning the number of suppliers, switching difficulty and ' +
        'market disruption risk. Strategic items, high on both, such as a critical custom component, ' +
        'call for long-term partnerships, joint improvement, careful contracts and contingency plans. ' +
        'Leverage items, high impact but low risk, such as packaging or common raw materials, suit ' +
        'competitive tendering, volume consolidation and aggressive negotiation, because suppliers are ' +
        'interchangeable. Bottleneck items, low impact but high risk, such as a specialized part from a ' +
        'single source, need security of supply: safety stock, qualifying alternatives, redesigning to ' +
        'standard parts, or longer agreements, accepting a higher price. Non-critical items, low on ' +
        'both, such as office supplies, need simple, efficient buying through catalogs, purchasing ' +
        'cards and fewer suppliers. I build the matrix from spend data and market analysis with ' +
        'stakeholders, then set a strategy, targets and owner for each category, and review it yearly, ' +
        'because categories move, for example when a market consolidates and a leverage item becomes a ' +
        'bottleneck.',
      evaluationCriteria: [
        'Strong: explains both axes and the four quadrants accurately; weak: names the matrix without ' +
          'explaining it.',
        'Strong: matches sourcing strategies to each quadrant with examples; weak: uses competitive ' +
          'bidding for everything.',
        'Strong: builds the matrix from spend data, market analysis and stakeholder input; weak: ' +
          'classifies by opinion.',
        'Strong: reviews positions over time as markets change; weak: treats classifications as permanent.',
      ],
    },
    {
      id: 'skill-strategic-sourcing-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'An offshore supplier quotes $8.00 per unit for a part and a domestic supplier quotes $9.40, ' +
        'for 100,000 units a year. How do you compare them on total cost?',
      answer:
        'I would build a landed and total cost of ownership comparison. For the offshore supplier, I ' +
        'add freight and insurance, say $0.70 per unit, and duty, 5 percent of $8.00, or $0.40. Longer ' +
        'lead times also mean more inventory: roughly eight extra weeks of pipeline and safety stock is ' +
        'about 15,400 units, which at about $9.10 landed cost and a 25 percent annual carrying cost is ' +
        'around $35,000 a year, or $0.35 per unit. If experience suggests a higher defect rate, I add ' +
        'the cost of inspection, returns and disruptions, say $0.15, and supplier visits and audits at ' +
        'about $0.05. That totals about $9.65, compared with $9.40 plus $0.20 domestic freight, or ' +
        '$9.60. The quotes differ by $1.40, but the total costs are almost the same, so risk and ' +
        'flexibility decide. I would also weigh currency exposure, tariff changes, deposits that tie up ' +
        'cash, minimum order quantities and the cost of a supply disruption. Often the answer is to ' +
        'dual-source, with the domestic supplier covering a share of the volume.',
      evaluationCriteria: [
        'Strong: adds freight, duty, inventory carrying cost and quality costs to the unit price; ' +
          'weak: compares quoted prices only.',
        'Strong: quantifies the inventory effect of longer lead times correctly; weak: ignores lead time.',
        'Strong: reaches a reasoned comparison, about $9.65 against $9.60, and states assumptions; ' +
          'weak: gives no numbers.',
        'Strong: weighs risks, such as currency, tariffs and disruption, and considers dual sourcing; ' +
          'weak: chooses on cost alone.',
      ],
    },
  ],
  'Submittal Management': [
    {
      id: 'skill-submittal-management-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What is a submittal in construction, and walk through the submittal process from the ' +
        'specifications to an approved submittal.',
      answer:
        'Submittals are documents and samples the contractor provides to show how it will meet the ' +
        'design: shop drawings, product data, samples, mockups, and test reports or certificates. The ' +
        'specifications list what each section requires, usually with the procedures in Division 01. I ' +
        'would start by building a submittal register from the specifications and drawings, listing ' +
        'every required submittal, the responsible subcontractor, the required review time and the date ' +
        'it is needed, working back from the installation date in the schedule and including ' +
        'fabrication and delivery lead times. Subcontractors prepare the submittals; the general ' +
        'contractor reviews each one for completeness, compliance with the contract documents and ' +
        'coordination with other trades, stamps it and sends it to the architect or engineer. The ' +
        'design team returns it with an action: approved, approved as noted, revise and resubmit, or ' +
        'rejected. I log every step with dates, distribute the returned submittal to the field and the ' +
        'subcontractor, and track resubmittals. A weekly review of the register flags items that are ' +
        'late and could delay procurement.',
      evaluationCriteria: [
        'Strong: defines submittal types and knows requirements come from the specifications; weak: ' +
          'thinks submittals are just invoices or RFIs.',
        'Strong: builds a register with required dates based on the schedule and lead times; weak: ' +
          'submits items as they come up.',
        "Strong: explains the contractor's review before forwarding and the possible design team " +
          'actions; weak: passes subcontractor submittals straight through.',
        'Strong: tracks and distributes returned submittals and reviews the register regularly; weak: ' +
          'loses track of resubmittals.',
      ],
    },
    {
      id: 'skill-submittal-management-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A long-lead switchgear submittal, with a 40-week manufacturing lead time, has been with the ' +
        'engineer three weeks past the contractual review period, and the schedule is now at risk. What ' +
        'do you do?',
      answer:
        'First, I would confirm the facts: the date it was received, the review period in the contract, ' +
        'whether our submittal was complete, and the exact date by which the order must be released to ' +
        'hold the schedule. Then I would contact the engineer directly, by phone rather than another ' +
        'email, to find out what is holding it and whether they need anything from us, such as missing ' +
        'coordination drawings or a clarification. If there are only minor questions, I would offer a ' +
        'quick review meeting with the supplier to resolve them together, or ask for a partial release, ' +
        'such as approval to start manufacturing with details to follow. At the same time, I would ' +
        'notify the owner and architect in writing, as the contract requires, that the overdue review ' +
        'is affecting a critical-path item, with the specific schedule impact, which preserves our ' +
        'right to a time extension. I would ask the supplier whether a production slot can be held. I ' +
        "would log every step, escalate through the owner's representative if needed, and raise the " +
        'issue in the weekly project meeting.',
      evaluationCriteria: [
        'Strong: confirms dates, contract review periods and completeness of the submittal; weak: ' +
          'assumes the engineer is at fault without checking.',
        'Strong: contacts the reviewer directly and offers practical ways to resolve questions or ' +
          'release partially; weak: sends repeated reminder emails.',
        'Strong: gives written notice of delay impact as the contract requires; weak: fails to ' +
          'protect the contractual position.',
        'Strong: coordinates with the supplier on production slots and escalates appropriately; weak: ' +
          'waits passively.',
      ],
    },
  ],
  'Test Case Design': [
    {
      id: 'skill-test-case-design-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'A form field accepts ages from 18 to 65 inclusive, as whole numbers. Design test cases using ' +
        'equivalence partitioning and boundary value analysis.',
      answer:
        'Equivalence partitioning divides inputs into groups the system should treat the same way, so ' +
        'one test per group is enough. Here there are three numeric partitions: below 18, invalid; 18 ' +
        'to 65, valid; and above 65, invalid. There are also invalid non-numeric and format partitions: ' +
        'empty input, letters, decimals such as 30.5, negative numbers, and very long strings. Boundary ' +
        'value analysis adds tests at the edges, where off-by-one errors happen: 17, 18, 65 and 66, ' +
        'and, with three-value boundaries, also 19 and 64. A compact set would be 17, expecting ' +
        'rejection; 18, accepted; 40, accepted as a representative valid value; 65, accepted; 66, ' +
        'rejected; plus empty, abc, 30.5 and minus 1, each rejected with a clear error message. For ' +
        'each case I write the exact input, the expected result, including the error text, and any ' +
        'preconditions. I would also check how the value is handled after submission, such as whether ' +
        'leading zeros or spaces are trimmed, and whether client-side and server-side validation agree, ' +
        'because bypassing the browser is easy.',
      evaluationCriteria: [
        'Strong: identifies valid and invalid partitions, including non-numeric and format cases; ' +
          'weak: tests only a few random ages.',
        'Strong: tests boundaries at 17, 18, 65 and 66; weak: misses the values on each side of the limits.',
        'Strong: writes each case with exact input and expected result, including error messages; ' +
          'weak: writes vague cases such as test invalid age.',
        'Strong: checks server-side validation as well as the form; weak: assumes client-side checks ' +
          'are enough.',
      ],
    },
    {
      id: 'skill-test-case-design-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Shipping cost depends on membership level (none, silver or gold), order total (under $50 or ' +
        '$50 and over), destination (domestic or international) and express delivery (yes or no). How ' +
        'do you design tests without testing every combination blindly?',
      answer:
        'Every combination is 3 times 2 times 2 times 2, or 24 cases, which is manageable here but ' +
        'grows quickly as factors are added, so I would use techniques that target risk. First, I would ' +
        'build a decision table from the business rules, with conditions as rows and each distinct rule ' +
        'as a column, such as gold members get free domestic standard shipping. Each column becomes at ' +
        'least one test with an expected result from the specification. Building the table often ' +
        'exposes gaps and contradictions, such as what a gold member pays for international express, ' +
        'which I would resolve with the product owner before testing. Second, for interactions the ' +
        'rules do not single out, pairwise testing covers every pair of factor values in far fewer ' +
        'cases, about six here, because the largest factor has three values and the next two. Third, I ' +
        'would add boundary tests on the $50 threshold, such as $49.99, $50.00 and $50.01, and checks ' +
        'for currency rounding. I would weight extra cases toward high-risk paths, such as ' +
        'international express, and automate the table-driven tests.',
      evaluationCriteria: [
        'Strong: calculates 24 combinations and explains why exhaustive testing does not scale; weak: ' +
          'tests all combinations without thinking or a few at random.',
        'Strong: uses a decision table derived from the rules and uses it to find specification gaps; ' +
          'weak: writes cases from intuition.',
        'Strong: applies pairwise testing for interactions and knows roughly how many cases it needs; ' +
          'weak: does not know combinatorial techniques.',
        'Strong: adds boundary tests on the $50 threshold and prioritizes by risk; weak: ignores the ' +
          'threshold edges.',
      ],
    },
  ],
  'Vaccine Administration': [
    {
      id: 'skill-vaccine-administration-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Walk through how you give an intramuscular vaccine to an adult safely, from screening to ' +
        'documentation.',
      answer:
        'I check the order and the immunization record, then screen the patient for contraindications ' +
        'and precautions, such as a severe allergic reaction to a previous dose or a vaccine component, ' +
        'moderate or severe acute illness, and pregnancy or immune suppression for live vaccines. I ' +
        'give the current Vaccine Information Statement before each dose for vaccines that require one ' +
        'and answer questions. I confirm the right vaccine, dose, route, site and timing, and check the ' +
        'expiration date and that the vaccine was stored correctly. After hand hygiene, I choose the ' +
        'deltoid and a needle length based on weight and sex, commonly 1 inch and 1 to 1.5 inches for ' +
        'larger adults, 22 to 25 gauge, and inject at a 90-degree angle without aspirating. I dispose ' +
        'of the needle in a sharps container immediately and observe the patient, ideally seated, for ' +
        'about 15 minutes because of the risk of fainting, with anaphylaxis supplies, including ' +
        'epinephrine, ready. I document the vaccine, manufacturer, lot number, dose, site, route, date, ' +
        'VIS edition and date given, and my name, and report to the state registry.',
      evaluationCriteria: [
        'Strong: screens for contraindications and precautions and provides the VIS before each dose; ' +
          'weak: skips screening for a routine vaccine.',
        'Strong: uses correct site, needle selection, angle and no aspiration; weak: uses one needle ' +
          'for everyone or gives the wrong technique.',
        'Strong: observes for syncope and is prepared for anaphylaxis; weak: lets the patient leave ' +
          'immediately.',
        'Strong: documents the required details, including lot number and VIS edition, and reports to ' +
          'the registry; weak: records only the vaccine name.',
      ],
    },
    {
      id: 'skill-vaccine-administration-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "You arrive in the morning to find the vaccine refrigerator's data logger shows it reached 12°C " +
        '(54°F) overnight for about three hours. What do you do?',
      answer:
        'I would treat it as a temperature excursion, since refrigerated vaccines must be kept between ' +
        '2°C and 8°C (36°F and 46°F). I would not use the affected vaccines, and I would not throw them ' +
        'away either. I would label them Do Not Use and move them to a unit that is working properly, ' +
        'keeping them at the right temperature until I have guidance. I would document the excursion: ' +
        'the minimum and maximum temperatures, how long it lasted, the vaccines and lot numbers ' +
        "involved, and how many doses. Then I would contact each vaccine's manufacturer and, for " +
        'publicly funded programs, the state or local immunization program, and follow their ' +
        'instructions on whether the doses are still usable. I would also check whether any doses were ' +
        'given since the excursion began, because if they were compromised, patients may need to be ' +
        'revaccinated. Finally, I would find the cause, such as a door left open, a power interruption ' +
        'or a failing unit, fix it, and confirm the unit holds temperature before restocking.',
      evaluationCriteria: [
        'Strong: recognizes the 2 to 8°C range and treats the reading as an excursion; weak: assumes ' +
          'a few hours do not matter.',
        'Strong: quarantines the vaccines labeled Do Not Use and stores them correctly, without ' +
          'discarding them prematurely; weak: throws everything away or keeps using it.',
        'Strong: documents the details and contacts the manufacturers and immunization program; weak: ' +
          'decides alone.',
        'Strong: checks whether doses were given and finds and fixes the cause; weak: ignores ' +
          'possible patient impact.',
      ],
    },
  ],
  'Web Accessibility': [
    {
      id: 'skill-web-accessibility-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you audit a web page for WCAG 2.2 Level AA conformance, and which problems do you most ' +
        'often find?',
      answer:
        'I combine automated and manual testing, because automated tools catch only a minority of ' +
        'issues, often quoted as around a third. First, I run an automated checker to pick up easy ' +
        'wins: missing alternative text, missing form labels, low contrast and missing language ' +
        'attributes. Then I test manually. Keyboard only: can I reach and operate everything with Tab, ' +
        'Enter, Space and arrow keys, in a logical order, with a clearly visible focus indicator that ' +
        'is not hidden behind sticky headers? With a screen reader, such as NVDA or VoiceOver, I check ' +
        'headings, landmarks, link and button names, and whether errors and dynamic updates are ' +
        'announced. I zoom to 200 percent and check reflow at 320 CSS pixels wide. I check contrast: ' +
        '4.5 to 1 for normal text, 3 to 1 for large text and for interface components. WCAG 2.2 added ' +
        'criteria I check explicitly, such as minimum target size of 24 by 24 CSS pixels, alternatives ' +
        'to dragging and accessible authentication without memory puzzles. I report each issue with its ' +
        'success criterion, severity and a fix.',
      evaluationCriteria: [
        'Strong: combines automated tools with manual keyboard, screen reader, zoom and contrast ' +
          'testing; weak: relies on an automated score.',
        'Strong: gives correct thresholds, such as contrast ratios and reflow width; weak: cannot ' +
          'state contrast requirements.',
        'Strong: knows criteria added in WCAG 2.2, such as target size, focus not obscured and ' +
          'dragging alternatives; weak: is unaware of what changed.',
        'Strong: reports issues mapped to success criteria with severity and fixes; weak: gives a ' +
          'general list of problems.',
      ],
    },
    {
      id: 'skill-web-accessibility-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your team built a custom modal dialog from divs, and screen reader and keyboard users report ' +
        'problems with it. How do you make the modal accessible?',
      answer:
        'My first choice would be the native dialog element opened with showModal(), which places it in ' +
        'the top layer, makes the rest of the page inert, and closes on the Escape key. If we keep a ' +
        'custom implementation, it needs everything the native one provides. The container gets role ' +
        'dialog, aria-modal set to true and aria-labelledby pointing to its visible heading, plus ' +
        'aria-describedby if there is a short description. When it opens, focus moves into the dialog, ' +
        'to the first interactive element or to the heading for long content. Focus must stay inside ' +
        'while it is open, so Tab and Shift+Tab cycle through its controls, and the background must be ' +
        'truly unavailable, using the inert attribute on the rest of the page so screen reader users ' +
        'cannot wander into it. Escape and a visible close button both close it, and focus returns to ' +
        'the element that opened it. I would prevent the background from scrolling, make sure the ' +
        'dialog works at 200 percent zoom, and test with NVDA and VoiceOver and with keyboard only.',
      evaluationCriteria: [
        'Strong: prefers the native dialog element with showModal and knows what it provides; weak: ' +
          'builds a custom version without considering native options.',
        'Strong: uses the correct role, aria-modal and an accessible name; weak: adds ARIA without ' +
          'names or uses the wrong role.',
        'Strong: manages focus fully: moves it in, contains it, and returns it to the trigger; weak: ' +
          'leaves focus behind the dialog.',
        'Strong: makes the background inert, supports Escape and tests with screen readers and ' +
          'keyboard; weak: hides the background only visually.',
      ],
    },
  ],
  'ACE Certified Personal Trainer': [
    {
      id: 'skill-ace-certified-personal-trainer-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'A 45-year-old sedentary client wants to lose weight. What do you do in the first session ' +
        'before any real training begins?',
      answer:
        'I would build rapport first: ask about their goals, why they matter now, what they have tried ' +
        'before, and what they enjoy, because a client who feels heard is more likely to stay. Then I ' +
        'complete pre-participation screening, such as the PAR-Q+ and a health history covering ' +
        'conditions, medications, injuries and symptoms, and refer them for medical clearance if the ' +
        'screening indicates it. I would gauge their readiness to change, since someone still deciding ' +
        'needs a different approach from someone ready to act. I choose only a few assessments that ' +
        'matter now, such as resting heart rate and blood pressure, a basic movement screen and a ' +
        'simple talk test to find a comfortable cardio intensity below the first ventilatory threshold, ' +
        'and avoid overwhelming them with tests that can feel discouraging. Together we set SMART ' +
        'goals, including process goals such as three 30-minute sessions a week, not just a number on ' +
        'the scale. I stay in scope: I can share general healthy eating guidelines but refer to a ' +
        'registered dietitian for meal plans or medical nutrition needs.',
      evaluationCriteria: [
        'Strong: builds rapport and explores goals and motivation before testing; weak: starts with a ' +
          'hard workout to assess fitness.',
        'Strong: completes pre-participation screening and refers for clearance when indicated; weak: ' +
          'skips screening.',
        'Strong: selects a few relevant, non-discouraging assessments and sets process and outcome ' +
          'goals; weak: runs every test and sets only a weight target.',
        'Strong: respects scope of practice on nutrition and refers to a dietitian; weak: prescribes ' +
          'a diet plan.',
      ],
    },
    {
      id: 'skill-ace-certified-personal-trainer-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'After six weeks, a client starts canceling sessions, their progress has stalled and they say ' +
        'they are just too busy. What do you do?',
      answer:
        'I would treat it as a normal part of behavior change, not a failure. I would ask them, without ' +
        'judgment, what has changed: work, family, energy, or whether they have lost interest in the ' +
        'program or feel discouraged by the scale. Often busy means the program does not fit their life ' +
        'or they are not seeing results they value. Then I would adjust with them: shorter sessions, ' +
        'home or lunchtime workouts, or one session a week with me plus two short ones on their own, ' +
        'with a plan they can follow in 20 minutes. I would revisit their goals and highlight progress ' +
        'they may not notice, such as strength gains, better sleep or lower resting heart rate, and set ' +
        'a small weekly process goal they can succeed at. I would check that the training is enjoyable ' +
        'and appropriately challenging, since both boredom and excessive difficulty lead to dropout. I ' +
        'would help them plan for obstacles, such as what to do when a meeting runs late, and agree on ' +
        'regular check-ins. If they decide to pause, I leave the door open.',
      evaluationCriteria: [
        'Strong: explores the reasons behind cancellations without judgment; weak: accepts too busy ' +
          'at face value or lectures the client.',
        "Strong: adapts the program to fit the client's life, such as shorter or home sessions; weak: " +
          'insists on the original schedule.',
        'Strong: highlights non-scale progress and sets small achievable process goals; weak: focuses ' +
          'only on weight.',
        'Strong: plans for obstacles and relapse and keeps the relationship open; weak: lets the ' +
          'client drift away.',
      ],
    },
  ],
  'ACSM Certified Personal Trainer': [
    {
      id: 'skill-acsm-certified-personal-trainer-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Apply the ACSM pre-participation screening approach to this client: 52 years old, does not ' +
        'exercise regularly, has controlled type 2 diabetes and no symptoms, and wants to start ' +
        'moderate-intensity training.',
      answer:
        'The ACSM approach asks three things: does the person currently exercise regularly, do they ' +
        'have known cardiovascular, metabolic or renal disease, and do they have signs or symptoms ' +
        'suggesting such disease? It also considers the intensity they want. This client does not ' +
        'exercise regularly and has a known metabolic disease, type 2 diabetes, but no symptoms. For ' +
        'someone who is inactive with known disease, ACSM recommends medical clearance before starting ' +
        'an exercise program, even at light to moderate intensity, so I would refer them to their ' +
        'physician before training. Once cleared, I would begin at light to moderate intensity and ' +
        'progress gradually according to ACSM guidelines. I would also plan for diabetes-specific ' +
        'precautions: ask about medications, because insulin or certain oral medications raise the risk ' +
        'of low blood sugar; have them check glucose before and after sessions if advised, and carry ' +
        'fast-acting carbohydrate; encourage proper footwear and foot checks; and teach them the ' +
        'warning signs of hypoglycemia. Any new symptom, such as chest discomfort or unusual ' +
        'breathlessness, means stopping and seeking medical evaluation.',
      evaluationCriteria: [
        'Strong: applies the screening logic of exercise status, known disease, symptoms and desired ' +
          'intensity correctly; weak: uses age alone to decide.',
        'Strong: concludes that medical clearance is recommended for an inactive client with known ' +
          'metabolic disease; weak: starts training without clearance.',
        'Strong: plans diabetes-specific precautions, such as hypoglycemia risk with certain ' +
          'medications and glucose checks; weak: treats the client like any other.',
        'Strong: progresses gradually and knows which symptoms require stopping and referral; weak: ' +
          'has no plan for symptoms.',
      ],
    },
    {
      id: 'skill-acsm-certified-personal-trainer-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Design a weekly exercise program for a 68-year-old client with medically cleared, controlled ' +
        'hypertension and osteopenia, using the FITT-VP principle.',
      answer:
        'For aerobic training, I would aim for at least 150 minutes a week of moderate intensity, rated ' +
        'about 5 to 6 on a 0 to 10 perceived exertion scale. Because blood pressure medications such as ' +
        'beta blockers can blunt heart rate response, I would use perceived exertion rather than heart ' +
        'rate targets. Weight-bearing activity, such as brisk walking, helps bone. Resistance training ' +
        'would be two or three nonconsecutive days a week, 8 to 10 exercises for the major muscle ' +
        'groups, starting with one or two sets of 10 to 15 repetitions at moderate effort and ' +
        'progressing gradually toward heavier loads, since progressive loading benefits bone. I would ' +
        'teach breathing on every rep to avoid the Valsalva maneuver, which spikes blood pressure, and ' +
        'avoid loaded spinal flexion and twisting, such as sit-ups or weighted toe touches, because of ' +
        'the osteopenia. Balance training two or three days a week reduces fall risk, plus some ' +
        'flexibility work. I would check blood pressure before sessions, follow the thresholds agreed ' +
        'with their clinician, and progress volume before intensity.',
      evaluationCriteria: [
        'Strong: sets aerobic, resistance, balance and flexibility prescriptions with frequency, ' +
          'intensity, time and type; weak: prescribes walking only.',
        'Strong: adapts intensity monitoring to blood pressure medication and avoids the Valsalva ' +
          'maneuver; weak: uses heart rate targets without considering medication.',
        'Strong: includes progressive resistance and weight-bearing work for bone while avoiding ' +
          'loaded spinal flexion and twisting; weak: avoids strength training altogether or includes ' +
          'risky movements.',
        'Strong: adds balance training, monitors blood pressure and progresses gradually; weak: ' +
          'ignores fall risk and monitoring.',
      ],
    },
  ],
  Agronomy: [
    {
      id: 'skill-agronomy-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A soil test for a field in a corn and soybean rotation shows pH 5.6, low phosphorus, medium ' +
        'potassium and a cation exchange capacity of 12. What do you recommend?',
      answer:
        'First I would check that the sample is trustworthy: taken to the standard depth, usually about ' +
        '6 to 8 inches, with 15 to 20 cores per composite from a uniform area, and compared with past ' +
        'tests. A pH of 5.6 is below the 6.0 to 6.5 range that suits corn and soybeans, which limits ' +
        'phosphorus availability and soybean nodulation. I would recommend lime, with the rate based on ' +
        "the buffer pH, the target pH and the lime's effective calcium carbonate equivalent, because " +
        'reserve acidity, which rises with CEC, sets how much is needed. Lime reacts slowly, so ' +
        'applying and incorporating it months ahead of planting, such as in the fall, works best. For ' +
        'low phosphorus, I would follow the university recommendation for a build-up plus crop removal ' +
        'rate, possibly with some applied in a band near the seed for better efficiency. For medium ' +
        'potassium, maintenance at roughly crop removal is appropriate. I would set up a zone or grid ' +
        'sampling plan to apply lime and phosphorus where needed, and retest in two to four years.',
      evaluationCriteria: [
        'Strong: checks sampling quality and compares with past results; weak: takes one test at face ' +
          'value.',
        'Strong: recognizes pH 5.6 as too low and bases the lime rate on buffer pH, target pH and ' +
          'lime quality; weak: recommends a standard lime rate for every field.',
        'Strong: matches phosphorus and potassium rates to test levels and crop removal, with ' +
          'placement considerations; weak: applies the same blend regardless of results.',
        'Strong: plans timing, variable-rate application by zone and retesting; weak: applies lime ' +
          'right before planting and never retests.',
      ],
    },
    {
      id: 'skill-agronomy-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Waterhemp is escaping glyphosate applications in several soybean fields. How do you confirm ' +
        'what is happening and build a management plan?',
      answer:
        'First I would rule out application problems: weeds taller than about four inches at spraying, ' +
        'wrong rate or water volume, poor coverage, hard water or weather. A telltale sign of ' +
        'resistance is surviving waterhemp next to dead plants of other species and of the same ' +
        'species, in patches that grow each year. A university lab test can confirm it. Waterhemp ' +
        'populations in many areas resist several sites of action, including glyphosate, ALS inhibitors ' +
        'and often PPO inhibitors, so the plan must not rely on one herbicide. It would start with a ' +
        'preemergence residual that contains more than one effective site of action, such as a Group 15 ' +
        'product, followed by an overlapping residual applied early postemergence before the first one ' +
        'runs out, since waterhemp emerges into midsummer. Postemergence options would be chosen by the ' +
        'soybean traits and what is still effective locally, such as glufosinate in tolerant varieties, ' +
        'applied to small weeds. Cultural practices help: narrower rows for faster canopy, a cereal rye ' +
        'cover crop, and removing escapes before they set seed. I would always follow product labels.',
      evaluationCriteria: [
        'Strong: rules out application errors and confirms resistance, using field patterns or lab ' +
          'testing; weak: assumes resistance immediately.',
        'Strong: knows waterhemp often has multiple resistances and avoids relying on one site of ' +
          'action; weak: switches to another single herbicide.',
        'Strong: uses layered residual herbicides and timely postemergence applications on small ' +
          'weeds; weak: relies only on postemergence rescue.',
        'Strong: integrates cultural practices and preventing seed production, following labels; ' +
          'weak: ignores the seed bank.',
      ],
    },
  ],
  'Airframe and Powerplant (A&P)': [
    {
      id: 'skill-airframe-and-powerplant-a-and-p-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What may you do with an A&P certificate, what may you not do without an Inspection ' +
        'Authorization, and what must every maintenance record entry contain?',
      answer:
        'With airframe and powerplant ratings, I may perform maintenance, preventive maintenance and ' +
        'alterations on aircraft, engines and appliances within those ratings, provided I have done the ' +
        'work before or under supervision and have the current instructions and tools. I may approve ' +
        'work for return to service after minor repairs and minor alterations, and I may perform and ' +
        'sign off 100-hour inspections. I may not approve a major repair or major alteration for return ' +
        'to service; that requires an Inspection Authorization holder, a repair station or another ' +
        'authorized person, normally with an FAA Form 337. Annual inspections also require an IA. The ' +
        'ratings do not cover major repairs or alterations of propellers, or any repair or alteration ' +
        'of instruments. To exercise the privileges, I must have recent experience, meaning I have ' +
        'worked as a mechanic for at least six of the previous 24 months. Under 14 CFR 43.9, each ' +
        'maintenance entry must include a description of the work or reference to acceptable data, the ' +
        'completion date, my name, my signature, my certificate number and the kind of certificate I ' +
        'hold.',
      evaluationCriteria: [
        'Strong: states the privileges, including return to service after minor repairs and 100-hour ' +
          'inspections; weak: thinks an A&P can sign off anything.',
        'Strong: knows major repairs and alterations and annual inspections need an IA or other ' +
          'authorized person; weak: confuses annual and 100-hour inspection authority.',
        'Strong: knows the limits on propellers and instruments and the recent experience ' +
          'requirement; weak: is unaware of any limits.',
        'Strong: lists the required elements of a maintenance record entry; weak: omits the ' +
          'certificate number or signature.',
      ],
    },
    {
      id: 'skill-airframe-and-powerplant-a-and-p-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'During run-up on a piston aircraft, the left magneto check shows a 250 RPM drop and rough ' +
        "running, beyond the limits in the pilot's operating handbook. How do you troubleshoot it?",
      answer:
        'First I would rule out a fouled plug, the most common cause: lean the mixture at a higher RPM ' +
        'to burn off lead deposits, then recheck. If the drop and roughness persist, I would use the ' +
        'engine monitor if installed: on the faulty magneto, a cylinder whose exhaust gas temperature ' +
        "falls sharply is not firing, which points to that cylinder's plug or lead on that magneto. On " +
        'the ground, I would pull the plugs the left magneto fires, inspect them for fouling, cracked ' +
        'insulators and wrong gaps, and clean, gap and test them. I would test the ignition leads with ' +
        'a harness tester for insulation breakdown, and check the magneto timing to the engine with a ' +
        'timing light at the specified degrees before top dead center, then the internal timing, ' +
        'points, distributor block for carbon tracking and moisture, and condenser. After the fix, I ' +
        'would repeat the run-up and magneto check and make a logbook entry. A magneto check with no ' +
        'drop at all would worry me just as much, since it can mean an open P-lead, a live magneto.',
      evaluationCriteria: [
        'Strong: starts with the likely fouled plug and a lean burn-off before disassembly; weak: ' +
          'replaces the magneto first.',
        'Strong: uses engine monitor data to isolate the cylinder and checks plugs and leads ' +
          'systematically; weak: replaces all plugs without diagnosis.',
        'Strong: checks magneto-to-engine and internal timing and magneto components correctly; weak: ' +
          'does not know how to check timing.',
        'Strong: verifies with a repeat run-up, documents the work and recognizes the hazard of a ' +
          'no-drop check; weak: skips verification or ignores a no-drop result.',
      ],
    },
  ],
  'Situational Awareness': [
    {
      id: 'skill-situational-awareness-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What does situational awareness mean in your {role} work, and how do you keep it through a ' +
        'long or busy shift?',
      answer:
        'Situational awareness has three parts: noticing what is happening around me, understanding what ' +
        'it means, and predicting what is likely to happen next, so I can act before a problem arrives. ' +
        'To keep it, I use a regular scan instead of waiting for something to catch my eye, and I brief ' +
        'myself or the team on the plan and the main risks before a task starts. I use checklists for ' +
        'routine steps so my attention is free for changes. I cut distractions, especially my phone, and ' +
        'I manage fatigue with breaks, because tired people narrow their focus. I also know the warning ' +
        'signs that I am losing awareness: fixating on one thing, feeling rushed or confused, or ignoring ' +
        'something that does not add up. When I notice them, I slow down, step back to the big picture ' +
        'and say out loud what I see so others can cross-check.',
      evaluationCriteria: [
        'Strong: explains perception, understanding and projection rather than just "paying attention".',
        'Strong: names concrete habits such as scanning, briefings, checklists and managing fatigue.',
        'Strong: recognizes warning signs of lost awareness, such as fixation or rushing.',
        'Strong: speaks up and invites cross-checks; weak: relies on never making mistakes.',
      ],
    },
    {
      id: 'skill-situational-awareness-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you noticed a developing problem before anyone else did.',
      answer:
        'Situation: I was working a night shift in a busy distribution yard, moving trailers between ' +
        'the doors and the parking rows. Task: Besides my own moves, I had to stay aware of the yard ' +
        'around me. Action: On one pass I noticed a loaded trailer at a door with its landing gear ' +
        'sinking into soft asphalt on one side, after a hot day. Nobody had flagged it, and a forklift ' +
        'was about to drive into it to unload. I stopped, radioed the dock lead to hold the forklift, ' +
        'and put my warning triangle out. We chocked the wheels, put a jack stand under the nose and ' +
        'had the yard crew move the trailer to concrete before unloading continued. Result: The trailer ' +
        'did not tip, no one was hurt, and the site added a check of landing gear on asphalt doors to ' +
        'the summer shift checklist.',
      evaluationCriteria: [
        'Strong: describes a specific cue they noticed while doing other work.',
        'Strong: understood the consequence and acted promptly to stop the risk.',
        'Strong: communicated clearly and involved the right people.',
        'Strong: reports the outcome and a lasting change to prevent a repeat.',
      ],
    },
  ],
  'Teaching License': [
    {
      id: 'skill-teaching-license-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'Beyond teaching well, what does holding a teaching license commit you to?',
      answer:
        "A license is the state's statement that I meet its standards for content knowledge and " +
        'teaching practice, and keeping it brings ongoing duties. I renew it on time by completing the ' +
        'professional development hours or coursework the state requires. I teach within the subjects ' +
        'and grade levels my license covers, or hold the endorsement or permit the assignment needs. I ' +
        "follow the state's code of ethics: fair treatment of every student, honesty in grading and " +
        'testing, and professional boundaries with students, including on social media. I am a mandated ' +
        'reporter, so I report suspected abuse or neglect right away, as the law requires. I protect ' +
        'student records and privacy under FERPA. I also know that misconduct, and in many states ' +
        'certain arrests or convictions, must be reported and can lead to suspension or revocation of ' +
        'the license.',
      evaluationCriteria: [
        'Strong: knows the renewal and professional development requirements.',
        'Strong: understands teaching within the licensed subject and grade areas.',
        'Strong: names ethical duties such as boundaries, testing integrity and mandated reporting.',
        'Strong: understands that conduct can lead to discipline against the license.',
      ],
    },
    {
      id: 'skill-teaching-license-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Because of a vacancy, you are asked to teach a course next year that falls outside the subject ' +
        'area on your license. How do you respond?',
      answer:
        'I would want to help the school, but do it within the rules. First I would check what the ' +
        'state allows: many states offer a temporary out-of-field permit or waiver, and I could often ' +
        'add the subject as an endorsement by passing the content exam or completing coursework. I would ' +
        'talk with the principal and human resources about which route applies and the timeline. The ' +
        'school also has obligations: in Title I schools, families must be told when their child has ' +
        'been taught for four or more consecutive weeks by a teacher who does not meet state licensing ' +
        'requirements for that assignment. If we go ahead, I would plan with a licensed teacher in that ' +
        'subject, use the adopted curriculum, take the professional learning I need, and ask for regular ' +
        'feedback, while I work toward the endorsement.',
      evaluationCriteria: [
        'Strong: checks state rules on permits, waivers and adding an endorsement.',
        'Strong: involves the principal and HR and keeps the assignment compliant.',
        'Strong: knows the parent notification duty in Title I schools.',
        'Strong: plans support to teach the course well; weak: simply agrees or refuses.',
      ],
    },
  ],
  'Fraud Detection': [
    {
      id: 'skill-fraud-detection-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What red flags of fraud do you watch for in your {role} work, and what do you do when you see one?',
      answer:
        'The red flags depend on the work. In insurance claims they include a loss soon after a policy ' +
        'starts or just before it lapses, late reporting, statements that change, pressure to settle ' +
        'quickly, and a history of similar claims. In payments and banking they include unusual amounts ' +
        'or frequency, new accounts with sudden heavy activity, and changed contact details before a ' +
        'large transfer. Inside a company they include a vendor sharing an address with an employee or ' +
        'purchases split to stay under an approval limit. A red flag is a reason to look closer, not ' +
        'proof. I would document the facts objectively, keep the evidence, and refer the matter to the ' +
        'fraud, compliance or special investigations team as policy requires, without accusing anyone ' +
        'or tipping them off. Meanwhile, legitimate customers still get fair, timely handling.',
      evaluationCriteria: [
        'Strong: gives red flags specific to the context rather than generic suspicion.',
        'Strong: treats red flags as reasons to investigate, not as proof.',
        'Strong: documents, preserves evidence and refers through the proper channel.',
        'Strong: avoids accusing or alerting the subject and keeps treating honest customers fairly.',
      ],
    },
    {
      id: 'skill-fraud-detection-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you set up rules and data checks to catch fraud without burying investigators in ' +
        'false alarms?',
      answer:
        'I would start from the fraud types that cost the most and the data that signals each one. I ' +
        'would combine simple rules for known patterns with a risk score that weighs several signals ' +
        'together, because single rules either miss too much or fire too often. Thresholds would be set ' +
        'to what the investigators can actually review, ranking alerts by score and amount at risk. ' +
        'Every closed case would be labeled as fraud or not, and those outcomes would feed back into the ' +
        'rules and the model, so precision and detection both improve. I would measure the detection ' +
        'rate, the false positive rate, money recovered or prevented, and the time to decision for ' +
        'legitimate customers. I would also watch for fraudsters changing tactics, review rules ' +
        'regularly, keep every alert explainable, and make sure no rule relies on protected ' +
        'characteristics.',
      evaluationCriteria: [
        'Strong: starts from fraud types and losses and combines rules with scoring.',
        'Strong: sizes alert volumes to investigator capacity and prioritizes by risk.',
        'Strong: uses case outcomes as feedback and tracks detection and false positive rates.',
        'Strong: adapts to changing tactics and keeps alerts explainable and fair.',
      ],
    },
  ],
};
