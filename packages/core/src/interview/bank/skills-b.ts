import type { BankQuestion } from '../types';

/**
 * Skill questions, part B, keyed by exact skill name. Each skill has two questions that differ in
 * type or difficulty: at least one technical, the other technical, situational or behavioural
 * (STAR model answer).
 */
export const SKILL_QUESTIONS_B: Record<string, BankQuestion[]> = {
  Communication: [
    {
      id: 'skill-communication-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'In a {role} job you have to tell a senior leader, in a short email, that a deliverable will ' +
        'slip by two weeks. How do you structure the message, and why?',
      answer:
        'I would lead with the bottom line, following the pyramid principle: the first sentence says ' +
        'what is late, the new date, and what I need from them, if anything. Senior readers often stop ' +
        'after two lines, so the decision-relevant facts go first. The second part gives the impact: ' +
        'what this delays downstream and whether any commitment to a customer or another team is at ' +
        'risk. Then the cause in one or two sentences, stated factually and without blame, for example ' +
        'that a dependency arrived three weeks late. Next, the options I considered with their ' +
        'trade-offs, such as cutting scope to hold the date or adding a contractor at a stated cost, ' +
        'and my recommendation. I close with the explicit ask and a deadline for a decision. I keep it ' +
        'short, use a clear subject line that contains the news, and avoid burying the delay under ' +
        'background.',
      evaluationCriteria: [
        'Strong: leads with the conclusion and new date (bottom line up front); weak: opens with ' +
          'background and buries the slip.',
        'Strong: states impact on downstream commitments in concrete terms; weak: omits who is affected.',
        'Strong: offers options with trade-offs and a recommendation; weak: just reports the problem.',
        'Strong: ends with a specific ask and decision deadline; weak: leaves the reader unsure what to do.',
      ],
    },
    {
      id: 'skill-communication-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time something you communicated was misunderstood. What happened, and what did ' +
        'you change in how you communicate?',
      answer:
        'Situation: I sent a team-wide message saying a shared process would change next month, meaning ' +
        'the first of the month. Several colleagues in another office read it as the start of the next ' +
        'calendar month after their planning cycle and kept using the old process for three weeks. ' +
        'Task: I needed to fix the immediate confusion and stop it happening again. Action: I called ' +
        'the two team leads rather than sending another email, confirmed what they had understood, and ' +
        'agreed a cutover date in writing. I then reread my original note and saw the real problem: no ' +
        'explicit date, no owner, and the key instruction in the fourth paragraph. Result: The teams ' +
        'switched within a week with no lost work. Since then I put exact dates, owners, and the ' +
        'required action in the first lines, and for changes that affect other teams I ask one reader ' +
        'to play back what they think it means before I send it widely.',
      evaluationCriteria: [
        'Strong: owns the misunderstanding instead of blaming the audience; weak: says others failed to ' +
          'read carefully.',
        'Strong: diagnoses the specific cause, such as an ambiguous date or buried action; weak: vague ' +
          'about why.',
        'Strong: chooses a richer channel to repair it quickly; weak: sends more emails into the confusion.',
        'Strong: describes a lasting habit change, such as playback or explicit dates; weak: no change.',
        'Strong: uses a clear STAR structure with a measurable result; weak: rambles without an outcome.',
      ],
    },
  ],
  'Customer Service': [
    {
      id: 'skill-customer-service-1',
      type: 'situational',
      difficulty: 'EASY',
      question:
        'A customer contacts you angry about a mistake your organization made, and they are demanding ' +
        'something your policy does not allow. How do you handle the conversation?',
      answer:
        'First I let them finish without interrupting, because people cannot hear solutions until they ' +
        'feel heard. I acknowledge the specific problem and apologize for it, owning the mistake on ' +
        'behalf of the organization rather than blaming another department. Then I confirm the facts by ' +
        'repeating back what happened and what outcome they want. I explain honestly what I can do, ' +
        'leading with what is possible rather than what is not: for example, I cannot refund the full ' +
        'annual fee, but I can credit this month, expedite the replacement, and waive the shipping. If ' +
        'their request is reasonable but beyond my authority, I escalate to someone who can approve it, ' +
        'tell them exactly when they will hear back, and follow up myself. I close by confirming the ' +
        'agreed outcome, thanking them, and documenting the case so the root cause can be fixed.',
      evaluationCriteria: [
        'Strong: listens fully and acknowledges the specific issue before problem solving; weak: jumps ' +
          'to policy.',
        'Strong: offers concrete options within authority, framed positively; weak: simply says no.',
        'Strong: escalates with a committed follow-up time when warranted; weak: passes the customer along.',
        'Strong: documents the case and flags the root cause; weak: treats it as a one-off.',
      ],
    },
    {
      id: 'skill-customer-service-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Which metrics would you use to judge the quality of a customer service operation, and how can ' +
        'each one mislead you?',
      answer:
        'I would use a small balanced set. Customer satisfaction (CSAT), a post-interaction rating, ' +
        'measures how the contact felt, but survey response is low and skewed toward very happy or very ' +
        'angry customers. First contact resolution (FCR) shows whether the issue was solved without a ' +
        'repeat contact; it can be inflated if agents close tickets early, so I measure it by checking ' +
        'for repeat contacts within seven days rather than agent self-reporting. Average handle time ' +
        '(AHT) matters for staffing, but pushing it down hurts quality and causes transfers and ' +
        'callbacks, so I never use it alone as an agent target. First response time and service level, ' +
        'such as 80 percent of calls answered in 20 seconds, capture accessibility. Customer effort ' +
        'score (CES) predicts loyalty well for support contacts. Finally, I track contact drivers: the ' +
        'reasons people get in touch, because the best service improvement is often removing the need ' +
        'to contact at all.',
      evaluationCriteria: [
        'Strong: names specific metrics such as CSAT, FCR, AHT, CES, and service level; weak: says only ' +
          'customer happiness.',
        'Strong: explains how each can be gamed or biased; weak: treats metrics as objective truth.',
        'Strong: warns against optimizing AHT in isolation; weak: sets speed targets without quality ' +
          'checks.',
        'Strong: includes contact-driver analysis to reduce demand; weak: focuses only on agent ' +
          'performance.',
      ],
    },
  ],
  'Problem Solving': [
    {
      id: 'skill-problem-solving-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What structured method do you use to get from a symptom to a root cause, and how do you know ' +
        'you have found the real cause rather than a contributing one?',
      answer:
        'I start by defining the problem precisely: what is happening, where, when it started, how ' +
        'often, and what normal looks like, ideally with data. Comparing where the problem occurs with ' +
        'where it does not, as in Kepner-Tregoe analysis, narrows the field quickly. Then I generate ' +
        'candidate causes with a fishbone diagram across people, process, tools, materials, and ' +
        "environment, and drill down with the five whys, being careful not to stop at a person's error, " +
        'since the useful question is why the process allowed it. To confirm a root cause, I test it: ' +
        'the cause should explain every observation, including where the problem does not occur, and ' +
        'removing it should make the problem stop, which I verify with a controlled change or by ' +
        'reproducing the failure. A contributing cause makes the problem more likely but does not ' +
        'explain it fully. Finally I put in a countermeasure, monitor to confirm the fix holds, and ' +
        'share the lesson.',
      evaluationCriteria: [
        'Strong: defines the problem with data and compares where it does and does not occur; weak: ' +
          'starts guessing solutions.',
        'Strong: names techniques such as fishbone and five whys and uses them correctly; weak: lists ' +
          'them as buzzwords.',
        'Strong: verifies the cause by testing or reproducing the problem; weak: accepts the first ' +
          'plausible story.',
        'Strong: looks past individual error to process causes; weak: stops at blaming a person.',
      ],
    },
    {
      id: 'skill-problem-solving-2',
      type: 'behavioural',
      difficulty: 'HARD',
      question:
        'Tell me about a problem where your first solution did not work. How did you realize it, and ' +
        'what did you do next?',
      answer:
        "Situation: Our team's monthly report was regularly delivered two or three days late, and the " +
        'consensus was that the data arrived late from another department. Task: I was asked to get the ' +
        'report out on time. Action: My first fix was to agree an earlier cutoff with the other ' +
        'department. The data started arriving on time, but the report was still late the next month, ' +
        'so I had solved the wrong problem. I went back and timed each step for one cycle instead of ' +
        'relying on opinions. Most of the delay was in manual reconciliation of two systems whose ' +
        'customer codes did not match, which people fixed by hand every month. I worked with the system ' +
        'owner to create a mapping table and an automated check that flagged only the new mismatches. ' +
        'Result: The report went out on the second working day for the next six months, and ' +
        'reconciliation dropped from about 12 hours to 2. I learned to measure the process before ' +
        'accepting the accepted explanation.',
      evaluationCriteria: [
        'Strong: admits the first solution failed and explains how they detected it; weak: presents a ' +
          'flawless story.',
        'Strong: switches to evidence, such as timing steps, instead of opinions; weak: tries another ' +
          'guess.',
        'Strong: describes a durable fix to the real cause; weak: adds more effort or overtime.',
        'Strong: quantifies the result and states the lesson learned; weak: no outcome or reflection.',
      ],
    },
  ],
  'Stakeholder Management': [
    {
      id: 'skill-stakeholder-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you build a stakeholder map for a new initiative, and how does it change the way you ' +
        'engage each group?',
      answer:
        'I list everyone affected by or able to affect the initiative, including easily missed groups ' +
        'such as legal, security, finance, frontline staff, and the people whose work changes. For each ' +
        'I note their interest, their influence, what they care about, and their likely stance. I plot ' +
        'them on a power and interest grid: high-power, high-interest stakeholders I manage closely ' +
        'with regular one-to-one conversations and involvement in key decisions; high-power, ' +
        'low-interest ones I keep satisfied with short, outcome-focused updates; low-power, ' +
        'high-interest groups I keep informed and use for feedback; the rest I monitor. I then define ' +
        'decision rights, often with a RACI chart, so it is clear who approves and who is only ' +
        'consulted. From this I build a communication plan with channel and frequency per group. The ' +
        'map is a living document: I revisit it at each phase, because influence shifts and a quiet ' +
        'stakeholder can become a blocker late in the project.',
      evaluationCriteria: [
        'Strong: identifies non-obvious stakeholders such as legal, security, or affected staff; weak: ' +
          'lists only sponsors.',
        'Strong: uses a power and interest grid and tailors engagement by quadrant; weak: treats ' +
          'everyone the same.',
        'Strong: clarifies decision rights with RACI or similar; weak: leaves approval ambiguous.',
        'Strong: revisits the map as the project evolves; weak: builds it once and forgets it.',
      ],
    },
    {
      id: 'skill-stakeholder-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Two senior stakeholders with equal authority want conflicting things from your work, and each ' +
        'expects you to side with them. What do you do?',
      answer:
        'I would not pick a side privately or try to satisfy both with a compromise that serves ' +
        'neither. First I meet each separately to understand the underlying goal behind their request, ' +
        'because conflicting demands often hide compatible interests: one might want speed to hit a ' +
        'sales date and the other might want quality to avoid support costs. I then document both ' +
        'positions neutrally, with the options and the consequences of each in terms of cost, time, ' +
        'risk, and the goals each person cares about. If a solution meets both needs, such as phasing ' +
        'the release, I propose it. If not, the decision belongs above me or to both of them together, ' +
        'so I bring them into one meeting, or escalate to their shared sponsor, with the options laid ' +
        'out and my recommendation. I stay transparent with both throughout, so neither feels I am ' +
        'working against them, and I record the decision and rationale once it is made.',
      evaluationCriteria: [
        'Strong: uncovers the interests behind each position; weak: treats it as a popularity contest.',
        'Strong: presents options and consequences neutrally in writing; weak: negotiates in private ' +
          'side deals.',
        'Strong: recognizes when the decision belongs to a shared sponsor and escalates cleanly; weak: ' +
          'decides alone.',
        'Strong: stays transparent with both parties and records the decision; weak: tells each what ' +
          'they want to hear.',
      ],
    },
  ],
  Negotiation: [
    {
      id: 'skill-negotiation-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain BATNA, reservation price, and ZOPA, and show how you would use them to prepare for a ' +
        'negotiation.',
      answer:
        'BATNA is your best alternative to a negotiated agreement: what you will actually do if this ' +
        'deal fails. Your reservation price is the worst terms you will accept, and it follows from the ' +
        'BATNA. The ZOPA, the zone of possible agreement, is the overlap between your reservation price ' +
        "and the other side's. Suppose I am buying a service: my BATNA is a competitor's quote of " +
        '90,000 with a two-month longer onboarding, which I value at 8,000, so my reservation price for ' +
        "this vendor is about 98,000. I estimate the vendor's floor from market data at perhaps 80,000, " +
        'so the ZOPA is roughly 80,000 to 98,000. To prepare, I work to improve my BATNA before ' +
        'talking, estimate theirs, set an ambitious but justifiable opening anchor near the bottom of ' +
        'the zone, and list tradeable issues such as payment terms or contract length so we can create ' +
        'value rather than just split a number. I never reveal my reservation price.',
      evaluationCriteria: [
        'Strong: defines all three terms correctly and links reservation price to BATNA; weak: confuses ' +
          'them.',
        'Strong: works a numerical example including non-price factors; weak: stays abstract.',
        "Strong: mentions improving one's own BATNA and estimating the other side's; weak: ignores " +
          'alternatives.',
        'Strong: uses anchoring and multiple issues to create value; weak: treats it as a single-number ' +
          'haggle.',
      ],
    },
    {
      id: 'skill-negotiation-2',
      type: 'behavioural',
      difficulty: 'HARD',
      question:
        'Tell me about a negotiation where the other side had more leverage than you. How did you ' +
        'approach it and what was the outcome?',
      answer:
        'Situation: A sole-source supplier of a critical component announced an 18 percent price ' +
        'increase at renewal, and switching would have taken at least nine months of requalification. ' +
        'Task: I had to limit the increase without risking supply. Action: I first improved our ' +
        'alternative, starting qualification of a second supplier so our position would strengthen over ' +
        'time, and let the incumbent know we were doing it. I researched their situation and learned ' +
        'they wanted predictable volume to justify a new production line. In the meeting I asked about ' +
        'their cost drivers rather than arguing, then offered a two-year volume commitment and faster ' +
        'payment terms, which cost us little, in exchange for a lower increase and a cap on future ' +
        'raises tied to a published materials index. Result: We settled at 7 percent with the ' +
        'index-based cap, saving about 220,000 a year against their proposal, and we kept the ' +
        'second-source project going as insurance.',
      evaluationCriteria: [
        'Strong: works to improve their own BATNA rather than accepting weakness; weak: simply concedes.',
        "Strong: learns the other side's interests and trades low-cost, high-value items; weak: argues " +
          'only on price.',
        'Strong: keeps the relationship intact while protecting the organization; weak: uses bluffs or ' +
          'threats.',
        'Strong: quantifies the result in a STAR structure; weak: no measurable outcome.',
      ],
    },
  ],
  Salesforce: [
    {
      id: 'skill-salesforce-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'In Salesforce, how do profiles, permission sets, roles, and sharing rules differ? How would ' +
        'you let a small team edit Opportunities they do not own?',
      answer:
        'Profiles and permission sets control what a user can do: object permissions such as read, ' +
        'create, and edit, field-level security, and system permissions. Salesforce now recommends ' +
        'keeping profiles minimal and granting access through permission sets and permission set ' +
        'groups. Roles and sharing control which records a user can see. Organization-wide defaults set ' +
        'the baseline, for example Opportunity set to Private; the role hierarchy then opens records up ' +
        'to managers above the owner, and sharing rules open them sideways to groups based on owner or ' +
        'criteria. For the team, I would first confirm they have Edit on the Opportunity object through ' +
        'a permission set. Then I would put them in a public group and create a criteria-based sharing ' +
        'rule granting Read/Write on the relevant Opportunities, for example those of a given region or ' +
        'record type. If access depends on specific deals, Opportunity Teams are a better fit. I would ' +
        'test by logging in as one of the users.',
      evaluationCriteria: [
        'Strong: separates object and field permissions from record-level access; weak: thinks profiles ' +
          'control record visibility.',
        'Strong: explains org-wide defaults, role hierarchy, and sharing rules correctly; weak: ' +
          'confuses roles with profiles.',
        'Strong: notes the move toward permission sets and groups over profiles; weak: unaware of ' +
          'current practice.',
        'Strong: gives a concrete configuration and tests with login-as; weak: suggests making everyone ' +
          'admins.',
      ],
    },
    {
      id: 'skill-salesforce-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A record-triggered flow on Opportunity causes Too many SOQL queries: 101 errors during a data ' +
        'load. What is happening, and how do you fix it?',
      answer:
        'Salesforce enforces governor limits per transaction, including 100 SOQL queries in a ' +
        'synchronous transaction. Data loads send records in batches of up to 200, and flows are ' +
        'bulkified by the platform only if they are designed well. The usual cause is a Get Records ' +
        'element, or an update element, inside a loop, so the query runs once per record or per related ' +
        'record, and other automation on the same objects adds its own queries. To fix it, I would open ' +
        'the debug log to see which elements consume queries, then move Get Records out of loops by ' +
        'querying once into a collection and matching in memory, and use a single Update Records on a ' +
        'collection. If the flow only updates fields on the triggering record, I would make it a ' +
        'before-save flow, which needs no extra DML or query. I would tighten entry conditions so it ' +
        'runs only when relevant fields change, and review other flows and Apex triggers on the object ' +
        'for overlap.',
      evaluationCriteria: [
        'Strong: explains governor limits and the 200-record batch context; weak: blames the data loader.',
        'Strong: identifies queries or DML inside loops as the cause; weak: proposes raising the limit, ' +
          'which is impossible.',
        'Strong: uses collections, before-save flows, and entry conditions to fix it; weak: splits the ' +
          'load into tiny batches only.',
        'Strong: checks debug logs and other automation on the object; weak: edits blindly.',
      ],
    },
  ],
  'Attention to Detail': [
    {
      id: 'skill-attention-to-detail-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What concrete techniques do you use to catch your own errors before your work goes out?',
      answer:
        'I rely on methods rather than on trying harder. For repeatable work I use a checklist built ' +
        'from past mistakes, so the same error does not happen twice. For numbers, I reconcile totals ' +
        'to an independent source, check that subtotals add up, and look for values that are ' +
        'implausible, such as a negative quantity or a growth rate of 400 percent. For written work, I ' +
        'reread after a break and in a different format, such as printed or read aloud, because the ' +
        'brain autocorrects familiar text on screen. I check names, dates, and figures separately from ' +
        'the overall sense of the document. Where possible, I automate checks, for example with data ' +
        'validation rules or a formula that flags mismatches. For high-stakes work, I ask a colleague ' +
        'to review with fresh eyes and tell them exactly what to check. Finally, I keep track of the ' +
        'errors I do make so I can see patterns and fix the process.',
      evaluationCriteria: [
        'Strong: names specific techniques such as checklists, reconciliation, and changing format; ' +
          'weak: says they are careful.',
        'Strong: mentions plausibility checks or automated validation; weak: relies on rereading alone.',
        'Strong: uses targeted peer review for high-risk work; weak: never asks for review.',
        'Strong: learns from their own error patterns; weak: treats each error as random.',
      ],
    },
    {
      id: 'skill-attention-to-detail-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you caught an error that others had missed. How did you find it, and what ' +
        'did you do about it?',
      answer:
        'Situation: Before a contract went out for signature, I was asked to give it a final read, even ' +
        'though legal and the account lead had already approved it. Task: My job was a last check of ' +
        'the commercial terms against the approved quote. Action: I compared each figure line by line ' +
        'with the quote instead of skimming the whole document, and found that the renewal clause said ' +
        'prices could rise by up to 15 percent a year, while the approved quote said 5. The draft had ' +
        'been built from an older template. I did not fix it myself; I flagged it to the account lead ' +
        'and legal with the clause number and both documents side by side. Result: The clause was ' +
        'corrected before the customer saw it, which avoided an awkward renegotiation or a dispute ' +
        'later. Afterward I suggested, and we adopted, a short checklist of commercial terms to verify ' +
        'against the quote for every contract, along with retiring the old template.',
      evaluationCriteria: [
        'Strong: describes a specific, systematic method that found the error; weak: says they just ' +
          'noticed it.',
        'Strong: routes the correction through the right owners with evidence; weak: silently changes ' +
          "others' work.",
        'Strong: explains the consequence that was avoided; weak: the error seems trivial.',
        'Strong: fixes the process, such as a checklist or template, so it cannot recur; weak: stops at ' +
          'the single fix.',
      ],
    },
  ],
  'Budget Management': [
    {
      id: 'skill-budget-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Your annual budget is 1.2 million, and after six months actual spend is 540,000. Are you under ' +
        'budget? How would you find out?',
      answer:
        'Not necessarily. Straight-line, six months would be 600,000, so the simple variance is 60,000 ' +
        'favorable, but I would check three things before saying so. First, phasing: if the budget was ' +
        'phased to the expected timing of spend, say a large event in the second quarter, the plan to ' +
        'date might be 500,000, which means I am actually 40,000 over. Second, accruals and ' +
        'commitments: invoices for work already delivered but not yet billed should be accrued, and ' +
        'open purchase orders show money already committed. If 80,000 of services were received but not ' +
        'invoiced, the true spend is 620,000. Third, timing versus permanent variances: a project that ' +
        'slipped a month is a timing difference and will catch up, while a negotiated discount is a ' +
        'real saving. I would then produce a full-year forecast: actuals plus commitments plus expected ' +
        'remaining spend, and compare that with the 1.2 million. That forecast, not the year-to-date ' +
        'number, tells me whether I will land on budget.',
      evaluationCriteria: [
        'Strong: checks budget phasing instead of assuming straight-line; weak: calls it 60,000 under ' +
          'without question.',
        'Strong: accounts for accruals and open commitments; weak: looks only at paid invoices.',
        'Strong: separates timing from permanent variances; weak: treats all variances the same.',
        'Strong: builds a full-year forecast to answer the question; weak: relies on year-to-date only.',
      ],
    },
    {
      id: 'skill-budget-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Midway through the year, leadership cuts your operating budget by 15 percent, effective ' +
        'immediately. How do you decide what to cut and communicate it?',
      answer:
        'I would start with the facts: the full-year forecast, what is already spent, and what is ' +
        'contractually committed, since a 15 percent cut to the annual budget may be 30 percent of the ' +
        'remaining discretionary spend. I would categorize remaining costs into committed, essential to ' +
        'run the operation, and discretionary or growth. For each discretionary item, I would estimate ' +
        'the impact of cutting, deferring, or reducing it on goals, customers, risk, and people, and ' +
        'look first at options that preserve capability, such as renegotiating vendor rates, pausing ' +
        'unfilled roles, deferring noncritical projects, or reducing travel. I would then present ' +
        'leadership with a ranked list that meets the target, plus a clear statement of which outcomes ' +
        'will slip, so the trade-offs are accepted explicitly rather than discovered later. Once ' +
        'agreed, I would tell my team directly and early what is changing and why, update the forecast, ' +
        'and track monthly to confirm the savings actually materialize.',
      evaluationCriteria: [
        'Strong: calculates the cut against remaining, not annual, discretionary spend; weak: cuts 15 ' +
          'percent from every line.',
        'Strong: separates committed, essential, and discretionary costs; weak: cuts whatever is easiest.',
        'Strong: makes trade-offs explicit to leadership before acting; weak: quietly lets outcomes slip.',
        'Strong: communicates openly with the team and tracks savings; weak: announces cuts without ' +
          'explanation.',
      ],
    },
  ],
  'REST APIs': [
    {
      id: 'skill-rest-apis-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Design the endpoints for managing orders in a REST API. Which URLs, HTTP methods, and status ' +
        'codes would you use for create, read, update, and delete?',
      answer:
        'I would model orders as a collection resource with plural nouns and no verbs in the path. GET ' +
        '/orders lists orders, with query parameters for filtering and pagination such as status and a ' +
        'cursor or limit. POST /orders creates one and returns 201 Created with a Location header ' +
        'pointing to /orders/123 and the new representation. GET /orders/123 returns 200, or 404 if it ' +
        'does not exist. PUT /orders/123 replaces the whole order, while PATCH updates only the fields ' +
        'sent; both return 200 with the updated order, or 204 with no body. DELETE /orders/123 returns ' +
        '204. Nested items can be /orders/123/items. Validation failures return 400 or 422 with a ' +
        'structured error body, such as the RFC 9457 problem details format, an unauthenticated request ' +
        'gets 401, a forbidden one 403, and a conflicting state change, such as canceling a shipped ' +
        'order, returns 409. I would version the API and document it with OpenAPI.',
      evaluationCriteria: [
        'Strong: uses resource nouns with correct methods for each operation; weak: uses verbs such as ' +
          '/createOrder.',
        'Strong: returns accurate status codes including 201 with Location, 204, 404, and 409; weak: ' +
          'returns 200 for everything.',
        'Strong: distinguishes PUT from PATCH; weak: treats them as the same.',
        'Strong: mentions pagination, structured errors, and OpenAPI documentation; weak: ignores ' +
          'errors and lists.',
      ],
    },
    {
      id: 'skill-rest-apis-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A mobile client retries POST /payments after a timeout, and the customer is charged twice. Why ' +
        'did it happen, and how do you make the API safe to retry?',
      answer:
        'POST is not idempotent: each request creates a new resource. The first request probably ' +
        "succeeded on the server, but the response was lost or arrived after the client's timeout, so " +
        'the retry created a second payment. The standard fix is an idempotency key. The client ' +
        'generates a unique key, such as a UUID, per logical operation and sends it in an ' +
        'Idempotency-Key header, reusing it on every retry. The server stores the key with the request ' +
        'fingerprint and resulting response, in the same transaction as the payment where possible, and ' +
        'enforces uniqueness with a database constraint. If the key is seen again with the same ' +
        'payload, the server returns the stored response without charging again; with a different ' +
        'payload it returns an error such as 422; if the first request is still in progress it returns ' +
        '409 so the client backs off. Keys expire after a retention period, such as 24 hours. Clients ' +
        'should retry with exponential backoff and jitter.',
      evaluationCriteria: [
        'Strong: explains why POST retries duplicate and that the first call likely succeeded; weak: ' +
          'blames the network only.',
        'Strong: describes client-generated idempotency keys stored with the response; weak: suggests ' +
          'just not retrying.',
        'Strong: handles concurrent in-flight duplicates and payload mismatches; weak: checks only for ' +
          'completed requests.',
        'Strong: enforces uniqueness atomically in the database and mentions backoff with jitter; weak: ' +
          'uses an in-memory check.',
      ],
    },
  ],
  'Inventory Management': [
    {
      id: 'skill-inventory-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An item sells an average of 40 units a day with a standard deviation of 8, and supplier lead ' +
        'time is 5 days. Calculate the safety stock and reorder point for a 95 percent service level.',
      answer:
        'Safety stock covers demand variability during the lead time. With variable demand and a fixed ' +
        'lead time, safety stock equals z times the standard deviation of daily demand times the square ' +
        'root of lead time. For a 95 percent cycle service level, z is about 1.65. So safety stock is ' +
        '1.65 times 8 times the square root of 5, which is about 2.24, giving roughly 29.5, so I would ' +
        'hold 30 units. The reorder point is expected demand during lead time plus safety stock: 40 ' +
        'times 5 is 200, plus 30, so reorder when inventory position falls to 230 units. Inventory ' +
        'position means on-hand plus on-order minus backorders, not just what is on the shelf. If lead ' +
        'time also varies, the formula must include lead-time variability, which usually increases ' +
        'safety stock substantially. I would set the order quantity separately, for example with ' +
        'economic order quantity, and review these parameters as demand patterns change.',
      evaluationCriteria: [
        'Strong: uses the correct formula and z of about 1.65 for 95 percent; weak: picks an arbitrary ' +
          'buffer.',
        'Strong: computes safety stock near 30 and reorder point near 230; weak: makes arithmetic errors.',
        'Strong: uses inventory position rather than on-hand stock; weak: ignores open orders.',
        'Strong: notes lead-time variability and periodic review of parameters; weak: treats inputs as ' +
          'fixed forever.',
      ],
    },
    {
      id: 'skill-inventory-management-2',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What is ABC analysis, and how would you use it to plan cycle counts?',
      answer:
        'ABC analysis ranks items by their annual consumption value, meaning annual usage times unit ' +
        'cost. Typically A items are roughly the top 10 to 20 percent of items but account for around ' +
        '70 to 80 percent of value, B items the next tier, and C items the many low-value items that ' +
        'make up the rest. The point is to spend control effort where the money is. For cycle counting, ' +
        'instead of shutting down for one annual physical count, I count a small set of locations every ' +
        'day so that each item is counted on a schedule matched to its class: A items perhaps monthly, ' +
        'B items quarterly, and C items once or twice a year. I might also classify by movement or ' +
        'criticality, because a cheap part that stops a production line deserves frequent counts too. ' +
        'When counts disagree with the system, I investigate the root cause, such as receiving or ' +
        'picking errors, rather than just adjusting the number, and I track inventory record accuracy ' +
        'as a metric.',
      evaluationCriteria: [
        'Strong: defines ABC by annual consumption value with typical splits; weak: classifies by unit ' +
          'price alone.',
        'Strong: links count frequency to class; weak: counts everything equally.',
        'Strong: considers criticality or velocity as well as value; weak: ignores critical low-cost items.',
        'Strong: investigates root causes of variances and tracks record accuracy; weak: just adjusts ' +
          'the system quantity.',
      ],
    },
  ],
  Budgeting: [
    {
      id: 'skill-budgeting-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'Compare incremental, zero-based, and driver-based budgeting. When would you use each?',
      answer:
        "Incremental budgeting starts from last year's actuals or budget and adjusts by a percentage, " +
        'say 3 percent for inflation. It is fast and stable but carries forward inefficiencies and ' +
        'rewards spending the full budget. Zero-based budgeting requires every cost to be justified ' +
        'from zero each cycle, usually by building decision packages for each activity at different ' +
        'funding levels. It surfaces waste and is useful after a merger, during a turnaround, or for ' +
        'discretionary costs such as marketing and travel, but it is time-consuming, so many ' +
        'organizations apply it to selected cost areas or on a rotating basis. Driver-based budgeting ' +
        'links costs to the operational drivers that cause them: support staff to ticket volume, ' +
        'shipping to orders, cloud spend to active users. It makes the budget easier to reforecast when ' +
        'volumes change and fits well with rolling forecasts. In practice I combine them: driver-based ' +
        'for variable costs, zero-based reviews for discretionary spend, and incremental only for ' +
        'small, stable items.',
      evaluationCriteria: [
        'Strong: explains each method accurately with its main strength and weakness; weak: confuses ' +
          'zero-based with cutting to zero.',
        'Strong: gives concrete situations where each fits; weak: claims one method is always best.',
        'Strong: gives examples of real cost drivers; weak: cannot say what a driver is.',
        'Strong: proposes a sensible hybrid; weak: applies one method mechanically.',
      ],
    },
    {
      id: 'skill-budgeting-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "You need to budget next year's costs for a team growing from 10 to 16 people. What goes into " +
        'the model, and what timing assumptions matter?',
      answer:
        'I would build it person by person, monthly. For the ten existing staff: base salary plus the ' +
        'merit increase from its effective date, often April rather than January. Then load each ' +
        'salary: employer payroll taxes, which in the United States include 7.65 percent FICA, with the ' +
        'Social Security part stopping at the annual wage base, plus unemployment taxes; benefits such ' +
        'as health insurance, often 15 to 30 percent of salary; retirement match; and target bonus. For ' +
        'the six hires, timing dominates: a role planned for July costs about half a year, and in ' +
        'practice hires arrive later than planned, so I would add time to fill or apply a vacancy ' +
        'factor. I would add one-time costs: recruiting fees, often 20 to 25 percent of first-year ' +
        'salary for agency hires, equipment, software licenses, and onboarding. I would also include ' +
        'attrition and backfill assumptions. Finally, I would show the full-year cost and the ' +
        "annualized run rate, since next year's budget inherits the full cost of this year's hires.",
      evaluationCriteria: [
        'Strong: builds the model monthly by person with start dates; weak: multiplies headcount by ' +
          'average salary.',
        'Strong: loads salary with payroll taxes, benefits, and bonus; weak: budgets base salary only.',
        'Strong: accounts for hiring delays, vacancy, and merit timing; weak: assumes everyone starts ' +
          'January 1.',
        'Strong: includes one-time costs and distinguishes full-year cost from run rate; weak: misses ' +
          'recruiting and equipment.',
      ],
    },
  ],
  'Performance Management': [
    {
      id: 'skill-performance-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you set goals and run check-ins across the year so that the year-end performance review ' +
        'contains no surprises?',
      answer:
        'I set a few goals, usually three to five, that are specific and measurable, with a clear link ' +
        'to team objectives; OKRs work well for outcomes, and I add behavioral expectations for how the ' +
        'work is done. Each person and I agree what meeting and exceeding the goal would look like. I ' +
        'hold regular one-to-ones, weekly or biweekly, where we review progress and I give timely ' +
        'feedback using a situation, behavior, impact format, both positive and corrective, within days ' +
        'of the event rather than saving it for the review. I keep brief notes of examples and ' +
        'achievements so the review reflects the whole year, not just the last month. At mid-year we ' +
        'hold a formal check-in, adjust goals if priorities changed, and I say plainly if someone is ' +
        'off track. Before final ratings I take part in calibration with other managers so standards ' +
        'are consistent. If the year-end conversation contains anything new, the process failed.',
      evaluationCriteria: [
        'Strong: sets measurable goals with agreed definitions of success; weak: uses vague goals.',
        'Strong: gives frequent, timely feedback with a named method such as SBI; weak: saves feedback ' +
          'for the annual review.',
        'Strong: keeps notes to avoid recency bias; weak: rates on the last few weeks.',
        'Strong: mentions mid-year reviews and calibration; weak: rates in isolation.',
      ],
    },
    {
      id: 'skill-performance-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A previously strong performer on your team has missed deadlines for two months. How do you ' +
        'handle it, including if things do not improve?',
      answer:
        'I would talk privately and soon, describing specific missed deadlines and their impact, then ' +
        'asking open questions about what is going on. A sudden change in a strong performer often has ' +
        'a cause: workload, unclear priorities, conflict, burnout, or a personal or health issue. If ' +
        'they mention a medical condition or family caregiving, I would involve HR, because in the ' +
        'United States that can trigger obligations such as reasonable accommodation under the ADA or ' +
        'leave under FMLA, and I would point them to the employee assistance program. If the cause is ' +
        'work-related, we agree on specific fixes and clear expectations, and I check in weekly. I ' +
        'would document the conversations factually. If performance still does not improve after a ' +
        'reasonable period, I would work with HR on a formal performance improvement plan with ' +
        'measurable goals, support, and a timeline, usually 30 to 90 days, applying the same standards ' +
        'I would to anyone else. The aim is recovery, but the consequences must be clear.',
      evaluationCriteria: [
        'Strong: addresses it early and explores causes with open questions; weak: waits for the annual ' +
          'review.',
        'Strong: recognizes possible legal obligations such as ADA or FMLA and involves HR; weak: asks ' +
          'intrusive medical questions.',
        'Strong: sets clear, documented expectations with support; weak: relies on vague encouragement.',
        'Strong: describes a fair, consistent escalation to a PIP; weak: jumps to termination or never ' +
          'escalates.',
      ],
    },
  ],
  'CI/CD': [
    {
      id: 'skill-ci-cd-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain the difference between continuous integration, continuous delivery, and continuous ' +
        'deployment, and describe the pipeline you would set up for a web service.',
      answer:
        'Continuous integration means developers merge small changes to the main branch frequently, and ' +
        'each change is automatically built and tested so integration problems are caught within ' +
        'minutes. Continuous delivery extends that so every change that passes the pipeline is in a ' +
        'releasable state, with deployment to production a push-button decision. Continuous deployment ' +
        'removes the manual step: every passing change goes to production automatically. For a web ' +
        'service, my pipeline on each pull request would run linting, type checks, unit tests, and a ' +
        'dependency and secret scan, failing fast on the cheapest checks. On merge it builds one ' +
        'immutable artifact, such as a container image tagged with the commit SHA, runs integration ' +
        'tests, and deploys that same artifact to staging for smoke tests. Production deployment uses a ' +
        'progressive strategy such as canary or blue-green, with automated health checks on error rate ' +
        'and latency and automatic rollback. Secrets come from a secret manager, and infrastructure ' +
        'changes go through the same pipeline.',
      evaluationCriteria: [
        'Strong: distinguishes delivery from deployment correctly; weak: uses the terms interchangeably.',
        'Strong: builds the artifact once and promotes it through environments; weak: rebuilds per ' +
          'environment.',
        'Strong: orders stages to fail fast and includes security scanning; weak: runs everything ' +
          'serially at the end.',
        'Strong: uses progressive rollout with automated rollback; weak: deploys everything at once ' +
          'with manual checks.',
      ],
    },
    {
      id: 'skill-ci-cd-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your CI pipeline takes 45 minutes and is flaky, so engineers rerun it until it turns green. ' +
        'How do you fix this?',
      answer:
        'First I would measure: per-stage durations and failure rates over the last few weeks, and ' +
        'which tests fail intermittently. For flakiness, I would quarantine known flaky tests out of ' +
        'the blocking path, file each as a ticket with an owner and deadline, and track the flake rate ' +
        'as a team metric. Common causes are shared state between tests, reliance on real time or ' +
        'ordering, network calls to real services, and race conditions, so fixes include hermetic tests ' +
        'with fakes, fixed clocks, and unique test data. Blind automatic retries hide the problem, so ' +
        'any retry must be reported. For speed, I would cache dependencies and build layers, run ' +
        'independent jobs in parallel, shard the test suite across runners, and run only affected tests ' +
        'on pull requests using build-graph or test-impact analysis, with the full suite on main. I ' +
        'would move slow end-to-end tests to a smaller critical-path set. Success means a reliable, ' +
        'trusted signal in under about 10 to 15 minutes.',
      evaluationCriteria: [
        'Strong: measures stage timing and failure rates before changing things; weak: guesses.',
        'Strong: quarantines flaky tests with owners and fixes root causes such as shared state; weak: ' +
          'adds blanket retries.',
        'Strong: uses caching, parallelism, sharding, and test-impact analysis; weak: buys bigger ' +
          'machines only.',
        'Strong: sets a target and treats flake rate as a tracked metric; weak: treats it as a one-time ' +
          'cleanup.',
      ],
    },
  ],
  'P&L Management': [
    {
      id: 'skill-p-l-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Walk me through a profit and loss statement from revenue to net income, and explain which ' +
        'lines a business-unit leader can actually influence.',
      answer:
        'A P&L starts with revenue, net of returns and discounts. Subtracting cost of goods sold, the ' +
        'direct cost of producing what was sold, gives gross profit, and gross margin is gross profit ' +
        'divided by revenue. Operating expenses come next: sales and marketing, research and ' +
        'development, and general and administrative costs. Revenue minus COGS and operating expenses ' +
        'gives operating income, or EBIT; adding back depreciation and amortization gives EBITDA, a ' +
        'common proxy for operating cash generation. Below that come interest, taxes, and net income. A ' +
        'business-unit leader directly influences revenue through pricing, volume, and mix; gross ' +
        'margin through procurement, productivity, and pricing discipline; and their own operating ' +
        'expenses, especially headcount and discretionary spend. Allocated corporate costs, such as ' +
        'shared IT or rent, and financing and tax lines are largely outside their control, so I would ' +
        "look at contribution margin, the unit's result before allocations, to judge its real " +
        'performance and focus on the controllable lines.',
      evaluationCriteria: [
        'Strong: describes the P&L structure in the correct order with margins; weak: mixes up EBIT, ' +
          'EBITDA, and net income.',
        'Strong: defines gross margin and contribution margin correctly; weak: cannot compute margins.',
        'Strong: separates controllable from allocated or financing lines; weak: claims to control ' +
          'everything.',
        'Strong: names concrete levers for each controllable line; weak: stays abstract.',
      ],
    },
    {
      id: 'skill-p-l-management-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Revenue grew 10 percent year over year, but gross margin fell from 42 percent to 38 percent. ' +
        'How do you diagnose what happened?',
      answer:
        'I would decompose the change into price, volume, mix, and cost effects. First, price: compare ' +
        'average realized prices by product with last year, including discounts, rebates, and ' +
        'promotions, which often grow quietly when sales teams chase volume. Second, mix: if growth ' +
        'came from lower-margin products, channels, or customers, the blended margin falls even if ' +
        "every product's margin is unchanged; I would recompute this year's margin at last year's mix " +
        'to isolate it. Third, unit costs: materials, labor rates, freight, and supplier price ' +
        'increases, and whether they were passed on. Fourth, fixed cost absorption: if COGS includes ' +
        'fixed manufacturing or service costs and capacity was added ahead of volume, margin drops ' +
        'temporarily. I would also check for one-time items, such as an inventory write-down or ' +
        'warranty charge, and accounting changes in what is classified as COGS. With the bridge from 42 ' +
        'to 38 built in percentage points, I could target actions: repricing, discount controls, cost ' +
        'negotiation, or shifting mix.',
      evaluationCriteria: [
        'Strong: decomposes into price, volume, mix, and cost effects; weak: gives a single guess.',
        'Strong: explains how mix can lower margin with unchanged product margins; weak: misses mix ' +
          'entirely.',
        'Strong: considers fixed cost absorption and one-time items; weak: treats all COGS as variable.',
        'Strong: builds a margin bridge and ties findings to actions; weak: stops at diagnosis.',
      ],
    },
  ],
  'User Research': [
    {
      id: 'skill-user-research-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What makes an interview question leading, and how do you write a discussion guide that ' +
        'uncovers real behavior rather than opinions?',
      answer:
        'A leading question signals the answer you want or embeds an assumption, for example asking how ' +
        'much easier the new dashboard makes reporting. Hypotheticals are another trap: asking whether ' +
        'someone would use a feature produces polite optimism, not a prediction. My guide starts from ' +
        'the research questions and decisions the study supports, then moves from broad context to ' +
        'specifics. I ask about past, concrete behavior: tell me about the last time you prepared this ' +
        'report, walk me through what you did, what happened next, what was frustrating. Questions are ' +
        'open and neutral, and I plan follow-up probes such as why was that, or can you show me. I ' +
        'leave the concept or prototype until late, so it does not shape earlier answers, and I avoid ' +
        'pitching or defending it. I pilot the guide with one person, cut anything that is not tied to ' +
        "a research question, and keep time for the participant's own topics.",
      evaluationCriteria: [
        'Strong: defines leading questions and explains why hypotheticals are unreliable; weak: asks ' +
          'would-you-use questions.',
        'Strong: anchors questions in specific past behavior; weak: collects opinions and preferences.',
        'Strong: ties the guide to research questions and pilots it; weak: improvises without goals.',
        'Strong: delays showing concepts to avoid bias; weak: opens with a demo.',
      ],
    },
    {
      id: 'skill-user-research-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'You ran ten user interviews, and stakeholders want to build a feature that three participants ' +
        'requested enthusiastically. How do you synthesize and present the findings?',
      answer:
        'I would synthesize systematically before reacting to the loudest quotes. I code notes from all ' +
        'ten sessions into observations, cluster them through affinity mapping, and look for patterns ' +
        'across participants, noting how many showed each behavior or need and in which segments. For ' +
        'the requested feature, I would dig into the underlying problem: what were those three trying ' +
        'to accomplish, and did the other seven face the same problem and solve it differently? A ' +
        'feature request is a proposed solution, and the need behind it might be better met another ' +
        'way. I would also be honest about limits: ten interviews reveal what problems exist and why, ' +
        'but not how common they are, so if prevalence matters I would recommend validating with ' +
        'analytics or a survey. In the readout, I present themes ranked by strength of evidence, with ' +
        'quotes and counts, separate the need from the requested solution, and recommend next steps, ' +
        'such as a quick prototype test, rather than an immediate build.',
      evaluationCriteria: [
        'Strong: synthesizes across all sessions with a method such as affinity mapping; weak: ' +
          'cherry-picks quotes.',
        'Strong: separates the underlying need from the requested solution; weak: takes the request ' +
          'literally.',
        'Strong: states the limits of small qualitative samples and suggests validation; weak: claims ' +
          '30 percent of users want it.',
        'Strong: presents evidence-weighted themes with a clear recommendation; weak: dumps raw notes.',
      ],
    },
  ],
  'Lead Generation': [
    {
      id: 'skill-lead-generation-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you define a marketing-qualified lead versus a sales-qualified lead, and how would you ' +
        'design a lead scoring model?',
      answer:
        'A marketing-qualified lead has shown enough fit and interest that marketing believes it is ' +
        "worth sales' attention; a sales-qualified lead has been reviewed by sales, often a sales " +
        'development rep, and accepted as a real opportunity to pursue, for example confirmed need, ' +
        'authority, and timing. The definitions must be agreed with sales in writing, along with a ' +
        'follow-up service level, such as contact within one business day. For scoring I use two ' +
        'dimensions. Fit scores firmographic and demographic data against the ideal customer profile: ' +
        'industry, company size, job title, region. Engagement scores behavior: a pricing page visit or ' +
        'demo request counts far more than a blog read, and I add negative points for students, ' +
        'competitors, or personal emails. Engagement scores decay over time so old activity does not ' +
        'linger. I set the MQL threshold by looking back at which leads actually became closed-won ' +
        'deals, then recalibrate quarterly using conversion rates by score band.',
      evaluationCriteria: [
        'Strong: distinguishes MQL and SQL and stresses agreed definitions with sales; weak: uses the ' +
          'terms loosely.',
        'Strong: scores both fit and engagement with weighted behaviors; weak: counts any activity equally.',
        'Strong: includes negative scoring and decay; weak: scores only ever increase.',
        'Strong: calibrates thresholds against closed-won outcomes; weak: picks a threshold arbitrarily.',
      ],
    },
    {
      id: 'skill-lead-generation-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Lead volume is up 40 percent this quarter, but pipeline is flat and sales says lead quality is ' +
        'poor. What do you do?',
      answer:
        'I would treat it as a data question, not a blame question. First I would break the funnel down ' +
        'by source, campaign, and segment: leads, MQL to SQL conversion, SQL to opportunity, and ' +
        'opportunity value. Usually the extra volume comes from a few sources, such as a gated report, ' +
        'a paid social campaign, or a list purchase, that bring people with low buying intent or poor ' +
        'fit. I would also check for mechanical problems: bot or spam form fills, duplicates, scoring ' +
        'rules that changed, or leads routed to the wrong reps or not followed up within the agreed ' +
        'time. I would sit in on a few sales calls or review call notes to hear what is actually wrong. ' +
        'Then I would act: tighten MQL criteria, shift budget from high-volume, low-conversion channels ' +
        "to those producing pipeline, add form validation, and change the team's success metric from " +
        'lead count to pipeline and cost per opportunity, reviewed jointly with sales every month.',
      evaluationCriteria: [
        'Strong: analyzes conversion by source and stage before acting; weak: argues with sales.',
        'Strong: checks for data issues such as spam, duplicates, or routing gaps; weak: assumes leads ' +
          'are real.',
        'Strong: reallocates budget based on pipeline contribution; weak: keeps chasing volume.',
        'Strong: moves the shared metric to pipeline or cost per opportunity with sales alignment; ' +
          'weak: keeps lead count as the goal.',
      ],
    },
  ],
  'Microsoft PowerPoint': [
    {
      id: 'skill-microsoft-powerpoint-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you use the Slide Master and layouts to keep a large deck consistent, and why is that ' +
        'better than formatting slides one by one?',
      answer:
        'The Slide Master, under View, Slide Master, holds the theme fonts, colors, and background for ' +
        'the whole presentation, and each layout beneath it defines placeholders for a type of slide, ' +
        'such as title, section header, or two-content. I set the fonts and color palette at the theme ' +
        'level, add the logo and footer to the master, and create custom layouts for recurring formats ' +
        'like a chart with a takeaway box. Then I build every slide from a layout and put content in ' +
        'placeholders rather than free text boxes. The benefits are real: changing a font or color once ' +
        'updates every slide, the Reset button snaps a messy slide back to its layout, colleagues who ' +
        'paste in slides can apply the right layout instantly, and screen readers follow placeholder ' +
        'titles and reading order, which helps accessibility. Formatting slides individually produces ' +
        'drift in sizes and positions and makes global changes take hours instead of minutes.',
      evaluationCriteria: [
        'Strong: explains the relationship between master, layouts, and placeholders; weak: confuses ' +
          'the master with a template file.',
        'Strong: sets theme fonts and colors centrally; weak: recolors each element manually.',
        'Strong: mentions Reset or reapplying layouts to fix pasted slides; weak: rebuilds slides by hand.',
        'Strong: notes accessibility benefits of placeholders and titles; weak: ignores accessibility.',
      ],
    },
    {
      id: 'skill-microsoft-powerpoint-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You need to turn a 40-slide analysis into a 10-minute presentation for executives. How do you ' +
        'structure the deck and design the slides?',
      answer:
        'I would start with the message, not the slides: the one decision or conclusion I want from the ' +
        'meeting, and the three or four supporting points. The deck then follows that storyline, with ' +
        'an executive summary up front stating the recommendation. Each slide gets an action title, a ' +
        'full sentence stating its takeaway, such as churn doubled in the small-business segment after ' +
        'the price change, so someone reading only the titles gets the whole argument. One message per ' +
        'slide, with the chart simplified to support that title: remove gridlines and legends where ' +
        'direct labels work, and highlight the key bar in a contrasting color. For ten minutes I would ' +
        'aim for roughly six to eight main slides and move the detail into an appendix, which I can ' +
        'reach quickly using hidden slides or a Summary Zoom if questions come up. I rehearse with ' +
        'Presenter View and speaker notes and time myself, and I send the deck in advance if the ' +
        'audience prefers to read first.',
      evaluationCriteria: [
        'Strong: builds the deck from a storyline with the recommendation first; weak: presents the ' +
          'analysis in the order it was done.',
        'Strong: uses action titles that state the takeaway; weak: uses topic titles such as Q3 results.',
        'Strong: simplifies charts to support one message per slide; weak: pastes dense tables.',
        'Strong: moves detail to an appendix and uses features such as Zoom or Presenter View; weak: ' +
          'keeps all 40 slides.',
      ],
    },
  ],
  'Data Entry': [
    {
      id: 'skill-data-entry-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you keep your accuracy high when entering large volumes of data quickly?',
      answer:
        'Speed comes from technique and accuracy comes from controls. I use touch typing and the ' +
        'numeric keypad for figures, keyboard shortcuts rather than the mouse, and I keep source ' +
        'documents arranged in the same order as the fields on screen. I follow a standard for formats, ' +
        'such as dates, phone numbers, and name capitalization, so data is consistent. To catch errors, ' +
        'I use batch controls: before entering a batch I total a key field, such as invoice amounts, ' +
        'and after entry I compare the system total with my control total; a difference tells me to ' +
        'look for a transposed or missed entry. Where the system supports it, I rely on validation ' +
        'rules, drop-down lists, and check digits, and for critical data, such as bank details, I use ' +
        'double entry or a second-person verification. I spot-check a sample of my own work each day ' +
        'and track my error rate so I know whether speed is costing accuracy.',
      evaluationCriteria: [
        'Strong: uses batch or hash totals to verify entries; weak: relies only on being careful.',
        'Strong: follows consistent formatting standards; weak: enters data however it appears.',
        'Strong: uses validation, drop-downs, or double entry for critical fields; weak: unaware of ' +
          'system controls.',
        'Strong: measures own error rate alongside speed; weak: measures only keystrokes or volume.',
      ],
    },
    {
      id: 'skill-data-entry-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'You discover that a batch of records you entered last week has inconsistent date formats and ' +
        'some duplicate entries. What do you do?',
      answer:
        'I would report it to my supervisor promptly, explaining what I found and that I entered the ' +
        'batch, because other people may already be using the data in reports or processes. Next I ' +
        'would determine the scope: how many records, which fields, and whether the problem is limited ' +
        'to my batch or appears elsewhere. For dates, the risk is ambiguity: 03/04 could be March 4 or ' +
        'April 3, so I would check the source documents rather than guess. For duplicates, I would ' +
        'identify them by a reliable key, such as customer ID or invoice number, confirm which record ' +
        'is correct and whether anything is linked to the duplicate, and merge or delete following the ' +
        'approved procedure, keeping an audit trail of the changes. Then I would look at why it ' +
        'happened, for example a free-text date field or a batch loaded twice, and suggest a fix such ' +
        'as a date picker, a standard format, or a duplicate check on entry.',
      evaluationCriteria: [
        'Strong: reports the problem promptly and owns it; weak: quietly fixes it or hopes nobody notices.',
        'Strong: checks source documents to resolve ambiguous dates; weak: guesses the format.',
        'Strong: removes duplicates with a reliable key and an audit trail; weak: deletes records ' +
          'without checking links.',
        'Strong: identifies the root cause and proposes a preventive control; weak: treats it as a ' +
          'one-time cleanup.',
      ],
    },
  ],
  HTML: [
    {
      id: 'skill-html-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What is semantic HTML, and why does it matter? Give some examples.',
      answer:
        'Semantic HTML means using elements for their meaning rather than their appearance. Instead of ' +
        'nesting generic div elements, I use header, nav, main, article, section, aside, and footer for ' +
        'page structure; h1 to h6 headings in a logical order without skipping levels; ul and ol for ' +
        'lists; table with th and caption for tabular data; and button for actions and a for ' +
        'navigation. It matters for three reasons. Accessibility: screen readers expose landmarks and ' +
        'headings so users can jump around the page, and native elements such as button come with ' +
        'keyboard focus, Enter and Space activation, and the correct role for free, whereas a clickable ' +
        'div has none of that. Search engines use structure to understand content. And maintainability: ' +
        'code is easier to read and style. The first rule of ARIA is to use a native element when one ' +
        'exists, adding ARIA roles only when no native element fits.',
      evaluationCriteria: [
        'Strong: gives correct examples of landmark, heading, and interactive elements; weak: lists ' +
          'only tags without meaning.',
        'Strong: explains accessibility benefits, especially button versus clickable div; weak: ' +
          'mentions only styling.',
        'Strong: knows the first rule of ARIA; weak: adds ARIA roles to everything.',
        'Strong: mentions logical heading order; weak: chooses headings by font size.',
      ],
    },
    {
      id: 'skill-html-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you build an accessible form in HTML, including how errors are reported?',
      answer:
        'Every input needs a programmatically associated label, either a label element with a for ' +
        "attribute matching the input's id, or wrapping the input; placeholder text is not a label " +
        'because it disappears and often has poor contrast. Related controls, such as a group of radio ' +
        'buttons, go in a fieldset with a legend. I use the correct input types, such as email, tel, ' +
        'and number, so mobile keyboards adapt, and autocomplete attributes such as given-name and ' +
        'postal-code, which help users and meet WCAG success criterion 1.3.5, Identify Input Purpose. ' +
        'Required fields use the required attribute and are marked visibly, not only by color. For ' +
        'errors, I show a text message next to the field, connect it with aria-describedby, set ' +
        'aria-invalid on the field, and after a failed submit move focus to an error summary or the ' +
        'first invalid field so screen reader users know what happened. Finally I test with the ' +
        'keyboard alone and with a screen reader such as NVDA or VoiceOver.',
      evaluationCriteria: [
        'Strong: associates labels correctly and rejects placeholder-only labels; weak: relies on ' +
          'placeholders.',
        'Strong: uses fieldset and legend, input types, and autocomplete attributes; weak: uses text ' +
          'inputs for everything.',
        'Strong: links errors with aria-describedby and aria-invalid and manages focus; weak: shows ' +
          'errors by red color only.',
        'Strong: tests with keyboard and a screen reader; weak: relies on automated checks alone.',
      ],
    },
  ],
  'Relationship Building': [
    {
      id: 'skill-relationship-building-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'In your first 90 days in a {role} job, how would you build working relationships with the ' +
        'people you will depend on most?',
      answer:
        'I would start by mapping who I will depend on and who depends on me, including peers in other ' +
        'teams, not just my manager. In the first weeks I would set up short one-to-one conversations ' +
        'with each, framed around learning: what they are working on, what success looks like for them, ' +
        'what has gone well or badly when working with my function, and how they prefer to communicate. ' +
        'I take notes and follow up on anything I promised, because reliability on small commitments ' +
        'builds trust faster than anything else. I look for an early, concrete way to be useful to each ' +
        'key person, such as fixing a recurring handoff problem or sharing data they need. I also adapt ' +
        'to their style: some want a quick message, others a scheduled meeting with an agenda. After a ' +
        'couple of months I check in again and ask what I could do better. Relationships built before ' +
        'there is a problem make the inevitable disagreements much easier later.',
      evaluationCriteria: [
        'Strong: identifies key relationships beyond the direct manager; weak: focuses only upward.',
        "Strong: uses listening-focused conversations about the other person's goals; weak: leads with " +
          'self-promotion.',
        'Strong: builds trust through follow-through and early help; weak: relies on social rapport alone.',
        'Strong: adapts to communication preferences and asks for feedback; weak: uses one style with ' +
          'everyone.',
      ],
    },
    {
      id: 'skill-relationship-building-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you had to rebuild a working relationship that had been damaged. What did ' +
        'you do?',
      answer:
        'Situation: I inherited a relationship with a partner team that felt my team had repeatedly ' +
        'changed requirements at the last minute, and their lead had started escalating every request ' +
        'to directors. Task: I needed a working relationship where we could solve problems at our ' +
        'level. Action: I asked their lead for a one-to-one and opened by acknowledging the specific ' +
        'occasions they were frustrated about, without defending them. I asked what a good working ' +
        'process would look like from their side. They wanted requirements frozen two weeks before ' +
        'their planning cycle. I agreed to that, set up a shared intake document, and held a 15-minute ' +
        'weekly check-in. The first time we had to make a late change, I called them before it was ' +
        'final, explained why, and asked how to minimize the disruption. Result: Within a quarter, ' +
        'escalations stopped, and their lead later asked our team to join an early design review, which ' +
        'they had not done before.',
      evaluationCriteria: [
        "Strong: acknowledges the other side's grievances without defensiveness; weak: explains why " +
          'they were wrong.',
        'Strong: asks what the other party needs and commits to specific changes; weak: offers general ' +
          'goodwill.',
        'Strong: demonstrates follow-through, especially when a promise is tested; weak: promises ' +
          'without evidence of keeping them.',
        'Strong: gives an observable result in STAR form; weak: claims the relationship improved ' +
          'without evidence.',
      ],
    },
  ],
  Tableau: [
    {
      id: 'skill-tableau-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'In Tableau, what is the difference between dimensions and measures, and between discrete and ' +
        'continuous fields? How does each affect the view?',
      answer:
        'Dimensions are qualitative fields, such as region or product, that slice the data; measures ' +
        'are quantitative fields, such as sales, that Tableau aggregates, by default with SUM. Discrete ' +
        'and continuous is a separate distinction about how a field is drawn. Discrete fields, shown as ' +
        'blue pills, create headers and distinct categories; continuous fields, shown as green pills, ' +
        'create axes with a range of values. Usually dimensions are discrete and measures continuous, ' +
        'but not always: an Order Date set to continuous month gives a single timeline axis, while ' +
        'discrete month gives one header per month name, and those two charts can look very different. ' +
        'Putting a discrete field on Columns creates panes with headers; a continuous field creates an ' +
        'axis. Dimensions in the view also set the level of detail at which measures are aggregated, so ' +
        'adding a dimension to Detail changes what each mark represents. Understanding this explains ' +
        'most surprises in how a chart renders.',
      evaluationCriteria: [
        'Strong: explains dimensions versus measures and default aggregation; weak: equates dimensions ' +
          'with text fields only.',
        'Strong: separates discrete and continuous from dimension and measure, with blue and green ' +
          'pills; weak: treats them as the same distinction.',
        'Strong: gives the date example of headers versus axis; weak: gives no example.',
        "Strong: notes that dimensions set the view's level of detail; weak: unaware of level of detail.",
      ],
    },
    {
      id: 'skill-tableau-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "You need each customer's first purchase year to build a cohort chart in Tableau, and the " +
        'report has a region filter. How do you calculate it, and how do filters interact with the ' +
        'calculation?',
      answer:
        'I would use a FIXED level-of-detail expression on Customer ID returning the MIN of Order Date, ' +
        'wrapped in a year function, and use that as the cohort dimension. FIXED computes at the ' +
        'customer level regardless of what dimensions are in the view, which is what a cohort needs. ' +
        "The catch is Tableau's order of operations: FIXED expressions are calculated after extract, " +
        'data source, and context filters but before ordinary dimension filters. So a normal region ' +
        "filter would not change each customer's first purchase year, which is usually correct, since " +
        "the customer's first purchase happened whenever it happened. If instead the business wants the " +
        'first purchase within the selected region, I would add the region filter to context so it ' +
        'applies before the FIXED calculation. INCLUDE and EXCLUDE behave differently: they respond to ' +
        "the view's dimensions and to dimension filters. I would validate by checking a few customers " +
        'manually against the raw data.',
      evaluationCriteria: [
        'Strong: uses a FIXED LOD on customer with MIN of order date; weak: uses a table calculation ' +
          'that breaks when the view changes.',
        'Strong: explains that FIXED runs before dimension filters but after context filters; weak: ' +
          'unaware of order of operations.',
        'Strong: clarifies the business meaning and uses a context filter when needed; weak: picks a ' +
          'behavior without asking.',
        'Strong: contrasts FIXED with INCLUDE and EXCLUDE and validates results; weak: trusts the ' +
          'output without checks.',
      ],
    },
  ],
  Azure: [
    {
      id: 'skill-azure-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you let an Azure App Service app read from a Storage account and Key Vault without ' +
        'storing any secrets or connection strings in configuration?',
      answer:
        'I would enable a managed identity on the App Service, either system-assigned, tied to the ' +
        "app's lifecycle, or user-assigned, which can be shared and survives redeployment. The identity " +
        'lives in Microsoft Entra ID. Then I grant it Azure RBAC roles with least privilege at the ' +
        'narrowest scope: Storage Blob Data Reader on the specific container or account, and Key Vault ' +
        'Secrets User on the vault, using the Azure RBAC permission model for Key Vault rather than ' +
        "legacy access policies. In code, the Azure SDK's DefaultAzureCredential picks up the managed " +
        "identity in Azure and a developer's own login locally, so no secret is needed anywhere. For " +
        'settings that must stay in app configuration, App Service Key Vault references can resolve ' +
        'secrets at runtime. I would also disable shared key access on the storage account where ' +
        'possible, restrict network access with private endpoints, and define all of this in Bicep or ' +
        'Terraform so the role assignments are reviewed and repeatable.',
      evaluationCriteria: [
        'Strong: uses managed identity and explains system versus user-assigned; weak: stores keys in ' +
          'app settings.',
        'Strong: assigns specific data-plane RBAC roles at narrow scope; weak: grants Contributor or Owner.',
        'Strong: mentions DefaultAzureCredential or Key Vault references; weak: unclear how code ' +
          'authenticates.',
        'Strong: adds network restrictions and infrastructure as code; weak: configures manually in the ' +
          'portal only.',
      ],
    },
    {
      id: 'skill-azure-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Design an Azure deployment for a web application that must survive the loss of an availability ' +
        'zone, and explain what more it takes to survive the loss of a whole region.',
      answer:
        'For zone resilience I would run the app tier across availability zones, using a zone-redundant ' +
        'App Service plan with at least three instances or a virtual machine scale set spread over ' +
        'zones, behind a zone-redundant load balancer or Application Gateway. Data services need the ' +
        'same: Azure SQL Database or Cosmos DB with zone redundancy enabled, and storage with ' +
        'zone-redundant storage rather than locally redundant. Zone failures then cause little or no ' +
        'downtime and no data loss. Region failure is a bigger design decision driven by the RTO and ' +
        'RPO the business agrees to. I would deploy a second stack in another region, with Azure Front ' +
        'Door routing traffic and health probing both. Data replicates asynchronously: Azure SQL ' +
        'failover groups, Cosmos DB multi-region writes or reads, and geo-redundant storage, so some ' +
        'data loss within the RPO is possible. I would automate infrastructure with Bicep or Terraform, ' +
        'decide between active-active and warm standby on cost, and rehearse failover regularly, ' +
        'because an untested plan usually fails.',
      evaluationCriteria: [
        'Strong: makes every tier zone-redundant, including data; weak: spreads only the web servers.',
        'Strong: ties regional design to agreed RTO and RPO; weak: assumes zero data loss across regions.',
        'Strong: names concrete services such as Front Door, failover groups, and ZRS or GRS storage; ' +
          'weak: stays generic.',
        'Strong: includes infrastructure as code and failover testing; weak: treats disaster recovery ' +
          'as documentation only.',
      ],
    },
  ],
  'Conflict Resolution': [
    {
      id: 'skill-conflict-resolution-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Describe the main approaches to handling conflict, for example as set out in the ' +
        'Thomas-Kilmann model, and when each one is appropriate.',
      answer:
        'The Thomas-Kilmann model sorts conflict behavior by how assertive you are about your own ' +
        "concerns and how cooperative you are with the other person's, giving five modes. Competing, " +
        'high assertiveness and low cooperation, fits emergencies or when a safety or ethical line is ' +
        'at stake. Accommodating, the reverse, fits when the issue matters much more to the other ' +
        'person or when I am wrong. Avoiding works for trivial issues or when emotions need to cool ' +
        'before a real conversation. Compromising, each side giving something, is useful under time ' +
        'pressure when a perfect solution is not worth the effort. Collaborating, high on both, means ' +
        'working together to find a solution that fully meets both sets of interests; it takes the most ' +
        'time, so I reserve it for important issues and relationships that matter long term. The skill ' +
        'is choosing deliberately rather than defaulting to one mode, and I know my own default tends ' +
        'toward compromising too early.',
      evaluationCriteria: [
        'Strong: names the five modes and the two dimensions correctly; weak: lists only a couple of ' +
          'styles.',
        'Strong: gives a fitting situation for each mode; weak: claims collaborating is always best.',
        'Strong: stresses choosing deliberately based on stakes and relationship; weak: uses one ' +
          'approach for everything.',
        'Strong: shows self-awareness of their own default; weak: no reflection.',
      ],
    },
    {
      id: 'skill-conflict-resolution-2',
      type: 'behavioural',
      difficulty: 'HARD',
      question:
        'Tell me about a time you helped two colleagues resolve a conflict that was affecting the ' +
        "team's work.",
      answer:
        'Situation: Two senior members of my team, one in design and one in engineering, disagreed ' +
        'openly in meetings about how much polish a feature needed before release, and others had ' +
        'started avoiding decisions involving them. Task: As the project lead, I needed them working ' +
        'together before our release date, five weeks out. Action: I met each separately first to hear ' +
        'their concerns without the audience. The designer feared shipping something that would damage ' +
        'user trust; the engineer feared missing a contractual date. I then brought them together, ' +
        'restated both interests neutrally, and set a ground rule that we would judge options against ' +
        'both. We listed the disputed items and sorted them by user impact and effort. They agreed on a ' +
        'small must-fix list, with the rest scheduled for the next release. Result: We shipped on time ' +
        'with the key fixes, usability complaints stayed low, and the two began resolving disagreements ' +
        'directly afterward.',
      evaluationCriteria: [
        'Strong: meets parties separately before bringing them together; weak: settles it in public.',
        'Strong: surfaces the underlying interests of each person; weak: focuses only on stated positions.',
        'Strong: uses an objective method to decide, such as impact versus effort; weak: splits the ' +
          'difference arbitrarily.',
        'Strong: shows a durable result and improved behavior; weak: conflict was paused but not resolved.',
      ],
    },
  ],
  CRM: [
    {
      id: 'skill-crm-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you design pipeline stages and data rules in a CRM so that the sales forecast is ' +
        'reliable?',
      answer:
        'Forecast reliability depends on stages meaning the same thing for every rep. I would define ' +
        'each stage by verifiable exit criteria based on buyer actions, not seller activity: for ' +
        'example, discovery is complete only when the pain, budget range, and decision-makers are ' +
        'recorded; proposal means pricing has been sent and reviewed with the buyer. I would enforce ' +
        'required fields at each stage gate through validation rules: amount, close date, and next step ' +
        'before proposal, and a documented decision process before commit. Each stage gets a default ' +
        'probability calibrated from historical win rates, but the forecast itself uses a rep-selected ' +
        'category such as commit, best case, and pipeline. I would add hygiene controls: alerts for ' +
        'past close dates, deals stuck in a stage beyond its typical duration, and pushed close dates, ' +
        'plus duplicate rules for accounts and contacts. Finally I would measure forecast accuracy each ' +
        'quarter and review stage conversion rates to refine the definitions.',
      evaluationCriteria: [
        'Strong: defines stages by buyer-verifiable exit criteria; weak: uses vague stage names.',
        'Strong: enforces required fields and validation at stage gates; weak: relies on reps to remember.',
        'Strong: calibrates probabilities from historical data and uses forecast categories; weak: uses ' +
          'default probabilities forever.',
        'Strong: adds hygiene alerts and measures forecast accuracy; weak: no feedback loop.',
      ],
    },
    {
      id: 'skill-crm-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Your sales team is not logging activities or updating deals in the CRM, so the data is ' +
        'unreliable. How do you improve adoption?',
      answer:
        'I would first find out why, by talking to several reps and watching how they work. Usually it ' +
        'is some mix of too many fields, duplicate entry, a poor mobile experience, and seeing no ' +
        'benefit for themselves. Then I would reduce the effort: remove fields nobody uses, automate ' +
        'activity capture by syncing email and calendar, add a mobile app, and integrate tools such as ' +
        'the dialer so calls log automatically. Next I would make the CRM useful to reps, for example ' +
        'with a dashboard that shows their own pipeline and commission forecast, and lead routing that ' +
        'only works for accounts in the CRM. Leadership behavior matters most: if managers run pipeline ' +
        'reviews and one-to-ones from CRM data, and a deal not in the CRM does not count for the ' +
        'forecast, updating becomes routine. I would train briefly on the essentials, identify ' +
        'champions on the team, and track adoption metrics such as stale opportunities to see what is ' +
        'improving.',
      evaluationCriteria: [
        'Strong: investigates the reasons for low adoption before acting; weak: mandates compliance ' +
          'immediately.',
        'Strong: reduces effort through automation and simplification; weak: adds more required fields.',
        'Strong: gives reps direct value from the data; weak: treats the CRM as a reporting tool only.',
        'Strong: has managers run meetings from CRM data and tracks adoption; weak: relies on training ' +
          'alone.',
      ],
    },
  ],
  'Employee Relations': [
    {
      id: 'skill-employee-relations-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Walk me through how you would conduct a workplace investigation into a harassment complaint.',
      answer:
        'I would act promptly, because delay increases legal risk and harm. First I assess the ' +
        'complaint, decide whether interim measures are needed, such as schedule changes or separating ' +
        'reporting lines, without penalizing the complainant, and remind everyone that retaliation is ' +
        'prohibited, since retaliation claims are among the most common charges filed with the EEOC. I ' +
        'choose an impartial investigator, using an outside one if the accused is senior or there is a ' +
        'conflict of interest. I plan the investigation: the allegations, the relevant policies, ' +
        'documents such as messages and schedules, and the witnesses. I interview the complainant, the ' +
        'respondent, and witnesses separately, asking open, non-leading questions and documenting ' +
        'carefully. I promise confidentiality only to the extent possible, never absolute. I then ' +
        'assess credibility and reach findings using the preponderance of evidence standard, whether it ' +
        'is more likely than not. I recommend proportionate action, inform both parties of the outcome ' +
        'appropriately, document everything, and follow up later to check for retaliation.',
      evaluationCriteria: [
        'Strong: acts promptly with interim measures and retaliation warnings; weak: waits or moves the ' +
          'complainant.',
        'Strong: ensures an impartial investigator and plans the investigation; weak: lets the ' +
          "accused's manager investigate.",
        'Strong: interviews separately, documents well, and limits confidentiality promises ' +
          'appropriately; weak: promises total secrecy.',
        'Strong: uses the preponderance standard and follows up after closure; weak: requires proof ' +
          'beyond doubt or drops the follow-up.',
      ],
    },
    {
      id: 'skill-employee-relations-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'An employee tells you their manager treats them unfairly, then asks you not to do anything ' +
        'about it. How do you respond?',
      answer:
        'I would thank them for telling me, listen carefully, and ask open questions to understand ' +
        'exactly what is happening, including specific incidents, dates, and whether others are treated ' +
        'differently. I would be honest about confidentiality: I will share information only with those ' +
        'who need to know, but I cannot promise to do nothing. If what they describe could be ' +
        'harassment or discrimination based on a protected characteristic, such as race, sex, age, or ' +
        'disability, or a safety or legal issue, the organization has a legal duty to address it once ' +
        'HR knows, so I would explain that gently and describe what would happen next. If it sounds ' +
        'like a management style issue, such as poor communication or unfair allocation of work, I ' +
        'would discuss options with them: coaching on how to raise it directly, a facilitated ' +
        'conversation, or my speaking with the manager in general terms. I would document the ' +
        'conversation, reassure them about protection from retaliation, and follow up.',
      evaluationCriteria: [
        'Strong: listens and gathers specifics; weak: immediately takes sides.',
        'Strong: is honest that confidentiality is limited and explains why; weak: promises to keep it ' +
          'secret.',
        'Strong: recognizes when legal duties to act are triggered; weak: treats possible ' +
          'discrimination as a style issue.',
        'Strong: offers proportionate options, documents, and follows up; weak: does nothing or ' +
          'escalates everything formally.',
      ],
    },
  ],
  HubSpot: [
    {
      id: 'skill-hubspot-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you set up lifecycle stages and lead handoff in HubSpot so marketing and sales work ' +
        'from the same definitions?',
      answer:
        "I would first agree the definitions with sales, then map them to HubSpot's default lifecycle " +
        'stage property: subscriber, lead, marketing qualified lead, sales qualified lead, opportunity, ' +
        'customer, and evangelist, plus other. Lifecycle stage tracks where the contact is in the ' +
        'funnel, while the lead status property tracks what sales is doing with them, such as new, ' +
        "attempting to contact, connected, or unqualified. I would use a lead score, built in HubSpot's " +
        'lead scoring tool from fit and engagement criteria, and a workflow that sets the stage to MQL ' +
        'when the score crosses the threshold or a high-intent form such as a demo request is ' +
        'submitted. The workflow then assigns an owner with rotation by territory, creates a follow-up ' +
        'task, and notifies the rep. A second workflow flags MQLs without contact after the agreed ' +
        'time. Lifecycle stage should only move forward automatically, so I avoid workflows that ' +
        'overwrite it backward, and I report on conversion and velocity between stages.',
      evaluationCriteria: [
        'Strong: distinguishes lifecycle stage from lead status; weak: uses one property for both.',
        'Strong: automates MQL assignment with workflows, owner rotation, and tasks; weak: hands off ' +
          'manually by email.',
        'Strong: includes a follow-up service level check; weak: no accountability after handoff.',
        'Strong: knows lifecycle stage should move forward and reports stage conversion; weak: lets ' +
          'workflows reset stages.',
      ],
    },
    {
      id: 'skill-hubspot-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'After years of imports and integrations, your HubSpot portal has thousands of duplicate ' +
        'contacts and companies and inconsistent property values. How do you clean it up and keep it ' +
        'clean?',
      answer:
        'I would start with an audit: duplicate counts, properties with many variants, and the sources ' +
        'creating bad data, using the property history and the original source fields. Before changing ' +
        'anything, I would export a backup. For duplicates, HubSpot deduplicates contacts by email and ' +
        'companies by domain name, so records missing those fields or with variants are the usual ' +
        'culprits. I would use the manage duplicates tool for reviewed merges and, for bulk cases, ' +
        'match on normalized email and domain, merging into the record with the most activity, knowing ' +
        'merges cannot be undone. For inconsistent values, I would convert free-text properties to ' +
        'dropdowns, normalize existing values with workflows or the data formatting actions in Data ' +
        'Hub, formerly Operations Hub, and archive unused properties. Prevention matters more: fix the ' +
        'integration mappings and import templates, require domain on company creation, enforce ' +
        'picklists on forms, and give property creation rights to a few admins. I would monitor with a ' +
        'data quality dashboard monthly.',
      evaluationCriteria: [
        'Strong: audits sources of bad data and backs up before changing; weak: starts merging immediately.',
        'Strong: knows email and domain are the dedup keys and that merges are irreversible; weak: ' +
          'unaware of merge consequences.',
        'Strong: standardizes properties with dropdowns and data formatting automation; weak: fixes ' +
          'values by hand only.',
        'Strong: fixes the upstream integrations and governance; weak: cleans once and lets it decay.',
      ],
    },
  ],
  JavaScript: [
    {
      id: 'skill-javascript-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain the JavaScript event loop. If a script logs a message, schedules a setTimeout with a ' +
        'delay of 0, and resolves a Promise whose then callback logs, in what order do the logs appear, ' +
        'and why?',
      answer:
        'JavaScript runs on a single thread with a call stack. Synchronous code runs to completion ' +
        'first. Asynchronous callbacks wait in queues: the microtask queue holds promise reactions such ' +
        'as then and catch callbacks, queueMicrotask callbacks, and the continuations after await; the ' +
        'task queue, often called the macrotask queue, holds timers, I/O callbacks, and UI events. ' +
        'After the current script finishes and the stack is empty, the event loop drains the entire ' +
        'microtask queue before taking the next task. So the order is: the synchronous log, then the ' +
        'promise callback, then the setTimeout callback. A delay of 0 only means the timer is eligible ' +
        'after at least 0 milliseconds; it still waits for a later task. A practical consequence is ' +
        'that a long synchronous loop, or a microtask that keeps scheduling more microtasks, blocks ' +
        'rendering and timers, so heavy work should be chunked or moved to a Web Worker or worker ' +
        'thread.',
      evaluationCriteria: [
        'Strong: explains the call stack, microtask queue, and task queue; weak: says asynchronous code ' +
          'runs in parallel threads.',
        'Strong: gives the correct order: synchronous, promise, then timeout; weak: puts setTimeout ' +
          'first because of the 0 delay.',
        'Strong: knows await continuations are microtasks; weak: unaware of how await schedules.',
        'Strong: explains the practical consequence of blocking and how to avoid it; weak: no practical ' +
          'implication.',
      ],
    },
    {
      id: 'skill-javascript-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A colleague uses array.forEach with an async callback to save 500 records, and the function ' +
        'returns before the saves finish, while some errors disappear. What is wrong, and how would you ' +
        'rewrite it?',
      answer:
        'forEach ignores the promises its callback returns, so the outer function does not wait for ' +
        'them, and a rejection in any callback is not caught by the surrounding try and catch; it ' +
        'becomes an unhandled rejection. The fix depends on the requirement. If the saves must run in ' +
        'order, I use a for...of loop with await inside, which is simple but slow. If they can run in ' +
        'parallel, I map the records to promises and await Promise.all, which fails fast on the first ' +
        'rejection, or Promise.allSettled if I want every result and to report all failures. But firing ' +
        '500 requests at once can overwhelm the database or hit rate limits, so the production answer ' +
        'is usually bounded concurrency: process in batches of, say, 20 with Promise.all per batch, or ' +
        'use a small limiter such as p-limit. I would also add retries with backoff for transient ' +
        'errors and make the save idempotent so retries are safe.',
      evaluationCriteria: [
        'Strong: explains that forEach does not await and that rejections escape the try block; weak: ' +
          'thinks adding await before forEach fixes it.',
        'Strong: offers sequential for...of, Promise.all, and Promise.allSettled with trade-offs; weak: ' +
          'knows only one option.',
        'Strong: limits concurrency to protect downstream systems; weak: fires all 500 requests at once.',
        'Strong: handles errors with reporting, retries, and idempotency; weak: ignores failed records.',
      ],
    },
  ],
  'Power BI': [
    {
      id: 'skill-power-bi-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain row context and filter context in DAX, what CALCULATE does, and how you would write a ' +
        'measure for sales in the same period last year.',
      answer:
        'Row context exists when DAX iterates a table row by row, as in a calculated column or an ' +
        'iterator such as SUMX, so a column reference returns the value in the current row. Filter ' +
        'context is the set of filters applied to the model when a measure is evaluated, coming from ' +
        'slicers, visual rows and columns, and report filters. A plain row context does not filter the ' +
        'model; CALCULATE performs context transition, turning the current row into an equivalent ' +
        'filter. CALCULATE evaluates an expression in a modified filter context: its filter arguments ' +
        'add, replace, or remove filters, with modifiers such as ALL, REMOVEFILTERS, or KEEPFILTERS. ' +
        "For last year's sales I would write: Sales LY equals CALCULATE of the Total Sales measure with " +
        'SAMEPERIODLASTYEAR applied to the date column of the date table. That requires a proper date ' +
        'table with one row per day, no gaps, related to the fact table and marked as a date table, or ' +
        'time intelligence functions give wrong or blank results.',
      evaluationCriteria: [
        'Strong: defines row and filter context correctly and explains context transition; weak: uses ' +
          'the terms interchangeably.',
        'Strong: explains how CALCULATE modifies filters, including ALL or REMOVEFILTERS; weak: treats ' +
          'CALCULATE as a SUM.',
        'Strong: writes a correct SAMEPERIODLASTYEAR or DATEADD measure; weak: filters the year by ' +
          'hard-coded value.',
        "Strong: requires a continuous, marked date table; weak: uses the fact table's dates for time " +
          'intelligence.',
      ],
    },
    {
      id: 'skill-power-bi-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'A Power BI report takes 20 seconds to render a page. How do you diagnose and fix it?',
      answer:
        'I would find where the time goes before changing anything. Performance Analyzer in Power BI ' +
        'Desktop shows, per visual, the time for the DAX query, visual display, and other work; I copy ' +
        'the slow queries into DAX Studio, where server timings show storage engine versus formula ' +
        'engine time. If visuals are simply numerous, I reduce them. If DAX is slow, common causes are ' +
        'iterators over large tables, FILTER on a whole table instead of a column filter inside ' +
        'CALCULATE, and measures that defeat the storage engine; rewriting them and using variables ' +
        'often helps greatly. Then the model: VertiPaq Analyzer shows which columns consume memory. I ' +
        'would move to a star schema, remove unused columns, reduce high-cardinality columns such as ' +
        'splitting datetime into date and time, avoid bidirectional relationships, and make sure Power ' +
        'Query steps fold to the source. For DirectQuery, I would consider import mode, aggregations, ' +
        'or a composite model, and incremental refresh for large tables.',
      evaluationCriteria: [
        'Strong: uses Performance Analyzer and DAX Studio to locate the bottleneck; weak: guesses.',
        'Strong: names DAX anti-patterns such as table FILTER and heavy iterators; weak: blames Power ' +
          'BI generally.',
        'Strong: optimizes the model with star schema, cardinality reduction, and fewer bidirectional ' +
          'relationships; weak: ignores the model.',
        'Strong: considers storage mode, aggregations, and incremental refresh; weak: only buys more ' +
          'capacity.',
      ],
    },
  ],
  SEO: [
    {
      id: 'skill-seo-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An important page with good content is not appearing in Google search results. How do you ' +
        'diagnose the problem?',
      answer:
        'I would start in Google Search Console with the URL Inspection tool, which shows whether the ' +
        'page is indexed, when it was last crawled, the canonical Google selected, and whether crawling ' +
        'or indexing was blocked. Common findings: the page is blocked by robots.txt; it carries a ' +
        'noindex meta tag or X-Robots-Tag header, often left over from staging; Google chose another ' +
        'URL as canonical because of duplicate or near-duplicate content; or it is reported as crawled ' +
        'but currently not indexed, which usually signals Google does not see enough unique value, or ' +
        'discovered but not indexed, which points to crawl priority or weak internal linking. I would ' +
        'check the Page indexing report for patterns across the site, confirm the page is in the XML ' +
        'sitemap and linked from relevant pages, test rendering if content depends on JavaScript, and ' +
        'check for manual actions. If it is indexed but ranks poorly, that is a different problem: ' +
        'search intent match, content quality, and links.',
      evaluationCriteria: [
        'Strong: uses URL Inspection and the Page indexing report; weak: just searches Google manually.',
        'Strong: checks robots.txt, noindex, and canonical issues; weak: immediately rewrites content.',
        'Strong: interprets statuses such as crawled but not indexed correctly; weak: treats all ' +
          'non-indexing the same.',
        'Strong: separates indexing problems from ranking problems; weak: conflates them.',
      ],
    },
    {
      id: 'skill-seo-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your organization is moving its website to a new domain and URL structure. How do you preserve ' +
        'search traffic through the migration?',
      answer:
        'I would plan the migration as a project with a baseline. Before launch I crawl the old site ' +
        'and combine that with Search Console and analytics data to list every URL that has traffic, ' +
        'rankings, or external links. I build a one-to-one redirect map from each old URL to its ' +
        'closest equivalent new URL, using 301 permanent redirects and avoiding chains or sending ' +
        'everything to the home page, which Google treats like a soft 404. On the new site I update ' +
        'canonical tags, internal links, hreflang if it is multilingual, structured data, and XML ' +
        "sitemaps to use the new URLs, and I test everything on staging, making sure staging's noindex " +
        'is not carried over. At launch I verify the new domain in Search Console, use the Change of ' +
        'Address tool, and submit the sitemaps. Afterward I monitor crawl errors, 404s, indexing, and ' +
        'rankings daily, and keep the redirects in place for at least a year, ideally permanently. A ' +
        'temporary traffic dip is normal.',
      evaluationCriteria: [
        'Strong: inventories old URLs with traffic and backlinks before launch; weak: redirects only ' +
          'the main pages.',
        'Strong: uses one-to-one 301 redirects and avoids chains and mass home-page redirects; weak: ' +
          'uses 302s or blanket redirects.',
        'Strong: updates canonicals, internal links, and sitemaps and uses Change of Address; weak: ' +
          'relies on redirects alone.',
        'Strong: monitors after launch and keeps redirects long term; weak: removes redirects after a ' +
          'few weeks.',
      ],
    },
  ],
  'Cold Calling': [
    {
      id: 'skill-cold-calling-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you structure the first 30 seconds of a cold call so the prospect keeps listening?',
      answer:
        'The first seconds decide whether the call continues, so I plan them word for word. I introduce ' +
        'myself and my company briefly and, rather than asking how the person is, state the reason for ' +
        'the call honestly, for example: this is a cold call, can I have 30 seconds to tell you why I ' +
        'picked you, and you can decide if it is worth continuing. That candor lowers defenses. Then I ' +
        'give a short, researched reason tailored to their role, such as: I work with operations ' +
        'leaders at regional distributors who are struggling with rising freight costs. Next I name the ' +
        'problem, not my product, and end with an open question, such as: how are you handling that ' +
        'today? The goal of the call is usually not to sell but to earn a next step, typically a ' +
        'discovery meeting. I keep my tone conversational, stand up to keep my energy, and track which ' +
        'openers lead to booked meetings.',
      evaluationCriteria: [
        'Strong: states the reason for the call quickly and honestly; weak: opens with small talk or a ' +
          'long pitch.',
        "Strong: tailors the opener to the prospect's role and a likely problem; weak: uses a generic " +
          'script.',
        'Strong: ends with an open question and aims for a next step; weak: tries to close on the first ' +
          'call.',
        'Strong: tracks results by opener and adjusts; weak: never measures what works.',
      ],
    },
    {
      id: 'skill-cold-calling-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Twenty seconds into a cold call, the prospect says they are not interested and asks you to ' +
        'just send an email. How do you respond?',
      answer:
        'I would treat it as a reflex rather than a considered decision, because the prospect does not ' +
        'yet know enough to be uninterested. I acknowledge it and ask a light, relevant question ' +
        'instead of pushing my pitch: totally fair, before I do, so I send something useful, how are ' +
        'you currently handling the freight cost increases most distributors are seeing? If they ' +
        'engage, the conversation has started. If they insist, I agree, ask what would make the email ' +
        'worth opening, confirm their email address, and propose a specific short follow-up time, such ' +
        'as Thursday at 10 for ten minutes, which they can decline. Then I send a short, tailored email ' +
        'that references the call, not a brochure. If they clearly say no a second time, I respect it, ' +
        'thank them, and log the outcome in the CRM so the next contact is appropriate. Arguing with an ' +
        "objection damages the relationship and the company's reputation.",
      evaluationCriteria: [
        'Strong: acknowledges the brush-off and asks one relevant question; weak: ignores it and keeps ' +
          'pitching.',
        'Strong: turns an email request into a specific follow-up commitment; weak: sends a generic ' +
          'brochure.',
        'Strong: respects a clear second no; weak: argues or pressures.',
        'Strong: logs the outcome for future contact; weak: no record kept.',
      ],
    },
  ],
  'Contract Negotiation': [
    {
      id: 'skill-contract-negotiation-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'When negotiating a commercial services contract, which clauses do you prioritize, and what ' +
        'positions do you typically look for?',
      answer:
        'I prioritize the clauses that allocate risk and money. Limitation of liability is first: a ' +
        'cap, often tied to the fees paid in the prior 12 months, with carve-outs for items such as ' +
        'confidentiality breaches, indemnified claims, and gross negligence or willful misconduct, and ' +
        'an exclusion of indirect and consequential damages. Next are indemnities, especially for ' +
        'third-party intellectual property infringement and data breaches, and whether they sit inside ' +
        'or outside the cap. Then termination: for cause with a cure period, and for convenience if we ' +
        'need flexibility, plus transition assistance. Commercially, I look at payment terms, ' +
        'auto-renewal with notice windows, caps on price increases at renewal, and service levels with ' +
        'measurable targets and meaningful credits. I also review data protection terms, IP ownership ' +
        'of deliverables, and governing law. Before the negotiation I agree with legal and the business ' +
        'which positions are must-haves and which are tradeable, so concessions are deliberate.',
      evaluationCriteria: [
        'Strong: prioritizes liability caps, carve-outs, and indemnities; weak: focuses only on price.',
        'Strong: states typical market positions such as caps tied to annual fees; weak: cannot ' +
          'describe normal terms.',
        'Strong: covers termination, renewal, price increases, and SLAs; weak: misses operational terms.',
        'Strong: agrees must-haves and tradeables internally in advance; weak: concedes ad hoc.',
      ],
    },
    {
      id: 'skill-contract-negotiation-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'The other party insists on unlimited liability for your side in their standard contract, ' +
        'refuses to move, and your sales team needs the deal closed this quarter. What do you do?',
      answer:
        'First I would find out what risk is driving their position, because unlimited liability is ' +
        'usually a proxy for a specific fear, such as a data breach or regulatory fine. Then I would ' +
        'offer a structure that addresses that fear without uncapped exposure: a general cap at, say, ' +
        "12 months' fees, plus a higher super-cap for data protection breaches, carve-outs for gross " +
        'negligence, fraud, and willful misconduct, and proof of cyber insurance at a matching level. ' +
        'Making the cap mutual often helps too. I would quantify the exposure for my own leadership, so ' +
        'the decision about accepting more risk is made by someone with authority, not by the ' +
        'quarter-end deadline. I would involve legal and finance, and check what our insurance actually ' +
        'covers. If they still refuse, I would present leadership with the options: accept a defined ' +
        'higher cap, walk away, or delay. I would not accept uncapped liability to hit a date without ' +
        'explicit executive sign-off.',
      evaluationCriteria: [
        'Strong: uncovers the risk behind the demand; weak: treats it as a pure power contest.',
        'Strong: proposes structured alternatives such as super-caps, carve-outs, and insurance; weak: ' +
          'only says no or yes.',
        'Strong: escalates the risk decision to the right authority with quantified exposure; weak: ' +
          'lets the sales deadline decide.',
        'Strong: is prepared to walk away; weak: accepts unlimited liability under time pressure.',
      ],
    },
  ],
  'Employment Law': [
    {
      id: 'skill-employment-law-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Under United States federal law, how do you determine whether an employee can be classified as ' +
        'exempt from overtime?',
      answer:
        'Under the Fair Labor Standards Act, an employee is presumed non-exempt, so eligible for ' +
        'time-and-a-half over 40 hours a week, unless they meet an exemption, and the employer carries ' +
        'the burden of proving it. The common white-collar exemptions require three tests. Salary ' +
        'basis: a predetermined salary not reduced for the quantity or quality of work. Salary level: ' +
        'at least 684 dollars a week at the federal level, because the 2024 rule raising the threshold ' +
        'was vacated by a federal court in November 2024. Duties: the primary duty must fit the ' +
        'executive, administrative, professional, or computer employee category, judged on actual work, ' +
        'not the job title. Outside sales has no salary test. State law often sets higher thresholds or ' +
        'stricter duties tests, for example California ties its threshold to twice the state minimum ' +
        'wage, and the employer must meet whichever standard is more protective. Misclassification ' +
        'leads to back wages, liquidated damages, and frequently class or collective actions.',
      evaluationCriteria: [
        'Strong: states the salary basis, salary level, and duties tests; weak: says salaried employees ' +
          'are exempt.',
        'Strong: knows the current federal threshold and that the 2024 increase was vacated; weak: ' +
          'cites an outdated or wrong number without caveat.',
        'Strong: notes job titles do not decide exemption; weak: relies on titles.',
        'Strong: accounts for stricter state laws and misclassification consequences; weak: considers ' +
          'only federal law.',
      ],
    },
    {
      id: 'skill-employment-law-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A manager wants to fire an employee two weeks after she filed a harassment complaint, citing ' +
        'long-standing performance problems. How do you assess the legal risk and advise?',
      answer:
        'The main risk is a retaliation claim under Title VII, and retaliation is the most frequently ' +
        'filed charge with the EEOC. Filing a complaint is protected activity, termination is an ' +
        'adverse action, and two weeks is close timing that a court may treat as evidence of a causal ' +
        'link, even if the performance problems are real. So I would test whether the stated reason ' +
        'holds up. Is the performance problem documented before the complaint, in reviews, written ' +
        'warnings, or emails? Were expectations clearly communicated and was she given a chance to ' +
        'improve? Have other employees with similar performance been treated the same way? Was the ' +
        'decision-maker aware of the complaint, and did the accused play any part? I would also check ' +
        'other exposures: leave requests, disability accommodation, and state law. If documentation is ' +
        'thin, I would advise against termination now and recommend a documented improvement process ' +
        "with an independent reviewer. If it is strong and consistent, we could proceed with counsel's " +
        'review.',
      evaluationCriteria: [
        'Strong: identifies retaliation, protected activity, and temporal proximity; weak: relies on ' +
          'at-will employment alone.',
        'Strong: tests for pre-existing documentation and consistent treatment of comparators; weak: ' +
          "accepts the manager's account.",
        'Strong: checks involvement of the accused and other protected statuses; weak: misses related ' +
          'exposures.',
        'Strong: gives a clear recommendation with a safer path and counsel review; weak: gives no ' +
          'recommendation.',
      ],
    },
  ],
  Microservices: [
    {
      id: 'skill-microservices-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'An order must reserve inventory in one microservice and charge payment in another. How do you ' +
        'keep the data consistent without a distributed transaction?',
      answer:
        'I would use a saga: a sequence of local transactions, each in one service, with a compensating ' +
        'action for each step if a later step fails. For example, the order service creates an order in ' +
        'a pending state, the inventory service reserves stock, the payment service charges the card, ' +
        'and the order becomes confirmed. If payment fails, the saga releases the reservation and marks ' +
        'the order canceled. Sagas can be orchestrated, with a central coordinator or workflow engine ' +
        'such as Temporal telling each service what to do, which is easier to follow for complex flows, ' +
        "or choreographed, with services reacting to each other's events, which is looser but harder to " +
        'trace. Two details make it reliable. The transactional outbox pattern writes the state change ' +
        'and the outgoing event in the same database transaction, so an event is never lost or sent for ' +
        'a rolled-back change. And consumers must be idempotent because message delivery is at least ' +
        'once. The system is eventually consistent, so the user interface must show pending states.',
      evaluationCriteria: [
        'Strong: proposes sagas with compensating actions; weak: suggests two-phase commit across services.',
        'Strong: compares orchestration and choreography; weak: knows only one approach.',
        'Strong: uses the transactional outbox and idempotent consumers; weak: publishes events after ' +
          'commit without guarantees.',
        'Strong: acknowledges eventual consistency and pending states; weak: assumes immediate consistency.',
      ],
    },
    {
      id: 'skill-microservices-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'When would you advise against a microservices architecture, and what costs do microservices ' +
        'add?',
      answer:
        'I would advise against microservices for a small team, an early product whose domain ' +
        'boundaries are still changing, or a system without strong automation and observability. ' +
        'Microservices trade code complexity for operational and distributed-systems complexity. Every ' +
        'call over the network can fail or be slow, so you need timeouts, retries, and circuit ' +
        'breakers. Data is split across services, so queries that were a join become API calls, and ' +
        'consistency becomes eventual. You need CI/CD per service, service discovery, centralized ' +
        "logging, distributed tracing, and contract testing so one team's change does not break " +
        'another. Debugging a request that touches eight services is much harder. Wrong boundaries are ' +
        'expensive to fix, often producing a distributed monolith where everything must deploy ' +
        'together. The main benefit, independent deployment and scaling by autonomous teams, mostly ' +
        'pays off at organizational scale. My default is a modular monolith with clear internal ' +
        'boundaries, extracting a service only when there is a concrete reason, such as different ' +
        'scaling needs or a separate team.',
      evaluationCriteria: [
        'Strong: names conditions where microservices are a poor fit; weak: treats them as always ' +
          'modern and better.',
        'Strong: lists specific costs such as network failure, data consistency, and observability; ' +
          'weak: mentions only complexity in general.',
        'Strong: describes the distributed monolith risk of wrong boundaries; weak: unaware of boundary ' +
          'problems.',
        'Strong: recommends a modular monolith with criteria for extraction; weak: no alternative offered.',
      ],
    },
  ],
  Recruiting: [
    {
      id: 'skill-recruiting-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you design a structured interview process for a role so it predicts job performance ' +
        'and reduces bias?',
      answer:
        'I would start with a job analysis with the hiring manager: the outcomes the person must ' +
        'deliver in the first year and the four to six competencies that drive them. Each interview ' +
        'stage then covers specific competencies, so interviewers do not all ask the same questions. ' +
        'Every candidate gets the same core questions, such as behavioral questions asking for past ' +
        'examples and situational questions about job scenarios, plus a work sample where practical, ' +
        'since work samples and structured interviews are among the best predictors of performance. ' +
        'Each competency has a scoring rubric with anchored examples of weak, adequate, and strong ' +
        'answers. Interviewers submit scores and written evidence independently before the debrief, to ' +
        'avoid anchoring on the most senior voice, and the debrief focuses on evidence. I would train ' +
        'interviewers on what not to ask, such as age, family plans, or other protected ' +
        'characteristics, use diverse panels, and review pass-through rates by stage to spot adverse ' +
        'impact.',
      evaluationCriteria: [
        'Strong: begins with job analysis and competencies; weak: starts from a generic question list.',
        'Strong: uses consistent questions, work samples, and anchored rubrics; weak: relies on ' +
          'unstructured chats.',
        'Strong: collects independent scores before the debrief; weak: lets the group discuss first.',
        'Strong: addresses legal questions and monitors adverse impact; weak: ignores bias and compliance.',
      ],
    },
    {
      id: 'skill-recruiting-2',
      type: 'technical',
      difficulty: 'EASY',
      question: 'Which recruiting metrics would you track, and what does each tell you?',
      answer:
        'I track a short set across speed, cost, quality, and fairness. Time to fill, from requisition ' +
        'approval to offer acceptance, shows how long a role stays open; time to hire, from a ' +
        "candidate's application to acceptance, shows how quickly we move candidates through. Stage " +
        'pass-through rates show where the funnel leaks, for example many candidates passing phone ' +
        'screens but failing onsite interviews, which suggests the screen is miscalibrated. Offer ' +
        'acceptance rate reveals problems with compensation, candidate experience, or speed. Source of ' +
        'hire and cost per hire show which channels, such as referrals, job boards, or agencies, ' +
        'produce hires efficiently. Quality of hire is the hardest but most important: I use measures ' +
        'such as hiring manager satisfaction, new-hire performance ratings, and first-year retention. ' +
        'Candidate experience surveys catch process problems. I also review pass-through rates by ' +
        'demographic group, where data is lawfully collected, to detect adverse impact. Metrics are ' +
        'only useful when compared over time and acted on.',
      evaluationCriteria: [
        'Strong: defines time to fill and time to hire correctly; weak: uses them interchangeably.',
        'Strong: uses pass-through rates to locate funnel problems; weak: looks only at totals.',
        'Strong: includes a quality-of-hire measure; weak: focuses only on speed and cost.',
        'Strong: monitors fairness across groups; weak: ignores adverse impact.',
      ],
    },
  ],
  'System Design': [
    {
      id: 'skill-system-design-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Design a rate limiter for a public API that runs on many servers. Which algorithm would you ' +
        'use, and how do you keep limits consistent across servers?',
      answer:
        'First the requirements: limit per API key, for example 100 requests per minute with short ' +
        'bursts allowed, low added latency, and clear feedback to clients. For the algorithm, a token ' +
        'bucket fits well: each key has a bucket that refills at a steady rate up to a capacity, and ' +
        'each request takes a token, which allows bursts while enforcing the average. A sliding window ' +
        'counter is a good alternative that avoids the boundary spikes of fixed windows. Because ' +
        'requests for the same key hit different servers, state must be shared, typically in Redis, ' +
        'keyed by API key. The check and update must be atomic, so I would implement it as a Lua script ' +
        'or use atomic increments with expiry, to avoid race conditions between servers. For very high ' +
        'traffic, each server can take a small local allowance and sync periodically, accepting slight ' +
        'inaccuracy. Rejected requests get 429 Too Many Requests with a Retry-After header. If Redis is ' +
        'unavailable, I would decide explicitly whether to fail open or closed.',
      evaluationCriteria: [
        'Strong: clarifies requirements and chooses token bucket or sliding window with reasons; weak: ' +
          'uses a fixed window without noting boundary bursts.',
        'Strong: uses shared state with atomic operations; weak: keeps counters per server only.',
        'Strong: returns 429 with Retry-After; weak: drops requests silently.',
        "Strong: discusses failure modes and performance trade-offs; weak: ignores the limiter's own " +
          'failure.',
      ],
    },
    {
      id: 'skill-system-design-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'In a system design discussion, how do you estimate load? Work through an example of a service ' +
        'with 10 million daily active users who each make 20 reads and 2 writes a day.',
      answer:
        'I clarify requirements first, then do back-of-the-envelope estimates to size the design. There ' +
        'are about 86,400 seconds in a day, which I round to 100,000 for quick math. Reads: 10 million ' +
        'users times 20 is 200 million a day, so about 2,000 to 2,300 requests per second on average. ' +
        'Traffic is uneven, so I assume a peak of two to three times average, around 6,000 reads per ' +
        'second. Writes: 20 million a day, about 230 per second on average and roughly 700 at peak. The ' +
        'read-to-write ratio of 10 to 1 suggests caching and read replicas will pay off. For storage, ' +
        'if each write is 1 kilobyte, that is 20 gigabytes a day, about 7 terabytes a year before ' +
        'replication and indexes, so I would plan for partitioning and data retention rules. These ' +
        'numbers tell me one well-indexed database with a cache could handle the load at first, and ' +
        'where the bottleneck will appear as it grows.',
      evaluationCriteria: [
        'Strong: converts daily volumes to per-second rates correctly; weak: makes order-of-magnitude ' +
          'errors.',
        'Strong: applies a peak factor instead of designing for the average; weak: sizes for average ' +
          'load only.',
        'Strong: estimates storage growth including replication; weak: ignores storage.',
        'Strong: uses the numbers to drive design choices such as caching; weak: calculates but draws ' +
          'no conclusions.',
      ],
    },
  ],
  'Adobe Illustrator': [
    {
      id: 'skill-adobe-illustrator-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you build complex shapes in Illustrator from simple ones? Explain how Pathfinder, the ' +
        'Shape Builder tool, and compound paths differ.',
      answer:
        'Illustrator is vector-based, so complex shapes are usually built by combining simple geometric ' +
        'shapes rather than drawing every curve with the Pen tool. The Pathfinder panel applies ' +
        'operations to selected shapes: Unite merges them, Minus Front cuts the top shape out of the ' +
        'bottom one, Intersect keeps the overlap, and Exclude removes it. Holding Alt or Option when ' +
        'clicking a shape mode creates a live compound shape that stays editable until you expand it. ' +
        'The Shape Builder tool, Shift-M, is more intuitive for many cases: you drag across regions to ' +
        'merge them, or Alt-click to delete them, working directly on the artwork. A compound path, ' +
        'made with Object, Compound Path, Make, combines paths so overlapping areas become holes, like ' +
        'the counter of a letter O, while keeping the paths separate underneath. For a clean logo, I ' +
        'build with shapes, finish with Pathfinder or Shape Builder, then check for stray anchor points ' +
        'and simplify.',
      evaluationCriteria: [
        'Strong: explains the main Pathfinder operations correctly; weak: names the panel without ' +
          'knowing what it does.',
        'Strong: describes Shape Builder usage including Alt to delete; weak: unaware of Shape Builder.',
        'Strong: explains compound paths creating holes; weak: confuses compound paths with groups.',
        'Strong: mentions keeping shapes editable and cleaning anchor points; weak: ignores final cleanup.',
      ],
    },
    {
      id: 'skill-adobe-illustrator-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you prepare a logo in Illustrator for delivery to both print and digital teams? What ' +
        'files and settings do you provide?',
      answer:
        'I keep one master AI file with each logo version, such as horizontal, stacked, and icon, on ' +
        'its own artboard, plus color variants: full color, one color, black, and reversed. Type is ' +
        'converted to outlines with Type, Create Outlines, in the delivery files so fonts do not need ' +
        'to be installed, while I keep a live-text master. For print, I define colors as CMYK values ' +
        'and Pantone spot colors from the brand palette and export vector PDF or EPS files. For ' +
        'digital, I use RGB or hex values and export SVG for the web, optimized with presentation ' +
        'attributes and minimal decimals, plus PNG files with transparent backgrounds at several sizes, ' +
        'using Export for Screens with each artboard as an asset. I name files consistently, such as ' +
        'brand-horizontal-fullcolor-rgb.svg, check for stray points and unexpanded effects, set clear ' +
        'space and minimum size in a short usage guide, and test the SVG in a browser.',
      evaluationCriteria: [
        'Strong: organizes versions on artboards with color variants; weak: delivers a single file.',
        'Strong: separates CMYK and spot colors for print from RGB for screen; weak: uses one color ' +
          'mode for everything.',
        'Strong: outlines type and exports appropriate formats such as PDF, SVG, and PNG; weak: sends ' +
          'files with live fonts.',
        'Strong: uses Export for Screens and includes usage guidance; weak: exports manually without ' +
          'naming or guidance.',
      ],
    },
  ],
  Bash: [
    {
      id: 'skill-bash-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What does set -euo pipefail do at the top of a Bash script, and what pitfalls remain even with ' +
        'it?',
      answer:
        'set -e makes the script exit when a command fails, set -u makes referencing an unset variable ' +
        'an error instead of silently expanding to an empty string, and set -o pipefail makes a ' +
        'pipeline fail if any command in it fails, rather than only the last. Together they catch many ' +
        'silent failures. Pitfalls remain. set -e does not trigger for commands in an if condition, on ' +
        'the left of && or ||, or in some command substitutions and functions called from a condition, ' +
        'so errors there pass silently. A command expected to fail, such as grep finding nothing, will ' +
        'kill the script unless handled with || true or an explicit check. With set -u, optional ' +
        'variables need a default value expansion. Most bugs, though, come from quoting: unquoted ' +
        'variable expansions undergo word splitting and globbing, so a file name with spaces becomes ' +
        'several arguments. I wrap expansions in double quotes, use arrays for argument lists, add a ' +
        'trap for cleanup on EXIT, and run ShellCheck in CI.',
      evaluationCriteria: [
        'Strong: explains each of -e, -u, and pipefail correctly; weak: copies the line without ' +
          'understanding it.',
        'Strong: knows the cases where set -e does not fire; weak: believes it catches every error.',
        'Strong: handles expected failures such as grep returning 1; weak: scripts break on normal ' +
          'conditions.',
        'Strong: stresses quoting, arrays, traps, and ShellCheck; weak: ignores word splitting.',
      ],
    },
    {
      id: 'skill-bash-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Write the approach for a Bash script that compresses every .log file older than seven days ' +
        'under a directory tree, where file names may contain spaces or newlines. What mistakes do you ' +
        'avoid?',
      answer:
        'The classic mistake is looping over the output of ls or an unquoted find command substitution, ' +
        'which splits names on spaces and newlines and expands glob characters. I would let find select ' +
        'the files and pass them safely: find on the directory with -type f, -name with the pattern ' +
        "quoted as '*.log' so the shell does not expand it, and -mtime +7, then -print0 piped to xargs " +
        '-0 gzip. Null bytes cannot appear in file names, so the delimiter is safe. If I need per-file ' +
        'logic, I read the null-delimited output in a while loop using IFS= read -r -d with an empty ' +
        'delimiter, which preserves leading spaces and backslashes. I feed the loop with process ' +
        'substitution rather than a pipe, because a pipe runs the loop in a subshell and any counters ' +
        'set inside are lost. I would add -- before file arguments so names beginning with a dash are ' +
        'not taken as options, test first with -print instead of gzip, and run ShellCheck.',
      evaluationCriteria: [
        'Strong: avoids parsing ls and unquoted substitutions; weak: loops over ls output.',
        'Strong: uses find with -print0 and xargs -0 or a null-delimited read loop; weak: relies on ' +
          'newline delimiters.',
        'Strong: quotes the name pattern and uses IFS= read -r; weak: lets the shell expand the glob early.',
        'Strong: knows the pipe subshell pitfall, uses -- for dash-prefixed names, and tests with a dry ' +
          'run; weak: runs destructive commands untested.',
      ],
    },
  ],
  'Blueprint Reading': [
    {
      id: 'skill-blueprint-reading-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'When you pick up a set of drawings, what do you check first, and what is the difference ' +
        'between plan, elevation, section, and detail views?',
      answer:
        'I start with the title block, which gives the project or part name, drawing number, sheet ' +
        'number, scale, who drew and approved it, and the date. Then I check the revision block to make ' +
        'sure I have the current revision, since working from a superseded sheet is a common and costly ' +
        'error. I read the general notes, the legend of symbols and abbreviations, and the sheet index. ' +
        'As for views: a plan is a view looking down from above, such as a floor plan cut about four ' +
        'feet above the floor; an elevation is a straight-on view of a vertical face, such as the north ' +
        'side of a building or the front of a part; a section is a view of an imaginary cut through the ' +
        'object, showing internal construction, with the cut location marked by a section line and ' +
        'reference on another sheet; a detail is an enlarged view of a small area, drawn at a larger ' +
        'scale, and callout symbols tell you which sheet it is on.',
      evaluationCriteria: [
        'Strong: checks the title block, scale, and revision status first; weak: starts reading ' +
          'dimensions immediately.',
        'Strong: defines plan, elevation, section, and detail views correctly; weak: confuses sections ' +
          'with elevations.',
        'Strong: explains how section and detail callouts reference other sheets; weak: cannot navigate ' +
          'between sheets.',
        'Strong: reads general notes and legends; weak: skips notes.',
      ],
    },
    {
      id: 'skill-blueprint-reading-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'On a drawing set, a dimension on one sheet conflicts with a dimension on another, and a ' +
        'critical dimension is shown as 2.500 plus or minus 0.005. How do you interpret the tolerance ' +
        'and resolve the conflict?',
      answer:
        'The tolerance means the feature is acceptable anywhere from 2.495 to 2.505, so measuring to ' +
        'that precision requires an instrument with suitable resolution, such as a micrometer or ' +
        'caliper rather than a tape. If the drawing has no tolerance on a dimension, the title block or ' +
        'general notes usually give default tolerances by the number of decimal places. For the ' +
        'conflict, I would never scale the drawing to decide which number is correct, because prints ' +
        'are often reproduced at different sizes and drawings usually say not to scale. I would first ' +
        'confirm both sheets are the current revision. On construction projects, I would check the ' +
        "contract's order of precedence, since specifications and larger-scale details often govern, " +
        'but I would still submit a request for information to the architect or engineer rather than ' +
        'choosing myself. In manufacturing, I would stop and ask engineering for a clarification or ' +
        'drawing change. I would document the answer and mark up my set so others see it.',
      evaluationCriteria: [
        'Strong: interprets the tolerance range correctly and matches measurement tools to it; weak: ' +
          'ignores tolerances.',
        'Strong: refuses to scale drawings to resolve conflicts; weak: measures the print with a ruler.',
        'Strong: checks revisions and order of precedence; weak: picks whichever number is convenient.',
        'Strong: formally resolves through an RFI or engineering and documents the answer; weak: ' +
          'decides alone without a record.',
      ],
    },
  ],
  Creativity: [
    {
      id: 'skill-creativity-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'What techniques do you use to generate new ideas when you or your team are stuck?',
      answer:
        'I separate generating ideas from judging them, because criticism too early kills the unusual ' +
        'ideas. I start by reframing the problem as several how might we questions at different levels, ' +
        'since the framing often hides the answer. To generate ideas I use a few methods. Brainwriting, ' +
        'where people write ideas silently before sharing, avoids the groupthink and loud-voice effect ' +
        'of open brainstorming and usually produces more ideas. SCAMPER prompts variations by asking ' +
        'what we could substitute, combine, adapt, modify, put to another use, eliminate, or reverse. ' +
        'Constraints force novelty: how would we do this with no budget, or in one day? Analogies help ' +
        'too: how does another industry solve a similar problem? I aim for quantity first, then cluster ' +
        'ideas and converge using explicit criteria such as impact, feasibility, and cost, and I test ' +
        'the most promising ones cheaply with a sketch, mock-up, or small pilot before committing.',
      evaluationCriteria: [
        'Strong: separates divergent and convergent thinking; weak: evaluates ideas as they appear.',
        'Strong: names and explains specific techniques such as brainwriting and SCAMPER; weak: says ' +
          'they just brainstorm.',
        'Strong: uses reframing, constraints, or analogies; weak: attacks the problem as first stated.',
        'Strong: converges with criteria and cheap tests; weak: picks the favorite idea without testing.',
      ],
    },
    {
      id: 'skill-creativity-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about an original idea of yours that was put into practice. Where did it come from, ' +
        'and how did you get it adopted?',
      answer:
        'Situation: Our team received hundreds of repetitive internal questions each month through chat ' +
        "and email, and answering them took up a large part of two people's time. Task: I was asked to " +
        'reduce the load, and the obvious answer was a bigger FAQ page, which we already had and nobody ' +
        'read. Action: I looked at how people actually asked questions and noticed most came at the ' +
        'moment they were filling in one of three forms. So instead of a better FAQ, I proposed putting ' +
        'short answers directly inside those forms, next to the fields that triggered questions. I ' +
        'mocked it up in an afternoon, tested it with five colleagues, and showed the results to my ' +
        'manager with a plan for the other forms. Result: After rollout, questions dropped by about 40 ' +
        'percent within two months, and other teams copied the approach. The lesson I took was that ' +
        'watching where a problem occurs often suggests a better idea than improving the existing ' +
        'solution.',
      evaluationCriteria: [
        'Strong: explains where the idea came from, such as observation; weak: the idea appears from ' +
          'nowhere.',
        'Strong: shows the idea differs from the obvious solution; weak: describes routine improvement.',
        'Strong: prototypes and tests cheaply to win support; weak: pitches without evidence.',
        'Strong: reports a measurable result in STAR form; weak: no outcome.',
      ],
    },
  ],
  GAAP: [
    {
      id: 'skill-gaap-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Under ASC 606, how would you recognize revenue for a 120,000 dollar contract that bundles a ' +
        'software license with one year of support? Assume standalone prices of 100,000 for the license ' +
        'and 50,000 for support.',
      answer:
        'ASC 606 uses five steps: identify the contract, identify the performance obligations, ' +
        'determine the transaction price, allocate the price to the obligations, and recognize revenue ' +
        'when or as each obligation is satisfied. Here the license and the support are distinct, so ' +
        'they are two performance obligations. The transaction price is 120,000, and there is a 30,000 ' +
        'discount against the combined standalone selling prices of 150,000. Without evidence that the ' +
        'discount relates to one item, it is allocated proportionally: the license gets 120,000 times ' +
        '100 over 150, which is 80,000, and support gets 40,000. A license to functional software that ' +
        'exists at delivery is a right to use, so the 80,000 is recognized at the point in time the ' +
        'customer can use it. Support is a stand-ready obligation satisfied over time, so 40,000 is ' +
        'recognized ratably, about 3,333 a month. If the customer paid upfront, the unrecognized ' +
        'support amount sits in contract liabilities, often called deferred revenue.',
      evaluationCriteria: [
        'Strong: names the five steps in order; weak: recognizes the whole amount on signing.',
        'Strong: identifies two performance obligations and allocates the discount proportionally; ' +
          'weak: allocates by list price without the discount.',
        'Strong: computes 80,000 and 40,000 correctly; weak: arithmetic errors.',
        'Strong: recognizes the license at a point in time and support ratably, with deferred revenue; ' +
          'weak: mixes up timing.',
      ],
    },
    {
      id: 'skill-gaap-2',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What is the difference between accrual and cash accounting, and why does GAAP require the ' +
        'accrual basis? Give an example of an accrued expense and a prepaid expense.',
      answer:
        'Cash accounting records revenue when money is received and expenses when money is paid. ' +
        'Accrual accounting records revenue when it is earned and expenses when they are incurred, ' +
        'regardless of cash timing, following the matching principle that expenses are recognized in ' +
        'the same period as the revenue they help produce. GAAP requires accrual accounting because it ' +
        "shows a company's actual performance and obligations in the period, while cash timing can be " +
        'manipulated or distorted by when invoices happen to be paid. An accrued expense is a cost ' +
        'incurred but not yet paid or invoiced: for example, employees worked the last week of ' +
        'December, but payday is January 5, so at year-end I debit wages expense and credit accrued ' +
        'wages payable. A prepaid expense is paid before it is used: for example, paying 12,000 in ' +
        'January for a year of insurance, recorded as a prepaid asset and then expensed at 1,000 a ' +
        'month. Both adjustments keep expenses in the right period.',
      evaluationCriteria: [
        'Strong: defines both bases and the matching principle; weak: confuses accrual with credit ' +
          'sales only.',
        'Strong: explains why GAAP requires accrual; weak: says it is just a rule.',
        'Strong: gives a correct accrued expense journal entry; weak: reverses debits and credits.',
        'Strong: gives a correct prepaid expense example with monthly amortization; weak: expenses it ' +
          'all at once.',
      ],
    },
  ],
  PostgreSQL: [
    {
      id: 'skill-postgresql-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A query in PostgreSQL has become slow. How do you use EXPLAIN ANALYZE to find out why, and ' +
        'what do you look for?',
      answer:
        'I would first find the expensive queries with pg_stat_statements, which shows total and mean ' +
        'execution time per normalized query. Then I run EXPLAIN with the ANALYZE and BUFFERS options ' +
        'on the slow query, ideally against production-like data, remembering that ANALYZE actually ' +
        'executes it, so I wrap data-changing statements in a transaction and roll back. In the plan I ' +
        'look for several things. Estimated rows far from actual rows means the planner has poor ' +
        'statistics, so I run ANALYZE on the table or raise the statistics target on skewed columns. A ' +
        'sequential scan on a large table with a selective filter suggests a missing index, or an index ' +
        'that cannot be used because of a function on the column or a type mismatch. A nested loop with ' +
        'many outer rows is a sign of bad estimates. Sorts or hashes spilling to disk point to low ' +
        'work_mem. High shared buffer reads show I/O. I then add or adjust an index, such as a ' +
        'composite index matching the filter and sort order, and compare the plans.',
      evaluationCriteria: [
        'Strong: uses pg_stat_statements to find costly queries; weak: guesses which query is slow.',
        'Strong: runs EXPLAIN with ANALYZE and BUFFERS and knows it executes the query; weak: uses ' +
          'plain EXPLAIN only or runs writes unprotected.',
        'Strong: compares estimated and actual rows and fixes statistics; weak: ignores estimates.',
        'Strong: recognizes sequential scans, disk spills, and bad joins and fixes with targeted ' +
          'indexes; weak: adds indexes on every column.',
      ],
    },
    {
      id: 'skill-postgresql-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You need to add a NOT NULL column with a default and a new index to a 500-million-row ' +
        'PostgreSQL table in production without downtime. How do you do it?',
      answer:
        'Locks are the main danger. Since PostgreSQL 11, adding a column with a constant default is a ' +
        'fast metadata change, but ALTER TABLE still needs an ACCESS EXCLUSIVE lock briefly, and if it ' +
        'waits behind a long-running query, every other query queues behind it. So I set a short ' +
        'lock_timeout, such as a few seconds, and retry. To make it NOT NULL safely, I avoid a direct ' +
        'SET NOT NULL, which scans the whole table under lock. Instead I add a CHECK constraint that ' +
        'the column is not null with NOT VALID, then run VALIDATE CONSTRAINT, which scans without ' +
        'blocking writes; in PostgreSQL 12 and later, SET NOT NULL then uses the validated constraint ' +
        'and skips the scan. For the index, CREATE INDEX CONCURRENTLY builds it without blocking ' +
        'writes, though it takes longer, cannot run inside a transaction, and can leave an invalid ' +
        'index if it fails, which I must drop and retry. If the default must be computed per row, I ' +
        'backfill in small batches.',
      evaluationCriteria: [
        'Strong: knows constant defaults are fast since PostgreSQL 11 but locks can still queue; weak: ' +
          'assumes ALTER TABLE is always safe or always slow.',
        'Strong: uses lock_timeout and retries; weak: runs DDL without guarding against lock queues.',
        'Strong: uses a NOT VALID check constraint then VALIDATE before SET NOT NULL; weak: sets NOT ' +
          'NULL directly on a huge table.',
        'Strong: uses CREATE INDEX CONCURRENTLY and handles invalid indexes; weak: builds the index ' +
          'with a normal CREATE INDEX.',
      ],
    },
  ],
  'Requirements Gathering': [
    {
      id: 'skill-requirements-gathering-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A stakeholder tells you they need a new dashboard. How do you turn that request into clear, ' +
        'testable requirements?',
      answer:
        'I treat the dashboard as a proposed solution and start by understanding the problem. I ask who ' +
        'will use it, what decisions they need to make, how often, and what they do today without it. ' +
        'Often the real need is a weekly alert or a single number in an existing report. I observe how ' +
        'users currently work and collect examples of the spreadsheets or reports they use. Then I ' +
        'write requirements as user stories, such as: as a regional manager, I want to see late orders ' +
        'by warehouse each morning so I can reassign staff. Each story gets acceptance criteria that ' +
        'can be tested, such as given a late order, when I open the view, then it appears with its ' +
        'warehouse and days late. I capture non-functional requirements too: data freshness, access ' +
        'permissions, performance. I prioritize with the stakeholder using MoSCoW, confirm definitions ' +
        'of every metric, show a low-fidelity mock-up for feedback before anyone builds, and get ' +
        'explicit sign-off on scope.',
      evaluationCriteria: [
        'Strong: digs into the decision and problem behind the request; weak: records the request as given.',
        'Strong: writes user stories with testable acceptance criteria; weak: writes vague requirements.',
        'Strong: includes non-functional requirements and metric definitions; weak: ignores data ' +
          'freshness or access.',
        'Strong: validates with mock-ups and prioritizes with stakeholders; weak: builds before confirming.',
      ],
    },
    {
      id: 'skill-requirements-gathering-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'After weeks of build, stakeholders say the delivered feature is not what they asked for, even ' +
        'though it matches the signed-off requirements. How do you handle it?',
      answer:
        'I would avoid arguing about the sign-off, because the goal is a useful outcome, not winning ' +
        'the point. First I would meet the stakeholders and walk through the feature with them to find ' +
        'exactly where it falls short: a misunderstood workflow, a missing case, or a change in their ' +
        'needs since sign-off. Then I would assess each gap with the team for effort and impact, and ' +
        'treat changes through the normal change process, with explicit trade-offs on scope, cost, and ' +
        'dates, so the decision is visible. I would also be honest in the retrospective about our part: ' +
        'written specifications signed off weeks earlier are a weak form of agreement, since people ' +
        'often cannot judge a document. Going forward, I would show working software or clickable ' +
        'prototypes early and frequently, involve actual end users rather than only their managers, and ' +
        'write acceptance criteria as concrete examples. This makes misunderstandings surface in days ' +
        'rather than at delivery.',
      evaluationCriteria: [
        'Strong: focuses on the gap and outcome rather than blame; weak: insists the stakeholders ' +
          'signed off.',
        'Strong: diagnoses specific gaps with the stakeholders; weak: starts rebuilding blindly.',
        'Strong: routes changes through a visible change process with trade-offs; weak: absorbs changes ' +
          'silently.',
        'Strong: improves the process with prototypes, frequent demos, and end-user involvement; weak: ' +
          'just demands more detailed sign-offs.',
      ],
    },
  ],
  'Social Media Marketing': [
    {
      id: 'skill-social-media-marketing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you measure the performance of organic and paid social media, and which metrics can be ' +
        'misleading?',
      answer:
        'For organic content I look at reach and impressions, engagement rate calculated on reach ' +
        'rather than on follower count, since algorithms show posts to a fraction of followers, and the ' +
        'higher-intent actions: shares, saves, comments, and link clicks. Follower growth matters less ' +
        'than whether followers match the target audience. For paid social, I track CPM, click-through ' +
        'rate, cost per click, conversion rate, cost per acquisition, and return on ad spend, plus ' +
        'frequency to catch ad fatigue. Vanity metrics such as likes and impressions can look ' +
        'impressive without moving business results. Platform-reported conversions are also unreliable: ' +
        'each platform claims credit with its own attribution window, so totals across platforms exceed ' +
        "actual sales, and privacy changes such as Apple's App Tracking Transparency reduced tracking. " +
        'I use UTM parameters to measure traffic in our own analytics, compare against business ' +
        'outcomes, and where budgets allow, run conversion lift tests with holdout groups to measure ' +
        'incremental impact.',
      evaluationCriteria: [
        'Strong: separates organic and paid metrics with correct definitions; weak: uses one generic list.',
        'Strong: calculates engagement on reach and values high-intent actions; weak: focuses on likes ' +
          'and followers.',
        'Strong: explains platform attribution overlap and privacy limits; weak: trusts platform ' +
          'numbers fully.',
        'Strong: uses UTMs and lift tests to measure incrementality; weak: no independent measurement.',
      ],
    },
    {
      id: 'skill-social-media-marketing-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A post from your brand account starts attracting a wave of negative comments within an hour. ' +
        'What do you do?',
      answer:
        'I would first assess what is happening: read a sample of comments to see whether it is a ' +
        'legitimate complaint about the post or the business, a misunderstanding, a coordinated troll ' +
        'wave, or spam, and check whether the issue is spreading on other platforms. I would pause ' +
        'scheduled posts so cheerful content does not go out in the middle of it. If the criticism is ' +
        'legitimate, I alert my manager and the people named in our escalation plan, such as ' +
        'communications or legal, and agree a response quickly: a short, human reply acknowledging the ' +
        'concern, and if we made a mistake, an apology and what we are doing, plus removing the post if ' +
        'it caused harm. I would not delete genuine criticism, which usually makes things worse, but I ' +
        'would hide or remove comments that break the community guidelines, such as hate speech or ' +
        'personal data. I monitor sentiment over the following days and document what happened for a ' +
        'review.',
      evaluationCriteria: [
        'Strong: assesses the nature and scale of the reaction before responding; weak: responds to ' +
          'each comment defensively.',
        'Strong: pauses scheduled content and escalates per plan; weak: carries on posting.',
        'Strong: responds transparently and does not delete legitimate criticism; weak: deletes ' +
          'negative comments.',
        'Strong: moderates by published guidelines and reviews afterward; weak: no follow-up.',
      ],
    },
  ],
  Teamwork: [
    {
      id: 'skill-teamwork-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What makes a team work well together, and what do you personally do to help your team be ' +
        'effective?',
      answer:
        "Research such as Google's Project Aristotle found that psychological safety, the belief that " +
        'you can raise concerns or admit mistakes without being punished, matters more than who is on ' +
        'the team, followed by dependability, clear structure and roles, meaningful work, and a sense ' +
        'of impact. I try to contribute to each. I am dependable: I deliver what I commit to, and if ' +
        'something will slip I say so early, so nobody gets surprised. I make sure roles and decisions ' +
        'are clear, asking who owns what when it is ambiguous. I help make it safe to speak up by ' +
        'asking quieter colleagues for their view, thanking people who raise problems, and admitting my ' +
        'own mistakes openly. I share information and credit freely, help when a teammate is ' +
        'overloaded, and disagree on ideas, not people, and then commit once a decision is made. I also ' +
        'ask for feedback on how I work with others.',
      evaluationCriteria: [
        'Strong: names concrete drivers of team effectiveness such as psychological safety and ' +
          'dependability; weak: says get along well.',
        'Strong: gives specific personal behaviors that support those drivers; weak: uses generic ' +
          'adjectives.',
        'Strong: shows willingness to disagree and then commit; weak: avoids disagreement.',
        'Strong: seeks feedback on their own teamwork; weak: no self-reflection.',
      ],
    },
    {
      id: 'skill-teamwork-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time a teammate was not pulling their weight on a shared piece of work. What ' +
        'did you do?',
      answer:
        'Situation: On a four-person project, one teammate had missed two internal deadlines for his ' +
        'section of a client report, and the others were starting to quietly redo his work. Task: We ' +
        'had two weeks before delivery, and I wanted to fix the situation without going over his head ' +
        'unless needed. Action: I asked him for a private coffee and described the facts: the two ' +
        'missed dates and the impact on the rest of us, then asked what was going on. He explained he ' +
        'had been pulled onto an urgent request by another manager and did not feel able to refuse. We ' +
        'agreed to take it to our project lead together, so the priorities could be settled openly. I ' +
        'also offered to pair with him for an afternoon on the hardest section. Result: The project ' +
        'lead negotiated his time with the other manager, he delivered his part on schedule, and the ' +
        "report went out on time. The team also started reviewing everyone's load at our weekly " +
        'check-in.',
      evaluationCriteria: [
        'Strong: addresses it directly and privately with facts before escalating; weak: complains to ' +
          'the manager first or redoes the work silently.',
        'Strong: asks questions to find the cause; weak: assumes laziness.',
        'Strong: finds a solution that fixes the cause, such as clarifying priorities; weak: only ' +
          'absorbs the extra work.',
        'Strong: describes a clear result and a lasting team improvement; weak: no outcome.',
      ],
    },
  ],
  'Time Management': [
    {
      id: 'skill-time-management-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you plan your week and decide what to work on when several things seem urgent at once?',
      answer:
        'At the start of each week I list everything on my plate and sort it by importance and urgency, ' +
        'in the spirit of the Eisenhower matrix: important and urgent work gets done first, important ' +
        'but not urgent work gets scheduled so it does not become a crisis, urgent but less important ' +
        'items get delegated or handled quickly, and the rest gets dropped. Importance is judged ' +
        "against my goals and my manager's priorities, not by who asks loudest. I estimate how long the " +
        'big tasks will take, add buffer because estimates run short, and block time in my calendar for ' +
        'focused work, ideally at the time of day I concentrate best. I batch email and messages a few ' +
        'times a day instead of reacting constantly. When a new request arrives, I compare it with what ' +
        'is already planned, and if something must give, I tell the affected person early or ask my ' +
        'manager which priority wins. On Friday I review what slipped and why.',
      evaluationCriteria: [
        'Strong: uses an explicit prioritization method tied to goals; weak: works in the order things ' +
          'arrive.',
        'Strong: time-blocks focused work with realistic estimates and buffer; weak: relies on a to-do ' +
          'list alone.',
        'Strong: negotiates or escalates conflicting priorities early; weak: silently misses deadlines.',
        'Strong: reviews and adjusts weekly; weak: no reflection.',
      ],
    },
    {
      id: 'skill-time-management-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you had more work than you could finish by the deadlines. How did you ' +
        'handle it?',
      answer:
        'Situation: In one month-end period, I had my regular closing tasks, an audit request with a ' +
        'fixed deadline, and a new system test that my manager had committed me to, all due within the ' +
        'same four days. Task: I could not do all of it well in the time available and had to decide ' +
        'what to protect. Action: I estimated each piece of work honestly and found I was about 12 ' +
        'hours short. I went to my manager with the list, the estimates, and a proposal: the closing ' +
        'tasks and audit request were non-negotiable, so I suggested moving the system test by a week ' +
        'or having a colleague run the first round of test scripts, which I could prepare for her. I ' +
        'also cut low-value work, such as a weekly report no one had used in months. Result: My manager ' +
        'moved half the test to my colleague, everything else was on time, and the test finished only ' +
        'two days later. I also learned to flag capacity issues when work is assigned, not at the last ' +
        'minute.',
      evaluationCriteria: [
        'Strong: quantifies the capacity gap; weak: just says they worked harder.',
        'Strong: raises the conflict early with a proposal; weak: waits until deadlines are missed.',
        'Strong: prioritizes by consequence and removes low-value work; weak: treats all tasks as equal.',
        'Strong: describes the outcome and a lesson applied later; weak: no reflection.',
      ],
    },
  ],
  'Usability Testing': [
    {
      id: 'skill-usability-testing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you plan a usability test: how many participants, how you write the tasks, and what you ' +
        'measure?',
      answer:
        'I start from the questions the test must answer, such as can new users set up an account ' +
        'without help. For qualitative, iterative testing, about five participants per distinct user ' +
        'group per round usually reveals most of the major problems, and it is better to run several ' +
        'small rounds with fixes in between than one large one. If I need reliable numbers, such as ' +
        'success rates to compare designs, I need far more participants, often 20 or more per group. ' +
        'Tasks are realistic scenarios with a goal, not instructions: you want to send your landlord ' +
        "proof of this month's payment, rather than click Documents and then Export, because using " +
        'interface labels in the task gives the answer away. I decide moderated or unmoderated: ' +
        'moderated sessions let me probe why, while unmoderated tools scale cheaply. I ask participants ' +
        'to think aloud, and I measure task success, time on task, errors, and a post-test ' +
        'questionnaire such as the System Usability Scale. I pilot the script first.',
      evaluationCriteria: [
        'Strong: ties sample size to purpose, about five per round for qualitative testing; weak: picks ' +
          'a number without reasoning.',
        'Strong: writes goal-based scenarios without interface words; weak: writes step-by-step ' +
          'instructions.',
        'Strong: chooses moderated or unmoderated deliberately; weak: unaware of the trade-off.',
        'Strong: measures success, time, errors, and a standard questionnaire such as SUS; weak: asks ' +
          'only whether participants liked it.',
      ],
    },
    {
      id: 'skill-usability-testing-2',
      type: 'situational',
      difficulty: 'EASY',
      question:
        'During a moderated usability session, a participant gets stuck and asks you whether they ' +
        'should click a particular button. What do you do?',
      answer:
        'I would avoid answering, because any hint invalidates that task and teaches the participant ' +
        'the interface. Instead I would turn the question back in a neutral, friendly way: what do you ' +
        'think that button would do, or what would you do if I were not here? That usually reveals ' +
        'their mental model, which is the most useful data in the session. I would stay relaxed and ' +
        'reassure them that we are testing the design, not them, and that being stuck is helpful ' +
        'information. If they remain stuck for a set time or become frustrated, I would let them give ' +
        'up or move them on, following the limit I decided before the study, and record the task as a ' +
        'failure along with where and why they got stuck. If a later task depends on that step, I would ' +
        'help them past it and note that I assisted. Afterward I would discuss the moment in the ' +
        'debrief, since a point where users get stuck is exactly what the test is meant to find.',
      evaluationCriteria: [
        'Strong: does not give the answer and turns the question back neutrally; weak: tells the ' +
          'participant what to click.',
        'Strong: reassures the participant that the design is being tested; weak: lets them feel they ' +
          'failed.',
        'Strong: uses a predefined give-up rule and records the task as failed or assisted; weak: ' +
          'silently helps and records success.',
        'Strong: treats the stuck point as a key finding; weak: dismisses it as user error.',
      ],
    },
  ],
  'Account Reconciliation': [
    {
      id: 'skill-account-reconciliation-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Walk me through a bank reconciliation. The bank statement shows 50,200, the general ledger ' +
        'shows 48,900, there are 2,100 of outstanding checks, a 1,000 deposit in transit, a 40 bank ' +
        'fee, and 240 of interest not yet recorded.',
      answer:
        'A bank reconciliation brings both balances to the same adjusted cash figure and explains every ' +
        'difference. On the bank side, I adjust for items the company has recorded but the bank has ' +
        'not: add the 1,000 deposit in transit and subtract the 2,100 of outstanding checks, so 50,200 ' +
        'plus 1,000 minus 2,100 gives 49,100. On the book side, I adjust for items the bank has ' +
        'recorded but the company has not: subtract the 40 bank fee and add the 240 of interest, so ' +
        '48,900 minus 40 plus 240 also gives 49,100. The adjusted balances agree, so the reconciliation ' +
        'is complete. Only the book-side items need journal entries: debit bank fee expense 40 and ' +
        'credit cash 40, and debit cash 240 and credit interest income 240. I would also check that ' +
        'outstanding checks clear in the next statement and follow up on any stale ones, and the ' +
        'reconciliation would be reviewed and signed off by someone other than the preparer.',
      evaluationCriteria: [
        'Strong: separates bank-side and book-side adjustments correctly; weak: adjusts everything on ' +
          'one side.',
        'Strong: reaches the adjusted balance of 49,100 on both sides; weak: arithmetic or sign errors.',
        'Strong: records journal entries only for book-side items; weak: books entries for outstanding ' +
          'checks.',
        'Strong: mentions follow-up on stale items and independent review; weak: stops at the math.',
      ],
    },
    {
      id: 'skill-account-reconciliation-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A balance sheet account, such as accrued liabilities, has an unreconciled difference of 37,450 ' +
        'that has grown over several months. How do you investigate and fix it?',
      answer:
        'I would first rebuild the account with a roll-forward: opening balance, additions, reversals, ' +
        'and payments for each month, reconciled to supporting detail such as a subledger or schedule ' +
        'of individual accruals, so I can see in which month the difference first appeared. Then I look ' +
        "at that month's entries. Useful tests: a difference divisible by 9 suggests a transposition; " +
        'one that equals half of an entry suggests a posting with the wrong sign; an amount matching a ' +
        'specific entry suggests a duplicate or a missing reversal. Accrual accounts often fail because ' +
        'an accrual was booked and the invoice was later posted directly to expense without reversing ' +
        'the accrual, or an auto-reversing entry was set up incorrectly. I also check entries from ' +
        'other departments posted to the wrong account, manual journal entries near period close, and ' +
        'foreign exchange revaluation if relevant. Once explained, I post correcting entries with ' +
        'documentation and approval, assess whether prior periods are materially affected, and fix the ' +
        'process, such as monthly reconciliations with aging and review.',
      evaluationCriteria: [
        'Strong: builds a monthly roll-forward to locate when the difference began; weak: searches the ' +
          'whole ledger randomly.',
        'Strong: uses diagnostic tests such as divisible by 9 or half amounts; weak: no technique for ' +
          'spotting errors.',
        'Strong: knows typical accrual failure modes such as missing reversals; weak: does not ' +
          "understand the account's mechanics.",
        'Strong: corrects with documented, approved entries, assesses materiality, and fixes the ' +
          'control; weak: plugs the difference.',
      ],
    },
  ],
  'AP Style': [
    {
      id: 'skill-ap-style-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'Explain the main Associated Press style rules for numbers.',
      answer:
        'In general, AP spells out whole numbers from one through nine and uses figures for 10 and ' +
        'above. There are many exceptions where figures are always used, even below 10: ages, as in a ' +
        '5-year-old girl; percentages, written with the percent sign since the 2019 update, as in 4%; ' +
        'dollar amounts, as in $5; dates, times, and addresses; dimensions and distances such as 6 ' +
        'feet; scores; and academic course numbers. Large amounts use figures with words, as in 2.5 ' +
        'million people or $3.4 million, rather than a long string of zeros. A number starting a ' +
        'sentence is spelled out, as in Fifteen people attended, except a year, which stays a figure. ' +
        'Ordinals follow the same pattern: first through ninth are spelled out, 10th and higher use ' +
        'figures. Decades use figures, as in the 1990s, with no apostrophe before the s.',
      evaluationCriteria: [
        'Strong: states the one-through-nine rule correctly; weak: spells out all numbers.',
        'Strong: lists key exceptions such as ages, percentages, money, and dimensions; weak: applies ' +
          'the rule without exceptions.',
        'Strong: knows the percent sign change and millions format; weak: uses outdated rules.',
        'Strong: handles sentence-initial numbers and ordinals; weak: misses these.',
      ],
    },
    {
      id: 'skill-ap-style-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Edit this sentence into AP style and explain each change: On Tuesday, September 10th, Vice ' +
        'President of Sales Jane Ortiz of Boise, ID announced the company had hired 12 new employees.',
      answer:
        'Assuming the story runs more than a week after the date, the AP version is: On Sept. 10, vice ' +
        'president of sales Jane Ortiz of Boise, Idaho, announced the company had hired 12 new ' +
        'employees. The changes: AP uses the day of the week only for dates within seven days of ' +
        'publication and the month and figure beyond that, not both, so Tuesday goes. September is ' +
        'abbreviated to Sept. when used with a specific date, though March, April, May, June, and July ' +
        'are never abbreviated. Dates use cardinal figures, so 10th becomes 10. Titles are capitalized ' +
        'only when they are formal titles directly before a name; a job description such as vice ' +
        'president of sales is lowercase. Since 2014, AP spells out state names in the body of stories, ' +
        'so ID becomes Idaho, and a comma follows the state as well as preceding it. The number 12 ' +
        'stays a figure. I would also check whether to use new, since hired already implies it.',
      evaluationCriteria: [
        'Strong: produces a correct AP version and applies the day-of-week rule; weak: leaves ordinals ' +
          'or postal abbreviations.',
        'Strong: explains month abbreviation rules including which months are never abbreviated; weak: ' +
          'abbreviates March or July.',
        'Strong: applies the title capitalization rule correctly; weak: capitalizes all titles.',
        'Strong: spells out the state and adds the trailing comma; weak: misses the comma after the state.',
      ],
    },
  ],
  Closing: [
    {
      id: 'skill-closing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you know a deal is ready to close, and how do you ask for the business without ' +
        'pressuring the buyer?',
      answer:
        'A deal is ready when the buyer has confirmed, not just the rep believes, the key facts: the ' +
        'problem is important and urgent, the solution meets their decision criteria, the economic ' +
        'buyer who signs has agreed, and the purchasing, legal, and security steps are known. I manage ' +
        'that with a mutual action plan built with the buyer: the dates for each step through signature ' +
        'and implementation start, with owners on both sides. Throughout, I use trial closes, such as: ' +
        'based on what we have seen, is there anything that would stop you moving forward? Objections ' +
        "raised early are far easier to solve than at the end. When the plan's steps are complete, the " +
        'close is a natural question: you have confirmed it solves the three problems we discussed and ' +
        'the start date works, so shall I send the order form today? Pressure tactics such as fake ' +
        "deadlines damage trust and often cause cancellations later, so I rely on the buyer's own " +
        'timeline and reasons.',
      evaluationCriteria: [
        'Strong: defines readiness by buyer-confirmed criteria including the economic buyer and paper ' +
          'process; weak: relies on gut feel.',
        'Strong: uses a mutual action plan with dates and owners; weak: keeps next steps vague.',
        'Strong: uses trial closes to surface objections early; weak: discovers objections at signature.',
        "Strong: asks clearly and directly based on the buyer's stated reasons; weak: uses artificial " +
          'urgency or never asks.',
      ],
    },
    {
      id: 'skill-closing-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'At the end of the quarter, a buyer tells you they will sign today if you give them a 25 ' +
        'percent discount. What do you do?',
      answer:
        'I would not just accept or refuse. First I would find out whether this is a real condition or ' +
        'a standard negotiating move, and whether price is the actual obstacle: is the budget short, is ' +
        'a competitor cheaper, or are they testing? If value is not established, a discount will not ' +
        'fix it. If a concession is justified, I would trade rather than give: a larger discount in ' +
        'exchange for something of value to us, such as a multi-year term, payment up front, a larger ' +
        'initial scope, signature by a specific time, or agreement to be a reference or case study. I ' +
        'would stay within my approval authority and get sign-off from sales management or deal desk ' +
        'for anything beyond it, presenting the margin impact and what we get in return. I would also ' +
        'be wary of setting a precedent: if the buyer learns that waiting until quarter end produces 25 ' +
        'percent, every renewal will follow that pattern. If the numbers do not work, I would accept ' +
        'that the deal may slip rather than sell at a loss.',
      evaluationCriteria: [
        'Strong: diagnoses whether price is the real obstacle; weak: assumes the discount is necessary.',
        'Strong: trades concessions for value such as term length or prepayment; weak: gives the ' +
          'discount for nothing.',
        'Strong: follows approval authority with margin analysis; weak: exceeds authority to hit quota.',
        'Strong: considers the precedent and is willing to let the deal slip; weak: discounts ' +
          'reflexively at quarter end.',
      ],
    },
  ],
  'Cost Control': [
    {
      id: 'skill-cost-control-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A project has a budget at completion of 500,000. At month four, planned value is 200,000, ' +
        'earned value is 160,000, and actual cost is 190,000. Interpret the numbers and forecast the ' +
        'final cost.',
      answer:
        'Earned value management compares what was planned, what was accomplished, and what it cost. ' +
        'Cost variance is earned value minus actual cost: 160,000 minus 190,000, or minus 30,000, so we ' +
        'spent 30,000 more than the work done was worth. Schedule variance is earned value minus ' +
        'planned value: minus 40,000, so we are behind schedule. The cost performance index is EV ' +
        'divided by AC, about 0.84, so we get 84 cents of work per dollar spent, and the schedule ' +
        'performance index is EV divided by PV, 0.80. If the current cost efficiency continues, the ' +
        'estimate at completion is the budget divided by CPI: 500,000 divided by 0.84, about 595,000, a ' +
        'projected overrun of about 95,000. If the overrun came from a one-time problem, the estimate ' +
        'is AC plus the remaining budget, 190,000 plus 340,000, or 530,000. I would find the root cause ' +
        'of both variances, decide which forecast fits, and present corrective options such as ' +
        're-scoping, resequencing, or requesting contingency.',
      evaluationCriteria: [
        'Strong: computes CV, SV, CPI, and SPI correctly; weak: compares only actual cost to planned value.',
        'Strong: interprets each metric in plain language; weak: reports numbers without meaning.',
        'Strong: forecasts EAC using CPI and an alternative for one-time variances; weak: assumes the ' +
          'budget will still hold.',
        'Strong: connects variances to root causes and corrective actions; weak: stops at calculation.',
      ],
    },
    {
      id: 'skill-cost-control-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'In a {role} job, you notice overtime costs in your area are running 20 percent over budget for ' +
        'the third month in a row. How do you get them under control?',
      answer:
        'I would start by finding out where and why the overtime is occurring, by breaking it down by ' +
        'person, shift, day of the week, and type of work. Overtime is usually a symptom: chronic ' +
        'vacancies, absenteeism, uneven scheduling against demand, rework, or a few people who ' +
        'volunteer for most of it. Then I would target the cause. If demand peaks predictably, I would ' +
        'adjust schedules, stagger shifts, or use part-time or cross-trained staff. If vacancies are ' +
        'driving it, I would compare overtime cost with hiring or temporary help. If rework is the ' +
        'driver, I would fix the quality problem. I would also tighten controls: overtime requires ' +
        'advance approval except in emergencies, with a weekly report to supervisors. I would make sure ' +
        'any changes comply with wage and hour rules, including paying all overtime actually worked, ' +
        'since unauthorized overtime must still be paid. Finally I would track the weekly trend against ' +
        'the budget so I can tell whether the changes are working.',
      evaluationCriteria: [
        'Strong: analyzes overtime by person, shift, and cause before acting; weak: imposes a blanket ban.',
        'Strong: addresses root causes such as vacancies, scheduling, or rework; weak: treats overtime ' +
          'as the problem itself.',
        'Strong: adds approval controls and weekly reporting; weak: no ongoing control.',
        'Strong: respects wage and hour law, paying all hours worked; weak: suggests refusing to pay ' +
          'unapproved overtime.',
      ],
    },
  ],
  'Data Modeling': [
    {
      id: 'skill-data-modeling-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain normalization up to third normal form with an example, and say when you would ' +
        'deliberately denormalize.',
      answer:
        'Normalization organizes data to remove redundancy and update anomalies. First normal form ' +
        'requires atomic values and no repeating groups: an order row should not hold a comma-separated ' +
        'list of products; each product goes in an order line row. Second normal form applies to tables ' +
        'with composite keys: every non-key column must depend on the whole key, so in an order lines ' +
        'table keyed by order and product, the product name depends only on the product and belongs in ' +
        'a products table. Third normal form removes transitive dependencies: if the orders table ' +
        'stores customer ID and also customer city, the city depends on the customer, not the order, so ' +
        'it moves to the customers table. The result is that each fact is stored once, so updating a ' +
        "customer's city cannot leave inconsistent copies. I denormalize deliberately for read-heavy " +
        'analytics, such as star schemas in a warehouse, for performance-critical queries, or to store ' +
        'historical snapshots such as the price on an order line, accepting the cost of keeping copies ' +
        'consistent.',
      evaluationCriteria: [
        'Strong: defines 1NF, 2NF, and 3NF accurately with examples; weak: gives vague definitions.',
        'Strong: explains the update anomalies normalization prevents; weak: says it only saves space.',
        'Strong: gives valid reasons to denormalize, such as analytics or snapshots; weak: says ' +
          'normalization is always right or always slow.',
        'Strong: recognizes the consistency cost of denormalizing; weak: ignores it.',
      ],
    },
    {
      id: 'skill-data-modeling-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Model products whose prices change over time, so that reports can show the price in effect on ' +
        'any date and historical orders keep the price actually charged.',
      answer:
        'I would separate two facts. The price list is a history: a product price table with product ' +
        'ID, price, currency, valid from, and valid to, where valid to is null or a far-future date for ' +
        'the current price. A query for the price on a date finds the row whose range contains that ' +
        'date. To prevent overlapping ranges, which would return two prices, I would enforce it in the ' +
        'database, for example in PostgreSQL with a range column and an exclusion constraint, or with ' +
        'careful transactional updates that close the old row and open the new one. The price charged ' +
        'is a separate fact, stored on each order line at the time of sale, along with discounts and ' +
        'tax, because the amount charged can differ from the list price and must never change when the ' +
        'price list does. I would use half-open intervals, inclusive start and exclusive end, to avoid ' +
        'gaps at boundaries, and store timestamps in UTC. For analytics, the same idea appears as a ' +
        'type 2 slowly changing dimension.',
      evaluationCriteria: [
        'Strong: models price history with validity ranges; weak: overwrites the price in the product ' +
          'table.',
        'Strong: stores the charged price on the order line separately; weak: joins orders to the ' +
          'current price.',
        'Strong: prevents overlapping ranges with constraints and uses half-open intervals; weak: ' +
          'ignores overlaps and boundaries.',
        'Strong: connects the pattern to slowly changing dimensions or bitemporal needs; weak: no ' +
          'awareness of related patterns.',
      ],
    },
  ],
  'Electronic Health Records': [
    {
      id: 'skill-electronic-health-records-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you protect patient privacy when working in an electronic health record system?',
      answer:
        "I follow HIPAA's minimum necessary standard: I only open the records I need for my current " +
        'job, and never look up a family member, coworker, celebrity, or myself out of curiosity, ' +
        'because every access is logged and audited, and snooping leads to termination and possible ' +
        "fines. I use only my own login, never share credentials or chart under someone else's session, " +
        'and lock or log out whenever I step away from the workstation. I keep screens positioned away ' +
        'from public view and avoid discussing patients where others can hear. If I need to use ' +
        'emergency break-the-glass access to a restricted record, I document the reason. I only print ' +
        'or export when necessary and dispose of paper in secure shred bins. I verify the patient with ' +
        'two identifiers before documenting, so information does not end up in the wrong chart. If I ' +
        'suspect a privacy breach, such as information sent to the wrong person, I report it ' +
        'immediately to the privacy officer.',
      evaluationCriteria: [
        'Strong: applies the minimum necessary standard and knows access is audited; weak: thinks ' +
          'viewing without sharing is fine.',
        'Strong: protects credentials and locks workstations; weak: shares logins for convenience.',
        'Strong: uses two identifiers to avoid wrong-chart documentation; weak: relies on names alone.',
        'Strong: reports suspected breaches promptly; weak: tries to handle it quietly.',
      ],
    },
    {
      id: 'skill-electronic-health-records-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What are the most common documentation and safety pitfalls in EHR use, and how do you avoid ' +
        'them?',
      answer:
        'Copy-forward and templates are the biggest documentation risk: copying a previous note carries ' +
        "outdated findings, such as resolved symptoms or old medications, into today's record, creating " +
        'errors and note bloat, and it can raise billing compliance issues. I only copy what I have ' +
        'verified and update it. Alert fatigue is a safety risk: when systems fire many low-value ' +
        'alerts, clinicians override important ones, so I read interruptive alerts and report ones that ' +
        'are consistently irrelevant so they can be tuned. Wrong-patient errors happen when several ' +
        "charts are open; I keep one patient's record open at a time and check identifiers before " +
        'orders. Default values in order sets, such as a standard dose, can be wrong for a specific ' +
        'patient. Free text hidden in the wrong field may never be seen by the next clinician. I also ' +
        'remember that under the 21st Century Cures Act, patients generally can read their notes ' +
        'electronically, so I write objectively and respectfully. Finally, I document in real time ' +
        'whenever possible.',
      evaluationCriteria: [
        'Strong: explains copy-forward risks and verifies copied content; weak: copies notes routinely.',
        'Strong: recognizes alert fatigue and wrong-patient risks with specific countermeasures; weak: ' +
          'overrides alerts automatically.',
        'Strong: checks order set defaults for the patient; weak: trusts defaults.',
        'Strong: knows patients can access notes under the Cures Act and writes accordingly; weak: ' +
          'unaware of patient access.',
      ],
    },
  ],
  'Event Planning': [
    {
      id: 'skill-event-planning-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you build the budget for a one-day event for 200 people, and what costs are commonly ' +
        'underestimated?',
      answer:
        'I start with the goals and the must-haves, then build the budget line by line: venue rental, ' +
        'food and beverage, audiovisual, staffing, decor, speakers, printing, transportation, ' +
        'insurance, and registration or ticketing fees. Food and beverage often has a minimum spend, ' +
        'and venue menus are usually quoted before a service charge, commonly around 20 to 25 percent, ' +
        'plus sales tax, which in many places also applies to the service charge; so a 60 dollar lunch ' +
        'can cost over 80 per person. Audiovisual costs are frequently underestimated, especially when ' +
        'the venue requires its in-house supplier or charges a patching fee for outside vendors, plus ' +
        'labor minimums and overtime for early setup. Other surprises include rigging, power, Wi-Fi ' +
        'upgrades, security, permits, and gratuities. I add a contingency of about 10 percent, track ' +
        'committed costs against the budget as contracts are signed, and read contract terms carefully, ' +
        'including cancellation, attrition, and final guarantee deadlines, since guaranteed numbers are ' +
        'billed even if fewer people attend.',
      evaluationCriteria: [
        'Strong: builds the budget line by line from goals; weak: uses a single per-person estimate.',
        'Strong: accounts for service charges, tax, and minimums in food costs; weak: budgets only menu ' +
          'prices.',
        'Strong: identifies commonly underestimated items such as in-house AV and labor; weak: misses ' +
          'hidden costs.',
        'Strong: includes contingency and reviews contract terms such as guarantees; weak: no contingency.',
      ],
    },
    {
      id: 'skill-event-planning-2',
      type: 'situational',
      difficulty: 'EASY',
      question:
        'Two hours before your event starts, the audiovisual vendor has not arrived and is not ' +
        'answering the phone. What do you do?',
      answer:
        'I would act immediately rather than wait, because two hours is barely enough to set up. I ' +
        "would keep calling and texting the vendor's main office and the on-site lead listed in my " +
        'contact sheet, and check whether they went to the wrong entrance or loading dock. At the same ' +
        "time, I would ask the venue's event manager what in-house equipment and technicians are " +
        'available, since most venues have a basic projector, screen, and microphones, and I would call ' +
        'a backup AV supplier from my vendor list. I would prioritize the essentials: microphones for ' +
        'the speakers and a way to show slides. I would let the speakers and my client or manager know ' +
        'quickly and calmly, with the plan, and adjust the run of show if needed, for example opening ' +
        'with a session that needs no slides. Afterward, I would document the failure, enforce the ' +
        'contract terms with the vendor, and add a confirmation call the day before and an arrival ' +
        'check-in to my process.',
      evaluationCriteria: [
        'Strong: acts immediately on several tracks in parallel; weak: waits and hopes.',
        'Strong: uses the venue and backup suppliers and prioritizes essentials; weak: has no fallback.',
        'Strong: informs stakeholders calmly and adjusts the program; weak: surprises speakers at the ' +
          'last minute.',
        'Strong: follows up on the contract and improves confirmation steps; weak: no lessons learned.',
      ],
    },
  ],
  'Food Safety': [
    {
      id: 'skill-food-safety-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What are the key temperature rules for keeping food safe, from cooking to holding and cooling?',
      answer:
        'Under the FDA Food Code, the temperature danger zone is between 41 and 135 degrees Fahrenheit, ' +
        'where bacteria multiply fastest. Cold food must be held at 41 degrees or below and hot food at ' +
        '135 degrees or above. Minimum internal cooking temperatures include 165 degrees for poultry ' +
        'and stuffed foods, 155 degrees for ground meats such as hamburger, and 145 degrees for whole ' +
        'cuts of beef, pork, and fish, each held for a specified time. Food reheated for hot holding ' +
        'must reach 165 degrees within two hours. Cooling is where many outbreaks start: cooked food ' +
        'must drop from 135 to 70 degrees within two hours and then to 41 degrees or below within a ' +
        'further four hours, six hours total. To cool quickly I divide food into shallow pans, use ice ' +
        'baths or ice wands, and never put a large hot stockpot straight into the walk-in. I check ' +
        'temperatures with a calibrated probe thermometer and log them.',
      evaluationCriteria: [
        'Strong: states the 41 to 135 degree danger zone and holding temperatures; weak: gives vague or ' +
          'wrong ranges.',
        'Strong: gives correct cooking temperatures for poultry, ground meat, and whole cuts; weak: one ' +
          'temperature for everything.',
        'Strong: knows the two-stage cooling rule and practical cooling methods; weak: cools food at ' +
          'room temperature or in large pots.',
        'Strong: uses calibrated thermometers and logs readings; weak: judges doneness by appearance.',
      ],
    },
    {
      id: 'skill-food-safety-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Explain the seven principles of HACCP and apply them to a kitchen that cooks soup in large ' +
        'batches, chills it, and reheats it later.',
      answer:
        'HACCP, hazard analysis and critical control points, has seven principles: conduct a hazard ' +
        'analysis, determine critical control points, set critical limits, establish monitoring, define ' +
        'corrective actions, verify that the system works, and keep records. For batch soup, the hazard ' +
        'analysis identifies biological hazards such as Clostridium perfringens and Bacillus cereus, ' +
        'whose spores survive cooking and grow if soup cools slowly, plus allergens. Critical control ' +
        'points are cooking, cooling, and reheating. Critical limits: cook to at least 165 degrees ' +
        'Fahrenheit; cool from 135 to 70 within two hours and to 41 within six hours total; reheat to ' +
        '165 within two hours. Monitoring means probe checks at set times, recorded on a cooling log. ' +
        'Corrective actions are predefined: if soup is not at 70 degrees by two hours, reheat to 165 ' +
        'and restart cooling, or discard it if the time is unknown. Verification includes a manager ' +
        'reviewing logs daily and calibrating thermometers. Records are kept for inspectors. Allergen ' +
        'labeling and prerequisite programs such as cleaning support the plan.',
      evaluationCriteria: [
        'Strong: lists the seven principles in order; weak: confuses HACCP with general hygiene.',
        'Strong: identifies relevant hazards such as spore-forming bacteria; weak: names only generic ' +
          'germs.',
        'Strong: sets correct critical limits for cooking, cooling, and reheating; weak: gives wrong ' +
          'temperatures or times.',
        'Strong: defines specific corrective actions, verification, and records; weak: monitoring with ' +
          'no action plan.',
      ],
    },
  ],
  'Interaction Design': [
    {
      id: 'skill-interaction-design-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "How do Fitts's law and Hick's law influence interaction design decisions? Give concrete " +
        'examples.',
      answer:
        "Fitts's law says the time to reach a target depends on the distance to it and its size: large, " +
        'nearby targets are faster to hit. So primary actions get large touch targets, at least 24 by ' +
        "24 CSS pixels under WCAG 2.2's minimum, and in practice 44 to 48 points on mobile, placed " +
        'where the hand or cursor already is, such as a submit button directly after the last field. ' +
        'Screen edges and corners are effectively infinite targets for a mouse, which is why menus at ' +
        'the screen edge are quick to reach. Destructive actions should not sit right next to frequent ' +
        "ones. Hick's law says decision time grows with the number and complexity of choices. So I " +
        'reduce visible options, group and label them clearly, highlight a recommended default, and use ' +
        'progressive disclosure to hide advanced settings until needed. A long onboarding form might be ' +
        'split into steps with one question per screen. Both are heuristics, not formulas to apply ' +
        'blindly, so I validate decisions with testing.',
      evaluationCriteria: [
        "Strong: states Fitts's law correctly in terms of size and distance; weak: confuses the two laws.",
        'Strong: gives concrete applications such as target sizes and placement; weak: stays theoretical.',
        "Strong: applies Hick's law through fewer choices, defaults, and progressive disclosure; weak: " +
          'says always minimize options.',
        'Strong: treats them as heuristics to validate by testing; weak: treats them as absolute rules.',
      ],
    },
    {
      id: 'skill-interaction-design-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you design the interaction for deleting a project in a collaboration app? Consider ' +
        'error prevention, recovery, and accessibility.',
      answer:
        'I would match the safeguard to how reversible and how costly the action is. Confirmation ' +
        'dialogs for every deletion become habits that users click through without reading, so for a ' +
        'reversible action the better pattern is to delete immediately, show a toast or banner with an ' +
        'Undo option for several seconds, and keep the project in a trash or archive for a period such ' +
        'as 30 days. For a truly irreversible deletion of a shared project, I would use a confirmation ' +
        'that states the consequences specifically, such as this will delete 48 files for 6 ' +
        'collaborators, and ask the user to type the project name, which forces attention. The ' +
        'destructive button is clearly labeled, such as Delete project, not OK, and styled distinctly ' +
        'from the safe option, which gets the default focus. For accessibility, the dialog traps focus, ' +
        'returns focus afterward, and announces the outcome and undo option through a live region, ' +
        'leaving enough time to use it. Collaborators get notified, and admins can restore from an ' +
        'audit log.',
      evaluationCriteria: [
        'Strong: prefers undo and soft delete over routine confirmations; weak: adds are-you-sure ' +
          'dialogs everywhere.',
        'Strong: makes irreversible confirmations specific, with consequences and deliberate input; ' +
          'weak: generic OK and Cancel.',
        'Strong: uses clear destructive labels with safe default focus; weak: makes Delete the default ' +
          'button.',
        'Strong: addresses focus management, live announcements, and timing for accessibility; weak: ' +
          'ignores keyboard and screen reader users.',
      ],
    },
  ],
  Logistics: [
    {
      id: 'skill-logistics-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'Under Incoterms 2020, explain who bears the costs and risks under FOB, CIF, DAP, and DDP.',
      answer:
        'Incoterms define where the seller delivers, when risk passes to the buyer, and who pays which ' +
        'costs. They do not cover transfer of ownership or payment terms. FOB, free on board, and CIF, ' +
        'cost insurance and freight, are meant only for sea and inland waterway shipments. Under both, ' +
        'risk passes to the buyer when goods are loaded on board the vessel at the port of shipment. ' +
        'The difference is cost: under FOB the buyer pays the main freight, while under CIF the seller ' +
        'pays freight and must buy insurance, but only minimum cover under Institute Cargo Clauses C, ' +
        'so buyers often buy more. For containers, FCA is usually more appropriate than FOB because ' +
        'goods are handed over at a terminal before loading. DAP, delivered at place, means the seller ' +
        'bears cost and risk to the named destination, ready for unloading, and the buyer handles ' +
        'import clearance and duties. DDP, delivered duty paid, adds import clearance and duties to the ' +
        "seller's obligations, which is hard for a foreign seller.",
      evaluationCriteria: [
        'Strong: explains that risk passes on board for FOB and CIF; weak: thinks CIF moves risk to the ' +
          'destination.',
        "Strong: notes CIF's minimum insurance requirement; weak: assumes full insurance.",
        'Strong: distinguishes DAP and DDP by import duties and clearance; weak: confuses them.',
        'Strong: knows FOB and CIF are for sea freight and suggests FCA for containers; weak: uses FOB ' +
          'for air freight.',
      ],
    },
    {
      id: 'skill-logistics-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A critical inbound shipment is delayed two weeks by port congestion, and your production or ' +
        'sales plan depends on it. What do you do?',
      answer:
        'I would start with the facts: exactly which items and quantities are delayed, the realistic ' +
        'new arrival date from the carrier and forwarder, and how much stock we have on hand and in ' +
        'transit elsewhere, so I know the date we actually run out. Then I would list the options with ' +
        'costs and timing. We could expedite part of the order by air from the supplier, only enough to ' +
        'cover the gap, since air freight costs many times more than ocean freight. We could reroute or ' +
        'transload if another port is clear, ask the forwarder to prioritize the container once it is ' +
        'discharged, or source a small quantity from an alternate supplier or another location. On the ' +
        'demand side, we could prioritize the most valuable customers and orders. I would take a ' +
        'recommendation with the cost of each option versus the cost of a stockout to my manager, tell ' +
        'affected customers early, and afterward review safety stock levels, lead times, and supplier ' +
        'and port diversification.',
      evaluationCriteria: [
        'Strong: quantifies the gap and the stockout date before acting; weak: reacts without knowing ' +
          'the impact.',
        'Strong: considers partial air freight, rerouting, alternate supply, and demand prioritization; ' +
          'weak: only waits or only expedites everything.',
        'Strong: compares the cost of options with the cost of a stockout; weak: ignores cost.',
        'Strong: communicates early and revisits safety stock and diversification; weak: no lessons ' +
          'learned.',
      ],
    },
  ],
  'Marketing Strategy': [
    {
      id: 'skill-marketing-strategy-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you build a marketing strategy for taking an existing product into a new customer ' +
        'segment?',
      answer:
        'I would start with research on the segment: their needs, buying process, current alternatives, ' +
        'and how big and reachable the segment is, using interviews, market data, and any existing ' +
        'customers in it. Segmentation and targeting come next: defining the most attractive ' +
        'sub-segment we can win first, rather than the whole market. Then positioning: a clear ' +
        'statement of who it is for, what need it meets, what category it competes in, and why it is ' +
        'better than the alternatives, backed by proof points. From the positioning I would set the ' +
        "marketing mix: product adjustments, pricing and packaging suited to the segment's budgets, the " +
        'channels where they actually discover and buy, and messaging. I would set measurable ' +
        'objectives, such as a target number of qualified opportunities and customers in six months, ' +
        'and leading indicators such as conversion rates. I would launch with a test-and-learn ' +
        'approach, small pilots in two or three channels with a budget reserved to scale what works, ' +
        'and review results monthly against the plan.',
      evaluationCriteria: [
        'Strong: grounds the strategy in segment research; weak: assumes the new segment behaves like ' +
          'the current one.',
        'Strong: uses segmentation, targeting, and positioning explicitly; weak: jumps straight to tactics.',
        'Strong: writes a specific positioning with proof points; weak: generic value claims.',
        'Strong: sets measurable goals and tests channels before scaling; weak: commits the whole ' +
          'budget upfront.',
      ],
    },
    {
      id: 'skill-marketing-strategy-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you decide how to allocate a marketing budget across channels, and how do you know ' +
        'which spend is actually driving results?',
      answer:
        'Last-click and platform-reported attribution overstate channels that capture existing demand, ' +
        'such as branded search and retargeting, and understate channels that create it, such as video ' +
        'or podcasts. So I combine three methods. Marketing mix modeling uses regression on historical ' +
        'spend and sales, accounting for seasonality, price, and diminishing returns, to estimate each ' +
        "channel's contribution and response curve; open-source tools such as Meta's Robyn and Google's " +
        'Meridian have made it more accessible, and it does not depend on user-level tracking. ' +
        'Incrementality experiments, such as geo tests where spend is changed in some regions and held ' +
        'steady in matched ones, or platform lift tests with holdout groups, give causal evidence and ' +
        'are used to calibrate the model. Multi-touch or platform attribution is still useful for ' +
        'day-to-day optimization within a channel. For allocation, I shift budget toward the channels ' +
        'with the highest marginal return at current spend, not the highest average return, since each ' +
        'channel saturates, and I rerun tests regularly.',
      evaluationCriteria: [
        'Strong: explains why last-click attribution is biased; weak: allocates by last-click conversions.',
        'Strong: describes marketing mix modeling and incrementality tests correctly; weak: names them ' +
          'without understanding.',
        'Strong: uses experiments to calibrate models; weak: trusts one method alone.',
        'Strong: allocates by marginal rather than average return; weak: funds the channel with the ' +
          'best average ROAS without limit.',
      ],
    },
  ],
  'People Management': [
    {
      id: 'skill-people-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you run one-on-ones and delegate in a way that fits each person on your team?',
      answer:
        'I hold weekly or biweekly one-on-ones that belong to the employee: they bring the agenda, and ' +
        'I make sure we cover progress and obstacles, feedback in both directions, and development, not ' +
        'just status updates that could be written. I take notes and follow through on what I promise. ' +
        "For delegation, I adapt to each person's competence and commitment for the specific task, in " +
        'the spirit of situational leadership. Someone new to a task gets clear direction, defined ' +
        'steps, and frequent check-ins; someone experienced but unsure gets coaching and encouragement; ' +
        'someone highly capable gets the outcome, constraints, and deadline, and the freedom to choose ' +
        'how. When I delegate, I am explicit about the result expected, the decision authority they ' +
        'have, the resources available, and when we will check progress, and I resist taking work back ' +
        'when it gets difficult. I also delegate stretch work deliberately, as the main way people ' +
        "grow, and I adjust my style as each person's capability develops.",
      evaluationCriteria: [
        'Strong: makes one-on-ones employee-driven and covers development and feedback; weak: uses them ' +
          'for status only.',
        "Strong: adapts delegation to each person's skill and confidence for the task; weak: manages " +
          'everyone the same way.',
        'Strong: clarifies outcome, authority, resources, and check-ins when delegating; weak: hands ' +
          'off tasks vaguely.',
        'Strong: uses delegation for growth and avoids taking work back; weak: keeps important work for ' +
          'themselves.',
      ],
    },
    {
      id: 'skill-people-management-2',
      type: 'behavioural',
      difficulty: 'HARD',
      question: 'Tell me about a time you led your team through a change that most of them disagreed with.',
      answer:
        'Situation: Our organization decided to consolidate two customer support queues into one, which ' +
        'meant my team of eight would handle unfamiliar product questions and lose some of their ' +
        'specialization. Most of them opposed it and morale dropped. Task: I had to implement the ' +
        'change within a quarter while keeping service levels and the team together. Action: I ' +
        'explained the reasons honestly, including the parts I had also questioned, and admitted what ' +
        'was still undecided. I asked the team to list their specific concerns, and most were ' +
        'practical: lack of training and fear of lower quality scores during the transition. I took ' +
        'those to my director and got a four-week grace period on quality targets and time for ' +
        'cross-training led by our own specialists. I checked in individually with the two strongest ' +
        'critics, who later helped design the training. Result: We completed the consolidation on ' +
        'schedule, service levels dipped for three weeks and then recovered, and I lost no team members ' +
        'during the change.',
      evaluationCriteria: [
        'Strong: explains the reasons honestly without pretending to agree with everything; weak: just ' +
          'announces the decision.',
        'Strong: gathers specific concerns and acts on them by securing support; weak: dismisses ' +
          'resistance.',
        'Strong: engages critics directly and gives them a role; weak: sidelines them.',
        'Strong: reports measurable results, including retention and performance, in STAR form; weak: ' +
          'no outcome.',
      ],
    },
  ],
  Procurement: [
    {
      id: 'skill-procurement-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Walk me through how you would run a competitive sourcing event for a significant purchase, and ' +
        'how you evaluate the bids.',
      answer:
        'I start with the business need and a clear specification or statement of work written with the ' +
        'requesters, plus a spend and market analysis to identify qualified suppliers. I define ' +
        'evaluation criteria and weightings before issuing the request, for example price and total ' +
        'cost 40 percent, technical fit 30, service and support 15, and risk, including financial ' +
        'stability and security, 15, so the decision cannot be shaped around a favorite afterward. The ' +
        'request for proposal gives every supplier the same information, timeline, and question ' +
        'process, with answers shared with all bidders. I compare total cost of ownership, not just ' +
        'unit price: implementation, training, maintenance, switching costs, and payment terms. A ' +
        'cross-functional panel scores proposals independently against the criteria, then we shortlist, ' +
        'hold demonstrations or reference checks, and negotiate with two finalists to keep competitive ' +
        'tension. I document the decision and rationale, confirm conflicts of interest are declared, ' +
        'and notify unsuccessful suppliers professionally.',
      evaluationCriteria: [
        'Strong: defines requirements and weighted criteria before issuing the RFP; weak: decides ' +
          'criteria after seeing bids.',
        'Strong: treats all suppliers equally with shared answers; weak: gives some bidders extra ' +
          'information.',
        'Strong: evaluates total cost of ownership; weak: compares unit price only.',
        'Strong: uses independent cross-functional scoring and documents the decision; weak: one person ' +
          'decides informally.',
      ],
    },
    {
      id: 'skill-procurement-2',
      type: 'technical',
      difficulty: 'EASY',
      question: 'Explain the procure-to-pay process and the purpose of a three-way match.',
      answer:
        'Procure-to-pay covers everything from identifying a need to paying the supplier. A requester ' +
        'raises a purchase requisition, which is approved according to the delegation of authority. ' +
        'Procurement converts it into a purchase order, choosing an approved supplier and agreeing ' +
        "price and terms; the PO is the company's commitment. When goods or services arrive, the " +
        'receiving team records a goods receipt confirming what was actually delivered. The supplier ' +
        'sends an invoice, and accounts payable pays it according to the payment terms. A three-way ' +
        'match compares the purchase order, the goods receipt, and the invoice before payment: the ' +
        'quantities, prices, and items must agree within set tolerances. It prevents paying for things ' +
        'that were never ordered, never received, or billed at the wrong price, and it is a key fraud ' +
        'control. Exceptions are routed to the buyer or requester to resolve. Segregation of duties ' +
        'matters too: the person who creates a supplier or PO should not also approve payment.',
      evaluationCriteria: [
        'Strong: lists the steps from requisition through payment in order; weak: skips approval or ' +
          'receipt.',
        'Strong: explains that the three-way match compares PO, goods receipt, and invoice; weak: ' +
          'cannot name the documents.',
        'Strong: explains why it prevents overpayment and fraud; weak: sees it as paperwork only.',
        'Strong: mentions tolerances, exception handling, or segregation of duties; weak: no controls ' +
          'beyond matching.',
      ],
    },
  ],
  Roadmapping: [
    {
      id: 'skill-roadmapping-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you use a scoring framework such as RICE to prioritize roadmap items? Work through an ' +
        'example.',
      answer:
        'RICE scores an item as reach times impact times confidence, divided by effort. Reach is how ' +
        'many people or events it affects in a period, impact a scaled estimate such as 3 for massive ' +
        'down to 0.25 for minimal, confidence a percentage reflecting how sure we are of the estimates, ' +
        'and effort the person-months required. Suppose feature A reaches 2,000 users a quarter, has ' +
        'impact 2, confidence 80 percent, and needs 4 person-months: 2,000 times 2 times 0.8, divided ' +
        'by 4, gives 800. Feature B reaches 500 users, impact 3, confidence 50 percent, and 1 ' +
        'person-month: 750. A edges ahead, but the scores are close enough that I would treat them as ' +
        "equal and look at other factors: strategic fit, dependencies, and whether B's low confidence " +
        'could be raised cheaply with research. Scoring is useful for making assumptions explicit and ' +
        'comparable, not for automatically deciding the roadmap, and items such as security fixes or ' +
        'compliance work may need to bypass it entirely.',
      evaluationCriteria: [
        'Strong: defines all four RICE components correctly; weak: confuses impact and reach.',
        'Strong: calculates the example scores correctly; weak: arithmetic errors.',
        'Strong: treats close scores as a prompt for judgment and research; weak: ranks mechanically.',
        'Strong: notes items that bypass scoring such as compliance; weak: forces everything through ' +
          'the formula.',
      ],
    },
    {
      id: 'skill-roadmapping-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Sales wants a roadmap with committed delivery dates to show customers, but your team plans in ' +
        'now, next, and later horizons because of uncertainty. How do you handle it?',
      answer:
        'I would first understand what sales actually needs: usually confidence to win specific deals, ' +
        'answers to common objections, and not being embarrassed by missed promises. Then I would offer ' +
        'a version that meets that need honestly. The now column, work in progress, can carry committed ' +
        'dates or at least quarters with high confidence. The next column can show target quarters, ' +
        'labeled as targets subject to change. The later column stays themes and problems we intend to ' +
        'solve, without dates. I would agree a rule that only product management communicates dates ' +
        'externally, and that customer-facing roadmaps carry a forward-looking disclaimer reviewed by ' +
        'legal. For a deal that hinges on a specific feature, I would join the conversation and ' +
        'evaluate it as a real prioritization decision, including the revenue at stake, rather than ' +
        'letting a date be promised informally. I would review the roadmap with sales monthly so they ' +
        'hear changes early. Over time, a record of delivering on the now items builds more trust than ' +
        'precise dates that slip.',
      evaluationCriteria: [
        'Strong: uncovers the underlying sales need; weak: refuses or caves immediately.',
        'Strong: offers confidence-graded commitments by horizon; weak: puts dates on everything.',
        'Strong: sets rules for external communication and disclaimers; weak: lets anyone promise dates.',
        'Strong: handles deal-specific requests as explicit prioritization decisions; weak: adds ' +
          'features informally for each deal.',
      ],
    },
  ],
  Scrum: [
    {
      id: 'skill-scrum-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Describe the accountabilities, events, and artifacts in Scrum as defined in the current Scrum ' +
        'Guide.',
      answer:
        'The 2020 Scrum Guide defines three accountabilities. The Product Owner maximizes the value of ' +
        'the product and manages the Product Backlog. The Developers create a usable increment each ' +
        "sprint. The Scrum Master is accountable for the team's effectiveness, coaching the team and " +
        'organization in Scrum and removing impediments. There are five events. The Sprint, a fixed ' +
        'length of one month or less, contains all the others. Sprint Planning defines why the sprint ' +
        'is valuable, what can be done, and how. The Daily Scrum, 15 minutes for the Developers, ' +
        'inspects progress toward the Sprint Goal. The Sprint Review inspects the increment with ' +
        'stakeholders and adapts the backlog. The Sprint Retrospective plans improvements to quality ' +
        'and effectiveness. The three artifacts each have a commitment: the Product Backlog has the ' +
        'Product Goal, the Sprint Backlog has the Sprint Goal, and the Increment has the Definition of ' +
        'Done. The 2020 guide replaced roles with accountabilities and dropped the three-question ' +
        'format for the Daily Scrum.',
      evaluationCriteria: [
        'Strong: names the three accountabilities with correct responsibilities; weak: calls the Scrum ' +
          'Master a project manager.',
        'Strong: lists the five events with purposes and timeboxes; weak: omits the Sprint as an event.',
        'Strong: pairs each artifact with its commitment; weak: unaware of Product Goal or Definition ' +
          'of Done.',
        'Strong: knows what changed in the 2020 guide; weak: describes outdated practices as required.',
      ],
    },
    {
      id: 'skill-scrum-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Your Scrum team regularly carries half of its sprint work over to the next sprint. How would ' +
        'you diagnose and fix this?',
      answer:
        'I would look at data from the last few sprints with the team in a retrospective, not impose a ' +
        'fix. Common causes are visible in the sprint board. Stories that are too large sit in progress ' +
        'for the whole sprint; the fix is slicing them vertically into small pieces that deliver value, ' +
        'ideally completable in a few days. Unplanned work, such as production support or requests from ' +
        'outside, eats capacity; the fix is to make it visible, reserve capacity for it, and route ' +
        'requests through the Product Owner. Too much work started in parallel means nothing finishes; ' +
        'limiting work in progress and swarming on the top items helps. Dependencies on other teams or ' +
        'unclear acceptance criteria cause blocking, which better refinement addresses. Sometimes the ' +
        'team is simply overcommitting, so I would plan based on recent actual throughput and account ' +
        'for holidays. Finally, I would emphasize the Sprint Goal: the team commits to the goal, not to ' +
        'finishing every item, which allows scope to flex while still delivering value.',
      evaluationCriteria: [
        'Strong: diagnoses with the team using sprint data; weak: tells them to work harder.',
        'Strong: identifies causes such as large stories, unplanned work, and too much work in ' +
          'progress; weak: blames estimation alone.',
        'Strong: proposes specific fixes such as slicing, WIP limits, and capacity planning; weak: only ' +
          'adds more meetings.',
        'Strong: reframes commitment around the Sprint Goal; weak: treats the sprint backlog as a fixed ' +
          'contract.',
      ],
    },
  ],
  'UX Design': [
    {
      id: 'skill-ux-design-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you design or fix the information architecture of a website or app? Which methods do ' +
        'you use to check that people can find things?',
      answer:
        'I start by inventorying the existing content and features and learning how users describe ' +
        'their tasks, from search logs, support tickets, and interviews, because labels should use ' +
        'their words, not internal jargon. To generate a structure, I run an open card sort, where ' +
        'participants group content cards and name the groups themselves, which shows their mental ' +
        'models; a closed card sort, with predefined categories, tests a proposed grouping. Then I ' +
        'validate the draft hierarchy with tree testing: participants see only the text menu structure, ' +
        'without visual design, and try to find where they would complete specific tasks, such as where ' +
        'would you change your delivery address. Tree testing gives success rates, directness, and ' +
        'where people first went wrong, so I can fix confusing labels or misplaced items before ' +
        'designing screens. I iterate until key tasks succeed reliably, then design navigation, search, ' +
        'and cross-links around that structure, and track findability after launch with analytics and ' +
        'search queries that return no results.',
      evaluationCriteria: [
        "Strong: grounds labels in users' language from real data; weak: uses the org chart as navigation.",
        'Strong: explains open versus closed card sorting; weak: confuses them.',
        'Strong: validates the hierarchy with tree testing before visual design; weak: tests only ' +
          'finished screens.',
        'Strong: monitors findability after launch; weak: treats the structure as done at launch.',
      ],
    },
    {
      id: 'skill-ux-design-2',
      type: 'behavioural',
      difficulty: 'HARD',
      question:
        'Tell me about a time research or data led you to change a design direction that stakeholders ' +
        'were attached to.',
      answer:
        'Situation: Our team was redesigning a sign-up flow, and leadership favored a single long page ' +
        'that collected everything up front, including company details, so sales could qualify leads ' +
        'immediately. Task: As the designer, I had to deliver a flow that worked for users and still ' +
        'met the sales goal. Action: I ran quick unmoderated tests of the long form and a shorter ' +
        'version that asked only for email and password, with company questions moved into onboarding ' +
        'after the first success moment. The long form had visibly more abandonment at the company-size ' +
        'and phone-number fields. Rather than arguing, I showed clips of participants hesitating and ' +
        'the completion rates, and proposed an A/B test with lead quality as a guardrail metric. ' +
        'Result: The shorter flow raised sign-up completion by 18 percent, and because most users ' +
        'completed the onboarding questions later, sales still received the qualification data for over ' +
        '80 percent of accounts. Leadership adopted the design and asked for the same testing approach ' +
        'on pricing pages.',
      evaluationCriteria: [
        'Strong: gathers evidence rather than relying on design opinion; weak: wins by seniority or ' +
          'persistence.',
        "Strong: addresses the stakeholders' underlying goal; weak: dismisses the business need.",
        'Strong: proposes a controlled test with guardrail metrics; weak: ships the change without ' +
          'validation.',
        'Strong: reports measured results in STAR form; weak: vague outcome.',
      ],
    },
  ],
  Workday: [
    {
      id: 'skill-workday-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'In Workday, how do supervisory organizations, business processes, and security groups work ' +
        'together when a manager proposes a promotion for an employee?',
      answer:
        "The supervisory organization is the core management hierarchy: each worker's position sits in " +
        'a supervisory org with a manager, and many role assignments, such as HR partner or ' +
        'compensation partner, are attached to that org and inherit down the hierarchy. When the ' +
        'manager starts a Change Job or Propose Compensation business process, Workday uses the ' +
        'business process definition for that org, or the default definition, to route steps: ' +
        "initiation, approvals by the manager's manager, the HR partner, and compensation, and to-do " +
        'items or notifications, with conditions such as requiring extra approval if the increase ' +
        'exceeds a percentage. Who may initiate, approve, or view each step is controlled by the ' +
        'business process security policy, which lists security groups: role-based groups such as ' +
        'Manager or HR Partner, scoped to the org, and user-based groups for administrators. Data ' +
        'access is governed separately by domain security policies. Changes to security policies do not ' +
        'take effect until someone runs Activate Pending Security Policy Changes, and I would test the ' +
        'routing in a sandbox tenant before production.',
      evaluationCriteria: [
        'Strong: explains supervisory orgs and role assignments inheriting down the hierarchy; weak: ' +
          'thinks orgs are only for reporting.',
        'Strong: describes business process definitions with steps, conditions, and approvals; weak: ' +
          'unclear how routing works.',
        'Strong: distinguishes business process security from domain security and role-based from ' +
          'user-based groups; weak: conflates them.',
        'Strong: knows security changes must be activated and tests in a sandbox; weak: changes ' +
          'production directly.',
      ],
    },
    {
      id: 'skill-workday-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you build a custom report in Workday, and what choices affect whether it is ' +
        'accurate, secure, and fast?',
      answer:
        'I would first check whether a delivered report already meets the need, since Workday ships ' +
        'many. For a custom one, I choose the report type: simple for quick lists, advanced for ' +
        'multiple related business objects, prompts, and calculated fields, matrix for summarizing ' +
        'counts or totals across two dimensions, and composite for combining multiple reports, for ' +
        'example across periods. The data source matters most: I prefer an indexed data source and one ' +
        'whose primary business object matches the question, such as workers or positions, and I filter ' +
        'at the data source level first. Calculated fields let me derive values, such as tenure or a ' +
        'lookup of a related value, without exporting to Excel. I add prompts for flexible parameters ' +
        'such as effective date. Security is inherited: users see only fields and instances allowed by ' +
        'their domain security, so the same report can show different results for different people, and ' +
        'I test with proxy as a user in a sandbox. I share the report with specific groups rather than ' +
        'everyone.',
      evaluationCriteria: [
        'Strong: checks delivered reports and chooses the report type deliberately; weak: always uses ' +
          'one type.',
        'Strong: selects an appropriate, preferably indexed data source and filters early; weak: ' +
          'ignores performance.',
        'Strong: uses calculated fields and prompts appropriately; weak: exports and manipulates data ' +
          'in spreadsheets.',
        'Strong: understands inherited domain security and tests as another user; weak: assumes ' +
          'everyone sees the same data.',
      ],
    },
  ],
  'Apache Spark': [
    {
      id: 'skill-apache-spark-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain lazy evaluation, transformations versus actions, and narrow versus wide ' +
        'transformations in Apache Spark. Why do shuffles matter?',
      answer:
        'Spark transformations, such as select, filter, withColumn, join, and groupBy, do not run when ' +
        'called; they build a logical plan. Nothing executes until an action, such as count, collect, ' +
        'show, or a write, asks for a result. Lazy evaluation lets the Catalyst optimizer rewrite the ' +
        'whole plan, for example pushing filters down to the data source and pruning unused columns ' +
        'before reading. Transformations are narrow when each output partition depends on one input ' +
        'partition, as with filter or map, so they run in the same stage without moving data. Wide ' +
        'transformations, such as groupBy, distinct, most joins, and repartition, need data from many ' +
        'partitions, so Spark performs a shuffle: it writes data to disk, sends it across the network, ' +
        'and starts a new stage. Shuffles are usually the most expensive part of a job and the main ' +
        'cause of slowness, spills, and skew. So I filter and select early, avoid unnecessary ' +
        'repartitioning, broadcast small tables in joins, and check the physical plan with explain and ' +
        'the stage view in the Spark UI.',
      evaluationCriteria: [
        'Strong: explains lazy evaluation and the role of actions and the optimizer; weak: thinks each ' +
          'line executes immediately.',
        'Strong: distinguishes narrow and wide transformations with examples; weak: cannot classify ' +
          'common operations.',
        'Strong: explains why shuffles are expensive and create stage boundaries; weak: unaware of ' +
          'shuffles.',
        'Strong: gives practical ways to reduce shuffles and uses explain or the Spark UI; weak: no ' +
          'optimization approach.',
      ],
    },
    {
      id: 'skill-apache-spark-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A Spark job that joins a large fact table to customers has one task running for hours while ' +
        'all the others finish in minutes. What is happening, and how do you fix it?',
      answer:
        'This is almost certainly data skew: one join key, such as a null customer ID or a single very ' +
        'large customer, has far more rows than the others, so the shuffle sends them all to one ' +
        'partition and one task. I would confirm it in the Spark UI, where the stage shows one task ' +
        'with much larger shuffle read size and duration, and by counting rows per key. Fixes, from ' +
        'simplest: if the skewed key is null or a placeholder, filter those rows out or handle them ' +
        'separately. If the customer table is small enough, use a broadcast join, which avoids ' +
        'shuffling the fact table entirely. On Spark 3, enable adaptive query execution with skew join ' +
        'handling, which splits oversized partitions automatically at runtime. If that is not enough, ' +
        'salt the key: add a random suffix from, say, zero to 19 to the skewed keys in the large table ' +
        'and replicate the matching rows in the small table 20 times, so the hot key is spread across ' +
        '20 tasks. Then I rerun and compare task durations.',
      evaluationCriteria: [
        'Strong: identifies data skew and confirms it with the Spark UI and key counts; weak: just adds ' +
          'executors.',
        'Strong: checks for null or placeholder keys first; weak: overlooks the most common cause.',
        'Strong: uses broadcast joins and adaptive query execution skew handling; weak: unaware of AQE.',
        'Strong: explains salting correctly, including replicating the other side; weak: salts only one ' +
          'side of the join.',
      ],
    },
  ],
  'Cloud Security': [
    {
      id: 'skill-cloud-security-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain the shared responsibility model and the most common cloud misconfigurations. How would ' +
        'you prevent them across many accounts?',
      answer:
        'Under the shared responsibility model, the provider secures the infrastructure: data centers, ' +
        'hardware, and the hypervisor, while the customer secures what they put in the cloud: ' +
        'identities and permissions, data, network configuration, operating systems on virtual ' +
        'machines, and application code. How much falls on the customer depends on the service: far ' +
        'more for virtual machines than for managed or serverless services. Most breaches come from the ' +
        'customer side, typically publicly accessible storage buckets, overly broad IAM permissions ' +
        'such as wildcard actions, long-lived access keys, root or admin accounts without MFA, security ' +
        'groups open to the whole internet on SSH or RDP ports, unencrypted data, and disabled logging. ' +
        'To prevent them at scale, I would set organization-level guardrails, such as AWS service ' +
        'control policies or Azure Policy, to block public storage and require encryption; enforce ' +
        'single sign-on with MFA and short-lived roles instead of keys; define infrastructure as code ' +
        'with policy checks in CI; turn on central audit logging; and run a cloud security posture ' +
        'management tool that continuously flags drift.',
      evaluationCriteria: [
        'Strong: explains what the provider and customer each secure, varying by service type; weak: ' +
          'assumes the provider handles security.',
        'Strong: lists specific common misconfigurations; weak: gives generic risks.',
        'Strong: uses preventive organization-wide guardrails; weak: relies on manual reviews.',
        'Strong: combines identity hygiene, IaC checks, logging, and CSPM; weak: single control only.',
      ],
    },
    {
      id: 'skill-cloud-security-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A developer committed a cloud access key with administrator permissions to a public GitHub ' +
        'repository three hours ago. What do you do?',
      answer:
        'I would treat the key as compromised, because bots scan public repositories within minutes. ' +
        'First, contain: deactivate or delete the key immediately, even if that breaks something; then ' +
        'issue a replacement to whatever legitimately needs it, ideally switching to short-lived ' +
        'credentials. Deleting the commit does not help, since the key is already exposed, though I ' +
        'would still clean the history. Next, investigate using audit logs such as CloudTrail: every ' +
        'API call made with that key since it was pushed, from which IP addresses, and across all ' +
        'regions. Attackers with admin keys typically create new users, access keys, or roles for ' +
        'persistence, launch compute for crypto-mining in unused regions, read or copy data from ' +
        'storage, or disable logging. I would remove any persistence found, check billing for unusual ' +
        'spend, and assess whether any data was accessed, which could trigger breach notification ' +
        'duties. Then follow the incident process: document, notify stakeholders, and run a blameless ' +
        'review. Prevention: enable secret scanning with push protection, use OIDC federation for CI, ' +
        'and remove standing admin keys.',
      evaluationCriteria: [
        'Strong: revokes the key immediately and assumes compromise; weak: only deletes the commit.',
        'Strong: investigates all activity by the key in audit logs across regions; weak: checks only ' +
          'the obvious region.',
        'Strong: hunts for persistence such as new users, keys, roles, and compute; weak: stops after ' +
          'rotating the key.',
        'Strong: considers data exposure and notification, then prevention such as push protection and ' +
          'OIDC; weak: no follow-up controls.',
      ],
    },
  ],
  Collaboration: [
    {
      id: 'skill-collaboration-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What practices make collaboration across teams work well day to day?',
      answer:
        'The biggest factor is a shared goal that each team can see in its own priorities; without it, ' +
        'every request feels like a favor. I make roles and decision rights explicit early, using ' +
        'something like a RACI or DACI chart, so we know who decides, who must be consulted, and who ' +
        'just needs to be informed. I favor written communication for anything that matters: a short ' +
        'project brief, decisions recorded with the reasoning, and a single shared place for status, so ' +
        'people in different time zones or schedules can stay aligned without extra meetings. We agree ' +
        'working norms up front: response times, which channel is for what, and how we escalate. I keep ' +
        'handoffs clean with clear definitions of done. When disagreements come up, I try to resolve ' +
        'them directly with the other person first and bring them to managers only with options. ' +
        'Finally, I share credit publicly, because collaboration depends on people wanting to work with ' +
        'you again.',
      evaluationCriteria: [
        'Strong: anchors collaboration in shared goals; weak: relies on goodwill alone.',
        'Strong: clarifies decision rights with a named framework; weak: leaves ownership ambiguous.',
        'Strong: uses written decisions and agreed norms; weak: depends on meetings and memory.',
        'Strong: resolves disagreement directly and shares credit; weak: escalates by default.',
      ],
    },
    {
      id: 'skill-collaboration-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you had to deliver something with another team whose priorities were ' +
        'different from yours.',
      answer:
        'Situation: My team needed the data engineering team to add a new data feed for a product ' +
        'launch, but their quarter was already committed to a platform migration, and our request was ' +
        'not on their list. Task: I needed the feed within six weeks without derailing their main work. ' +
        'Action: Instead of escalating straight away, I met their lead to understand their constraints. ' +
        'It turned out the migration touched the same pipeline, so our feed would be cheaper to build ' +
        'after one migration step. I offered to have one of my analysts write the transformation logic ' +
        'and tests, leaving their engineers only review and deployment. We agreed a scope, dates, and a ' +
        'short weekly sync, and I got both managers to confirm the arrangement so neither team was ' +
        'surprised. Result: The feed went live four days before launch, their migration stayed on ' +
        'schedule, and the shared approach became the template for later requests between our teams.',
      evaluationCriteria: [
        "Strong: seeks to understand the other team's constraints first; weak: escalates or demands " +
          'immediately.',
        "Strong: finds a solution that fits both teams' priorities, such as contributing effort; weak: " +
          'asks them to simply drop their work.',
        'Strong: makes the agreement explicit with scope, dates, and manager visibility; weak: relies ' +
          'on an informal favor.',
        'Strong: shows a clear result and a lasting improvement in STAR form; weak: no outcome.',
      ],
    },
  ],
  'Content Marketing': [
    {
      id: 'skill-content-marketing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you build a content marketing plan that supports the business rather than just ' +
        'producing articles?',
      answer:
        'I start from business goals and the buyer: what the target audience needs to learn or believe ' +
        'at each stage, from recognizing a problem to choosing a vendor to getting value after ' +
        'purchase. From customer interviews, sales calls, support tickets, and keyword research, I list ' +
        'the questions they ask and group them into a few core topics where we have real expertise. For ' +
        'search, I organize each topic as a cluster: a comprehensive pillar page linked to detailed ' +
        'articles on specific questions, which helps both readers and search engines. Each piece has a ' +
        'defined audience, search intent, and a next step, such as a related guide, a newsletter ' +
        'sign-up, or a demo for decision-stage content. I plan formats beyond blog posts, such as ' +
        'original research, comparison pages, webinars, and short videos, and I plan distribution for ' +
        'each piece, including email, social, and sales enablement. I measure by stage: engagement and ' +
        'organic traffic for awareness, conversions and assisted pipeline for later stages, and I ' +
        'update or prune content that underperforms.',
      evaluationCriteria: [
        'Strong: ties content to business goals and buyer stages; weak: publishes on a schedule without ' +
          'purpose.',
        'Strong: sources topics from customers and keyword research; weak: chooses topics by internal ' +
          'interest.',
        'Strong: uses topic clusters and defined next steps; weak: standalone posts without calls to ' +
          'action.',
        'Strong: plans distribution and measures by stage, including pipeline; weak: measures page ' +
          'views only.',
      ],
    },
    {
      id: 'skill-content-marketing-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        "Organic traffic to your company's content has fallen 40 percent over six months after search " +
        'algorithm updates and the spread of AI-generated answers in search results. What do you do?',
      answer:
        'I would first diagnose rather than react: in Search Console, compare queries and pages before ' +
        'and after, separating lost rankings from lost clicks at stable rankings, since AI Overviews ' +
        'and other answer features reduce click-through on simple informational queries even when we ' +
        'still rank. I would check whether the drop lines up with specific Google core updates, which ' +
        'increasingly reward helpful, first-hand content, and whether it is concentrated in thin, ' +
        'generic, or outdated articles. Then I would act. Consolidate or remove low-value pages and ' +
        'redirect them to stronger ones; update the articles that still matter with original data, ' +
        'expert authors, examples, and clear signs of experience and expertise; and shift new ' +
        'production toward content that summaries cannot replace, such as original research, tools, ' +
        'templates, and detailed comparisons. I would also reduce dependence on search by growing owned ' +
        'channels such as an email newsletter. Finally, I would reset how success is reported, focusing ' +
        'on conversions and pipeline from content rather than raw traffic, since some lost traffic had ' +
        'little value.',
      evaluationCriteria: [
        'Strong: diagnoses by separating ranking losses from lower click-through; weak: assumes one cause.',
        'Strong: relates the drop to core updates and answer features with evidence; weak: blames the ' +
          'algorithm vaguely.',
        'Strong: prunes, consolidates, and improves content with first-hand expertise; weak: publishes ' +
          'more generic articles.',
        'Strong: diversifies channels and reframes metrics around conversions; weak: chases traffic ' +
          'back at any cost.',
      ],
    },
  ],
  'Critical Thinking': [
    {
      id: 'skill-critical-thinking-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A colleague reports that sales rose 15 percent in the three months after a new training ' +
        'program and concludes the training worked. How do you evaluate that claim?',
      answer:
        'I would ask what else could explain the increase before accepting the causal claim. First, the ' +
        'comparison: would sales have risen anyway? Seasonality, a price change, a new product, a ' +
        "competitor's problems, or a market upturn could all produce it, so I would compare with the " +
        'same period last year and, ideally, with a group that did not take the training. Second, ' +
        'selection: if the people who chose to attend were already the strongest or most motivated, ' +
        'their results would differ regardless. Third, regression to the mean: if training was given to ' +
        'teams after an unusually bad quarter, a rebound would be expected. Fourth, measurement: was ' +
        'sales defined the same way before and after, and is 15 percent large compared with normal ' +
        'month-to-month variation? I would also look for a mechanism, such as the behaviors the ' +
        'training taught actually showing up in call data. My conclusion might be that the result is ' +
        'promising but unproven, and I would suggest a staggered rollout that creates a fair ' +
        'comparison.',
      evaluationCriteria: [
        'Strong: separates correlation from causation and seeks a comparison group; weak: accepts the ' +
          'before-and-after comparison.',
        'Strong: names specific alternative explanations such as seasonality, selection, and regression ' +
          'to the mean; weak: vague skepticism.',
        'Strong: checks measurement consistency and normal variation; weak: ignores data quality.',
        'Strong: proposes a practical way to test the claim; weak: simply rejects or accepts it.',
      ],
    },
    {
      id: 'skill-critical-thinking-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you questioned an assumption that everyone around you accepted. What ' +
        'happened?',
      answer:
        'Situation: Our department planned to add two staff to handle a growing backlog of requests, ' +
        'based on the belief that demand had increased sharply. Task: I was asked to prepare the ' +
        'staffing justification for the budget request. Action: When I pulled the request data, total ' +
        'incoming volume was nearly flat year over year. What had changed was the average time to ' +
        'close, which had doubled after a new approval step was added the previous spring. I checked ' +
        'with three people who processed requests to make sure I was reading the data correctly, then ' +
        'took the analysis to my manager before the proposal went forward, presenting it as a question ' +
        'rather than a correction. Result: We ran a one-month trial removing the approval step for ' +
        'requests under a value threshold, with spot checks for risk. The backlog fell by about half, ' +
        'the hiring request was reduced to one temporary role, and the spot checks found no control ' +
        'issues.',
      evaluationCriteria: [
        'Strong: identifies the assumption and tests it with evidence; weak: challenges based on opinion.',
        'Strong: verifies their own analysis before raising it; weak: raises an unverified objection.',
        'Strong: raises it constructively and proposes a test; weak: embarrasses others publicly.',
        'Strong: reports a measurable outcome in STAR form; weak: no result.',
      ],
    },
  ],
  ETL: [
    {
      id: 'skill-etl-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What is the difference between ETL and ELT, and when would you choose each?',
      answer:
        'In ETL, extract, transform, load, data is pulled from sources, transformed in a separate ' +
        'processing engine or integration tool, and only the cleaned result is loaded into the target. ' +
        'In ELT, raw data is loaded into the target first, usually a cloud warehouse or lakehouse such ' +
        'as Snowflake, BigQuery, Databricks, or Redshift, and transformed inside it with SQL, often ' +
        'managed with dbt. ELT has become the default for analytics because warehouse compute scales ' +
        'easily, keeping raw data allows transformations to be rebuilt when logic changes, and analysts ' +
        'can work in SQL with version control and tests. ETL still makes sense when data must be ' +
        'filtered or masked before it lands, for example removing personal data for privacy or ' +
        'compliance reasons, when the target has limited compute, such as an operational database, or ' +
        'for heavy transformations like parsing complex files or streaming enrichment that suit a ' +
        'separate engine such as Spark. Many real pipelines mix both: light cleansing in flight and ' +
        'business logic in the warehouse.',
      evaluationCriteria: [
        'Strong: defines both correctly, including where transformation happens; weak: treats them as ' +
          'the same.',
        'Strong: explains why ELT suits cloud warehouses, including rebuilding from raw data; weak: ' +
          'says ELT is just newer.',
        'Strong: gives valid reasons for ETL such as masking sensitive data; weak: no case for ETL.',
        'Strong: names realistic tools and hybrid patterns; weak: stays abstract.',
      ],
    },
    {
      id: 'skill-etl-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Design an incremental load from an operational database into a warehouse that is safe to rerun ' +
        'and handles updates, deletes, and late-arriving data.',
      answer:
        'The simplest incremental approach is a high-watermark on an updated-at column: each run ' +
        'extracts rows changed since the last successful watermark. It misses hard deletes and rows ' +
        'whose timestamp is not updated reliably, and clock skew or long transactions can cause gaps, ' +
        'so I would subtract an overlap window, for example re-reading the last hour. Where possible, I ' +
        'prefer change data capture from the database log, using a tool such as Debezium or the ' +
        "warehouse's connector, which captures inserts, updates, and deletes in order. Loads must be " +
        'idempotent: I stage the batch, then MERGE into the target on the business key, updating ' +
        'existing rows, inserting new ones, and marking deletes as soft deletes, so rerunning the same ' +
        'batch produces the same result. I store the watermark only after the load commits. For late ' +
        'data, reprocessing a window or partitions covering the lateness solves most cases. I add data ' +
        'quality checks, such as row counts compared with the source and uniqueness of keys, and ' +
        'alerting when checks fail.',
      evaluationCriteria: [
        'Strong: explains watermark extraction and its blind spots such as deletes and clock skew; ' +
          'weak: assumes timestamps are reliable.',
        'Strong: proposes log-based CDC where available; weak: always does full reloads.',
        'Strong: makes loads idempotent with staging and MERGE on business keys; weak: appends rows and ' +
          'creates duplicates on reruns.',
        'Strong: commits watermarks after the load and handles late data and quality checks; weak: ' +
          'updates watermarks first.',
      ],
    },
  ],
  'Node.js': [
    {
      id: 'skill-node-js-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Why can a single CPU-heavy request slow down a Node.js server for every user, and how do you ' +
        'handle CPU-bound work?',
      answer:
        'Node.js runs JavaScript on a single main thread with an event loop. I/O such as network and ' +
        'database calls is non-blocking, so one process can serve thousands of concurrent requests ' +
        'while waiting. But CPU-bound work, such as resizing images, parsing a huge JSON payload, ' +
        'synchronous crypto or compression, or a complex calculation, runs on that main thread and ' +
        'blocks it, so every other request waits until it finishes. Synchronous APIs such as ' +
        'readFileSync have the same effect. I would first measure with event loop delay monitoring, for ' +
        "example perf_hooks' monitorEventLoopDelay, and CPU profiling with the inspector. Then I would " +
        'move heavy work off the main thread: worker_threads for CPU tasks within the process, a job ' +
        'queue such as BullMQ with separate worker processes for longer tasks, or a dedicated service. ' +
        'I would run multiple processes, one per core, using the cluster module or container replicas, ' +
        'for throughput, and set limits such as maximum request body size to avoid pathological ' +
        'payloads.',
      evaluationCriteria: [
        'Strong: explains the single-threaded event loop and why CPU work blocks it; weak: thinks Node ' +
          'is multithreaded for JavaScript.',
        'Strong: gives examples of blocking operations including sync APIs; weak: blames only database ' +
          'calls.',
        'Strong: measures event loop delay and profiles; weak: guesses.',
        'Strong: offloads via worker threads, queues, or services and scales across cores; weak: just ' +
          'adds more memory.',
      ],
    },
    {
      id: 'skill-node-js-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Memory usage of a Node.js production service grows steadily until the container is killed ' +
        'every few hours. How do you find and fix the leak?',
      answer:
        'First I would confirm it is a leak rather than normal heap growth: track heap used after ' +
        'garbage collection over time, and check whether memory is in the JavaScript heap or outside ' +
        'it, for example in buffers. Then I reproduce it in a staging environment under similar load. I ' +
        'take heap snapshots with the inspector and Chrome DevTools, or with writeHeapSnapshot from the ' +
        'v8 module, a few minutes apart, and compare them to see which object types keep growing and ' +
        'their retainer paths. Common causes are unbounded in-memory caches or maps keyed by request or ' +
        'user, event listeners added per request and never removed, which often triggers ' +
        'MaxListenersExceededWarning, timers or intervals never cleared, closures capturing large ' +
        'objects, and global arrays used for logging or metrics. Fixes include an LRU cache with size ' +
        'limits and TTL, removing listeners, using WeakMap where keys are objects, and streaming large ' +
        'payloads instead of buffering. Meanwhile I would set the heap limit to match the container ' +
        'memory and alert on growth, then verify the fix with a load test.',
      evaluationCriteria: [
        'Strong: confirms a leak by heap trend after GC and distinguishes heap from external memory; ' +
          'weak: assumes any growth is a leak.',
        'Strong: uses heap snapshot comparison and retainer paths; weak: reads code hoping to spot it.',
        'Strong: names common Node leak causes such as unbounded caches and listeners; weak: generic ' +
          'answer.',
        'Strong: fixes with bounded caches, cleanup, or streaming and verifies under load; weak: ' +
          'schedules restarts as the fix.',
      ],
    },
  ],
  'Record Keeping': [
    {
      id: 'skill-record-keeping-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What makes a records management system reliable, whether records are on paper or electronic?',
      answer:
        'A reliable system lets you find the right record quickly, trust that it is complete and ' +
        'authentic, and dispose of it at the right time. I rely on a few elements. A retention ' +
        'schedule, based on legal and regulatory requirements, says how long each record type is kept, ' +
        'for example the IRS generally expects tax-related records to be kept for at least three years ' +
        'and some employment records longer, and when and how it is destroyed. A consistent ' +
        'classification and naming convention, such as date in year-month-day format, record type, and ' +
        'identifier, makes records findable. Version control identifies the final, authoritative ' +
        'version. Access controls limit who can view or change sensitive records, with an audit trail ' +
        'for changes. Records are stored securely and backed up, with physical records protected from ' +
        'damage. Destruction is documented and done securely, such as shredding or certified deletion. ' +
        'And the process includes legal holds, which suspend destruction when litigation or an ' +
        'investigation is expected. I review the system periodically to make sure people actually ' +
        'follow it.',
      evaluationCriteria: [
        'Strong: includes a legally based retention schedule; weak: keeps everything forever or deletes ' +
          'at will.',
        'Strong: uses consistent classification, naming, and version control; weak: relies on personal ' +
          'folders.',
        'Strong: addresses access control, audit trails, and backup; weak: ignores security.',
        'Strong: mentions documented destruction and legal holds; weak: unaware of legal holds.',
      ],
    },
    {
      id: 'skill-record-keeping-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Your organization has received notice of a lawsuit, and a colleague plans to delete a set of ' +
        'old files this week because they have passed their retention period. What do you do?',
      answer:
        'I would ask the colleague to stop and not delete anything until legal has confirmed what is ' +
        'covered. Once litigation is reasonably anticipated, the organization has a duty to preserve ' +
        'potentially relevant information, and a legal hold overrides the normal retention schedule. ' +
        'Destroying relevant records, even routinely, can be treated as spoliation, which can lead to ' +
        'court sanctions, adverse inference instructions to a jury, or fines. I would contact the legal ' +
        'or compliance team immediately, describe the files and the planned deletion, and ask whether a ' +
        'hold notice is being issued and which records, custodians, and date ranges it covers. I would ' +
        'also make sure automatic deletion jobs, such as email or file retention policies, are ' +
        'suspended for the covered material, because automated destruction is a common failure. I would ' +
        'keep a record of what I did and when. Once legal defines the scope, files outside it can be ' +
        'disposed of as normal, and those inside it are preserved until the hold is formally released.',
      evaluationCriteria: [
        'Strong: stops the deletion and escalates to legal immediately; weak: lets the routine schedule ' +
          'proceed.',
        'Strong: explains the duty to preserve and that legal holds override retention; weak: thinks ' +
          'the retention schedule protects them.',
        'Strong: knows the consequences of spoliation; weak: unaware of the risk.',
        'Strong: suspends automated deletion and documents actions; weak: forgets automated policies.',
      ],
    },
  ],
  'Workforce Planning': [
    {
      id: 'skill-workforce-planning-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Walk me through how you would build a workforce plan for a business unit for the next two to ' +
        'three years.',
      answer:
        'I start from the business strategy: growth targets, new products or markets, automation plans, ' +
        'and budget constraints, translated into demand for roles and skills using drivers such as ' +
        'volume per employee, customer counts, or project pipelines. Next the supply side: current ' +
        'headcount by role, level, location, and skill, plus expected changes from attrition, ' +
        'retirements, internal moves, and promotions, based on historical rates. Projecting supply ' +
        'forward and comparing it with demand shows the gaps: shortages, surpluses, and skills that ' +
        'will become less relevant. For each gap I consider options, often summarized as build, buy, ' +
        'borrow, and automate: develop and reskill existing staff, hire, use contractors or partners, ' +
        'or redesign work with technology. Each option is weighed on cost, time to productivity, and ' +
        'risk. I model scenarios, such as slower growth or higher attrition, rather than a single ' +
        'forecast. The output is a plan with hiring timelines, development programs, and budget, ' +
        'reviewed quarterly with finance and business leaders as conditions change.',
      evaluationCriteria: [
        'Strong: derives demand from business drivers; weak: projects current headcount forward with a ' +
          'percentage.',
        'Strong: models supply with attrition, retirements, and internal movement; weak: ignores supply ' +
          'changes.',
        'Strong: uses gap analysis with build, buy, borrow, and automate options; weak: hiring is the ' +
          'only answer.',
        'Strong: uses scenarios and regular review with finance; weak: produces a static annual plan.',
      ],
    },
    {
      id: 'skill-workforce-planning-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A support team has 100 agents and needs 120 productive agents from July 1 through year-end. ' +
        'Annual attrition is 30 percent, and new hires take two months to become productive. How many ' +
        'people do you need to hire, and when?',
      answer:
        'Start with the growth: 20 additional agents must be productive by July 1, so they must start ' +
        'by May 1, allowing two months of ramp, and given typical time to fill I would open those ' +
        'requisitions in February or March. Then attrition: 30 percent a year is about 2.5 percent a ' +
        'month. Average headcount for the year is roughly 110 for the first half and 120 for the ' +
        'second, so around 115, and 30 percent of 115 is about 35 leavers in the year, roughly three a ' +
        'month. Each must be replaced two months ahead of when we need productive capacity, and new ' +
        'hires often leave faster than tenured staff. So total hires are about 20 for growth plus about ' +
        '35 for backfill, roughly 55, and more if early-tenure attrition is high. Practically, I would ' +
        'plan monthly or bimonthly training classes sized around three to four replacements a month, ' +
        'with a larger spring class for growth, and hire slightly ahead of attrition so productive ' +
        'capacity never dips below 120.',
      evaluationCriteria: [
        'Strong: offsets hire dates by the two-month ramp; weak: hires on the date capacity is needed.',
        'Strong: estimates attrition on average headcount, about 35 leavers; weak: ignores attrition ' +
          'replacement.',
        'Strong: reaches a total near 55 hires with clear reasoning; weak: answers 20.',
        'Strong: translates the numbers into a hiring cadence and buffer for early attrition; weak: no ' +
          'timing plan.',
      ],
    },
  ],
  'Accounts Receivable': [
    {
      id: 'skill-accounts-receivable-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What is days sales outstanding, how do you calculate it, and what does an aging report tell ' +
        'you that DSO does not?',
      answer:
        'Days sales outstanding measures how long, on average, it takes to collect payment after a ' +
        'sale. A common formula is accounts receivable divided by credit sales for the period, ' +
        'multiplied by the number of days in the period. For example, with 1.5 million in receivables ' +
        'and 4.5 million of credit sales in a 90-day quarter, DSO is 1.5 divided by 4.5, times 90, ' +
        'which is 30 days. If payment terms are net 30, that is healthy; if terms are net 15, ' +
        'collections are slow. DSO is an average, though, and can hide problems: a few large invoices ' +
        'many months overdue can be masked by many current ones, and DSO also moves with sales volume. ' +
        'An aging report lists receivables by customer in buckets such as current, 1 to 30, 31 to 60, ' +
        '61 to 90, and over 90 days past due. It shows exactly which customers and invoices need ' +
        'collection effort, highlights disputes, and supports the allowance for doubtful accounts, ' +
        'since older balances are less likely to be collected.',
      evaluationCriteria: [
        'Strong: gives the correct DSO formula and computes 30 days; weak: uses total sales with the ' +
          'wrong period or gets the arithmetic wrong.',
        'Strong: interprets DSO against payment terms; weak: reports the number without context.',
        'Strong: explains that DSO is an average that can mask problems; weak: treats it as complete.',
        'Strong: describes aging buckets and how they guide collections and reserves; weak: unclear on ' +
          'aging.',
      ],
    },
    {
      id: 'skill-accounts-receivable-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Using an aging schedule, estimate the allowance for credit losses: current 800,000 at a 1 ' +
        'percent loss rate, 31 to 60 days 300,000 at 4 percent, 61 to 90 days 100,000 at 10 percent, ' +
        'and over 90 days 50,000 at 40 percent. The allowance currently has a 35,000 credit balance. ' +
        'What entries do you make?',
      answer:
        'The required allowance is the sum of each bucket times its loss rate: 8,000 plus 12,000 plus ' +
        '10,000 plus 20,000, totaling 50,000. Because the allowance already has a 35,000 credit ' +
        'balance, the adjustment is 15,000: debit bad debt expense, or credit loss expense, 15,000 and ' +
        "credit the allowance for credit losses 15,000. Under GAAP's current expected credit loss " +
        'model, ASC 326, the loss rates should not just be historical averages; they should be adjusted ' +
        'for current conditions and reasonable and supportable forecasts, such as a weakening economy ' +
        "or a customer's known financial trouble, so I would document the basis for each rate. When a " +
        'specific invoice is confirmed uncollectible, the write-off debits the allowance and credits ' +
        'accounts receivable, with no new expense, since it was already provided for. If the customer ' +
        'later pays, I reverse the write-off, debiting receivables and crediting the allowance, and ' +
        'then record the cash receipt. Net receivables on the balance sheet are gross receivables minus ' +
        'the allowance.',
      evaluationCriteria: [
        'Strong: calculates the required allowance of 50,000 correctly; weak: arithmetic errors.',
        'Strong: books only the 15,000 adjustment given the existing balance; weak: books 50,000 of ' +
          'expense.',
        "Strong: explains CECL's use of current conditions and forecasts; weak: uses only historical rates.",
        'Strong: records write-offs and recoveries correctly; weak: expenses write-offs directly when ' +
          'an allowance exists.',
      ],
    },
  ],
  'Adobe Premiere Pro': [
    {
      id: 'skill-adobe-premiere-pro-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'In Premiere Pro, why do sequence settings matter, and what are proxies and when would you use ' +
        'them?',
      answer:
        'The sequence defines the frame size, frame rate, and pixel aspect of the edit, and everything ' +
        'is conformed to it. If footage does not match, clips are scaled or frames are dropped or ' +
        'repeated, which causes softness or stutter. The simplest way to get it right is to create the ' +
        'sequence from a representative clip, by dragging it onto the New Item button or right-clicking ' +
        'and choosing New Sequence From Clip, then checking it matches the intended delivery, such as ' +
        '3840 by 2160 at 23.976 frames per second, or a vertical 1080 by 1920 for social. Proxies are ' +
        'smaller, easy-to-decode copies of the original media, for example ProRes Proxy or H.264 at ' +
        'lower resolution. High-resolution or long-GOP footage from mirrorless or cinema cameras can ' +
        'play back poorly on an ordinary laptop, so I create proxies on ingest with the Ingest settings ' +
        'or Create Proxies, edit with the Toggle Proxies button enabled for smooth playback, and export ' +
        'from the full-resolution originals, which Premiere uses automatically.',
      evaluationCriteria: [
        'Strong: explains how mismatched sequence settings affect quality; weak: ignores sequence settings.',
        'Strong: creates sequences from clips or sets them deliberately for delivery; weak: uses a ' +
          'random preset.',
        'Strong: defines proxies and when they help; weak: confuses proxies with transcoding the final ' +
          'export.',
        'Strong: knows exports use full-resolution media and how to toggle proxies; weak: thinks ' +
          'proxies reduce final quality.',
      ],
    },
    {
      id: 'skill-adobe-premiere-pro-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You open a Premiere Pro project after the drives were reorganized, and all the media is ' +
        'offline. How do you relink it, and how would you organize projects to avoid this?',
      answer:
        'When Premiere cannot find media, it offers the Link Media dialog. I would select all offline ' +
        'clips, click Locate, and navigate to the folder holding the files. By default, Premiere ' +
        'matches on file name and extension, and I can turn on other criteria such as media start ' +
        'timecode or clip ID to avoid linking to the wrong version of identically named files. With ' +
        'Align Timecode and Relink Others Automatically, once one file is found in a folder, the rest ' +
        'usually reconnect. If files were transcoded or renamed, I may need to relink individually or ' +
        'relink proxies separately. To prevent it, I keep each project in a single, consistent folder ' +
        'structure on one drive: project file, footage, audio, graphics, exports, and auto-saves, with ' +
        'relative organization so moving the whole folder keeps links intact. I copy media onto the ' +
        'project drive before importing rather than importing from card readers or desktops. At handoff ' +
        'or archive, I use File, Project Manager to collect and copy, or consolidate and transcode, the ' +
        'used media into a new self-contained folder.',
      evaluationCriteria: [
        'Strong: uses Link Media with Locate and appropriate matching criteria; weak: reimports and ' +
          'rebuilds the timeline.',
        'Strong: knows how automatic relinking and timecode alignment help; weak: relinks each clip one ' +
          'at a time needlessly.',
        'Strong: uses a consistent project folder structure and copies media before import; weak: ' +
          'imports from random locations.',
        'Strong: archives with Project Manager to make a self-contained project; weak: copies only the ' +
          'project file.',
      ],
    },
  ],
  'Analytical Thinking': [
    {
      id: 'skill-analytical-thinking-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Revenue for a business line fell 8 percent this quarter. How would you break the problem down ' +
        'to find out why?',
      answer:
        'I would break revenue into its drivers with an issue tree whose branches are mutually ' +
        'exclusive and collectively exhaustive, so nothing is double counted or missed. For example, ' +
        'revenue equals number of customers times purchases per customer times average order value, and ' +
        'customers can split into new and returning, with returning split into retained and lost. For ' +
        'each branch I compare this quarter with last quarter and the same quarter last year, to ' +
        'separate the real change from seasonality. Then I segment the branch that moved: by product, ' +
        'region, channel, and customer size, looking for where the decline is concentrated. Suppose the ' +
        'drop is entirely in average order value, concentrated in one product line in one channel; that ' +
        'points to discounting, a mix shift, or a pricing change there. Before concluding, I check data ' +
        "issues such as a tracking change or a late-booked deal, and I quantify each driver's " +
        'contribution so the explanation adds up to the 8 percent, then test the leading hypothesis ' +
        'with people close to the business.',
      evaluationCriteria: [
        'Strong: decomposes revenue into multiplicative drivers with a MECE structure; weak: lists ' +
          'random possible causes.',
        'Strong: compares to the right baselines to remove seasonality; weak: compares only to last ' +
          'quarter.',
        'Strong: segments to find where the change is concentrated; weak: looks only at totals.',
        'Strong: checks data quality and makes the contributions add up; weak: stops at a plausible story.',
      ],
    },
    {
      id: 'skill-analytical-thinking-2',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Estimate how many cups of coffee a busy downtown coffee shop sells on a weekday. Talk through ' +
        'your reasoning.',
      answer:
        'I would estimate from capacity and demand and check one against the other. Starting from ' +
        'capacity: the shop is open about 12 hours. In the morning rush, from 7 to 10, a two-barista ' +
        'counter might serve one customer every 30 seconds, so about 120 an hour, or 360 in those three ' +
        'hours. The midday period might run at a third of that, about 40 an hour for five hours, or ' +
        '200, and the late afternoon and evening perhaps 20 an hour for four hours, or 80. That gives ' +
        'about 640 customers. Some customers buy for colleagues, so at about 1.2 drinks each, that is ' +
        'roughly 770 drinks, of which maybe 85 percent are coffee, so around 650 cups. Cross-check: at ' +
        'an average of 5 dollars a drink, 770 drinks is about 3,900 dollars a day, or roughly a million ' +
        'dollars a year, which is plausible for a busy downtown shop. I would state the key ' +
        'assumptions, the morning throughput and drinks per customer, as the ones to verify.',
      evaluationCriteria: [
        'Strong: structures the estimate from clear drivers such as hours and throughput; weak: guesses ' +
          'a single number.',
        'Strong: varies rates by time of day; weak: assumes constant demand all day.',
        'Strong: sanity-checks with a second method such as revenue; weak: no cross-check.',
        'Strong: identifies the most sensitive assumptions; weak: treats all inputs as certain.',
      ],
    },
  ],
  'Business Analysis': [
    {
      id: 'skill-business-analysis-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you document a current-state business process and identify improvement opportunities?',
      answer:
        'I begin with the scope, using a SIPOC, suppliers, inputs, process, outputs, and customers, to ' +
        'agree where the process starts and ends and who is involved. Then I gather the real process, ' +
        'not the documented one, by interviewing the people who do the work and observing it, ' +
        'collecting examples of forms, systems, and handoffs. I model it as a swimlane diagram, usually ' +
        'in BPMN notation, with a lane per role or system, showing activities, decisions, handoffs, and ' +
        'exceptions. I add data to each step where possible: volumes, processing time, wait time, and ' +
        'error or rework rates. Reviewing the model with participants catches mistakes. Opportunities ' +
        'usually show up at handoffs between lanes, in waiting time that far exceeds working time, in ' +
        'duplicate data entry across systems, in approvals that add delay but little control, and in ' +
        'workarounds for system gaps. I then design a future-state model, document the gap between the ' +
        'two as requirements and changes, and estimate the benefit of each change so stakeholders can ' +
        'prioritize.',
      evaluationCriteria: [
        'Strong: scopes the process with SIPOC or similar; weak: starts mapping without boundaries.',
        'Strong: captures the actual process through observation and interviews; weak: documents the ' +
          'official procedure only.',
        'Strong: uses swimlanes or BPMN with time and volume data; weak: draws a flowchart without data.',
        'Strong: identifies opportunities at handoffs, waits, and duplicate entry, and links gaps to ' +
          'requirements; weak: lists generic improvements.',
      ],
    },
    {
      id: 'skill-business-analysis-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Build the business case for replacing a legacy system: it costs 400,000 up front and 50,000 a ' +
        'year to run, and saves 200,000 a year for five years. Is it worth it at a 10 percent discount ' +
        'rate, and what else belongs in the case?',
      answer:
        'Net annual benefit is 200,000 minus 50,000, so 150,000 a year for five years. Simple payback ' +
        'is 400,000 divided by 150,000, about 2.7 years. For net present value, the five-year annuity ' +
        'factor at 10 percent is about 3.791, so the present value of benefits is 150,000 times 3.791, ' +
        'roughly 569,000, and NPV is about 169,000 after subtracting the 400,000 investment. That is ' +
        'positive, so on these numbers the project creates value. But the numbers are only as good as ' +
        'their assumptions, so the case should show where savings come from, such as reduced licenses ' +
        'or staff hours redeployed, which are only real if costs actually fall or capacity is used. I ' +
        'would include one-time costs often missed, such as data migration, training, parallel running, ' +
        'and productivity dips, plus the cost of doing nothing, such as legacy support ending or ' +
        'security risk. I would show sensitivity analysis, for example savings 30 percent lower or a ' +
        'six-month delay, and list risks, dependencies, and non-financial benefits separately.',
      evaluationCriteria: [
        'Strong: calculates payback of about 2.7 years and NPV of about 169,000 correctly; weak: ' +
          'ignores discounting.',
        'Strong: challenges how savings are realized; weak: counts hours saved as cash.',
        'Strong: includes hidden one-time costs and the cost of doing nothing; weak: only the vendor price.',
        'Strong: adds sensitivity analysis, risks, and non-financial benefits; weak: presents a ' +
          'single-point estimate.',
      ],
    },
  ],
  'Calendar Management': [
    {
      id: 'skill-calendar-management-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        "How do you manage a busy executive's calendar so that it reflects their priorities rather than " +
        'just filling up?',
      answer:
        'I start by agreeing the rules with the executive: their top priorities for the quarter, which ' +
        'people and meeting types always get time, preferred meeting lengths, and protected time such ' +
        'as focus blocks, exercise, or family commitments. I put recurring priorities in first, such as ' +
        'one-on-ones with direct reports and weekly reviews, and block preparation time before ' +
        'important meetings and buffers between back-to-back ones, including travel time for in-person ' +
        'meetings. I default to shorter meetings, such as 25 or 50 minutes, and ask for an agenda and ' +
        'purpose before accepting requests, pushing some to a delegate or a written update. I handle ' +
        'time zones carefully, showing a second time zone in the calendar and confirming in the other ' +
        "party's local time. I keep everything in one shared calendar with clear titles, locations, and " +
        'dial-in details. Each week I review the next two weeks with the executive, flag conflicts and ' +
        'preparation needs, and periodically check how their time is actually spent compared with their ' +
        'priorities.',
      evaluationCriteria: [
        'Strong: sets explicit scheduling rules based on priorities; weak: accepts requests first come, ' +
          'first served.',
        'Strong: protects focus time, preparation, and buffers; weak: schedules back-to-back all day.',
        'Strong: screens requests for purpose and offers alternatives; weak: books every request.',
        'Strong: handles time zones and reviews time use against priorities; weak: no periodic review.',
      ],
    },
    {
      id: 'skill-calendar-management-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'Two senior leaders both urgently need your executive in the same one-hour slot tomorrow, and ' +
        'your executive is traveling and hard to reach. How do you handle it?',
      answer:
        'I would gather the facts before deciding: the purpose of each meeting, what decision or input ' +
        'is needed, the deadline driving the urgency, and whether either meeting could move or be ' +
        "shortened. I would check my executive's stated priorities and any guidance they have given on " +
        'these people and topics, and whether a delegate could cover one meeting. I would look for ' +
        'creative options, such as splitting the hour into two 30-minute slots, joining one by phone ' +
        "from the airport, or moving one to early the next morning in the executive's current time " +
        'zone. Then I would send the executive a short message they can answer in seconds: the two ' +
        'requests, my recommendation, and a yes or no question, for example: recommend keeping the ' +
        'board call and moving the vendor review to Thursday at 8, OK? If I cannot reach them in time, ' +
        'I would act on their known priorities, tell both leaders what is happening promptly and ' +
        'courteously, and let the executive know what I decided and why.',
      evaluationCriteria: [
        'Strong: clarifies the purpose and urgency of each request; weak: decides by seniority alone.',
        'Strong: looks for creative options such as splitting, shortening, or delegating; weak: sees ' +
          'only a binary choice.',
        'Strong: sends a concise recommendation the executive can approve quickly; weak: forwards both ' +
          'requests without a view.',
        'Strong: acts on known priorities when unreachable and communicates with everyone; weak: leaves ' +
          'both leaders waiting.',
      ],
    },
  ],
  'Compensation Analysis': [
    {
      id: 'skill-compensation-analysis-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An employee earns 92,000 in a salary range of 80,000 to 120,000 with a midpoint of 100,000. ' +
        'Calculate the compa-ratio and range penetration, and explain how you would use them.',
      answer:
        'Compa-ratio is salary divided by the range midpoint: 92,000 over 100,000 is 0.92, or 92 ' +
        'percent, meaning the employee is paid 8 percent below the midpoint, which usually represents ' +
        'the market rate for a fully competent performer. Range penetration shows where the salary sits ' +
        'within the range: salary minus minimum, divided by maximum minus minimum, so 12,000 over ' +
        '40,000, or 30 percent. The two tell a slightly different story when ranges are asymmetric or ' +
        'very wide. Neither number is good or bad alone. A 0.92 compa-ratio is normal for someone new ' +
        'to the role or still developing, but would be a concern for a long-tenured top performer, ' +
        'because it suggests they are underpaid compared with the market and at risk of leaving. I use ' +
        'these measures to guide merit increases, for example larger percentages for strong performers ' +
        'low in the range, to flag outliers for review, and to check consistency across groups. They ' +
        'are only as good as the ranges, so I keep ranges current with market survey data, aged to a ' +
        'common date.',
      evaluationCriteria: [
        'Strong: calculates compa-ratio of 0.92 and penetration of 30 percent correctly; weak: mixes up ' +
          'the formulas.',
        'Strong: interprets the numbers in context of tenure and performance; weak: declares the ' +
          'employee underpaid automatically.',
        'Strong: applies them to merit guidance and outlier review; weak: no practical use.',
        'Strong: notes ranges must be kept current with aged market data; weak: treats ranges as permanent.',
      ],
    },
    {
      id: 'skill-compensation-analysis-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you conduct a pay equity analysis across gender and race, and what would you do with ' +
        'the results?',
      answer:
        'I would work with legal counsel from the start, often under attorney-client privilege, because ' +
        'findings can create legal exposure. First, define comparable groups of employees doing ' +
        'substantially similar work, typically by job family, level, and location. Then I run a ' +
        'multiple regression of pay, usually the log of base salary, and separately total cash, on ' +
        'legitimate factors such as level, job function, location, tenure, time in role, and ' +
        'performance ratings, plus indicators for gender and race. A statistically significant ' +
        'coefficient on those indicators after controls suggests an unexplained gap. I would be careful ' +
        'that control variables are not themselves biased: if women are systematically placed at lower ' +
        'levels at hire, controlling for level hides the problem, so I would also analyze leveling and ' +
        'promotion rates. Then I remediate: adjust pay for individuals with unexplained gaps, fix root ' +
        'causes such as starting-pay setting, and repeat annually. I would also check obligations under ' +
        'pay transparency laws, such as range disclosure in job postings in several states and the EU ' +
        'Pay Transparency Directive.',
      evaluationCriteria: [
        'Strong: involves counsel and defines comparable groups; weak: compares company-wide averages only.',
        'Strong: uses regression with legitimate controls and interprets significance; weak: unclear ' +
          'method.',
        'Strong: recognizes tainted controls such as biased leveling; weak: controls for everything ' +
          'uncritically.',
        'Strong: remediates individuals, fixes root causes, and considers transparency laws; weak: ' +
          'stops at the report.',
      ],
    },
  ],
  'Crisis Communications': [
    {
      id: 'skill-crisis-communications-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'What should a crisis communications plan contain before any crisis happens?',
      answer:
        'The plan should let the organization respond within hours, not days. It names a crisis team ' +
        'with clear roles: a decision-maker, communications lead, legal, operations or security, HR, ' +
        'and a trained spokesperson with backups, plus after-hours contact details. It defines severity ' +
        'levels and escalation triggers, so people know when an incident becomes a crisis and who must ' +
        'be told. It includes scenario playbooks for the most likely and most damaging events, such as ' +
        'a data breach, product recall, workplace accident, executive misconduct, or service outage, ' +
        'each with pre-drafted holding statements and question-and-answer documents that can be adapted ' +
        'quickly. It sets a fast approval process, since long legal review chains are a common reason ' +
        'responses are late. It lists stakeholders and channels, covering employees first, customers, ' +
        'regulators, investors, partners, and media, with a prepared web page that can be published. It ' +
        'covers social media monitoring and the rule that no one speaks publicly without authorization. ' +
        'Finally, the plan must be tested with tabletop exercises at least yearly and updated ' +
        'afterward.',
      evaluationCriteria: [
        'Strong: names roles with backups and a trained spokesperson; weak: assumes the CEO will handle it.',
        'Strong: defines escalation triggers and severity levels; weak: no criteria for activation.',
        'Strong: prepares scenario-specific holding statements and a fast approval process; weak: plans ' +
          'to write everything during the crisis.',
        'Strong: covers all stakeholder groups, including employees first, and tests with exercises; ' +
          'weak: focuses only on media.',
      ],
    },
    {
      id: 'skill-crisis-communications-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'Your organization discovers a data breach affecting customer information, and reporters start ' +
        'calling within hours while the facts are still incomplete. How do you handle communications in ' +
        'the first 24 hours?',
      answer:
        'I would activate the crisis team and agree on a single source of truth with legal, security, ' +
        'and leadership, because inconsistent statements cause more damage than the breach itself. ' +
        'Within the first hours, I would issue a holding statement: we are aware of an incident, we are ' +
        'investigating with outside experts, here is what customers should do now, such as watch for ' +
        'phishing, and we will update by a specific time. It states only verified facts, no speculation ' +
        'about scope or cause, and no blame. Employees and customer-facing staff get a briefing and a ' +
        'script before or at the same time as the public, so they do not learn it from the news. I ' +
        'would set up a single web page for updates and route media inquiries to the spokesperson. ' +
        'Legal notification obligations shape timing: GDPR generally requires notifying the regulator ' +
        'within 72 hours, US state breach laws set customer notice rules, and public companies may need ' +
        'an SEC Form 8-K within four business days of determining the incident is material. I would ' +
        'then keep promised update times.',
      evaluationCriteria: [
        'Strong: aligns legal, security, and leadership on verified facts quickly; weak: speaks before ' +
          'coordinating.',
        'Strong: issues a prompt holding statement with actions and a next-update time; weak: says no ' +
          'comment or speculates.',
        'Strong: briefs employees and customer-facing staff early; weak: forgets internal audiences.',
        'Strong: knows key notification deadlines such as GDPR 72 hours and SEC 8-K timing; weak: ' +
          'unaware of legal timing.',
      ],
    },
  ],
  'Data Warehousing': [
    {
      id: 'skill-data-warehousing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Design a dimensional model for retail sales analysis. How do you choose the grain, and how do ' +
        'you keep history when a customer moves to a new region?',
      answer:
        "Following Kimball's approach, I first pick the business process, here retail sales, then " +
        'declare the grain: the most atomic level available, such as one row per product per sales ' +
        'transaction line. Atomic grain answers the widest range of questions and can always be ' +
        'aggregated. The fact table holds foreign keys and additive measures at that grain: quantity, ' +
        'net sales amount, discount, and cost. Dimensions give context: date, product, store, customer, ' +
        'and promotion, each with descriptive attributes and a surrogate key. Dimensions such as date ' +
        'and product are conformed, meaning shared with other fact tables such as inventory or returns, ' +
        'so reports across processes line up. For the customer who moves, I would use a type 2 slowly ' +
        'changing dimension: instead of overwriting the region, I close the current row with an end ' +
        'date, insert a new row with a new surrogate key, effective dates, and a current flag. Old ' +
        'sales stay attributed to the old region and new sales to the new one. Attributes where history ' +
        'does not matter, such as a corrected spelling, can be overwritten as type 1.',
      evaluationCriteria: [
        'Strong: declares the grain explicitly and prefers atomic grain; weak: mixes grains in one fact ' +
          'table.',
        'Strong: separates additive measures in facts from descriptive attributes in dimensions; weak: ' +
          'puts descriptions in the fact table.',
        'Strong: explains conformed dimensions; weak: builds separate inconsistent dimensions per report.',
        'Strong: implements type 2 with surrogate keys and effective dates and knows when type 1 fits; ' +
          'weak: overwrites history everywhere.',
      ],
    },
    {
      id: 'skill-data-warehousing-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Query costs in your cloud data warehouse have doubled in six months and dashboards are slow. ' +
        'How do you find the causes and bring costs down?',
      answer:
        "I would start with data, not guesses: the warehouse's query history and account usage views " +
        'show which queries, users, tools, and scheduled jobs consume the most compute or, in BigQuery, ' +
        'the most bytes scanned. Usually a small number of patterns dominate. Common ones are full ' +
        'table scans because tables are not partitioned or clustered on the columns used in filters, ' +
        'such as event date; SELECT star on wide tables, which in columnar storage reads every column; ' +
        'dashboards that refresh every few minutes and rerun heavy queries; and transformation jobs ' +
        'rebuilding entire tables daily instead of processing only new data. Fixes follow: partition by ' +
        'date and cluster by common filter keys, and in BigQuery require a partition filter on large ' +
        'tables; select only needed columns; build aggregate tables or materialized views for ' +
        'dashboards and cache results; make dbt models incremental. On Snowflake, right-size virtual ' +
        'warehouses, set short auto-suspend, and separate workloads. Finally, add cost monitoring: ' +
        'resource monitors or budgets with alerts, and cost attribution by team through tags.',
      evaluationCriteria: [
        'Strong: uses query history and usage views to find the top consumers; weak: upgrades or ' +
          'downsizes blindly.',
        'Strong: identifies partitioning, clustering, SELECT star, and refresh patterns as causes; ' +
          'weak: generic performance advice.',
        'Strong: applies incremental models, aggregates, or materialized views; weak: rebuilds ' +
          'everything daily.',
        'Strong: adds ongoing cost controls such as monitors, auto-suspend, and attribution; weak: ' +
          'one-time cleanup only.',
      ],
    },
  ],
  'Demand Planning': [
    {
      id: 'skill-demand-planning-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you measure forecast accuracy? For three items with forecasts of 100, 200, and 50 and ' +
        'actual sales of 80, 220, and 40, calculate MAPE, weighted MAPE, and bias.',
      answer:
        'Absolute errors are 20, 20, and 10. MAPE averages the percentage errors per item: 20 over 80 ' +
        'is 25 percent, 20 over 220 is about 9.1 percent, and 10 over 40 is 25 percent, so MAPE is ' +
        'about 19.7 percent. Weighted MAPE divides total absolute error by total actuals: 50 over 340, ' +
        'about 14.7 percent. WMAPE is usually better for a portfolio because it weights items by ' +
        'volume; simple MAPE lets small, erratic items dominate and is undefined when actuals are zero. ' +
        'Bias shows direction: total forecast minus total actual is 350 minus 340, plus 10, or about ' +
        '2.9 percent over-forecast. Bias matters as much as accuracy, because persistent ' +
        'over-forecasting builds excess inventory and under-forecasting causes stockouts, and a small ' +
        'aggregate bias can hide large offsetting errors by item. I track accuracy and bias at the ' +
        'level decisions are made, such as item by location at the lead time, and measure forecast ' +
        'value added: whether each manual adjustment improves on the statistical forecast.',
      evaluationCriteria: [
        'Strong: calculates MAPE near 19.7 percent, WMAPE near 14.7 percent, and bias of plus 10; weak: ' +
          'arithmetic or formula errors.',
        "Strong: explains why WMAPE suits portfolios and MAPE's weaknesses; weak: uses MAPE without " +
          'caveats.',
        'Strong: treats bias as a separate, critical measure; weak: looks only at absolute error.',
        'Strong: measures at the decision level and mentions forecast value added; weak: measures only ' +
          'in aggregate.',
      ],
    },
    {
      id: 'skill-demand-planning-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How would you forecast demand for a new product that has no sales history?',
      answer:
        'I would combine several methods and express the result as a range, not a single number. First, ' +
        'analogs: find past launches similar in category, price point, channel, and marketing support, ' +
        'and use their launch curves, scaled for differences. Second, a top-down view: market size, ' +
        'expected share, and distribution, such as the number of stores or accounts carrying it times ' +
        'expected sales per location per week. Third, bottom-up input from sales on committed customer ' +
        'orders and from marketing on the launch plan. Where the product replaces an older one, I would ' +
        'model cannibalization and the phase-out of the old item together. I would reconcile these into ' +
        'a consensus forecast in the S&OP process, with explicit assumptions and high and low ' +
        'scenarios. Because uncertainty is highest at launch, the supply plan should favor flexibility: ' +
        'smaller initial production runs, shorter replenishment, and components that can be reused. ' +
        'Then I would watch early signals, such as pre-orders, sell-through in the first two to four ' +
        'weeks, and search interest, and update the forecast weekly, since early sales data quickly ' +
        'outperforms any pre-launch estimate.',
      evaluationCriteria: [
        'Strong: uses analog products with adjusted launch curves; weak: invents a number.',
        'Strong: triangulates top-down and bottom-up estimates; weak: relies on one input such as sales ' +
          'optimism.',
        'Strong: presents ranges with scenarios and flexible supply; weak: commits to a single point ' +
          'forecast.',
        'Strong: updates quickly from early sell-through and considers cannibalization; weak: leaves ' +
          'the launch forecast unchanged.',
      ],
    },
  ],
  ERP: [
    {
      id: 'skill-erp-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Walk me through the order-to-cash process in an ERP system and how each step affects other ' +
        'modules and the general ledger.',
      answer:
        'It starts with a sales order in the sales module, which pulls customer master data, pricing ' +
        'conditions, and payment terms, and usually runs an automatic credit check against the ' +
        "customer's credit limit and open receivables. An availability check confirms stock or " +
        'schedules production. The warehouse then creates a delivery, picks and packs, and posts the ' +
        'goods issue. Goods issue reduces inventory and posts an accounting entry automatically: debit ' +
        "cost of goods sold and credit inventory, at the item's valuation. Billing creates the customer " +
        'invoice, which posts debit accounts receivable and credit revenue, plus tax. When the customer ' +
        'pays, the cash receipt is applied to the open invoice, clearing receivables against the bank ' +
        'account. Because the ERP integrates these modules, each document links to the next, giving a ' +
        'document flow that lets anyone trace an order to its accounting entries, and management ' +
        'reports update in real time. Problems at one step, such as wrong master data or a goods issue ' +
        'not posted, flow through to billing and financial results.',
      evaluationCriteria: [
        'Strong: lists the steps in order from order to cash receipt; weak: skips delivery or goods issue.',
        'Strong: explains the automatic accounting entries at goods issue and billing; weak: unaware ' +
          'that logistics steps post to the ledger.',
        'Strong: mentions credit and availability checks and master data; weak: treats the order as ' +
          'standalone.',
        'Strong: explains document flow and integration benefits; weak: sees modules as separate systems.',
      ],
    },
    {
      id: 'skill-erp-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You are responsible for data migration and cutover for an ERP go-live. How do you plan it so ' +
        'the business can operate on day one?',
      answer:
        'For data migration, I would define the scope with business owners: which master data, such as ' +
        'customers, vendors, materials, and the chart of accounts, and which transactional data, ' +
        'usually open items only, such as open orders, open receivables and payables, inventory ' +
        'balances, and general ledger balances, rather than full history. Each object needs an owner ' +
        'responsible for cleansing, mapping rules from old to new, and sign-off. I would run at least ' +
        'two or three full mock migrations in a test environment, timing each and reconciling results: ' +
        'record counts, financial totals matching the legacy trial balance, and sample checks by users. ' +
        'The cutover plan is an hour-by-hour runbook covering the legacy freeze, final extracts, loads, ' +
        'validations, and go or no-go checkpoints with defined criteria, plus a rollback plan. I would ' +
        'schedule it around a period end, plan a business blackout window, and prepare manual ' +
        'workarounds. After go-live, a hypercare period with extra support, daily issue triage, and ' +
        'close monitoring of key processes such as shipping, invoicing, and payments catches problems ' +
        'early.',
      evaluationCriteria: [
        'Strong: migrates clean master data and open items with owners and sign-off; weak: migrates all ' +
          'history without cleansing.',
        'Strong: runs multiple timed mock loads with financial reconciliation; weak: migrates once at ' +
          'go-live.',
        'Strong: uses a detailed cutover runbook with go or no-go criteria and rollback; weak: informal ' +
          'cutover.',
        'Strong: plans blackout, workarounds, and hypercare; weak: assumes day one will be normal.',
      ],
    },
  ],
  Firewalls: [
    {
      id: 'skill-firewalls-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What is the difference between a stateless and a stateful firewall, and what does a ' +
        'next-generation firewall add?',
      answer:
        'A stateless firewall, such as a basic packet filter or router access list, evaluates each ' +
        'packet on its own against rules for source and destination address, port, and protocol. ' +
        'Because it has no memory of connections, you must write rules for both directions of a ' +
        'conversation, and it cannot tell a legitimate reply from an unsolicited packet. A stateful ' +
        'firewall tracks connections in a state table: when an inside host opens a TCP connection, ' +
        'return traffic for that connection is allowed automatically, and unsolicited inbound packets ' +
        'are dropped. That makes rules simpler and more secure. A next-generation firewall adds ' +
        'inspection beyond ports: application identification, so it can allow a specific application ' +
        'regardless of port, user identity integration with directory services, intrusion prevention, ' +
        'URL filtering, malware and threat intelligence feeds, and TLS decryption so it can inspect ' +
        'encrypted traffic where policy allows. Whatever the type, good practice is a default-deny ' +
        'policy, allowing only required traffic, with logging enabled.',
      evaluationCriteria: [
        'Strong: explains stateless per-packet filtering and its limitations; weak: confuses stateless ' +
          'with stateful.',
        'Strong: explains the state table and automatic return traffic; weak: cannot describe ' +
          'connection tracking.',
        'Strong: lists NGFW capabilities such as application awareness, IPS, and TLS inspection; weak: ' +
          'says it is just faster.',
        'Strong: mentions default deny and logging; weak: no policy principles.',
      ],
    },
    {
      id: 'skill-firewalls-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A new application server needs to reach a database in another network segment. How do you ' +
        'write the firewall rule, and what do you check when reviewing an existing rule set?',
      answer:
        "I would write the narrowest rule that meets the need: source is the application server's " +
        'specific address or a named object for that server group, destination is the database server, ' +
        'the service is the database port only, such as TCP 5432 for PostgreSQL or 1433 for SQL Server, ' +
        'and action allow, with logging on. I would add a description with the ticket number, owner, ' +
        'and business justification, and an expiry or review date if it is temporary. Placement matters ' +
        'because most firewalls evaluate rules top down and stop at the first match, so a broader deny ' +
        'or allow above it could shadow it. The change goes through change control and is tested after ' +
        'implementation. When reviewing a rule set, I look for any-to-any or overly broad rules, rules ' +
        'allowing risky services such as Telnet or SMB across zones, shadowed or redundant rules, rules ' +
        'with zero hits over several months that can be removed, missing egress filtering, undocumented ' +
        'rules without owners, and confirm the final rule is an explicit deny with logging.',
      evaluationCriteria: [
        'Strong: writes a least-privilege rule with specific source, destination, and port; weak: ' +
          'allows the whole subnet or all ports.',
        'Strong: documents owner, justification, and review date; weak: undocumented rules.',
        'Strong: understands first-match ordering and shadowing; weak: ignores rule order.',
        'Strong: reviews for broad rules, unused rules, egress gaps, and explicit deny; weak: reviews ' +
          'only new rules.',
      ],
    },
  ],
  Go: [
    {
      id: 'skill-go-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do goroutines and channels work in Go, and how do you prevent goroutine leaks?',
      answer:
        'A goroutine is a lightweight thread managed by the Go runtime, started with the go keyword; ' +
        'thousands can run cheaply because they start with small stacks and are multiplexed onto OS ' +
        'threads. Channels let goroutines communicate and synchronize: an unbuffered channel blocks the ' +
        'sender until a receiver is ready, while a buffered channel blocks only when full. A select ' +
        'statement waits on several channel operations at once. A goroutine leaks when it blocks ' +
        'forever, typically sending on a channel no one will read, waiting on a channel no one will ' +
        'close, or looping without an exit condition, and leaked goroutines hold memory and resources ' +
        'indefinitely. To prevent leaks, every goroutine needs a clear way to stop. I pass a ' +
        'context.Context and have goroutines select on ctx.Done alongside their work, so canceling the ' +
        'context or hitting a timeout ends them. The sender owns closing a channel. Buffered channels ' +
        'sized to the number of results prevent workers from blocking after an early return. I use ' +
        'sync.WaitGroup or errgroup to wait for completion, and test with goleak in unit tests.',
      evaluationCriteria: [
        'Strong: explains goroutines, unbuffered versus buffered channels, and select; weak: treats ' +
          'goroutines as OS threads.',
        'Strong: identifies how leaks happen through blocked sends or receives; weak: unaware of leaks.',
        'Strong: uses context cancellation and select on Done; weak: no cancellation mechanism.',
        'Strong: knows channel ownership rules and uses WaitGroup, errgroup, or goleak; weak: closes ' +
          'channels from receivers.',
      ],
    },
    {
      id: 'skill-go-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Explain idiomatic error handling in Go, including wrapping, errors.Is, errors.As, and the nil ' +
        'interface pitfall.',
      answer:
        'Go returns errors as values, and the caller checks them explicitly. When passing an error up, ' +
        'I add context by wrapping it with fmt.Errorf using the %w verb, such as loading config, ' +
        'followed by the original error, which keeps the original in the chain. Callers then inspect ' +
        'the chain instead of comparing strings: errors.Is checks whether any error in the chain ' +
        'matches a sentinel value, such as io.EOF or sql.ErrNoRows, and errors.As finds the first error ' +
        'of a specific type, such as a custom ValidationError or *fs.PathError, and assigns it so you ' +
        'can read its fields. I wrap only when the underlying error is part of my API contract; ' +
        'otherwise I use %v to avoid exposing implementation details. The nil interface pitfall: an ' +
        'error is an interface holding a type and a value. If a function declares a *MyError variable, ' +
        'leaves it nil, and returns it as error, the interface has a type but a nil value, so it is not ' +
        'equal to nil and the caller sees a failure. Functions should return a literal nil on success.',
      evaluationCriteria: [
        'Strong: explains wrapping with %w and why it preserves the chain; weak: concatenates error ' +
          'strings.',
        'Strong: uses errors.Is for sentinels and errors.As for types correctly; weak: compares error ' +
          'messages.',
        'Strong: considers when to wrap versus hide underlying errors; weak: wraps everything ' +
          'indiscriminately.',
        'Strong: explains the typed nil in an interface pitfall and how to avoid it; weak: unaware of it.',
      ],
    },
  ],
  GraphQL: [
    {
      id: 'skill-graphql-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'What is the N+1 problem in GraphQL, and how does the DataLoader pattern solve it?',
      answer:
        'GraphQL resolves fields one at a time, and each resolver is independent. If a query asks for ' +
        "50 posts and each post's author, the posts resolver runs one query for the posts, then the " +
        'author resolver runs once per post, giving 1 plus 50 database queries, the N+1 problem. It ' +
        'grows worse with nesting and is invisible in the schema. DataLoader fixes it by batching and ' +
        'caching within a single request. Each author resolver calls loader.load with an author ID ' +
        'instead of querying. DataLoader collects all the IDs requested in the same tick of the event ' +
        'loop, then calls one batch function with the whole list, which runs a single query such as ' +
        'selecting authors where the ID is in the list, and returns results in the same order as the ' +
        'keys. It also caches per request, so the same author is fetched only once. Loaders must be ' +
        'created per request, not shared globally, to avoid leaking data between users with different ' +
        'permissions. Some frameworks solve the same problem with query planning or join-based ' +
        'lookahead instead.',
      evaluationCriteria: [
        'Strong: explains how resolver-per-field execution causes N+1; weak: blames GraphQL itself vaguely.',
        'Strong: describes batching within a tick and ordered results; weak: thinks DataLoader is just ' +
          'a cache.',
        'Strong: creates loaders per request for security and correctness; weak: uses a global loader.',
        'Strong: mentions alternatives such as lookahead or joins; weak: knows only one approach.',
      ],
    },
    {
      id: 'skill-graphql-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How do you protect a public GraphQL API against abuse and data exposure?',
      answer:
        'A single endpoint that accepts arbitrary queries shifts control to clients, so protection must ' +
        'go beyond normal REST controls. For resource abuse, I would set a maximum query depth and, ' +
        'better, a query cost or complexity limit, where each field has a cost and list fields multiply ' +
        'by their page size, rejecting queries above a budget before execution. Pagination arguments ' +
        'need enforced maximums. Rate limiting should be based on query cost, not just request count, ' +
        'and I would limit aliases and batched operations, which attackers use to multiply work or ' +
        'brute-force logins in one request. For known clients such as our own apps, persisted queries, ' +
        'allowing only pre-registered query hashes, remove most of the risk. For data exposure, ' +
        'authorization must be enforced in the business logic or resolvers for every field and object, ' +
        'not just at the endpoint, because any field can be reached through a different path in the ' +
        'graph. I would disable introspection and field suggestions in production for private schemas, ' +
        'mask internal error details, set timeouts, and log queries for monitoring.',
      evaluationCriteria: [
        'Strong: limits depth and cost, including list multipliers; weak: relies on request rate ' +
          'limiting only.',
        'Strong: recognizes alias and batching attacks; weak: unaware of them.',
        'Strong: uses persisted queries for first-party clients; weak: accepts arbitrary queries from ' +
          'everyone.',
        'Strong: enforces object and field-level authorization and hides introspection and errors ' +
          'appropriately; weak: checks auth only at the endpoint.',
      ],
    },
  ],
  'Incentive Compensation': [
    {
      id: 'skill-incentive-compensation-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you design a sales incentive plan for account executives? Cover pay mix, quota, and ' +
        'payout mechanics.',
      answer:
        'I start from the sales strategy and the behavior the plan must drive, such as new-logo ' +
        'acquisition or multi-year deals, and keep the plan simple enough for reps to calculate their ' +
        'own pay. On-target earnings come from market data for the role. Pay mix is the split between ' +
        'base and target variable pay; for closing roles such as account executives, 50/50 or 60/40 is ' +
        'common, with more base for roles with longer cycles or more account management. Quotas should ' +
        'be based on territory potential and history, set so that most reps, roughly 60 to 70 percent, ' +
        'can reach target; if only a few hit quota, the plan loses credibility. The payout curve pays a ' +
        'commission rate per dollar up to quota, then accelerators above quota, such as 1.5 or 2 times ' +
        'the base rate, to reward overperformance; some plans use a threshold below which little is ' +
        'paid. I avoid hard caps where possible, since they stop effort, but I add protections for ' +
        'windfalls. Plans also need clear crediting rules, clawbacks for canceled deals, and a written, ' +
        'signed plan document.',
      evaluationCriteria: [
        'Strong: links plan design to sales strategy and desired behaviors; weak: copies a generic plan.',
        'Strong: explains OTE and pay mix with typical ranges by role; weak: unclear on mix.',
        'Strong: sets attainable quotas with an expected attainment distribution; weak: sets quotas top ' +
          'down without regard to territory.',
        'Strong: uses accelerators, thresholds, crediting rules, and clawbacks appropriately; weak: ' +
          'flat commission with no governance.',
      ],
    },
    {
      id: 'skill-incentive-compensation-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A rep has on-target earnings of 150,000 with a 50/50 pay mix and a 1,000,000 annual quota. ' +
        'They reach 130 percent, and the plan pays 1.5 times the base rate above quota. What is their ' +
        'total pay, and what would you check before paying it?',
      answer:
        'Target variable pay is half of 150,000, so 75,000, and base salary is 75,000. The base ' +
        'commission rate is target variable divided by quota: 75,000 over 1,000,000, or 7.5 percent. ' +
        'Bookings of 1,300,000 earn 75,000 on the first 1,000,000. The 300,000 above quota earns 1.5 ' +
        'times 7.5 percent, or 11.25 percent, which is 33,750. Total variable pay is 108,750, and total ' +
        'compensation is 183,750, about 122.5 percent of OTE. Before paying, I would verify that each ' +
        'deal is credited correctly under the crediting rules: that it is signed and booked in the ' +
        'period, split appropriately if other reps were involved, and not subject to clawback, for ' +
        'example because of cancellation or non-payment. I would check whether any single deal was a ' +
        'windfall that the plan treats differently. I would also reconcile payouts to the CRM and ' +
        'finance bookings. On the accounting side, under ASC 340-40, commissions on multi-year ' +
        'contracts are generally capitalized and amortized rather than expensed at once.',
      evaluationCriteria: [
        'Strong: computes the 7.5 percent base rate and 108,750 variable pay correctly; weak: applies ' +
          'the accelerator to all bookings.',
        'Strong: states total pay of 183,750; weak: arithmetic errors.',
        'Strong: validates crediting, splits, and clawback conditions before paying; weak: pays from a ' +
          'spreadsheet without checks.',
        'Strong: mentions windfall provisions or accounting treatment such as ASC 340-40; weak: no ' +
          'awareness of governance or accounting.',
      ],
    },
  ],
  'Legal Writing': [
    {
      id: 'skill-legal-writing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you structure an objective legal memorandum, and how do you organize the discussion ' +
        'section?',
      answer:
        'An objective memo predicts how a court would likely resolve an issue, so it must present both ' +
        'sides fairly. The standard structure is: a heading; the question presented, framing the legal ' +
        'issue with the key facts, such as whether a landlord who accepted rent after the lease expired ' +
        'created a month-to-month tenancy under state law; a brief answer giving a direct prediction, ' +
        'such as probably yes, with the core reason; a statement of facts, including unfavorable ones, ' +
        'with no argument; the discussion; and a conclusion. In the discussion, I organize by issue and ' +
        'sub-issue, and for each use a CREAC structure: conclusion, rule, explanation of the rule ' +
        'through how courts have applied it in prior cases, application of the rule to our facts by ' +
        'analogy and distinction, including the strongest counterarguments, and conclusion again. I ' +
        'rank authority correctly, putting binding precedent from the controlling jurisdiction before ' +
        'persuasive authority, and I confirm every citation is still good law with a citator such as ' +
        "Shepard's or KeyCite. Headings, short paragraphs, and plain language make it usable for a busy " +
        'reader.',
      evaluationCriteria: [
        'Strong: lists the memo sections in order and explains each; weak: writes an unstructured essay.',
        'Strong: uses CREAC or IRAC with rule explanation from case law; weak: states rules without ' +
          'explaining application.',
        'Strong: addresses counterarguments and includes unfavorable facts; weak: writes persuasively ' +
          'in an objective memo.',
        'Strong: distinguishes binding from persuasive authority and checks citations with a citator; ' +
          'weak: cites without verifying.',
      ],
    },
    {
      id: 'skill-legal-writing-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'While drafting a brief, you find a case from the controlling jurisdiction that is directly ' +
        "adverse to your client's position, and opposing counsel has not cited it. What do you do?",
      answer:
        'Under ABA Model Rule 3.3(a)(2) and its state equivalents, a lawyer must disclose legal ' +
        "authority in the controlling jurisdiction known to be directly adverse to the client's " +
        'position and not disclosed by opposing counsel. So hiding it is not an option, and in practice ' +
        'it would almost certainly surface anyway, damaging our credibility with the court. I would ' +
        'raise it with the supervising attorney immediately, since they are responsible for the filing. ' +
        'Then I would address it strategically rather than reluctantly. I would read it closely to see ' +
        'whether it can be distinguished on its facts or procedural posture, whether its reasoning was ' +
        'limited or questioned by later decisions, and whether a higher court or statute has changed ' +
        'the law since. In the brief, I would confront the case directly in our argument, ideally after ' +
        'establishing our strongest points, explaining why it does not control our facts, framed so ' +
        'that the court sees us as candid. If it truly controls, the team may need to reconsider the ' +
        'argument or preserve it for appeal.',
      evaluationCriteria: [
        'Strong: knows the duty of candor under Rule 3.3 requires disclosure; weak: considers omitting ' +
          'the case.',
        'Strong: escalates to the supervising attorney promptly; weak: decides alone.',
        'Strong: analyzes ways to distinguish or limit the case; weak: simply concedes or ignores its ' +
          'reasoning.',
        'Strong: addresses the case credibly in the brief and reconsiders strategy if it controls; ' +
          'weak: buries it in a footnote.',
      ],
    },
  ],
  'Mergers and Acquisitions': [
    {
      id: 'skill-mergers-and-acquisitions-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Compare a stock purchase, an asset purchase, and a merger as ways to acquire a company. How do ' +
        'liabilities and taxes differ?',
      answer:
        "In a stock purchase, the buyer acquires the target's shares from its shareholders, so the " +
        'company continues unchanged with all its assets, contracts, and liabilities, including unknown ' +
        'ones. It is simpler for contracts and permits, but the buyer inherits everything and relies on ' +
        'due diligence, representations, indemnities, and escrow for protection. Tax basis in the ' +
        'assets carries over, so there is no step-up unless an election such as a Section 338(h)(10) or ' +
        'a Section 336(e) applies. In an asset purchase, the buyer picks which assets and liabilities ' +
        'to take, which limits inherited liabilities, although some, such as certain environmental or ' +
        'successor liabilities, can still follow. The buyer gets a stepped-up tax basis and can ' +
        'depreciate or amortize the purchase price, but contracts often need consent to assign, and ' +
        'sellers that are C corporations may face double taxation. In a statutory merger, the companies ' +
        'combine under state law; in a reverse triangular merger, the target survives as a subsidiary, ' +
        'which often avoids contract assignment issues and does not require every shareholder to sell ' +
        'individually.',
      evaluationCriteria: [
        'Strong: explains that stock purchases carry all liabilities and asset deals allow selection; ' +
          'weak: says liabilities never transfer in asset deals.',
        'Strong: explains the tax basis step-up trade-off and elections such as 338(h)(10); weak: ' +
          'ignores tax.',
        'Strong: notes contract assignment and consent issues; weak: misses practical transfer issues.',
        'Strong: describes mergers, including reverse triangular structure; weak: treats merger as a ' +
          'general word for any deal.',
      ],
    },
    {
      id: 'skill-mergers-and-acquisitions-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'An acquirer earns 100 million on 50 million shares and buys a target earning 20 million for ' +
        '300 million in cash, borrowed at 6 percent pre-tax with a 25 percent tax rate. Is the deal ' +
        'accretive or dilutive to EPS, and what does that tell you?',
      answer:
        'Standalone EPS is 100 million divided by 50 million shares, or 2.00. The new debt costs 6 ' +
        'percent of 300 million, 18 million pre-tax, or 13.5 million after tax at 25 percent. Pro forma ' +
        'net income is 100 plus 20 minus 13.5, or 106.5 million. With no new shares issued, pro forma ' +
        "EPS is 106.5 over 50, or 2.13, about 6.5 percent accretive. A quick check: the target's " +
        'earnings yield is 20 over 300, 6.7 percent, above the after-tax cost of debt of 4.5 percent, ' +
        'so a cash deal is accretive. A full model would add amortization of acquired intangible assets ' +
        'from the purchase price allocation, which reduces accretion, expected synergies and their ' +
        'timing, integration costs, and lost interest on any cash used. Accretion does not mean the ' +
        "deal creates value. EPS can rise even if the price exceeds the target's intrinsic value, so I " +
        'would judge the deal on discounted cash flow value, return on invested capital versus the cost ' +
        'of capital, and strategic fit, and check the effect on leverage and credit ratings.',
      evaluationCriteria: [
        'Strong: computes pro forma EPS of about 2.13 and 6.5 percent accretion; weak: forgets ' +
          'after-tax interest.',
        'Strong: compares earnings yield with after-tax cost of financing; weak: cannot explain why it ' +
          'is accretive.',
        'Strong: mentions intangible amortization, synergies, and integration costs; weak: treats the ' +
          'simple result as final.',
        'Strong: explains that accretion is not value creation; weak: recommends the deal on EPS alone.',
      ],
    },
  ],
  'Microsoft 365': [
    {
      id: 'skill-microsoft-365-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'In Microsoft 365, when would you store a file in OneDrive, a SharePoint site, or a Teams ' +
        'channel, and how are they related?',
      answer:
        'OneDrive is for my own work files: drafts and documents I own, which I can share with specific ' +
        'people when needed. If I leave the organization, my OneDrive is eventually removed, so team ' +
        'records should not live there. SharePoint sites are for content that belongs to a team, ' +
        'department, or project, with shared ownership, permissions managed at the site or library ' +
        'level, and features such as metadata, version history, and retention. Teams is the ' +
        'collaboration hub: each team is backed by a Microsoft 365 group and a SharePoint site, and ' +
        "each standard channel's Files tab is a folder in that site's document library; private and " +
        'shared channels get their own sites. Files shared in a one-to-one or group chat are stored in ' +
        "the sender's OneDrive. So Teams and SharePoint store the same files, viewed in different " +
        "places. My rule is: personal work in OneDrive, team files in the team's SharePoint or Teams " +
        'location, and share links rather than email attachments, so everyone works on a single version ' +
        'with co-authoring.',
      evaluationCriteria: [
        'Strong: distinguishes personal OneDrive from shared SharePoint ownership; weak: stores team ' +
          'records in personal OneDrive.',
        'Strong: knows Teams channel files live in SharePoint and chat files in OneDrive; weak: thinks ' +
          'Teams has separate storage.',
        'Strong: mentions version history, permissions, and co-authoring; weak: emails attachments back ' +
          'and forth.',
        'Strong: gives a clear rule for where content belongs; weak: no consistent approach.',
      ],
    },
    {
      id: 'skill-microsoft-365-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You need to collaborate on a document with an external partner using Microsoft 365. How do you ' +
        'share it securely and keep control of it?',
      answer:
        'I would keep the document in the appropriate SharePoint site or OneDrive rather than emailing ' +
        'copies, so there is one version with full history. When creating the sharing link, I would ' +
        "choose the right link type: specific people, entering the partner's email addresses, rather " +
        'than an anyone link, which works for whoever has the URL, or a people in your organization ' +
        'link, which would not work for them. I would set the permission to view or edit as needed, add ' +
        'an expiration date if the collaboration is temporary, and, for view-only sharing of sensitive ' +
        'material, use the block download option where it is available. The partner verifies their ' +
        "identity with a one-time code or their own Microsoft account, depending on the organization's " +
        'guest settings. If the document carries a sensitivity label, I check that the label permits ' +
        'external sharing. During collaboration we co-author in real time, use comments and mentions ' +
        'for questions, and I can check version history or restore an earlier version if needed. When ' +
        'the work is done, I remove access through Manage access.',
      evaluationCriteria: [
        'Strong: shares a link from a single stored version instead of attachments; weak: emails copies.',
        'Strong: chooses specific-people links and appropriate permissions; weak: uses anyone links for ' +
          'confidential files.',
        'Strong: uses expiration, block download, or sensitivity labels as appropriate; weak: no access ' +
          'controls.',
        'Strong: removes access when done and uses version history; weak: leaves external access open ' +
          'indefinitely.',
      ],
    },
  ],
  'National Electrical Code': [
    {
      id: 'skill-national-electrical-code-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Where does the NEC require GFCI and AFCI protection in dwellings, and how do you deal with ' +
        'differences in which edition a jurisdiction has adopted?',
      answer:
        'GFCI protection, in section 210.8(A), protects people from shock and is required for ' +
        'receptacles in dwelling locations such as bathrooms, garages and accessory buildings, ' +
        'outdoors, crawl spaces, basements, kitchens, laundry areas, areas within 6 feet of a sink, ' +
        'bathtub, or shower, and boathouses. Recent editions expanded it: the 2020 edition extended it ' +
        'to receptacles up to 250 volts in those locations, and the 2023 edition to all kitchen ' +
        'receptacles, not only those serving countertops. Other sections require GFCI for specific ' +
        'equipment, and the 2020 and 2023 editions added some outdoor outlets and appliances. AFCI ' +
        'protection, in 210.12, protects against fires from arcing faults and is required for 120-volt, ' +
        '15- and 20-ampere branch circuits supplying outlets in most living areas: kitchens, family and ' +
        'living rooms, dining rooms, bedrooms, closets, hallways, laundry areas, and similar rooms, ' +
        'including extensions and many replacements. Because each state or municipality adopts a ' +
        'specific edition, often with amendments, I always confirm the adopted edition and local ' +
        'amendments with the authority having jurisdiction before designing or installing.',
      evaluationCriteria: [
        'Strong: identifies key GFCI locations and cites 210.8; weak: lists only bathrooms.',
        'Strong: explains AFCI scope under 210.12 and its purpose; weak: confuses GFCI and AFCI purposes.',
        'Strong: knows recent expansions in the 2020 and 2023 editions; weak: relies on outdated rules.',
        'Strong: confirms the adopted edition and local amendments with the AHJ; weak: assumes the ' +
          'newest edition applies everywhere.',
      ],
    },
    {
      id: 'skill-national-electrical-code-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'A continuous load draws 40 amperes. Size the overcurrent device and copper conductors under ' +
        'the NEC, and explain what changes if the conductors share a raceway with other ' +
        'current-carrying conductors.',
      answer:
        'For continuous loads, those lasting three hours or more, the branch-circuit overcurrent device ' +
        'must be sized at 125 percent of the continuous load, unless it is listed for 100 percent ' +
        'operation: 40 times 1.25 is 50 amperes, so a 50-ampere breaker. Conductors must also have an ' +
        'ampacity of at least 125 percent of the continuous load, 50 amperes. Under 110.14(C), ' +
        'terminations on most equipment are rated 75 degrees Celsius, so I use the 75-degree column of ' +
        'Table 310.16: 8 AWG copper is rated 50 amperes, which works with no adjustments. If the ' +
        'raceway contains four to six current-carrying conductors, the adjustment factor in ' +
        '310.15(C)(1) is 80 percent. With THHN, I can apply the factor to the 90-degree ampacity: 8 AWG ' +
        'at 55 amperes times 0.8 is 44 amperes, which is too small. Moving to 6 AWG, 75 amperes at 90 ' +
        'degrees times 0.8 gives 60, which is above 50, and the 75-degree termination rating of 65 is ' +
        'also satisfied. High ambient temperature, such as on rooftops, adds a correction factor. I ' +
        'would also check voltage drop on long runs.',
      evaluationCriteria: [
        'Strong: applies the 125 percent rule to both the breaker and conductors; weak: sizes at 40 ' +
          'amperes.',
        'Strong: uses the 75-degree column for terminations and picks 8 AWG copper; weak: uses the ' +
          '90-degree column for final sizing.',
        'Strong: applies the 80 percent adjustment correctly and upsizes to 6 AWG; weak: ignores ' +
          'conductor fill adjustments.',
        'Strong: mentions ambient correction and voltage drop; weak: no other considerations.',
      ],
    },
  ],
  'Organizational Design': [
    {
      id: 'skill-organizational-design-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'Compare functional, divisional, and matrix organizational structures. When does each fit?',
      answer:
        'A functional structure groups people by expertise, such as engineering, marketing, and ' +
        'finance, each led by a functional head. It builds deep skills and efficiency and suits a ' +
        'single-product organization or a stable environment, but coordination across functions is ' +
        'slow, and only the top leader owns end-to-end results. A divisional structure groups people by ' +
        'product, customer segment, or geography, each division with its own functional resources and ' +
        'profit accountability. It is faster and more responsive to its market, suits diverse ' +
        'businesses or regions with different needs, but duplicates resources and can create ' +
        'inconsistency across divisions. A matrix structure gives people two reporting lines, typically ' +
        'a functional manager and a product or project leader, to combine expertise with focus on ' +
        'outcomes. It suits complex organizations needing both, but creates ambiguity and conflict ' +
        'unless decision rights are very clear. Span of control matters in all three: too narrow ' +
        'creates layers and slow decisions, too wide leaves managers unable to coach. The right choice ' +
        "follows the strategy and the work's coordination needs.",
      evaluationCriteria: [
        'Strong: describes each structure with its main strength and weakness; weak: definitions only.',
        'Strong: matches each structure to fitting situations; weak: declares one structure best.',
        "Strong: notes the matrix's need for clear decision rights; weak: ignores dual-reporting problems.",
        'Strong: mentions span of control and layers; weak: focuses only on boxes.',
      ],
    },
    {
      id: 'skill-organizational-design-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'You are asked to redesign a 200-person organization that suffers from slow decisions and ' +
        'duplicated work. How would you approach it?',
      answer:
        'I would resist starting with the org chart or names, because that turns the project into a ' +
        'debate about people. First I would clarify the strategy and the capabilities the organization ' +
        'must excel at, and agree design criteria with leadership, such as faster decisions on customer ' +
        'issues, a single owner for each product, and lower overhead. Next I would diagnose: ' +
        'interviews, a survey, and data on spans and layers, plus mapping a few key decisions to see ' +
        'where they stall. Slow decisions usually come from unclear decision rights, too many layers, ' +
        'or consensus cultures, and duplication from similar work set up in several units. Then I would ' +
        'develop two or three structural options and evaluate each against the criteria, including the ' +
        'transition risk. The design must also define decision rights, for example with RAPID or RACI, ' +
        'roles, interfaces, and governance, since structure alone rarely fixes behavior. Only then ' +
        'would we decide staffing. I would plan the transition carefully, communicating the reasons, ' +
        'treating affected people fairly and consistently, involving HR and legal, and measuring ' +
        'decision speed after the change.',
      evaluationCriteria: [
        'Strong: starts from strategy and design criteria rather than boxes and names; weak: redraws ' +
          'the chart first.',
        'Strong: diagnoses the causes with data on spans, layers, and decisions; weak: assumes the cause.',
        'Strong: evaluates multiple options and defines decision rights and interfaces; weak: one ' +
          'option, structure only.',
        'Strong: plans a fair transition with HR and legal and measures results; weak: announces ' +
          'changes without a plan.',
      ],
    },
  ],
  'Payroll Processing': [
    {
      id: 'skill-payroll-processing-1',
      type: 'technical',
      difficulty: 'EASY',
      question: "Walk me through how a United States employee's gross pay becomes net pay.",
      answer:
        'Gross pay is regular wages plus overtime, bonuses, and other earnings for the period. Pre-tax ' +
        'deductions come next, and their tax treatment differs: Section 125 cafeteria plan deductions, ' +
        'such as health premiums, reduce wages for federal income tax and for Social Security and ' +
        'Medicare, while traditional 401(k) contributions reduce federal income tax wages but are still ' +
        'subject to Social Security and Medicare. Then taxes are withheld. Federal income tax is ' +
        "calculated from the employee's Form W-4 using IRS Publication 15-T methods. Social Security is " +
        '6.2 percent up to the annual wage base, and Medicare is 1.45 percent on all wages, plus an ' +
        'additional 0.9 percent withheld on wages above 200,000 in the year. State and local income ' +
        'taxes apply where required, with some states having no income tax, and some states have ' +
        'disability or paid leave contributions. After taxes come post-tax deductions, such as Roth ' +
        '401(k) contributions, and court-ordered garnishments such as child support, subject to legal ' +
        'limits. The remainder is net pay. The employer also pays its own matching FICA and ' +
        'unemployment taxes.',
      evaluationCriteria: [
        'Strong: orders earnings, pre-tax deductions, taxes, and post-tax deductions correctly; weak: ' +
          'mixes up the sequence.',
        'Strong: knows 401(k) contributions remain subject to FICA while Section 125 deductions do not; ' +
          'weak: treats all pre-tax deductions the same.',
        'Strong: gives correct FICA rates, the wage base, and the additional Medicare tax; weak: wrong ' +
          'rates.',
        'Strong: mentions W-4, state taxes, and garnishment limits; weak: omits state or garnishment rules.',
      ],
    },
    {
      id: 'skill-payroll-processing-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you handle final pay for employees who leave, when your company has staff in several ' +
        'states?',
      answer:
        'Final pay is governed mainly by state law, which varies widely, so I would keep a ' +
        'state-by-state reference reviewed by counsel. Timing differs by state and by whether the ' +
        'employee quit or was terminated. California, for example, requires final wages immediately at ' +
        'involuntary termination and within 72 hours of a resignation without notice, with waiting-time ' +
        "penalties of up to 30 days' wages if late, while many states allow payment on the next regular " +
        'payday. Accrued vacation or PTO is another difference: California and several other states ' +
        'treat earned vacation as wages that must be paid out and prohibit use-it-or-lose-it policies, ' +
        'while in other states payout depends on the written policy. Deductions from final pay, such as ' +
        'for unreturned equipment, are restricted in many states and cannot reduce pay below minimum ' +
        'wage. Bonuses and commissions earned but not yet paid follow the plan terms and state law. For ' +
        'tax, bonuses and PTO payouts are supplemental wages, often withheld at the 22 percent federal ' +
        'flat rate. I would coordinate with HR on termination dates, run off-cycle payrolls when ' +
        'needed, and document delivery.',
      evaluationCriteria: [
        'Strong: recognizes that final pay rules vary by state and by type of separation; weak: applies ' +
          'one rule everywhere.',
        "Strong: gives accurate examples such as California's timing and penalties; weak: no specifics.",
        'Strong: handles PTO payout, deduction limits, and commissions correctly; weak: deducts freely ' +
          'from final pay.',
        'Strong: applies supplemental withholding and uses off-cycle runs when needed; weak: waits for ' +
          'the next payroll regardless of law.',
      ],
    },
  ],
  'Pleadings Drafting': [
    {
      id: 'skill-pleadings-drafting-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'What must a complaint in United States federal court contain, and how do you draft it to ' +
        'survive a motion to dismiss?',
      answer:
        'Under Federal Rule of Civil Procedure 8(a), a complaint needs a short and plain statement of ' +
        "the grounds for the court's jurisdiction, a short and plain statement of the claim showing " +
        'entitlement to relief, and a demand for the relief sought. Under Twombly and Iqbal, the ' +
        'factual allegations must make the claim plausible, not merely possible; legal conclusions and ' +
        'formulaic recitations of the elements are disregarded. So for each count I list the elements ' +
        'of the cause of action from the controlling law and plead specific facts supporting every ' +
        'element: who did what, when, and how, with dates and documents where available. Rule 10(b) ' +
        'requires numbered paragraphs, each limited as far as practicable to a single set of ' +
        "circumstances, and separate counts for separate claims. Fraud claims must meet Rule 9(b)'s " +
        "particularity requirement. I would also plead venue and the parties' citizenship or federal " +
        'question basis. Every factual contention must have, or likely will have after discovery, ' +
        'evidentiary support, because signing certifies compliance with Rule 11. Local rules and the ' +
        "judge's standing orders also govern formatting.",
      evaluationCriteria: [
        'Strong: states the Rule 8(a) requirements; weak: cannot name the basic contents.',
        'Strong: applies the Twombly and Iqbal plausibility standard by pleading facts for each ' +
          'element; weak: pleads conclusions.',
        'Strong: follows Rule 10(b) structure and Rule 9(b) for fraud; weak: lumps claims together.',
        'Strong: mentions Rule 11 obligations and local rules; weak: ignores signing obligations.',
      ],
    },
    {
      id: 'skill-pleadings-drafting-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "How do you draft an answer to a federal complaint, and what mistakes can waive your client's " +
        'defenses?',
      answer:
        'First the deadline: generally 21 days after service, or 60 days if the defendant waived ' +
        'service, under Rule 12(a), unless extended. The answer responds to each numbered paragraph. ' +
        'Under Rule 8(b), I admit, deny, or state that the defendant lacks knowledge or information ' +
        'sufficient to form a belief, which operates as a denial, and I deny only the parts that are ' +
        'false, admitting the rest, since general or evasive denials are improper and an allegation not ' +
        'denied is treated as admitted. Then I plead affirmative defenses under Rule 8(c), such as ' +
        'statute of limitations, release, or failure to mitigate, since omitted defenses can be waived. ' +
        'Certain defenses must be raised early: lack of personal jurisdiction, improper venue, ' +
        'insufficient process, and insufficient service are waived under Rule 12(h) if not included in ' +
        'the first Rule 12 motion or the answer. Counterclaims arising from the same transaction are ' +
        'compulsory under Rule 13(a) and are lost if not asserted. I also consider a jury demand under ' +
        'Rule 38, which is due within 14 days of the last pleading.',
      evaluationCriteria: [
        'Strong: knows the response deadlines and Rule 8(b) response options; weak: uses blanket denials.',
        'Strong: pleads affirmative defenses under Rule 8(c); weak: forgets defenses such as limitations.',
        'Strong: identifies Rule 12(h) waivable defenses; weak: unaware of waiver.',
        'Strong: raises compulsory counterclaims and the jury demand deadline; weak: omits them.',
      ],
    },
  ],
  'Press Release Writing': [
    {
      id: 'skill-press-release-writing-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What is the standard structure of a press release, and what goes in each part?',
      answer:
        'A press release follows the inverted pyramid, so the most newsworthy information comes first ' +
        'and an editor can cut from the bottom. At the top is a release line, such as for immediate ' +
        'release or an embargo date and time. The headline states the news in plain words with a strong ' +
        'verb, ideally under about 100 characters, followed by an optional subheadline adding a key ' +
        'detail. The dateline gives the city, in AP style, and the date. The lead paragraph answers ' +
        'who, what, when, where, and why in one or two sentences. The next paragraphs add supporting ' +
        'details, context, and data. A quote from a relevant spokesperson should add perspective or ' +
        'meaning, not repeat facts. Then further details, such as availability or pricing. The ' +
        'boilerplate is a short, standard paragraph describing the organization. Finally, media contact ' +
        'information with a name, email, and phone, and the end mark, three pound signs centered. I ' +
        'keep it to about a page, write in AP style, and include a link to images or a media kit.',
      evaluationCriteria: [
        'Strong: explains the inverted pyramid and why it is used; weak: builds up to the news.',
        'Strong: lists the key parts in order, including dateline, lead, boilerplate, and contact; ' +
          'weak: omits several parts.',
        'Strong: knows the lead should answer the five Ws; weak: opens with background.',
        'Strong: understands that quotes should add perspective and that AP style applies; weak: uses ' +
          'quotes to repeat facts.',
      ],
    },
    {
      id: 'skill-press-release-writing-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A draft press release opens with: the company, a leading provider of innovative solutions, is ' +
        'excited to announce the launch of its new platform. What is wrong with it, and how would you ' +
        'fix it?',
      answer:
        'The lead wastes the most valuable sentence. Leading provider and innovative solutions are ' +
        'unsupported cliches that journalists ignore, and being excited to announce is about the ' +
        "company's feelings, not the news. It also fails to say what the product does, who it is for, " +
        'or why anyone should care now. I would find the news hook first: what is new, different, or ' +
        'significant, ideally with a number. Then I would rewrite the lead around it, for example: a ' +
        'new scheduling platform released Tuesday lets clinics cut patient no-shows by sending ' +
        'automated two-way text reminders, after pilots at 40 clinics reduced missed appointments by 30 ' +
        'percent. That tells readers who benefits, what it does, and the proof, in one sentence. I ' +
        'would move company description to the boilerplate, put the excitement into a quote from a ' +
        'customer or executive that explains significance, and cut jargon throughout. I would also ' +
        'confirm that any claim such as 30 percent is substantiated and approved, and tailor the angle ' +
        'for trade and local media.',
      evaluationCriteria: [
        'Strong: identifies cliches, self-focus, and missing news value; weak: only fixes grammar.',
        'Strong: finds a specific news hook with evidence; weak: keeps the generic framing.',
        'Strong: rewrites a concrete lead answering who, what, and why it matters; weak: rewrites with ' +
          'new buzzwords.',
        'Strong: moves description to boilerplate and verifies claims; weak: keeps unsupported ' +
          'superlatives.',
      ],
    },
  ],
  'Process Improvement': [
    {
      id: 'skill-process-improvement-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'Explain the DMAIC method and when you would use Lean tools versus Six Sigma tools.',
      answer:
        'DMAIC is a structured improvement cycle. Define: state the problem, scope, customer ' +
        'requirements, and goal in a project charter. Measure: establish the current performance with ' +
        'reliable data, after checking the measurement system, and map the process. Analyze: find and ' +
        'verify root causes using tools such as fishbone diagrams, Pareto charts, and statistical ' +
        'tests. Improve: develop, pilot, and implement solutions that address the verified causes. ' +
        'Control: sustain the gains with standard work, control charts, and a response plan so the ' +
        'process does not drift back. Lean and Six Sigma target different problems and are often ' +
        'combined. Lean focuses on flow and waste: waiting, overproduction, unnecessary motion, ' +
        'transport, inventory, over-processing, defects, and unused talent, with tools such as value ' +
        'stream mapping, 5S, standard work, and pull systems. It fits when a process is slow, with long ' +
        'queues and handoffs. Six Sigma focuses on reducing variation and defects with statistical ' +
        'tools, fitting when output quality is inconsistent. Many problems need both: first remove ' +
        'waste, then reduce variation in what remains.',
      evaluationCriteria: [
        'Strong: describes each DMAIC phase with its purpose; weak: lists the letters only.',
        'Strong: includes verifying root causes and a control plan; weak: jumps from measuring to ' +
          'solutions.',
        "Strong: distinguishes Lean's focus on waste and flow from Six Sigma's on variation; weak: " +
          'treats them as the same.',
        'Strong: names appropriate tools for each; weak: no tools.',
      ],
    },
    {
      id: 'skill-process-improvement-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A process has 120 items in progress and completes 30 items a day, and each item needs about 2 ' +
        'hours of actual work. Work through the lead time and process cycle efficiency, and say what ' +
        'you would do.',
      answer:
        "By Little's law, average lead time equals work in progress divided by throughput: 120 divided " +
        'by 30 is 4 working days. With 8-hour days, that is 32 working hours of lead time against 2 ' +
        'hours of value-added work, so process cycle efficiency is 2 divided by 32, about 6 percent. In ' +
        'other words, items spend around 94 percent of their time waiting, which is typical of office ' +
        'and service processes. Working faster on each item barely helps; the lever is waiting. I would ' +
        'map the value stream to see where queues build, usually before approvals, handoffs between ' +
        'teams, and batch steps such as weekly reviews. Then I would reduce work in progress, for ' +
        'example with WIP limits so new items are not started until others finish, cut batch sizes so ' +
        'work flows continuously, and find and relieve the bottleneck, since the whole process can move ' +
        'only as fast as its slowest step. Halving work in progress at the same throughput halves lead ' +
        'time to 2 days, which I would track as the main metric.',
      evaluationCriteria: [
        "Strong: applies Little's law to get 4 days; weak: divides the wrong way or ignores WIP.",
        'Strong: computes process cycle efficiency near 6 percent and interprets it; weak: no ' +
          'efficiency calculation.',
        'Strong: focuses on waiting, WIP, batching, and bottlenecks; weak: proposes making people work ' +
          'faster.',
        'Strong: predicts the effect of reducing WIP and tracks lead time; weak: no measurable target.',
      ],
    },
  ],
  'Product Launches': [
    {
      id: 'skill-product-launches-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you plan a product launch so every team is ready on launch day?',
      answer:
        'I start by tiering the launch, since not every release deserves the same effort: a tier 1 ' +
        'launch, such as a new product, gets full marketing, press, and sales enablement, while a tier ' +
        '3 improvement might get release notes and an in-app message. For the launch, I define the ' +
        'goals and success metrics up front, such as adoption, pipeline, or revenue in the first 90 ' +
        'days, and a single owner. The positioning and messaging document comes first, because every ' +
        'other asset depends on it: target customer, problem, key benefits, proof points, and pricing. ' +
        'Then I build a readiness plan working back from the date, with owners across product, ' +
        'marketing, sales, support, legal, and operations: documentation and support training, sales ' +
        'enablement with demos and objection handling, pricing and billing configured, website and ' +
        'campaigns, and compliance review. A go or no-go review a week or two before launch checks ' +
        'readiness against criteria. Often I recommend a staged rollout, such as a beta or limited ' +
        'release, before the full announcement. After launch, I track metrics weekly and run a ' +
        'retrospective.',
      evaluationCriteria: [
        'Strong: tiers launches by significance; weak: treats every launch the same.',
        'Strong: sets goals and metrics with a single owner; weak: measures success by shipping.',
        'Strong: builds a cross-functional readiness plan starting from messaging; weak: focuses only ' +
          'on marketing assets.',
        'Strong: uses go or no-go criteria, staged rollout, and retrospectives; weak: launches ' +
          'regardless of readiness.',
      ],
    },
    {
      id: 'skill-product-launches-2',
      type: 'behavioural',
      difficulty: 'HARD',
      question:
        'Tell me about a product launch that did not go as planned. What happened, and what did you ' +
        'change?',
      answer:
        'Situation: We launched a new self-service billing feature to all customers on a fixed date ' +
        'that had been announced publicly. Within two days, support tickets tripled, mostly from ' +
        'customers confused by a change to how invoices were displayed. Task: As the launch lead, I had ' +
        'to stabilize the situation and protect customer trust. Action: I set up a daily triage with ' +
        'product, support, and engineering. We published a short help article and in-app explanation ' +
        'within 24 hours, gave support a macro for the common questions, and fixed the two clearest ' +
        'display issues within a week. I also contacted our largest affected accounts personally. In ' +
        'the retrospective, the root cause was clear: we had tested functionality but never watched ' +
        'real customers use the new invoice view, and support was trained only two days before launch. ' +
        'Result: Tickets returned to normal within two weeks. For later launches, I added usability ' +
        'sessions before launch, support training two weeks ahead, and a staged rollout to 10 percent ' +
        'of customers first, and the next major launch had no ticket spike.',
      evaluationCriteria: [
        'Strong: describes the failure honestly with specific impact; weak: blames other teams.',
        'Strong: shows quick, organized stabilization actions; weak: vague response.',
        'Strong: identifies a root cause through a retrospective; weak: no analysis.',
        'Strong: describes lasting process changes and evidence they worked; weak: no lessons applied.',
      ],
    },
  ],
  PyTorch: [
    {
      id: 'skill-pytorch-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Walk through a standard PyTorch training and validation loop, and name the bugs that most ' +
        'often creep into it.',
      answer:
        'For each epoch, I call model.train to enable training behavior for layers such as dropout and ' +
        'batch normalization. For each batch from the DataLoader, I move inputs and targets to the ' +
        'device, call optimizer.zero_grad to clear the previous gradients, run the forward pass, ' +
        'compute the loss, call loss.backward to compute gradients, optionally clip gradients, and call ' +
        'optimizer.step to update weights, then step the learning rate scheduler at the interval it ' +
        'expects. For validation, I call model.eval and wrap the loop in torch.no_grad, or ' +
        'torch.inference_mode, so no computation graph is built and memory is saved. Common bugs: ' +
        'forgetting zero_grad, so gradients accumulate across batches; forgetting model.eval, so ' +
        'dropout stays active and batch norm uses batch statistics, giving noisy validation scores; ' +
        'accumulating the loss tensor itself for logging instead of loss.item, which keeps graphs alive ' +
        'and leaks memory; applying softmax before CrossEntropyLoss, which already expects raw logits; ' +
        'model and data on different devices; and not shuffling the training data. I also set seeds for ' +
        'reproducibility.',
      evaluationCriteria: [
        'Strong: gives the correct order of zero_grad, forward, loss, backward, and step; weak: ' +
          'misorders steps.',
        'Strong: uses model.train, model.eval, and no_grad or inference_mode correctly; weak: unaware ' +
          'of mode switching.',
        'Strong: names realistic bugs such as accumulating loss tensors or softmax before ' +
          'CrossEntropyLoss; weak: generic bugs only.',
        'Strong: mentions device placement, schedulers, or reproducibility; weak: omits practical details.',
      ],
    },
    {
      id: 'skill-pytorch-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your PyTorch model runs out of GPU memory during training. What are your options, and what ' +
        'does each trade off?',
      answer:
        'First I would check for a leak rather than genuine need: memory that grows every iteration ' +
        'usually means tensors with graphs are being kept, such as appending losses without item or ' +
        'storing outputs for metrics without detach. torch.cuda.memory_summary and the profiler help. ' +
        'If the model genuinely needs more memory, the options are these. Reduce the batch size, and ' +
        'use gradient accumulation, summing gradients over several smaller batches before ' +
        'optimizer.step, to keep the same effective batch size at the cost of speed. Use mixed ' +
        'precision with torch.autocast, preferably bfloat16 on recent GPUs, which roughly halves ' +
        'activation memory and speeds up training; with float16, use a GradScaler to avoid underflow. ' +
        'Use activation checkpointing, which discards intermediate activations and recomputes them in ' +
        'the backward pass, trading compute for memory. Choose a more memory-efficient optimizer, since ' +
        'Adam keeps two extra states per parameter. For very large models, shard parameters, gradients, ' +
        'and optimizer state across GPUs with FSDP. Calling torch.cuda.empty_cache does not solve real ' +
        'memory shortages; it only releases cached blocks.',
      evaluationCriteria: [
        'Strong: checks for leaks from retained graphs first; weak: immediately buys a bigger GPU.',
        'Strong: explains gradient accumulation and mixed precision, including bfloat16 and GradScaler; ' +
          'weak: only reduces batch size.',
        'Strong: describes activation checkpointing and optimizer state costs; weak: unaware of where ' +
          'memory goes.',
        'Strong: mentions FSDP for large models and knows empty_cache is not a fix; weak: relies on ' +
          'empty_cache.',
      ],
    },
  ],
  'Regulatory Compliance': [
    {
      id: 'skill-regulatory-compliance-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A new regulation will apply to your area of work in a {role} job. How do you take it from ' +
        'publication to a working compliance program?',
      answer:
        'I would start with an applicability assessment, with legal or compliance, reading the ' +
        'regulation and official guidance to determine whether and how it applies to us, the effective ' +
        'dates, and any transition periods. Then I would do a gap analysis: list each requirement as a ' +
        'specific obligation and compare it with our current policies, processes, systems, and records, ' +
        'noting who owns each area. For every gap, I would design a control, such as a policy change, a ' +
        'system change, an approval step, a training requirement, or a record to keep, and assign an ' +
        'owner and a deadline ahead of the effective date. I would document the mapping of requirements ' +
        'to controls, since regulators and auditors expect evidence, not assurances. Training should be ' +
        'targeted at the people whose work changes. After implementation, I would set up monitoring and ' +
        'periodic testing to check controls actually operate, plus a process for reporting and fixing ' +
        'issues. Finally, I would track regulatory updates and enforcement actions, since ' +
        'interpretation often evolves after a rule takes effect.',
      evaluationCriteria: [
        'Strong: assesses applicability and effective dates with legal or compliance; weak: assumes it ' +
          'applies or does not.',
        'Strong: performs a requirement-by-requirement gap analysis with owners; weak: reads the rule ' +
          'and writes a memo.',
        'Strong: maps requirements to specific controls with documented evidence; weak: relies on ' +
          'policy statements alone.',
        'Strong: monitors, tests, and tracks updates and enforcement; weak: treats compliance as a ' +
          'one-time project.',
      ],
    },
    {
      id: 'skill-regulatory-compliance-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'You discover that a practice in your area may have been violating a regulation for several ' +
        'months. What do you do?',
      answer:
        'I would not try to quietly fix it or investigate it alone. First, I would stop or contain the ' +
        'practice if I can do so without destroying information, and preserve relevant records, since ' +
        'deleting anything now could become a far bigger problem. Then I would escalate promptly to my ' +
        "manager and the compliance or legal function, following the organization's reporting policy, " +
        'and document what I found, when, and how. Legal should direct the investigation, often under ' +
        'privilege, to establish the facts: how long it has happened, how many transactions or people ' +
        'are affected, whether anyone was harmed, and why controls did not catch it. Based on that, the ' +
        'organization decides on remediation, such as correcting affected records, compensating ' +
        'customers, or fixing systems, and whether to self-report to the regulator. Many regulators and ' +
        'enforcement agencies give credit for voluntary self-disclosure, cooperation, and remediation, ' +
        'and some rules set mandatory reporting deadlines. Finally, I would help fix the root cause and ' +
        'add monitoring so it cannot recur, and make sure nobody who raised the concern faces ' +
        'retaliation.',
      evaluationCriteria: [
        'Strong: contains the issue and preserves records; weak: deletes or alters evidence.',
        'Strong: escalates promptly to compliance or legal and documents facts; weak: fixes it quietly.',
        'Strong: supports a structured investigation of scope and impact; weak: guesses at scope.',
        'Strong: considers remediation, self-disclosure, root cause, and non-retaliation; weak: stops ' +
          'once the practice ends.',
      ],
    },
  ],
  'scikit-learn': [
    {
      id: 'skill-scikit-learn-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Why should you use Pipeline and ColumnTransformer in scikit-learn, and how do they prevent ' +
        'data leakage during cross-validation?',
      answer:
        'Data leakage happens when information from validation or test data influences training. A ' +
        'common form is fitting preprocessing, such as a StandardScaler, a SimpleImputer, or target ' +
        'encoding, on the full dataset before splitting or cross-validating, so the training folds have ' +
        'seen statistics from the validation fold, and the scores are optimistic. A Pipeline chains ' +
        'preprocessing steps and the final estimator into a single object, so when cross_val_score or ' +
        'GridSearchCV fits it on each training fold, every step is fitted only on that fold and then ' +
        'applied to the held-out fold. ColumnTransformer lets different columns get different ' +
        'preprocessing, for example scaling numeric columns and one-hot encoding categorical ones with ' +
        'handle_unknown set to ignore, inside the same pipeline. Hyperparameters of any step can be ' +
        'tuned together through the step name and double underscore syntax. Pipelines also make ' +
        'deployment safer, since the exact same transformations are saved with the model and applied at ' +
        'prediction time. For time series, I would also use TimeSeriesSplit so the model never trains ' +
        'on future data.',
      evaluationCriteria: [
        'Strong: defines leakage with a preprocessing example; weak: unaware of leakage.',
        'Strong: explains that pipelines refit preprocessing per fold; weak: thinks pipelines are only ' +
          'for tidiness.',
        'Strong: uses ColumnTransformer for mixed column types and tunes steps together; weak: ' +
          'preprocesses columns manually outside CV.',
        'Strong: mentions deployment consistency or time-series splitting; weak: no broader considerations.',
      ],
    },
    {
      id: 'skill-scikit-learn-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You are building a classifier where 1 percent of cases are positive, and a colleague reports ' +
        '99 percent accuracy. How would you evaluate and train the model properly in scikit-learn?',
      answer:
        '99 percent accuracy is what a model predicting only negatives would get, so accuracy is ' +
        'meaningless here. I would use stratified splits, StratifiedKFold, so each fold keeps the 1 ' +
        'percent rate, and evaluate with metrics focused on the positive class: precision, recall, and ' +
        'F1 from classification_report, the confusion matrix, and the precision-recall curve with ' +
        'average_precision_score, which is more informative than ROC AUC when positives are rare. For ' +
        'training, many estimators accept class_weight set to balanced, which reweights errors on the ' +
        'rare class; resampling with SMOTE from imbalanced-learn is an alternative, but must happen ' +
        'inside the cross-validation pipeline, never before splitting. The most important step is the ' +
        'decision threshold: predict uses 0.5 by default, which is rarely right. I would choose the ' +
        'threshold from the business costs of false positives and false negatives, for example with ' +
        'TunedThresholdClassifierCV, added in scikit-learn 1.5. If downstream users need real ' +
        'probabilities, I would check calibration and use CalibratedClassifierCV. Finally, I would ' +
        'compare against simple baselines.',
      evaluationCriteria: [
        'Strong: explains why accuracy is misleading and uses a dummy baseline; weak: accepts 99 ' +
          'percent accuracy.',
        'Strong: uses stratified CV and precision-recall metrics; weak: relies on ROC AUC or accuracy ' +
          'alone.',
        'Strong: applies class weights or resampling inside the CV pipeline; weak: oversamples before ' +
          'splitting.',
        'Strong: tunes the decision threshold to business costs and considers calibration; weak: uses ' +
          'the default 0.5 threshold.',
      ],
    },
  ],
  'Supplier Management': [
    {
      id: 'skill-supplier-management-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What would you put on a supplier scorecard, and how would you use it?',
      answer:
        'I would keep it to a handful of measurable indicators that matter to the business, weighted by ' +
        'importance. Delivery performance is usually measured as on time in full, the percentage of ' +
        'orders delivered on the agreed date in the full quantity. Quality is measured by defect rate, ' +
        'often parts per million for manufactured goods, or rejected deliveries and corrective actions. ' +
        'Cost includes price competitiveness and cost-reduction commitments met, plus invoice accuracy. ' +
        'Responsiveness covers lead times, communication, and how quickly problems are resolved. ' +
        'Depending on the category, I might add innovation, sustainability, or compliance measures. ' +
        'Data should come from systems, such as receiving and quality records, rather than opinions, ' +
        'and the supplier should agree on the definitions. I would share the scorecard regularly, ' +
        'monthly or quarterly, and use it in business reviews to recognize good performance, agree ' +
        'improvement plans where scores fall below targets, and inform sourcing decisions such as ' +
        'allocating more volume to top performers. A scorecard used only to criticize suppliers quickly ' +
        'loses their cooperation.',
      evaluationCriteria: [
        'Strong: includes delivery, quality, cost, and responsiveness metrics with definitions such as ' +
          'OTIF and PPM; weak: vague categories.',
        'Strong: uses system data and agreed definitions; weak: relies on opinions.',
        'Strong: reviews regularly with suppliers and links results to actions and volume; weak: ' +
          'produces it but never uses it.',
        'Strong: uses it collaboratively to improve performance; weak: uses it only to punish.',
      ],
    },
    {
      id: 'skill-supplier-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A single-source supplier of a critical part has growing quality problems and late deliveries, ' +
        'and you hear they may be in financial difficulty. What do you do?',
      answer:
        'I would act on two tracks: fix the immediate performance and reduce the dependency. First I ' +
        'would protect supply: increase incoming inspection, build some safety stock if quality allows, ' +
        'and agree a short-term delivery recovery plan. I would issue a formal corrective action ' +
        'request and ask for a structured root cause analysis, such as an 8D, with containment, ' +
        'permanent actions, and dates, and I might send a quality engineer to their site. On the ' +
        'financial risk, I would check credit reports and payment behavior, and talk openly with their ' +
        'leadership, since signs such as staff leaving, material shortages, or requests for faster ' +
        'payment often explain the performance drop. If their problem is cash, options include faster ' +
        'payment terms or buying raw materials on their behalf, which can be cheaper than a disruption. ' +
        'In parallel, I would start qualifying a second source, even though it takes time, and review ' +
        'our contract for tooling ownership, so we can move tooling if needed. I would keep leadership ' +
        'informed of the risk and our contingency plan.',
      evaluationCriteria: [
        'Strong: protects near-term supply with inspection, stock, and a recovery plan; weak: waits for ' +
          'improvement.',
        'Strong: uses formal corrective action with root cause analysis; weak: complains without structure.',
        'Strong: assesses financial health and considers supporting the supplier; weak: ignores ' +
          'financial risk signals.',
        'Strong: qualifies a second source and checks tooling ownership; weak: remains single-sourced.',
      ],
    },
  ],
  TensorFlow: [
    {
      id: 'skill-tensorflow-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you build an efficient input pipeline with tf.data, and why does the order of ' +
        'operations matter?',
      answer:
        'A slow input pipeline leaves the GPU idle, so tf.data is designed to overlap data preparation ' +
        'with training. A typical pipeline starts from files, for example TFRecord shards read in ' +
        'parallel with interleave, then maps a parsing and preprocessing function with ' +
        'num_parallel_calls set to tf.data.AUTOTUNE so it runs on several CPU cores. If the decoded ' +
        'data fits in memory or on local disk, cache comes after expensive, deterministic steps such as ' +
        'decoding, but before random augmentation, so the augmentation still varies each epoch. Shuffle ' +
        'comes before batching, with a buffer large enough to mix the data well. Batch then groups ' +
        'examples, and prefetch at the end, with AUTOTUNE, prepares the next batches while the current ' +
        'one trains. Order matters: shuffling after batching only shuffles whole batches, caching after ' +
        'augmentation freezes the augmentations, and mapping per element when a vectorized map after ' +
        'batching would work wastes CPU. I would confirm the pipeline is not the bottleneck with the ' +
        "TensorFlow Profiler's input pipeline analysis.",
      evaluationCriteria: [
        'Strong: uses parallel map, cache, shuffle, batch, and prefetch with AUTOTUNE; weak: loads data ' +
          'with Python loops.',
        'Strong: explains ordering effects such as caching before augmentation and shuffling before ' +
          'batching; weak: arbitrary order.',
        'Strong: mentions parallel file reading or vectorized mapping; weak: single-threaded reading.',
        'Strong: uses the profiler to confirm bottlenecks; weak: guesses.',
      ],
    },
    {
      id: 'skill-tensorflow-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Explain what tf.function does, what retracing is, and the pitfalls of mixing Python side ' +
        'effects with graph code.',
      answer:
        'tf.function converts a Python function into a TensorFlow graph through tracing: on the first ' +
        'call with a given input signature, TensorFlow runs the Python code once, recording tensor ' +
        'operations into a graph, and later calls with compatible inputs run the compiled graph, which ' +
        'is faster. Retracing happens when a call does not match an existing trace: new tensor shapes ' +
        'or dtypes, or different Python values such as a Python integer or a new object passed as an ' +
        'argument. Passing Python scalars that change each step, like a step counter, creates a new ' +
        'graph every time, which is slow and wastes memory; Fixes include passing tensors instead of ' +
        'Python values and setting an input_signature with None for variable dimensions. Side effects ' +
        'are the other trap: Python print, appending to lists, or Python random calls run only during ' +
        'tracing, not on every execution, so I use tf.print and tf.random instead. Python if and for on ' +
        'tensors are converted by AutoGraph, but on Python values they are fixed at trace time. For ' +
        'debugging, tf.config.run_functions_eagerly turns tracing off temporarily.',
      evaluationCriteria: [
        'Strong: explains tracing and graph reuse; weak: thinks tf.function only adds a decorator for ' +
          'speed.',
        'Strong: identifies causes of retracing and fixes such as input_signature; weak: unaware of ' +
          'retracing.',
        'Strong: explains that Python side effects run only at trace time and uses tf.print; weak: ' +
          'expects print on every step.',
        'Strong: understands AutoGraph control flow and eager debugging; weak: no debugging approach.',
      ],
    },
  ],
  'Training Delivery': [
    {
      id: 'skill-training-delivery-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you deliver a training session so that adults actually apply what they learn back on ' +
        'the job?',
      answer:
        'I start from what participants must be able to do afterward, written as observable objectives, ' +
        'such as handle a billing dispute using the new refund rules, not understand the refund policy. ' +
        'Adults learn best when content is relevant to problems they face now, builds on their ' +
        'experience, and involves doing rather than listening, so I keep lecture segments short, around ' +
        '10 to 15 minutes, and spend most of the time on practice: realistic scenarios, role plays, ' +
        'case discussions, and hands-on exercises, with feedback. I check understanding frequently with ' +
        'questions and quick activities instead of asking whether everyone understood. I use ' +
        "participants' own examples and let experienced people share how they handle situations. To " +
        'support transfer, I give job aids such as checklists, ask each participant to plan how they ' +
        'will use the skill in the next week, and brief their managers to reinforce it. For evaluation, ' +
        'I use the Kirkpatrick model: reaction and learning at the session, and follow-up on behavior ' +
        'and results weeks later.',
      evaluationCriteria: [
        'Strong: writes observable, performance-based objectives; weak: aims to cover content.',
        'Strong: applies adult learning principles with mostly practice and feedback; weak: lectures ' +
          'for the whole session.',
        'Strong: supports transfer with job aids, action plans, and manager involvement; weak: ends ' +
          'when the session ends.',
        'Strong: evaluates beyond reaction using Kirkpatrick levels; weak: relies only on satisfaction ' +
          'surveys.',
      ],
    },
    {
      id: 'skill-training-delivery-2',
      type: 'situational',
      difficulty: 'EASY',
      question:
        'During a training session, one participant keeps interrupting, dominating discussion, and ' +
        'challenging the content. How do you handle it?',
      answer:
        'I would first consider that the person may have a valid point or relevant experience, so I ' +
        'acknowledge their contribution and, if the challenge has merit, address it briefly or agree to ' +
        'look into it. If the behavior continues, I manage the room without embarrassing them. I use ' +
        'structure to spread participation: I direct questions to others by name, use small group or ' +
        'paired activities, and use a round-robin so everyone speaks. I can use a parking lot, a ' +
        'visible list of topics to return to later, to capture off-topic challenges without debating ' +
        'them in front of the group. Body language helps too: moving closer to the person, or breaking ' +
        'eye contact to invite someone else. If it still continues, I speak with them privately at a ' +
        'break, thank them for their engagement, ask what is behind their concerns, and ask for their ' +
        'help in giving others space. Often resistance comes from worry about how the change affects ' +
        'their job, which I can address directly or raise with their manager.',
      evaluationCriteria: [
        'Strong: acknowledges valid points before managing behavior; weak: dismisses the participant.',
        'Strong: uses structural techniques such as directing questions, small groups, and a parking ' +
          'lot; weak: argues publicly.',
        'Strong: addresses persistent behavior privately and respectfully; weak: confronts them in ' +
          'front of the group.',
        'Strong: explores the underlying concern; weak: assumes bad intent.',
      ],
    },
  ],
  'UI Design': [
    {
      id: 'skill-ui-design-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you establish visual hierarchy on a screen so users see the most important things ' +
        'first?',
      answer:
        'Visual hierarchy guides the eye in order of importance. I first decide what the screen is for ' +
        'and rank its content: the primary action, key information, secondary actions, and supporting ' +
        'detail. Then I use several tools together. Size and weight: the most important heading or ' +
        'number is largest and boldest, with a limited type scale of a few sizes. Color and contrast: ' +
        'one strong accent color for the primary action, such as the main button, and muted tones for ' +
        'secondary actions, so there is only one obvious next step. Position: people scan from the top ' +
        'and, in left-to-right languages, from the left, so important content goes there. Spacing and ' +
        'grouping: related items sit close together and separate groups get more space, following the ' +
        'Gestalt principle of proximity, with a consistent spacing scale such as multiples of 8 pixels. ' +
        'Alignment to a grid creates order. I check the result with a squint or blur test, where only ' +
        'the most important elements should still stand out, and with quick user tests.',
      evaluationCriteria: [
        'Strong: starts by ranking content by importance; weak: styles elements without priorities.',
        'Strong: uses size, weight, color, position, and spacing deliberately; weak: relies on color alone.',
        'Strong: applies grouping by proximity and a consistent spacing system; weak: uneven spacing.',
        'Strong: validates with a squint test or user testing; weak: no check.',
      ],
    },
    {
      id: 'skill-ui-design-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you build and maintain a design system for UI work, and how do you make sure it ' +
        'supports accessibility?',
      answer:
        'I would start from an audit of existing screens to find repeated patterns and inconsistencies, ' +
        'such as a dozen slightly different button styles. The foundation is design tokens: named ' +
        'values for color, typography, spacing, radius, and elevation, organized in layers, with ' +
        'primitive values such as blue 600, and semantic tokens such as color action primary that ' +
        'reference them, so themes such as dark mode change the mapping, not every component. ' +
        'Components are built from tokens in Figma, using variants and properties for states such as ' +
        'hover, focus, disabled, and error, and mirrored in code with matching names, so design and ' +
        'engineering share one source of truth. Each component has documentation on when to use it and ' +
        'its accessibility behavior. For accessibility, I bake requirements into the foundations: text ' +
        'contrast of at least 4.5 to 1 and 3 to 1 for large text and UI components under WCAG AA, ' +
        'visible focus states, minimum target sizes, and not relying on color alone for meaning. ' +
        'Governance matters: a contribution process, versioning, release notes, and adoption tracking ' +
        'keep the system alive.',
      evaluationCriteria: [
        'Strong: builds on tokens with primitive and semantic layers; weak: hard-codes values in ' +
          'components.',
        'Strong: covers component states and matching design and code naming; weak: designs only the ' +
          'default state.',
        'Strong: embeds WCAG contrast, focus, and target size requirements; weak: treats accessibility ' +
          'as a later check.',
        'Strong: describes governance, versioning, and contribution; weak: builds it once and lets it ' +
          'drift.',
      ],
    },
  ],
  Upselling: [
    {
      id: 'skill-upselling-1',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A customer is about to buy the basic version of a product, but from your conversation you ' +
        'believe it will not meet their needs. How do you handle it?',
      answer:
        'I would treat it as a needs question, not a sales push. First I would confirm my understanding ' +
        'by asking about how they plan to use it, for example how many people will use it or how often, ' +
        'so my recommendation rests on their stated needs rather than my assumption. If the basic ' +
        'version truly falls short, I would explain the specific gap in their terms: the basic plan ' +
        'allows three users, and you mentioned your team of six will all need access. Then I would show ' +
        'the option that fits, with the price difference framed against the value or the cost of the ' +
        'problem it avoids, and mention any middle option rather than jumping to the most expensive ' +
        'one. If they still prefer the basic version, perhaps because of budget, I respect that, make ' +
        'sure they know how to upgrade later, and note it for follow-up. Pushing an unnecessary upgrade ' +
        'damages trust and leads to refunds or churn, while a recommendation that genuinely fits builds ' +
        'loyalty and future sales.',
      evaluationCriteria: [
        "Strong: confirms the customer's needs with questions first; weak: assumes and pushes the " +
          'premium option.',
        "Strong: ties the recommendation to a specific gap in the customer's words; weak: lists " +
          'features generically.',
        'Strong: offers a right-sized option and frames price against value; weak: jumps to the most ' +
          'expensive tier.',
        'Strong: respects a decline and leaves a path to upgrade later; weak: pressures the customer.',
      ],
    },
    {
      id: 'skill-upselling-2',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What is the difference between upselling and cross-selling, and which metrics would you use to ' +
        'track them?',
      answer:
        'Upselling means encouraging a customer to buy a higher-value version of what they are already ' +
        'buying or already own, such as a larger plan, a premium model, or added capacity. ' +
        'Cross-selling means offering a related, complementary product, such as a case with a phone, or ' +
        "a second product line to an existing customer. Both work best when tied to the customer's " +
        'needs and timed well, such as when they are approaching a usage limit or have just succeeded ' +
        'with the product. To track them, I would use attach rate, the share of sales that include an ' +
        'add-on or complementary item; average order or transaction value; upgrade or conversion rate ' +
        'on offers made; and, for subscription businesses, expansion revenue and net revenue retention, ' +
        'which combines expansion with churn and downgrades from existing customers. I would also watch ' +
        'quality signals that show whether selling helps or hurts customers, such as returns, refunds, ' +
        'downgrades, and satisfaction scores, because aggressive upselling can raise short-term revenue ' +
        'while increasing churn later.',
      evaluationCriteria: [
        'Strong: defines upselling and cross-selling correctly with examples; weak: uses them ' +
          'interchangeably.',
        'Strong: names metrics such as attach rate, average order value, and net revenue retention; ' +
          'weak: tracks only total revenue.',
        'Strong: mentions good timing based on customer signals; weak: offers upgrades randomly.',
        'Strong: includes guardrail metrics such as returns and churn; weak: ignores downsides.',
      ],
    },
  ],
  'Video Editing': [
    {
      id: 'skill-video-editing-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'Explain J-cuts, L-cuts, match cuts, and cutting on action, and why editors use them.',
      answer:
        'These techniques make edits feel smooth and keep the viewer focused on the story rather than ' +
        'the cuts. In a J-cut, the audio of the next shot starts before its picture, so we hear a ' +
        'character speak or a sound begin while still seeing the previous shot; it draws the viewer ' +
        'into the next scene. In an L-cut, the picture changes but the audio of the previous shot ' +
        "continues, for example staying on a speaker's voice while we cut to the listener's reaction. " +
        'Both are standard in interviews and dialogue because real conversation does not switch cleanly ' +
        'between speakers. A match cut connects two shots through a similar shape, movement, or ' +
        'composition, creating continuity or meaning between different times or places. Cutting on ' +
        'action means cutting in the middle of a movement, such as a door opening, so the motion ' +
        'carries the eye across the cut and hides it. Together with attention to eye lines and the ' +
        '180-degree rule, these keep the viewer oriented and the pacing natural.',
      evaluationCriteria: [
        'Strong: defines J-cut and L-cut correctly with audio and picture order; weak: confuses them.',
        'Strong: explains match cuts and cutting on action with examples; weak: only names them.',
        'Strong: explains why they make edits invisible and natural; weak: describes mechanics without ' +
          'purpose.',
        'Strong: mentions related continuity principles such as the 180-degree rule; weak: no broader ' +
          'craft awareness.',
      ],
    },
    {
      id: 'skill-video-editing-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You need to deliver the same edit as a YouTube video, a vertical social clip, and a ' +
        'high-quality master for a client. How do you prepare and export each?',
      answer:
        'I would finish and lock the main 16 by 9 edit first, then export a high-quality master from ' +
        "the timeline, usually an intermediate codec such as ProRes 422 HQ at the project's native " +
        "resolution and frame rate, with audio mixed to the client's loudness specification, so future " +
        'versions can be made without re-rendering from the project. For YouTube, I export H.264 or ' +
        'H.265 at the native resolution and frame rate with a high bitrate, since YouTube re-encodes ' +
        'everything, and stereo AAC audio. Streaming platforms normalize loudness, so I mix around ' +
        'minus 14 LUFS integrated with true peaks below minus 1 dBTP, and I upload captions as a ' +
        'separate SRT file. For vertical social, I create a new 9 by 16 sequence and reframe each shot ' +
        'rather than letting software scale the whole frame, keeping text and faces inside safe areas ' +
        'away from platform interface elements, and I burn in captions, since many people watch muted. ' +
        'I name versions clearly, check every file by playing it start to finish, and archive the ' +
        'project with media.',
      evaluationCriteria: [
        'Strong: exports a high-quality master in an intermediate codec; weak: delivers only compressed ' +
          'files.',
        'Strong: uses suitable codecs and settings for platforms, including captions; weak: one export ' +
          'for everything.',
        'Strong: reframes vertical versions with safe areas and burned-in captions; weak: scales or ' +
          'crops automatically.',
        'Strong: considers loudness targets and quality-checks each file; weak: no playback check.',
      ],
    },
  ],
  'Account Opening': [
    {
      id: 'skill-account-opening-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What must a United States bank collect and verify when opening an account for an individual ' +
        'customer?',
      answer:
        'Under the Customer Identification Program rules from Section 326 of the USA PATRIOT Act, a ' +
        "bank must collect at least the customer's name, date of birth, residential or business street " +
        'address, and an identification number, which is a taxpayer identification number such as a ' +
        'Social Security number for US persons, or a passport or other government-issued number for ' +
        'non-US persons. It must then verify identity within a reasonable time using risk-based ' +
        'procedures: documentary verification, such as an unexpired government-issued photo ID, or ' +
        'non-documentary methods, such as checking a consumer reporting agency or public database, ' +
        "often both for remote openings. The customer's name is screened against OFAC sanctions lists, " +
        'and the bank performs customer due diligence to understand the purpose and expected activity ' +
        'of the account, supporting later monitoring for suspicious activity. Identifying information ' +
        'must be kept for five years after the account is closed, and verification records for five ' +
        'years after they are made. Customers must also receive notice of the identity checks. Anything ' +
        "that cannot be verified is escalated under the bank's procedures rather than waved through.",
      evaluationCriteria: [
        'Strong: lists the four required CIP data elements; weak: misses date of birth or ID number.',
        'Strong: distinguishes documentary and non-documentary verification; weak: assumes only a ' +
          "driver's license works.",
        'Strong: includes OFAC screening and customer due diligence on account purpose; weak: skips ' +
          'sanctions screening.',
        'Strong: knows recordkeeping and customer notice requirements; weak: unaware of retention periods.',
      ],
    },
    {
      id: 'skill-account-opening-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A small business owner opening an account gives beneficial ownership information that does not ' +
        'match other documents and becomes evasive when asked. What do you do?',
      answer:
        'For legal entity customers, the customer due diligence rule requires identifying beneficial ' +
        'owners: each individual who owns 25 percent or more of the entity, and one individual with ' +
        'significant control, such as the CEO or managing member, and verifying their identity like any ' +
        'individual customer. I would compare the ownership information with the formation documents, ' +
        'such as articles of organization or operating agreements, and ask clarifying questions calmly, ' +
        'without accusing anyone. Honest explanations are common, such as a recent ownership change not ' +
        'yet filed. But evasiveness, inconsistent answers, reluctance to name owners, complex ' +
        'structures without a clear business reason, or ownership just under the 25 percent threshold ' +
        'are red flags. I would not coach the customer on how to avoid thresholds. If the discrepancy ' +
        'cannot be resolved, I would not open the account, following procedure, and escalate to the BSA ' +
        'or AML officer, documenting what was provided and said. The compliance team decides whether a ' +
        'suspicious activity report is warranted; I would not tell the customer about any potential ' +
        'report, since that is prohibited.',
      evaluationCriteria: [
        'Strong: knows the 25 percent ownership and control prong requirements; weak: unaware of ' +
          'beneficial ownership rules.',
        'Strong: verifies against formation documents and asks neutral questions; weak: accuses or ' +
          'accepts answers uncritically.',
        'Strong: recognizes red flags and escalates to the BSA or AML officer with documentation; weak: ' +
          'opens the account anyway.',
        'Strong: knows not to tip off the customer about a SAR; weak: tells the customer a report may ' +
          'be filed.',
      ],
    },
  ],
  Advertising: [
    {
      id: 'skill-advertising-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Explain reach, frequency, gross rating points, and CPM. If a campaign reaches 40 percent of ' +
        'its target audience an average of 3 times, and you buy 2 million impressions at a 12 dollar ' +
        'CPM, what are the GRPs and the cost?',
      answer:
        'Reach is the number or percentage of distinct people in the target audience who see the ad at ' +
        'least once during the campaign. Frequency is the average number of times those reached people ' +
        'see it. Gross rating points measure total delivered weight against the target, calculated as ' +
        'reach in percent times average frequency, so 40 times 3 gives 120 GRPs. The same 120 could ' +
        'come from 60 percent reach at a frequency of 2, and the better mix depends on the goal: ' +
        'awareness campaigns generally favor reach, while complex messages may need more frequency. CPM ' +
        'is cost per thousand impressions, so 2 million impressions at 12 dollars per thousand costs ' +
        '2,000 times 12, which is 24,000 dollars. Cost per point divides cost by GRPs, 24,000 over 120, ' +
        'or 200 dollars per rating point, which lets planners compare media. In practice, I would also ' +
        'cap frequency to avoid wasting impressions on the same people and causing ad fatigue, and ' +
        'check delivery against the target audience, since impressions outside it do not count toward ' +
        'target GRPs.',
      evaluationCriteria: [
        'Strong: defines reach, frequency, GRPs, and CPM correctly; weak: confuses impressions with reach.',
        'Strong: computes 120 GRPs and 24,000 dollars correctly; weak: arithmetic errors.',
        'Strong: explains the reach versus frequency trade-off by objective; weak: treats GRPs as the ' +
          'goal itself.',
        'Strong: mentions frequency caps or audience delivery checks; weak: no practical considerations.',
      ],
    },
    {
      id: 'skill-advertising-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How would you design a reliable test to decide which of three ad creatives performs best?',
      answer:
        'I would start with a hypothesis and one primary metric tied to the objective, such as cost per ' +
        'acquisition or conversion rate, not click-through rate alone, since clickbait can win clicks ' +
        'and lose sales. Each creative should differ in one main element, such as the headline, so the ' +
        'result is interpretable. The biggest trap is delivery bias: if all three ads run in one ad ' +
        "set, the platform's algorithm shifts spend to the early leader and shows each ad to different " +
        "audiences, so the comparison is not randomized. I would use the platform's split testing or " +
        'experiment feature, which divides the audience into non-overlapping, randomized groups with ' +
        'equal budgets. Before launching, I would estimate the sample size needed to detect a ' +
        'meaningful difference, such as a 15 percent lift in conversion rate, and run the test for that ' +
        'long, usually at least one or two full weeks to cover day-of-week effects, without stopping as ' +
        'soon as one ad looks ahead. I would check statistical significance, confirm results hold ' +
        'across key segments, and retest winners periodically because creative fatigues.',
      evaluationCriteria: [
        'Strong: defines one primary business metric and isolates variables; weak: judges by CTR or likes.',
        'Strong: recognizes algorithmic delivery bias and uses randomized split tests; weak: runs all ' +
          'ads in one ad set.',
        'Strong: plans sample size and duration and avoids peeking; weak: stops when one ad leads.',
        'Strong: checks significance and segments and retests for fatigue; weak: declares a permanent ' +
          'winner.',
      ],
    },
  ],
  'Aircraft Inspection': [
    {
      id: 'skill-aircraft-inspection-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Under FAA rules, what is the difference between an annual inspection, a 100-hour inspection, ' +
        'and a progressive inspection, and who may perform each?',
      answer:
        'Under 14 CFR 91.409, most general aviation aircraft need an annual inspection every 12 ' +
        'calendar months. It must be performed by a mechanic holding an airframe and powerplant ' +
        'certificate with an Inspection Authorization, or by an appropriately rated repair station, and ' +
        'its scope is set by Part 43 Appendix D. A 100-hour inspection is required in addition when the ' +
        'aircraft carries people for hire, or is provided by someone for flight instruction for hire. ' +
        'It has the same scope as an annual but may be performed by an A&P mechanic without an IA, and ' +
        'an annual inspection can satisfy the 100-hour requirement, but not the reverse. The 100-hour ' +
        'limit may be exceeded by up to 10 hours only to reach a place where the inspection can be ' +
        'done, and that excess counts toward the next interval. A progressive inspection, under ' +
        '91.409(d), spreads the inspection work across shorter, more frequent events under an ' +
        'FAA-approved program, reducing downtime for busy aircraft, and requires a supervising IA ' +
        'holder.',
      evaluationCriteria: [
        'Strong: explains the 12-calendar-month annual and the IA requirement; weak: says any mechanic ' +
          'can sign an annual.',
        'Strong: knows when 100-hour inspections apply and that an annual can replace one but not the ' +
          'reverse; weak: confuses the two.',
        'Strong: states the 10-hour overfly rule correctly; weak: thinks the 10 hours are free.',
        'Strong: describes progressive inspections and their approval requirements; weak: unaware of ' +
          'alternatives.',
      ],
    },
    {
      id: 'skill-aircraft-inspection-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you verify airworthiness directive compliance during an inspection, and how must AD ' +
        'status be recorded?',
      answer:
        'An airworthiness directive is a legally enforceable rule, so an aircraft with an unresolved ' +
        'applicable AD is not airworthy. I would identify every AD applicable to the specific airframe, ' +
        "engine, propeller, and installed appliances by model and serial number, using the FAA's " +
        'Dynamic Regulatory System, and not just the airframe model, because appliance ADs for items ' +
        'such as magnetos, seat rails, or ELTs are easily missed. For each, I check the records for the ' +
        'method of compliance, the date and time or cycles when it was done, and for recurring ADs, ' +
        "when the next action is due. I verify that the work actually matches the AD's requirements, " +
        'including any alternative method of compliance, which must be FAA-approved and documented. ' +
        "Under 91.417(a)(2)(v), the owner's records must show the current status of applicable ADs, " +
        'including the method of compliance, the AD number and revision date, and, for recurring ADs, ' +
        'the time and date of the next required action. If an AD is overdue or undocumented, I record ' +
        'it as a discrepancy rather than signing off the aircraft.',
      evaluationCriteria: [
        'Strong: researches ADs for airframe, engine, propeller, and appliances by serial number; weak: ' +
          'checks only the airframe model.',
        'Strong: verifies method of compliance and recurring intervals; weak: relies on a previous AD ' +
          'list without checking.',
        'Strong: knows AMOCs must be FAA-approved and documented; weak: accepts informal alternatives.',
        'Strong: knows the 91.417 record requirements and treats overdue ADs as discrepancies; weak: ' +
          'signs off with open ADs.',
      ],
    },
  ],
  'Aircraft Structural Repair': [
    {
      id: 'skill-aircraft-structural-repair-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you determine the approved data for an aircraft structural repair, and how do you ' +
        'decide whether it is a major or minor repair?',
      answer:
        "I start with the manufacturer's data for the specific model: the structural repair manual, " +
        'which defines allowable damage limits and standard repairs, and service bulletins. Damage ' +
        'within allowable limits may need only cleanup and protection. If the damage exceeds the ' +
        "manual's limits or no repair is published, I need engineering data approved by the FAA, for " +
        "example from the manufacturer's engineering or a Designated Engineering Representative, " +
        'usually on an FAA Form 8110-3. Advisory Circular 43.13-1B provides acceptable methods, ' +
        'techniques, and practices for minor repairs to non-pressurized areas when no manufacturer data ' +
        'exists, but it is not by itself approved data for major repairs. To classify a repair, I use ' +
        'the definition in 14 CFR Part 1 and the examples in Part 43 Appendix A: a major repair is one ' +
        'that might appreciably affect weight, balance, structural strength, performance, powerplant ' +
        'operation, flight characteristics, or other airworthiness qualities, and includes items such ' +
        'as splicing skin or repairing primary structure. A major repair requires approved data and FAA ' +
        'Form 337, in addition to the maintenance record entry.',
      evaluationCriteria: [
        'Strong: starts from the structural repair manual and its damage limits; weak: improvises a repair.',
        'Strong: knows when DER or manufacturer engineering approval is needed; weak: treats any data ' +
          'as approved.',
        'Strong: explains the limited role of AC 43.13-1B; weak: uses it as approved data for major ' +
          'repairs.',
        'Strong: classifies using Part 1 and Part 43 Appendix A and knows Form 337 is required for ' +
          'major repairs; weak: classifies by job size.',
      ],
    },
    {
      id: 'skill-aircraft-structural-repair-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'You find a crack in a non-pressurized aluminum skin panel that is within the limits for a ' +
        'published repair. Walk through how you would carry out the repair.',
      answer:
        'First I would define the full extent of the damage, since visible cracks are often longer than ' +
        'they appear: I clean the area and use dye penetrant or eddy current inspection to find the ' +
        'true crack tips, and check underlying structure such as stringers and frames for related ' +
        'damage or corrosion. I confirm the repair scheme in the structural repair manual matches the ' +
        'damage. To stop growth, I stop-drill each crack tip with the size of hole the manual ' +
        'specifies. The typical repair removes the damaged area, smoothly rounding corners, and ' +
        'installs a doubler of the specified alloy and temper, usually one gauge thicker than the ' +
        "original skin,. Fasteners must match the manual's type, material, and diameter, with edge " +
        'distance and spacing per the manual, typically at least two diameters from the edge and three ' +
        'diameters between rivets. I deburr holes, apply corrosion protection such as primer and, where ' +
        'required, sealant between faying surfaces, install fasteners and inspect them for proper heads ' +
        'and flushness, then restore the finish and make the maintenance record entry referencing the ' +
        'data used.',
      evaluationCriteria: [
        'Strong: determines the true crack extent with NDT and checks underlying structure; weak: ' +
          'repairs only the visible crack.',
        "Strong: stop-drills crack tips and follows the manual's repair scheme; weak: improvises " +
          'materials or layout.',
        'Strong: uses specified doubler material and fasteners with correct edge distance and spacing; ' +
          'weak: ignores fastener pattern rules.',
        'Strong: applies corrosion protection, inspects fasteners, and documents with reference to ' +
          'approved data; weak: omits protection or records.',
      ],
    },
  ],
  Ansible: [
    {
      id: 'skill-ansible-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Explain the main building blocks of Ansible: inventory, playbooks, tasks, modules, and roles. ' +
        'Why does idempotency matter?',
      answer:
        'Ansible is an agentless automation tool that connects to managed hosts, usually over SSH for ' +
        'Linux or WinRM for Windows. The inventory lists the hosts and groups them, such as webservers ' +
        'and databases, with variables per group or host, static or dynamic. A playbook is a YAML file ' +
        'of plays, each mapping a group of hosts to a list of tasks. Each task calls a module, such as ' +
        'package, template, copy, service, or user, which does the actual work. Roles package related ' +
        'tasks, handlers, templates, files, and default variables into a reusable structure, such as a ' +
        'role for an nginx server. Handlers run only when notified by a changed task, for example ' +
        'restarting a service only if its configuration file changed. Idempotency means running the ' +
        'playbook again produces the same result without making unnecessary changes. Modules check the ' +
        'current state and change only what differs, so runs are safe to repeat. That is why I prefer ' +
        'modules over the shell or command modules, which run every time unless guarded.',
      evaluationCriteria: [
        'Strong: defines inventory, playbooks, tasks, modules, and roles correctly; weak: confuses ' +
          'roles with inventory groups.',
        'Strong: explains handlers and when they run; weak: restarts services on every run.',
        'Strong: explains idempotency and desired state; weak: treats Ansible as a remote shell script ' +
          'runner.',
        'Strong: prefers modules over shell commands and knows why; weak: uses shell for everything.',
      ],
    },
    {
      id: 'skill-ansible-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you manage secrets and differences between environments in Ansible, and how do you test ' +
        'changes safely before they reach production?',
      answer:
        'For environments, I keep a separate inventory per environment, such as staging and production, ' +
        "with shared defaults in the role's defaults directory and environment-specific values in " +
        'group_vars and host_vars. I keep variable precedence in mind, since extra vars override almost ' +
        'everything and role defaults are the weakest, and I avoid defining the same variable in many ' +
        'places. For secrets, I never commit plain text. Ansible Vault encrypts variable files or ' +
        'single values, with the vault password supplied from a password file outside the repository or ' +
        'a script that fetches it from a secret manager; alternatively, lookup plugins can pull secrets ' +
        'at runtime from tools such as HashiCorp Vault or a cloud secret manager. Tasks that handle ' +
        'secrets get no_log set to true so values do not appear in output. For testing, I run ' +
        'ansible-lint in CI, test roles with Molecule against disposable containers or VMs, including ' +
        'an idempotency check that a second run makes no changes, and before production I run the ' +
        'playbook in check mode with diff to preview changes, then roll out to a small batch using ' +
        'serial.',
      evaluationCriteria: [
        'Strong: separates environments by inventory and group_vars and understands precedence; weak: ' +
          'edits variables per run by hand.',
        'Strong: encrypts secrets with Vault or an external secret manager and uses no_log; weak: ' +
          'commits secrets in plain text.',
        'Strong: tests with ansible-lint and Molecule including idempotency; weak: tests directly in ' +
          'production.',
        'Strong: uses check mode with diff and serial rollouts; weak: runs against all hosts at once ' +
          'without preview.',
      ],
    },
  ],
  'API Design': [
    {
      id: 'skill-api-design-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Compare offset-based and cursor-based pagination for an API. Which would you choose for a ' +
        'large, frequently changing list, and why?',
      answer:
        'Offset pagination uses parameters such as limit and offset, or page numbers: return 50 items ' +
        'starting at item 1,000. It is simple and lets clients jump to any page, but it has two ' +
        'problems with large, changing data. Performance degrades because the database must scan and ' +
        'discard all the skipped rows, so deep pages get slower. And results shift when items are ' +
        'inserted or deleted between requests, so clients see duplicates or miss items. Cursor ' +
        'pagination returns an opaque cursor with each page, encoding the position of the last item, ' +
        'typically the sort key plus a unique tiebreaker such as creation time and ID. The next request ' +
        'asks for items after that cursor, which the database satisfies with an indexed range query, so ' +
        'every page is equally fast and concurrent inserts do not cause duplicates or gaps. The ' +
        'trade-off is no random page access. For a large, active list I would choose cursor pagination, ' +
        'with a stable sort order, a maximum page size, and the cursor kept opaque so the ' +
        'implementation can change.',
      evaluationCriteria: [
        "Strong: explains offset pagination's performance and consistency problems; weak: thinks " +
          'offsets are always fine.',
        'Strong: explains how cursors use a sort key plus unique tiebreaker and an index; weak: cannot ' +
          'explain how cursors work.',
        'Strong: acknowledges cursor trade-offs such as no page jumps; weak: presents cursors as ' +
          'strictly better.',
        'Strong: recommends opaque cursors, stable ordering, and maximum page sizes; weak: exposes raw ' +
          'database IDs as the contract.',
      ],
    },
    {
      id: 'skill-api-design-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you evolve a public API without breaking existing clients, and how do you retire an old ' +
        'version?',
      answer:
        'I treat the published contract, ideally described in an OpenAPI specification, as a promise. ' +
        'Most changes can be additive and backward compatible: new optional request fields, new ' +
        'endpoints, new response fields, and new optional query parameters. Breaking changes include ' +
        'removing or renaming fields, changing types or formats, making optional inputs required, ' +
        'changing default behavior or error codes, and tightening validation. Clients should be ' +
        'tolerant readers that ignore unknown fields,. I would guard the contract with automated checks ' +
        'in CI that diff the OpenAPI specification against the previous version and fail on breaking ' +
        'changes. Adding enum values is subtle, since strict clients may reject unknown values. When a ' +
        'breaking change is unavoidable, I introduce a new major version, by URL path or a version ' +
        'header, run both in parallel, and publish a deprecation policy with a minimum notice period, ' +
        'such as 12 months. I signal deprecation in documentation and in responses with the Deprecation ' +
        'and Sunset headers, track which clients still call the old version, contact them directly, and ' +
        'retire it only when traffic has moved.',
      evaluationCriteria: [
        'Strong: distinguishes additive from breaking changes with examples including subtle ones such ' +
          'as enums; weak: thinks only removals break clients.',
        'Strong: uses automated contract diffing in CI; weak: relies on manual review.',
        'Strong: versions only for breaking changes and runs versions in parallel; weak: versions every ' +
          'release or changes in place.',
        'Strong: uses a deprecation policy, Deprecation and Sunset headers, and usage tracking before ' +
          'retirement; weak: turns off the old version on a date without data.',
      ],
    },
  ],
  'Applicant Tracking Systems': [
    {
      id: 'skill-applicant-tracking-systems-1',
      type: 'technical',
      difficulty: 'EASY',
      question: "How do you set up a new job's hiring pipeline in an applicant tracking system?",
      answer:
        'I start with an intake meeting with the hiring manager to agree the requirements, interview ' +
        'stages, interviewers, and timeline, then mirror that in the ATS. I create the requisition with ' +
        'the approved job details, compensation range where posting laws require it, and the hiring ' +
        'team with the right permissions. I configure the stages, for example application review, ' +
        'recruiter screen, hiring manager interview, skills assessment, panel, references, and offer, ' +
        "using the organization's standard stage names so reports are comparable across jobs. For each " +
        'interview, I attach a scorecard with the competencies and rating scale agreed in the intake, ' +
        'so feedback is structured. I add application questions carefully, keeping knockout questions ' +
        'to genuine requirements such as work authorization or a required license. I set up automation: ' +
        'confirmation and rejection email templates, interview scheduling links, and reminders for ' +
        'interviewers to submit feedback. I make sure the voluntary EEO self-identification is ' +
        'configured correctly and kept separate from hiring decisions. Finally, I post the job to the ' +
        'careers page and job boards and check the candidate experience by applying myself.',
      evaluationCriteria: [
        'Strong: starts from an intake meeting and mirrors agreed stages; weak: uses a default pipeline ' +
          'without discussion.',
        'Strong: attaches structured scorecards to each interview; weak: collects free-text feedback only.',
        'Strong: uses knockout questions sparingly and handles EEO data correctly; weak: adds many ' +
          'screening filters.',
        'Strong: configures automation and tests the candidate experience; weak: no communication setup.',
      ],
    },
    {
      id: 'skill-applicant-tracking-systems-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Your applicant tracking system offers AI-based resume ranking and automatic rejection. How ' +
        'would you evaluate and use these features responsibly?',
      answer:
        'I would treat the feature as a selection procedure that must be job-related and fair, not a ' +
        'convenience. First I would find out how it works: what inputs it uses, what it was trained on, ' +
        'and whether the vendor can provide bias testing results by sex, race, and ethnicity. Under ' +
        'Title VII, employers remain liable for discrimination caused by tools they use, and adverse ' +
        'impact analysis, such as the four-fifths rule, applies to automated tools like any selection ' +
        "procedure. Some jurisdictions add specific rules: New York City's Local Law 144 requires an " +
        'independent bias audit and candidate notice for automated employment decision tools, and laws ' +
        'in places such as Illinois and Colorado and the EU AI Act impose further obligations. I would ' +
        'run a pilot where the tool ranks candidates but humans still review everyone, compare its ' +
        'recommendations with recruiter decisions and later outcomes, and check pass-through rates by ' +
        'group. I would avoid fully automatic rejection, keep humans accountable for decisions, offer ' +
        'accommodation for candidates with disabilities, document everything, and re-audit regularly.',
      evaluationCriteria: [
        'Strong: understands employer liability and adverse impact testing such as the four-fifths ' +
          'rule; weak: assumes the vendor carries the risk.',
        'Strong: knows specific rules such as NYC Local Law 144 and the EU AI Act; weak: unaware of AI ' +
          'hiring regulation.',
        'Strong: pilots with human review and compares outcomes by group; weak: switches on ' +
          'auto-rejection immediately.',
        'Strong: keeps human accountability, accommodations, documentation, and re-audits; weak: treats ' +
          'it as set and forget.',
      ],
    },
  ],
  'Audio Editing': [
    {
      id: 'skill-audio-editing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'You receive a dialogue recording with background hum, room echo, and inconsistent levels. How ' +
        'do you clean it up, and in what order?',
      answer:
        'I would work on a copy and listen through first, noting the problems. Order matters because ' +
        'each process affects the next. First, repair: remove hum with a notch filter or dedicated ' +
        'de-hum at the mains frequency and its harmonics, 60 hertz in North America or 50 in Europe, ' +
        'then apply broadband noise reduction trained on a section of room tone, using moderate ' +
        'settings, because aggressive reduction creates watery, metallic artifacts. De-reverb tools, ' +
        'such as those in iZotope RX, can reduce room echo somewhat, though it cannot be fully removed. ' +
        'Then editing: remove breaths and clicks where distracting, cut at zero crossings or with short ' +
        'crossfades to avoid pops, and fill gaps with room tone rather than silence so the background ' +
        'stays continuous. Then tone and dynamics: a high-pass filter around 80 hertz to remove rumble, ' +
        'subtractive EQ for boxiness, a de-esser for harsh sibilance, and gentle compression to even ' +
        'out levels, with clip gain or automation for large differences first. Finally, a limiter and ' +
        'loudness normalization to the delivery target, then a full listen on headphones and speakers.',
      evaluationCriteria: [
        'Strong: follows a logical order of repair, editing, tone, dynamics, and loudness; weak: ' +
          'applies effects randomly.',
        'Strong: uses de-hum, noise reduction from room tone, and de-reverb with restraint; weak: ' +
          'applies heavy noise reduction causing artifacts.',
        'Strong: edits with crossfades or zero crossings and fills gaps with room tone; weak: leaves ' +
          'digital silence between words.',
        'Strong: uses high-pass, EQ, de-essing, and compression appropriately and checks on multiple ' +
          'systems; weak: no final check.',
      ],
    },
    {
      id: 'skill-audio-editing-2',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What is the difference between peak level, RMS, and loudness measured in LUFS, and what ' +
        'loudness targets would you use for a podcast?',
      answer:
        'Peak level is the highest instantaneous sample value, measured in dBFS, where 0 dBFS is the ' +
        'digital maximum; exceeding it causes clipping. True peak meters also estimate peaks between ' +
        'samples that can appear after conversion or compression, measured in dBTP. RMS measures ' +
        'average signal level over a short window, which relates better to perceived loudness than ' +
        'peaks but does not account for how hearing responds to frequency. LUFS, loudness units ' +
        'relative to full scale, measure perceived loudness using the ITU-R BS.1770 standard, with ' +
        'frequency weighting and gating, and integrated LUFS gives one number for a whole program. ' +
        'Platforms normalize to loudness, so a very loud master gets turned down and loses its dynamics ' +
        'for nothing. For podcasts, a common target is about minus 16 LUFS integrated for stereo, which ' +
        'Apple recommends, or around minus 19 for mono, with true peaks no higher than minus 1 dBTP. ' +
        'Broadcast uses different standards, such as minus 24 LKFS under ATSC A/85 in the United States ' +
        'and minus 23 LUFS under EBU R 128 in Europe.',
      evaluationCriteria: [
        'Strong: defines peak, true peak, RMS, and LUFS correctly; weak: treats them as interchangeable.',
        'Strong: explains why loudness normalization makes overly loud masters pointless; weak: ' +
          'maximizes loudness.',
        'Strong: gives correct podcast targets around minus 16 LUFS with a true peak ceiling; weak: no ' +
          'target or wrong values.',
        'Strong: knows broadcast standards differ; weak: uses one target for all media.',
      ],
    },
  ],
  Auditing: [
    {
      id: 'skill-auditing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain the audit risk model and how materiality and risk assessment determine the nature, ' +
        'timing, and extent of audit procedures.',
      answer:
        'Audit risk is the risk of giving an inappropriate opinion on materially misstated financial ' +
        'statements, and the model expresses it as the product of inherent risk, control risk, and ' +
        'detection risk. Inherent risk is the susceptibility of an assertion to misstatement before ' +
        'controls, higher for complex estimates or judgmental areas. Control risk is the risk that ' +
        'internal controls fail to prevent or detect it. Together they form the risk of material ' +
        'misstatement, which the auditor assesses but cannot change. Detection risk is the risk that ' +
        "the auditor's procedures miss a misstatement, and it is what the auditor controls: the higher " +
        'the assessed risk of material misstatement, the lower detection risk must be, so the auditor ' +
        'does more persuasive substantive procedures, such as external confirmations rather than ' +
        'internal documents, performs them closer to year-end, and uses larger samples. Materiality, ' +
        'often set as a percentage of a benchmark such as pre-tax income or revenue, and a lower ' +
        'performance materiality, determine which misstatements matter and drive sample sizes and ' +
        'testing thresholds. Significant risks, such as revenue recognition fraud, always require ' +
        'specific responses.',
      evaluationCriteria: [
        'Strong: states the components and that detection risk is the controllable one; weak: confuses ' +
          'the components.',
        'Strong: links higher assessed risk to nature, timing, and extent of procedures; weak: applies ' +
          'the same tests everywhere.',
        'Strong: explains materiality and performance materiality; weak: cannot explain how materiality ' +
          'is set or used.',
        'Strong: mentions significant risks such as revenue fraud requiring specific responses; weak: ' +
          'ignores fraud risk.',
      ],
    },
    {
      id: 'skill-auditing-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How would you test revenue for a company with many sales near year-end, focusing on existence ' +
        'and cut-off?',
      answer:
        'Auditing standards presume a risk of fraud in revenue recognition, so I would treat it as a ' +
        'significant risk unless rebutted. I would first understand the revenue process and contract ' +
        'terms, including when control passes to the customer, and test relevant controls where I plan ' +
        'to rely on them. For existence, I would select a sample of recorded sales, weighted toward ' +
        'large and unusual transactions, and vouch them to contracts, shipping documents or proof of ' +
        'delivery, and subsequent cash receipts, and send confirmations to customers for material ' +
        'receivable balances, including terms such as side agreements or return rights. For cut-off, I ' +
        'would examine sales recorded in the last days of the year and the first days of the next year, ' +
        'checking that shipment or delivery dates and transfer of control fall in the recorded period. ' +
        'I would also review credit notes and returns issued after year-end, since a spike can signal ' +
        'channel stuffing or fictitious sales reversed later. Analytics help: revenue by day, customer, ' +
        'and product against expectations. I would also test manual journal entries to revenue near ' +
        'period-end.',
      evaluationCriteria: [
        'Strong: recognizes the presumed fraud risk in revenue; weak: treats revenue as routine.',
        'Strong: vouches recorded sales to delivery evidence, cash, and confirmations for existence; ' +
          'weak: tests only from documents to the ledger.',
        'Strong: tests transactions on both sides of year-end for cut-off and reviews post-year-end ' +
          'credits; weak: checks only December sales.',
        'Strong: adds analytics and journal entry testing; weak: no data-driven procedures.',
      ],
    },
  ],
  'Automotive Diagnostics': [
    {
      id: 'skill-automotive-diagnostics-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A vehicle comes in with the check engine light on and code P0171, system too lean, bank 1. How ' +
        'do you diagnose it?',
      answer:
        'P0171 means the engine computer has been adding fuel beyond its limit to keep bank 1 at the ' +
        'target air-fuel ratio, so either extra unmetered air is entering or not enough fuel is being ' +
        'delivered. I would not replace the oxygen sensor, which only reports the condition. First I ' +
        'record freeze frame data and check for other codes, such as P0174 for bank 2, since both banks ' +
        'lean points to a common cause such as the MAF sensor or fuel pressure. Then I look at live ' +
        'data: short- and long-term fuel trims at idle and at 2,500 RPM. If trims are high at idle but ' +
        'improve at higher RPM, an unmetered air leak is likely, and a smoke test of the intake, PCV ' +
        'system, and vacuum lines will usually find it. If trims are high across the range, I check MAF ' +
        'readings against expected values, clean or test the sensor, and test fuel pressure and volume. ' +
        'After the repair, I clear codes and confirm trims return near zero.',
      evaluationCriteria: [
        'Strong: explains what the code means and avoids replacing the O2 sensor reflexively; weak: ' +
          'throws parts at it.',
        'Strong: uses freeze frame data and checks whether both banks are affected; weak: ignores ' +
          'related codes.',
        'Strong: interprets fuel trims at idle versus higher RPM; weak: does not use fuel trim data.',
        'Strong: tests vacuum leaks with smoke, MAF, fuel pressure, and exhaust leaks, then verifies ' +
          'the fix; weak: clears the code without verification.',
      ],
    },
    {
      id: 'skill-automotive-diagnostics-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        "A customer's battery goes flat after the car sits for two days, but the battery and charging " +
        'system test good. How do you find the parasitic draw?',
      answer:
        'I would confirm the battery is charged and healthy, then measure the draw. I connect an ' +
        'ammeter in series at the negative cable, using a jumper so modules do not reset, or use a ' +
        'low-amp clamp. The key is letting the vehicle sleep: modern vehicles keep modules awake for ' +
        'anywhere from a few minutes to an hour after shutdown, so I lock the car with the key fob ' +
        'away, latch the door striker with a tool so the door appears closed while I still have access, ' +
        'and wait, watching the draw drop in steps. A normal sleeping draw on most modern vehicles is ' +
        "roughly 20 to 50 milliamps; the manufacturer's specification is the reference. If it stays " +
        'high, I find the circuit by measuring voltage drop across each fuse with a millivolt meter ' +
        'instead of pulling fuses, since pulling them can wake or reset modules. The fuse with a drop ' +
        'identifies the circuit, and I use the wiring diagram to narrow it to the component, such as a ' +
        'module that will not sleep or an aftermarket accessory.',
      evaluationCriteria: [
        'Strong: verifies the battery first and measures draw without breaking the circuit; weak: ' +
          'disconnects cables repeatedly.',
        'Strong: allows modules to sleep and keeps doors latched; weak: measures immediately and sees a ' +
          'false high draw.',
        'Strong: knows typical acceptable draw and uses specifications; weak: no reference value.',
        'Strong: isolates the circuit by voltage drop across fuses and uses wiring diagrams; weak: ' +
          'pulls fuses at random.',
      ],
    },
  ],
  'Aviation Safety': [
    {
      id: 'skill-aviation-safety-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Describe the four components of a safety management system in aviation and how a risk matrix ' +
        'is used in safety risk management.',
      answer:
        'A safety management system, required in the United States by 14 CFR Part 5 and internationally ' +
        'by ICAO Annex 19, has four components. Safety policy sets management commitment, safety ' +
        'objectives, accountabilities including an accountable executive, and a non-punitive reporting ' +
        'policy. Safety risk management identifies hazards in operations and changes, analyzes and ' +
        'assesses the risk, and puts controls in place. Safety assurance monitors whether controls work ' +
        'through data collection, audits, investigations, and safety performance indicators, and ' +
        'manages change. Safety promotion covers training and communication so people understand their ' +
        "role and receive feedback on reports. In risk assessment, each hazard's potential outcome is " +
        'rated by severity, from negligible to catastrophic, and by likelihood, from extremely ' +
        'improbable to frequent. The combination falls into regions of a matrix: high risk is ' +
        'unacceptable and requires mitigation before operating, medium risk is acceptable with ' +
        'mitigation and management approval, and low risk is acceptable. Controls are then reassessed ' +
        "to confirm residual risk is acceptable. The FAA's 2024 rule expanded Part 5 beyond airlines to " +
        'Part 135 operators, certain air tour operators, and design and production approval holders.',
      evaluationCriteria: [
        'Strong: names all four SMS components with their purposes; weak: describes SMS as a reporting ' +
          'system only.',
        'Strong: explains severity and likelihood ratings and acceptability regions; weak: cannot use a ' +
          'matrix.',
        'Strong: reassesses residual risk after controls; weak: stops at identifying hazards.',
        'Strong: knows the regulatory basis and recent expansion of Part 5; weak: unaware of who must ' +
          'have an SMS.',
      ],
    },
    {
      id: 'skill-aviation-safety-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'After an aircraft has departed, you realize a safety-related task you were responsible for may ' +
        'not have been completed correctly. What do you do?',
      answer:
        "I would act immediately, because the aircraft's safety matters more than any consequence for " +
        'me. I would contact my supervisor and the operations or maintenance control center right away, ' +
        'state exactly what may be wrong, such as a fitting that may not have been torqued or a panel ' +
        'possibly not secured, and let them decide whether to contact the crew, divert, or inspect at ' +
        'the next stop. I would not wait until I was certain. I would then preserve information: what I ' +
        'did, what I did not do, tools and paperwork, and the timeline, and cooperate fully with any ' +
        "review. Afterward, I would file a report through the organization's safety reporting system, " +
        'such as an Aviation Safety Action Program where one exists, which under a just culture ' +
        'protects people who report honest errors, and consider a NASA ASRS report, which filed within ' +
        '10 days can provide limited protection from FAA sanctions for inadvertent violations. Finally, ' +
        'I would take part in finding the root cause, such as an interruption or a confusing task card, ' +
        'so the system can be improved.',
      evaluationCriteria: [
        'Strong: reports immediately so operations can act, without waiting for certainty; weak: hopes ' +
          'it is fine or stays silent.',
        'Strong: gives specific, factual information to the right people; weak: vague report.',
        'Strong: uses ASAP or ASRS and understands just culture protections; weak: unaware of reporting ' +
          'programs.',
        'Strong: supports root cause analysis of system factors; weak: treats it only as personal blame.',
      ],
    },
  ],
  BGP: [
    {
      id: 'skill-bgp-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain how a router running BGP selects the best path among several routes to the same ' +
        'prefix.',
      answer:
        'BGP compares candidate paths attribute by attribute in a fixed order, and the first attribute ' +
        'that differs decides. On Cisco and many other platforms the order is: highest weight, a ' +
        'Cisco-specific local value; highest local preference, shared across the autonomous system and ' +
        'the main tool for choosing the exit point for outbound traffic; prefer routes originated ' +
        'locally; shortest AS path; lowest origin type, IGP before EGP before incomplete; lowest ' +
        'multi-exit discriminator, which a neighboring AS sets to suggest which entry point it prefers ' +
        'and which is normally compared only between routes from the same neighboring AS; prefer eBGP ' +
        'over iBGP paths; lowest IGP metric to the next hop; then tie-breakers such as the oldest eBGP ' +
        'path, lowest router ID, and lowest neighbor address. Before the comparison, a route is only ' +
        'eligible if its next hop is reachable. In practice, operators influence outbound traffic with ' +
        'local preference, and inbound traffic with AS path prepending, MED, or BGP communities the ' +
        "upstream provider supports, since you cannot directly control another network's decisions.",
      evaluationCriteria: [
        'Strong: lists the main attributes in the correct order; weak: claims shortest AS path always wins.',
        "Strong: explains local preference for outbound and MED's limited scope; weak: confuses MED and " +
          'local preference.',
        'Strong: mentions next-hop reachability and tie-breakers; weak: omits eligibility.',
        'Strong: explains practical tools for inbound and outbound traffic engineering; weak: no ' +
          'practical application.',
      ],
    },
    {
      id: 'skill-bgp-2',
      type: 'technical',
      difficulty: 'HARD',
      question: 'How do you protect your network and the internet from BGP route leaks and prefix hijacks?',
      answer:
        "I would filter in both directions. Outbound, I only announce my own prefixes and my customers' " +
        'prefixes, using explicit prefix lists, so a configuration error cannot leak routes learned ' +
        'from one provider to another. Inbound from customers, I accept only the prefixes they are ' +
        'authorized to announce, built from Internet Routing Registry objects with tools such as bgpq4, ' +
        'and I apply maximum-prefix limits on every session so a leak shuts down the session rather ' +
        'than flooding my network. I also reject bogons, such as private and reserved ranges, and ' +
        'overly specific prefixes such as anything longer than a /24 for IPv4. For origin validation, I ' +
        'create ROAs in RPKI for my own prefixes, with correct maximum lengths, and enable route origin ' +
        'validation to drop RPKI-invalid routes. RPKI does not validate the full path, so filtering ' +
        'still matters, and newer work such as ASPA addresses path validation. I protect sessions with ' +
        'TCP-AO or MD5 authentication and GTSM, monitor my prefixes with public BGP monitoring services ' +
        'for unexpected origins, and follow the MANRS actions.',
      evaluationCriteria: [
        'Strong: filters outbound announcements and inbound customer routes with prefix lists from IRR ' +
          'data; weak: accepts whatever neighbors send.',
        'Strong: uses maximum-prefix limits and bogon filtering; weak: no safeguards against leaks.',
        'Strong: creates ROAs and enforces RPKI origin validation while knowing its limits; weak: ' +
          'unaware of RPKI or thinks it stops all hijacks.',
        'Strong: secures sessions and monitors announcements, referencing MANRS; weak: no monitoring.',
      ],
    },
  ],
  'Brake Systems': [
    {
      id: 'skill-brake-systems-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'A customer complains of a soft, spongy brake pedal. What are the likely causes, and how do you ' +
        'diagnose them?',
      answer:
        'A spongy pedal usually means something in the hydraulic system is compressing or expanding. ' +
        'The most common cause is air in the lines, from a recent repair, a low fluid level that let ' +
        'air in, or an incorrect bleed. Moisture-contaminated fluid is another: brake fluid absorbs ' +
        'water over time, lowering its boiling point, so after heavy braking it can vaporize, and vapor ' +
        'compresses. I would start by checking the fluid level and condition, testing moisture content ' +
        'with a test strip or electronic tester, and looking for leaks at the master cylinder, lines, ' +
        'hoses, and calipers or wheel cylinders. I would inspect rubber hoses for swelling under ' +
        'pressure. If the pedal slowly sinks to the floor with steady pressure and no external leak, ' +
        'the master cylinder is likely bypassing internally. I would also check for excessive pad ' +
        'knock-back, poorly adjusted rear drum brakes, and an incorrectly sized or failed component. ' +
        'The usual fix is repairing any leak, then flushing and bleeding the system in the ' +
        "manufacturer's sequence, with a scan tool procedure for ABS units that require it.",
      evaluationCriteria: [
        'Strong: identifies air and moisture-contaminated fluid as main causes; weak: replaces pads.',
        'Strong: checks fluid level, moisture content, leaks, and hoses systematically; weak: no ' +
          'inspection order.',
        'Strong: recognizes a sinking pedal as an internal master cylinder leak; weak: cannot ' +
          'distinguish symptoms.',
        'Strong: bleeds in the correct sequence, including ABS scan tool procedures; weak: unaware of ' +
          'ABS bleeding requirements.',
      ],
    },
    {
      id: 'skill-brake-systems-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A vehicle has a pulsating brake pedal and steering wheel shake when braking. How do you ' +
        'diagnose and fix it so it does not come back?',
      answer:
        'Pulsation is almost always caused by variation in rotor thickness, which develops from lateral ' +
        'runout. A rotor with runout brushes the pads once per revolution, wearing uneven spots over ' +
        'thousands of miles. I would measure rather than just resurface. With a dial indicator mounted ' +
        'to the knuckle, I measure lateral runout on the rotor face with lug nuts torqued, comparing ' +
        "with the manufacturer's specification, often around 0.002 inch or 0.05 millimeter. I measure " +
        'thickness variation at several points around the rotor with a micrometer, where the limit is ' +
        'often as little as about 0.0005 inch. I also check hub runout separately, since a bent or ' +
        'rusty hub flange causes the rotor to run out again. To fix it, I clean the hub mating surface ' +
        'thoroughly, replace or machine the rotors, ideally on-car if hub runout is a factor, and ' +
        'confirm runout after installation. Then I torque the lug nuts in a star pattern with a torque ' +
        'wrench, never with an impact gun alone, and bed in the new pads so they transfer an even layer ' +
        'of material.',
      evaluationCriteria: [
        'Strong: explains thickness variation and runout as the cause; weak: says rotors are warped ' +
          'from heat.',
        'Strong: measures runout and thickness variation against specifications; weak: resurfaces ' +
          'without measuring.',
        'Strong: checks and cleans the hub and verifies runout after installation; weak: ignores the hub.',
        'Strong: torques lugs properly and beds in pads; weak: uses an impact gun and skips bedding.',
      ],
    },
  ],
  'Brand Strategy': [
    {
      id: 'skill-brand-strategy-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        "How do you define a brand's positioning, and how do you decide on brand architecture when an " +
        'organization has several products?',
      answer:
        'Positioning defines the space the brand should own in the minds of its target customers. I ' +
        'build it from research: who the target is and what they need, the competitive alternatives and ' +
        'how they are perceived, and what the organization can credibly deliver better than others. The ' +
        'result is a positioning statement: for a specific target, the brand is the category choice ' +
        'that delivers a key benefit, because of reasons to believe. It must be distinctive, relevant, ' +
        "and provable. From it come the brand's personality, voice, and visual identity, captured in " +
        'guidelines. Architecture defines how brands relate across products. A branded house uses one ' +
        'master brand across everything, as many technology companies do, which concentrates investment ' +
        'and lets new products borrow trust, but a failure in one product touches all. A house of ' +
        'brands keeps separate brands for different segments, common in consumer goods, allowing ' +
        'distinct positioning at higher cost. Endorsed and sub-brand models sit between the two. I ' +
        'choose based on how different the audiences and promises are, the risk of one product damaging ' +
        'another, and the budget available.',
      evaluationCriteria: [
        'Strong: grounds positioning in target needs, competitors, and credible strengths; weak: writes ' +
          'an aspirational slogan.',
        'Strong: writes a positioning statement with benefit and reasons to believe; weak: no structure.',
        'Strong: explains branded house, house of brands, and hybrids with trade-offs; weak: unaware of ' +
          'architecture models.',
        'Strong: gives decision criteria for architecture; weak: chooses by preference.',
      ],
    },
    {
      id: 'skill-brand-strategy-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you measure brand health and show that brand investment is paying off, when its effects ' +
        'are slow and indirect?',
      answer:
        'I would combine several measures because no single one is sufficient. A brand health tracker ' +
        'surveys the target audience regularly on the brand funnel: unaided and aided awareness, ' +
        'familiarity, consideration, preference, and the associations people hold against the intended ' +
        "positioning, compared with competitors. Share of search, the brand's share of category search " +
        'volume, is a cheap, continuous proxy that research has linked to market share. Behavioral ' +
        'signals include direct and branded search traffic, pricing power, such as the ability to hold ' +
        'price premiums, and customer acquisition costs, which tend to fall as brand strength rises. ' +
        'For causal evidence, I would use brand lift studies on specific campaigns, which compare ' +
        'exposed and control groups, and marketing mix models with long-term effects built in, since ' +
        'work by Binet and Field suggests brand building drives most long-term growth, with a rough 60 ' +
        'to 40 split between brand and activation spending as a starting point. I would report these to ' +
        'leadership on a regular cadence with clear expectations that brand effects compound over ' +
        'quarters and years, not weeks.',
      evaluationCriteria: [
        'Strong: uses a consistent brand tracker on funnel metrics and associations; weak: relies on ' +
          'social media likes.',
        'Strong: adds proxies such as share of search and pricing power; weak: no continuous indicators.',
        'Strong: uses lift studies and long-term mix modeling for causal evidence; weak: only correlations.',
        'Strong: sets realistic time horizons and references evidence on brand versus activation ' +
          'balance; weak: expects immediate sales results.',
      ],
    },
  ],
  'Business Strategy': [
    {
      id: 'skill-business-strategy-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How would you analyze whether an organization should enter a new market?',
      answer:
        'I would answer three questions: is the market attractive, can we win there, and is it worth it ' +
        'compared with other uses of our resources. For attractiveness, I estimate market size and ' +
        "growth bottom-up where possible, and profit potential using Porter's five forces: rivalry, " +
        'buyer and supplier power, threat of substitutes, and barriers to entry. A large market with ' +
        'intense rivalry and powerful buyers may be less attractive than a smaller niche. For ability ' +
        'to win, I look at what customers in that market value and whether our capabilities, such as ' +
        'technology, brand, distribution, or cost position, give us a real advantage over incumbents, ' +
        'and what we lack. Then entry mode: build organically, acquire, or partner, each with different ' +
        'speed, cost, and risk. I would model the economics, including investment, time to break-even, ' +
        'and the range of outcomes under different scenarios, and identify the key assumptions. Where ' +
        'uncertainty is high, I would recommend a staged entry with a pilot and explicit milestones for ' +
        'continuing or stopping, so we learn before committing fully.',
      evaluationCriteria: [
        'Strong: structures the analysis around attractiveness, ability to win, and economics; weak: ' +
          'lists random factors.',
        'Strong: uses frameworks such as five forces correctly; weak: names frameworks without applying ' +
          'them.',
        'Strong: compares build, buy, and partner entry modes; weak: assumes organic entry.',
        'Strong: models scenarios and proposes staged entry with milestones; weak: recommends full ' +
          'commitment without testing.',
      ],
    },
    {
      id: 'skill-business-strategy-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A low-cost competitor is taking share at the low end of your market, and leadership wants to ' +
        'respond by cutting prices across the board. How would you advise them?',
      answer:
        'I would first establish the facts: which customer segments are switching, why, and what they ' +
        'were buying from us. Often the low end was over-served, paying for features they did not need, ' +
        'and the competitor offers good-enough quality at a lower price. Across-the-board price cuts ' +
        'are usually the worst response, because they lower margins on loyal, higher-value customers ' +
        'who were not leaving, and the competitor may have a structurally lower cost base, so we would ' +
        'lose a price war. I would lay out options. Defend the low end with a separate, simpler offer ' +
        'or fighting brand at a lower price point, designed with lower costs, so it does not ' +
        'cannibalize the core. Strengthen the value proposition for the mid and high end, where our ' +
        'advantages matter. Or deliberately cede the lowest-margin segment and redeploy resources. ' +
        "Christensen's disruption theory warns that entrants often start at the low end and move " +
        'upmarket, so ignoring them is risky if their product improves. I would recommend a choice ' +
        "based on segment profitability, our cost position, and the competitor's trajectory, with " +
        'metrics to review quarterly.',
      evaluationCriteria: [
        'Strong: analyzes which segments are switching and why; weak: responds to aggregate share loss.',
        'Strong: explains the risks of across-the-board price cuts; weak: accepts the price cut.',
        'Strong: offers options such as a fighting brand, focusing upmarket, or ceding the segment; ' +
          'weak: one option only.',
        'Strong: considers disruption dynamics and sets review metrics; weak: ignores how the ' +
          'competitor may evolve.',
      ],
    },
  ],
  'Call Handling': [
    {
      id: 'skill-call-handling-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What does a well-handled inbound call look like from start to finish?',
      answer:
        'It starts with a prompt, clear greeting that includes the organization, my name, and an offer ' +
        "of help. I verify the caller's identity according to the security procedure before discussing " +
        'account details. Then I let them explain without interrupting, take notes, and ask clarifying ' +
        'questions, and I confirm my understanding by summarizing the issue back to them. While solving ' +
        'the problem, I explain what I am doing, especially during silences. If I need to put the ' +
        'caller on hold, I ask permission, say why and for roughly how long, and check back regularly ' +
        'rather than leaving them waiting. If I must transfer, I do a warm transfer where possible, ' +
        'briefing the next person so the caller does not have to repeat everything. Before closing, I ' +
        'summarize what was done and any next steps, including timeframes and reference numbers, ask if ' +
        'there is anything else, and thank them. After the call, I document it accurately in the system ' +
        'so the next person has the full history. Throughout, I keep my tone calm and friendly and use ' +
        'plain language.',
      evaluationCriteria: [
        'Strong: includes greeting, verification, listening, and confirming understanding; weak: jumps ' +
          'to solutions.',
        'Strong: uses proper hold and warm transfer etiquette; weak: cold transfers or long silent holds.',
        'Strong: closes with a summary, next steps, and reference details; weak: ends abruptly.',
        'Strong: documents the call accurately afterward; weak: no notes.',
      ],
    },
    {
      id: 'skill-call-handling-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A caller becomes abusive, shouting and swearing at you, about a problem you cannot solve on ' +
        'this call. How do you handle it?',
      answer:
        'I would stay calm and not take it personally, since the anger is usually about the situation. ' +
        'First I let them vent briefly without interrupting, then acknowledge the frustration ' +
        'specifically: I can hear how frustrating it is to have your service cut off twice this week. ' +
        'Often that alone lowers the temperature. I would focus on what I can do: explain clearly what ' +
        'happens next, who will handle it, and when they will hear back, and give a reference number. ' +
        "If the swearing continues and is directed at me, I follow the organization's policy, which " +
        'typically means a calm warning: I want to help you, but I will need to end the call if the ' +
        'language continues. If it still continues, I end the call politely, document exactly what ' +
        'happened, and inform my supervisor, and arrange a callback if the issue is still open. If the ' +
        'caller threatens harm to themselves or others, I follow the emergency protocol immediately, ' +
        'which may include alerting a supervisor and emergency services. Afterward, I take a brief ' +
        'break if I need it.',
      evaluationCriteria: [
        'Strong: stays calm and acknowledges the specific frustration; weak: argues or matches the tone.',
        'Strong: redirects to concrete next steps and commitments; weak: repeats that nothing can be done.',
        'Strong: follows the policy of warning before ending abusive calls and documents it; weak: ' +
          'hangs up immediately or tolerates abuse indefinitely.',
        'Strong: escalates threats of harm via protocol; weak: ignores threats.',
      ],
    },
  ],
  'Candidate Screening': [
    {
      id: 'skill-candidate-screening-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'How do you screen a large volume of resumes for a role quickly, consistently, and fairly?',
      answer:
        'Before reading any resumes, I agree the screening criteria with the hiring manager: a short ' +
        'list of true must-haves, such as a required license, work authorization, or a specific skill ' +
        'at a defined level, and a separate list of nice-to-haves. Criteria should describe skills and ' +
        'evidence, not proxies such as particular schools, a specific job title, or years of experience ' +
        'alone, which screen out capable people and can create adverse impact. I then screen every ' +
        'resume against the same criteria, in the same way, recording a short reason for each decision ' +
        'in the applicant tracking system, such as meets all must-haves, or missing required ' +
        'certification. I look for evidence of outcomes, such as what they built, improved, or managed, ' +
        'rather than keywords, and I do not penalize employment gaps or nontraditional paths without ' +
        'reason. Where possible, I hide details that are irrelevant to the decision. To stay ' +
        'consistent, I screen in batches, calibrate early by reviewing a few resumes with the hiring ' +
        'manager, and periodically check pass-through rates to make sure the criteria are working.',
      evaluationCriteria: [
        'Strong: sets must-have and nice-to-have criteria with the hiring manager first; weak: screens ' +
          'on gut feel.',
        'Strong: avoids proxies such as school or title and looks for evidence of outcomes; weak: ' +
          'filters on keywords or prestige.',
        'Strong: applies criteria consistently and records reasons; weak: no documentation.',
        'Strong: calibrates with the hiring manager and monitors pass-through rates; weak: never checks ' +
          'whether screening works.',
      ],
    },
    {
      id: 'skill-candidate-screening-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you structure a 30-minute recruiter phone screen, and which questions must you avoid?',
      answer:
        'I open by explaining the role, the process, and the timeline, so the candidate can judge their ' +
        'interest too. Then I cover the same core topics with every candidate, in the same order: their ' +
        'motivation for the role, a quick walk-through of relevant experience, one or two job-related ' +
        'behavioral questions tied to the must-have criteria, practical requirements such as location, ' +
        'schedule, or travel, work authorization, and compensation expectations. I leave time for their ' +
        'questions, which often reveal how well they understand the role. I avoid questions about age, ' +
        'marital or family status, pregnancy or plans for children, religion, national origin, ' +
        'disability, or health. For work authorization, I ask whether they are legally authorized to ' +
        'work in the country and whether they will need sponsorship, never about citizenship or ' +
        'birthplace. Many states and cities ban asking about salary history, so I ask about ' +
        'expectations instead, and some jurisdictions restrict when criminal history can be asked. I ' +
        'take notes against the criteria, score consistently, and give candidates a clear next step and ' +
        'timeframe before we end.',
      evaluationCriteria: [
        'Strong: uses a consistent structure tied to must-have criteria; weak: improvises a different ' +
          'chat each time.',
        'Strong: knows prohibited topics and how to ask about work authorization lawfully; weak: asks ' +
          'about citizenship or family plans.',
        'Strong: knows salary history bans and asks about expectations instead; weak: asks for current ' +
          'salary everywhere.',
        'Strong: scores consistently and sets clear next steps; weak: leaves candidates without follow-up.',
      ],
    },
  ],
  'Care Coordination': [
    {
      id: 'skill-care-coordination-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you coordinate a safe transition from hospital to home for a patient with several ' +
        'chronic conditions?',
      answer:
        "Planning starts at admission, not on the discharge day. I would assess the patient's needs, " +
        'support at home, and risks: how they manage medications, mobility, cognition, health literacy, ' +
        'and social factors such as transportation, food, and finances. Medication reconciliation is ' +
        'central: comparing pre-admission medications with discharge orders, resolving discrepancies ' +
        'with the team, and making sure the patient knows what changed, what stopped, and why. I use ' +
        'teach-back, asking the patient or caregiver to explain in their own words how they will take ' +
        'their medicines and which warning signs mean they should call, instead of asking whether they ' +
        'understand. I arrange services before discharge, such as home health, equipment, or pharmacy ' +
        'delivery, and schedule a follow-up appointment with the primary care provider, ideally within ' +
        'seven days for high-risk patients. The discharge summary goes to the primary care provider ' +
        'promptly. Then I call the patient within 48 to 72 hours to check on symptoms, medications, and ' +
        'whether services arrived. Everything is documented in a shared care plan.',
      evaluationCriteria: [
        'Strong: starts discharge planning early with a needs and risk assessment, including social ' +
          'factors; weak: plans on the day of discharge.',
        'Strong: performs medication reconciliation and explains changes; weak: hands over a medication ' +
          'list.',
        'Strong: uses teach-back and arranges services and early follow-up; weak: asks whether the ' +
          'patient has questions.',
        'Strong: communicates with the primary care provider and makes a post-discharge call; weak: no ' +
          'follow-up.',
      ],
    },
    {
      id: 'skill-care-coordination-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A patient with heart failure on your caseload keeps missing appointments and has been ' +
        'readmitted twice in three months. What do you do?',
      answer:
        'I would start by understanding why, without judgment, because missed appointments and ' +
        'readmissions usually have causes the care team has not seen. I would talk with the patient, ' +
        'and caregiver if they agree, using open questions and motivational interviewing: what gets in ' +
        'the way of appointments, how they manage their medications, diet, and daily weights, and what ' +
        'matters most to them. Common barriers are transportation, cost of medications or copays, ' +
        'confusion about the regimen, depression or cognitive problems, and lack of support at home. ' +
        'Then I would target the specific barriers: arrange transportation benefits, connect with ' +
        'pharmacy assistance or cheaper alternatives, simplify the medication schedule with the ' +
        'prescriber, offer telehealth visits, provide a scale and a simple action plan for weight gain, ' +
        'and refer to social work, community health workers, or behavioral health as needed. I would ' +
        'bring the care team together to agree on one plan, consider home health or remote monitoring, ' +
        'and schedule frequent check-in calls. Success is measured by fewer missed visits and ' +
        "readmissions, and by the patient's own goals.",
      evaluationCriteria: [
        'Strong: explores barriers with the patient using open, non-judgmental questions; weak: labels ' +
          'the patient noncompliant.',
        'Strong: identifies specific barriers such as transport, cost, understanding, or mood; weak: ' +
          'generic reminders only.',
        'Strong: matches interventions to barriers, including community and behavioral health ' +
          'resources; weak: one-size-fits-all education.',
        'Strong: coordinates the team and monitors outcomes; weak: no shared plan.',
      ],
    },
  ],
  'Circuit Design': [
    {
      id: 'skill-circuit-design-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'You need to drive an LED from a 3.3-volt microcontroller pin, and later a 12-volt relay. How ' +
        'do you design each circuit?',
      answer:
        "For the LED, I calculate the series resistor with Ohm's law. If the LED's forward voltage is " +
        'about 2.0 volts and I want 10 milliamps, the resistor drops 3.3 minus 2.0, or 1.3 volts, so R ' +
        'is 1.3 divided by 0.01, or 130 ohms; I would pick the nearest standard value, such as 130 or ' +
        "150 ohms, and check the resistor's power, 13 milliwatts here, and that the pin's current " +
        'rating, often around 10 to 20 milliamps, is not exceeded. A 12-volt relay coil needs more ' +
        'current and a higher voltage than a pin can supply, so I use a low-side switch: an N-channel ' +
        'MOSFET rated for logic-level gate drive, meaning its on-resistance is specified at a gate ' +
        'voltage of 2.5 to 3.3 volts, or an NPN transistor with a base resistor. A gate pull-down ' +
        'resistor keeps it off during reset. Because the coil is inductive, switching it off creates a ' +
        'voltage spike, so I place a flyback diode across the coil, reverse-biased, to protect the ' +
        'transistor.',
      evaluationCriteria: [
        'Strong: calculates the LED resistor correctly and checks power and pin limits; weak: connects ' +
          'the LED directly or guesses a value.',
        'Strong: uses a transistor or logic-level MOSFET to switch the relay; weak: drives the coil ' +
          'from the pin.',
        'Strong: explains logic-level gate ratings and a pull-down; weak: picks any MOSFET.',
        'Strong: adds a flyback diode and explains why; weak: omits inductive protection.',
      ],
    },
    {
      id: 'skill-circuit-design-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'What layout practices do you follow for a printed circuit board with a switching regulator and ' +
        'sensitive analog circuitry?',
      answer:
        'For the switching regulator, I identify the hot loop, the path where current switches rapidly, ' +
        'for a buck converter the input capacitor, high-side switch, and low-side switch or diode, and ' +
        'make it as small as possible, with the input capacitor right next to the switch pins, because ' +
        'loop area sets radiated noise and voltage spikes. The switch node is kept small, since it has ' +
        'fast voltage edges, and routed away from sensitive traces. I use a solid ground plane on an ' +
        'adjacent layer and avoid splitting it under signal traces, because return current flows ' +
        'directly beneath the trace at high frequency, and a split forces a large loop. Each IC gets a ' +
        'decoupling capacitor, often 100 nanofarads, placed as close as possible to its power pins with ' +
        'short vias to ground, plus bulk capacitance nearby. The analog section is placed away from the ' +
        'regulator and digital switching, with its reference and feedback traces short and guarded. I ' +
        "follow the regulator datasheet's layout guidance, review the return paths, and verify with " +
        'measurements on the prototype.',
      evaluationCriteria: [
        'Strong: minimizes the hot loop and places input capacitors next to the switches; weak: places ' +
          'components by convenience.',
        'Strong: uses a solid ground plane and understands return current paths; weak: splits grounds ' +
          'arbitrarily.',
        'Strong: places decoupling capacitors close to power pins with short vias; weak: puts ' +
          'capacitors anywhere.',
        'Strong: separates analog circuitry from switching noise and follows datasheet guidance; weak: ' +
          'no partitioning.',
      ],
    },
  ],
  'Civil 3D': [
    {
      id: 'skill-civil-3d-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain how surfaces, alignments, profiles, and corridors relate in Civil 3D, and what happens ' +
        'downstream when you change an alignment.',
      answer:
        'Civil 3D uses a dynamic object model. The existing ground surface is built from survey data, ' +
        'such as points, breaklines, and boundaries, into a triangulated surface. A horizontal ' +
        'alignment defines the road or pipe centerline. A surface profile samples the existing ground ' +
        'along the alignment automatically, while the design profile, the finished grade, is drawn in a ' +
        'profile view. A corridor combines the alignment, the design profile, and an assembly, a ' +
        'typical cross section built from subassemblies such as lanes, curbs, and daylight slopes, and ' +
        'applies the assembly at regular stations, targeting surfaces and other objects. From the ' +
        'corridor I build a design surface and compute earthwork volumes, and sample lines generate ' +
        'cross sections. Because objects are linked, moving the alignment automatically updates the ' +
        'sampled existing ground profile, the corridor, its surface, the cross sections, and volumes. ' +
        'The design profile, however, does not move with it, so its vertical geometry may need ' +
        'revision, and I must rebuild the corridor if it is not set to rebuild automatically and check ' +
        'for errors where targets have changed.',
      evaluationCriteria: [
        'Strong: explains each object and how the corridor combines alignment, profile, and assembly; ' +
          'weak: confuses surfaces and profiles.',
        'Strong: understands dynamic updates between linked objects; weak: thinks each object must be ' +
          'redrawn.',
        'Strong: knows the design profile does not update automatically and must be checked; weak: ' +
          'assumes everything adjusts correctly.',
        'Strong: mentions corridor surfaces, sample lines, and volumes; weak: no downstream outputs.',
      ],
    },
    {
      id: 'skill-civil-3d-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you set up and manage a large Civil 3D project shared by several designers so that it ' +
        'stays fast, consistent, and coordinated?',
      answer:
        "I would start with the organization's template, containing standard styles, label sets, " +
        'layers, and a correctly assigned coordinate system, so every drawing is consistent and plans ' +
        'do not need restyling. I would split the project into multiple drawings by function: existing ' +
        'ground and survey, alignments and profiles, corridors, pipe networks, grading, and sheets, ' +
        'instead of one huge file. Objects are shared across drawings with data shortcuts, which create ' +
        'read-only references to the source object, such as the surface or alignment, so one person ' +
        'owns each object and others consume it, or with Autodesk Vault or Docs for version control. ' +
        'External references bring in linework for display. For performance, I keep surfaces lean: ' +
        'limit point data with boundaries, use simplify surface on dense scans, turn off unused surface ' +
        'styles and contours when not needed, and rebuild corridors only when necessary. I set up a ' +
        'folder structure and naming convention and hold regular coordination, because repairing broken ' +
        'data shortcut paths after someone moves files is painful. Before submittals I run checks on ' +
        'styles, labels, and references.',
      evaluationCriteria: [
        'Strong: uses a standard template with styles and the correct coordinate system; weak: builds ' +
          'styles per drawing.',
        'Strong: splits the model into drawings and shares objects with data shortcuts or Vault; weak: ' +
          'everyone edits one giant file.',
        'Strong: manages performance of surfaces and corridors; weak: ignores file performance.',
        'Strong: sets folder and naming conventions and coordinates ownership; weak: breaks references ' +
          'by moving files.',
      ],
    },
  ],
  'Client Communication': [
    {
      id: 'skill-client-communication-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'In a {role} job, how do you set expectations with a new client and keep them informed ' +
        'throughout the work?',
      answer:
        'At the start, I make sure we agree in writing on the scope, deliverables, timeline, what the ' +
        'client must provide and by when, and how decisions and changes will be handled, because most ' +
        'client frustration comes from mismatched expectations rather than poor work. I ask how they ' +
        'prefer to communicate, who their decision-maker is, and how often they want updates. Then I ' +
        'set a predictable cadence, for example a short weekly status email and a biweekly call, with a ' +
        'consistent format: what was done, what is next, risks or issues with a red, amber, or green ' +
        'status, and decisions needed from them with dates. I keep one main point of contact on each ' +
        'side to avoid mixed messages. I raise bad news early, with options, rather than hoping to ' +
        'recover. When the client asks for something outside the agreed scope, I acknowledge it, ' +
        'explain the impact on cost or schedule, and confirm in writing before starting. After ' +
        'meetings, I send a short recap of decisions and action items, which prevents disputes later.',
      evaluationCriteria: [
        'Strong: agrees scope, responsibilities, and change handling in writing upfront; weak: starts ' +
          'work on a verbal understanding.',
        'Strong: sets a predictable update cadence with a consistent format; weak: updates only when asked.',
        'Strong: raises issues early with options; weak: hides problems until deadlines.',
        'Strong: confirms scope changes and meeting decisions in writing; weak: accepts changes informally.',
      ],
    },
    {
      id: 'skill-client-communication-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you had to give a client bad news. How did you deliver it, and what was ' +
        'the outcome?',
      answer:
        'Situation: Three weeks before a promised delivery, we discovered that a data source the client ' +
        'had supplied was incomplete, and rebuilding it would push delivery back by a month. Task: I ' +
        'had to tell the client, who had already scheduled an internal launch around our date. Action: ' +
        'I called the client lead the same day rather than waiting for our weekly meeting, and I led ' +
        'with the news: we would not make the date as planned. I explained the cause factually, ' +
        'including our part, since we should have validated the data earlier. Then I presented two ' +
        'options I had prepared with my team: deliver on time with a reduced scope covering the most ' +
        'important regions, or deliver everything four weeks later. I confirmed in writing that ' +
        'afternoon. Result: The client chose the reduced-scope launch followed by the full version. ' +
        'They were disappointed, but they told us later that the early warning and options were why ' +
        'they renewed the contract, and we added a data validation step at kickoff on every project.',
      evaluationCriteria: [
        'Strong: delivers bad news promptly and directly; weak: delays or buries it in a status report.',
        'Strong: explains the cause honestly, including their own part; weak: blames the client or others.',
        'Strong: brings prepared options and follows up in writing; weak: presents only the problem.',
        'Strong: shows the outcome and a process change in STAR form; weak: no result or lesson.',
      ],
    },
  ],
  'Cold Emailing': [
    {
      id: 'skill-cold-emailing-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you write a cold email that gets replies, and how do you structure follow-ups?',
      answer:
        'I keep it short, usually under about 100 words, readable on a phone, and written for one ' +
        'specific person. The subject line is brief and plain, such as a reference to their situation, ' +
        'not a sales pitch. The first line shows I did my homework with a genuine, relevant ' +
        'observation, not flattery. Then I connect it to a problem that people in their role commonly ' +
        'face, and a single sentence of credibility, such as a result for a similar organization. I end ' +
        'with one low-friction call to action, often an interest-based question such as worth a ' +
        'conversation, rather than asking for 30 minutes on their calendar immediately. For follow-ups, ' +
        'I plan a sequence of three to five touches over two to three weeks, each adding something new, ' +
        'such as a short insight, a relevant case, or a different angle, rather than just bumping the ' +
        'thread, and the final message politely closes the loop. I test variations of subject lines and ' +
        'openers and measure reply rates, especially positive replies, not opens.',
      evaluationCriteria: [
        'Strong: writes short, personalized emails with a relevant opening; weak: sends long generic ' +
          'templates.',
        "Strong: focuses on the prospect's problem and uses a single low-friction call to action; weak: " +
          'pitches features and asks for a long meeting.',
        'Strong: plans follow-ups that add value over a defined sequence; weak: repeats the same email ' +
          'or stops after one.',
        'Strong: tests variants and measures replies rather than opens; weak: measures opens only.',
      ],
    },
    {
      id: 'skill-cold-emailing-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your cold emails are increasingly landing in spam. What technical and legal requirements do ' +
        'you check, and how do you fix deliverability?',
      answer:
        'First I would check authentication. The sending domain needs SPF, listing authorized sending ' +
        'services, DKIM signatures, and a DMARC policy, with the visible from domain aligned with SPF ' +
        'or DKIM. Since 2024, Gmail and Yahoo require authentication for all senders, and bulk senders, ' +
        'roughly 5,000 or more messages a day to their users, must have DMARC, support one-click ' +
        'unsubscribe, and keep spam complaint rates below 0.3 percent, with a target under 0.1. Common ' +
        'causes of spam placement are sending too much, too fast from a new domain, unverified lists ' +
        'with bounces and spam traps, and spammy content. Fixes: send cold outreach from a separate, ' +
        'warmed-up domain so the main corporate domain is protected, verify addresses before sending, ' +
        'keep daily volumes per mailbox modest, personalize, and stop sequences when someone replies or ' +
        'opts out. Legally, US CAN-SPAM requires accurate headers, a non-deceptive subject, a physical ' +
        "postal address, and an opt-out honored within 10 business days. Canada's CASL and EU rules " +
        'under GDPR and ePrivacy are stricter, so I would check consent requirements by country.',
      evaluationCriteria: [
        'Strong: checks SPF, DKIM, and DMARC with alignment; weak: unaware of authentication.',
        'Strong: knows the 2024 Gmail and Yahoo sender requirements, including the 0.3 percent ' +
          'complaint threshold; weak: no awareness of current rules.',
        'Strong: fixes volume, list quality, and domain strategy; weak: only rewrites subject lines.',
        'Strong: knows CAN-SPAM requirements and stricter regimes such as CASL and GDPR; weak: assumes ' +
          'cold email is unregulated.',
      ],
    },
  ],
  'Color Theory': [
    {
      id: 'skill-color-theory-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'Explain hue, saturation, and value, and describe the common color harmonies and when you would ' +
        'use them.',
      answer:
        'Hue is the color family, such as red, blue, or yellow, the position on the color wheel. ' +
        'Saturation, or chroma, is the intensity or purity of the color, from vivid to gray. Value is ' +
        'lightness or darkness. Value contrast does most of the work in legibility and hierarchy: a ' +
        'design that reads well in grayscale usually works in color. Harmonies are relationships on the ' +
        'color wheel. Complementary colors sit opposite each other, such as blue and orange; they ' +
        'create strong contrast and energy, useful for making a call to action stand out, but used in ' +
        'equal amounts they can clash, so one usually dominates. Analogous colors sit next to each ' +
        'other, such as blue, blue-green, and green, and feel calm and cohesive. Triadic schemes use ' +
        'three evenly spaced hues for a vibrant but balanced palette, usually with one dominant. ' +
        'Monochromatic uses one hue in different values and saturations. Warm colors tend to advance ' +
        'and feel energetic, cool colors recede and feel calm. A common proportion guideline is ' +
        '60-30-10.',
      evaluationCriteria: [
        'Strong: defines hue, saturation, and value correctly; weak: confuses saturation with brightness.',
        'Strong: stresses value contrast for legibility; weak: relies on hue differences alone.',
        'Strong: explains several harmonies with uses; weak: names harmonies without purpose.',
        'Strong: mentions proportion and dominance; weak: uses colors in equal amounts without thought.',
      ],
    },
    {
      id: 'skill-color-theory-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Why can the same color look different next to other colors or on different screens and ' +
        'printers, and how do you keep color consistent?',
      answer:
        'There are perceptual and technical reasons. Perceptually, simultaneous contrast means a color ' +
        'is judged relative to its surroundings: a gray square looks lighter on black than on white, ' +
        'and a color next to its complement looks more intense. Surrounding colors, the size of the ' +
        'area, and ambient lighting all change how a color appears, so I evaluate colors in context, at ' +
        'realistic sizes, not as isolated swatches. Technically, devices reproduce different ranges of ' +
        'color, called gamuts. A vivid green in a wide-gamut Display P3 file may fall outside sRGB, the ' +
        'standard for most web content, or outside what CMYK printing can reproduce, so it gets clipped ' +
        'and looks duller. Color management handles this: documents carry ICC profiles that describe ' +
        'their color space, and applications convert between profiles. To keep color consistent, I ' +
        'calibrate my monitor with a hardware calibrator, work in a defined color space, usually sRGB ' +
        "for web and the printer's specified CMYK profile for print, soft-proof before sending to " +
        'print, specify brand colors with values for each medium, and request a printed proof for ' +
        'critical work.',
      evaluationCriteria: [
        'Strong: explains simultaneous contrast and context effects; weak: assumes colors look the same ' +
          'everywhere.',
        'Strong: explains gamuts and out-of-gamut clipping across sRGB, P3, and CMYK; weak: unaware of ' +
          'gamut limits.',
        'Strong: uses ICC profiles, calibration, and soft-proofing; weak: trusts an uncalibrated screen.',
        'Strong: defines brand colors per medium and requests proofs; weak: uses one value everywhere.',
      ],
    },
  ],
  'Comparative Market Analysis': [
    {
      id: 'skill-comparative-market-analysis-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'How do you choose comparable sales for a CMA? Then adjust this comp: the subject is 2,000 ' +
        'square feet with 2 baths and no garage; the comp sold for 410,000 with 2,100 square feet, 2.5 ' +
        'baths, and a 2-car garage.',
      answer:
        'I choose closed sales as the primary comps, ideally from the last three to six months, in the ' +
        'same neighborhood or within a short distance with no major boundaries, and similar in property ' +
        'type, size, age, condition, lot, and features. Active, pending, and expired listings add ' +
        'context about competition and overpricing, but closed sales show what buyers actually paid. ' +
        'Adjustments always go to the comp, to make it look like the subject: if the comp is better, ' +
        'subtract; if worse, add. Using local market values, suppose a 2-car garage is worth about ' +
        '15,000, a half bath about 5,000, and additional living area about 100 dollars a square foot, ' +
        'which is usually less than the average price per square foot. The comp has a garage the ' +
        'subject lacks, so subtract 15,000; an extra half bath, subtract 5,000; and 100 more square ' +
        'feet, subtract 10,000. The adjusted value is 410,000 minus 30,000, or 380,000. I would do the ' +
        'same for three to five comps, weight the most similar and recent most heavily, and report a ' +
        'range.',
      evaluationCriteria: [
        'Strong: selects recent, nearby, similar closed sales and uses listings as context; weak: uses ' +
          'active listings as comps.',
        'Strong: adjusts the comp toward the subject in the correct direction; weak: adjusts the ' +
          'subject or reverses signs.',
        'Strong: computes the adjusted value of 380,000; weak: arithmetic errors.',
        'Strong: uses market-supported adjustment values and reconciles several comps into a range; ' +
          'weak: averages price per square foot.',
      ],
    },
    {
      id: 'skill-comparative-market-analysis-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'A seller insists on listing their home 10 percent above the value your CMA supports. How do ' +
        'you handle it?',
      answer:
        'I would first listen to why: often it is what they need to net for their next purchase, what a ' +
        "neighbor's house sold for, or improvements they paid for. Then I walk through the CMA with " +
        'them, showing the comps and why each adjustment was made, and include active and expired ' +
        'listings, since expired listings at high prices are the clearest evidence of what the market ' +
        'rejects. I explain the consequences of overpricing with data: overpriced homes attract fewer ' +
        'showings, sit longer, and days on market makes buyers wonder what is wrong, so they often sell ' +
        'for less after price reductions than they would have at the right price, and a low appraisal ' +
        'can derail a sale. I would present a clear recommendation and a range. If they still want the ' +
        'higher price, I may agree to list with a written agreement to review the price after a set ' +
        'period with specific reduction steps. If the gap is unrealistic, I may decline the listing ' +
        'rather than set everyone up for failure.',
      evaluationCriteria: [
        "Strong: understands the seller's reasons first; weak: argues immediately.",
        'Strong: uses comps and expired listings to support the recommendation; weak: relies on ' +
          'personal opinion.',
        'Strong: explains the costs of overpricing, including days on market and appraisal risk; weak: ' +
          'no evidence.',
        'Strong: agrees a written review plan or declines unrealistic listings; weak: lists at any ' +
          'price to win the listing.',
      ],
    },
  ],
  'Conference Planning': [
    {
      id: 'skill-conference-planning-1',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Your conference hotel contract has a room block of 200 room nights at 189 dollars with 80 ' +
        'percent attrition, and attendees book only 130. What do you owe, and how do you manage room ' +
        'block risk?',
      answer:
        'Attrition allows the group to pick up less than the block without penalty, down to a ' +
        'threshold: 80 percent of 200 is 160 room nights. Pickup of 130 leaves a shortfall of 30, so ' +
        'the liability is up to 30 times 189, or 5,670 dollars, plus tax if the contract applies it. ' +
        'Many contracts calculate damages on lost profit rather than the full rate, or credit rooms the ' +
        'hotel resells, so I would check the exact wording, and confirm whether attendees who booked ' +
        'outside the block through other channels can be counted, which requires a list audit. To ' +
        'manage the risk, I size the block from pickup history of previous years, not registration ' +
        'hopes, and negotiate protections: a sliding-scale attrition, a review date to reduce the block ' +
        'without penalty, counting rooms booked outside the block, and resale credit. The cut-off date, ' +
        'often 30 days out, releases unsold rooms. I monitor pickup weekly, promote the block with a ' +
        'booking link in registration, and warn attendees about room-block pirates.',
      evaluationCriteria: [
        'Strong: calculates the 160 threshold and the 30-room-night shortfall correctly; weak: charges ' +
          'for all 70 unsold nights.',
        'Strong: checks contract wording on damages, resale credit, and outside bookings; weak: assumes ' +
          'the maximum is owed.',
        'Strong: sizes blocks from history and negotiates review dates and sliding attrition; weak: ' +
          'uses optimistic estimates.',
        'Strong: monitors pickup and protects attendees from room-block scams; weak: checks pickup only ' +
          'at cut-off.',
      ],
    },
    {
      id: 'skill-conference-planning-2',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What goes into a run of show for a conference day, and how do you use it on site?',
      answer:
        'A run of show is the minute-by-minute script for the day that everyone on the team and vendors ' +
        'works from. For each segment, it lists the start and end time, the room, what happens, who is ' +
        'on stage, and the technical cues: microphones for each speaker, slides or video to play, ' +
        'lighting changes, walk-in and walk-out music, and stage set changes. It also lists ' +
        'behind-the-scenes timing: when speakers arrive for a mic check, doors opening, catering ' +
        'service times, breaks, and room turnovers. Each item has an owner and contact, and the ' +
        'document includes key phone numbers and the plan for likely problems, such as a late speaker ' +
        'or a failed video. I build it with the production team, share it in advance, and walk through ' +
        'it in a rehearsal the day before. On site, the stage manager calls cues from it, a speaker ' +
        'timer keeps sessions on schedule, and I track changes in one master version, announcing ' +
        'updates to all leads by radio or a group message so nobody works from an old copy.',
      evaluationCriteria: [
        'Strong: includes times, locations, people, and technical cues; weak: lists only session titles.',
        'Strong: includes behind-the-scenes timings and owners; weak: covers only the audience-facing ' +
          'agenda.',
        'Strong: plans contingencies and rehearses; weak: no preparation for problems.',
        'Strong: manages one master version with clear change communication on site; weak: multiple ' +
          'conflicting copies.',
      ],
    },
  ],
  'Construction Management': [
    {
      id: 'skill-construction-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you manage change orders on a construction project to protect cost, schedule, and ' +
        'relationships?',
      answer:
        'Changes come from owner requests, design errors or omissions, unforeseen conditions, and ' +
        'regulatory requirements. When one arises, often through an RFI or a field condition, I ' +
        'identify it as a potential change right away and give written notice within the time the ' +
        'contract requires, since missing a notice deadline can waive the right to additional time or ' +
        'money. I document the condition with photos and dates. Then I price it: a detailed estimate ' +
        'from subcontractors and our own costs, with labor, materials, equipment, markup, and the ' +
        'schedule impact analyzed against the current schedule, not just stated. Where the scope is ' +
        'unclear or urgent, work may proceed on a time-and-materials basis with daily signed tickets, ' +
        'or under a construction change directive, and be priced later. Wherever possible, work starts ' +
        'only after written approval. I keep a change log showing status, value, and schedule impact, ' +
        'review it with the owner regularly, and pass approved changes through to subcontracts. ' +
        'Reviewing pending changes early in meetings prevents surprises at closeout and keeps ' +
        'relationships intact.',
      evaluationCriteria: [
        'Strong: gives timely written notice per contract and documents conditions; weak: performs ' +
          'extra work and asks for payment later.',
        'Strong: prices changes with cost and schedule impact analysis; weak: ignores schedule impact.',
        'Strong: uses T&M tickets or change directives when pricing must wait; weak: no mechanism for ' +
          'urgent work.',
        'Strong: maintains a change log and reviews it regularly with the owner; weak: tracks changes ' +
          'informally.',
      ],
    },
    {
      id: 'skill-construction-management-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A key subcontractor is falling behind, and their work is on the critical path. What do you do?',
      answer:
        'I would confirm the facts first: compare their progress against the schedule, quantify the ' +
        'delay, and check whether it is truly critical or has float, and understand the cause by ' +
        'meeting their project manager and foreman. Causes range from manpower shortages and material ' +
        'delays to late information from our side, and the remedy depends on which. I would ask for a ' +
        'written recovery plan with specific manpower, shifts, sequencing, and dates, and track it ' +
        'daily. At the same time, I would look at our own options: resequencing other trades, working ' +
        'areas in parallel, or expediting materials. If progress does not improve, I follow the ' +
        "subcontract's default provisions, issuing written notice to cure within the required period, " +
        'and document everything, including daily reports and photos, since this may end in backcharges ' +
        'or supplementing their forces with another contractor at their cost. I would keep the owner ' +
        'informed honestly about the risk and the plan. Throughout, recovery must not compromise safety ' +
        'or quality, such as rushing work without adequate supervision. The goal is to recover the ' +
        'schedule, not win an argument.',
      evaluationCriteria: [
        'Strong: verifies the delay and its criticality and finds the cause; weak: assumes the sub is ' +
          'at fault.',
        'Strong: requires a specific recovery plan and explores resequencing; weak: just demands they ' +
          'go faster.',
        'Strong: follows contractual notice and cure procedures with documentation; weak: threatens ' +
          'without paperwork.',
        'Strong: keeps the owner informed and protects safety and quality; weak: rushes work unsafely.',
      ],
    },
  ],
  'Construction Scheduling': [
    {
      id: 'skill-construction-scheduling-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Using the critical path method, calculate the project duration and float for these activities: ' +
        'A, 3 days; B, 5 days after A; C, 2 days after A; D, 4 days after both B and C.',
      answer:
        "In the forward pass, each activity's early start is the latest early finish of its " +
        'predecessors. A starts at day 0 and finishes at 3. B runs from 3 to 8, and C from 3 to 5. D ' +
        'cannot start until both B and C finish, so it starts at 8, the later of 8 and 5, and finishes ' +
        'at 12. The project takes 12 days. In the backward pass, each late finish is the earliest late ' +
        "start of its successors. D's late finish is 12 and late start 8. B and C must both finish by " +
        "8, so B's late start is 3 and C's late start is 6. A must finish by 3, the earlier of 3 and 6. " +
        'Total float is late start minus early start: A, B, and D have zero, so A, B, D is the critical ' +
        'path, and C has 3 days of float. Software such as Primavera P6 does this, but I check the ' +
        'logic: every activity needs predecessors and successors, with few constraints.',
      evaluationCriteria: [
        'Strong: performs the forward pass correctly to a 12-day duration; weak: adds all durations.',
        'Strong: performs the backward pass and computes 3 days of float for C; weak: cannot compute float.',
        'Strong: identifies A, B, D as the critical path and explains its meaning; weak: misidentifies ' +
          'the path.',
        'Strong: mentions logic quality checks in scheduling software; weak: trusts software output ' +
          'blindly.',
      ],
    },
    {
      id: 'skill-construction-scheduling-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'The owner delayed site access by three weeks, while your own crews were also behind. How would ' +
        'you analyze the delay and support a time extension request?',
      answer:
        'I would use a recognized method, typically a time impact analysis, which inserts a fragment ' +
        'representing the owner delay into the schedule update current just before the delay occurred, ' +
        'and recalculates the completion date. The contemporaneous schedule matters, so the baseline ' +
        'and regular updates must have been accepted and maintained with sound logic, and I would check ' +
        'quality with criteria such as the DCMA 14-point assessment: missing logic, excessive ' +
        'constraints, and large lags undermine credibility. If the delayed access affected critical ' +
        'path work, the project is entitled to time if the contract allows it; if the work had float, ' +
        "the delay may be absorbed, depending on the contract's float ownership clause. Our own crews' " +
        'slow progress raises concurrent delay: if both delays affected the critical path during the ' +
        'same period, many contracts and courts grant time but no compensation for that period. So I ' +
        'would separate periods and causes using daily reports and correspondence. I would also check ' +
        'notice requirements, since late notice can defeat a valid claim, and submit a clear narrative ' +
        'with the schedule analysis.',
      evaluationCriteria: [
        'Strong: uses a recognized method such as time impact analysis on a contemporaneous update; ' +
          'weak: compares planned and actual dates loosely.',
        'Strong: checks schedule quality and float ownership; weak: assumes all delays extend completion.',
        'Strong: addresses concurrent delay and its typical effect on time and money; weak: ignores ' +
          'their own delays.',
        'Strong: supports the request with records and timely notice; weak: submits without documentation.',
      ],
    },
  ],
  'Content Creation': [
    {
      id: 'skill-content-creation-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'How do you adapt one core piece of content, such as a long article or webinar, for several ' +
        'platforms?',
      answer:
        'I start by finding the strongest ideas in the core piece: the key insight, a surprising ' +
        'number, a useful framework, a good story, or a memorable quote. Then I rebuild each for the ' +
        'platform rather than pasting the same thing everywhere. A long article might become a short ' +
        'email newsletter summary with a link; a LinkedIn post that opens with the main insight in the ' +
        'first line, because only the first lines show before the see more link; a carousel or ' +
        'infographic explaining the framework step by step; a few short vertical video clips from the ' +
        'webinar, each with one idea, captions, and a hook in the first seconds; and a short thread or ' +
        "quote graphic. Each version matches the platform's format, length, and audience behavior: " +
        'people scroll quickly on social feeds, and many watch video without sound. I keep branding and ' +
        'the message consistent, link back to the original where it helps, schedule the pieces over ' +
        'several weeks rather than all at once, and track which formats perform best so I can plan ' +
        'future core pieces around them.',
      evaluationCriteria: [
        'Strong: extracts the strongest ideas before adapting; weak: reposts the same content everywhere.',
        "Strong: adapts format, length, and hooks to each platform's behavior; weak: ignores platform " +
          'norms.',
        'Strong: mentions captions and opening lines for scrolling audiences; weak: no attention to how ' +
          'people consume content.',
        'Strong: schedules over time and tracks format performance; weak: posts everything at once ' +
          'without measuring.',
      ],
    },
    {
      id: 'skill-content-creation-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you decide what content to make next, and how do you judge whether a piece worked?',
      answer:
        'I decide from three sources. Audience demand: questions in comments, messages, and sales or ' +
        'support conversations, search data on what people look for. Performance history: which of my ' +
        'past topics and formats earned the strongest engagement from the right audience. And goals: ' +
        'what the content must achieve, such as awareness, leads, or community, which determines the ' +
        'topic and call to action. I keep a backlog and prioritize ideas by likely audience value and ' +
        'fit with goals. To judge a piece, I set the success measure before publishing, matched to the ' +
        'format and goal. For short video, that means retention, especially the share of viewers still ' +
        'watching after the first few seconds, average watch time, shares, and saves; for articles, ' +
        'engaged time, scroll depth, and clicks to the next step; for newsletters, click rate and ' +
        'replies. Shares and saves signal genuine value more than likes. I read qualitative comments ' +
        'for what resonated, compare against my own averages rather than one-off viral outliers, and ' +
        'run small tests, such as two different hooks for the same idea.',
      evaluationCriteria: [
        'Strong: sources ideas from audience questions, search data, and performance history; weak: ' +
          'chooses topics by personal interest only.',
        'Strong: ties content to explicit goals and calls to action; weak: no purpose per piece.',
        'Strong: picks format-specific metrics such as retention and saves; weak: judges by likes or ' +
          'views alone.',
        'Strong: compares to baselines and tests variations; weak: chases one-off viral hits.',
      ],
    },
  ],
  'Contract Drafting': [
    {
      id: 'skill-contract-drafting-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'What drafting techniques do you use to make a contract clear and avoid disputes over meaning?',
      answer:
        'I use defined terms for anything referred to repeatedly, define each once, capitalize it, and ' +
        'use it consistently; using two words for the same thing invites the argument that they mean ' +
        "different things. I use the language of obligation deliberately: shall or must for a party's " +
        "duty, may for discretion, will for future events outside a party's control, and I avoid mixing " +
        'them loosely. I write in short sentences with the actor as the subject, such as the Supplier ' +
        'shall deliver, not deliveries shall be made, so it is clear who must act. I avoid and/or, ' +
        'which is ambiguous; instead I write A or B or both. For lists, I add including without ' +
        'limitation where the list is illustrative, since courts may otherwise read lists as ' +
        'exhaustive. Numbers and time periods need precision: calendar or business days, the start ' +
        'date, and whether periods are inclusive. I include an order-of-precedence clause when there ' +
        'are multiple documents, such as a master agreement and statements of work. Finally, I reread ' +
        'the draft as the other party, looking for misreadings.',
      evaluationCriteria: [
        'Strong: uses defined terms consistently; weak: uses synonyms interchangeably.',
        'Strong: uses obligation language deliberately and names the actor; weak: uses passive voice ' +
          'and mixed modal verbs.',
        'Strong: avoids ambiguities such as and/or and handles illustrative lists; weak: unaware of ' +
          'common ambiguities.',
        'Strong: makes time periods precise and includes precedence clauses; weak: leaves deadlines vague.',
      ],
    },
    {
      id: 'skill-contract-drafting-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Draft the key elements of an indemnification clause for a services agreement, and explain the ' +
        'choices you make.',
      answer:
        'The clause states who indemnifies whom, and for what. Typically the service provider agrees to ' +
        'defend, indemnify, and hold harmless the customer and its affiliates, officers, and employees ' +
        'from third-party claims arising from specified events: infringement of intellectual property ' +
        'by the services, breach of confidentiality or data protection obligations, and bodily injury ' +
        "or property damage caused by the provider's negligence. Limiting it to third-party claims " +
        "matters, because otherwise indemnity can become a route around the contract's damages limits " +
        'for direct disputes between the parties. The duty to defend is separate from the duty to ' +
        'indemnify: it requires the indemnitor to pay for and usually control the defense from the ' +
        'start. The procedure clause requires prompt written notice, with the indemnitor excused only ' +
        'to the extent late notice prejudiced it; gives the indemnitor control of the defense with ' +
        "counsel of its choice; requires cooperation at the indemnitor's expense; and prohibits " +
        'settlements that admit fault or impose obligations without consent. For IP claims, I add ' +
        'remedies such as modifying the service. Finally, I state how indemnities relate to the ' +
        'liability cap.',
      evaluationCriteria: [
        'Strong: defines the parties, covered claims, and third-party limitation; weak: drafts a broad ' +
          'indemnity for any loss.',
        'Strong: distinguishes the duty to defend from the duty to indemnify; weak: treats them as the ' +
          'same.',
        'Strong: includes notice, control of defense, cooperation, and settlement consent procedures; ' +
          'weak: omits procedure.',
        'Strong: addresses IP remedies and the relationship to the liability cap; weak: ignores ' +
          'interaction with other clauses.',
      ],
    },
  ],
  'Corporate Communications': [
    {
      id: 'skill-corporate-communications-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How do you plan the communications for a major internal change, such as a restructuring that ' +
        'affects some jobs?',
      answer:
        'Sequencing is the core of the plan: no one should learn about a change affecting them from a ' +
        'group email, a rumor, or the press. I would work with leadership, HR, and legal to confirm the ' +
        "facts, timing, and legal requirements, such as the WARN Act's 60-day notice for qualifying " +
        'mass layoffs and plant closings in the United States. The sequence typically runs: the ' +
        'leadership team aligned on the message; managers briefed a day or two before, with a toolkit ' +
        'of talking points, FAQs, and guidance on how to handle reactions; affected employees told in ' +
        'person or by live video, individually, by their manager with HR, before any broader ' +
        'announcement; then an all-employee announcement from the senior leader explaining what is ' +
        'changing, why, and what happens next, followed by open Q&A. External statements, customer ' +
        'messages, and investor or media responses are ready to release at the same time in case news ' +
        'spreads. The messages must be honest and consistent, avoid euphemism, and show respect for ' +
        'those leaving. Afterward, I gather questions and sentiment and keep communicating regularly.',
      evaluationCriteria: [
        'Strong: sequences so affected people hear first and in person; weak: announces to everyone at ' +
          'once.',
        'Strong: checks legal requirements such as WARN notice with HR and legal; weak: ignores legal ' +
          'constraints.',
        'Strong: equips managers with talking points and FAQs; weak: leaves managers unprepared.',
        'Strong: prepares external messages and continues two-way communication afterward; weak: one ' +
          'announcement and silence.',
      ],
    },
    {
      id: 'skill-corporate-communications-2',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What is a message house, and how would you use it to prepare a spokesperson for a media ' +
        'interview?',
      answer:
        'A message house is a simple framework that keeps all communication on a topic consistent. The ' +
        'roof is the umbrella message: the single most important point, in one clear sentence. The ' +
        'pillars beneath it are three or so supporting messages, each backed by the foundation: proof ' +
        'points such as facts, data, examples, and third-party validation. Everyone who speaks on the ' +
        'topic, from executives to social media teams, works from the same house. To prepare a ' +
        'spokesperson, I would build the house for the interview topic, then research the reporter and ' +
        'outlet, and the likely angle. I would prepare a list of likely and difficult questions, with ' +
        'answers that address the question honestly and then bridge back to a key message, without ' +
        'dodging. We rehearse out loud, ideally with a mock interview on camera, practicing short, ' +
        'quotable answers and concrete examples. I remind them of ground rules: nothing is truly off ' +
        'the record unless agreed in advance, do not speculate, and it is fine to say you will follow ' +
        'up. Afterward, I review the coverage and send any promised follow-up.',
      evaluationCriteria: [
        'Strong: explains the roof, pillars, and proof points structure; weak: describes a list of ' +
          'talking points without hierarchy.',
        'Strong: researches the reporter and prepares difficult questions; weak: no preparation for ' +
          'tough questions.',
        'Strong: teaches honest bridging and short quotable answers through rehearsal; weak: advises ' +
          'evading questions.',
        'Strong: covers ground rules and follow-up; weak: assumes off the record is automatic.',
      ],
    },
  ],
  'Crew Resource Management': [
    {
      id: 'skill-crew-resource-management-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'What is crew resource management, and which of its skills do most to prevent errors?',
      answer:
        'Crew resource management began in aviation after accident investigations found that many ' +
        'crashes involved competent crews who failed to communicate, coordinate, or challenge errors, ' +
        'rather than a lack of technical skill. It is now used in healthcare, firefighting, and other ' +
        'high-risk teams. Its core skills are communication, including clear, closed-loop exchanges ' +
        'where the receiver reads back critical information; assertiveness, so that any team member, ' +
        'regardless of rank, raises concerns using structured language such as the CUS words, I am ' +
        'concerned, I am uncomfortable, this is a safety issue; situational awareness, maintaining a ' +
        'shared picture of what is happening and what is likely next; workload management and task ' +
        'delegation, so that during high-workload phases someone always monitors the big picture; and ' +
        'decision-making, using structured models, with briefings that set expectations and debriefs ' +
        'that capture lessons. Leadership sets the tone: a captain or team leader who invites challenge ' +
        'in the briefing makes it far more likely someone will speak up later. Threat and error ' +
        'management builds on these ideas by anticipating threats and trapping errors before they ' +
        'become consequential.',
      evaluationCriteria: [
        "Strong: explains CRM's origin in accident findings and its spread to other fields; weak: " +
          'describes it as general teamwork.',
        'Strong: names specific skills such as closed-loop communication, assertiveness, and ' +
          'situational awareness; weak: vague skill list.',
        'Strong: gives concrete techniques such as CUS words, readbacks, and briefings; weak: no ' +
          'techniques.',
        'Strong: links leadership behavior to speaking up and mentions threat and error management; ' +
          'weak: ignores leadership.',
      ],
    },
    {
      id: 'skill-crew-resource-management-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you spoke up about a safety concern to someone more senior or experienced ' +
        'than you.',
      answer:
        'Situation: During a busy shift, a senior colleague was about to start a procedure on equipment ' +
        'that had been tagged out earlier that day, and the lockout had been removed by someone else ' +
        'without the usual sign-off. Task: I was the most junior person there, but I believed we had ' +
        'not verified the equipment was safe to work on. Action: I used the approach we had been ' +
        'trained on: I said clearly, I am concerned, the lockout was removed without sign-off and we ' +
        'have not verified zero energy, this is a safety issue, can we stop and check? I stated the ' +
        'specific fact rather than a vague worry, and I proposed what we should do. He was irritated ' +
        'for a moment, but agreed to stop. We checked and found one energy source had not been ' +
        'isolated. Result: We re-isolated the equipment and completed the job safely, with about 20 ' +
        'minutes of delay. The supervisor reviewed the sign-off process the following week, and my ' +
        'colleague later thanked me in our team debrief, which made it easier for others to speak up.',
      evaluationCriteria: [
        'Strong: speaks up clearly despite the seniority gap; weak: hints indirectly or stays silent.',
        'Strong: uses structured language with specific facts and a proposed action; weak: vague concern.',
        'Strong: holds the position respectfully until the risk is addressed; weak: backs down when ' +
          'challenged.',
        'Strong: shows a safety outcome and system improvement in STAR form; weak: no outcome.',
      ],
    },
  ],
  'Customer Onboarding': [
    {
      id: 'skill-customer-onboarding-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'How would you design an onboarding program for new business customers, and how do you know it ' +
        'is working?',
      answer:
        'I design onboarding around time to first value: the shortest path to the first outcome the ' +
        'customer bought the product for, such as the first report delivered or the first payroll run. ' +
        'I map the steps to that milestone and remove anything that is not required. A kickoff call ' +
        "confirms the customer's goals, success criteria, stakeholders, and timeline, recorded in a " +
        'short success plan both sides agree to. Then onboarding is segmented: high-value or complex ' +
        'accounts get a named onboarding manager and scheduled working sessions, while smaller accounts ' +
        'get a guided, automated path with in-app checklists, email sequences triggered by what they ' +
        "have or have not done, and office hours. Training targets each role's tasks, not every " +
        'feature. I hand over to the ongoing account owner formally, with the success plan. To measure ' +
        'it, I track time to first value, completion of key onboarding milestones, product adoption at ' +
        '30, 60, and 90 days, onboarding satisfaction, and, most importantly, early churn and renewal ' +
        'rates for cohorts, comparing customers who completed onboarding with those who did not.',
      evaluationCriteria: [
        'Strong: organizes onboarding around time to first value and key milestones; weak: walks ' +
          'through every feature.',
        'Strong: uses a kickoff and a shared success plan with customer goals; weak: no agreed success ' +
          'criteria.',
        'Strong: segments high-touch and automated paths; weak: one approach for every customer.',
        'Strong: measures milestones, adoption, and cohort retention; weak: measures only satisfaction ' +
          'surveys.',
      ],
    },
    {
      id: 'skill-customer-onboarding-2',
      type: 'situational',
      difficulty: 'EASY',
      question:
        'Two weeks after kickoff, a new customer has barely logged in and has missed a scheduled ' +
        'training session. What do you do?',
      answer:
        'I would reach out quickly and personally, because early disengagement is one of the strongest ' +
        'predictors of churn. Before contacting them, I would check the data: who has logged in, which ' +
        'steps were completed, and whether there were any support tickets, so I understand where they ' +
        'are stuck. Then I would contact the main sponsor directly, by phone or a short personal email ' +
        'rather than an automated reminder, and ask what has changed: often the project owner has been ' +
        'pulled onto something else, the internal rollout was delayed, or a technical step such as data ' +
        'import or single sign-on is blocking them. I would offer concrete help matched to the problem, ' +
        'such as a short working session to complete the blocking step, rescheduled training at a time ' +
        'that works, or a simplified plan focused on one quick win. If the original contact has left or ' +
        'lost interest, I would find another stakeholder and, if needed, involve their executive ' +
        'sponsor. I would document the situation and set a follow-up date, and if the pattern is ' +
        'common, fix the onboarding process itself.',
      evaluationCriteria: [
        'Strong: acts quickly and personally instead of sending automated reminders; weak: waits for ' +
          'the customer to return.',
        'Strong: checks usage data to locate the blocker first; weak: reaches out without context.',
        'Strong: offers specific help such as a working session or a simplified plan; weak: just ' +
          'resends training links.',
        'Strong: finds alternate stakeholders if needed and fixes recurring process issues; weak: ' +
          'treats it as a one-off.',
      ],
    },
  ],
  'Customer Success': [
    {
      id: 'skill-customer-success-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How would you build a customer health score, and how would you use it?',
      answer:
        'A health score should predict renewal and expansion, so I start by looking at which signals ' +
        'actually preceded churn and growth in past customers. Typical inputs are product usage, ' +
        'measured by depth and breadth, such as active users as a share of purchased seats and use of ' +
        "the features tied to value; outcomes, such as progress against the customer's success plan " +
        'goals; relationship strength, such as an engaged champion and executive sponsor and attendance ' +
        'at business reviews; support experience, such as ticket volume, severity, and unresolved ' +
        'escalations; sentiment from NPS or CSAT; and commercial signals, such as late payments or ' +
        'budget changes. I weight the inputs according to how well they predicted outcomes, keep the ' +
        'model simple enough for account managers to understand, and revisit it every few quarters ' +
        'against actual renewals. The score is only useful if it triggers action: a playbook for each ' +
        'change, such as an outreach plan when usage drops 25 percent, a review when a champion leaves, ' +
        'or an expansion conversation when usage approaches plan limits.',
      evaluationCriteria: [
        'Strong: validates inputs against historical churn and expansion; weak: picks inputs by intuition.',
        'Strong: includes usage depth, outcomes, relationships, support, sentiment, and commercial ' +
          'signals; weak: uses logins only.',
        'Strong: keeps the model understandable and recalibrates it; weak: builds a black box once.',
        'Strong: links score changes to specific playbooks; weak: reports the score without action.',
      ],
    },
    {
      id: 'skill-customer-success-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        'A major account renews in 90 days. Their champion has just left, usage has dropped 30 percent, ' +
        'and you have not met their executives. What do you do?',
      answer:
        'I would treat it as an urgent risk and build a plan with my manager and the account executive. ' +
        "First, find out what is happening: I would contact the remaining users and the champion's " +
        "replacement, if there is one, to understand why usage dropped, whether from the champion's " +
        'departure, a reorganization, a competitor, or a problem with the product. I would also check ' +
        'support history and any open issues. Next, multi-thread the relationship: identify the new ' +
        'owner and, through them or our own executives, get a meeting with the economic buyer. For that ' +
        'meeting I would prepare a value review showing results achieved against the goals they bought ' +
        'for, in their numbers, and a plan to address whatever caused the drop, such as retraining ' +
        'teams or fixing an integration. I would agree on a short success plan with milestones before ' +
        'the renewal date. If they signal budget pressure, I would work with the account executive on ' +
        'commercial options, such as right-sizing the contract, rather than risk losing it entirely. I ' +
        'would update the forecast honestly.',
      evaluationCriteria: [
        'Strong: diagnoses the cause of the usage drop quickly; weak: jumps to discounts.',
        'Strong: multi-threads to new owners and executives; weak: waits for a replacement champion to ' +
          'appear.',
        "Strong: prepares a value review in the customer's terms with a recovery plan; weak: generic " +
          'product pitch.',
        'Strong: considers commercial options and forecasts honestly; weak: hides the risk until renewal.',
      ],
    },
  ],
  'Database Administration': [
    {
      id: 'skill-database-administration-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How would you design a backup and recovery strategy for a production database?',
      answer:
        'I would start from the business requirements: the recovery point objective, how much data loss ' +
        'is acceptable, and the recovery time objective, how quickly service must be restored. A ' +
        'near-zero RPO needs transaction log backups or continuous archiving, not just nightly full ' +
        'backups. A typical design combines periodic full backups, differential or incremental backups, ' +
        'and frequent log backups, which together allow point-in-time recovery, for example to the ' +
        'minute before someone ran a destructive query. In SQL Server that means the full recovery ' +
        'model with log backups; in PostgreSQL, base backups plus continuous WAL archiving, often ' +
        'managed with a tool such as pgBackRest; in managed cloud databases, automated backups and ' +
        'point-in-time restore, configured with an adequate retention period. Backups are encrypted, ' +
        'copied off the server and to another region, and at least one copy is immutable or offline to ' +
        'survive ransomware. Replicas provide high availability but are not backups, since they ' +
        'replicate deletions too. Most importantly, I test restores regularly, measure how long they ' +
        'take against the RTO, and document the runbook.',
      evaluationCriteria: [
        'Strong: starts from RPO and RTO; weak: picks a schedule without requirements.',
        'Strong: combines full, incremental, and log backups for point-in-time recovery; weak: nightly ' +
          'full backups only.',
        'Strong: stores encrypted, off-site, and immutable copies and knows replicas are not backups; ' +
          'weak: relies on replication.',
        'Strong: tests restores regularly against the RTO; weak: never tests restores.',
      ],
    },
    {
      id: 'skill-database-administration-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Users report that a production database has suddenly become very slow, and CPU is at 100 ' +
        'percent. How do you triage it?',
      answer:
        'I would first find out what the database is doing right now rather than restarting it, which ' +
        'destroys evidence. I look at active sessions and what they are waiting on: in PostgreSQL, ' +
        'pg_stat_activity with wait events and pg_locks; in SQL Server, sys.dm_exec_requests and the ' +
        'wait statistics views. High CPU usually means a few expensive queries, so I identify the top ' +
        'consumers, from pg_stat_statements or Query Store, and compare with the normal baseline. A ' +
        "sudden change often points to a plan regression: statistics changed, or SQL Server's parameter " +
        'sniffing produced a plan that suits one value and is terrible for others, which Query Store ' +
        'can confirm and fix by forcing the previous plan. Other causes include a new deployment with ' +
        'an unindexed query, a missing index dropped in a migration, a batch job running at the wrong ' +
        'time, or a long-running transaction causing blocking. If a single runaway query is harming ' +
        'everyone, I may cancel it. Then I fix the root cause, such as an index or query rewrite, ' +
        'communicate status throughout, and write up the incident.',
      evaluationCriteria: [
        'Strong: investigates live activity and waits before restarting; weak: restarts the server first.',
        'Strong: identifies top queries using pg_stat_statements, Query Store, or equivalents and ' +
          'compares with baseline; weak: looks only at hardware metrics.',
        'Strong: considers plan regressions, parameter sniffing, recent deployments, and blocking; ' +
          'weak: one generic cause.',
        'Strong: mitigates safely, fixes the root cause, and documents the incident; weak: no follow-up.',
      ],
    },
  ],
  'DCF Analysis': [
    {
      id: 'skill-dcf-analysis-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'Walk me through building a discounted cash flow valuation of a company.',
      answer:
        'I project unlevered free cash flow, the cash available to all capital providers, usually for ' +
        'five to ten years until the business reaches a steady state. Each year it is EBIT times one ' +
        'minus the tax rate, plus depreciation and amortization, minus capital expenditures, minus the ' +
        'increase in net working capital. Projections come from revenue drivers and margin assumptions ' +
        'that I can defend against history and industry benchmarks. I discount those cash flows at the ' +
        'weighted average cost of capital: the cost of equity, typically from the capital asset pricing ' +
        'model, the risk-free rate plus beta times the equity risk premium, and the after-tax cost of ' +
        'debt, weighted by target market-value proportions. The terminal value captures cash flows ' +
        'beyond the forecast, using either the perpetuity growth method, with a long-term growth rate ' +
        'no higher than long-run nominal economic growth, or an exit multiple, and I cross-check one ' +
        'against the other. Summing the present values gives enterprise value; subtracting net debt and ' +
        'other claims gives equity value, which divided by diluted shares gives value per share.',
      evaluationCriteria: [
        'Strong: defines unlevered free cash flow correctly; weak: uses net income or EBITDA as cash flow.',
        'Strong: explains WACC with CAPM and after-tax cost of debt; weak: picks an arbitrary discount ' +
          'rate.',
        'Strong: explains both terminal value methods with sensible growth limits; weak: uses high ' +
          'perpetual growth.',
        'Strong: bridges from enterprise value to equity value per share; weak: stops at enterprise ' +
          'value or mixes them up.',
      ],
    },
    {
      id: 'skill-dcf-analysis-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'In the final forecast year, free cash flow is 50 million. With a 9 percent WACC and 2.5 ' +
        'percent perpetual growth, what is the terminal value and its present value at year 5? How ' +
        'sensitive is it to growth?',
      answer:
        "Using the perpetuity growth formula, terminal value equals next year's cash flow divided by " +
        'WACC minus growth: 50 times 1.025 is 51.25 million, divided by 0.065, which is about 788 ' +
        'million at the end of year 5. Discounting it five years at 9 percent, dividing by 1.09 to the ' +
        'fifth power, about 1.539, gives a present value of roughly 512 million. If growth is 3.5 ' +
        'percent instead, terminal value becomes 51.75 divided by 0.055, about 941 million, with a ' +
        'present value near 611 million, about 19 percent higher from a one-point change. That ' +
        'sensitivity matters because terminal value often makes up well over half of enterprise value, ' +
        'so I always show a sensitivity table of WACC against growth. I also sanity-check the result by ' +
        'computing the implied exit multiple, such as terminal value divided by final-year EBITDA, ' +
        'against comparable companies, and I make sure the final-year cash flow represents a steady ' +
        'state, with capital spending consistent with the assumed growth.',
      evaluationCriteria: [
        "Strong: applies the Gordon growth formula using next year's cash flow; weak: divides by WACC " +
          'alone or forgets growth in the numerator.',
        'Strong: computes terminal value near 788 million and present value near 512 million; weak: ' +
          'forgets to discount.',
        'Strong: quantifies growth sensitivity and presents a sensitivity table; weak: presents a ' +
          'single number.',
        'Strong: cross-checks with an implied exit multiple and steady-state assumptions; weak: no ' +
          'sanity check.',
      ],
    },
  ],
  'Design for Manufacturing': [
    {
      id: 'skill-design-for-manufacturing-1',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What design rules do you follow to make a plastic part easy to injection mold?',
      answer:
        'I keep wall thickness as uniform as possible, typically in the range the material supplier ' +
        'recommends, often about 1 to 4 millimeters, because thick sections cool slowly and cause sink ' +
        'marks, voids, warping, and long cycle times, while abrupt changes in thickness cause uneven ' +
        'shrinkage. Where I need strength, I use ribs instead of thicker walls, with ribs around 50 to ' +
        '60 percent of the adjoining wall thickness to avoid sink on the opposite face. I add draft to ' +
        'faces parallel to the mold opening direction, commonly 1 to 2 degrees, and more for textured ' +
        'surfaces, so the part releases from the mold. I avoid undercuts where possible, since they ' +
        'require side actions or lifters that add tooling cost, or I design features such as snap fits ' +
        'that can be formed by shutoffs. Sharp inside corners concentrate stress and restrict flow, so ' +
        'I add radii. I consider gate location, weld lines, and cosmetic surfaces with the molder, ' +
        'specify only the tolerances that matter, and review the design with mold flow analysis and the ' +
        'toolmaker before cutting steel.',
      evaluationCriteria: [
        'Strong: prioritizes uniform wall thickness and explains the defects it prevents; weak: adds ' +
          'material for strength.',
        'Strong: uses ribs sized relative to the wall and adds draft; weak: no draft or oversized ribs.',
        'Strong: avoids undercuts or explains their tooling cost; weak: unaware of mold actions.',
        'Strong: adds radii and involves the molder and mold flow analysis; weak: designs in isolation.',
      ],
    },
    {
      id: 'skill-design-for-manufacturing-2',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'A quote for a machined aluminum part comes back at three times your target cost. How would you ' +
        'redesign it to reduce cost?',
      answer:
        'I would ask the machinist what drives the cost, because it is usually machining time, setups, ' +
        'and inspection rather than material. Then I would review the design for common cost drivers. ' +
        'Tight tolerances everywhere, such as plus or minus 0.01 millimeter on every dimension, require ' +
        'slower machining and more inspection, so I loosen them to standard tolerances except on ' +
        'functional features, and apply GD&T only where fit or function demands it. Sharp internal ' +
        'corners are impossible with round cutters, so I specify internal radii slightly larger than a ' +
        'standard end mill radius. Deep, narrow pockets need long, slow tools, so I keep pocket depth ' +
        'within about four times the tool diameter where possible. Features on many faces require ' +
        'multiple setups, so I try to make all features accessible from one or two sides. I use ' +
        'standard hole sizes and thread sizes, avoid unnecessary thin walls that chatter, reduce ' +
        'cosmetic finish requirements on hidden surfaces,. Finally, I check whether quantity or an ' +
        'alternative process, such as an extrusion with light machining, would be cheaper.',
      evaluationCriteria: [
        'Strong: asks the supplier what drives cost; weak: simply asks for a discount.',
        'Strong: relaxes tolerances except on functional features; weak: keeps tight tolerances everywhere.',
        'Strong: addresses internal radii, pocket depth, and setups; weak: unaware of machining ' +
          'constraints.',
        'Strong: uses standard features and considers alternative processes; weak: no broader options.',
      ],
    },
  ],
  'Differentiated Instruction': [
    {
      id: 'skill-differentiated-instruction-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you differentiate a lesson for a class with a wide range of readiness levels?',
      answer:
        'I begin with assessment: a quick pre-assessment or exit ticket tells me who has mastered the ' +
        'prerequisite skills, who is close, and who needs more support. Then I differentiate, as Carol ' +
        'Tomlinson describes, along content, process, product, or learning environment, while keeping ' +
        'the same learning goal for everyone. For a lesson on finding the main idea, all students work ' +
        'toward the same standard, but texts vary in complexity; some students use a graphic organizer ' +
        'and sentence frames, while others analyze two texts and compare them. I use flexible grouping, ' +
        'changing groups based on current data rather than fixed ability tracks, and mix whole-class ' +
        'instruction, small-group teaching with me, and independent or paired work. Tiered tasks and ' +
        'choice boards let students show understanding in different ways. I build in required supports ' +
        'from IEPs and 504 plans, and language scaffolds, such as visuals and vocabulary previews, for ' +
        'English learners. Formative checks during the lesson let me regroup the next day. ' +
        'Differentiation is not a separate lesson plan per student, but planned variations around one ' +
        'clear goal.',
      evaluationCriteria: [
        'Strong: uses pre-assessment data to plan; weak: differentiates by assumption.',
        'Strong: differentiates content, process, or product while keeping a common goal; weak: lowers ' +
          'expectations for some students.',
        'Strong: uses flexible grouping based on current data; weak: fixed ability groups.',
        'Strong: integrates IEP, 504, and English learner supports and adjusts from formative checks; ' +
          'weak: ignores legal and language supports.',
      ],
    },
    {
      id: 'skill-differentiated-instruction-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        'Tell me about a time you adapted your teaching for a student who was not making progress. What ' +
        'did you do?',
      answer:
        'Situation: A sixth-grade student in my math class was failing quizzes on fractions and had ' +
        'started refusing to attempt problems, saying he was bad at math. Task: I needed to find the ' +
        'gap and rebuild his confidence before the unit test in three weeks. Action: I gave him a short ' +
        'diagnostic one-on-one and found that he could follow procedures but did not understand what a ' +
        'fraction represented, so every new rule felt arbitrary. I pulled him into a small group for ' +
        'three 15-minute sessions a week using fraction strips and number lines, and replaced some of ' +
        'his homework with fewer, visual problems. I gave him tasks he could succeed at first and ' +
        'praised his strategies, not his speed. I also contacted his family to explain what we were ' +
        'doing and suggest a cooking activity at home that used fractions. Result: His quiz scores rose ' +
        'from below 50 percent to 78 percent on the unit test, he started volunteering answers, and I ' +
        'used the same diagnostic approach with two other students.',
      evaluationCriteria: [
        'Strong: diagnoses the specific learning gap; weak: assigns more of the same practice.',
        'Strong: adapts instruction with concrete strategies such as manipulatives and small groups; ' +
          'weak: generic extra help.',
        'Strong: addresses confidence and involves the family; weak: ignores motivation.',
        'Strong: gives measurable progress in STAR form; weak: no evidence of improvement.',
      ],
    },
  ],
  'Due Diligence': [
    {
      id: 'skill-due-diligence-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'In an acquisition, what does financial due diligence focus on beyond the audited financial ' +
        'statements?',
      answer:
        'Audited statements show whether accounts follow GAAP, but diligence asks what the buyer is ' +
        'actually getting. The core is a quality of earnings analysis: adjusting reported EBITDA for ' +
        'one-time items, such as litigation settlements, owner compensation above market, pro forma ' +
        'effects of recent changes, and accounting choices such as revenue recognition or capitalized ' +
        'costs, to reach a sustainable run-rate earnings figure that supports the price. Revenue ' +
        'quality matters too: customer concentration, contract terms and renewals, churn, pricing ' +
        'trends, and backlog. Net working capital is analyzed monthly to set a normalized peg for the ' +
        'purchase price adjustment, since a seller can inflate cash at closing by delaying payables or ' +
        'accelerating collections. I would identify debt-like items that reduce price, such as deferred ' +
        'revenue obligations, unpaid bonuses, underfunded pensions, deferred capital spending, and tax ' +
        'exposures. Cash conversion, comparing EBITDA with operating cash flow, reveals aggressive ' +
        "accounting. Findings feed directly into valuation, the purchase agreement's representations " +
        'and indemnities, and integration planning.',
      evaluationCriteria: [
        'Strong: explains quality of earnings and typical EBITDA adjustments; weak: relies on audited ' +
          'figures.',
        'Strong: analyzes revenue quality and customer concentration; weak: looks at totals only.',
        'Strong: normalizes working capital for the peg and identifies debt-like items; weak: ignores ' +
          'working capital.',
        'Strong: connects findings to price and deal terms; weak: treats diligence as a checklist.',
      ],
    },
    {
      id: 'skill-due-diligence-2',
      type: 'situational',
      difficulty: 'HARD',
      question:
        "During due diligence, you discover that the target's largest customer, 30 percent of revenue, " +
        'has a contract expiring in three months and can terminate on a change of control. What do you ' +
        'recommend?',
      answer:
        'This is a material risk to the value of the deal, so I would escalate it to the deal team ' +
        'immediately and quantify it: the revenue and profit at stake, how likely renewal is based on ' +
        'the relationship history, and what the business is worth with and without the customer. Then I ' +
        "would lay out options. Obtain evidence directly: with the seller's agreement, speak to the " +
        "customer under appropriate confidentiality about their intentions. Make the customer's consent " +
        'or renewal a condition to closing, or require the contract to be renewed before signing. ' +
        'Adjust the price, or shift risk through structure: an earn-out tied to retaining the customer, ' +
        'a holdback or escrow, or a specific indemnity. Representations and warranties insurance will ' +
        'not cover a known issue, so it must be handled in the agreement. I would also look at why the ' +
        'target depends so heavily on one customer, and the pipeline that could offset a loss. My ' +
        'recommendation would depend on the numbers, but I would not proceed at the original price ' +
        'without either confirmed renewal or protection against the loss.',
      evaluationCriteria: [
        'Strong: escalates and quantifies the value at risk; weak: notes it in a report without analysis.',
        'Strong: seeks direct evidence such as customer discussions with consent; weak: relies on ' +
          'seller assurances.',
        'Strong: uses structural protections such as closing conditions, earn-outs, escrow, or specific ' +
          'indemnities; weak: only walks away or ignores it.',
        'Strong: knows R&W insurance excludes known issues and gives a clear recommendation; weak: ' +
          'assumes insurance covers it.',
      ],
    },
  ],
  'E-Learning': [
    {
      id: 'skill-e-learning-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Walk me through how you would design an e-learning module that changes what people do, not ' +
        'just what they can recall.',
      answer:
        'I would follow a model such as ADDIE, analysis, design, development, implementation, and ' +
        'evaluation, iterating rather than treating it as a strict waterfall. In analysis, I confirm ' +
        'the performance problem and whether training is the right fix, since missing tools or unclear ' +
        'processes will not be solved by a course, and define who the learners are and what they must ' +
        'be able to do. In design, I write measurable objectives and build the module around realistic ' +
        'scenarios and decisions: learners choose what to do in a situation they will face, see the ' +
        'consequences, and get feedback, rather than clicking through slides and answering recall ' +
        'questions. Content is chunked into short segments, with just the information needed for each ' +
        'decision, and extra detail in a job aid. I storyboard, build a prototype in a tool such as ' +
        'Articulate Storyline or Rise, and test it with a few real learners. Accessibility is designed ' +
        'in from the start: keyboard navigation, captions and transcripts, alt text, and sufficient ' +
        'contrast. Evaluation goes beyond completion rates to performance data after training.',
      evaluationCriteria: [
        'Strong: checks that training is the right solution and defines performance objectives; weak: ' +
          'converts existing slides into a course.',
        'Strong: uses scenario-based decisions with feedback; weak: relies on page turning and recall ' +
          'quizzes.',
        'Strong: chunks content, prototypes, and tests with learners; weak: builds everything before ' +
          'any testing.',
        'Strong: designs for accessibility and evaluates on-the-job performance; weak: measures ' +
          'completion only.',
      ],
    },
    {
      id: 'skill-e-learning-2',
      type: 'technical',
      difficulty: 'EASY',
      question: 'What are SCORM, xAPI, and cmi5, and how do you choose between them?',
      answer:
        'They are standards for how e-learning content communicates with a learning platform. SCORM, ' +
        'most commonly version 1.2 or 2004, is the long-established standard: the course runs inside a ' +
        'learning management system in a browser and reports data such as completion, pass or fail, ' +
        'score, and time. It is supported by nearly every LMS, which makes it the safe default, but it ' +
        'only tracks activity inside the LMS and records little detail. xAPI, also called Tin Can, ' +
        'records learning experiences as statements in the form of actor, verb, and object sent to a ' +
        'learning record store. It can track learning anywhere, including mobile apps, simulations, ' +
        'offline activities, and on-the-job tasks, with far richer data, but it needs an LRS and agreed ' +
        'definitions of what to record. cmi5 is a profile of xAPI that adds rules for launching and ' +
        "tracking courses from an LMS, combining xAPI's flexibility with SCORM-like structure. I choose " +
        'based on what the platform supports and what data we need: SCORM for standard compliance ' +
        'courses, xAPI or cmi5 when richer or off-LMS tracking matters.',
      evaluationCriteria: [
        "Strong: explains SCORM's role and limits accurately; weak: thinks SCORM tracks everything.",
        'Strong: describes xAPI statements and the learning record store; weak: unaware of the LRS.',
        'Strong: explains cmi5 as an xAPI profile for LMS launches; weak: has not heard of cmi5.',
        'Strong: chooses based on platform support and data needs; weak: picks arbitrarily.',
      ],
    },
  ],
  'Electrical Safety': [
    {
      id: 'skill-electrical-safety-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Under NFPA 70E, how do you establish an electrically safe work condition before working on ' +
        'equipment?',
      answer:
        'NFPA 70E treats de-energizing as the primary protective measure, and an electrically safe work ' +
        'condition exists only after a defined process. First, identify all possible sources of ' +
        'electrical supply, using up-to-date drawings and labels, including backfeeds, generators, and ' +
        'stored energy such as capacitors. Then, after properly interrupting the load, open the ' +
        'disconnecting devices for each source and, where possible, visually verify that the blades are ' +
        'fully open. Apply lockout and tagout devices in accordance with the established program, with ' +
        'each worker applying their own lock. Test each phase conductor or circuit part with an ' +
        'adequately rated test instrument, phase to phase and phase to ground, while wearing ' +
        'appropriate PPE, because until verified, the equipment must be treated as energized. Before ' +
        'and after the test, verify the tester works on a known voltage source. Where stored energy or ' +
        'induced voltages could be present, release it or apply grounding. Shock and arc flash risk ' +
        'assessments define approach boundaries and the PPE required during these steps, and only ' +
        'qualified persons perform the work.',
      evaluationCriteria: [
        'Strong: identifies all sources, including backfeed and stored energy; weak: turns off one breaker.',
        'Strong: applies individual lockout and tagout under a program; weak: relies on a tag or a ' +
          'coworker.',
        'Strong: tests for absence of voltage with the live-dead-live check; weak: assumes the circuit ' +
          'is dead.',
        'Strong: uses PPE and approach boundaries until verified and limits work to qualified persons; ' +
          'weak: no PPE during verification.',
      ],
    },
    {
      id: 'skill-electrical-safety-2',
      type: 'situational',
      difficulty: 'EASY',
      question:
        'A supervisor asks you to make a quick fix inside an energized panel to avoid shutting down ' +
        'production. What do you do?',
      answer:
        'I would decline to work on it energized and explain why in calm, specific terms. Under NFPA ' +
        '70E and OSHA regulations, energized work is justified only when de-energizing would create a ' +
        'greater hazard, such as disabling life-support equipment or emergency alarms, or is infeasible ' +
        'because of equipment design or operational limitations, such as diagnostic testing that ' +
        'requires power. Inconvenience or lost production time is not a valid justification. If the ' +
        'work truly must be done energized, it requires an energized electrical work permit approved by ' +
        'management, a shock and arc flash risk assessment, appropriate PPE and insulated tools, a ' +
        'qualified person, and established boundaries, which takes time anyway. I would propose an ' +
        'alternative: schedule a short, planned shutdown at the next break or shift change, and prepare ' +
        'everything in advance so the outage is as brief as possible. If pressured, I would escalate to ' +
        'the safety manager. Most employers have a stop-work authority policy for exactly this ' +
        'situation, and an arc flash injury costs far more than an hour of downtime.',
      evaluationCriteria: [
        'Strong: refuses to work energized without justification and explains why; weak: agrees to be ' +
          'quick.',
        'Strong: knows the valid justifications for energized work and that convenience is not one; ' +
          'weak: unaware of the rules.',
        'Strong: knows the energized work permit and risk assessment requirements; weak: thinks PPE ' +
          'alone makes it acceptable.',
        'Strong: offers a planned shutdown alternative and escalates if pressured; weak: no alternative ' +
          'offered.',
      ],
    },
  ],
  'Electrical Wiring': [
    {
      id: 'skill-electrical-wiring-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain how you would wire a light controlled from two locations with three-way switches, ' +
        'including the code requirements that affect the wiring.',
      answer:
        'Each three-way switch has a common terminal, usually a darker screw, and two traveler ' +
        'terminals. In a common layout, power arrives at the first switch box: the hot conductor ' +
        'connects to the common of the first switch, two travelers run between the switches on a ' +
        'three-wire cable, and the common of the second switch feeds the light. The neutral runs ' +
        'through to the light and is spliced, never switched, and equipment grounding conductors are ' +
        "connected in each box and to each switch's green screw. If a white conductor in a cable is " +
        'used as a traveler or hot, NEC 200.7(C) requires it to be permanently re-identified, for ' +
        'example with black or red tape at each end. NEC 404.2(C) generally requires a grounded neutral ' +
        'conductor at switch locations serving habitable rooms, so smart switches can be installed ' +
        'later. I would size conductors and boxes correctly, with box fill calculated per NEC 314.16, ' +
        'and follow the local adopted code. Before finishing, I test operation from both switches and ' +
        'confirm the neutral and ground are correct.',
      evaluationCriteria: [
        'Strong: identifies common and traveler terminals and wires them correctly; weak: confuses ' +
          'travelers and commons.',
        'Strong: keeps the neutral unswitched and grounds every device; weak: switches the neutral.',
        'Strong: re-identifies white conductors used as hots and provides a neutral at switch ' +
          'locations; weak: unaware of 200.7(C) or 404.2(C).',
        'Strong: calculates box fill and tests both switches; weak: overfills boxes.',
      ],
    },
    {
      id: 'skill-electrical-wiring-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Several receptacles on one circuit have stopped working, but no breaker has tripped. How do ' +
        'you troubleshoot it?',
      answer:
        'First I would check for a tripped GFCI receptacle upstream and an AFCI or GFCI breaker showing ' +
        'a tripped state, since a dead run of receptacles often sits downstream of one. If not, the ' +
        'likely cause is an open connection, often a loose or burned terminal, a failed back-stab ' +
        'connection, or a loose wire nut in the last working or first dead box. I would map the ' +
        'circuit: identify which outlets work and which do not, since the fault usually sits between ' +
        'the last working and first dead device. With a meter, not just a non-contact tester, I measure ' +
        'at a dead receptacle: hot to neutral, hot to ground, and neutral to ground. If hot to ground ' +
        'reads about 120 volts but hot to neutral reads nothing, the neutral is open; if both read ' +
        'nothing, the hot is open. Then I turn off the breaker, verify it is dead, open the boxes, and ' +
        'inspect connections. I repair by moving wires from back-stab connections to the screw ' +
        'terminals or by pigtailing, and check other connections on the circuit.',
      evaluationCriteria: [
        'Strong: checks for tripped GFCI or AFCI devices upstream first; weak: starts replacing ' +
          'receptacles.',
        'Strong: maps the circuit to find the boundary between working and dead devices; weak: checks ' +
          'outlets at random.',
        'Strong: uses meter readings to distinguish an open neutral from an open hot; weak: relies only ' +
          'on a non-contact tester.',
        'Strong: de-energizes and verifies before opening boxes and repairs connections properly; weak: ' +
          'works live or reuses back-stabs.',
      ],
    },
  ],
  Empathy: [
    {
      id: 'skill-empathy-1',
      type: 'technical',
      difficulty: 'EASY',
      question:
        'What does empathy look like in practice at work, and how is it different from sympathy or ' +
        'simply agreeing with someone?',
      answer:
        "Empathy is understanding another person's perspective and feelings accurately, and showing " +
        'them that you understand. It has a cognitive side, understanding how they see the situation, ' +
        'and an emotional side, recognizing what they feel. Sympathy is feeling sorry for someone from ' +
        'the outside, which can feel distant. Empathy also does not mean agreeing or giving people what ' +
        'they want: I can fully understand why a colleague is frustrated by a decision and still hold ' +
        'the decision. In practice, I show empathy by listening without interrupting or preparing my ' +
        'reply, asking open questions about their experience, and reflecting back what I heard, such as ' +
        'it sounds like you are worried this change will land on your team without extra support. I ' +
        'check whether I have it right rather than assuming. I avoid jumping straight to fixing, ' +
        'minimizing with phrases such as at least, or turning the conversation to my own experience. I ' +
        'notice non-verbal cues and adapt. Empathy is most valuable in hard moments, such as delivering ' +
        'difficult feedback, handling complaints, or supporting someone under stress.',
      evaluationCriteria: [
        'Strong: defines empathy with cognitive and emotional aspects; weak: equates it with being nice.',
        'Strong: distinguishes empathy from sympathy and from agreement; weak: thinks empathy means ' +
          'giving in.',
        'Strong: describes concrete behaviors such as reflecting and checking understanding; weak: no ' +
          'specific behaviors.',
        'Strong: names behaviors to avoid, such as minimizing or premature fixing; weak: no self-awareness.',
      ],
    },
    {
      id: 'skill-empathy-2',
      type: 'behavioural',
      difficulty: 'MEDIUM',
      question:
        "Tell me about a time that understanding someone else's perspective changed how you handled a " +
        'situation.',
      answer:
        'Situation: A colleague on a partner team kept missing the deadlines for information my team ' +
        'needed, and I had started to see her as unreliable. Task: I needed her input for a project due ' +
        'in two weeks, and escalating again would have damaged the relationship. Action: Instead of ' +
        'sending another reminder, I asked her for a short call and opened by asking how the requests ' +
        'looked from her side. She explained that she was getting similar urgent requests from four ' +
        'teams, each in a different format, with no indication of priority, and that she was working ' +
        'late most nights to keep up. I acknowledged that our requests had added to that load without ' +
        'context. We agreed that I would send one consolidated request with clear priorities and a ' +
        'template, and that I would raise the overall volume with her manager and mine as a workload ' +
        'issue rather than a performance one. Result: She delivered our input two days early, her ' +
        'manager arranged support from another analyst, and the shared template was adopted by two ' +
        'other teams.',
      evaluationCriteria: [
        "Strong: recognizes their initial assumption and seeks the other person's view; weak: assumes " +
          'bad intent throughout.',
        "Strong: listens and acknowledges the other person's situation specifically; weak: listens only " +
          'to get what they need.',
        'Strong: changes their own approach as a result; weak: expects only the other person to change.',
        'Strong: shows a concrete outcome for both sides in STAR form; weak: vague result.',
      ],
    },
  ],
  'Engine Repair': [
    {
      id: 'skill-engine-repair-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'An engine has a persistent misfire on cylinder 3. How do you determine whether the cause is ' +
        'ignition, fuel, or mechanical?',
      answer:
        'I would first confirm the misfire with a scan tool, checking the misfire counters and freeze ' +
        'frame data for the conditions when it happens. For ignition, I swap the cylinder 3 coil with a ' +
        'neighboring cylinder; if the misfire moves, the coil is at fault, and I do the same with the ' +
        'spark plug, inspecting it for fouling, cracks, or wear. For fuel, I can swap injectors, or ' +
        'perform an injector balance test or check injector resistance and pulse with a noid light or ' +
        'scope. If the misfire stays with cylinder 3, I test mechanically. A compression test compares ' +
        'cylinder 3 with the others; a reading more than roughly 10 to 15 percent below the rest is ' +
        'significant. A cylinder leak-down test then locates the leak: air escaping from the intake ' +
        'indicates an intake valve, from the exhaust an exhaust valve, into the crankcase worn rings, ' +
        'and bubbles in the coolant a head gasket. If adding a little oil raises compression, rings are ' +
        'likely.',
      evaluationCriteria: [
        'Strong: uses scan data and swap tests to isolate coil and plug; weak: replaces parts on the ' +
          'cylinder without testing.',
        'Strong: tests injectors with balance tests or swaps; weak: ignores the fuel system.',
        'Strong: uses compression and leak-down tests correctly; weak: uses only one test.',
        'Strong: interprets leak-down results by where air escapes; weak: cannot interpret results.',
      ],
    },
    {
      id: 'skill-engine-repair-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Walk through replacing a timing belt on an interference engine. What steps and pitfalls matter ' +
        'most?',
      answer:
        'On an interference engine, valves and pistons occupy the same space at different times, so if ' +
        'timing is wrong or the belt slips, valves can hit pistons and bend. I would start with the ' +
        "manufacturer's service procedure for that engine, since methods vary. With the engine cool, I " +
        'rotate the crankshaft by hand, in the normal direction, to top dead center on cylinder 1 and ' +
        'align all timing marks on the crank and cam sprockets, or install the specified locking tools, ' +
        'which many modern engines require. I never turn the cam or crank independently once the belt ' +
        'is off. I replace the belt together with the tensioner and idlers, and usually a belt-driven ' +
        'water pump, since a failed pump or bearing destroys the new belt. I install the belt in the ' +
        'specified order, keeping the non-tensioner side tight, set the tensioner, and replace ' +
        'torque-to-yield bolts such as the crank bolt where required, torquing to specification. Then I ' +
        'rotate the engine two full turns by hand, recheck alignment, and only then start it.',
      evaluationCriteria: [
        'Strong: explains interference engine risk and follows the specific service procedure; weak: ' +
          'uses a generic method.',
        'Strong: aligns marks or uses locking tools and avoids turning shafts independently; weak: ' +
          'rotates components with the belt off.',
        'Strong: replaces tensioner, idlers, and water pump as appropriate and torque-to-yield bolts; ' +
          'weak: replaces only the belt.',
        'Strong: rotates the engine by hand twice and rechecks before starting; weak: starts the engine ' +
          'immediately.',
      ],
    },
  ],
  'Exercise Physiology': [
    {
      id: 'skill-exercise-physiology-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question:
        'Explain the three energy systems and how you would use them to design interval training for a ' +
        'specific goal.',
      answer:
        'The phosphagen system uses stored ATP and creatine phosphate for maximal efforts lasting ' +
        'roughly up to 10 seconds, such as a sprint or heavy lift, and recovers substantially in a few ' +
        'minutes. The glycolytic system breaks down glucose and glycogen without needing oxygen at the ' +
        'rate required, powering high-intensity efforts from about 10 seconds to around two minutes. ' +
        'The oxidative system uses oxygen to break down carbohydrates and fats, dominating efforts ' +
        'beyond a couple of minutes. All three contribute at all times; intensity and duration ' +
        'determine which dominates. For programming, I match work and rest to the target system. For ' +
        'phosphagen and speed, short maximal efforts of 5 to 10 seconds with long rest, often a 1 to 12 ' +
        'to 1 to 20 work-to-rest ratio, keep quality high. For glycolytic capacity, efforts of 30 to 90 ' +
        'seconds with 1 to 3 or 1 to 5 ratios. For aerobic power, intervals of 3 to 5 minutes near VO2 ' +
        "max intensity with roughly equal rest. I progress gradually and adjust to the person's fitness " +
        'and goals.',
      evaluationCriteria: [
        'Strong: explains each energy system with duration and fuel; weak: describes only aerobic ' +
          'versus anaerobic.',
        'Strong: notes that systems overlap and intensity determines dominance; weak: treats systems as ' +
          'separate switches.',
        'Strong: matches work-to-rest ratios to the target system; weak: uses random intervals.',
        'Strong: individualizes and progresses training; weak: one program for everyone.',
      ],
    },
    {
      id: 'skill-exercise-physiology-2',
      type: 'technical',
      difficulty: 'HARD',
      question:
        'Prescribe an aerobic training heart rate range at 60 to 80 percent intensity for a 50-year-old ' +
        'client with a resting heart rate of 70. What caveats apply?',
      answer:
        'Using the heart rate reserve, or Karvonen, method: estimate maximum heart rate, for example ' +
        'with the Tanaka formula, 208 minus 0.7 times age, which gives 208 minus 35, or 173 beats per ' +
        'minute. Heart rate reserve is maximum minus resting: 173 minus 70, or 103. Target heart rate ' +
        'equals resting heart rate plus intensity times reserve: at 60 percent, 70 plus 61.8, about ' +
        '132; at 80 percent, 70 plus 82.4, about 152. So the range is roughly 132 to 152 beats per ' +
        'minute. Caveats matter. Age-predicted maximum heart rate has a standard error of around 10 ' +
        'beats per minute, so a measured maximum from a graded exercise test is better when available. ' +
        'Medications such as beta-blockers blunt heart rate response, making heart rate targets ' +
        'unreliable, so I would use ratings of perceived exertion or the talk test instead. Before ' +
        'starting, I would follow ACSM preparticipation screening, which considers current activity, ' +
        'known cardiovascular, metabolic, or renal disease, and symptoms, to decide whether medical ' +
        'clearance is needed. I would start at the lower end and progress gradually.',
      evaluationCriteria: [
        'Strong: applies the Karvonen formula correctly and gives about 132 to 152; weak: takes a ' +
          'percentage of maximum heart rate only or makes arithmetic errors.',
        'Strong: uses a reasonable age-predicted formula and knows its error; weak: treats 220 minus ' +
          'age as exact.',
        'Strong: adjusts for beta-blockers with RPE or the talk test; weak: ignores medications.',
        'Strong: applies ACSM preparticipation screening and gradual progression; weak: no screening.',
      ],
    },
  ],
  Facilitation: [
    {
      id: 'skill-facilitation-1',
      type: 'technical',
      difficulty: 'MEDIUM',
      question: 'How do you design and run a workshop whose purpose is to reach a decision?',
      answer:
        'I start with the sponsor: what decision must be made, who owns it, what is already fixed, and ' +
        'what a successful outcome looks like. I also agree the decision rule in advance, such as the ' +
        'owner decides after input, majority vote, or consent, because many workshops fail when people ' +
        'discover the rule at the end. I invite the people with the needed information and authority, ' +
        'and send pre-reading so time is not spent on briefing. The agenda moves from diverging to ' +
        'converging: first generating and understanding options, then evaluating them against agreed ' +
        "criteria, then deciding. I choose techniques to get everyone's input, such as silent writing " +
        'before discussion, 1-2-4-All, where ideas are developed alone, in pairs, in fours, and then ' +
        'with the whole group, and dot voting or a criteria matrix to narrow options. I set ground ' +
        'rules, keep time visibly, use a parking lot for off-topic issues, and stay neutral on content. ' +
        'I close by stating the decision, its rationale, owners, and next steps, and send a written ' +
        'summary the same day.',
      evaluationCriteria: [
        'Strong: clarifies the decision, owner, and decision rule beforehand; weak: leaves the decision ' +
          'method to chance.',
        'Strong: structures divergence and convergence with criteria; weak: runs an open discussion.',
        'Strong: uses specific techniques to include all voices, such as silent writing or 1-2-4-All; ' +
          'weak: relies on open discussion.',
        'Strong: stays neutral and closes with documented decisions and actions; weak: ends without a ' +
          'clear outcome.',
      ],
    },
    {
      id: 'skill-facilitation-2',
      type: 'situational',
      difficulty: 'MEDIUM',
      question:
        'You are facilitating a two-hour virtual workshop with 15 people in several time zones. Thirty ' +
        'minutes in, most people are silent, and three voices dominate. What do you change?',
      answer:
        'I would change the format rather than just asking for more participation. First, I would shift ' +
        'to individual input before discussion: ask everyone to type their answer to a specific ' +
        'question in the chat and hold off sending until I say go, a chat waterfall, so quieter people ' +
        'contribute without being influenced by the dominant voices. Or I would use a shared board, ' +
        'such as a digital whiteboard, for silent brainstorming with sticky notes. Then I would move ' +
        'people into breakout rooms of three or four with a clear task, a time limit, and a named ' +
        'reporter, since small groups make it much easier to speak. When we return, I call on groups, ' +
        'not individuals, and invite people by name gently, for example: Priya, your team runs this ' +
        'process, what would you add? I would acknowledge the frequent contributors and ask them to let ' +
        'others go first. Afterward, I would plan future sessions with shorter blocks, interactive ' +
        'segments every 10 to 15 minutes, and asynchronous input for people in difficult time zones.',
      evaluationCriteria: [
        'Strong: changes the structure with silent or written input first; weak: repeatedly asks if ' +
          'anyone has thoughts.',
        'Strong: uses breakout rooms with clear tasks and reporters; weak: keeps everyone in one large ' +
          'discussion.',
        'Strong: manages dominant voices respectfully and invites others by name; weak: ignores the ' +
          'imbalance.',
        'Strong: adapts for virtual fatigue and time zones in future design; weak: no lessons carried ' +
          'forward.',
      ],
    },
  ],
};
