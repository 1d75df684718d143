import type { BankQuestion } from '../types';

/**
 * Role questions for the 'Business & Strategy', 'Marketing & Growth' and 'Sales & Customer' groups,
 * keyed by exact catalogue title. Each title has four: two technical, one situational and one
 * behavioural (STAR model answer), with at least one EASY or MEDIUM and at least one HARD.
 */
export const ROLE_QUESTIONS_BUSINESS_MARKETING_SALES: Record<string, BankQuestion[]> = {
  'Business Analyst': [
    {
      id: 'role-business-analyst-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you map a current-state business process and identify where to improve it?',
      answer:
        'I would start by agreeing on the process boundaries with the sponsor: where it starts, where it ' +
        'ends, and the outcome it serves. Then I would gather information from the people who actually ' +
        'do the work, through interviews, workshops, and ideally observing the process, because the ' +
        'documented procedure and the real one often differ. I would map it as a swimlane diagram, in ' +
        'BPMN if the team uses it, showing each role, step, decision point, handoff, and system. For ' +
        'each step, I would capture volume, time spent working versus waiting, and error or rework ' +
        'rates. Improvement opportunities usually sit at handoffs, duplicate data entry, approval loops, ' +
        'and long waits. I would validate the map with participants, then use root cause analysis, such ' +
        'as the five whys, on the biggest delays and prioritize improvements by impact and effort, with ' +
        'a future-state map and metrics to track.',
      evaluationCriteria: [
        'Strong: defines scope and gathers input from people who perform the work, including observation.',
        'Strong: produces a swimlane or BPMN map with roles, handoffs, and systems.',
        'Strong: collects data on time, waiting, and rework to find bottlenecks.',
        'Strong: applies root cause analysis and prioritizes improvements with measurable targets.',
      ],
    },
    {
      id: 'role-business-analyst-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You are writing requirements for an integration that sends customer orders from an e-commerce ' +
        'platform to a warehouse system. What must your specification cover?',
      answer:
        'Beyond the happy path, the specification must cover the details that break integrations. I ' +
        'would define the trigger and timing, such as real time on order confirmation versus a batch ' +
        'every 15 minutes, and the direction of each data flow. A field-level data mapping is essential: ' +
        'source field, target field, data type, length, format, whether it is required, default values, ' +
        'and transformation rules, for example converting state names to two-letter codes or splitting ' +
        'address lines. I would specify how identifiers are matched, such as SKU codes, and what happens ' +
        'when a SKU does not exist in the warehouse system. Error handling needs rules for validation ' +
        'failures, retries, duplicates, and who is alerted. I would include order changes and ' +
        'cancellations after transmission, status updates flowing back, volume and performance ' +
        'expectations, security, and acceptance test scenarios with sample data for each edge case.',
      evaluationCriteria: [
        'Strong: specifies triggers, timing, and direction of each data flow.',
        'Strong: includes a detailed field-level data mapping with types, formats, and transformations.',
        'Strong: covers edge cases such as unknown identifiers, duplicates, changes, and cancellations.',
        'Strong: defines error handling, non-functional requirements, and testable acceptance scenarios.',
      ],
    },
    {
      id: 'role-business-analyst-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Two departments want conflicting requirements for the same screen: sales wants fewer fields to ' +
        'speed up entry, and finance wants more fields for reporting. What do you do?',
      answer:
        'I would dig into the need behind each request. For sales, the concern is probably time per ' +
        'order and abandoned entries; for finance, it is probably specific reports that depend on ' +
        'certain data. I would list the fields finance needs and ask what decision each one supports, ' +
        'because some may be nice to have. Then I would look for solutions that satisfy both: deriving ' +
        'fields automatically from existing data, capturing some fields later in the process, using ' +
        'defaults and smart dropdowns, or pulling data from the CRM instead of retyping it. I would ' +
        'bring both groups together with a mockup and the data, such as how long entry takes now. If a ' +
        'true trade-off remains, I would present the options and their costs to the process owner or ' +
        'sponsor to decide, rather than choosing a side myself, and document the decision.',
      evaluationCriteria: [
        "Strong: uncovers the underlying needs behind each department's position.",
        'Strong: challenges each requested field against the decision it supports.',
        'Strong: proposes creative solutions like automation, defaults, or capturing data later.',
        'Strong: escalates genuine trade-offs to the appropriate decision maker and documents the outcome.',
      ],
    },
    {
      id: 'role-business-analyst-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you uncovered a requirement late in a project that changed its direction.',
      answer:
        'Situation: I was the business analyst on a project to replace a spreadsheet-based commission ' +
        'calculation with a new system, and we were two weeks from user acceptance testing. Task: I was ' +
        'preparing test cases with the sales operations team. Action: While walking through real ' +
        'examples from last quarter, I noticed manual adjustments for split deals between two reps, ' +
        'which appeared in no requirements document because the process owner handled them personally. I ' +
        'documented the rules with her, quantified the impact, about 15 percent of commission payments ' +
        'involved splits, and presented the gap to the project sponsor with options: delay two weeks to ' +
        'build it, or launch with a manual workaround. The sponsor chose a short delay. I also added a ' +
        'step to our analysis approach: reviewing historical transactions, not just interviews. Result: ' +
        'The system launched three weeks later than planned, but commission disputes in the first ' +
        'quarter fell by about half compared with the spreadsheet process.',
      evaluationCriteria: [
        'Strong: explains how the gap was discovered, such as through real data or examples.',
        'Strong: quantifies the impact of the missing requirement.',
        'Strong: presents options to the sponsor rather than deciding alone.',
        'Strong: improves the analysis method to prevent similar misses.',
      ],
    },
  ],
  'Management Consultant': [
    {
      id: 'role-management-consultant-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "A client's profits fell 15 percent over two years even though revenue grew 10 percent. How " +
        'would you structure the problem?',
      answer:
        'Since revenue grew, profits fell because costs grew faster, or because the mix of revenue ' +
        'shifted to less profitable business. I would structure it with a profit tree: profit equals ' +
        'revenue minus costs. On revenue, I would break it down by product, customer segment, channel, ' +
        'and price versus volume, looking for growth coming from lower-margin products or discounting. ' +
        'On costs, I would separate fixed and variable costs, and within them the biggest lines, such as ' +
        'materials, labor, distribution, and overhead, comparing them as a share of revenue over time. I ' +
        'would ask whether something changed in the two years, such as an acquisition, new channel, ' +
        'supplier price increase, or wage increases. I would form a hypothesis early, for example that ' +
        'growth came from a low-margin channel, and test it with data, such as margin by channel. Then I ' +
        'would quantify each driver to show which explain most of the decline.',
      evaluationCriteria: [
        'Strong: uses a clear, mutually exclusive structure such as a profit tree.',
        'Strong: considers mix effects, not just cost increases.',
        'Strong: forms and tests hypotheses with specific data requests.',
        'Strong: quantifies drivers to prioritize the ones explaining most of the decline.',
      ],
    },
    {
      id: 'role-management-consultant-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you estimate the annual market size for electric bike rentals in a mid-size US city ' +
        'of about 500,000 people?',
      answer:
        'I would build a simple top-down estimate and state my assumptions. Start with 500,000 people; ' +
        'perhaps 70 percent are between 16 and 65 and able to ride, about 350,000. Suppose 10 percent ' +
        'are likely to rent an e-bike at least occasionally, which gives 35,000 potential users. If the ' +
        'average user rents about 2 times a month during roughly eight good-weather months, that is 16 ' +
        'rides a year, or 560,000 rides. At an average price of about $6 per ride, the market is roughly ' +
        '$3.4 million a year. I would add visitors and tourists as a separate segment, perhaps adding 15 ' +
        'to 20 percent. Then I would sanity-check with a bottom-up view: how many bikes this implies, at ' +
        'maybe four rides per bike per day in season, and compare with cities that publish data. I would ' +
        'highlight which assumptions matter most, such as adoption rate.',
      evaluationCriteria: [
        'Strong: states a clear structure and explicit assumptions.',
        'Strong: accounts for factors like seasonality and segments such as tourists.',
        'Strong: does the arithmetic correctly and clearly.',
        'Strong: sanity-checks with a second method and identifies the most sensitive assumptions.',
      ],
    },
    {
      id: 'role-management-consultant-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "Your analysis shows that the client sponsor's own division is the main cause of the company's " +
        'problems. The final presentation is next week. What do you do?',
      answer:
        'I would not surprise the sponsor in the final presentation. First, I would make sure the ' +
        'analysis is solid, with the data checked and the conclusions tested with my team and partner. ' +
        'Then I would meet the sponsor privately before the presentation and walk through the findings, ' +
        'focusing on facts and the business problem rather than blame. I would ask for their input: they ' +
        'may have context that changes the interpretation, or ideas on solutions. I would frame the ' +
        'findings constructively, with a path forward that the sponsor can lead, which turns them from a ' +
        'defendant into the owner of the fix. If they push to soften or remove the conclusion, I would ' +
        'listen and adjust the wording, but not the substance, because our value depends on ' +
        'independence. My engagement partner should be involved throughout, since this affects the ' +
        'client relationship.',
      evaluationCriteria: [
        'Strong: validates the analysis rigorously before sharing.',
        'Strong: previews findings privately with the sponsor to avoid a public surprise.',
        'Strong: frames findings around facts and a constructive path the sponsor can lead.',
        'Strong: maintains the integrity of conclusions and involves the engagement leadership.',
      ],
    },
    {
      id: 'role-management-consultant-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you turned messy data into a clear recommendation for senior leaders.',
      answer:
        'Situation: A regional hospital network asked us why operating room utilization was only 62 ' +
        'percent despite long surgery waitlists, and the data came from three scheduling systems with ' +
        'inconsistent definitions. Task: I was responsible for the analysis and a recommendation for the ' +
        'executive committee within four weeks. Action: I first agreed on definitions with the ' +
        'operations team, such as when a case starts and ends, and built a cleaned dataset of 18 months ' +
        'of cases. The analysis showed that late starts and block time released too late accounted for ' +
        'most idle time. I put the main message on one slide: releasing unused block time 72 hours ' +
        'earlier would recover about 900 hours a year. I tested the recommendation with two surgeons ' +
        'before the meeting. Result: The committee approved a pilot, and utilization at the pilot ' +
        'hospital rose to 74 percent within four months.',
      evaluationCriteria: [
        'Strong: describes how inconsistent data was reconciled, including agreeing on definitions.',
        'Strong: identifies the key drivers through analysis.',
        'Strong: communicates a concise, quantified recommendation for executives.',
        'Strong: tests with stakeholders and reports measurable results.',
      ],
    },
  ],
  'Project Manager': [
    {
      id: 'role-project-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you build a project schedule and identify the critical path?',
      answer:
        'I start with a work breakdown structure, decomposing the scope into deliverables and then work ' +
        'packages small enough to estimate, with the people who will do the work. For each activity I ' +
        'estimate duration, ideally as a range, and identify dependencies, mostly finish-to-start but ' +
        'some start-to-start with lags. I also note resource constraints, since the same person cannot ' +
        'do two things at once. Then I build the network: the critical path is the longest chain of ' +
        'dependent activities, and it determines the earliest finish date. Activities on it have zero ' +
        'float, so any delay moves the end date. I identify it in the scheduling tool, and I focus risk ' +
        'management and monitoring on those activities and on near-critical paths with little float. I ' +
        'set a baseline once the schedule is approved, and track progress against it weekly, watching ' +
        'for new critical paths as things change.',
      evaluationCriteria: [
        'Strong: builds the schedule from a work breakdown structure with input from the people doing ' +
          'the work.',
        'Strong: defines dependencies and resource constraints explicitly.',
        'Strong: correctly explains the critical path and float.',
        'Strong: baselines the schedule and monitors near-critical paths as well.',
      ],
    },
    {
      id: 'role-project-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your project has spent 60 percent of its budget, but only about 40 percent of the planned work ' +
        'is complete. How do you assess it and recover?',
      answer:
        'I would use earned value to quantify the situation. If the budget at completion is $1 million, ' +
        'actual cost is $600,000, and earned value is $400,000, the cost performance index is 0.67, ' +
        'meaning we get 67 cents of work for each dollar. If the plan said 50 percent should be done by ' +
        'now, planned value is $500,000, and the schedule performance index is 0.8, so we are also ' +
        'behind schedule. A simple estimate at completion, budget divided by CPI, is about $1.5 million ' +
        'if this continues. Next, I would find the causes: underestimated work, scope creep, rework, or ' +
        'rates higher than planned. Recovery options include reducing or phasing scope, fixing the cause ' +
        'of rework, changing the resource mix, or requesting more budget with a revised plan. I would ' +
        'present this to the sponsor with a realistic forecast rather than hoping it improves.',
      evaluationCriteria: [
        'Strong: applies earned value correctly, calculating CPI, SPI, and estimate at completion.',
        'Strong: distinguishes cost variance from schedule variance.',
        'Strong: investigates root causes rather than just the numbers.',
        'Strong: presents realistic recovery options and a revised forecast to the sponsor.',
      ],
    },
    {
      id: 'role-project-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A key vendor tells you their deliverable will be three weeks late, which threatens your go-live ' +
        'date. What do you do?',
      answer:
        'First I would get details from the vendor: what exactly is late, why, how confident they are in ' +
        'the new date, and whether part of the deliverable could come sooner. Then I would analyze the ' +
        'impact on our schedule: whether the deliverable is on the critical path, and which tasks can ' +
        'proceed without it. Options might include resequencing work, starting testing with a partial ' +
        'delivery, adding resources on our side, or asking the vendor to add staff. I would review the ' +
        'contract for milestone commitments and remedies, which may help in negotiating support. Then I ' +
        'would inform the sponsor and stakeholders promptly, with the impact and options, including ' +
        'whether to move the go-live date or reduce the scope at launch. I would update the risk ' +
        'register, increase monitoring of the vendor with weekly checkpoints, and document all ' +
        'agreements.',
      evaluationCriteria: [
        'Strong: gathers specifics and confidence levels from the vendor.',
        'Strong: analyzes critical path impact and looks for resequencing or partial delivery.',
        'Strong: uses the contract appropriately and communicates promptly with options.',
        'Strong: tightens vendor monitoring and documents agreements.',
      ],
    },
    {
      id: 'role-project-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you managed scope creep on a project.',
      answer:
        'Situation: I managed the rollout of a new customer portal for an insurance company, and within ' +
        'two months stakeholders had requested 14 additions, from extra reports to a chat feature. Task: ' +
        'I needed to protect the launch date while keeping the business engaged. Action: I set up a ' +
        'simple change control process: each request got a short impact assessment of effort, cost, ' +
        'schedule, and benefit, and the steering committee decided. I reminded stakeholders of the ' +
        'signed-off scope and made the trade-offs visible, for example that adding chat would delay ' +
        'launch by five weeks. We created a phase two backlog so good ideas were not lost. Two small, ' +
        'high-value requests were accepted and offset by removing a low-use feature. Result: The portal ' +
        'launched on the original date and within 3 percent of budget, and phase two was funded with six ' +
        'of the deferred requests.',
      evaluationCriteria: [
        'Strong: implements or uses a formal change control process.',
        'Strong: quantifies the impact of each request to inform decisions.',
        'Strong: keeps stakeholders engaged by capturing deferred ideas.',
        'Strong: reports outcomes against schedule and budget.',
      ],
    },
  ],
  'Program Manager': [
    {
      id: 'role-program-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you manage dependencies across five teams delivering a single product launch?',
      answer:
        'I would start by mapping the dependencies explicitly with the team leads: what each team needs ' +
        'from the others, by when, and in what form, including shared environments and external ' +
        'approvals. I would record them in a dependency board or tool where each dependency has a ' +
        'provider, consumer, due date, and status, and visualize the critical ones on a program ' +
        'timeline. Integration milestones are important: rather than waiting until the end, I would ' +
        'schedule early integration points, such as a working end-to-end flow by a certain date, to ' +
        'reveal problems early. A weekly cross-team sync focuses on dependencies at risk rather than ' +
        'general status. I would also look for ways to reduce dependencies, such as agreeing on ' +
        'interface contracts so teams can work in parallel with mocks. When a dependency slips, I assess ' +
        'the effect on the launch and escalate quickly with options.',
      evaluationCriteria: [
        'Strong: makes dependencies explicit with owners, dates, and status.',
        'Strong: uses early integration milestones to reveal problems early.',
        'Strong: focuses cross-team meetings on at-risk dependencies.',
        'Strong: reduces dependencies structurally, for example with interface contracts.',
      ],
    },
    {
      id: 'role-program-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you set up governance and reporting for a multi-year, multi-million-dollar ' +
        'transformation program?',
      answer:
        "I would start by defining the program's objectives and measurable benefits with the executive " +
        'sponsor, such as cost savings or cycle time reductions, because governance should track whether ' +
        'those benefits are achieved, not only activity. The structure would include a steering ' +
        'committee of senior stakeholders meeting monthly for decisions, a program board or management ' +
        'office for coordination, and clear decision rights, such as which changes project managers can ' +
        'approve versus what goes to the steering committee. I would use stage gates for major ' +
        'investments, with criteria to proceed. Reporting would be consistent across projects: schedule, ' +
        'budget, RAID log of risks, assumptions, issues, and dependencies, and benefit tracking, with ' +
        'honest status colors defined by criteria, not feelings. I would also plan for change management ' +
        'and regular reviews of the business case, because a multi-year program must adapt to changes in ' +
        'the business.',
      evaluationCriteria: [
        'Strong: ties governance to measurable benefits, not just delivery activity.',
        'Strong: defines governance bodies, cadence, and clear decision rights.',
        'Strong: uses stage gates and consistent reporting including RAID and criteria-based status.',
        "Strong: plans for business case review and change management over the program's life.",
      ],
    },
    {
      id: 'role-program-manager-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Two projects in your program need the same small group of specialist engineers during the same ' +
        'quarter, and both sponsors are escalating to you. What do you do?',
      answer:
        "I would first confirm the facts: exactly how much of the specialists' time each project needs, " +
        'when, and for what, because requests are often overstated or could be sequenced. Then I would ' +
        "assess the impact of each option on the program's goals, such as which project's delay costs " +
        'more in benefits or has a hard external deadline, like a regulatory date. I would look for ' +
        'alternatives: sequencing the work, bringing in contractors, training other engineers, or ' +
        "reducing the scope of one project's specialist work. I would bring both sponsors together with " +
        'the analysis and the options, rather than negotiating with each separately. If they cannot ' +
        'agree, the decision goes to the steering committee or the executive sponsor with a clear ' +
        'recommendation, based on program priorities. Once decided, I would communicate it to both teams ' +
        'and adjust plans.',
      evaluationCriteria: [
        'Strong: verifies actual demand and timing before deciding.',
        'Strong: evaluates impact against program objectives and hard deadlines.',
        'Strong: explores creative alternatives to increase or reallocate capacity.',
        'Strong: brings sponsors together and escalates to the proper governance with a recommendation.',
      ],
    },
    {
      id: 'role-program-manager-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about a time you took over a program that was off track and got it back on course.',
      answer:
        'Situation: I took over an ERP implementation program for a manufacturer that was four months ' +
        'behind schedule and 30 percent over budget, with three project teams reporting green while ' +
        'integration testing kept failing. Task: I was asked to produce a credible plan within a month ' +
        'and restore confidence with the steering committee. Action: I spent the first two weeks ' +
        'listening to team leads and reviewing the actual state of deliverables, and found status was ' +
        'based on tasks started, not completed. I introduced criteria-based status and a single ' +
        'integrated plan, and re-baselined with the teams, separating must-have scope for go-live from ' +
        'later phases. We set up weekly integration testing cycles rather than one at the end. I ' +
        'presented the steering committee with an honest new date and cost. Result: The program went ' +
        'live on the re-baselined date, seven months after my arrival, within the revised budget, and ' +
        'the later phase was delivered three months after that.',
      evaluationCriteria: [
        'Strong: diagnoses the real state of the program before proposing a plan.',
        'Strong: introduces objective, criteria-based status reporting.',
        'Strong: re-baselines honestly, separating essential scope.',
        'Strong: reports delivery against the revised plan.',
      ],
    },
  ],
  'Business Development Manager': [
    {
      id: 'role-business-development-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you identify and qualify potential partners when entering a new market?',
      answer:
        'I start with what the company needs from partners in that market: distribution, local ' +
        'credibility, complementary products, or technical capability. That defines an ideal partner ' +
        'profile, for example, regional distributors serving mid-size manufacturers with a sales team of ' +
        'at least 20. Then I build a long list from industry associations, trade shows, customer and ' +
        'analyst input, and competitor partnerships. To qualify, I score candidates on strategic fit, ' +
        'customer overlap, capability, financial stability, reputation, and, importantly, incentive: ' +
        'whether partnering with us matters to them, because a partner with no motivation will not sell ' +
        'your product. I would interview the top candidates, speak with some of their customers, and ' +
        'check references. I would then pick a small number to start with and set clear mutual goals, ' +
        'rather than signing many partners who do little.',
      evaluationCriteria: [
        'Strong: defines what the company needs and an ideal partner profile.',
        'Strong: uses multiple sources to build the candidate list.',
        "Strong: qualifies on fit, capability, stability, and the partner's incentive.",
        'Strong: starts with a focused set of partners and clear mutual goals.',
      ],
    },
    {
      id: 'role-business-development-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you structure a partnership deal, and how do you choose between a referral fee, a ' +
        'revenue share, and a reseller model?',
      answer:
        'The choice depends on who owns the customer relationship, who does the selling work, and how ' +
        'much control we need. A referral model, where the partner introduces leads and we close them, ' +
        'usually pays around 10 to 20 percent of first-year revenue; it is simple but gives the partner ' +
        'little motivation beyond introductions. A revenue share suits ongoing joint value, such as an ' +
        'integrated product, where both parties contribute continuously. A reseller model gives the ' +
        'partner a discount, often 20 to 40 percent, to buy and resell to their customers, so they own ' +
        'the relationship and billing, which scales reach but reduces our control over pricing and ' +
        'customer experience. I would model the economics of each: customer acquisition cost compared ' +
        "with our direct sales, lifetime value, and margin after the partner's share. The contract needs " +
        'clear terms on exclusivity, territories, minimum commitments, data sharing, support ' +
        'responsibilities, and exit terms.',
      evaluationCriteria: [
        'Strong: explains the key differences between referral, revenue share, and reseller models.',
        'Strong: ties the choice to customer ownership, sales effort, and control.',
        'Strong: models economics against direct sales, including acquisition cost and lifetime value.',
        'Strong: identifies critical contract terms such as exclusivity, commitments, and exit clauses.',
      ],
    },
    {
      id: 'role-business-development-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A year into a partnership, your partner is producing only a quarter of the revenue both sides ' +
        'committed to. What do you do?',
      answer:
        'I would first understand why, using data: pipeline from the partner, how many of their sales ' +
        "reps have sold our product, and where deals stall. Then I would meet the partner's leadership " +
        'to review the results openly, without accusing, and ask for their view. Often the causes are on ' +
        'both sides: their sales team lacks training or incentives, or our product is hard to sell in ' +
        'their channel, or our leads and support are slow. Based on that, I would agree on a specific ' +
        "improvement plan with both parties' commitments, such as joint training, a sales incentive " +
        'program, co-marketing, and a dedicated contact on our side, with milestones over the next ' +
        'quarter. If there is still no progress, I would review the contract terms, such as minimums and ' +
        'exclusivity, and consider restructuring or ending the partnership so that we can invest in ' +
        'better partners.',
      evaluationCriteria: [
        'Strong: diagnoses the causes with data before acting.',
        "Strong: discusses performance openly with partner leadership and considers both sides' " +
          'contribution.',
        'Strong: agrees on a concrete joint improvement plan with milestones.',
        'Strong: is willing to restructure or exit based on contract terms if improvement does not come.',
      ],
    },
    {
      id: 'role-business-development-manager-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about a time you opened a new market or closed a strategic partnership.',
      answer:
        'Situation: Our company sold scheduling software to dental clinics in the US and wanted to enter ' +
        'Canada, but we had no brand presence there and little budget for a direct sales team. Task: I ' +
        'was asked to establish a channel that could produce $500,000 in annual recurring revenue within ' +
        '18 months. Action: I researched the market and found that most clinics bought software through ' +
        'a few practice management consultancies. I approached the three largest, and focused on one ' +
        'that had lost a scheduling vendor to an acquisition. I negotiated a reseller agreement with a ' +
        '25 percent margin, a co-marketing fund, and support for French-language clinics in Quebec, ' +
        'which required product localization that I championed internally. I trained their consultants ' +
        'personally over three visits. Result: The partner reached $620,000 in annual recurring revenue ' +
        'in 16 months, and Canada became our second largest market.',
      evaluationCriteria: [
        'Strong: researches how customers buy in the new market and targets partners accordingly.',
        'Strong: structures a deal with terms that motivate the partner.',
        'Strong: drives internal changes needed for the partnership to succeed.',
        'Strong: reports measurable revenue outcomes against a target.',
      ],
    },
  ],
  'Operations Manager': [
    {
      id: 'role-operations-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you find and fix the bottleneck in an operational process?',
      answer:
        "I would map the process from start to finish and measure each step's capacity and throughput, " +
        'along with where work piles up, because queues usually build in front of the bottleneck. I ' +
        'would confirm with data such as cycle times and utilization, and by observing the work on the ' +
        'floor. Following the theory of constraints, the whole system can only produce as fast as its ' +
        'bottleneck, so improvements elsewhere do not increase output. First I would make the most of ' +
        'the constraint: make sure it never sits idle waiting for inputs, remove non-essential work from ' +
        'it, and reduce defects that waste its time. Then I would make other steps support it, for ' +
        'example by scheduling work to keep it fed. Only if that is not enough would I invest in adding ' +
        'capacity. After improving it, the bottleneck usually moves elsewhere, so I would measure again ' +
        'and repeat.',
      evaluationCriteria: [
        'Strong: identifies the bottleneck with data on queues, throughput, and observation.',
        'Strong: applies theory of constraints reasoning that system output depends on the bottleneck.',
        'Strong: exploits the constraint before adding capacity.',
        'Strong: recognizes the bottleneck will shift and repeats the process.',
      ],
    },
    {
      id: 'role-operations-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you build a staffing model for a team whose workload varies by day of the week and by ' +
        'season?',
      answer:
        'I would start with historical volume data, ideally two or more years, to see patterns by hour, ' +
        'day, and season, and work with the business to add known drivers, such as promotions or new ' +
        'customers, to produce a forecast. Then I would convert volume into work hours using the average ' +
        'handling time per task, and add a service target. For a queue-based operation, such as a ' +
        'contact center, I would use an Erlang C calculation, which accounts for random arrivals, to ' +
        'find how many staff are needed to meet a service level, for example 80 percent of calls ' +
        'answered within 20 seconds. Then I would add shrinkage for breaks, training, leave, and ' +
        'absence, often 25 to 35 percent. To match the variability, I would use a mix of full-time ' +
        'staff, part-time shifts, seasonal workers, and cross-training. I would compare forecast with ' +
        'actual results weekly and adjust.',
      evaluationCriteria: [
        'Strong: forecasts demand from historical patterns plus known business drivers.',
        'Strong: converts volume into staff hours using handling time and a service target.',
        'Strong: applies queueing models where relevant and includes shrinkage.',
        'Strong: uses flexible staffing options and updates the model with actuals.',
      ],
    },
    {
      id: 'role-operations-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'The defect rate in your operation has tripled this month, and leadership is also pressing you ' +
        'to hit output targets. What do you do?',
      answer:
        'I would not let the output target hide a quality problem, because defects shipped to customers ' +
        'are usually far more expensive than lost output. First, I would contain the problem: increase ' +
        'inspection, quarantine suspect output, and make sure defective products or services do not ' +
        'reach customers. Then I would find what changed, since a sudden tripling usually has a specific ' +
        'cause: a new material supplier, a machine setting, a new employee or shift, or a process ' +
        'change. I would look at defect data by line, shift, and product to locate it, and use a ' +
        'structured method, such as a fishbone diagram with the team. Once the cause is fixed, I would ' +
        'verify the defect rate returns to normal. I would tell leadership early and openly, with the ' +
        'data, the cost of the defects, and a plan, including how output will recover.',
      evaluationCriteria: [
        'Strong: contains the problem to protect customers before chasing output.',
        'Strong: looks for what changed and segments defect data to find the source.',
        'Strong: uses structured root cause analysis with the team.',
        'Strong: communicates early with leadership using cost and recovery plans.',
      ],
    },
    {
      id: 'role-operations-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you introduced a process change and won over frontline staff who were ' +
        'skeptical.',
      answer:
        'Situation: In a distribution center I managed, order picking used paper lists, and I wanted to ' +
        'move to handheld scanners with optimized pick paths. Several experienced pickers opposed it, ' +
        'worried it would be used to monitor them and slow them down. Task: I needed to implement the ' +
        "change while keeping the team's trust and productivity. Action: I invited three of the most " +
        'skeptical pickers to help run a two-week pilot and to shape how the system was configured, such ' +
        'as the screen layout and the order of picks. I was clear that we would not use the data for ' +
        'individual discipline during the rollout. Their suggestions fixed two problems in the pick ' +
        'paths, and they helped train colleagues. Result: After rollout, picking errors fell by 60 ' +
        'percent and orders picked per hour rose 18 percent, and one of the pilot pickers became our ' +
        'system trainer.',
      evaluationCriteria: [
        'Strong: involves skeptical frontline staff directly in designing and piloting the change.',
        'Strong: addresses concerns openly, such as fears about monitoring.',
        'Strong: uses staff input to improve the change.',
        'Strong: reports measurable productivity and quality results.',
      ],
    },
  ],
  'Marketing Manager': [
    {
      id: 'role-marketing-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you build a quarterly marketing plan and decide how to split the budget across channels?',
      answer:
        'I start from the business goal, for example a revenue or pipeline target, and work backward ' +
        'through the funnel with our conversion rates to find how many leads or visitors we need by ' +
        "segment. Then I look at each channel's past performance: cost per acquisition, conversion " +
        'quality, and capacity, meaning how much more spend it can absorb before returns drop. I would ' +
        'allocate most of the budget, perhaps 70 percent, to proven channels with solid returns, about ' +
        '20 percent to scaling promising ones, and around 10 percent to tests of new channels or ' +
        'messages. The plan also covers campaigns and themes, timing around seasonality and product ' +
        'launches, content needs, and who owns each item. I would set KPIs for each channel and review ' +
        'them every two weeks, moving budget from underperforming channels to stronger ones rather than ' +
        'sticking to the plan for its own sake.',
      evaluationCriteria: [
        'Strong: works backward from a business goal through funnel conversion rates.',
        'Strong: allocates budget based on channel performance and diminishing returns.',
        'Strong: reserves a portion of budget for testing new channels.',
        'Strong: defines KPIs and reallocates budget regularly based on results.',
      ],
    },
    {
      id: 'role-marketing-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "How do you measure marketing's real contribution to revenue, and what are the limits of " +
        'attribution models?',
      answer:
        'Attribution models assign credit for a conversion to touchpoints: last-touch, first-touch, ' +
        'multi-touch such as linear or position-based, or data-driven models. They are useful for ' +
        'optimizing within digital channels, but they have real limits: they only see trackable ' +
        'touchpoints, they lose data to privacy restrictions and cookie consent, and they confuse ' +
        'correlation with causation, for example giving branded search credit for sales that would have ' +
        'happened anyway. So I would combine them with incrementality testing, such as geographic ' +
        'holdout tests or conversion lift studies, where we turn a channel off or on for a comparable ' +
        'group and measure the difference. For larger budgets, marketing mix modeling uses regression on ' +
        "spend and sales over time to estimate each channel's contribution, including offline media. I " +
        'would use these methods together, and I would report to leadership with honest ranges rather ' +
        'than false precision.',
      evaluationCriteria: [
        'Strong: explains common attribution models and what they are useful for.',
        'Strong: identifies their limits, including tracking gaps and lack of causality.',
        'Strong: uses incrementality tests such as holdouts or lift studies.',
        'Strong: mentions marketing mix modeling and communicates uncertainty honestly.',
      ],
    },
    {
      id: 'role-marketing-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Halfway through a major campaign, results are 40 percent below target, and the CEO asks you ' +
        'why. What do you do?',
      answer:
        'I would answer quickly and honestly, with what I know and when I will know more, rather than ' +
        'waiting for a perfect analysis. Then I would break down the funnel to locate the problem: are ' +
        'impressions and reach on plan, is click-through lower than expected, or do people click but not ' +
        'convert? Each points to a different cause, such as targeting, creative, or the landing page and ' +
        'offer. I would compare by channel, audience, and creative to see whether the shortfall is ' +
        'general or concentrated. Then I would act on what can still be fixed in the remaining weeks: ' +
        'shifting budget to the best-performing segments, refreshing creative, or fixing a landing page. ' +
        'I would give the CEO a short summary of the causes, the actions, and a revised forecast. I ' +
        'would also document the learning for future campaign planning, including whether the original ' +
        'target was realistic.',
      evaluationCriteria: [
        'Strong: responds promptly and transparently to leadership.',
        'Strong: diagnoses by funnel stage to locate the problem.',
        'Strong: takes corrective actions that can still affect the campaign.',
        'Strong: provides a revised forecast and captures lessons, including target setting.',
      ],
    },
    {
      id: 'role-marketing-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a campaign you led from brief to results.',
      answer:
        'Situation: Our meal-kit company was losing new customers after the first box, and only 28 ' +
        'percent ordered a second time. Task: I led a campaign to improve second-order rates, with a ' +
        'budget of $80,000 over one quarter. Action: I started with research, including a survey of ' +
        'customers who did not reorder, which showed many felt the recipes took too long. With the ' +
        'product team, we created a 20-minute meals line, and I built an onboarding campaign around it: ' +
        'emails timed to the first delivery, recipe videos on social media, and a discount on the second ' +
        'box for customers who had not reordered within ten days. I set up a holdout group to measure ' +
        'the real effect. Result: The second-order rate rose to 39 percent compared with 30 percent in ' +
        'the holdout group, which generated an estimated $1.2 million in additional annual revenue.',
      evaluationCriteria: [
        'Strong: starts from research and a clear objective.',
        'Strong: describes an integrated set of channels and tactics tied to the insight.',
        'Strong: measures impact with a control or holdout group.',
        'Strong: reports quantified business results.',
      ],
    },
  ],
  'Digital Marketing Specialist': [
    {
      id: 'role-digital-marketing-specialist-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How would you set up and structure a new paid search campaign?',
      answer:
        'I would start with conversion tracking, because without it the bidding algorithms and my own ' +
        'optimizations are blind. That means the tag or server-side conversion events, with values where ' +
        'possible, tested before launch. Then keyword research, grouping keywords into tightly themed ad ' +
        'groups by intent, such as product type or problem, so ads and landing pages match the search ' +
        'closely. I would choose match types deliberately, using exact and phrase match for proven ' +
        'terms, and broad match only with smart bidding and good conversion data. A negative keyword ' +
        'list from the start prevents wasted spend on irrelevant searches, like jobs or free. I would ' +
        'write responsive search ads with several headlines that include the keyword and a clear offer, ' +
        'and use assets like sitelinks. Branded and non-branded campaigns should be separate, since they ' +
        'perform very differently. After launch, I review the search terms report weekly.',
      evaluationCriteria: [
        'Strong: sets up and tests conversion tracking before launch.',
        'Strong: structures tightly themed ad groups by intent with matching landing pages.',
        'Strong: uses match types and negative keywords deliberately.',
        'Strong: separates brand from non-brand and reviews search terms regularly.',
      ],
    },
    {
      id: 'role-digital-marketing-specialist-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your cost per acquisition on paid social doubled over two weeks. How do you diagnose the cause?',
      answer:
        'First I check whether the problem is in tracking rather than performance: did conversions drop ' +
        'in the ad platform but not in our own backend data? A broken pixel, a changed checkout page, or ' +
        'a consent banner change can make CPA look worse without any real change. If real, I break CPA ' +
        'into its parts: cost per thousand impressions, click-through rate, and conversion rate. If CPMs ' +
        'rose, it may be auction competition, such as a seasonal peak, or a narrower audience. If ' +
        'click-through fell, it is often creative fatigue, so I would check frequency and whether ad ' +
        'performance declined over time. If conversion rate fell, I would look at the landing page, ' +
        'pricing, stock, or site speed. I would also check recent changes: new campaigns competing for ' +
        'the same audience, budget increases that pushed into less efficient audiences, or a learning ' +
        'phase reset. Then I fix the specific cause.',
      evaluationCriteria: [
        'Strong: rules out tracking or measurement problems first.',
        'Strong: decomposes CPA into CPM, click-through rate, and conversion rate.',
        'Strong: names likely causes for each component, such as creative fatigue or landing page issues.',
        'Strong: checks recent account changes such as overlap, budget jumps, or learning phase resets.',
      ],
    },
    {
      id: 'role-digital-marketing-specialist-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Your manager wants to triple spend next month on the channel with the best return on ad spend. ' +
        'What do you do?',
      answer:
        'I would support growing the channel but explain the risk of tripling it at once. Return on ad ' +
        'spend usually falls as spend rises, because the first dollars reach the most likely buyers and ' +
        'additional spend reaches less interested audiences. Also, a high return may partly reflect ' +
        'customers who would have bought anyway, especially in retargeting or branded search. I would ' +
        'propose scaling in steps, for example 30 to 50 percent increases every week or so, watching ' +
        'marginal return rather than the average, and stopping when the next increment falls below our ' +
        'target. If possible, I would run an incrementality test to confirm the channel is really ' +
        'driving new sales. I would show my manager a simple forecast with expected returns at different ' +
        'spend levels, so we agree on thresholds in advance, and prepare where the rest of the budget ' +
        'could go if the channel saturates.',
      evaluationCriteria: [
        'Strong: explains diminishing returns and the difference between average and marginal returns.',
        'Strong: raises the risk that high returns reflect non-incremental sales.',
        'Strong: proposes stepwise scaling with agreed thresholds.',
        "Strong: supports the manager's goal with a data-based plan rather than simply refusing.",
      ],
    },
    {
      id: 'role-digital-marketing-specialist-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time an experiment you ran changed your approach to a channel.',
      answer:
        'Situation: Our email program sent three promotional emails a week to all subscribers, and the ' +
        'team believed more emails meant more sales, but unsubscribe rates were climbing. Task: I wanted ' +
        'to find the right frequency using evidence rather than opinion. Action: I designed a four-week ' +
        'test with three randomly assigned groups: three emails a week, two a week, and one a week plus ' +
        'a triggered email based on browsing behavior. I tracked revenue per subscriber, unsubscribes, ' +
        'and spam complaints, and agreed with my manager in advance what result would change our ' +
        'approach. Result: The group with one email plus triggered emails produced 8 percent more ' +
        'revenue per subscriber than the three-email group, with half the unsubscribes. We moved to that ' +
        'approach, list growth improved, and I used the same test design later to evaluate SMS ' +
        'campaigns.',
      evaluationCriteria: [
        'Strong: designs a controlled experiment with random assignment.',
        'Strong: tracks both primary and guardrail metrics.',
        'Strong: agrees on decision criteria in advance.',
        'Strong: changes practice based on results and reports numbers.',
      ],
    },
  ],
  'Content Marketing Manager': [
    {
      id: 'role-content-marketing-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How would you build a content strategy for a B2B software product from scratch?',
      answer:
        'I would start with the business goals, such as pipeline from organic channels, and the ' +
        'audience: the buyer personas, the problems they search for, and the questions they ask at each ' +
        'stage of the buying process. Sales calls, support tickets, and customer interviews are the best ' +
        'sources for this. Then I would define a few content pillars, topics where we have real ' +
        'expertise and that connect to the product, and plan formats for each stage: educational ' +
        'articles and guides for awareness, comparison pages and case studies for consideration, and ' +
        'implementation content for customers. Keyword research helps prioritize topics with search ' +
        'demand. I would set a realistic publishing cadence, an editorial process with subject matter ' +
        'experts, and distribution through email, social media, sales enablement, and partners, because ' +
        'publishing without distribution is wasted. I would measure traffic, engagement, leads, and ' +
        'pipeline influenced.',
      evaluationCriteria: [
        'Strong: grounds strategy in business goals and real customer questions.',
        'Strong: defines content pillars connected to expertise and product.',
        'Strong: maps content types to stages of the buying journey.',
        'Strong: includes distribution, process, and metrics tied to pipeline.',
      ],
    },
    {
      id: 'role-content-marketing-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you run a content audit of 400 existing blog posts and decide what to update, ' +
        'consolidate, or remove?',
      answer:
        'I would export every URL with its data: organic traffic and trends over the past year, rankings ' +
        'and impressions from Search Console, backlinks, conversions or assisted pipeline, and ' +
        'publication date. Then I would group posts by topic to spot cannibalization, where several ' +
        'posts compete for the same search. For each post I would assign an action. High performers get ' +
        'kept and refreshed regularly. Posts with impressions but low clicks or declining rankings get ' +
        'updated with current information, better structure, and better titles. Several thin posts on ' +
        'the same topic get consolidated into one strong page, with 301 redirects from the old URLs. ' +
        'Posts with no traffic, no links, and no business value get removed or set to noindex, and ' +
        'outdated posts with links get redirected to the closest relevant page. I would prioritize by ' +
        'potential impact and track the results over the following months.',
      evaluationCriteria: [
        'Strong: collects traffic, ranking, backlink, and conversion data for each URL.',
        'Strong: identifies keyword cannibalization and consolidates with 301 redirects.',
        'Strong: applies clear criteria for refresh, consolidate, or remove decisions.',
        'Strong: prioritizes by impact and measures results after changes.',
      ],
    },
    {
      id: 'role-content-marketing-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Your subject matter experts keep missing deadlines to review drafts, and the content calendar ' +
        'is falling behind. What do you do?',
      answer:
        'I would first talk to a few of the experts to understand why. Usually they are busy with their ' +
        'main jobs, reviews are not recognized as part of their work, or the requests are unclear and ' +
        'take too long. Then I would make the process easier for them. Instead of asking them to review ' +
        'a long draft, I could interview them for 20 minutes and have a writer turn that into the draft, ' +
        'so their review is quick. I would send specific questions rather than a general please review, ' +
        'set clear deadlines, and batch requests. I would also talk to their managers to get expert ' +
        'contributions recognized, for example with bylines or as part of their goals. Meanwhile, I ' +
        'would keep a buffer of evergreen content that does not need experts, so the calendar stays on ' +
        'track while the process improves.',
      evaluationCriteria: [
        'Strong: investigates why experts are missing deadlines.',
        'Strong: reduces the burden on experts, for example with interviews and specific questions.',
        'Strong: works with managers to make contribution recognized.',
        'Strong: protects the calendar with content that does not depend on experts.',
      ],
    },
    {
      id: 'role-content-marketing-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a piece of content you created that performed unusually well, and why you think ' +
        'it worked.',
      answer:
        'Situation: At a payroll software company, our blog generated traffic but few leads, and sales ' +
        'said prospects struggled with complex state payroll rules. Task: I wanted to create one asset ' +
        'that would attract the right audience and generate qualified leads. Action: I worked with our ' +
        'compliance team to build a state-by-state payroll tax guide with minimum wage, withholding, and ' +
        'filing deadlines for all 50 states, with a downloadable checklist for each state in exchange ' +
        'for an email. We set up a quarterly review process to keep the guide accurate, and promoted it ' +
        'through accountant communities and our sales team. Result: Within six months, the guide ranked ' +
        'in the top three search results for dozens of state payroll queries, generated about 2,400 ' +
        'leads, and sourced roughly 15 percent of new pipeline that year. I think it worked because it ' +
        'solved a real, recurring problem better than anything else available.',
      evaluationCriteria: [
        'Strong: grounds the content in a specific audience problem surfaced by data or sales.',
        'Strong: explains the production and maintenance process, including expert input.',
        'Strong: includes distribution, not just publishing.',
        'Strong: reports quantified results and gives a credible explanation of why it worked.',
      ],
    },
  ],
  'SEO Specialist': [
    {
      id: 'role-seo-specialist-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you do keyword research and decide which page should target which keywords?',
      answer:
        'I start by understanding the audience and the business: what the product solves and what ' +
        'customers call it, using input from sales, support, and customer language. Then I expand seed ' +
        "terms with keyword tools, Search Console queries, competitors' rankings, and related searches, " +
        'and collect search volume, difficulty, and current rankings. The most important step is ' +
        'understanding search intent. I look at the current top results: if they are all how-to guides, ' +
        'a product page will not rank for that term, and if they are all product pages, a blog post will ' +
        'not. I group keywords by intent and topic into clusters, and assign each cluster to one page, ' +
        'which avoids several of our pages competing with each other. Then I prioritize clusters by ' +
        'business value, volume, and how achievable they are, and map them to existing pages or new ' +
        'content briefs.',
      evaluationCriteria: [
        'Strong: uses multiple sources including customer language and Search Console data.',
        'Strong: determines search intent by looking at current top results.',
        'Strong: clusters keywords and assigns one primary page per cluster to avoid cannibalization.',
        'Strong: prioritizes by business value and feasibility, not volume alone.',
      ],
    },
    {
      id: 'role-seo-specialist-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you plan a website migration to a new domain and URL structure without losing organic ' +
        'traffic?',
      answer:
        'I would start before launch with a full crawl of the old site and a list of all URLs with ' +
        'traffic, rankings, and backlinks, including from Search Console and analytics. Then I would ' +
        'build a one-to-one redirect map from every old URL to its most relevant new URL, using 301 ' +
        'redirects, and avoid redirect chains or sending everything to the home page. On the staging ' +
        'site, I would check that it is blocked from indexing, then verify titles, content, internal ' +
        'links, canonical tags, structured data, and hreflang if relevant. At launch, I would remove the ' +
        'staging blocks, test the redirects, submit new XML sitemaps, and use the Change of Address tool ' +
        'in Search Console for the domain move. I would keep the old domain and its redirects in place ' +
        'for at least a year. Afterward, I would monitor crawl errors, indexing, and rankings daily for ' +
        'the first few weeks.',
      evaluationCriteria: [
        'Strong: benchmarks and inventories all URLs with traffic and backlinks before migrating.',
        'Strong: builds a one-to-one 301 redirect map and avoids chains or blanket redirects.',
        'Strong: checks technical elements such as canonicals, internal links, and indexing blocks.',
        'Strong: uses Search Console tools, keeps redirects long term, and monitors closely after launch.',
      ],
    },
    {
      id: 'role-seo-specialist-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A stakeholder wants to publish 500 automatically generated location pages next week to rank in ' +
        'every city. What do you do?',
      answer:
        'I would explain the risk clearly. Search engines treat mass-produced pages with little unique ' +
        'value as scaled content abuse under their spam policies, and a large batch of near-duplicate ' +
        "city pages can get little traffic, or even hurt the whole site's performance. I would ask what " +
        'business goal is behind it: if we actually serve customers in those cities, there is a ' +
        'legitimate opportunity. I would propose a better approach: start with the 20 or so cities with ' +
        'the most demand and where we have a real presence or service, and create pages with unique, ' +
        'useful content, such as local pricing, service details, customer reviews, or case studies from ' +
        'that area. I would measure how those pages perform, then expand with a template that pulls in ' +
        'genuinely local data. This approach reaches the goal with far less risk.',
      evaluationCriteria: [
        'Strong: identifies the spam policy and quality risks of mass-generated thin pages.',
        'Strong: explores the business goal behind the request.',
        'Strong: proposes a phased approach with genuinely unique local content.',
        'Strong: uses measurement from a first batch before scaling.',
      ],
    },
    {
      id: 'role-seo-specialist-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you recovered or significantly grew organic traffic.',
      answer:
        "Situation: An online furniture retailer's organic traffic had declined 35 percent over a year, " +
        'and nobody had identified why. Task: I was hired to diagnose the decline and recover traffic ' +
        'within six months. Action: A crawl showed that the faceted navigation, with filters for color, ' +
        'size, and material, had created over 200,000 indexable URL combinations, so search engines were ' +
        'spending their crawl budget on near-duplicates while important category pages were crawled ' +
        'rarely. I worked with developers to apply canonical tags and noindex rules to filter ' +
        'combinations, blocked the crawling of parameters that added no value, and created indexable ' +
        'pages only for filter combinations with real search demand, such as white oak dining tables. I ' +
        'also improved internal links to top categories. Result: Indexed low-value URLs fell by 90 ' +
        'percent, and organic traffic recovered to its previous level in five months and grew 20 percent ' +
        'above it within a year.',
      evaluationCriteria: [
        'Strong: diagnoses a specific technical or content cause with data.',
        'Strong: describes concrete fixes and how they were implemented with developers.',
        'Strong: shows understanding of trade-offs, such as keeping valuable filter pages.',
        'Strong: reports measurable results over a realistic time frame.',
      ],
    },
  ],
  'Social Media Manager': [
    {
      id: 'role-social-media-manager-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you pick which social platforms to focus on and build a content calendar for them?',
      answer:
        'I start with the audience and goals. I look at where our target customers actually spend time, ' +
        'using audience research, competitor activity, and our own analytics, and what we want social to ' +
        'achieve, such as awareness, community, or traffic. A small team is better off doing two ' +
        'platforms well than five poorly. For the calendar, I define three to five content pillars, such ' +
        'as education, behind the scenes, customer stories, and product, and a mix that is mostly useful ' +
        'or entertaining and only partly promotional. I plan weekly themes around key dates like ' +
        'launches and holidays, but leave space for trends and timely posts. Each platform needs native ' +
        'formats: short video for some, carousels or text posts for others. The calendar lists the date, ' +
        'platform, format, caption, asset, owner, and approval status, and I review performance monthly ' +
        'to adjust the mix.',
      evaluationCriteria: [
        'Strong: chooses platforms based on audience and goals and concentrates resources.',
        'Strong: defines content pillars and a balanced, mostly non-promotional mix.',
        'Strong: adapts formats natively for each platform and leaves room for timely content.',
        'Strong: uses a structured calendar and reviews performance to adjust.',
      ],
    },
    {
      id: 'role-social-media-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Leadership thinks social media is just vanity metrics. How do you measure and report its ' +
        'business impact?',
      answer:
        'I would agree that follower counts alone do not mean much, and build reporting around the goals ' +
        'social is supposed to serve. For awareness, I would report reach and impressions among the ' +
        'target audience, plus share of voice compared with competitors. For engagement, I would use ' +
        'engagement rate by reach, which is fairer than by followers, and saves and shares, which signal ' +
        'real value. For business results, I would track traffic, sign-ups, and sales from social using ' +
        'UTM parameters on every link, and assisted conversions in analytics. I would also capture less ' +
        'trackable value: social customer service response times, and how many customers mention social ' +
        'on signup surveys. When possible, I would run brand lift or holdout tests for paid social. The ' +
        'report to leadership would be short: a few numbers connected to business goals, trends over ' +
        'time, and what we will change as a result.',
      evaluationCriteria: [
        'Strong: ties metrics to specific business goals rather than follower counts.',
        'Strong: uses better engagement measures such as engagement rate by reach, saves, and shares.',
        'Strong: tracks traffic and conversions with UTM parameters and analytics.',
        'Strong: includes lift testing or survey data and keeps leadership reporting concise and ' +
          'actionable.',
      ],
    },
    {
      id: 'role-social-media-manager-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "A customer's post accusing your brand of poor treatment is going viral, with thousands of angry " +
        'comments. What do you do?',
      answer:
        'I would move fast but not react emotionally. First, I would pause scheduled posts, since a ' +
        'cheerful promotion during a crisis looks careless. I would alert the escalation contacts in our ' +
        'crisis plan, such as communications, customer service, and legal if needed, and find out the ' +
        'facts quickly: who the customer is, what happened, and whether the claim is accurate. Within a ' +
        'few hours, I would post an initial response acknowledging the concern, saying we are looking ' +
        'into it, and inviting the customer to a private channel, without arguing or making promises we ' +
        'cannot keep. Once the facts are known, the response depends on them: if we were wrong, a ' +
        'sincere public apology and specific fix; if the claim is inaccurate, a calm, factual ' +
        'clarification. I would track sentiment and volume throughout, respond consistently, and ' +
        'afterward review what caused the issue and how we handled it.',
      evaluationCriteria: [
        'Strong: pauses scheduled content and activates an escalation plan.',
        'Strong: gathers facts before taking a position, while acknowledging quickly.',
        'Strong: moves the individual complaint to a private channel without arguing publicly.',
        'Strong: tailors the final response to the facts and reviews the incident afterward.',
      ],
    },
    {
      id: 'role-social-media-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you significantly grew engagement or a community on a social channel.',
      answer:
        'Situation: A regional outdoor gear retailer had an Instagram account with 12,000 followers, but ' +
        'engagement rate was under 1 percent and posts were mostly product photos. Task: I was asked to ' +
        'make the channel drive community and store visits within six months. Action: I reviewed our top ' +
        'posts and found that trail photos from customers outperformed product shots by three times. I ' +
        "launched a monthly community challenge with a hashtag, featuring customers' adventures, and " +
        'started short weekly videos with store staff giving trail tips. I answered comments within the ' +
        'day and partnered with two local hiking clubs for events. Result: Engagement rate rose to 4.2 ' +
        'percent, followers grew to 21,000, and the hashtag gathered over 3,000 posts. Event attendance ' +
        'from social averaged 60 people, and store sales on event days rose about 15 percent.',
      evaluationCriteria: [
        'Strong: uses data to find what content resonates.',
        'Strong: builds community through user-generated content and active engagement.',
        'Strong: connects social activity to real business outcomes.',
        'Strong: reports clear before and after numbers.',
      ],
    },
  ],
  'Product Marketing Manager': [
    {
      id: 'role-product-marketing-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you develop positioning for a new product?',
      answer:
        'I start with customer research rather than a brainstorm: interviews with our best-fit ' +
        'customers, win and loss data, and sales call recordings. A useful framework has five parts. ' +
        'First, the competitive alternatives: what customers would use if we did not exist, which often ' +
        'includes spreadsheets or doing nothing. Second, our unique attributes compared with those ' +
        'alternatives. Third, the value those attributes deliver, expressed in customer terms with ' +
        'proof. Fourth, the target customers who care most about that value. Fifth, the market category ' +
        'that makes the value obvious. I would work through this with product, sales, and leadership, ' +
        'because positioning needs agreement to be used. Then I would turn it into a messaging ' +
        'framework, with a core statement and messages by persona, and test it with prospects and in ' +
        'sales calls before a wide rollout, adjusting based on what resonates.',
      evaluationCriteria: [
        'Strong: grounds positioning in customer research and competitive alternatives.',
        'Strong: uses a structured framework linking attributes, value, target customers, and category.',
        'Strong: builds cross-functional agreement on positioning.',
        'Strong: translates it into messaging and tests it with real prospects.',
      ],
    },
    {
      id: 'role-product-marketing-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Walk me through how you would plan the launch of a major new feature, including how you decide ' +
        'how big the launch should be.',
      answer:
        "I would first decide the launch tier based on the feature's importance to customers and the " +
        'business: a major tier for features that change our market position or open a new segment, and ' +
        'smaller tiers for improvements that mainly matter to existing users. Each tier has a standard ' +
        'set of activities. For a major launch, I would define goals, such as pipeline, adoption, or win ' +
        'rate against a competitor, and the audience. Then I would prepare positioning and messaging, ' +
        'sales enablement with demos and objection handling, customer success training, pricing and ' +
        'packaging decisions if needed, website and documentation updates, press and analyst briefings, ' +
        'and campaigns across channels. I would build a timeline working back from the launch date, with ' +
        'a beta or early access program for customer proof. After launch, I would track adoption, ' +
        'pipeline, and sales feedback for several weeks and adjust messaging.',
      evaluationCriteria: [
        'Strong: uses launch tiers to match investment to importance.',
        'Strong: defines measurable goals and audiences for the launch.',
        'Strong: covers cross-functional readiness including sales enablement, support, and documentation.',
        'Strong: plans post-launch tracking and iteration.',
      ],
    },
    {
      id: 'role-product-marketing-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Sales tells you the new messaging is not working, and the win rate against your main competitor ' +
        'has dropped. What do you do?',
      answer:
        'I would take the feedback seriously but look for evidence before changing everything. I would ' +
        'review recent win and loss data and listen to recorded sales calls against that competitor, to ' +
        'see where deals are lost and what prospects say. I would interview a few prospects who chose ' +
        'the competitor, as well as the reps with the best and worst results, since the issue could be ' +
        'the message itself, how it is delivered, or something not about messaging, such as a ' +
        "competitor's new feature or pricing. If the messaging is the problem, I would revise it with " +
        'specific proof points and test the new version with a group of reps before a full rollout. If ' +
        'it is product or pricing, I would bring the evidence to product management and leadership. I ' +
        'would also update battlecards and give reps better objection handling in the meantime.',
      evaluationCriteria: [
        'Strong: gathers evidence such as win-loss data and call recordings before changing messaging.',
        'Strong: distinguishes messaging problems from delivery, product, or pricing issues.',
        'Strong: tests revised messaging with a group of reps before full rollout.',
        'Strong: provides immediate support like battlecards while fixing root causes.',
      ],
    },
    {
      id: 'role-product-marketing-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you enabled a sales team to sell a new product successfully.',
      answer:
        'Situation: Our company launched an analytics add-on, but after two months only 8 percent of ' +
        'sales reps had sold it, because they saw it as complicated and were focused on the core ' +
        'product. Task: As the product marketing manager, I needed to make the add-on easy to sell and ' +
        'increase attach rate. Action: I interviewed the few reps who had sold it and found they led ' +
        'with one specific customer problem, reporting that took days. I built a simple talk track ' +
        'around that problem, a three-minute demo, and two customer stories with numbers. I ran short ' +
        'training sessions by team, with role plays, and worked with sales leadership to add a spiff for ' +
        'the first quarter. I also created an email template reps could send to existing customers. ' +
        'Result: Within a quarter, 60 percent of reps had closed at least one deal, and the attach rate ' +
        'on new deals rose from 5 percent to 22 percent.',
      evaluationCriteria: [
        'Strong: learns from successful reps and customers to find what works.',
        'Strong: creates simple, practical enablement assets.',
        'Strong: uses training and incentives in partnership with sales leadership.',
        'Strong: reports measurable adoption and revenue impact.',
      ],
    },
  ],
  'Brand Manager': [
    {
      id: 'role-brand-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you measure the health of a brand?',
      answer:
        'I measure brand health through a funnel of metrics tracked over time and against competitors. ' +
        'At the top is awareness, both unaided, where people name the brand without prompts, and aided, ' +
        'where they recognize it from a list. Then consideration, preference, and purchase intent, ' +
        'followed by loyalty and advocacy, such as repeat purchase rate and Net Promoter Score. I also ' +
        'track brand associations: which attributes people link with the brand compared with ' +
        'competitors, and whether they match our intended positioning. Most of this comes from a regular ' +
        'brand tracking survey with a consistent sample and questions, so trends are reliable. I combine ' +
        'it with behavioral data, such as branded search volume, share of voice, social sentiment, and ' +
        'pricing power, meaning whether we can hold price without losing volume. I look at results by ' +
        'segment, because a brand can be strong with current customers and weak with the audience we ' +
        'want to grow.',
      evaluationCriteria: [
        'Strong: describes a funnel of brand metrics from awareness to advocacy.',
        'Strong: distinguishes aided and unaided awareness and tracks brand associations.',
        'Strong: uses a consistent tracking study combined with behavioral indicators.',
        'Strong: segments results by audience and compares with competitors.',
      ],
    },
    {
      id: 'role-brand-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your team proposes a line extension, a new flavor under your best-selling snack brand. How do ' +
        'you evaluate whether to launch it?',
      answer:
        'I would evaluate it on consumer demand, incrementality, profitability, and brand fit. For ' +
        'demand, I would use consumer research and concept tests with purchase intent, and look at ' +
        'category trends for that flavor. The most important question is incrementality: how much of the ' +
        "new product's sales would come from new buyers or more consumption, versus cannibalizing our " +
        'existing flavors. Test markets or volumetric forecasting can estimate that. For profitability, ' +
        'I would model the incremental gross margin after cannibalization, and include the costs: ' +
        'slotting fees, trade promotion, marketing support, production changes, and the complexity of an ' +
        'extra product. Retailers have limited shelf space, so a new flavor might replace one of ours ' +
        'rather than add to it. For brand fit, I would check the flavor supports our positioning. I ' +
        'would launch only if the incremental profit justifies the investment, with criteria for when to ' +
        'discontinue it.',
      evaluationCriteria: [
        'Strong: focuses on incrementality and cannibalization of existing products.',
        'Strong: includes full costs such as slotting, trade spend, and complexity.',
        'Strong: considers retailer shelf space dynamics.',
        'Strong: checks brand fit and sets success and exit criteria.',
      ],
    },
    {
      id: 'role-brand-manager-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A major retailer demands a deeper, longer price promotion on your brand, which would hurt ' +
        'margins and might cheapen the brand. What do you do?',
      answer:
        "I would start by understanding the retailer's goal, such as traffic, competitive pricing, or " +
        'hitting their own category targets, because there may be other ways to meet it. Then I would ' +
        'analyze our past promotions: the lift in sales, how much was incremental versus pulled forward ' +
        'from future purchases, and the effect on profit and on base sales after the promotion. With ' +
        'that data, I could propose alternatives: a shorter promotion, a value pack or multi-buy instead ' +
        'of a straight price cut, in-store displays or co-marketing, or a promotion tied to a new ' +
        'product. I would involve sales and finance to agree on our limits before negotiating. I would ' +
        'also consider the relationship, since this retailer is important and a complete refusal could ' +
        "cost shelf space. The goal is a plan that supports the retailer's aims while protecting the " +
        "brand's price positioning and margins.",
      evaluationCriteria: [
        "Strong: understands the retailer's underlying objective.",
        'Strong: uses data on promotion lift, incrementality, and post-promotion effects.',
        'Strong: offers alternative mechanics such as value packs or displays.',
        'Strong: aligns internally on limits and balances the relationship with brand health.',
      ],
    },
    {
      id: 'role-brand-manager-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about a time you repositioned or refreshed a brand.',
      answer:
        'Situation: A family-owned coffee brand had lost share for three years; tracking showed it was ' +
        'seen as reliable but old-fashioned, and its buyers were mostly over 55. Task: I led a refresh ' +
        'to attract younger buyers without losing the loyal base, which provided most of the revenue. ' +
        "Action: Research with both groups showed that the brand's long history and the founder's " +
        'roasting story appealed to younger buyers when told in a modern way. We kept the core logo and ' +
        'colors that loyal buyers recognized, simplified the packaging, added roast and origin ' +
        'information, and launched a campaign built on the roasting story through social video and ' +
        'sampling. We tested the new packaging with both groups before launch. Result: After a year, ' +
        'purchase among buyers aged 25 to 44 rose 30 percent, total sales grew 12 percent, and repeat ' +
        'purchase among existing buyers did not fall.',
      evaluationCriteria: [
        'Strong: grounds the refresh in research on both current and target audiences.',
        'Strong: preserves valued brand equity while modernizing.',
        'Strong: tests changes before launch.',
        'Strong: reports results for both new and existing audiences.',
      ],
    },
  ],
  'Public Relations Specialist': [
    {
      id: 'role-public-relations-specialist-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you build a media pitch and target list for a story you want covered?',
      answer:
        'I start with whether the story is news: something new, surprising, data-driven, or tied to a ' +
        'trend that journalists are already covering. I would find the angle that matters to readers, ' +
        'not just to us. Then I build a targeted list, rather than a mass list, of reporters who have ' +
        'recently covered this topic, by reading their articles and checking what they write about now. ' +
        'For each, I would note the outlet, focus, and preferred contact method. The pitch itself is ' +
        'short: a subject line with the news, a first sentence explaining why it matters to their ' +
        'audience, key facts or data, and what I can offer, such as an interview, exclusive data, or a ' +
        'customer. I personalize each pitch with a reference to their recent work. I would consider ' +
        'offering an exclusive to one top outlet, follow up once, and track responses to improve future ' +
        'pitches.',
      evaluationCriteria: [
        'Strong: identifies a genuinely newsworthy angle relevant to readers.',
        "Strong: builds a targeted list based on reporters' recent coverage.",
        'Strong: writes short, personalized pitches that offer concrete assets.',
        'Strong: uses exclusives strategically and follows up appropriately.',
      ],
    },
    {
      id: 'role-public-relations-specialist-2',
      type: 'technical',
      difficulty: 'HARD',
      question: "Walk me through the first 24 hours after your company's data breach becomes public.",
      answer:
        'In the first hour, I would convene the crisis team, including legal, security, executives, ' +
        'customer support, and communications, and confirm the facts we can state: what happened, what ' +
        'data was affected, and what we are doing. Legal input matters because of notification laws and ' +
        'potential litigation, but we should not hide behind no comment. Within a few hours, I would ' +
        'publish a holding statement on our website and social channels: we are aware, we are ' +
        'investigating with outside experts, what customers should do now, and when we will update. ' +
        'Customers must hear from us directly, by email and support scripts, not first from the press. I ' +
        'would prepare a spokesperson with key messages and tough questions, and route all media ' +
        'inquiries to one team. Throughout, I would monitor coverage and social media, correct ' +
        'inaccuracies, and provide updates on a regular schedule. Every statement must be accurate, ' +
        'since corrections damage trust further.',
      evaluationCriteria: [
        'Strong: convenes a cross-functional team and involves legal without defaulting to no comment.',
        'Strong: issues a timely holding statement with actionable guidance for customers.',
        'Strong: communicates directly with affected customers and prepares a trained spokesperson.',
        'Strong: monitors, corrects inaccuracies, updates on a schedule, and prioritizes accuracy.',
      ],
    },
    {
      id: 'role-public-relations-specialist-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A journalist breaks an embargo and publishes your announcement a day early, before other ' +
        'outlets and your customers have been told. What do you do?',
      answer:
        'I would act quickly to limit the damage. First, I would inform internal stakeholders, then ' +
        'decide with the team whether to publish our announcement immediately, which is usually the best ' +
        'choice, since the news is already out. I would notify the other journalists who were respecting ' +
        'the embargo right away, explaining that it was broken and lifting it for them, so they can ' +
        'publish and do not feel disadvantaged. Customers and partners should get our direct ' +
        'communication as soon as possible, so they hear it from us. Once the immediate response is ' +
        'handled, I would contact the journalist or their editor calmly to understand what happened, ' +
        'since it could have been a mistake. For future announcements, I would note the incident, and I ' +
        'might not share embargoed information with that journalist or outlet again. I would also review ' +
        'our embargo process, such as confirming agreement in writing.',
      evaluationCriteria: [
        'Strong: publishes or accelerates the announcement quickly once the news is out.',
        'Strong: notifies other journalists promptly and lifts the embargo fairly.',
        'Strong: prioritizes direct communication to customers and partners.',
        'Strong: addresses the breach professionally and strengthens the embargo process.',
      ],
    },
    {
      id: 'role-public-relations-specialist-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you secured significant media coverage.',
      answer:
        'Situation: Our small fintech startup was launching a budgeting app into a crowded market, with ' +
        'no budget for paid promotion and no existing media relationships. Task: I needed meaningful ' +
        'coverage in national outlets at launch. Action: Instead of pitching the app, I looked for a ' +
        'story journalists would care about. We surveyed 2,000 adults with a research firm and found ' +
        'that 41 percent of people under 35 had hidden a purchase from their partner. I offered the data ' +
        'as an exclusive to a personal finance reporter at a national outlet, with our founder and a ' +
        'financial therapist available for interviews. After the exclusive ran, I pitched regional ' +
        'angles of the data to local reporters. Result: The story was picked up by more than 30 outlets, ' +
        'including two national TV segments, and app downloads in launch week were four times our ' +
        'forecast.',
      evaluationCriteria: [
        'Strong: creates a newsworthy angle rather than pitching the product directly.',
        'Strong: uses strategic tactics like exclusives and localized angles.',
        'Strong: offers credible spokespeople and data.',
        'Strong: reports coverage and business outcomes.',
      ],
    },
  ],
  'Communications Manager': [
    {
      id: 'role-communications-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you measure whether internal communications are actually working?',
      answer:
        'I measure across three levels: reach, understanding, and action. For reach, I track email open ' +
        'rates, intranet views, and meeting attendance, but those only show whether messages were seen. ' +
        'For understanding, I use short pulse surveys after major announcements, asking employees to ' +
        'state the key point or whether they know what it means for them, and I check what questions ' +
        'reach managers and HR. For action and impact, I look at the behavior the communication was ' +
        'meant to drive, such as enrollment in a new benefit, completion of required training, or ' +
        'adoption of a new tool. I also listen to qualitative feedback through manager and employee ' +
        'focus groups, because they reveal confusion early. Engagement survey questions about whether ' +
        'leaders communicate clearly show longer-term trends. I report these to leadership with ' +
        'recommendations, such as changing channels when a group, like frontline staff without company ' +
        'email, is not being reached.',
      evaluationCriteria: [
        'Strong: distinguishes reach, understanding, and action or behavior change.',
        'Strong: uses pulse surveys and checks comprehension, not just opens.',
        'Strong: ties communication to measurable behaviors it aims to drive.',
        'Strong: identifies audiences not being reached and adjusts channels.',
      ],
    },
    {
      id: 'role-communications-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you plan and sequence communications for a layoff affecting 10 percent of the ' +
        'company?',
      answer:
        'Sequencing and accuracy are critical, and I would work closely with HR, legal, and leadership. ' +
        "Before the day, I would prepare all materials: the CEO's message explaining the reasons " +
        'honestly and taking responsibility, manager talking points and FAQs, notification scripts, and ' +
        'external statements. Managers and HR partners need briefings shortly before, so they can ' +
        'support their teams. On the day, affected employees should hear first and in person or by ' +
        'video, not from a mass email or the press, followed almost immediately by the all-company ' +
        'message so rumors do not fill the gap. The messages should say clearly what support is offered, ' +
        'such as severance, benefits continuation, and job search help. External communication to ' +
        'customers, partners, and media follows, with consistent facts. Afterward, I would hold a ' +
        'question-and-answer session for remaining employees, and communicate about the future plan in ' +
        'the weeks after, since trust and morale need rebuilding.',
      evaluationCriteria: [
        'Strong: coordinates with HR, legal, and leadership and prepares all materials in advance.',
        'Strong: sequences so affected employees hear first, directly, followed quickly by the wider ' +
          'company.',
        'Strong: communicates honestly about reasons and clearly about support.',
        'Strong: plans external communication and follow-up to rebuild trust.',
      ],
    },
    {
      id: 'role-communications-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'The CEO wants to send an all-company email whose tone you believe will backfire with employees. ' +
        'What do you do?',
      answer:
        'I would give candid advice privately and quickly, since that is part of my role. I would be ' +
        'specific: which phrases will likely be read badly and why, based on what I know about employee ' +
        'sentiment, such as recent survey results or questions managers are hearing. I would not just ' +
        "criticize; I would offer a revised draft that keeps the CEO's message and intent but changes " +
        "the tone, for example acknowledging employees' concerns before asking for more effort. If it " +
        'helps, I would suggest testing it with a few trusted managers. If the CEO still prefers the ' +
        'original, it is their decision, and I would respect it, but I would prepare managers for likely ' +
        'questions and monitor the reaction so we can respond. Being trusted to push back honestly is ' +
        'what makes a communications leader valuable.',
      evaluationCriteria: [
        'Strong: raises concerns privately and promptly with specific reasons.',
        'Strong: uses evidence about employee sentiment to support the advice.',
        "Strong: offers a revised draft that keeps the leader's intent.",
        'Strong: respects the final decision while preparing managers and monitoring reaction.',
      ],
    },
    {
      id: 'role-communications-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you turned complex or technical information into clear communication for a ' +
        'broad audience.',
      answer:
        'Situation: Our company was changing its retirement plan provider, and the first draft of the ' +
        'announcement, written by the benefits vendor, was four pages of legal and financial terms. ' +
        'Employee questions to HR were already rising. Task: I was responsible for explaining the change ' +
        'so all 3,000 employees, including warehouse staff, understood what they needed to do. Action: I ' +
        'interviewed the benefits team to identify the three things every employee needed to know: what ' +
        'changes, what happens automatically, and the one action some people needed to take before a ' +
        'deadline. I wrote a one-page summary in plain language, a short video with the head of HR, and ' +
        'a detailed FAQ for those who wanted more. We posted printed versions in break rooms and briefed ' +
        'managers. Result: HR questions fell by about 60 percent compared with the previous plan change, ' +
        'and 94 percent of employees who needed to act did so by the deadline.',
      evaluationCriteria: [
        'Strong: identifies the essential messages from complex material.',
        'Strong: uses plain language and layered formats for different needs.',
        'Strong: reaches audiences without regular desk access.',
        'Strong: measures comprehension through outcomes like fewer questions or completed actions.',
      ],
    },
  ],
  Copywriter: [
    {
      id: 'role-copywriter-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you approach writing a landing page?',
      answer:
        'Before writing, I make sure I understand the audience, the one action we want them to take, and ' +
        'where they come from, because a visitor from an ad promising a free trial needs a page that ' +
        'continues that promise. I gather customer language from reviews, interviews, and support ' +
        'tickets, since the best phrases often come from customers. The headline states the main benefit ' +
        "or outcome clearly, and the subheadline explains how. Then I address the reader's key questions " +
        'in the order they will have them: what is it, why should I care, why should I believe you, and ' +
        'what do I do next. Proof, such as testimonials, numbers, and logos, goes near the claims it ' +
        'supports. I keep the call to action specific and repeated. I edit hard to remove jargon, then ' +
        'work with the designer on the layout, and suggest A/B testing the headline.',
      evaluationCriteria: [
        'Strong: clarifies the audience, the traffic source, and a single goal before writing.',
        'Strong: uses customer language from research.',
        "Strong: structures the page around the reader's questions with proof near claims.",
        'Strong: writes a clear call to action and proposes testing.',
      ],
    },
    {
      id: 'role-copywriter-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you write marketing copy for a regulated product, such as a financial or health product, ' +
        'while keeping it persuasive?',
      answer:
        'I start by learning the rules that apply and working with the legal or compliance team early, ' +
        'rather than sending them finished copy to rewrite. Generally, every claim must be truthful and ' +
        'substantiated, and the FTC expects evidence for claims before they are made. Health products ' +
        'cannot claim to treat or cure diseases without approval, and financial copy must be balanced: ' +
        'if I mention returns or savings, the relevant risks and conditions must be clearly disclosed, ' +
        'not buried in fine print. Specific rules may apply, such as representative examples for credit ' +
        'costs, or required disclosures near the claim. To stay persuasive, I focus on benefits I can ' +
        'prove, use real customer stories with proper consent and typical results, and write clear, ' +
        'human language. I keep a library of approved claims and disclosures, which speeds up future ' +
        'reviews. Clear copy that follows the rules often builds more trust than exaggerated promises.',
      evaluationCriteria: [
        'Strong: involves legal or compliance early and understands substantiation requirements.',
        'Strong: knows specific constraints such as disease claims and balanced risk disclosure.',
        'Strong: keeps disclosures clear and close to claims rather than hidden.',
        'Strong: maintains persuasiveness through provable benefits and builds an approved claims library.',
      ],
    },
    {
      id: 'role-copywriter-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Several stakeholders have each edited your copy, and the result is long, vague, and weaker than ' +
        'your original. What do you do?',
      answer:
        'I would go back to the brief, the audience and the goal, because that gives an objective ' +
        'standard beyond personal taste. I would look at each edit and understand what concern is behind ' +
        "it: legal accuracy, a product detail, or someone's favorite phrase. Some edits will be valid " +
        'and improve the copy. Then I would write a revised version that includes the necessary points ' +
        'but keeps it clear and focused, and explain my choices briefly, for example, the headline ' +
        'focuses on one benefit because readers decide in seconds. If there is disagreement, I would ' +
        'suggest testing two versions rather than arguing. For the future, I would propose a clearer ' +
        'review process: one final approver, feedback given against the brief, and defined roles, such ' +
        'as legal reviewing for accuracy rather than style.',
      evaluationCriteria: [
        'Strong: uses the brief and audience as the standard for evaluating edits.',
        'Strong: identifies the underlying concern behind each edit and accepts valid ones.',
        'Strong: proposes testing to settle disagreements.',
        'Strong: improves the review process with clear roles and a single approver.',
      ],
    },
    {
      id: 'role-copywriter-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about copy you wrote that measurably improved results.',
      answer:
        "Situation: A home insurance company's quote form had a completion rate of 31 percent, and the " +
        "page copy focused on the company's history and awards. Task: I was asked to rewrite the page " +
        'and form copy to increase completed quotes. Action: I read 200 customer reviews and support ' +
        'chats and found that people worried about two things: that getting a quote would lead to sales ' +
        'calls, and that it would take too long. I rewrote the headline to promise a quote in five ' +
        'minutes, added a line directly under the button saying we would not call unless they asked, and ' +
        'rewrote field labels and error messages in plain language. I also replaced the awards section ' +
        'with three short customer quotes about fast claims. We A/B tested the new version against the ' +
        'original for three weeks. Result: Quote completion rose to 38 percent, a 23 percent relative ' +
        'improvement, which the team estimated at about 1,800 additional quotes a month.',
      evaluationCriteria: [
        'Strong: uses customer research to identify the objections to address.',
        'Strong: makes specific copy changes tied to those objections.',
        'Strong: tests changes with an A/B test.',
        'Strong: reports the measured result and its business value.',
      ],
    },
  ],
  'Sales Representative': [
    {
      id: 'role-sales-representative-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'A prospect says, "Your price is too high." How do you handle that objection?',
      answer:
        'I would not jump to a discount. First I would acknowledge it and ask a question to understand ' +
        "what they mean: too high compared with what, a competitor's quote, their budget, or the value " +
        'they expect? Each needs a different response. If it is compared with a competitor, I would make ' +
        'sure we are comparing the same thing, since differences in quality, service, warranty, or total ' +
        'cost over time often explain the gap. If it is budget, I might look at options such as a ' +
        'smaller package, phasing, or payment terms. If they do not see enough value, the real problem ' +
        'is that I have not connected our product to their needs, so I would go back to what matters to ' +
        'them and quantify it, for example how much time or money it saves. If I do give a concession, I ' +
        'would ask for something in return, such as a longer commitment.',
      evaluationCriteria: [
        'Strong: acknowledges and asks a clarifying question rather than immediately discounting.',
        'Strong: distinguishes competitor comparison, budget limits, and perceived value.',
        "Strong: quantifies value in the customer's terms.",
        'Strong: trades any concession for something in return.',
      ],
    },
    {
      id: 'role-sales-representative-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you plan your pipeline and daily activity to hit a monthly quota consistently?',
      answer:
        'I work backward from the quota using my own conversion rates. If my quota is $50,000 a month, ' +
        'my average deal is $5,000, and I close about 25 percent of qualified opportunities, I need ' +
        'around 40 qualified opportunities in the pipeline, roughly three to four times the quota. If ' +
        'one in five first meetings becomes a qualified opportunity, I need about 200 first meetings ' +
        'over the sales cycle, and I can estimate how many calls and emails that requires. Then I plan ' +
        'daily activity targets and time blocks, such as prospecting every morning before meetings. I ' +
        'review the pipeline weekly: which deals have a clear next step and date, which are stuck, and ' +
        'whether I have enough early-stage opportunities to protect the next month, not just this one. ' +
        'Tracking my own numbers also shows where to improve, such as conversion from meeting to ' +
        'opportunity.',
      evaluationCriteria: [
        'Strong: works backward from quota using conversion rates and average deal size.',
        'Strong: calculates pipeline coverage and required activity correctly.',
        'Strong: plans daily activity with protected prospecting time.',
        'Strong: reviews pipeline weekly for next steps, stuck deals, and future months.',
      ],
    },
    {
      id: 'role-sales-representative-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'With two weeks left in the month, you are at 60 percent of quota. A prospect offers to sign a ' +
        'large deal this month if you give a 30 percent discount, which is above your approval limit. ' +
        'What do you do?',
      answer:
        'I would not let month-end pressure drive a bad deal. First, I would understand why they want 30 ' +
        'percent: is it budget, a competing offer, or simply a negotiation tactic because they know it ' +
        'is month-end? Then I would look at what I can offer within my authority or trade for, such as a ' +
        'longer contract, a larger volume, prepayment, or a case study, in exchange for a smaller ' +
        'discount. If a larger discount is justified, for example a strategic account with a strong ' +
        'long-term upside, I would take it to my manager with the full picture and ask for approval, ' +
        'rather than promising the customer something I cannot deliver. At the same time, I would work ' +
        'the rest of my pipeline to close the gap, rather than depending on one deal. A deal at 30 ' +
        'percent off can set a pricing expectation for every renewal.',
      evaluationCriteria: [
        'Strong: explores the reason behind the discount request.',
        'Strong: offers trades such as term length or volume instead of a straight discount.',
        'Strong: follows approval processes and does not promise what they cannot deliver.',
        'Strong: considers the long-term pricing precedent and works the wider pipeline.',
      ],
    },
    {
      id: 'role-sales-representative-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a deal you lost, and what you learned from it.',
      answer:
        'Situation: I was working on a deal to supply office equipment to a law firm with 80 employees, ' +
        'and after three months I felt confident; the office manager loved our proposal. Task: I ' +
        'expected to close it by quarter end. Action: Then the firm chose a competitor. I asked the ' +
        'office manager for a short debrief, and learned the managing partner made the final decision ' +
        'based on a five-year total cost comparison, which the competitor had provided and I had not. I ' +
        'had never met the partner, and I had assumed my contact was the decision maker. I applied the ' +
        'lesson: in every deal since, I ask early who else is involved in the decision and what they ' +
        'will compare, and I request meetings with the economic buyer. I also built a total cost of ' +
        'ownership template. Result: In the next two quarters, my win rate on deals over $20,000 rose ' +
        'from about 22 percent to 35 percent.',
      evaluationCriteria: [
        'Strong: takes ownership of the loss rather than blaming price or the customer.',
        'Strong: seeks direct feedback to understand why.',
        'Strong: identifies a specific mistake and a concrete change in practice.',
        'Strong: shows measurable improvement from applying the lesson.',
      ],
    },
  ],
  'Sales Development Representative': [
    {
      id: 'role-sales-development-representative-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Walk me through the first 30 seconds of a cold call and how you respond when the prospect says, ' +
        '"I\'m not interested."',
      answer:
        'I open with my name and company, and a quick, honest permission-based opener, such as: this is ' +
        'a cold call, can I take 30 seconds to tell you why I called, and then you can decide if it is ' +
        'worth talking. Then I give a short, relevant reason for calling based on my research, for ' +
        'example a problem common in their role or industry, or something specific, like a recent ' +
        'expansion. I end with a question rather than a pitch. When they say they are not interested, I ' +
        'do not argue. I acknowledge it, and ask one question to understand, such as: is that because ' +
        'you already have something in place, or because it is not a priority right now? Their answer ' +
        'often reveals a real situation I can respond to. If they are truly not a fit, I thank them and ' +
        'end politely, and note the reason in the CRM.',
      evaluationCriteria: [
        'Strong: uses a concise, honest opener and a researched reason for calling.',
        'Strong: asks a question rather than delivering a long pitch.',
        'Strong: handles rejection with acknowledgment and one curious question, without arguing.',
        'Strong: exits politely and records useful information.',
      ],
    },
    {
      id: 'role-sales-development-representative-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Reply rates on your email sequences have dropped from 8 percent to 2 percent over a month. How ' +
        'do you diagnose the problem?',
      answer:
        'First I would check deliverability, because a sudden drop often means emails are going to spam. ' +
        "I would check our sending domain's SPF, DKIM, and DMARC settings, bounce rates, spam complaint " +
        'rates, and whether the domain or mailbox was flagged, and send test emails to check placement. ' +
        'High daily sending volume from a new or lightly warmed domain and too many links or images can ' +
        'all hurt placement. If deliverability is fine, I would look at open rates as a rough signal, ' +
        'although privacy features make them unreliable, then look at the list: whether the targeting ' +
        'changed, whether the data is outdated, or whether we are emailing the same accounts too often. ' +
        'Then the message: did the sequence or offer change, is it too generic, or has the market seen ' +
        'this template too many times? I would change one variable at a time and test it against the old ' +
        'version.',
      evaluationCriteria: [
        'Strong: checks deliverability first, including SPF, DKIM, DMARC, bounces, and spam placement.',
        'Strong: considers list quality, targeting, and over-contacting.',
        'Strong: reviews messaging for generic content and fatigue.',
        'Strong: tests one variable at a time to confirm the cause.',
      ],
    },
    {
      id: 'role-sales-development-representative-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Your account executive rejects several meetings you booked, saying the prospects were not ' +
        'qualified. What do you do?',
      answer:
        'I would meet with the account executive to understand their reasons for each rejected meeting, ' +
        'without being defensive. Often the problem is that we have different ideas of what qualified ' +
        'means. Then I would propose that we agree on clear qualification criteria, such as company ' +
        'size, role, a specific problem, and timing, based on what actually converts into opportunities, ' +
        'ideally written down and agreed with our managers. I would review my own qualifying questions ' +
        'and notes to see where I missed information, and adjust my discovery questions. I would also ' +
        'suggest a short handoff note for each meeting, with what I learned, so the account executive ' +
        'knows what to expect. If the disagreement continues, I would look at the data together: which ' +
        'meetings went on to become opportunities, and what they had in common. That turns a ' +
        'disagreement into a shared definition.',
      evaluationCriteria: [
        'Strong: listens to feedback on specific meetings without becoming defensive.',
        'Strong: proposes clear, written qualification criteria agreed with the AE and managers.',
        'Strong: improves their own qualification and handoff notes.',
        'Strong: uses conversion data to settle disagreements.',
      ],
    },
    {
      id: 'role-sales-development-representative-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you stayed motivated and still hit your target during a stretch of ' +
        'constant rejection.',
      answer:
        'Situation: In my first quarter as an SDR, I was assigned a new territory of manufacturing ' +
        'companies that had never been contacted, and in the first three weeks I booked only two ' +
        'meetings against a target of 15 a month. Task: I needed to turn it around without burning out. ' +
        'Action: I started treating the numbers as information rather than personal rejection. I tracked ' +
        'every call outcome and found that I was reaching plant managers who did not own the budget. I ' +
        'shifted to operations directors and rewrote my opener around downtime costs, which I learned ' +
        'from listening to our best call recordings. I also set daily process goals, such as 60 dials ' +
        'and 20 personalized emails, so I had wins I could control. Result: I booked 17 meetings in the ' +
        "second month and 19 in the third, and the opener became part of the team's playbook.",
      evaluationCriteria: [
        'Strong: shows resilience grounded in a method rather than just positivity.',
        'Strong: uses data to find why outreach was not working.',
        'Strong: focuses on controllable activity goals.',
        'Strong: reports measurable turnaround and impact on the team.',
      ],
    },
  ],
  'Account Executive': [
    {
      id: 'role-account-executive-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "How do you run a discovery call to uncover the prospect's business problem and quantify its " +
        'value?',
      answer:
        'I prepare by researching the company and the person, and I set an agenda at the start so the ' +
        'prospect knows what to expect. Most of the call is questions, and I aim for the prospect to ' +
        'talk most of the time. I start broad, with their goals and how they handle the problem today, ' +
        'then go deeper into pain: what is not working, how it affects their team and the business, and ' +
        'what happens if nothing changes. To quantify value, I ask for numbers, such as how many hours a ' +
        'week the team spends on it, the cost of errors, or revenue lost, so we can build a business ' +
        'case together. I also learn about the decision process: who else is involved, how they have ' +
        'bought similar tools, and their timeline. I end by summarizing what I heard and agreeing on a ' +
        'specific next step with a date.',
      evaluationCriteria: [
        'Strong: prepares and sets an agenda, with the prospect talking most of the time.',
        'Strong: moves from current state to pain to business impact.',
        "Strong: quantifies the problem with the prospect's own numbers.",
        'Strong: learns the decision process and secures a concrete next step.',
      ],
    },
    {
      id: 'role-account-executive-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you use a qualification framework such as MEDDICC to qualify and forecast a large ' +
        'enterprise deal?',
      answer:
        'I use MEDDICC as a checklist of what I know and what I am assuming. Metrics: the quantified ' +
        'business outcome the customer expects. Economic buyer: the person who can approve the spending, ' +
        'and whether I have met them. Decision criteria: how they will evaluate options, ideally shaped ' +
        'by us. Decision process: the steps to a decision, such as technical evaluation, security ' +
        'review, and approvals. Identify pain: the specific problem and its cost. Champion: someone with ' +
        'influence who is actively selling for us internally, which I test by asking them to do ' +
        'something, like setting up a meeting with the economic buyer. Competition: who else they are ' +
        'considering, including doing nothing. For forecasting, I only commit a deal when the key ' +
        'elements are confirmed, especially the economic buyer, a tested champion, and a decision ' +
        'process mapped to a close date. Gaps show me what to work on next.',
      evaluationCriteria: [
        'Strong: explains each MEDDICC element accurately.',
        'Strong: distinguishes a true champion from a friendly contact and tests the champion.',
        'Strong: uses the framework to identify gaps and next actions.',
        'Strong: ties forecast commitment to confirmed elements rather than optimism.',
      ],
    },
    {
      id: 'role-account-executive-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Six weeks before an expected close, your champion at the customer leaves the company. What do ' +
        'you do?',
      answer:
        'I would treat it as a serious risk and act quickly. First, I would contact the champion, ' +
        'congratulate them, and ask for help: who is taking over, who else cares about the project, and ' +
        'an introduction if possible. Then I would reach the other people I know in the account, and ' +
        'ideally the economic buyer, to confirm the project is still a priority. I would find or develop ' +
        'a new champion, someone with influence who benefits from the solution, and give them what they ' +
        'need: the business case, the value numbers we built, and a clear plan to decision. I would ' +
        "update my forecast honestly, probably moving the deal back until I confirm the new sponsor's " +
        'commitment. I would also involve my manager and executives if needed for executive alignment. ' +
        'Lastly, I would learn from it, since single-threaded deals are risky, and build relationships ' +
        'with several stakeholders earlier.',
      evaluationCriteria: [
        'Strong: uses the departing champion to get introductions and context.',
        'Strong: quickly re-engages other stakeholders and the economic buyer.',
        'Strong: develops a new champion and equips them with the business case.',
        'Strong: adjusts the forecast honestly and learns to multi-thread earlier.',
      ],
    },
    {
      id: 'role-account-executive-4',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about the most complex deal you have closed.',
      answer:
        'Situation: I was selling a workforce management platform to a hospital system with 12 ' +
        'facilities, a deal worth about $900,000 a year, with nursing, IT, finance, and the union all ' +
        'involved. Task: I needed to win against an incumbent vendor within a nine-month buying process. ' +
        'Action: I mapped all the stakeholders and their concerns: nursing wanted easier scheduling, IT ' +
        'needed integration with their HR system, finance needed a return on investment, and the union ' +
        'wanted fair shift assignment. I brought in our solutions engineer to run a pilot at one ' +
        'facility, which reduced overtime by 14 percent in three months. I built a business case with ' +
        'the finance team using their own overtime data, and arranged a reference call with another ' +
        "hospital system's chief nursing officer. During procurement, I negotiated a phased rollout to " +
        'reduce risk. Result: We signed a three-year contract worth $2.7 million, and the customer ' +
        'expanded to two more facilities the following year.',
      evaluationCriteria: [
        "Strong: maps multiple stakeholders and addresses each group's concerns.",
        'Strong: uses proof such as a pilot, business case, and references.',
        'Strong: manages a long process with internal resources.',
        'Strong: reports deal size and outcome credibly.',
      ],
    },
  ],
  'Account Manager': [
    {
      id: 'role-account-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you build an account plan to grow revenue with an existing client?',
      answer:
        'I start by understanding the client deeply: their business goals for the year, organization, ' +
        'budget cycles, and how they use our products today, including usage data and support history. I ' +
        'map the relationships we have and the ones we need, such as the decision makers in other ' +
        'departments. Then I look for growth opportunities: departments or regions not yet using us, ' +
        'products that solve problems they have mentioned, and upgrades tied to their goals. For each ' +
        'opportunity, I estimate the value and likelihood and define the next steps, owners, and timing. ' +
        "The plan also covers risks, such as a sponsor leaving or a competitor's presence, and how we " +
        'will deliver value, such as a business review that shows the results achieved. I review the ' +
        'plan with my manager and our internal team, and revisit it quarterly. Growth usually comes from ' +
        'proven value, so delivering on current commitments comes first.',
      evaluationCriteria: [
        "Strong: grounds the plan in the client's goals, organization, and usage data.",
        'Strong: maps relationships and identifies gaps with key decision makers.',
        'Strong: prioritizes expansion opportunities with value, likelihood, and next steps.',
        'Strong: includes risks and prioritizes delivering proven value.',
      ],
    },
    {
      id: 'role-account-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "You need to renew a key client's contract with a 7 percent price increase. How do you prepare " +
        'and negotiate it?',
      answer:
        'I would start preparing several months before renewal, not in the last weeks. First, I would ' +
        'build the value case: the results the client achieved with us, such as time saved or revenue ' +
        'gained, with their own data, and new features they received. I would also understand their ' +
        'situation: budget pressures, satisfaction, competitive offers, and who approves the renewal. I ' +
        'would tell the client about the increase early, explaining the reasons honestly, such as cost ' +
        'increases or added value, so it is not a surprise. I would decide my negotiation range with my ' +
        'manager in advance, and options for trade-offs: a smaller increase in exchange for a longer ' +
        'contract, or a multi-year price lock, or adding a product at a bundled price. During the ' +
        'negotiation I would listen for the real concern, usually budget approval, and help my contact ' +
        "justify the increase internally. I would document the agreement and plan the next year's " +
        'success.',
      evaluationCriteria: [
        "Strong: prepares early with a quantified value case using the client's data.",
        'Strong: communicates the increase early and transparently.',
        'Strong: defines a negotiation range and trade-off options in advance.',
        'Strong: helps the contact justify the increase internally.',
      ],
    },
    {
      id: 'role-account-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A client asks you to deliver extra work that is outside the scope of their contract, for free, ' +
        'implying it affects the relationship. What do you do?',
      answer:
        'I would first understand the request and why it matters to them, since it may reveal a need or ' +
        'a problem with our service. Then I would check the contract to confirm it really is out of ' +
        'scope. If it is a small request and the relationship is valuable, doing it as a one-time ' +
        'goodwill gesture may make sense, but I would make that clear, so it does not become an ' +
        'expectation. If it is significant, I would explain honestly that it is outside the agreement ' +
        'and propose options: a change order or add-on with pricing, including it in the next renewal, ' +
        'or a smaller version that fits the current scope. I would involve my manager on any concession. ' +
        'Framing matters: I want to say yes to solving their problem, while being clear about how. ' +
        'Consistently giving free work sets a precedent and undermines the value of what they pay for.',
      evaluationCriteria: [
        'Strong: understands the need behind the request.',
        'Strong: checks the contract before responding.',
        'Strong: offers options such as a change order or paid add-on, or a clearly labeled one-time ' +
          'goodwill gesture.',
        'Strong: avoids setting a precedent and involves their manager on concessions.',
      ],
    },
    {
      id: 'role-account-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you had to tell a client that a product or service they relied on was ' +
        'being discontinued or changed, and how you kept the relationship.',
      answer:
        'Situation: Our company decided to retire an older reporting module that one of my largest ' +
        'clients, a logistics firm, used daily, with support ending in six months. Task: I needed to ' +
        'tell them before the public announcement and keep the account, which was up for renewal in the ' +
        'same year. Action: I asked our product team for the reasons, the timeline, and the migration ' +
        'path, so I could answer questions honestly. I called my main contact before any written notice, ' +
        'explained the decision and what it meant for them, and did not pretend it was good news. Then I ' +
        'arranged a session with a solutions engineer to map every report they used to the newer module, ' +
        'which uncovered two gaps. I escalated those to product management, and one was added before the ' +
        'deadline; for the other, we built a workaround together. We agreed on a migration plan with ' +
        'dates and checked in every two weeks. Result: They migrated a month early, renewed for two ' +
        'years, and their team rated the new reports higher than the old ones.',
      evaluationCriteria: [
        'Strong: delivers the news personally and early, before written or public notice.',
        'Strong: prepares with facts on reasons, timelines, and alternatives.',
        'Strong: finds and escalates gaps that matter to the client, and offers workarounds.',
        'Strong: manages the transition with a clear plan and reports retention.',
      ],
    },
  ],
  'Sales Manager': [
    {
      id: 'role-sales-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you build an accurate sales forecast for your team?',
      answer:
        "I combine the reps' judgment with data, because either alone is unreliable. Each opportunity " +
        "needs defined stage criteria based on the buyer's actions, such as the economic buyer confirmed " +
        "or a proposal reviewed, not the rep's feelings. I use forecast categories: commit, best case, " +
        'and pipeline, with clear rules for what qualifies as commit. Each week, I review deals with the ' +
        'reps, asking about evidence: what the customer has done, what the next step is, and what could ' +
        'go wrong. In parallel, I compare the forecast with historical conversion rates by stage, deal ' +
        'age, and rep accuracy, since some reps are always optimistic. I look for deals whose close ' +
        'dates keep moving. Then I submit a number that I can defend, with an upside range, and track ' +
        'forecast accuracy over time, aiming to land within about 5 to 10 percent.',
      evaluationCriteria: [
        'Strong: uses stage definitions based on buyer actions.',
        'Strong: inspects deals weekly with evidence-based questions.',
        'Strong: cross-checks rep judgment with historical conversion data and rep accuracy.',
        'Strong: tracks forecast accuracy and submits a defensible number with a range.',
      ],
    },
    {
      id: 'role-sales-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How would you design territories and set quotas for a team of ten reps?',
      answer:
        'I would start with the data: the accounts in our market, their size, industry, and potential, ' +
        'and the current customers and pipeline. The goal is balanced territories, each with a similar ' +
        'amount of opportunity, not just a similar number of accounts, while keeping existing ' +
        'relationships where possible. I would consider travel if it is field sales, and language or ' +
        "industry specialization. For quotas, I start with the company's target, add a buffer of about " +
        '10 to 15 percent at the team level, since not everyone hits quota, and allocate to reps based ' +
        "on their territory's potential and history, not equal splits. New reps get a ramp period with " +
        'lower quotas. A well-designed plan has most reps, perhaps 60 to 70 percent, achieving quota. I ' +
        'would review the plan with finance and a few reps for feedback before launch, and monitor ' +
        'attainment during the year to identify territories that are clearly unbalanced.',
      evaluationCriteria: [
        'Strong: balances territories by opportunity and potential rather than account counts.',
        'Strong: sets quotas from company targets with a buffer and territory potential.',
        'Strong: includes ramp quotas for new reps and a realistic attainment target.',
        'Strong: validates the plan with finance and reps and monitors balance during the year.',
      ],
    },
    {
      id: 'role-sales-manager-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Your top-performing rep is hitting every target, but you discover they have been promising ' +
        'customers features that do not exist. What do you do?',
      answer:
        'I would address it directly and quickly, because the results do not justify misleading ' +
        'customers; it creates churn, legal risk, and damages trust in the whole team. First, I would ' +
        'collect facts: which deals, what was promised, and in what form, such as emails or contract ' +
        'terms. Then I would meet with the rep privately, show the evidence, and listen to their ' +
        'explanation, since there may be a misunderstanding about the roadmap. I would be clear about ' +
        'the expectation going forward and the consequences, and document the conversation in line with ' +
        'company policy and with HR involved if needed. Then I would work with the rep and customer ' +
        'success to contact the affected customers and correct the expectations, honestly. I would also ' +
        'check whether the compensation plan or roadmap communication is encouraging this, and make sure ' +
        'the same standard applies to every rep, regardless of performance.',
      evaluationCriteria: [
        "Strong: acts promptly despite the rep's results.",
        'Strong: gathers evidence and hears the rep out before concluding.',
        'Strong: sets clear expectations, documents, and involves HR as needed.',
        'Strong: corrects customer expectations and examines incentives for systemic causes.',
      ],
    },
    {
      id: 'role-sales-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you coached an underperforming rep to success.',
      answer:
        'Situation: A rep on my team had been at about 55 percent of quota for two quarters, even though ' +
        'he had a strong pipeline and worked hard. Task: I wanted to find the specific problem and help ' +
        'him improve before a formal performance plan was necessary. Action: I reviewed his pipeline ' +
        'data with him and found his meetings converted to opportunities at a normal rate, but his ' +
        'proposals rarely closed. I listened to several of his recorded calls and noticed he sent ' +
        'proposals without confirming the decision process or meeting the economic buyer. We agreed on ' +
        'one focus: confirming the decision process before any proposal. I joined some of his calls, ' +
        'role-played conversations with decision makers weekly, and we reviewed his deals together. ' +
        'Result: Within two quarters, his close rate rose from 14 to 27 percent, and he reached 104 ' +
        'percent of quota in the second quarter.',
      evaluationCriteria: [
        'Strong: uses data to find the specific skill gap.',
        'Strong: observes real behavior, such as call recordings.',
        'Strong: focuses coaching on one or two behaviors with practice and follow-up.',
        'Strong: reports measurable improvement.',
      ],
    },
  ],
  'Customer Success Manager': [
    {
      id: 'role-customer-success-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How would you build a customer health score that actually predicts churn?',
      answer:
        'I would start by looking at customers who churned and those who renewed or expanded over the ' +
        'past year or two, and finding which signals differed. Typical candidates include product usage ' +
        'trends, such as active users compared with licenses and use of key features, support tickets ' +
        'and their severity, survey scores such as NPS, engagement with our team, whether a sponsor has ' +
        'changed, and payment issues. I would weight the signals according to how strongly they ' +
        'predicted churn, and keep the score simple enough that CSMs understand and trust it, perhaps ' +
        'red, yellow, and green with the reasons shown. I would test the score against historical data ' +
        'to see if it would have flagged the accounts that churned, and adjust it. Then I would tie each ' +
        "status to actions, such as an executive check-in for red accounts. I would review the score's " +
        'accuracy each quarter.',
      evaluationCriteria: [
        'Strong: derives signals from historical churn and renewal data.',
        'Strong: includes a mix of usage, support, sentiment, and relationship signals.',
        'Strong: validates predictive accuracy and keeps the score explainable.',
        'Strong: ties health status to specific actions and reviews it regularly.',
      ],
    },
    {
      id: 'role-customer-success-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You take over a book of 80 accounts with 18 percent annual gross churn. How would you reduce ' +
        'it?',
      answer:
        'I would start by understanding why customers leave. I would review the churned accounts of the ' +
        'last year: the reasons recorded, usage before cancellation, and when in the lifecycle it ' +
        'happened, and talk to a few former customers. Usually churn clusters: poor onboarding, a ' +
        'missing feature, a particular segment that is a poor fit, or customers who never reached their ' +
        'first value. I would then segment my 80 accounts by health and value, and focus my time on ' +
        'high-value at-risk accounts with a save plan for each, while using scaled programs, such as ' +
        'webinars and automated emails, for lower-risk accounts. For onboarding issues, I would work on ' +
        'a better process for new customers. I would share findings about product gaps and poor-fit ' +
        'sales with the product and sales teams. I would set a target, such as reducing churn to 12 ' +
        'percent, and track leading indicators monthly.',
      evaluationCriteria: [
        'Strong: analyzes churn reasons and patterns before acting.',
        'Strong: segments accounts and focuses effort on high-value at-risk customers.',
        'Strong: addresses root causes like onboarding, product gaps, and poor fit, including with ' +
          'other teams.',
        'Strong: sets a target and tracks leading indicators.',
      ],
    },
    {
      id: 'role-customer-success-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A customer says they will not renew unless a feature on your roadmap is delivered by a specific ' +
        'date. What do you do?',
      answer:
        'I would first understand the need behind the request: what problem the feature solves, why that ' +
        'date matters, and how they handle it today. Often there is another way to solve the problem: a ' +
        'workaround, an integration, or a different way of using an existing feature. Then I would check ' +
        'with product management what the realistic timeline is, without making promises on their ' +
        'behalf. If the feature is on track for the date, I might share that carefully, with the usual ' +
        'caveats. If not, I would be honest with the customer rather than give false hope, and offer the ' +
        'best alternative, such as a workaround, early access to a beta, or a regular update on ' +
        "progress. I would share the customer's request and business impact with product management, " +
        'since it helps them prioritize. If the account is large, I would involve my manager.',
      evaluationCriteria: [
        'Strong: explores the underlying need and possible workarounds.',
        'Strong: checks with product management rather than promising on its behalf.',
        'Strong: is honest about timelines and offers alternatives.',
        'Strong: feeds the request and its revenue impact back to product and escalates as needed.',
      ],
    },
    {
      id: 'role-customer-success-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you drove adoption of a product or feature across your customer accounts.',
      answer:
        'Situation: Our project management software had launched an automation feature that reduced ' +
        'manual work, but after three months only 9 percent of my 60 accounts were using it, and low ' +
        'usage was linked to churn risk. Task: I set a goal of getting at least 40 percent of my ' +
        'accounts using automation within a quarter. Action: I identified accounts with repetitive ' +
        'workflows that automation could help, using product data. I created three ready-to-use ' +
        'templates for the most common use cases and ran a 30-minute webinar with a customer who had ' +
        'saved ten hours a week. For my top 15 accounts, I set up short working sessions to build their ' +
        'first automation with them. I tracked adoption weekly and followed up with accounts that had ' +
        'started but not finished. Result: Adoption reached 47 percent of my accounts by the end of the ' +
        'quarter, and those accounts showed a 20 percent higher renewal rate that year.',
      evaluationCriteria: [
        'Strong: uses product data to target accounts with the most potential benefit.',
        'Strong: combines scaled programs with personal help for key accounts.',
        'Strong: uses peer proof or templates to lower the barrier to adoption.',
        'Strong: reports adoption and downstream business outcomes.',
      ],
    },
  ],
  'Customer Service Representative': [
    {
      id: 'role-customer-service-representative-1',
      type: 'technical',
      difficulty: 'EASY',
      question: "How do you verify a caller's identity and protect their account information?",
      answer:
        "I follow the company's verification procedure every time, even when the caller is in a hurry or " +
        'upset, because social engineering often relies on pressure. Typically that means asking for ' +
        'specific information on the account, such as name, account number, and answers to security ' +
        'questions, or sending a one-time code to the phone number or email on file. I never read ' +
        'account information to the caller for them to confirm, such as saying is your address 12 Main ' +
        'Street; they must provide it. If the caller cannot verify, I politely explain that I cannot ' +
        'discuss account details, and tell them how they can verify, without sharing anything in the ' +
        'meantime. I am especially careful with requests to change contact details, passwords, or ' +
        'payment information. If anything seems suspicious, such as a caller guessing at details, I ' +
        'follow the fraud escalation process and note it on the account.',
      evaluationCriteria: [
        'Strong: follows the verification procedure consistently, even under pressure.',
        'Strong: never gives information for the caller to confirm.',
        'Strong: handles failed verification politely without disclosing details.',
        'Strong: is extra careful with account changes and escalates suspicious behavior.',
      ],
    },
    {
      id: 'role-customer-service-representative-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A customer is shouting and threatening to cancel after a service failure. What specific ' +
        'techniques do you use to de-escalate the call?',
      answer:
        'I let the customer finish without interrupting, because being heard is usually the first thing ' +
        'an angry person needs. I stay calm and keep my voice steady and slower than theirs. Then I ' +
        'acknowledge their feelings and the problem specifically, such as: I understand, you were ' +
        'charged twice and it has taken three calls to get help, that is frustrating. I avoid phrases ' +
        'like calm down or that is our policy, which make things worse. I apologize for their ' +
        'experience, and then move the conversation toward a solution by asking a focused question and ' +
        'explaining clearly what I will do and when. If I need to put them on hold, I explain why and ' +
        'how long. Giving them a choice, when possible, helps them feel in control again. If the ' +
        'customer becomes abusive, I follow the procedure for warning and ending calls, but that is rare ' +
        'when they feel heard.',
      evaluationCriteria: [
        'Strong: listens fully and keeps a calm, steady tone.',
        'Strong: acknowledges the specific problem and feelings rather than using generic phrases.',
        'Strong: avoids escalating phrases and moves to a clear action plan.',
        'Strong: knows the boundary and procedure for abusive callers.',
      ],
    },
    {
      id: 'role-customer-service-representative-3',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A customer who has been with your company for ten years asks for a refund that is outside the ' +
        'policy. They are upset, and your supervisor is not available. What do you do?',
      answer:
        'I would listen to understand what happened and why they want the refund, and check their ' +
        'history, since a long-term customer with a legitimate problem is worth keeping. Then I would ' +
        'check what I can do within my authority: some companies allow agents to give credits, partial ' +
        'refunds, or exceptions up to a limit, and there may be an alternative, such as a replacement or ' +
        'a service credit, that solves their problem. If the request is beyond my authority, I would be ' +
        'honest: I want to help, and I will make sure this is reviewed by someone who can approve it. I ' +
        "would document the request and the customer's history clearly, escalate it through the proper " +
        'channel, and give the customer a realistic time frame for a response. I would follow up myself, ' +
        'so they do not have to call again. I would not promise a refund I cannot guarantee.',
      evaluationCriteria: [
        "Strong: listens and considers the customer's history and value.",
        'Strong: uses the authority they have, including alternatives to a full refund.',
        'Strong: escalates with clear documentation and sets realistic expectations.',
        'Strong: follows up personally and avoids promises they cannot keep.',
      ],
    },
    {
      id: 'role-customer-service-representative-4',
      type: 'behavioural',
      difficulty: 'EASY',
      question: "Tell me about a time you went beyond the normal process to solve a customer's problem.",
      answer:
        'Situation: A customer called because a replacement part for her wheelchair had been delivered ' +
        'to the wrong address, and she could not use the chair until it arrived. The standard process ' +
        'was to open a ticket and reship within five business days. Task: I wanted to get the part to ' +
        'her much faster while following company rules. Action: I checked inventory and found the part ' +
        'was in stock at a warehouse near her city. I asked my team lead for approval to ship it ' +
        'overnight at our cost, explaining the impact on the customer. I also contacted the shipping ' +
        'carrier to retrieve the misdelivered package, and called the customer the next day to confirm ' +
        'it had arrived. Afterward, I suggested a priority flag for accessibility and medical equipment ' +
        'orders. Result: She received the part the next morning, sent a thank-you note to the company, ' +
        'and the priority flag was added to our system two months later.',
      evaluationCriteria: [
        'Strong: recognizes the impact on the customer and acts with urgency.',
        'Strong: works within the rules by seeking approval rather than ignoring policy.',
        'Strong: follows up to confirm resolution.',
        'Strong: suggests a process improvement to help future customers.',
      ],
    },
  ],
  'Retail Sales Associate': [
    {
      id: 'role-retail-sales-associate-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'A shopper says they are just looking. How do you approach them without being pushy, and when do ' +
        'you suggest an add-on?',
      answer:
        'I greet them within a few seconds of coming in, with eye contact and a friendly line, and let ' +
        'them know I am nearby if they need a size or have a question. Then I give them space but stay ' +
        'close enough to notice signals, such as picking up the same item twice, looking for a size, or ' +
        'looking around for help. When I go back, I ask an open question about what they are shopping ' +
        'for, such as whether it is for an occasion or for everyday use, rather than asking if they need ' +
        'help, which invites a no. I listen and show one or two options that fit what they said. I ' +
        'suggest an add-on only when it solves a real need: socks that suit running shoes, a case for a ' +
        'new phone, or the protection plan on an appliance, explained briefly and without pressure. If ' +
        'they say no, I accept it, thank them and make sure checkout is easy.',
      evaluationCriteria: [
        'Strong: greets promptly and reads buying signals instead of hovering.',
        'Strong: asks open questions about the need and listens before recommending.',
        'Strong: ties add-ons to what the shopper needs and accepts a no gracefully.',
        'Strong: keeps the approach friendly and low-pressure from greeting to checkout.',
      ],
    },
    {
      id: 'role-retail-sales-associate-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'At the end of your shift, your register drawer is 40 dollars short. What do you do, and how do ' +
        'you handle cash to prevent it happening again?',
      answer:
        'I would report it to the manager on duty right away and not try to cover it or recount it ' +
        'alone, because the store needs an honest record and a witness to the count. We would recount ' +
        'together and check the usual causes: a large bill given as change by mistake, a transaction ' +
        'rung as cash that was paid by card, a refund or void done wrong, a bill stuck in the drawer or ' +
        'under the tray, or a miscounted starting float. The register report and receipts help find it. ' +
        'Then I would follow the store policy, such as signing the variance report. To prevent it, I ' +
        'count the float at the start of the shift, lay a large bill on the drawer ledge until the ' +
        'change is counted back to the customer, count change back aloud, keep the drawer closed between ' +
        'sales, never let anyone else use my drawer, and call a manager for large bills or unusual ' +
        'requests, such as someone asking to change money several times, which is a common ' +
        'quick-change scam.',
      evaluationCriteria: [
        'Strong: reports the shortage at once and recounts with a manager rather than alone.',
        'Strong: checks likely causes such as wrong change, miskeyed tenders and refunds.',
        'Strong: describes concrete cash habits, such as counting change back and guarding the drawer.',
        'Strong: recognizes quick-change scams and follows store policy.',
      ],
    },
    {
      id: 'role-retail-sales-associate-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A customer wants to return an item without a receipt, past the return window, and is getting ' +
        'angry at the register while a line builds behind them. What do you do?',
      answer:
        'I would stay calm, listen to the whole story without interrupting, and acknowledge the ' +
        'frustration, because people calm down when they feel heard. I would explain the policy plainly ' +
        'and check what I can offer within it, such as looking up the purchase with the card they paid ' +
        'with or their loyalty account, or a store credit at the lowest recent price if policy allows ' +
        'it. If the decision is beyond what I am allowed to approve, I would call the manager or key ' +
        'holder rather than bend the rules myself or argue. To keep the line moving, I would ask a ' +
        'colleague to open another register, or ask the customer to step to the side with the manager ' +
        'so I can serve the next people. I would never make promises the store cannot keep, and if the ' +
        'customer became threatening I would step back and let the manager and loss prevention handle ' +
        'it.',
      evaluationCriteria: [
        'Strong: listens and acknowledges the customer before explaining the policy.',
        'Strong: looks for options inside the policy and escalates decisions beyond their authority.',
        'Strong: keeps the line moving by getting help from colleagues.',
        'Strong: stays safe and does not argue or make promises the store cannot keep.',
      ],
    },
    {
      id: 'role-retail-sales-associate-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you helped your store reach a sales or service goal.',
      answer:
        'Situation: At the sporting goods store where I worked, our store was last in the district for ' +
        'loyalty program sign-ups, at about 8 percent of transactions against a goal of 20 percent. ' +
        'Task: My manager asked me, as one of the longer-serving associates, to help the register team ' +
        'improve. Action: I noticed most of us asked the question at the very end, after the total, ' +
        'when people were in a hurry. I started mentioning the program early, while scanning items, and ' +
        'linking it to something concrete, such as the free shipping on their next online order or the ' +
        'points they would earn on that purchase. I shared the wording at our morning huddle, practiced ' +
        'it with two newer cashiers, and we tracked our daily numbers on the board in the break room. ' +
        'Result: Within six weeks, our store reached 22 percent of transactions, and my manager asked ' +
        'me to train new hires on the register.',
      evaluationCriteria: [
        'Strong: states the goal and the gap with numbers.',
        'Strong: finds a specific cause by observing how the team worked.',
        'Strong: changes their own approach and helps colleagues adopt it.',
        'Strong: tracks results and reports a measurable outcome.',
      ],
    },
  ],
  'Retail Store Manager': [
    {
      id: 'role-retail-store-manager-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you build the weekly staff schedule to match customer traffic while staying within your ' +
        'labor budget?',
      answer:
        'I start with the sales forecast and traffic data by hour and day, from the traffic counter and ' +
        'point-of-sale system, including seasonal events and promotions. The labor budget is usually a ' +
        'percentage of sales or a number of hours, so I know how many hours I can spend. I allocate them ' +
        'to match traffic: more staff on the floor and at registers during peak hours, such as weekend ' +
        'afternoons, and task work, such as receiving deliveries and merchandising, during quiet times. ' +
        'I make sure key roles are covered every shift, such as a key holder and someone trained on ' +
        "returns. I also consider employees' availability, skills, and fair distribution of hours, and " +
        'comply with labor laws, such as breaks and any predictive scheduling rules. During the week, I ' +
        'monitor sales against forecast and adjust, such as sending someone home early if it is very ' +
        'slow, following policy.',
      evaluationCriteria: [
        'Strong: uses traffic and sales data by hour to forecast staffing needs.',
        'Strong: matches floor coverage to peak periods and shifts task work to quiet times.',
        'Strong: ensures key roles are covered and considers employee availability and labor law ' +
          'compliance.',
        'Strong: monitors and adjusts during the week.',
      ],
    },
    {
      id: 'role-retail-store-manager-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Shrink at your store is 3 percent of sales, double the company target. How would you reduce it?',
      answer:
        'I would first find out where the loss comes from, because shrink has several sources: external ' +
        'theft, internal theft, administrative and paperwork errors, and vendor fraud or damage. I would ' +
        'review inventory results by department and product, since high-loss categories point to ' +
        'different causes. Small, expensive items suggest theft; losses in received goods suggest ' +
        'receiving errors or vendor issues. I would check processes: receiving checks against invoices, ' +
        'price changes, markdowns, damaged goods recording, and returns and refunds, where exception ' +
        'reports can reveal suspicious patterns, such as many refunds by one employee. For external ' +
        'theft, I would improve store layout and visibility, greet customers, use locked cases or ' +
        'security tags for high-risk items, and train staff. I would involve loss prevention, set a ' +
        'target, and do cycle counts of high-risk items more often to track progress rather than waiting ' +
        'for the annual inventory.',
      evaluationCriteria: [
        'Strong: identifies the different sources of shrink, including paperwork errors.',
        'Strong: analyzes inventory data by category to locate losses.',
        'Strong: uses exception reports on refunds and voids to detect internal theft.',
        'Strong: combines process, layout, and staff measures and tracks progress with cycle counts.',
      ],
    },
    {
      id: 'role-retail-store-manager-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'On the busiest Saturday before the holidays, two employees call out sick, and a long line is ' +
        'forming. What do you do?',
      answer:
        'I would act on the immediate problem first. I would call employees who might want extra hours, ' +
        'following our call-out procedure, and check whether a nearby store can send someone. Meanwhile, ' +
        'I would reorganize the team I have: move people from less critical tasks, such as restocking or ' +
        'fitting rooms, to registers, open an extra register myself, and ask a staff member to help the ' +
        'line by answering questions or preparing bags. I would keep customers informed and thank them ' +
        'for their patience. Once the pressure is over, I would look at the bigger picture: whether we ' +
        'need an on-call list for peak days, more cross-trained employees, or extra staff scheduled on ' +
        'known peak days. I would also make sure the sick employees are treated fairly and according to ' +
        'policy, since people being sick is not misconduct.',
      evaluationCriteria: [
        'Strong: tries to get coverage quickly through call lists and nearby stores.',
        'Strong: reassigns staff to customer-facing priorities and steps in personally.',
        'Strong: communicates with waiting customers.',
        'Strong: plans preventive measures like on-call lists and cross-training, and treats sick ' +
          'employees fairly.',
      ],
    },
    {
      id: 'role-retail-store-manager-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: "Tell me about a time you improved your store's sales or conversion rate.",
      answer:
        'Situation: My store had strong traffic but a conversion rate of 18 percent, compared with 24 ' +
        'percent for similar stores in the district. Task: I set a goal of reaching the district average ' +
        'within six months. Action: I watched the floor during peak times and noticed that customers ' +
        'often left the fitting room area without help, and that staff were busy folding and restocking ' +
        'rather than engaging customers. I moved restocking to early mornings, assigned a dedicated ' +
        'fitting room associate during peaks, and trained the team in a simple approach: greet, ask one ' +
        'question about what they were shopping for, and offer an alternative size or item. I shared ' +
        'daily conversion numbers at the morning huddle and recognized good examples. Result: Within ' +
        'five months, conversion rose to 25 percent, average transaction value increased by 9 percent, ' +
        'and our store moved from seventh to second in the district.',
      evaluationCriteria: [
        'Strong: compares performance with a benchmark to define the gap.',
        'Strong: observes the floor to find specific causes.',
        'Strong: changes staffing, training, and routines to address those causes.',
        'Strong: uses daily metrics to sustain change and reports results.',
      ],
    },
  ],
  'Real Estate Agent': [
    {
      id: 'role-real-estate-agent-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you determine the listing price for a home?',
      answer:
        'I prepare a comparative market analysis. I look for recently sold homes, ideally in the last ' +
        'three to six months, that are similar in location, size, age, bedrooms and bathrooms, lot, and ' +
        'condition, preferably within the same neighborhood. I adjust each comparable for differences, ' +
        'for example adding value if our home has an extra bathroom or subtracting for an older roof. I ' +
        'also look at active listings, which are our competition, and expired listings, which show ' +
        'prices the market rejected, and at pending sales, which signal the current direction of the ' +
        'market. Days on market and the list-to-sale price ratio tell me how strong demand is. From ' +
        'that, I suggest a price range and a strategy, explaining the trade-offs: pricing at market ' +
        'usually attracts more buyers and can produce multiple offers, while overpricing often leads to ' +
        'a longer time on the market and a lower final price.',
      evaluationCriteria: [
        'Strong: uses recent, similar comparable sales and makes adjustments for differences.',
        'Strong: considers active, pending, and expired listings as well as sold homes.',
        'Strong: uses market indicators such as days on market and list-to-sale ratio.',
        'Strong: explains a pricing strategy and the risks of overpricing to the seller.',
      ],
    },
    {
      id: 'role-real-estate-agent-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Walk me through what happens between an accepted offer and closing, and where deals most often ' +
        'fall apart.',
      answer:
        'After acceptance, the buyer deposits earnest money with the escrow or title company, and the ' +
        'contingency periods start. The inspection comes first; if it finds problems, the parties ' +
        'negotiate repairs, credits, or a price reduction, and deals can fall apart here if the issues ' +
        'are major, like a foundation problem. The lender orders an appraisal; if it comes in below the ' +
        'price, the buyer must make up the difference, the seller must lower the price, or they ' +
        "renegotiate. Financing is the next risk: the buyer's loan needs final approval, which can fail " +
        'if their credit, job, or debt changes, so I tell buyers not to make big purchases or change ' +
        'jobs. The title company searches for liens or ownership problems. Then the final walk-through ' +
        'and closing, where documents are signed and funds transferred. I track every contingency ' +
        'deadline and keep all parties informed to catch problems early.',
      evaluationCriteria: [
        'Strong: explains earnest money, contingencies, and their deadlines.',
        'Strong: identifies key risks: inspection, appraisal gaps, financing, and title issues.',
        'Strong: explains how each risk is typically resolved or renegotiated.',
        'Strong: describes proactive deadline tracking and communication.',
      ],
    },
    {
      id: 'role-real-estate-agent-3',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A seller insists on listing their home 15 percent above what comparable sales support. What do ' +
        'you do?',
      answer:
        'I would first understand why they want that price: they may need a certain amount to buy their ' +
        'next home, may have invested in improvements, or may have an emotional attachment. Then I would ' +
        'show them the evidence in a clear and respectful way: the comparable sales, what buyers in this ' +
        'price range will see alongside their home, and data on what happens to overpriced homes, such ' +
        'as longer time on the market and price reductions that often lead to a lower final price. I ' +
        "would point out that buyers' agents and appraisers will look at the same comparables, and the " +
        "buyer's loan depends on the appraisal. If they still want to try, I might agree to a higher " +
        'price for a short, agreed period, such as two weeks, with a plan to adjust based on showings ' +
        'and feedback, written down in advance. If the gap is unrealistic, I would consider whether to ' +
        'take the listing at all.',
      evaluationCriteria: [
        "Strong: explores the seller's reasons for the price.",
        'Strong: presents comparable data and the consequences of overpricing, including appraisal risk.',
        'Strong: proposes a compromise with a time limit and agreed adjustment plan.',
        'Strong: is willing to decline a listing that cannot succeed.',
      ],
    },
    {
      id: 'role-real-estate-agent-4',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question: 'Tell me about a time you built your client base from scratch or grew it significantly.',
      answer:
        'Situation: When I moved to a new city and joined a brokerage, I had no local network, and most ' +
        'of my former clients were in another state. Task: I set a goal of closing eight transactions in ' +
        'my first year. Action: I chose one neighborhood to specialize in, and became an expert: I ' +
        'studied every sale there for the past two years and wrote a monthly market update that I mailed ' +
        "to 600 homes and shared in local online groups. I held open houses for other agents' listings " +
        'in that area every weekend, and followed up with every visitor within a day. I also volunteered ' +
        "for the neighborhood association's spring event to meet residents. I kept all contacts in a CRM " +
        'with reminders for follow-up. Result: I closed nine transactions in my first year, four of them ' +
        'from the neighborhood newsletter, and in my second year, 60 percent of my business came from ' +
        'that area and referrals.',
      evaluationCriteria: [
        'Strong: chooses a focused strategy, such as a geographic niche.',
        'Strong: uses consistent, value-driven outreach like market updates.',
        'Strong: uses systems for follow-up and tracking.',
        'Strong: reports concrete results and sources of business.',
      ],
    },
  ],
};
